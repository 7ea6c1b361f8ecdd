import Foundation
import LiveryTestSupport
import Testing

/// The command line given odd names, odd files and floods of arguments (issue 11): each is an
/// error with a clear message and exit status, never a silent success, a hang or a forged line.
@Suite("livery CLI: hostile arguments and files")
struct HostileCLITests {
  static func folder(_ files: [String: String]) -> String {
    let folder = Fixtures.temporaryFolder()
    for (name, text) in files { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)) }
    return folder
  }

  @Test("--type naming no type and an empty --style are errors, not empty successes")
  func unknownQueries() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    let type = try LiveryRun(["resolve", "a.yaml", "--type", "Buton"], in: folder)
    #expect(type.status == 1)
    #expect(type.standardError.contains("error: --type Buton: no component type of the catalog or the theme is called 'Buton' [reference.unknown-type]"))
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
    let json = try JSONSerialization.jsonObject(with: Data(run.standardError.utf8)) as? [String: Any]
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

  @Test("a named pipe, given or inside a folder, is reported, never read (reading one would wait forever)")
  func fifo() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    #expect(mkfifo(folder + "/pipe.yaml", 0o600) == 0)
    let given = try LiveryRun(["check", "--no-defaults", "pipe.yaml"], in: folder)
    #expect(given.status == 1)
    #expect(given.standardOutput.contains("pipe.yaml:1:1: error: this is a named pipe (FIFO), not a regular file; it is not read [file.unreadable]"))
    let walked = try LiveryRun(["check", "--no-defaults", "."], in: folder)
    #expect(walked.status == 1)
    #expect(walked.standardOutput.contains("pipe.yaml:1:1: error: this is a named pipe (FIFO)"))
  }

  @Test("a sub-folder the user may not read is an error, not a silent skip")
  func unreadableFolder() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: false)
    _ = FileManager.default.createFile(atPath: folder + "/locked/b.yaml", contents: Data(".B:\n  alpha: 1\n".utf8))
    #expect(chmod(folder + "/locked", 0o000) == 0)
    defer { chmod(folder + "/locked", 0o755) }
    var arguments = [LiveryRun.binary, "check", "--no-defaults", "."]
    if geteuid() == 0 {
      // Root reads everything: run as an unprivileged user, as the problem is met in real life.
      // Only this test's own folder is opened up (the temporary folder's parent, /tmp, already
      // lets everyone through); the binary is copied into it so no other folder needs changing.
      let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first { FileManager.default.isExecutableFile(atPath: $0) }
      guard let runuser else {
        Issue.record("running as root needs runuser (util-linux) to read as an unprivileged user")
        return
      }
      #expect(chmod(folder, 0o755) == 0)
      try FileManager.default.copyItem(atPath: LiveryRun.binary, toPath: folder + "/livery")
      arguments = [runuser, "-u", "nobody", "--", folder + "/livery", "check", "--no-defaults", "."]
    }
    let run = try LiveryRun(arguments, in: folder, executable: arguments[0])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("locked:1:1: error: the folder cannot be read (permission denied) [file.unreadable]"))
  }

  @Test("60,000 OS version parts and 30,000 --env settings: a short usage error and a quick answer")
  func argumentFloods() throws {
    let folder = Self.folder(["a.yaml": ".Card:\n  cornerRadius: 3\n"])
    let parts = Array(repeating: "1", count: 60_000).joined(separator: ".")
    let version = try LiveryRun(["resolve", "a.yaml", "--style", "Card", "--env", "osVersion=" + parts], in: folder)
    #expect(version.status == 2)
    #expect(version.standardError.utf8.count < 1_000)
    let settings = (0..<30_000).map { "--env=axis\($0)=v" }
    let many = try LiveryRun(["resolve", "a.yaml", "--style", "Card"] + settings, in: folder)
    #expect(many.status == 0)
    #expect(many.standardOutput.contains("cornerRadius"))
  }
}
