import Foundation
import LiveryTestSupport
import Testing

/// No public type of a Livery library may share its name with a type an app file imports beside it
/// (SwiftUI, UIKit, CoreGraphics, Foundation): `import SwiftUI` and `import LiveryCore` in one file
/// must compile, and `Color` must mean SwiftUI's.
@Suite("Public names sit beside SwiftUI, UIKit and Foundation")
struct PublicNamesTests {
  /// Type names of SwiftUI (iOS 17 / macOS 14) and Foundation (macOS, where it has more than on
  /// Linux) that read like names a styling library might pick. UIKit, AppKit and CoreGraphics
  /// prefix theirs (`UI`, `NS`, `CG`), which the test forbids as well.
  static let appleTypeNames: Set<String> = [
    // SwiftUI
    "Alert", "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient", "Animation",
    "AnyGesture", "AnyLayout",
    "AnyShape", "AnyShapeStyle", "AnyTransition", "AnyView", "App", "AppStorage", "AsyncImage",
    "Axis", "BackgroundStyle",
    "Badge", "Binding", "Bindable", "BlendMode", "Button", "ButtonBorderShape", "ButtonRole",
    "ButtonStyle", "Canvas",
    "Capsule", "Circle", "Color", "ColorPicker", "ColorScheme", "ColorSchemeContrast", "Commands",
    "ContainerRelativeShape",
    "ContentMode", "ContentUnavailableView", "ContextMenu", "ControlGroup", "ControlSize",
    "DatePicker", "DisclosureGroup",
    "Divider", "DocumentGroup", "DragGesture", "DynamicTypeSize", "Edge", "EdgeInsets", "Ellipse",
    "EllipticalGradient",
    "EmptyView", "Environment", "EnvironmentKey", "EnvironmentObject", "EnvironmentValues",
    "FillStyle", "FocusState",
    "FocusedValue", "Font", "ForEach", "ForegroundStyle", "Form", "Gauge", "GeometryProxy",
    "GeometryReader", "Gesture",
    "GestureState", "GlassEffect", "Gradient", "GraphicsContext", "Grid", "GridItem", "GridRow",
    "Group", "GroupBox",
    "HStack", "HierarchicalShapeStyle", "HorizontalAlignment", "Image", "ImagePaint",
    "ImageRenderer", "Label", "LabelStyle",
    "Layout", "LayoutDirection", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "LinearGradient", "Link", "List",
    "ListStyle", "LocalizedStringKey", "LongPressGesture", "MagnifyGesture", "Material", "Menu",
    "MeshGradient", "Namespace",
    "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
    "ObservedObject",
    "OffsetShape", "OutlineGroup", "Path", "Picker", "PickerStyle", "PresentationDetent",
    "PreferenceKey", "ProgressView",
    "Prominence", "ProposedViewSize", "RadialGradient", "Rectangle", "RotateGesture",
    "RoundedRectangle",
    "RoundedCornerStyle", "Scene", "ScenePhase", "ScrollView", "ScrollViewProxy",
    "ScrollViewReader", "Section",
    "SecureField", "SeparatorShapeStyle", "Settings", "Shape", "ShapeStyle", "ShareLink", "Slider",
    "Spacer", "Spring",
    "State", "StateObject", "Stepper", "StrokeStyle", "SubmitLabel", "SymbolRenderingMode",
    "SymbolVariants", "Tab",
    "TabView", "Table", "TableColumn", "TapGesture", "Text", "TextEditor", "TextField",
    "TextFieldStyle", "TimelineView",
    "TintShapeStyle", "Toggle", "ToggleStyle", "ToolbarItem", "ToolbarItemGroup", "Transaction",
    "Transition",
    "TupleView", "UnevenRoundedRectangle", "UnitCurve", "UnitPoint", "VStack", "VerticalAlignment",
    "View",
    "ViewBuilder", "ViewModifier", "ViewThatFits", "Visibility", "Window", "WindowGroup", "ZStack",
    // Foundation
    "AffineTransform", "AttributeContainer", "AttributedString", "Bundle", "Calendar",
    "CharacterSet", "Data", "Date",
    "DateComponents", "DateFormatter", "DateInterval", "Decimal", "Dimension", "Expression",
    "FileHandle", "FileManager",
    "FormatStyle", "Formatter", "Host", "IndexPath", "IndexSet", "InputStream", "JSONDecoder",
    "JSONEncoder",
    "LocalizedStringResource", "Locale", "Measurement", "Morphology", "Notification",
    "NotificationCenter", "NumberFormatter",
    "Operation", "OperationQueue", "OutputStream", "PersonNameComponents", "Pipe", "Port",
    "Predicate", "Process",
    "ProcessInfo", "Progress", "PropertyListDecoder", "PropertyListEncoder", "RunLoop", "Scanner",
    "SortDescriptor",
    "Stream", "Thread", "TimeZone", "Timer", "URL", "URLComponents", "URLQueryItem", "URLRequest",
    "URLSession", "UUID",
    "Unit", "UnitLength", "UserDefaults", "XMLDocument", "XMLElement", "XMLNode", "XMLParser",
  ]

  /// The public top-level types of the modules an app links (everything under `Sources/` but the
  /// command and the test helpers), by name → file.
  static func publicTypes() throws -> [String: String] {
    let sources = Fixtures.packageRoot + "/Sources"
    var found: [String: String] = [:]
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources).filter {
      !["LiveryCLI", "LiveryTestSupport"].contains($0)
    }
    for module in modules {
      guard let files = FileManager.default.enumerator(atPath: sources + "/" + module) else {
        continue
      }
      while let file = files.nextObject() as? String {
        guard file.hasSuffix(".swift") else { continue }
        let text = try String(contentsOfFile: sources + "/" + module + "/" + file, encoding: .utf8)
        for name in topLevelPublicTypes(in: text) { found[name] = module + "/" + file }
      }
    }
    return found
  }

  /// Type names declared `public` or `open` at the top level (column 1) of a Swift file.
  static func topLevelPublicTypes(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(
      pattern:
        #"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
      options: [.anchorsMatchLines])
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  static func collisions(in names: some Sequence<String>) -> [String] {
    names.filter { name in
      appleTypeNames.contains(name)
        || ["UI", "NS", "CG"].contains { prefix in
          // Apple's prefixed names: the prefix, then a capitalised word (`UIColor`, not `NSSReader`).
          let rest = Array(name.dropFirst(2))
          return name.hasPrefix(prefix) && rest.count >= 2 && rest[0].isUppercase
            && rest[1].isLowercase
        }
    }.sorted()
  }

  @Test(
    "no public type of a library collides with a SwiftUI, UIKit, CoreGraphics or Foundation type")
  func noCollisions() throws {
    let types = try Self.publicTypes()
    // The scan sees the library: the renamed types are there, so a rename back would be caught.
    for renamed in [
      "RGBAColor", "FontDescriptor", "ImageSource", "ColorGradient", "Insets", "StyleEnvironment",
      "CompiledTheme",
    ] {
      #expect(types[renamed] != nil, "\(renamed) was not found by the scan")
    }
    let colliding = Self.collisions(in: types.keys)
    #expect(colliding.isEmpty, "\(colliding.map { "\($0) (\(types[$0] ?? ""))" })")
  }

  @Test("the guard catches a colliding name, however it is declared")
  func guardWorks() {
    let text = """
      public struct Color: Hashable {}
      @available(iOS 16, *) public final class Environment {}
      public indirect enum Gradient {}
      public typealias EdgeInsets = Int
      public protocol UIStyleable {}
      public enum NSSReader {}
      struct Font {}
        public struct Image {}
      public struct RGBAColor {}
      """
    let names = Self.topLevelPublicTypes(in: text)
    #expect(
      names == [
        "Color", "Environment", "Gradient", "EdgeInsets", "UIStyleable", "NSSReader", "RGBAColor",
      ])
    #expect(
      Self.collisions(in: names) == [
        "Color", "EdgeInsets", "Environment", "Gradient", "UIStyleable",
      ])
  }
}
