import LiveryCore
import LiveryFormats

/// Reads the small JSON documents of a bundle (envelopes, roots, manifests) strictly: no comments,
/// no trailing commas, **no duplicate keys at any depth** (two parsers that keep different copies
/// of `"version"` would disagree on what was signed), and every problem a diagnostic at its
/// line and column in `path`.
struct StrictJSON {
  let tree: SyntaxTree
  let path: String

  /// - Throws: The first problem, located.
  init(_ bytes: [UInt8], path: String, code: DiagnosticCode) throws(Diagnostic) {
    self.path = path
    let file = SourceFileID(path: path)
    guard case .success(let decoded) = SourceText.decode(bytes, path: path) else {
      throw .error(code, "the document is not UTF-8 text", at: .startOf(file))
    }
    let (tree, diagnostics) = JSONScanner.parse(decoded.bytes, file: file, options: .strict)
    if let first = diagnostics.first(where: { $0.severity == .error }) {
      throw .error(code, "not JSON: " + first.message, at: first.location)
    }
    guard let tree, let root = tree.root else {
      throw .error(code, "the document is empty", at: .startOf(file))
    }
    self.tree = tree
    // Duplicate keys anywhere, found in one pass over the containers.
    var stack = [root]
    while let node = stack.popLast() {
      switch tree.kind(node) {
      case .mapping:
        var seen: Set<String> = []
        for (key, value) in tree.entries(node) {
          guard seen.insert(tree.string(key)).inserted else {
            throw .error(
              code, "the key \"\(tree.string(key))\" appears twice", at: tree.location(key))
          }
          stack.append(value)
        }
      case .sequence: stack.append(contentsOf: tree.elements(node))
      default: break
      }
    }
  }

  var root: Object { Object(document: self, index: tree.root!) }

  /// A JSON object, read field by field with located errors.
  struct Object {
    let document: StrictJSON
    let index: SyntaxTree.Index

    var tree: SyntaxTree { document.tree }
    var location: SourceLocation { tree.location(index) }

    /// The value of `key`, or `nil` when absent.
    func value(_ key: String) -> SyntaxTree.Index? {
      tree.entries(index).first { tree.string($0.key) == key }?.value
    }

    func string(_ key: String, code: DiagnosticCode) throws(Diagnostic) -> String {
      guard let value = value(key) else { throw missing(key, code: code) }
      guard tree.kind(value) == .string else {
        throw .error(code, "\"\(key)\" must be a string", at: tree.location(value))
      }
      return tree.string(value)
    }

    func optionalString(_ key: String, code: DiagnosticCode) throws(Diagnostic) -> String? {
      guard value(key) != nil else { return nil }
      return try string(key, code: code)
    }

    /// An integer in `range`, written as plain digits (no sign, fraction or exponent; JSON numbers
    /// above 2^53 are not exact in every parser).
    func integer(_ key: String, in range: ClosedRange<Int>, code: DiagnosticCode) throws(Diagnostic)
      -> Int
    {
      guard let value = value(key) else { throw missing(key, code: code) }
      let text = tree.kind(value) == .number ? tree.string(value) : ""
      guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(text), range.contains(number)
      else {
        throw .error(
          code, "\"\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)",
          at: tree.location(value))
      }
      return number
    }

    func object(_ key: String, code: DiagnosticCode) throws(Diagnostic) -> Object {
      guard let value = value(key) else { throw missing(key, code: code) }
      return try Self.object(value, in: document, named: "\"\(key)\"", code: code)
    }

    func array(_ key: String, code: DiagnosticCode) throws(Diagnostic) -> [SyntaxTree.Index] {
      guard let value = value(key) else { throw missing(key, code: code) }
      guard tree.kind(value) == .sequence else {
        throw .error(code, "\"\(key)\" must be a list", at: tree.location(value))
      }
      return Array(tree.elements(value))
    }

    /// Each member of the object under `key`, as (name, object), in document order.
    func members(_ key: String, code: DiagnosticCode) throws(Diagnostic) -> [(
      name: String, object: Object
    )] {
      let container = try object(key, code: code)
      var members: [(name: String, object: Object)] = []
      for (name, value) in tree.entries(container.index) {
        members.append(
          (
            tree.string(name),
            try Self.object(value, in: document, named: "\"\(tree.string(name))\"", code: code)
          ))
      }
      return members
    }

    static func object(
      _ index: SyntaxTree.Index, in document: StrictJSON, named name: String, code: DiagnosticCode
    ) throws(Diagnostic) -> Object {
      guard document.tree.kind(index) == .mapping else {
        throw .error(code, "\(name) must be an object", at: document.tree.location(index))
      }
      return Object(document: document, index: index)
    }

    private func missing(_ key: String, code: DiagnosticCode) -> Diagnostic {
      .error(code, "\"\(key)\" is missing", at: location)
    }
  }
}
