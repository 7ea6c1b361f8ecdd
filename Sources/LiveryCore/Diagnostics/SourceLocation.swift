/// Identifies a source file by a small number, so locations stay plain values.
///
/// Identifiers come from a process-wide table keyed by path: the same path always gets the same
/// identifier, so locations survive a reload of the file and compare equal across loads.
public struct SourceFileID: Hashable, Sendable, Comparable {
  let rawValue: UInt32

  /// The identifier registered for `path` (registering it on first use).
  public init(path: String) {
    rawValue = SourcePaths.shared.identifier(for: path)
  }

  /// The path this identifier was registered for.
  public var path: String { SourcePaths.shared.path(for: rawValue) }

  public static func < (lhs: SourceFileID, rhs: SourceFileID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A 1-based `file:line:column` position. Columns count Unicode scalars, not bytes.
///
/// Kept to 12 bytes with no reference counting, because every IR node carries one.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let file: SourceFileID
  @usableFromInline let storedLine: UInt32
  @usableFromInline let storedColumn: UInt32

  // Inlinable: readers create one per token and node, across the module boundary.
  @inlinable
  public init(file: SourceFileID, line: Int, column: Int) {
    self.file = file
    storedLine = UInt32(clamping: max(line, 1))
    storedColumn = UInt32(clamping: max(column, 1))
  }

  /// The start of a file, for problems that concern the whole file.
  public static func startOf(_ file: SourceFileID) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  public var line: Int { Int(storedLine) }
  public var column: Int { Int(storedColumn) }
  public var path: String { file.path }

  /// `path:line:column`; a path that could be misread (one holding `:` and a digit, a quote or a
  /// control character, such as a file named `x.yaml:9:9: error: forged`) is quoted and escaped.
  public var description: String { "\(Self.displayed(path)):\(line):\(column)" }

  /// `path` as locations show it: as it is, or quoted with `"`, `\` and control characters escaped
  /// when it could be read as something else.
  public static func displayed(_ path: String) -> String {
    let scalars = Array(path.unicodeScalars)
    let misleading = scalars.indices.contains { index in
      let scalar = scalars[index]
      if isControl(scalar) || scalar == "\"" { return true }
      guard scalar == ":", index + 1 < scalars.count else { return false }
      return ("0"..."9").contains(scalars[index + 1]) || scalars[index + 1] == " "
    }
    guard misleading else { return path }
    var quoted = "\""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where isControl(scalar):
        quoted += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// C0 and C1 control characters, DEL and the Unicode line and paragraph separators: what a
  /// terminal may act on or show as a line break.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
  }
}

/// The process-wide path table behind `SourceFileID`. Paths are short and few; they are never freed,
/// so what registers paths in a long-running app must repeat them: a live reload reads the same
/// files again, bundles are read under one root whatever their version
/// (`BundleUpdater.bundleRoot`), and overrides register their call sites' `#fileID`s, which the
/// app's code bounds.
package final class SourcePaths: Sendable {
  package static let shared = SourcePaths()

  private struct Table {
    var paths: [String] = []
    var identifiers: [String: UInt32] = [:]
  }
  private let table = Locked(Table())

  func identifier(for path: String) -> UInt32 {
    table.withLock { table in
      if let existing = table.identifiers[path] { return existing }
      let identifier = UInt32(table.paths.count)
      table.paths.append(path)
      table.identifiers[path] = identifier
      return identifier
    }
  }

  /// How many paths are registered (tests check it stays flat).
  package var count: Int { table.withLock { $0.paths.count } }

  func path(for identifier: UInt32) -> String {
    table.withLock { table in
      Int(identifier) < table.paths.count ? table.paths[Int(identifier)] : "<unknown>"
    }
  }
}
