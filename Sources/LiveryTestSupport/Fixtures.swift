import Foundation
public import LiveryCore

/// Where the shared theme corpus and the package live, for tests.
public enum Fixtures {
  /// The package root, found from this file's location.
  public static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `../shared/corpus` beside the package (or `LIVERY_CORPUS`), if present.
  public static let corpus: String? = {
    let path =
      ProcessInfo.processInfo.environment["LIVERY_CORPUS"]
      ?? URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent(
        "shared/corpus"
      ).path
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue ? path : nil
  }()

  /// Whether the corpus is present; tests that read it are skipped with a message otherwise.
  public static var hasCorpus: Bool { corpus != nil }

  /// A file of the corpus, such as `motif/MotifTests__Basic.json`.
  public static func corpusFile(_ relative: String) -> String {
    (corpus ?? "/missing-shared-corpus") + "/" + relative
  }

  /// A product the package built (`livery`, `QuickStart`): next to the test bundle, or in the
  /// package's debug build folder (where Xcode's test runner is not next to the products).
  public static func builtProduct(_ name: String) -> String {
    let candidates =
      CommandLine.arguments.prefix(2).map {
        URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent(name).path
      }
      + [packageRoot + "/.build/debug/" + name]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  /// The MAF skinning seed's example: tree-view cells (`Key="UITableViewCell"`) green, every other
  /// `ListBoxItem` red.
  public static let seedListBoxItemStyles = """
    <?xml version="1.0" encoding="utf-8"?>
    <styles xmlns="http://schemas.sap.com/maf/2011/sap">
      <Style TargetType="ListBoxItem" Key="UITableViewCell" platform="ios">
        <Setter Property="Background" Value="#00FF00" />
      </Style>
      <Style TargetType="ListBoxItem" platform="ios">
        <Setter Property="Background" Value="#FF0000" />
      </Style>
    </styles>
    """

  /// A fresh temporary folder.
  public static func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "livery-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics with a given code.
  public func with(code: DiagnosticCode) -> [Diagnostic] { filter { $0.code == code } }

  /// The codes, for compact assertions.
  public var codes: [DiagnosticCode] { map(\.code) }

  /// Errors only.
  public var errors: [Diagnostic] { filter { $0.severity == .error } }

  /// Warnings only.
  public var warnings: [Diagnostic] { filter { $0.severity == .warning } }
}
