import Foundation

/// A generated file on disk, replaced only when its content changes — so a build that depends on
/// it does nothing when the theme's names did not change.
public enum SymbolFile {
  public enum Outcome: Sendable, Equatable {
    case written
    case unchanged
  }

  /// What `path` holds now, or `nil` when there is no such file.
  public static func current(at path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `source` to `path` (atomically) unless the file already holds exactly that.
  public static func write(_ source: String, to path: String) throws -> Outcome {
    guard current(at: path) != source else { return .unchanged }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent.isEmpty
        ? "." : (path as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try Data(source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return .written
  }
}
