import LiveryCore
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// A component's catalog type comes from its class through the registry (apple-adapters.md §2.4):
/// `UIButton` → Button, and an app's subclass is its superclass's type unless mapped itself.
@MainActor
@Suite struct ClassTypeMappingTests {
  class Control: Styleable {
    let styling = StylingRecord()
    var tint: Value?
  }
  class PushButton: Control {}
  final class PayButton: PushButton {}
  final class Badge: Control {}
  final class Unmapped: Styleable {
    let styling = StylingRecord()
  }

  static func registry() -> ApplierRegistry {
    var registry = ApplierRegistry()
    registry.map(Control.self, to: .view)
    registry.map(PushButton.self, to: .button)
    registry.map(Badge.self, to: .label)
    registry.register(
      .tintColor, on: Control.self, as: Value.self, set: { $0.tint = $1 }, reset: { $0.tint = nil })
    return registry
  }

  @Test func subclassesInheritTheirSuperclasssTypeUnlessMapped() {
    let registry = Self.registry()
    #expect(registry.targetType(for: Control.self) == .view)
    #expect(registry.targetType(for: PushButton.self) == .button)
    #expect(registry.targetType(for: PayButton.self) == .button, "an app subclass is a button")
    #expect(registry.targetType(for: Badge.self) == .label)
    #expect(registry.targetType(for: Unmapped.self) == nil)
    // A later mapping of the same class wins; merging keeps the other registry's mappings.
    var more = ApplierRegistry()
    more.map(PayButton.self, to: .barButtonItem)
    var merged = registry
    merged.merge(more)
    #expect(merged.targetType(for: PayButton.self) == .barButtonItem)
    #expect(merged.targetType(for: PushButton.self) == .button)
  }

  @Test func theAppliedStyleIsTheMappedTypes() {
    var b = IRBuilder("types.ir")
    let theme = compile(
      b.sheet([
        b.type("View", [b.decl("tintColor", .string("#000001"))]),
        b.type("Button", [b.decl("tintColor", .string("#000002"))]),
        b.type("Label", [b.decl("tintColor", .string("#000003"))]),
      ]))
    let applier = ThemeApplier(theme: theme, appliers: Self.registry())
    let views: [Control] = [Control(), PushButton(), PayButton(), Badge()]
    for view in views { applier.apply(to: view) }
    #expect(
      views.map { ($0.tint.flatMap(RGBAColor.init(styleValue:)))?.hexRGBA }
        == ["#000001ff", "#000002ff", "#000002ff", "#000003ff"])
    // A class with no mapping is styled as a View, and said once.
    let unmapped = Unmapped()
    applier.apply(to: unmapped)
    applier.apply(to: Unmapped())
    #expect(applier.diagnostics.with(code: .noComponentType).count == 1)
    #expect(
      applier.diagnostics.with(code: .noComponentType).first?.message.contains("Unmapped") == true)
  }

  @Test func everyHTMLComponentIsItsCatalogType() throws {
    let registry = HTMLAppliers.standard()
    for type in ComponentCatalog.standard.types {
      let view = try #require(HTMLComponents.make(type))
      #expect(registry.targetType(for: Swift.type(of: view)) == type)
    }
  }
}
