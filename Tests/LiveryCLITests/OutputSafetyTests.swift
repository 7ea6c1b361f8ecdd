import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The CLI never destroys what it did not write (issue 26 §5): no device, pipe or input replaced by
/// an output, no file of someone else's deleted by a snapshot, no name that leads out of the output
/// folder, and a closed or full standard output is an error, never a trap.
@Suite struct OutputSafetyTests {
  let folder = Fixtures.temporaryFolder()

  init() throws {
    try ".Card:\n    backgroundColor: '#ff0000'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    mkfifo(folder + "/pipe", 0o644)
  }

  private func isPipe(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }

  @Test("an output that is a named pipe (or a device) is refused and left as it was")
  func devicesAndPipesAreNotReplaced() throws {
    for arguments in [
      ["convert", "Theme.yaml", "--to", "nss", "-o", "pipe"],
      ["render", "Theme.yaml", "--style", "Card", "-o", "pipe"],
      ["symbols", "Theme.yaml", "-o", "pipe"], ["keygen", "-o", "pipe", "--force"],
    ] {
      let run = try LiveryRun(arguments, in: folder)
      #expect(run.status == 1, "\(arguments): \(run.standardError)")
      #expect(
        run.standardError.contains("pipe is a named pipe; livery writes only regular files"),
        "\(arguments): \(run.standardError)")
      #expect(isPipe(folder + "/pipe"), "\(arguments) replaced the pipe")
    }
  }

  @Test("-o naming one of the inputs is refused; the input is untouched")
  func inputsAreNotOverwritten() throws {
    let before = try String(contentsOfFile: folder + "/Theme.yaml", encoding: .utf8)
    for arguments in [
      ["convert", "Theme.yaml", "--to", "motif-yaml", "-o", "Theme.yaml"],
      ["convert", "Theme.yaml", "--to", "motif-yaml", "-o", "./sub/../Theme.yaml"],
    ] {
      let run = try LiveryRun(arguments, in: folder)
      #expect(run.status == 1, "\(arguments)")
      #expect(
        run.standardError.contains("is one of the files read; writing it would destroy it"),
        "\(run.standardError)")
    }
    #expect(try String(contentsOfFile: folder + "/Theme.yaml", encoding: .utf8) == before)
  }

  @Test("--name must be a plain name: it cannot lead out of the output folder")
  func namesStayInTheFolder() throws {
    let run = try LiveryRun(
      ["convert", "Theme.yaml", "--to", "dtcg", "--name", "../../../x", "-o", "out/"], in: folder)
    #expect(run.status == 2)
    #expect(run.standardError.contains("--name must be a plain name, not a path"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/../../x.tokens.json"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
  }

  @Test("a snapshot goes into an empty folder or its own, and deletes only what it wrote")
  func snapshotsDeleteOnlyTheirOwnFiles() throws {
    let environment = PreviewCommandTests.withoutChromium
    // Someone's folder with files named like a snapshot's.
    let theirs = folder + "/theirs"
    try FileManager.default.createDirectory(
      atPath: theirs + "/index.html", withIntermediateDirectories: true)
    try "mine".write(toFile: theirs + "/index-2.html", atomically: true, encoding: .utf8)
    try "photo".write(toFile: theirs + "/Button.png", atomically: true, encoding: .utf8)
    let refused = try LiveryRun(
      ["preview", "Theme.yaml", "--snapshot", "theirs"], in: folder, environment: environment)
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains("holds files an earlier snapshot did not write"),
      "\(refused.standardError)")
    #expect(try String(contentsOfFile: theirs + "/index-2.html", encoding: .utf8) == "mine")
    #expect(try String(contentsOfFile: theirs + "/Button.png", encoding: .utf8) == "photo")
    // An empty folder, then the same folder again: the second run replaces the first's files.
    let ours = folder + "/ours"
    try FileManager.default.createDirectory(atPath: ours, withIntermediateDirectories: true)
    #expect(
      try LiveryRun(
        ["preview", "Theme.yaml", "--snapshot", "ours"], in: folder, environment: environment
      ).status == 0)
    #expect(FileManager.default.fileExists(atPath: ours + "/index.html"))
    #expect(
      try String(contentsOfFile: ours + "/.livery-snapshot", encoding: .utf8) == "index.html\n")
    try "kept".write(toFile: ours + "/notes.txt", atomically: true, encoding: .utf8)
    #expect(
      try LiveryRun(
        ["preview", "Theme.yaml", "--snapshot", "ours"], in: folder, environment: environment
      ).status == 0)
    #expect(try String(contentsOfFile: ours + "/notes.txt", encoding: .utf8) == "kept")
  }

  /// Runs `livery` through the shell, so its standard output can be closed or full.
  private func shell(_ command: String) throws -> (
    status: Int32, reason: Process.TerminationReason, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["LIVERY": LiveryRun.binary, "PATH": "/usr/bin:/bin"]
    let error = Pipe()
    process.standardError = error
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, text)
  }

  @Test("a closed or full standard output is an error with exit status 1, never a trap")
  func closedOrFullStandardOutput() throws {
    for command in [
      "\"$LIVERY\" check Theme.yaml >&-", "\"$LIVERY\" skin > /dev/full",
      "\"$LIVERY\" render --all > /dev/full",
    ] {
      let run = try shell(command)
      #expect(run.reason == .exit, "\(command) died of a signal")
      #expect(run.status == 1, "\(command): \(run.error)")
      #expect(
        run.error.contains("error: cannot write to standard output"), "\(command): \(run.error)")
    }
  }
}
