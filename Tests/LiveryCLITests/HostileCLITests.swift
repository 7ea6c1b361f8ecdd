import Foundation
import LiveryTestSupport
import Testing

/// The command line given odd names, odd files and floods of arguments (issue 11): each is an
/// error with a clear message and exit status, never a silent success, a hang or a forged line.
@Suite("livery CLI: hostile arguments and files")
struct HostileCLITests {
  static func folder(_ files: [String: String]) -> String {
    let folder = Fixtures.temporaryFolder()
    for (name, text) in files {
      _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }
    return folder
  }

  @Test("--type naming no type and an empty --style are errors, not empty successes")
  func unknownQueries() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    let type = try LiveryRun(["resolve", "a.yaml", "--type", "Buton"], in: folder)
    #expect(type.status == 1)
    #expect(
      type.standardError.contains(
        "error: --type Buton: no component type of the catalog or the theme is called 'Buton' [reference.unknown-type]"
      ))
    #expect(type.standardError.contains("did you mean 'Button'?"))
    let empty = try LiveryRun(["resolve", "a.yaml", "--style", ""], in: folder)
    #expect(empty.status == 2)
    #expect(empty.standardError.contains("--style needs a style name"))
    let chain = try LiveryRun(["resolve", "a.yaml", "--style", "Card:"], in: folder)
    #expect(chain.status == 2)
  }

  @Test("usage errors honour --format json")
  func jsonUsageErrors() throws {
    let run = try LiveryRun(["resolve", "--style", "", "--format", "json"])
    #expect(run.status == 2)
    let json =
      try JSONSerialization.jsonObject(with: Data(run.standardError.utf8)) as? [String: Any]
    let diagnostics = json?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.first?["code"] as? String == "usage")
    #expect(run.standardOutput.isEmpty)
  }

  @Test("a file whose name looks like a diagnostic is shown quoted")
  func forgedName() throws {
    let name = "x.yaml:9:9: error: forged"
    let folder = Self.folder([name: ".Card:\n  tintColor: $Nope\n"])
    let run = try LiveryRun(["check", "--no-defaults", name], in: folder)
    #expect(run.status == 1)
    #expect(run.standardOutput.hasPrefix("\"x.yaml:9:9: error: forged\":"))
    #expect(!run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("x.yaml:9:9") })
  }

  @Test(
    "a named pipe, given or inside a folder, is reported, never read (reading one would wait forever)"
  )
  func fifo() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    #expect(mkfifo(folder + "/pipe.yaml", 0o600) == 0)
    let given = try LiveryRun(["check", "--no-defaults", "pipe.yaml"], in: folder)
    #expect(given.status == 1)
    #expect(
      given.standardOutput.contains(
        "pipe.yaml:1:1: error: this is a named pipe (FIFO), not a regular file; it is not read [file.unreadable]"
      ))
    let walked = try LiveryRun(["check", "--no-defaults", "."], in: folder)
    #expect(walked.status == 1)
    #expect(walked.standardOutput.contains("pipe.yaml:1:1: error: this is a named pipe (FIFO)"))
  }

  @Test("a sub-folder the user may not read is an error, not a silent skip")
  func unreadableFolder() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    try FileManager.default.createDirectory(
      atPath: folder + "/locked", withIntermediateDirectories: false)
    _ = FileManager.default.createFile(
      atPath: folder + "/locked/b.yaml", contents: Data(".B:\n  alpha: 1\n".utf8))
    #expect(chmod(folder + "/locked", 0o000) == 0)
    defer { chmod(folder + "/locked", 0o755) }
    var arguments = [LiveryRun.binary, "check", "--no-defaults", "."]
    if geteuid() == 0 {
      // Root reads everything: run as an unprivileged user, as the problem is met in real life.
      // Only this test's own folder is opened up (the temporary folder's parent, /tmp, already
      // lets everyone through); the binary is copied into it so no other folder needs changing.
      let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      guard let runuser else {
        Issue.record("running as root needs runuser (util-linux) to read as an unprivileged user")
        return
      }
      #expect(chmod(folder, 0o755) == 0)
      try FileManager.default.copyItem(atPath: LiveryRun.binary, toPath: folder + "/livery")
      arguments = [
        runuser, "-u", "nobody", "--", folder + "/livery", "check", "--no-defaults", ".",
      ]
    }
    let run = try LiveryRun(arguments, in: folder, executable: arguments[0])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "locked:1:1: error: the folder cannot be read (permission denied) [file.unreadable]"))
  }

  @Test("60,000 OS version parts and 30,000 --env settings: a short usage error and a quick answer")
  func argumentFloods() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    let parts = Array(repeating: "1", count: 60_000).joined(separator: ".")
    let version = try LiveryRun(
      ["resolve", "a.yaml", "--style", "Card", "--env", "osVersion=" + parts], in: folder)
    #expect(version.status == 2)
    #expect(version.standardError.utf8.count < 1_000)
    let settings = (0..<30_000).map { "--env=axis\($0)=v" }
    let many = try LiveryRun(["resolve", "a.yaml", "--style", "Card"] + settings, in: folder)
    #expect(many.status == 0)
    #expect(many.standardOutput.contains("cornerRadius"))
  }

  @Test(
    "10,000 --constant names, 100,000 flags and 3,000 paths: every one read, in order, in linear time"
  )
  func repeatedArguments() throws {
    let folder = Self.folder([
      "c.yaml": "$Red: '#ff0000'\n$Blue: '#0000ff'\n.Button:\n  backgroundColor: $Red\n"
    ])
    let names = (0..<10_000).map { $0 % 3 == 2 ? "Blue" : "Red" }
    let constants = try LiveryRun(
      ["resolve", "c.yaml"] + names.flatMap { ["--constant", $0] }, in: folder)
    #expect(constants.status == 0)
    let printed = constants.standardOutput.split(separator: "\n").dropFirst().map {
      String($0.split(separator: " ")[0])
    }
    #expect(printed == names)
    let once = try LiveryRun(["check", "c.yaml", "-v", "--strict"], in: folder)
    let flags = try LiveryRun(
      ["check", "c.yaml"] + Array(repeating: "-v", count: 100_000) + ["--strict", "--strict"],
      in: folder)
    #expect(flags.status == once.status)
    #expect(flags.standardOutput == once.standardOutput)
    #expect(flags.standardOutput.contains("c.yaml"))
    // 3,000 paths (past the 256 ArgumentParser sees): all read.
    for index in 0..<3_000 {
      _ = FileManager.default.createFile(
        atPath: folder + "/p\(index).yaml",
        contents: Data(".Style\(index):\n  cornerRadius: 3\n".utf8))
    }
    let paths = try LiveryRun(
      ["check", "--format", "json", "-v"] + (0..<3_000).map { "p\($0).yaml" }, in: folder)
    let report =
      try JSONSerialization.jsonObject(with: Data(paths.standardOutput.utf8)) as? [String: Any]
    let files = (report?["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
      .filter { !$0.hasPrefix("<livery>") }
    #expect(report?["ok"] as? Bool == true)
    #expect(files == (0..<3_000).map { "p\($0).yaml" }, "\(files.count) files")
    // A command without a list of positionals still says so.
    let update = try LiveryRun(
      ["update", "http://127.0.0.1:9/"] + (0..<300).map(String.init) + [
        "--trust", "k.pub", "--state", "s",
      ], in: folder)
    #expect(update.status == 2)
    #expect(update.standardError.hasPrefix("Error: 300 unexpected arguments"))
  }

  @Test(
    "past 256 positionals the whole list is still checked, '--' still works, and values that look like options stay values"
  )
  func longListsAreCheckedAsShortOnes() throws {
    let folder = Self.folder([
      "q.yaml": ".Card:\n  cornerRadius: 3\n",
      "c.yaml": "$Red: '#ff0000'\n.Button:\n  backgroundColor: $Red\n",
    ])
    let types = try LiveryRun(
      ["catalog"] + Array(repeating: "Button", count: 300) + ["Bogus"], in: folder)
    #expect(types.status == 2)
    #expect(types.standardError.contains("'Bogus' is not a catalog type"))
    let variant = try LiveryRun(
      ["check"] + Array(repeating: "q.yaml", count: 300) + ["x.yaml@colorScheme"], in: folder)
    #expect(variant.status == 2, "\(variant.standardError.prefix(300))")
    // After `--` every argument is a path, in order, however many.
    for index in 0..<300 {
      _ = FileManager.default.createFile(
        atPath: folder + "/-p\(index).yaml", contents: Data(".S\(index):\n  cornerRadius: 1\n".utf8)
      )
    }
    let dashed = try LiveryRun(
      ["check", "--format", "json", "-v", "--"] + (0..<300).map { "-p\($0).yaml" }, in: folder)
    let report =
      try JSONSerialization.jsonObject(with: Data(dashed.standardOutput.utf8)) as? [String: Any]
    let files = (report?["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
      .filter { !$0.hasPrefix("<livery>") }
    #expect(files == (0..<300).map { "-p\($0).yaml" })
    // A single value that starts with '-' is a value.
    let dash = try LiveryRun(["resolve", "c.yaml", "--constant=-x"], in: folder)
    #expect(
      dash.standardError.contains("--constant -x: no constant or token has this name"),
      "\(dash.standardError)")
    // `update --state` is one folder: two are not joined into 'a,b'.
    let state = try LiveryRun(
      ["update", "http://127.0.0.1:9/", "--trust", "k.pub", "--state", "a", "--state", "b"],
      in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder + "/a,b"))
    #expect(state.status != 0)
  }

  @Test("the flags livery drops when repeated are exactly its commands' flags")
  func flagListMatchesTheCommands() throws {
    let run = try LiveryRun(["--experimental-dump-help"])
    let dump = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    var flags: Set<String> = []
    var pending = [dump["command"] as? [String: Any] ?? [:]]
    while let command = pending.popLast() {
      for argument in command["arguments"] as? [[String: Any]] ?? []
      where argument["kind"] as? String == "flag" {
        for name in argument["names"] as? [[String: String]] ?? [] {
          flags.insert((name["kind"] == "long" ? "--" : "-") + (name["name"] ?? ""))
        }
      }
      pending += command["subcommands"] as? [[String: Any]] ?? []
    }
    #expect(flags == Set(try Self.flagNames()))
  }

  /// `Livery.flagNames`, as written in the source.
  static func flagNames() throws -> [String] {
    let source = try String(
      contentsOfFile: Fixtures.packageRoot + "/Sources/LiveryCLI/Livery.swift", encoding: .utf8)
    let declaration = try #require(source.range(of: "static let flagNames: Set<String> = ["))
    let list = source[declaration.upperBound...].prefix { $0 != "]" }
    return list.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
      String($0.element)
    }
  }
}
