import LiveryCore

/// The formats a load may read, in the order they are asked. A file goes to the format with the
/// strongest claim (`FormatClaim.Strength`); between equal claims the format registered first wins.
///
/// ```swift
/// var formats = FormatRegistry.standard(nss: NSSReader.Options(dialect: .sapfiori))
/// formats.register(MyFormat())
/// let theme = try ThemeLoader.load(.folder("Themes"), options: .init(formats: formats))
/// ```
public struct FormatRegistry: Sendable {
  public private(set) var formats: [any ThemeFormat]

  public init(_ formats: [any ThemeFormat]) {
    self.formats = formats
  }

  /// Motif, MAF, NSS, Redbeard and W3C design tokens, with their options.
  public static func standard(
    maf: MAFFormat.Options = MAFFormat.Options(), nss: NSSFormat.Options = NSSFormat.Options(),
    redbeard: RedbeardFormat.Options = RedbeardFormat.Options(),
    dtcg: DTCGFormat.Options = DTCGFormat.Options()
  ) -> FormatRegistry {
    FormatRegistry([
      MotifFormat(), MAFFormat(options: maf), NSSFormat(options: nss),
      RedbeardFormat(options: redbeard), DTCGFormat(options: dtcg),
    ])
  }

  /// Adds a format, asked after the ones already registered.
  public mutating func register(_ format: any ThemeFormat) {
    formats.append(format)
  }

  /// Every extension some format reads, for folder listings.
  public var fileExtensions: Set<String> {
    formats.reduce(into: []) { $0.formUnion($1.fileExtensions) }
  }

  /// The format a choice picked, with why.
  public struct Choice: Sendable {
    /// The position of the format in `formats`.
    public let index: Int
    public let format: any ThemeFormat
    public let claim: FormatClaim
    /// The other formats that claimed it too, weaker or registered later.
    public let others: [String]

    /// What `check -v` says: the reason, and which formats lost, when that is worth saying.
    public var explanation: String? {
      guard claim.strength > .fileName || !others.isEmpty else { return nil }
      let over = others.isEmpty ? "" : " (not \(others.joined(separator: ", ")))"
      return "read as \(format.name)\(over): \(claim.reason)"
    }
  }

  /// The format that reads `file`, or `nil` when none claims it.
  public func choose(file: FileCandidate) -> Choice? {
    choose { $0.claim(file: file) }
  }

  /// The format that reads `folder` as a whole, or `nil` (its files are then offered one by one).
  public func choose(folder: FolderCandidate) -> Choice? {
    choose { $0.claim(folder: folder) }
  }

  private func choose(_ claim: (any ThemeFormat) -> FormatClaim?) -> Choice? {
    var claims: [(index: Int, claim: FormatClaim)] = []
    for (index, format) in formats.enumerated() {
      if let found = claim(format) { claims.append((index, found)) }
    }
    // The strongest claim; between equals, the format registered first.
    guard
      let best = claims.max(by: { ($0.claim.strength, -$0.index) < ($1.claim.strength, -$1.index) })
    else { return nil }
    let others = claims.filter { $0.index != best.index }.map { formats[$0.index].name }
    return Choice(index: best.index, format: formats[best.index], claim: best.claim, others: others)
  }

  /// "Motif (.yaml, .yml, .json), MAF (.xml) …", for messages about files no format reads.
  var summary: String {
    formats.map { format in
      "\(format.name) (\(format.fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))"
    }
    .joined(separator: ", ")
  }
}
