import LiveryCore

/// The bare passes the benchmarks compare Livery's readers with (`LiveryProbes`): the JSON scanner
/// and the NSS lexer alone, with nothing built from what they read.
package enum BarePasses {
  /// Scans JSON into a syntax tree and returns its node count.
  package static func scanJSON(_ bytes: [UInt8], path: String) -> Int {
    let (tree, diagnostics) = JSONScanner.parse(
      bytes, file: SourceFileID(path: path), options: .lenient)
    return (tree?.nodes.count ?? 0) + diagnostics.count
  }

  /// Splits NSS into tokens and returns how many.
  package static func tokenizeNSS(_ bytes: [UInt8], path: String) -> Int {
    NSSLexer.tokenize(bytes, file: SourceFileID(path: path)).tokens.count
  }
}
