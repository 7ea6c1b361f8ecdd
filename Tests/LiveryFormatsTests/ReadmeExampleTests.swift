import Foundation
import LiveryTestSupport
import Testing

/// The README's library example is `Examples/QuickStart/main.swift`, word for word: it compiles with
/// the package, and here it runs.
@Suite("The README's library example")
struct ReadmeExampleTests {
  /// The example's code: its lines from `import` to the end.
  static func exampleCode() throws -> [String] {
    let text = try String(
      contentsOfFile: Fixtures.packageRoot + "/Examples/QuickStart/main.swift", encoding: .utf8)
    var lines = Array(
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).drop {
        !$0.hasPrefix("import")
      })
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test("the README shows the example as it is in Examples/QuickStart")
  func readmeShowsIt() throws {
    let readme = try String(contentsOfFile: Fixtures.packageRoot + "/README.md", encoding: .utf8)
    let code = try Self.exampleCode()
    #expect(code.filter { !$0.isEmpty }.count == 6, "the README promises six lines")
    #expect(
      readme.contains("```swift\n" + code.joined(separator: "\n") + "\n```"),
      "README.md must show Examples/QuickStart/main.swift")
  }

  @Test("it runs from the package folder and prints the colour")
  func runs() throws {
    let binary = URL(fileURLWithPath: Fixtures.builtProduct("QuickStart"))
    let process = Process()
    process.executableURL = binary
    process.currentDirectoryURL = URL(fileURLWithPath: Fixtures.packageRoot)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == "#f25c54ff 0\n")
  }
}
