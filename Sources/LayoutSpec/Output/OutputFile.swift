import Foundation

/// Text written in pieces to a file, or to standard output for `-`, 64 KiB at a time, so a
/// report or drawing is never held whole.
///
/// A file is written beside its destination and renamed over it by ``finish()``, so a
/// failure leaves no half-written file. The first failure is kept and thrown by
/// ``finish()``, so a writer can be handed to code that cannot throw.
package struct OutputFile {
  /// Why a file could not be written: its path and the system's reason.
  package struct Failure: Error {
    /// The destination.
    package var path: String
    /// The system's reason ("No such file or directory").
    package var reason: String
  }

  private let path: String
  private let handle: FileHandle?
  /// Where a file is written until ``finish()`` renames it to `path` (`nil` for `-`).
  private let partialPath: String?
  private var buffer: [UInt8] = []
  private var failure: Failure?

  /// Opens `path` (`-`: standard output) for writing.
  package init(path: String) {
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
    if descriptor >= 0 {
      handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      partialPath = partial
    } else {
      handle = nil
      partialPath = nil
      failure = Failure(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Adds `piece` to what is written (nothing, once writing has failed).
  package mutating func write(_ piece: String) {
    guard failure == nil else { return }
    buffer += piece.utf8
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is left and, for a file, puts it in place.
  ///
  /// - Throws: The first ``Failure`` met opening, writing or renaming; the partial file is
  ///   then removed.
  package mutating func finish() throws(Failure) {
    flush()
    if let partialPath {
      try? handle?.close()
      if failure == nil, rename(partialPath, path) != 0 {
        failure = Failure(path: path, reason: String(cString: strerror(errno)))
      }
      if failure != nil { unlink(partialPath) }
    }
    if let failure { throw failure }
  }

  private mutating func flush() {
    guard failure == nil, let handle, !buffer.isEmpty else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      let nsError = error as NSError
      let reason =
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
          String(cString: strerror(Int32(underlying.code)))
        } else {
          nsError.localizedDescription
        }
      failure = Failure(path: path, reason: reason)
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
