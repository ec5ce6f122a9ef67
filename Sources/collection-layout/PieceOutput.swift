import Foundation

/// Text written in pieces to a file, or to standard output for `-`, 64 KiB at a time, so a
/// command never holds a whole report or drawing.
///
/// A file is written beside its destination and renamed over it once complete, so a
/// failure leaves no half-written file; any failure ends the program with one line.
struct PieceOutput {
  private let path: String
  private let handle: FileHandle
  /// Where a file is written until ``finish()`` renames it to `path` (`nil` for `-`).
  private let partialPath: String?
  private var buffer: [UInt8] = []

  /// Opens `path` (`-`: standard output) for writing.
  init(path: String) {
    self.path = path
    guard path != "-" else {
      handle = .standardOutput
      partialPath = nil
      return
    }
    let url = URL(fileURLWithPath: path)
    let partial = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)"
    ).path
    let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard descriptor >= 0 else { Self.fail(path, String(cString: strerror(errno))) }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    partialPath = partial
  }

  /// Adds `piece` to what is written.
  mutating func write(_ piece: String) {
    buffer += piece.utf8
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is left and, for a file, puts it in place.
  mutating func finish() {
    flush()
    guard let partialPath else { return }
    try? handle.close()
    guard rename(partialPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(partialPath)
      Self.fail(path, reason)
    }
  }

  private mutating func flush() {
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      if let partialPath { unlink(partialPath) }
      Self.fail(path, OutputError.reason(error))
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private static func fail(_ path: String, _ reason: String) -> Never {
    collection_layout.fail("\(path): expected a file that can be written, found: \(reason)")
  }
}
