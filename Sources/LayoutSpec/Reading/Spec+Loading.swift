import Foundation

extension Spec {
  /// The most bytes a spec may hold: 8 MiB.
  ///
  /// The YAML parser holds about 140 bytes per value before the reader can count the values
  /// against its limit of a million, so the worst 8 MiB (four million one-digit values) costs
  /// about 600 MB and seven seconds to refuse. Reading stops here, so an input without end
  /// (`/dev/zero`, a pipe that never closes) is refused instead of filling memory.
  public static let maximumFileBytes = 8 << 20

  /// Reads and decodes the spec file at `path`: a regular file, a named pipe or a device,
  /// read to its end and at most ``maximumFileBytes`` long.
  ///
  /// - Parameter path: The file's path; errors name it.
  /// - Returns: The decoded spec.
  /// - Throws: A ``SpecError`` naming `path` when the file is missing, a folder, unreadable,
  ///   too long, not UTF-8 or not a valid spec.
  public static func load(path: String) throws(SpecError) -> Spec {
    try decode(try text(atPath: path), file: path)
  }

  /// The text of the spec file at `path`, read as ``load(path:)`` reads it but not decoded:
  /// what an editor opens, errors and all.
  ///
  /// - Parameter path: The file's path; errors name it.
  /// - Returns: The file's text.
  /// - Throws: A ``SpecError`` naming `path` when the file is missing, a folder, unreadable,
  ///   longer than ``maximumFileBytes`` or not UTF-8.
  public static func text(atPath path: String) throws(SpecError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SpecError(file: path, path: "", message: "expected a JSON or YAML file, found no such file")
    }
    guard !isFolder.boolValue else {
      throw SpecError(file: path, path: "", message: "expected a JSON or YAML file, found a folder")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw SpecError(file: path, path: "", message: "expected a readable file, found one without read permission")
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      throw SpecError(file: path, path: "", message: "expected a readable file, found: \(Self.reason(error))")
    }
    defer { try? handle.close() }
    return try text(of: handle, file: path)
  }

  /// Reads `handle` to its end (standard input, a pipe) and decodes what it held.
  ///
  /// - Parameters:
  ///   - handle: Where the spec's text comes from; read at most ``maximumFileBytes`` and one byte.
  ///   - file: The name errors give the input (`<stdin>` for standard input).
  /// - Returns: The decoded spec.
  /// - Throws: A ``SpecError`` naming `file` when the input cannot be read, is too long,
  ///   is not UTF-8 or is not a valid spec.
  public static func load(from handle: FileHandle, file: String) throws(SpecError) -> Spec {
    try decode(try text(of: handle, file: file), file: file)
  }

  /// The UTF-8 text of `handle` up to its end.
  private static func text(of handle: FileHandle, file: String) throws(SpecError) -> String {
    let data = try readToEnd(handle, file: file)
    guard let text = String(data: data, encoding: .utf8) else {
      throw SpecError(file: file, path: "", message: "expected UTF-8 text, found other bytes")
    }
    return text
  }

  /// The bytes of `handle` up to its end, or an error once they pass ``maximumFileBytes``.
  private static func readToEnd(_ handle: FileHandle, file: String) throws(SpecError) -> Data {
    var data = Data()
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 1 << 16)
      } catch {
        throw SpecError(file: file, path: "", message: "expected a readable file, found: \(Self.reason(error))")
      }
      guard let chunk, !chunk.isEmpty else { return data }
      data.append(chunk)
      guard data.count <= maximumFileBytes else {
        throw SpecError(
          file: file, path: "", message: "expected a spec of at most \(maximumFileBytes >> 20) MiB, found more")
      }
    }
  }

  /// The system's short reason for a file error, without Foundation's dump of its fields.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
