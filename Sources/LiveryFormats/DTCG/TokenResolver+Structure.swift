import LiveryCore

// Reading a resolver document's structure (dtcg.md §2, §5.4 item 11): version, sets, modifiers,
// resolutionOrder, reference objects and the token files they name.
extension TokenResolver {
  static let rootKeys = [
    "version", "resolutionOrder", "name", "description", "sets", "modifiers", "$schema", "$defs",
  ]

  /// Reads the document; `false` when it cannot be resolved at all (the reasons are reported).
  mutating func readStructure() -> Bool {
    guard let members = document.members else {
      report(
        .resolverStructure,
        "a resolver document must be a JSON object; this one is \(document.kindDescription)",
        at: document.location)
      return false
    }
    for member in members where !Self.rootKeys.contains(member.key) {
      report(
        .resolverStructure, "'\(member.key)' is not a property of a resolver document",
        at: member.keyLocation,
        fixIt: Suggestions.phrase(Suggestions.closest(to: member.key, among: Self.rootKeys)))
    }
    var usable = true
    switch document["version"]?.kind {
    case .string("2025.10"): break
    case nil:
      report(
        .resolverVersion, "the resolver has no version; it must be \"2025.10\"",
        at: document.location)
      usable = false
    default:
      report(
        .resolverVersion, "version must be \"2025.10\"", at: document["version"]!.location,
        fixIt: "write \"version\": \"2025.10\"")
      usable = false
    }
    guard case .array(let order)? = document["resolutionOrder"]?.kind, !order.isEmpty else {
      report(
        .resolverStructure,
        "the resolver needs a resolutionOrder: a non-empty array of sets and modifiers",
        at: document["resolutionOrder"]?.location ?? document.location)
      return false
    }
    var names: [String: SourceLocation] = [:]
    var usedSets: Set<String> = []
    for item in order {
      if let pointer = item["$ref"]?.string {
        if pointer.hasPrefix("#/sets/"),
          let set = set(named: String(pointer.dropFirst(7)), at: item.location)
        {
          usedSets.insert(String(pointer.dropFirst(7)))
          steps.append(.set(set))
        } else if pointer.hasPrefix("#/modifiers/"),
          let modifier = modifier(named: String(pointer.dropFirst(12)), at: item.location)
        {
          modifiers.append(modifier)
          steps.append(.modifier(modifiers.count - 1))
        } else if !pointer.hasPrefix("#/sets/"), !pointer.hasPrefix("#/modifiers/") {
          report(
            .resolverInvalidPointer,
            "a resolutionOrder item refers to #/sets/… or #/modifiers/…, not '\(pointer)'",
            at: item.location)
        } else {
          usable = false
        }
        continue
      }
      guard item.members != nil else {
        report(
          .resolverInvalidItem,
          "a resolutionOrder item is {\"$ref\": …} or an inline set or modifier object",
          at: item.location)
        continue
      }
      guard let name = item["name"]?.string, let type = item["type"]?.string else {
        report(
          .resolverInvalidItem,
          "an inline resolutionOrder item needs a \"name\" and a \"type\" (set or modifier)",
          at: item.location)
        continue
      }
      if let first = names[name] {
        report(
          .resolverDuplicateName, "two resolutionOrder items are named \"\(name)\"",
          at: item["name"]!.location,
          notes: [.init("the first is here", at: first)])
        continue
      }
      names[name] = item["name"]!.location
      let body = TokenJSON(
        .object((item.members ?? []).filter { $0.key != "name" && $0.key != "type" }),
        at: item.location)
      switch type {
      case "set": if let sources = readSet(body, name: name) { steps.append(.set(sources)) }
      case "modifier":
        if let modifier = readModifier(body, name: name, at: item.location) {
          modifiers.append(modifier)
          steps.append(.modifier(modifiers.count - 1))
        }
      default:
        report(
          .resolverInvalidItem, "an inline item's type is \"set\" or \"modifier\", not \"\(type)\"",
          at: item["type"]!.location)
      }
    }
    for member in document["sets"]?.members ?? [] where !usedSets.contains(member.key) {
      diagnostics.append(
        .warning(
          .resolverUnusedSet, "set \"\(member.key)\" is never used by resolutionOrder",
          at: member.keyLocation))
    }
    for modifier in modifiers
    where modifier.defaultContext == nil && inputs == nil && modifier.contexts.count > 1 {
      if TokenResolver.colorScheme(modifier.contexts[0].name) == nil {
        diagnostics.append(
          .note(
            .resolverMissingInput,
            "modifier \"\(modifier.name)\" has no default; an environment without dtcg:\(modifier.name) gets its first context, \(modifier.contexts[0].name)",
            at: modifier.location))
      }
    }
    return usable
  }

  private mutating func report(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
    notes: [Diagnostic.Note] = [], fixIt: String? = nil
  ) {
    diagnostics.append(.error(code, message, at: location, notes: notes, fixIt: fixIt))
  }

  private mutating func set(named name: String, at location: SourceLocation) -> [Source]? {
    guard let body = documentPositions.follow(["sets", name], from: document) else {
      report(
        .resolverInvalidPointer, "#/sets/\(name) does not exist", at: location,
        fixIt: Suggestions.phrase(
          Suggestions.closest(to: name, among: document["sets"]?.members?.map(\.key) ?? [])))
      return nil
    }
    return readSet(body, name: name)
  }

  private mutating func modifier(named name: String, at location: SourceLocation) -> Modifier? {
    guard let modifiers = documentPositions.follow(["modifiers"], from: document)?.members,
      let position = documentPositions.child("modifiers").position(of: name, in: modifiers)
    else {
      report(
        .resolverInvalidPointer, "#/modifiers/\(name) does not exist", at: location,
        fixIt: Suggestions.phrase(
          Suggestions.closest(to: name, among: document["modifiers"]?.members?.map(\.key) ?? [])))
      return nil
    }
    return readModifier(modifiers[position].value, name: name, at: modifiers[position].keyLocation)
  }

  private mutating func readSet(_ body: TokenJSON, name: String) -> [Source]? {
    guard case .array(let sources)? = body["sources"]?.kind else {
      report(
        .resolverStructure, "set \"\(name)\" needs \"sources\": an array of token files or trees",
        at: body.location)
      return nil
    }
    for member in body.members ?? []
    where !["sources", "description", "$extensions"].contains(member.key) {
      report(
        .resolverStructure, "'\(member.key)' is not a property of a set", at: member.keyLocation)
    }
    return sources.flatMap { self.sources(of: $0, label: "set \(name)", visiting: []) }
  }

  private mutating func readModifier(_ body: TokenJSON, name: String, at location: SourceLocation)
    -> Modifier?
  {
    for member in body.members ?? []
    where !["contexts", "default", "description", "$extensions"].contains(member.key) {
      report(
        .resolverStructure, "'\(member.key)' is not a property of a modifier",
        at: member.keyLocation,
        fixIt: member.key == "context" ? "did you mean 'contexts'?" : nil)
    }
    guard let contexts = body["contexts"]?.members else {
      report(.resolverNoContexts, "modifier \"\(name)\" has no contexts", at: location)
      return nil
    }
    guard !contexts.isEmpty else {
      report(
        .resolverNoContexts, "modifier \"\(name)\" has no contexts", at: body["contexts"]!.location)
      return nil
    }
    if contexts.count == 1 {
      report(
        .resolverSingleContext,
        "modifier \"\(name)\" has one context; a modifier chooses between at least two",
        at: body["contexts"]!.location)
      return nil
    }
    var modifier = Modifier(
      name: name, contexts: [], defaultContext: nil, location: location,
      axis: body["$extensions"]?["dev.livery"]?["axis"]?.string)
    for context in contexts {
      guard case .array(let list) = context.value.kind else {
        report(
          .resolverStructure, "context \"\(context.key)\" must be an array of sources",
          at: context.value.location)
        continue
      }
      modifier.contexts.append(
        (
          context.key,
          list.flatMap { sources(of: $0, label: "\(name)=\(context.key)", visiting: []) }
        ))
    }
    if let value = body["default"] {
      if let text = value.string, contexts.contains(where: { $0.key == text }) {
        modifier.defaultContext = text
      } else {
        report(
          .resolverDefaultNotContext,
          "default \(value.string.map { "\"\($0)\"" } ?? value.kindDescription) is not one of the contexts of \"\(name)\"",
          at: value.location, fixIt: Suggestions.phrase(contexts.map(\.key)))
      }
    }
    return modifier
  }

  /// The token trees a source stands for: an inline tree, a file, a set's sources, or a node of
  /// this document, with sibling keys laid over a reference shallowly.
  private mutating func sources(of node: TokenJSON, label: String, visiting: [String]) -> [Source] {
    guard let pointer = node["$ref"] else {
      guard node.members != nil else {
        report(
          .resolverStructure,
          "a source is a {\"$ref\": …} or an inline token tree, not \(node.kindDescription)",
          at: node.location)
        return []
      }
      if checkedInlineSources.insert(node.location).inserted {
        diagnostics += node.extensionKeyWarnings()
      }
      return [Source(tree: node, label: label)]
    }
    guard let text = pointer.string else {
      report(.resolverStructure, "$ref must be a string", at: pointer.location)
      return []
    }
    referencesFollowed += 1
    guard referencesFollowed <= Self.maximumReferences else {
      if referencesFollowed == Self.maximumReferences + 1 {
        report(
          .resolverTooManySources,
          "the sets and contexts name more than \(Self.maximumReferences) sources in all (sets that name other sets more than once multiply); the rest are not read",
          at: pointer.location)
      }
      return []
    }
    guard !visiting.contains(text), visiting.count < 32 else {
      report(
        .resolverReferenceCycle,
        "reference objects form a cycle: \((visiting + [text]).joined(separator: " → "))",
        at: pointer.location)
      return []
    }
    let siblings = (node.members ?? []).filter { $0.key != "$ref" }
    if text.hasPrefix("#") {
      if text.hasPrefix("#/modifiers/") || text.hasPrefix("#/resolutionOrder") {
        report(
          .resolverInvalidPointer,
          "a set or context may not refer to \(text.hasPrefix("#/modifiers/") ? "a modifier" : "resolutionOrder") ('\(text)')",
          at: pointer.location)
        return []
      }
      guard case .success(let segments) = TokenReference.pointerSegments(text),
        var target = documentPositions.follow(segments, from: document)
      else {
        report(
          .resolverInvalidPointer, "'\(text)' leads nowhere in this resolver", at: pointer.location)
        return []
      }
      target = overlay(target, siblings)
      if segments.count == 2, segments[0] == "sets" {
        guard case .array(let inner)? = target["sources"]?.kind else { return [] }
        return inner.flatMap { sources(of: $0, label: label, visiting: visiting + [text]) }
      }
      return sources(of: target, label: label, visiting: visiting + [text])
    }
    if text.contains("://") {
      report(
        .resolverRemoteRefUnsupported,
        "'\(text)' is remote; Livery reads token files from the resolver's folder only (signed bundles carry remote themes)",
        at: pointer.location)
      return []
    }
    let (filePart, fragment) =
      text.firstIndex(of: "#").map { (String(text[..<$0]), String(text[$0...])) } ?? (text, "")
    let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
    let joined = SourcePath.normalize(folder.isEmpty ? filePart : folder + "/" + filePart)
    var depth = 0
    var escapes = filePart.hasPrefix("/")
    for part in SourcePath.normalize(filePart).split(separator: "/") {
      depth += part == ".." ? -1 : 1
      if depth < 0 { escapes = true }
    }
    guard !escapes else {
      report(
        .resolverRefOutsideRoot,
        "'\(text)' leads outside the resolver's folder; sources must lie below it",
        at: pointer.location)
      return []
    }
    guard var tree = tokenFile(joined, at: pointer.location) else { return [] }
    if !fragment.isEmpty {
      let positions = filePositions[joined] ?? MemberPositions()
      filePositions[joined] = positions
      guard case .success(let segments) = TokenReference.pointerSegments(fragment),
        let inner = positions.follow(segments, from: tree)
      else {
        report(
          .resolverInvalidPointer, "'\(fragment)' leads nowhere in \(filePart)",
          at: pointer.location)
        return []
      }
      tree = inner
    }
    return [Source(tree: overlay(tree, siblings), label: label)]
  }

  /// Sibling keys of a reference object replace the target's members whole (shallow).
  private func overlay(_ target: TokenJSON, _ siblings: [TokenJSON.Member]) -> TokenJSON {
    guard !siblings.isEmpty, var members = target.members else { return target }
    var positions: [String: Int] = [:]
    for (position, member) in members.enumerated() where positions[member.key] == nil {
      positions[member.key] = position
    }
    for sibling in siblings {
      if let position = positions[sibling.key] {
        members[position] = sibling
      } else {
        positions[sibling.key] = members.count
        members.append(sibling)
      }
    }
    return TokenJSON(.object(members), at: target.location, origin: target.origin)
  }

  /// A token file of the resolver's source, parsed once however often it is used.
  private mutating func tokenFile(_ path: String, at location: SourceLocation) -> TokenJSON? {
    if let known = trees[path] { return known }
    let shown = file.source.displayPath(of: path)
    var tree: TokenJSON?
    switch file.source.read(path) {
    case .failure(let error):
      report(.fileUnreadable, "source '\(shown)': \(error.message)", at: location)
      readFiles.append((shown, nil))
    case .success(let bytes):
      let parsed = DTCGFormat.parse(bytes: bytes, path: shown, options: options)
      diagnostics += parsed.diagnostics + (parsed.tree?.extensionKeyWarnings() ?? [])
      readFiles.append((shown, parsed.source))
      tree = parsed.tree
    }
    trees[path] = .some(tree)
    return tree
  }
}
