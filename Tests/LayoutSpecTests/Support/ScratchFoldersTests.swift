import Foundation
import Testing

/// The tests' scratch folders go away with their owner, so `swift test` leaves nothing behind.
struct ScratchFoldersTests {
  @Test func foldersAndFilesAreRemovedWithTheirOwner() throws {
    var folders: ScratchFolders? = ScratchFolders()
    let folder = try #require(try folders?.make())
    let file = try #require(try folders?.file("container: {}", named: "a.yaml"))
    #expect(FileManager.default.fileExists(atPath: folder.path))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "container: {}")
    folders = nil
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(!FileManager.default.fileExists(atPath: file))
  }
}
