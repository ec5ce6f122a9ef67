import Foundation

// libFuzzer calls `LLVMFuzzerTestOneInput` with each input it tries. It brings its own
// `main` too, but SwiftPM links an executable's entry point as `<module>_main` and points
// `main` at it, so this one hands the command line to libFuzzer's driver itself.

/// One input: checked by the target `COLLECTION_LAYOUT_FUZZ_TARGET` names.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTarget.current.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runLibFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The process's entry point (SwiftPM's `main` for this module).
@_cdecl("LayoutFuzz_main")
public func layoutFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runLibFuzzer(&count, &arguments) { testOneInput($0, $1) }
}
