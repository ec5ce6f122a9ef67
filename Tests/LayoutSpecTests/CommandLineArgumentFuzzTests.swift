import Foundation
import Testing

// The tool runs as a child process, which only desktop and server platforms allow.
#if os(macOS) || os(Linux) || os(Windows)

/// Random command lines for `layout`, `render` and `snap`: each subcommand's required
/// arguments and some of its options, their values valid or hostile by turns (NaN,
/// infinities, 1e308, numbers too long for an `Int`, empty strings, malformed lists, text),
/// and one time in three a token dropped, added or replaced. Every run must
/// end within its time with exit status 0 or 2: on 2, one line on standard error starting
/// `error: ` and nothing on standard output; on 0, only `warning: ` lines on standard error
/// and no non-finite number in what it wrote (JSON that parses, for `layout` unless
/// `--version` asked for the version instead).
@Suite struct CommandLineArgumentFuzzTests {
  typealias Run = CommandLineTests.Run

  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  /// The spec fuzzer's seeded generator (SplitMix64), so that a failing seed replays.
  typealias Random = SpecMutator.Random

  static let examples = ["Basic.yaml", "ScrollableSections.yaml", "CompositionalList.yaml", "PluginEffects.yaml"].map {
    CommandLineTests.packageRoot.appendingPathComponent("Examples").appendingPathComponent($0).path
  }

  static let hostileValues = [
    "nan", "-nan", "inf", "-inf", "infinity", "1e308", "-1e308", "1e999", "0", "-0", "-1", "375", "0x1p3", "", " ", ",",
    "1,2", "1,2,3,4", "0,0,1e308,1e308", "nan,0,1,1", "-1e308,1e308", "3=4", "-1=4", "99999999999999999999=1", "0=nan",
    "0=1e308", "=", "--", "émoji🙂", String(repeating: "9", count: 400), "2", "7",
  ]

  /// Values each option takes, for runs that get past the parser.
  static let validValues = [
    "--width": ["375", "667", "0", "1e6"], "--height": ["667", "375", "0"], "--offset": ["0,120", "40", "0", "-20,0"],
    "--section-offset": ["0=40", "1=1e6", "2=0"], "--rect": ["0,0,375,667", "0,100,10,10", "-50,-50,0,0"],
    "--section": ["0", "1", "2"], "--velocity": ["0", "-3", "2.5", "1e6"], "--proposed": ["0", "300", "-1e6"],
  ]

  /// One random command line: a subcommand's required arguments and some of its options,
  /// each value valid or hostile by turns, then, one time in three, a token or two dropped,
  /// added or replaced. `output` is a file `-o` may name.
  static func commandLine(_ r: inout Random, output: String) -> [String] {
    let spec = r.pick(examples)
    var arguments: [String]
    var options = ["--width", "--height"]
    switch r.next(3) {
    case 0:
      arguments = ["layout", spec]
      options += ["--offset", "--section-offset", "--rect"]
    case 1:
      arguments = ["render", spec, "-o", r.pick([output, output, "-", "", "/proc/no/such"])]
      options += ["--offset", "--section-offset"]
    default:
      arguments = [
        "snap", spec, "--section", value(for: "--section", &r), "--offset", r.pick(["40", "0"] + hostileValues),
      ]
      options += ["--velocity", "--proposed"]
    }
    for _ in 0..<r.next(4) {
      let option = r.pick(options)
      let value = value(for: option, &r)
      arguments += r.next(4) == 0 ? ["\(option)=\(value)"] : [option, value]
    }
    if r.next(3) == 0 {
      for _ in 0..<(1 + r.next(2)) {
        let at = r.next(arguments.count)
        let token = r.pick(
          [
            "frobnicate", "--frobnicate", "-", "/dev/null", "/nonexistent.yaml", "", "Examples", "--version",
            "--section",
          ]
            + hostileValues)
        switch r.next(3) {
        case 0: arguments.remove(at: at)
        case 1: arguments.insert(token, at: at)
        default: arguments[at] = token
        }
        if arguments.isEmpty { arguments = [token] }
      }
    }
    return arguments
  }

  /// A value for `option`: one it takes, or a hostile one, by turns.
  static func value(for option: String, _ r: inout Random) -> String {
    r.next(2) == 0 ? r.pick(validValues[option] ?? hostileValues) : r.pick(hostileValues)
  }

  /// Runs the tool with `arguments` in `directory` (a hostile value may name a file to
  /// write, relative to it), ended after `seconds`.
  static func run(_ arguments: [String], in directory: URL, seconds: Double = 60) throws -> (Run, timedOut: Bool) {
    let process = Process()
    process.executableURL = CommandLineTests.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("cl-args-\(UUID().uuidString)")
    for suffix in [".out", ".err"] {
      guard FileManager.default.createFile(atPath: output.path + suffix, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
    }
    defer {
      try? FileManager.default.removeItem(atPath: output.path + ".out")
      try? FileManager.default.removeItem(atPath: output.path + ".err")
    }
    // Files, not pipes: a run that writes much to both cannot block on a full pipe.
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let deadline = Date(timeIntervalSinceNow: seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    try out.close()
    try err.close()
    let stdout = (try? String(contentsOfFile: output.path + ".out", encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOfFile: output.path + ".err", encoding: .utf8)) ?? ""
    return (Run(status: process.terminationStatus, stdout: stdout, stderr: stderr), timedOut)
  }

  /// Whether `text` holds a number that is not finite as Swift, JSON or SVG would write it.
  static func holdsNonFiniteNumber(_ text: String) -> Bool {
    text.range(
      of: #"(?<![A-Za-z])[-+]?(nan|inf|infinity)(?![A-Za-z])"#, options: [.regularExpression, .caseInsensitive])
      != nil
  }

  @Test(arguments: 0..<4)
  func randomArgumentsEndInOneErrorLineOrAFiniteAnswer(seed: UInt64) throws {
    var r = Random(seed: seed &* 7919 &+ 1)
    var statuses: [Int32: Int] = [:]
    // A longer campaign: `COLLECTION_LAYOUT_FUZZ_COMMAND_LINES=1000 swift test --filter CommandLineArgumentFuzz`.
    let count = ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_COMMAND_LINES"].flatMap { Int($0) } ?? 50
    for step in 0..<count {
      let folder = try scratch.make()
      let file = folder.appendingPathComponent("out.svg").path
      let arguments = Self.commandLine(&r, output: file)
      let comment: Comment = "seed \(seed) step \(step): \(arguments)"
      let (run, timedOut) = try Self.run(arguments, in: folder)
      #expect(!timedOut, comment)
      statuses[run.status, default: 0] += 1
      switch run.status {
      case 2:
        #expect(run.stdout.isEmpty, comment)
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.filter { $0 == "\n" }.count == 1, comment)
      case 0:
        let stderrLines = run.stderr.split(separator: "\n")
        #expect(stderrLines.allSatisfy { $0.hasPrefix("warning: ") }, comment)
        #expect(!Self.holdsNonFiniteNumber(run.stdout), comment)
        if let written = try? String(contentsOfFile: file, encoding: .utf8) {
          #expect(!Self.holdsNonFiniteNumber(written), comment)
        }
        // `--version` anywhere prints the version instead, as ArgumentParser does.
        if arguments.first == "layout", !arguments.contains("--version"), !run.stdout.isEmpty {
          #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, comment)
        }
      default:
        Issue.record("\(comment): exit status \(run.status); stderr \(run.stderr.prefix(300))")
      }
    }
    // The lines reach both ends: answers and refusals.
    #expect(statuses[0, default: 0] >= count / 16 && statuses[2, default: 0] >= count / 5, "seed \(seed): \(statuses)")
    if ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_VERBOSE"] != nil {
      print("seed \(seed): \(statuses)")
    }
  }
}

extension SpecMutator.Random {
  /// One of `choices` (not empty).
  mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
}

#endif
