public import LiveryCore

/// A small vocabulary for building stylesheets in code, so resolver tests need no format.
public struct IRBuilder {
  public let file: SourceFileID
  private var line = 0

  public init(_ path: String) {
    file = SourceFileID(path: path)
  }

  /// A new location on the next line, so every node has its own place.
  public mutating func here() -> SourceLocation {
    line += 1
    return SourceLocation(file: file, line: line, column: 1)
  }

  public mutating func decl(
    _ property: String, _ value: ValueExpression, when conditions: Conditions = .always
  ) -> Declaration {
    let location = here()
    return Declaration(
      PropertyName(property), value, at: location,
      valueAt: SourceLocation(file: file, line: location.line, column: 10),
      conditions: conditions)
  }

  public mutating func parent(_ name: String, lookup: StyleReference.Lookup = .named)
    -> StyleReference
  {
    StyleReference(name, lookup: lookup, at: here())
  }

  public mutating func state(
    _ name: String, _ declarations: [Declaration], states: [StateBlock] = []
  ) -> StateBlock {
    StateBlock(StateName(name), StyleBody(declarations: declarations, states: states), at: here())
  }

  public mutating func type(
    _ name: String, _ declarations: [Declaration] = [], parents: [StyleReference] = [],
    states: [StateBlock] = [],
    subElements: [SubElement] = [], when conditions: Conditions = .always
  ) -> StyleRule {
    StyleRule(
      .type(TargetType(name)),
      StyleBody(
        parents: parents, declarations: declarations, states: states, subElements: subElements),
      conditions: conditions, at: here())
  }

  public mutating func named(
    _ name: String, for targetType: String? = nil, _ declarations: [Declaration] = [],
    parents: [StyleReference] = [],
    states: [StateBlock] = [], subElements: [SubElement] = [], resets: Bool = false,
    when conditions: Conditions = .always
  ) -> StyleRule {
    StyleRule(
      .named(StyleName(name), targetType: targetType.map(TargetType.init)),
      StyleBody(
        parents: parents, declarations: declarations, states: states, subElements: subElements,
        resetsPreviousValues: resets),
      conditions: conditions, at: here())
  }

  public mutating func constant(
    _ name: String, _ value: ValueExpression, when conditions: Conditions = .always
  ) -> Constant {
    let location = here()
    return Constant(
      name, value, conditions: conditions, at: location,
      valueAt: SourceLocation(file: file, line: location.line, column: 10))
  }

  public func sheet(
    _ rules: [StyleRule], constants: [Constant] = [], when conditions: Conditions = .always,
    aliases: [TargetType: TargetType] = [:]
  ) -> Stylesheet {
    Stylesheet(
      file: file, format: StylesheetFormat("test", name: "test"), dialect: .standard,
      conditions: conditions, rules: rules, constants: constants,
      typeAliases: aliases)
  }
}

public func compile(_ layers: Layer...) -> CompiledTheme {
  Theme(layers: layers).compile()
}

public func compile(_ sheets: Stylesheet...) -> CompiledTheme {
  Theme(layers: [Layer("app", stylesheets: sheets)]).compile()
}

public let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")

public func color(_ hex: String) -> Value {
  .color(try! RGBAColor.parse(hex, syntax: .css).get())
}

extension ResolvedStyle {
  public func state(_ name: String) -> ResolvedState? {
    states.first { $0.name == StateName(name) }
  }
}
