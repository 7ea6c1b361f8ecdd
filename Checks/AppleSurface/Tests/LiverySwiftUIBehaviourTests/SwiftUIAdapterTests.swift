import LiveryCore
import LiveryFormats
import SwiftUI
import XCTest

@testable import LiverySwiftUIChecked

/// LiverySwiftUI in the stubs' view graph (apple-adapters.md §5.2): views are evaluated as
/// Apple documents (identity by type and position, state with the identity, environment down
/// the tree, a control made from a style's configuration drawn by the style outside it); what
/// these tests show holds for SwiftUI as far as the stubs transcribe it, not more. (XCTest: see
/// the UIKit behaviour tests for why; each test runs its body on the main actor itself.)
final class SwiftUIAdapterTests: XCTestCase {
  static func theme(_ nss: String, dark: String? = nil, file: String = "Brand.nss")
    -> CompiledTheme
  {
    var inputs: [ThemeInput] = [.memory([file: Array(nss.utf8)])]
    if let dark {
      inputs.append(
        .memory(["Dark.nss": Array(dark.utf8)], root: "dark")
          .when(Conditions([.equals(.colorScheme, "dark")])))
    }
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: false)).compile()
    XCTAssertEqual(theme.errors, [], "the test's theme has errors")
    return theme
  }

  static let brand = theme(
    """
    Button { background-color: #0A6ED1; font-color: #FFFFFF; corner-radius: 8; padding: 8 16; }
    Button { background-color-highlighted: #085CAF; }
    PrimaryButton { background-color: #107E3E; border-color: #0B5A2C; border-width: 2; }
    DestructiveButton { background-color: #BB0000; }
    Switch { on-tint-color: #107E3E; }
    Card { background-color: #FFFFFF; corner-radius: 12; shadow-color: #000000; shadow-radius: 4; shadow-opacity: 0.25; }
    """,
    dark: "Button { background-color: #1A2733; }\nCard { background-color: #1C1C1E; }")

  func test_aButtonIsDrawnByItsStyleInEveryState() {
    MainActor.assumeIsolated {
      let host = StubHost(
        VStack {
          // NSS has no implicit base: a class chain names the type's style too (NUI's
          // `Button:PrimaryButton`).
          Button("Pay") {}.liveryStyle("Button", "PrimaryButton")
          Button("Later") {}
        }.livery(Self.brand))
      // The named style over the type style: green, a border, the type's text colour.
      XCTAssertEqual(host.text("Pay")?.environment._foreground?.description, "#FFFFFFFF")
      let pay = host.drawing(around: "Pay")
      XCTAssert(pay.contains("fill(#107E3EFF in RoundedRectangle(8.0))"), "\(pay)")
      XCTAssert(pay.contains("strokeBorder(2.0)(#0B5A2CFF in RoundedRectangle(8.0))"), "\(pay)")
      XCTAssert(pay.contains("padding(8.0, 16.0, 8.0, 16.0)"), "\(pay)")
      // The type style alone.
      XCTAssert(host.drawing(around: "Later").contains("fill(#0A6ED1FF in RoundedRectangle(8.0))"))
      // Pressed: highlighted (the theme declares it, so no dimming).
      host.press("Later")
      let pressed = host.drawing(around: "Later")
      XCTAssert(pressed.contains("fill(#085CAFFF in RoundedRectangle(8.0))"), "\(pressed)")
      XCTAssert(pressed.contains("opacity(1.0)"), "\(pressed)")
      // Dark: SwiftUI's colour scheme is Livery's.
      host.press("Later", false)
      host.environment.colorScheme = .dark
      host.update()
      XCTAssert(host.drawing(around: "Later").contains("fill(#1A2733FF in RoundedRectangle(8.0))"))
    }
  }

  func test_aPressedButtonWithoutAHighlightedLookDimsAndADisabledOneIsDisabled() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        "Button { font-color: #0A6ED1; }\nButton { font-color-disabled: #999999; }")
      let host = StubHost(
        VStack {
          Button("Save") {}
          Button("Send") {}.environment(\.isEnabled, false)
        }.livery(theme))
      host.press("Save")
      XCTAssert(host.drawing(around: "Save").contains("opacity(0.6)"))
      XCTAssertEqual(host.text("Send")?.environment._foreground?.description, "#999999FF")
    }
  }

  /// An app's own button style outside `.livery`, to see it kept.
  struct Outlined: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
  }

  func test_buttonsTheThemeDoesNotStyleKeepTheirOwnStyle() {
    MainActor.assumeIsolated {
      let theme = Self.theme("Card { background-color: #EEEEEE; }")
      let host = StubHost(
        VStack {
          Button("Platform") {}
          Button("Outer") {}.livery(theme).buttonStyle(Outlined())
          Button("Inner") {}.buttonStyle(Outlined())
        }.livery(theme))
      // No Button style in the theme: the button draws as it would without Livery.
      XCTAssert(host.drawing(around: "Platform").contains("button(automatic)"))
      XCTAssertFalse(host.drawing(around: "Platform").contains { $0.hasPrefix("padding(0.0") })
      XCTAssert(host.drawing(around: "Outer").contains("padding(1.0, 2.0, 3.0, 4.0)"))
      XCTAssert(host.drawing(around: "Inner").contains("padding(1.0, 2.0, 3.0, 4.0)"))
      host.tap("Platform")
    }
  }

  /// What `onDiagnostic` collects (on the main actor, where views are evaluated).
  final class Collected: @unchecked Sendable {
    var diagnostics: [Diagnostic] = []
  }

  func test_problemsAreReportedOnceEachAtTheirDeclarations() {
    MainActor.assumeIsolated {
      let theme = Self.theme("Button { background-color: #0A6ED1;\n  title-insets: 2 2 2 2; }")
      let collected = Collected()
      let host = StubHost(
        VStack {
          Button("Pay") {}
          Button("Later") {}
          Button("Soon") {}.liveryStyle("Missing")
        }.livery(theme) { diagnostic in collected.diagnostics.append(diagnostic) })
      host.press("Pay")
      host.update()
      let messages = collected.diagnostics.map(\.description)
      XCTAssertEqual(messages.count, 2, "\(messages)")
      XCTAssert(
        messages.contains {
          $0.hasPrefix(
            "Brand.nss:2:3: warning: 'titleEdgeInsets': SwiftUI shows no such property on Button")
        }, "\(messages)")
      XCTAssert(messages.contains { $0.contains("Missing") }, "\(messages)")
    }
  }

  func test_aControlsContentTakesNoneOfItsNames() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        """
        PrimaryButton { background-color: #107E3E; padding: 8; }
        Label { font-color: #000000; background-color: #EEEEEE; }
        """)
      let host = StubHost(
        VStack {
          Button {
          } label: {
            Label("Pay", systemImage: "creditcard")
          }
          .liveryStyle("PrimaryButton")
          Label("Total", systemImage: "sum")
        }.livery(theme))
      // The button draws its fill and padding once; its label is the button's content, not a
      // second PrimaryButton, nor a Label of the theme's.
      let pay = host.drawing(around: "Pay")
      XCTAssertEqual(
        pay.filter { $0 == "fill(#107E3EFF in RoundedRectangle(0.0))" }.count, 1, "\(pay)")
      XCTAssertEqual(pay.filter { $0 == "padding(8.0, 8.0, 8.0, 8.0)" }.count, 1, "\(pay)")
      XCTAssertFalse(pay.contains("fill(#EEEEEEFF in RoundedRectangle(0.0))"), "\(pay)")
      XCTAssertNotEqual(host.text("Pay")?.environment._foreground?.description, "#000000FF")
      // A label outside a control is the theme's Label.
      XCTAssert(host.drawing(around: "Total").contains("fill(#EEEEEEFF in RoundedRectangle(0.0))"))
    }
  }

  func test_aButtonStyledOnlyByItsRoleIsStyledAndAStateNeverSwitchesItsPath() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        "DestructiveButton { background-color: #BB0000; }\nButton { font-color-disabled: #999999; }"
      )
      let host = StubHost(
        VStack {
          Button("Delete", role: .destructive) {}
          Button("Plain") {}
          Button("Off") {}.disabled(true)
        }.livery(theme))
      XCTAssert(host.drawing(around: "Delete").contains("fill(#BB0000FF in RoundedRectangle(0.0))"))
      // The theme gives a button a look only when disabled: in no state it has none, so the
      // button keeps the platform's — disabled or not, the same path.
      XCTAssert(host.drawing(around: "Plain").contains("button(automatic)"))
      XCTAssert(host.drawing(around: "Off").contains("button(automatic)"))
    }
  }

  func test_aFocusedButtonTakesItsFocusedLook() {
    MainActor.assumeIsolated {
      // SAP's SwiftUI sheets have a -focused suffix (NUI's have none).
      let theme = Self.theme(
        "fiori_button_component_title { background-color: #0A6ED1; background-color-focused: #003F8A; }",
        file: "Fiori.nss")
      var focused = EnvironmentValues()
      focused._stubFocused = true
      let host = StubHost(
        Button("Pay") {}.liveryStyle("fiori_button_component_title").livery(theme))
      XCTAssert(host.drawing(around: "Pay").contains("fill(#0A6ED1FF in RoundedRectangle(0.0))"))
      host.environment = focused
      host.update()
      XCTAssert(
        host.drawing(around: "Pay").contains("fill(#003F8AFF in RoundedRectangle(0.0))"),
        "\(host.drawing(around: "Pay"))")
    }
  }

  func test_aRoleTakesItsStyleWhenTheThemeHasOne() {
    MainActor.assumeIsolated {
      let host = StubHost(
        VStack {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        }.livery(Self.brand))
      // The role's style alone (NSS: no implicit base).
      XCTAssert(host.drawing(around: "Delete").contains("fill(#BB0000FF in RoundedRectangle(0.0))"))
      // No CancelButton in the theme: the type style, and no warning about a missing style.
      XCTAssert(host.drawing(around: "Cancel").contains("fill(#0A6ED1FF in RoundedRectangle(8.0))"))
    }
  }

  func test_whatTheThemeDoesNotSetStaysAsTheAppSetIt() {
    MainActor.assumeIsolated {
      let theme = Self.theme("Card { background-color: #EEEEEE; }")
      let host = StubHost(
        Text("Note").liveryStyle("Card", as: .view)
          .foregroundStyle(Color(red: 1, green: 0, blue: 0))
          .livery(theme))
      // The card sets no text colour: the app's red stays (no foreground modifier is applied).
      XCTAssertEqual(host.text("Note")?.environment._foreground?.description, "#FF0000FF")
      XCTAssertEqual(host.text("Note")?.environment.font, nil)
      XCTAssert(host.drawing(around: "Note").contains("fill(#EEEEEEFF in RoundedRectangle(0.0))"))
    }
  }

  func test_sapSwiftUIDialectColoursDifferLightAndDark() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        """
        fiori_loadingindicator_component_title { font-color: green; font-weight: bold; }
        fiori_objectitem_component_title { font-style: headline; font-design: rounded; }
        fiori_objectitem_component_subtitle { font-size: 20; font-style: body; font-width: condensed; }
        """, file: "Fiori.nss")
      let host = StubHost(
        VStack {
          Text("Loading").liveryStyle("fiori_loadingindicator_component_title", as: .label)
          Text("Title").liveryStyle("fiori_objectitem_component_title", as: .label)
          Text("Subtitle").liveryStyle("fiori_objectitem_component_subtitle", as: .label)
        }.livery(theme))
      let loading = { host.text("Loading")?.environment }
      XCTAssertEqual(loading()?._foreground?.description, "#34C759FF")
      XCTAssertEqual(
        loading()?.font?.description, "system(size: 17.0, weight: bold, design: default)")
      XCTAssertEqual(
        host.text("Title")?.environment.font?.description,
        "system(headline, design: rounded, weight: semibold)")
      // 20 pt that scales with body: SwiftUI's ScaledMetric, relative to body.
      XCTAssertEqual(
        host.text("Subtitle")?.environment.font?.description,
        "system(size: 20.0, weight: regular, design: default).width(-0.2)")
      host.environment.colorScheme = .dark
      host.environment.dynamicTypeSize = .xxxLarge
      host.update()
      XCTAssertEqual(loading()?._foreground?.description, "#30D158FF")
      let scaled = host.text("Subtitle")?.environment.font?.description ?? ""
      XCTAssert(scaled.hasPrefix("system(size: 27.05"), scaled)  // 20 × 23/17
    }
  }

  func test_aToggleAndAProgressViewAreThePlatformsColouredByTheTheme() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        "Switch { on-tint-color: #107E3E; thumb-tint-color: #FFFFFF; }\nProgress { progress-tint-color: #0A6ED1; }"
      )
      let host = StubHost(
        VStack {
          Toggle("Wi-Fi", isOn: .constant(true))
          ProgressView(value: 0.5)
        }.livery(theme))
      let drawn = host.nodes.flatMap(\.drawn)
      XCTAssert(drawn.contains("switch(on: true, tint: #107E3EFF)"), "\(drawn)")
      XCTAssert(drawn.contains("progress(0.5, tint: #0A6ED1FF)"), "\(drawn)")
    }
  }

  func test_aSubtreeForcedDarkIsStyledDark() {
    MainActor.assumeIsolated {
      let host = StubHost(
        VStack {
          Text("Light").liveryStyle("Card", as: .view)
          Text("Dark").liveryStyle("Card", as: .view).environment(\.colorScheme, .dark)
        }.livery(Self.brand))
      XCTAssert(host.drawing(around: "Light").contains("fill(#FFFFFFFF in RoundedRectangle(12.0))"))
      XCTAssert(host.drawing(around: "Dark").contains("fill(#1C1C1EFF in RoundedRectangle(12.0))"))
      XCTAssert(host.drawing(around: "Light").contains("shadow(#00000040, 4.0, 0.0, 0.0)"))
    }
  }

  func test_aPreviewShowsTheViewLightAndDarkOrTheThemesErrors() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("livery-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("Card { background-color: #FFFFFF; }\n".utf8).write(
      to: folder.appendingPathComponent("Brand.nss"))
    try Data("Card { background-color: @missing; }\n".utf8).write(
      to: folder.appendingPathComponent("Broken.nss"))
    let source = folder.appendingPathComponent("CheckoutView.swift").path
    MainActor.assumeIsolated {
      let pair = StubHost(
        Text("Total").liveryStyle("Card", as: .view).liveryPreview("Brand.nss", relativeTo: source))
      let totals = pair.nodes.filter { $0.text == "Total" }
      XCTAssertEqual(totals.map(\.environment.colorScheme), [.light, .dark])
      // The default skin is the fallback: its Card gives the corner radius.
      XCTAssert(
        pair.drawing(around: "Total").contains("fill(#FFFFFFFF in RoundedRectangle(16.0))"),
        "\(pair.drawing(around: "Total"))")
      let broken = StubHost(Text("Total").liveryPreview("Broken.nss", relativeTo: source))
      let lines = broken.nodes.compactMap(\.text)
      XCTAssertEqual(lines.count, 1, "\(lines)")
      XCTAssert(lines.first?.contains("Broken.nss:1:") == true, "\(lines)")
      XCTAssert(lines.first?.contains("error:") == true, "\(lines)")
      let missing = StubHost(Text("Total").liveryPreview("Nope.nss", relativeTo: source))
      XCTAssertEqual(
        missing.nodes.compactMap(\.text),
        [folder.appendingPathComponent("Nope.nss").path + ": error: no theme file or folder here"])
    }
  }

  func test_barsTakeTheThemesBackgroundsAndContentScheme() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        """
        NavigationBar { bar-tint-color: #1D2D3E; font-color: #FFFFFF; }
        TabBar { background-color: #FFFFFF; }
        Toolbar { bar-tint-color: #8E8E93; }
        """)
      let collected = Collected()
      let host = StubHost(
        Text("Inbox").liveryBars().livery(theme) { collected.diagnostics.append($0) })
      let drawn = host.drawing(around: "Inbox")
      XCTAssert(drawn.contains("toolbarBackground(#1D2D3EFF, for: navigationBar)"), "\(drawn)")
      XCTAssert(drawn.contains("toolbarBackground(visible, for: navigationBar)"), "\(drawn)")
      XCTAssert(drawn.contains("toolbarColorScheme(dark, for: navigationBar)"), "\(drawn)")
      XCTAssert(drawn.contains("toolbarColorScheme(light, for: tabBar)"), "\(drawn)")
      // A mid-grey bar: black reads better on it than white (5.8:1 against 3.6:1).
      XCTAssert(drawn.contains("toolbarColorScheme(light, for: bottomBar)"), "\(drawn)")
      // What SwiftUI's bars cannot show is reported, at its declaration.
      let messages = collected.diagnostics.map(\.description)
      XCTAssertEqual(messages.count, 1, "\(messages)")
      XCTAssert(
        messages.first?.hasPrefix("Brand.nss:1:42: warning: 'textColor'") == true, "\(messages)")
    }
  }
}
