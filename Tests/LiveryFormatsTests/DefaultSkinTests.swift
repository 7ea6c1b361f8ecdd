import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

@Suite("Component catalog, hard-coded defaults and the default skin")
struct DefaultSkinTests {
  let catalog = ComponentCatalog.standard
  let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")

  @Test("every catalog property has a type in the schema, and every part is a catalog type")
  func catalogIsTyped() {
    for component in catalog.components {
      for property in component.properties {
        #expect(PropertySchema.standard.type(of: property) != .any, "\(component.type).\(property)")
      }
      for part in component.parts {
        #expect(catalog.component(part.type) != nil, "\(component.type).\(part.property)")
      }
    }
    #expect(catalog.types.count == 22)
  }

  @Test("with no theme file, the hard-coded defaults alone resolve every catalog type")
  func hardCodedDefaults() {
    let theme = Theme(layers: [Layer("defaults", stylesheets: [HardCodedDefaults.stylesheet])])
      .compile()
    #expect(theme.diagnostics.isEmpty)
    for type in catalog.types {
      let style = theme.resolve(StyleQuery(for: type))
      #expect(!style.properties.isEmpty, "\(type)")
      #expect(style.diagnostics.isEmpty, "\(type)")
    }
  }

  @Test(
    "the default skin is clean and styles every catalog type and each of its states, light and dark"
  )
  func skinCoversCatalog() {
    let theme = Theme(layers: DefaultSkin.layers()).compile()
    #expect(theme.diagnostics.isEmpty)
    for component in catalog.components {
      for environment in [StyleEnvironment.default, dark] {
        let style = theme.resolve(StyleQuery(for: component.type, in: environment))
        #expect(style.diagnostics.isEmpty, "\(component.type)")
        let skinned = style.properties.values.filter { $0.provenance.layer == "skin" }
        #expect(!skinned.isEmpty, "\(component.type) has skin values")
        let declared = Set(style.states.map(\.name))
        for state in component.states {
          #expect(declared.contains(state), "\(component.type) styles \(state)")
        }
        for name in style.properties.keys {
          #expect(component.properties.contains(name), "\(component.type) lists \(name)")
        }
      }
    }
  }

  @Test("dark mode changes the colours, not the metrics")
  func darkMode() {
    let theme = Theme(layers: DefaultSkin.layers()).compile()
    let light = theme.resolve(StyleQuery(for: "Label"))
    let night = theme.resolve(StyleQuery(for: "Label", in: dark))
    #expect(light.properties["textColor"]?.value.description == "#1c1c1eff")
    #expect(night.properties["textColor"]?.value.description == "#ffffffff")
    #expect(night.properties["textColor"]?.provenance.location.path == DefaultSkin.darkPath)
    #expect(light.properties["fontSize"]?.value == night.properties["fontSize"]?.value)
    let button = theme.resolve(
      StyleQuery(
        for: "Button", named: ["DestructiveButton"], states: [.highlighted], in: dark))
    #expect(button.properties["backgroundColor"]?.value.description == "#a50011ff")
    #expect(
      button.properties["cornerRadius"]?.value == .number(12),
      "inherited from the Button type style")
  }

  @Test(
    "an app's files override the skin per property, in every state; named styles ignore the skin's type styles"
  )
  func layering() throws {
    let app = MAFReader.read(
      xml:
        "<styles><Style TargetType=\"Button\"><Setter Property=\"Background\" Value=\"#FF00FF\"/></Style></styles>",
      path: "App.xml")
    let theme = Theme(layers: DefaultSkin.layers() + [Layer("app", stylesheets: [app])]).compile()
    let button = theme.resolve(StyleQuery(for: "Button"))
    #expect(button.properties["backgroundColor"]?.value.description == "#ff00ffff")
    #expect(button.properties["backgroundColor"]?.provenance.layer == "app")
    #expect(button.properties["cornerRadius"]?.provenance.layer == "skin")
    #expect(button.properties["contentEdgeInsets"]?.provenance.layer == "skin")
    // The skin's highlighted background is not mixed into a background the app styles (semantics §3).
    #expect(button.states.first { $0.name == .highlighted } == nil)
    let pressed = theme.resolve(StyleQuery(for: "Button", states: [.highlighted]))
    #expect(pressed.properties["backgroundColor"]?.provenance.layer == "app")
    #expect(pressed.properties["textColor"]?.provenance.layer == "skin")
  }

  @Test(
    "a pressed button keeps its text colour: the skin's, and an app's that sets only the normal colour"
  )
  func pressedText() throws {
    let skin = Theme(layers: DefaultSkin.layers()).compile()
    for environment in [StyleEnvironment.default, dark] {
      let normal = skin.resolve(StyleQuery(for: "Button", in: environment))
      let pressed = skin.resolve(
        StyleQuery(for: "Button", states: [.highlighted], in: environment))
      #expect(pressed[.textColor] == normal[.textColor], "\(environment)")
    }
    let app = NSSReader.read(nss: "Button { font-color: #FF0000; }", path: "App.nss")
    let theme = Theme(layers: DefaultSkin.layers() + [Layer("app", stylesheets: [app])]).compile()
    let pressed = theme.resolve(StyleQuery(for: "Button", states: [.highlighted]))
    #expect(pressed[.textColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
  }
}
