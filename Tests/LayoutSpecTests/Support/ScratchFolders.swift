import Foundation

/// Folders a test writes files to, removed with the suite instance that holds them.
///
/// Swift Testing makes one instance of a suite for each test it runs (and for each argument
/// of a parameterised test), so a suite that keeps a `ScratchFolders` in a stored property
/// gets its folders removed when that test ends, whether it passed, failed or threw.
/// `swift test` then leaves nothing behind in the temporary directory.
final class ScratchFolders {
  private var made: [URL] = []

  /// A new, empty folder in the temporary directory.
  func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cl-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    made.append(url)
    return url
  }

  /// `text` written to a file named `name` in a new folder.
  ///
  /// - Returns: The file's path.
  func file(_ text: String, named name: String = "spec.yaml") throws -> String {
    let url = try make().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  deinit {
    for url in made { try? FileManager.default.removeItem(at: url) }
  }
}
