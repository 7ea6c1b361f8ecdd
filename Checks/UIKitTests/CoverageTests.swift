#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Foundation
import LiveryCore
import LiveryFormats
@_spi(LiveryTesting) import LiveryRuntime
import UIKit
import XCTest

// The same files run against the stubs on Linux (Checks/AppleSurface, module
// LiveryUIKitChecked) and against UIKit on the iOS Simulator (Checks/UIKitSimulator).
#if canImport(LiveryUIKitChecked)
@testable import LiveryUIKitChecked
#else
import LiveryUIKit
#endif

/// Every catalog property of every catalog type reaches a UIKit view or is reported as not
/// shown, and the DocC article's coverage table says exactly which (against the stubs).
final class CoverageTests: XCTestCase {
  /// A 1×1 PNG.
  static let png = ImageSource.base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
  )!

  /// A value of the type `property` expects, one UIKit can take on `type`.
  static func sample(for property: PropertyName, on type: TargetType) -> Value {
    switch PropertySchema.standard.type(of: property) {
    case .color: return .color(RGBAColor(red8: 0x12, green8: 0x34, blue8: 0x56))
    case .number: return .number(property == .alpha || property == .shadowOpacity ? 0.5 : 3)
    case .integer: return .number(2)
    case .bool: return .bool(property != .translucent)
    case .string:
      switch property {
      case .fontName, .detailFontName: return .string("Helvetica-Bold")
      case .iosStyle where type == .barButtonItem: return .string("UIBarButtonItemStyleDone")
      case .iosStyle: return .string("UIBarStyleBlack")
      default: return .string("plain")
      }
    case .keyword(let set):
      // `singleLineEtched` is deprecated and said so; the sample takes a current style.
      return .keyword(
        property == .separatorStyle ? "singleLine" : set.cases[min(1, set.cases.count - 1)])
    case .insets: return .insets(Insets(top: 1, left: 2, bottom: 3, right: 4))
    case .size: return .size(Size(width: 2, height: 3))
    case .point: return .point(Point(x: 1, y: 2))
    case .offset: return .offset(Offset(horizontal: 1, vertical: 2))
    case .font: return .font(FontDescriptor(name: "Avenir-Book", size: 12))
    case .gradient, .paint:
      return .gradient(
        ColorGradient(stops: [
          .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
          .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
        ]))
    case .border:
      return .border(Border(width: 1, color: RGBAColor(red: 0, green: 0, blue: 0), cornerRadius: 2))
    case .shadow:
      return .shadow(
        Shadow(color: RGBAColor(red: 0, green: 0, blue: 0), offset: nil, radius: 2, opacity: 0.5))
    case .image: return .image(png)
    case .list, .any: return .string("plain")
    }
  }

  /// A component of `type`, as an app makes one.
  @MainActor
  static func make(_ type: TargetType) -> (any Styleable)? {
    switch type {
    case .view: return UIView(frame: .zero)
    case .label: return UILabel(frame: .zero)
    case .button: return UIButton(frame: .zero)
    case .textField: return UITextField(frame: .zero)
    case .textView: return UITextView(frame: .zero)
    case .imageView: return UIImageView(frame: .zero)
    case .scrollView: return UIScrollView(frame: .zero)
    case .tableView: return UITableView(frame: .zero)
    case .tableViewCell: return UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    case .tableViewCellWithControl:
      let cell = LiveryControlCell(reuseIdentifier: nil)
      cell.control = UISwitch(frame: .zero)
      return cell
    case .treeBrowserCell: return LiveryTreeCell(reuseIdentifier: nil)
    case .navigationBar: return UINavigationBar(frame: .zero)
    case .toolBar: return UIToolbar(frame: .zero)
    case .barButtonItem: return UIBarButtonItem()
    case .tabBar: return UITabBar(frame: .zero)
    case .searchBar: return UISearchBar(frame: .zero)
    case .segmentedControl: return UISegmentedControl(frame: .zero)
    case .slider: return UISlider(frame: .zero)
    case .switch: return UISwitch(frame: .zero)
    case .stepper: return UIStepper(frame: .zero)
    case .progressView: return UIProgressView(frame: .zero)
    case .activityIndicator: return UIActivityIndicatorView(frame: .zero)
    default: return nil
    }
  }

  /// The coverage table of the DocC article: (type, property) → whether it is shown.
  static func documentedCoverage() throws -> [String: Bool] {
    // Livery's root, above this file (also when Checks/AppleSurface reaches it through a link).
    let relative = "Sources/LiveryUIKit/LiveryUIKit.docc/StylingUIKitViews.md"
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    let article = folder.appendingPathComponent(relative)
    let text = try String(contentsOf: article, encoding: .utf8)
    var rows: [String: Bool] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[0] != "Type", !cells[0].hasPrefix("---") else { continue }
      // A row that holds only for some views of the type is reported for the sample view.
      let shown = !["**Not shown**", "**Colours only**", "**Configured buttons only**"].contains {
        cells[3].hasPrefix($0)
      }
      for property in cells[2].split(separator: ",") {
        let key = "\(cells[0]).\(property.trimmingCharacters(in: .whitespaces))"
        XCTAssertNil(rows[key], "\(key) is in the coverage table twice")
        rows[key] = shown
      }
    }
    return rows
  }

  func test_everyCatalogTypeHasAUIKitClassWithAnApplierForEachPropertyAndPart() {
    MainActor.assumeIsolated {
      let appliers = ApplierRegistry.uiKit()
      for component in ComponentCatalog.standard.components {
        guard let view = Self.make(component.type) else {
          return XCTFail("no UIKit component for \(component.type)")
        }
        XCTAssertEqual(appliers.targetType(for: type(of: view)), component.type)
        let served = Set(appliers.properties(for: type(of: view)))
        let missing = (component.properties + component.parts.map(\.property)).filter {
          !served.contains($0)
        }
        XCTAssert(missing.isEmpty, "\(component.type) has no applier for \(missing)")
      }
      XCTAssertEqual(ComponentCatalog.standard.components.count, 22)
    }
  }

  func test_everyPropertyIsSetOrReportedAsNotShownAsTheCoverageTableSays() throws {
    let documented = try Self.documentedCoverage()
    MainActor.assumeIsolated {
      let theme = ThemeLoader.read([], options: .init(includeDefaults: false)).compile()
      let appliers = ApplierRegistry.uiKit()
      var notShown: Set<String> = []
      var other: [String] = []
      var undocumented: [String] = []
      var expected: [String: Bool] = [:]
      for component in ComponentCatalog.standard.components {
        guard let view = Self.make(component.type) else { continue }
        // An applier per type: a notice is reported once per place.
        let applier = ThemeApplier(theme: theme, appliers: appliers, adaptiveAxes: .uiKit)
        applier.apply(to: view)
        for property in component.properties {
          let before = applier.diagnostics.count
          view.livery.setOverride(
            PropertyKey(property), to: Self.sample(for: property, on: component.type))
          for diagnostic in applier.diagnostics.dropFirst(before) {
            // (A compound applier's notice names its first property.)
            if diagnostic.message.contains("': not shown:") {
              notShown.insert("\(component.type).\(property)")
            } else {
              other.append("\(component.type).\(property): \(diagnostic.message)")
            }
          }
          view.livery.removeOverride(property)
          // A View row holds for every type without a row of its own for the property.
          let key = "\(component.type).\(property)"
          // Cells holding a control and tree rows have a cell's rows.
          let base =
            [TargetType.tableViewCellWithControl, .treeBrowserCell].contains(component.type)
            ? "TableViewCell" : nil
          if let row = documented[key] ?? base.flatMap({ documented["\($0).\(property)"] })
            ?? documented["View.\(property)"]
          {
            expected[key] = row
          } else {
            undocumented.append(key)
          }
        }
      }
      XCTAssert(other.isEmpty, "unexpected diagnostics: \(other)")
      XCTAssert(undocumented.isEmpty, "not in the coverage table: \(undocumented)")
      let documentedNotShown = Set(expected.filter { !$0.value }.map(\.key))
      XCTAssertEqual(
        notShown.subtracting(documentedNotShown).sorted(), [],
        "reported as not shown, but the table says shown")
      XCTAssertEqual(
        documentedNotShown.subtracting(notShown).sorted(), [],
        "the table says not shown, but nothing was reported")
    }
  }
}
#endif
