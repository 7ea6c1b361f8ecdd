import Foundation
import LiveryFormats

/// `REV:PATH`: a theme file or folder as a git revision has it (`main:Themes`), read with `git`
/// from the repository the working folder is in. PATH is relative to the working folder, as
/// `git show REV:./PATH` reads it.
struct GitThemePath {
  let revision: String
  let path: String

  /// `argument` as `REV:PATH`, when it is not a path on disk and has a `:` after a revision.
  static func parse(_ argument: String) -> GitThemePath? {
    guard !FileManager.default.fileExists(atPath: argument),
      let colon = argument.firstIndex(of: ":"), colon != argument.startIndex,
      // A revision is never an option to git.
      argument.first != "-"
    else { return nil }
    return GitThemePath(
      revision: String(argument[..<colon]),
      path: String(argument[argument.index(after: colon)...]))
  }

  /// What went wrong reading from git, said as one line.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The theme input: the file, or every file of the folder, at the revision, in memory;
  /// diagnostics show them as `REV:path`.
  func input() throws(Failure) -> ThemeInput {
    let top = try git(["rev-parse", "--show-toplevel"], in: nil).trimmed
    let prefix = try git(["rev-parse", "--show-prefix"], in: nil).trimmed
    // An absolute path is taken inside the repository it names.
    var relative = prefix + path
    if path.hasPrefix("/") {
      guard path == top || path.hasPrefix(top + "/") else {
        throw Failure(description: "'\(path)' is outside the repository at \(top)")
      }
      relative = String(path.dropFirst(top.count))
    }
    var components: [Substring] = []
    for component in relative.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else {
          throw Failure(description: "'\(path)' is outside the repository")
        }
        components.removeLast()
      default: components.append(component)
      }
    }
    let full = components.joined(separator: "/")
    let object = "\(revision):\(full)"
    let kind: String
    do {
      kind = try git(["cat-file", "-t", object], in: top).trimmed
    } catch {
      throw Failure(
        description:
          "git has no '\(full.isEmpty ? "." : full)' at revision '\(revision)' (\(error.description))"
      )
    }
    switch kind {
    case "blob":
      let bytes = try gitBytes(["cat-file", "blob", object], in: top)
      let name = String(components.last ?? "")
      let folder = components.dropLast().joined(separator: "/")
      let source = MemorySource([name: bytes], root: "\(revision):\(folder)")
      return ThemeInput(source: source, selection: .file(name))
    case "tree":
      let listing = try gitBytes(["ls-tree", "-r", "-z", object], in: top)
      var files: [String: [UInt8]] = [:]
      for entry in listing.split(separator: 0) {
        // `mode type object\tpath`: blobs only (no links, no submodules).
        guard let tab = entry.firstIndex(of: 9) else { continue }
        let header = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[1] == "blob", header[0] != "120000" else { continue }
        let name = String(decoding: entry[(tab + 1)...], as: UTF8.self)
        // Theme files only: a folder's images and the rest are not read.
        let lower = name.lowercased()
        guard
          [".yaml", ".yml", ".json", ".xml", ".nss", ".tokens"].contains(where: lower.hasSuffix)
        else { continue }
        files[name] = try gitBytes(["cat-file", "blob", String(header[2])], in: top)
      }
      return .memory(files, root: "\(revision):\(full)")
    default:
      throw Failure(description: "'\(object)' is a \(kind), not a file or folder")
    }
  }

  private func git(_ arguments: [String], in folder: String?) throws(Failure) -> String {
    String(decoding: try gitBytes(arguments, in: folder), as: UTF8.self)
  }

  /// Runs `git` with `arguments` and returns its standard output, or fails with what it said.
  private func gitBytes(_ arguments: [String], in folder: String?) throws(Failure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + (folder.map { ["-C", $0] } ?? []) + arguments
    let output = Pipe()
    // What git says goes to a file: read after it ends, it can never fill a pipe and stop git.
    let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-git-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: errorURL.path, contents: nil),
      let errorFile = try? FileHandle(forWritingTo: errorURL)
    else { throw Failure(description: "cannot create a temporary file for git's messages") }
    defer {
      try? errorFile.close()
      try? FileManager.default.removeItem(at: errorURL)
    }
    process.standardOutput = output
    process.standardError = errorFile
    do { try process.run() } catch {
      throw Failure(description: "cannot run git: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let said = (try? String(contentsOf: errorURL, encoding: .utf8))?.trimmed ?? ""
      throw Failure(description: said.isEmpty ? "git failed" : said)
    }
    return [UInt8](data)
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
