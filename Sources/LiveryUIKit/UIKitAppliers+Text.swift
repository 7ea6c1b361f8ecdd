// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Foundation
import LiveryCore
import LiveryRuntime
import UIKit

extension UIKitAppliers {
  // MARK: - Text fields and text views

  mutating func textInputs() {
    // Text fields.
    color(.textColor, on: UITextField.self, get: { $0.textColor }, set: { $0.textColor = $1 })
    fonts(on: UITextField.self) { .textField($0) }
    keyword(
      .textAlignment, on: UITextField.self, get: { $0.textAlignment },
      set: { $0.textAlignment = $1 }, parse: NSTextAlignment.init(livery:))
    registry.register(
      .adjustsFontSizeToFitWidth, on: UITextField.self, as: Bool.self,
      own: { $0.adjustsFontSizeToFitWidth }, set: { $0.adjustsFontSizeToFitWidth = $1 },
      restore: { $0.adjustsFontSizeToFitWidth = $1 })
    controlAlignments(on: UITextField.self)
    // The placeholder's colour is an attribute of its text: the app's placeholder is kept and
    // given the colour (a placeholder the app sets later is plain again until the next apply).
    registry.register(
      .placeholderColor, on: UITextField.self, as: Adaptive<RGBAColor>.self,
      set: { field, color in
        OwnPlaceholder.keep(field)
        field.attributedPlaceholder = NSAttributedString(
          string: field.placeholder ?? "",
          attributes: [.foregroundColor: UIColor(livery: color)])
      },
      reset: { OwnPlaceholder.restore(on: $0) })
    keyword(
      .borderStyle, on: UITextField.self, get: { $0.borderStyle }, set: { $0.borderStyle = $1 },
      parse: UITextField.BorderStyle.init(livery:))
    keyword(
      .keyboardAppearance, on: UITextField.self, get: { $0.keyboardAppearance },
      set: { $0.keyboardAppearance = $1 }, parse: UIKeyboardAppearance.init(livery:))
    // A text field draws its own background image (its `background`), behind its text.
    image(
      .backgroundImage, on: UITextField.self, get: { $0.background }, set: { $0.background = $1 })
    notShown(
      [.textShadowColor, .textShadowOffset], on: UITextField.self,
      because: "a text field's text has no shadow outside attributed text")
    notShown(
      [.numberOfLines], on: UITextField.self, because: "a text field shows one line")
    notShown(
      [.textTransform, .letterSpacing, .lineSpacing], on: UITextField.self,
      because: "UIKit shows case, letter and line spacing only through attributed text")

    // Text views (scroll views: their content inset is the scroll view's).
    color(.textColor, on: UITextView.self, get: { $0.textColor }, set: { $0.textColor = $1 })
    fonts(on: UITextView.self) { .textView($0) }
    keyword(
      .textAlignment, on: UITextView.self, get: { $0.textAlignment },
      set: { $0.textAlignment = $1 }, parse: NSTextAlignment.init(livery:))
    keyword(
      .keyboardAppearance, on: UITextView.self, get: { $0.keyboardAppearance },
      set: { $0.keyboardAppearance = $1 }, parse: UIKeyboardAppearance.init(livery:))
    notShown(
      [.contentHorizontalAlignment, .contentVerticalAlignment], on: UITextView.self,
      because: "a text view is no control: its text starts at the top and follows textAlignment")
    notShown(
      [.textShadowColor, .textShadowOffset, .textTransform, .letterSpacing, .lineSpacing],
      on: UITextView.self,
      because:
        "UIKit shows text shadows, case and spacing in a text view only through attributed text")
    notShown(
      [.numberOfLines, .adjustsFontSizeToFitWidth], on: UITextView.self,
      because: "a text view scrolls its text instead of limiting or shrinking it")
  }

  /// A cell's text label (or its detail label), or why it has none to set: a content
  /// configuration replaces them, a cell style without a detail has no detail label.
  static func label(of cell: UITableViewCell, detail: Bool = false) throws(ApplierNotice)
    -> UILabel
  {
    guard cell.contentConfiguration == nil else {
      throw ApplierNotice(
        "not shown: this cell has a content configuration, whose text the app builds for each row; Livery styles a cell's textLabel and detailTextLabel (not its configuration yet)"
      )
    }
    guard let label = detail ? cell.detailTextLabel : cell.textLabel else {
      throw ApplierNotice("not shown: this cell's style has no detail label")
    }
    return label
  }

  // MARK: - Images, scroll views, tables and cells

  mutating func lists() {
    image(.image, on: UIImageView.self, get: { $0.image }, set: { $0.image = $1 })
    image(
      .highlightedImage, on: UIImageView.self, get: { $0.highlightedImage },
      set: { $0.highlightedImage = $1 })
    keyword(
      .contentMode, on: UIImageView.self, get: { $0.contentMode }, set: { $0.contentMode = $1 },
      parse: UIView.ContentMode.init(livery:))

    keyword(
      .indicatorStyle, on: UIScrollView.self, get: { $0.indicatorStyle },
      set: { $0.indicatorStyle = $1 }, parse: UIScrollView.IndicatorStyle.init(livery:))
    registry.register(
      .contentInset, on: UIScrollView.self, as: Insets.self, own: { $0.contentInset },
      set: { $0.contentInset = UIEdgeInsets(livery: $1) }, restore: { $0.contentInset = $1 })

    color(
      .separatorColor, on: UITableView.self, get: { $0.separatorColor },
      set: { $0.separatorColor = $1 })
    registry.register(
      .separatorStyle, on: UITableView.self, as: String.self, own: { $0.separatorStyle },
      set: { table, word throws(ApplierNotice) in
        switch word {
        case "none": table.separatorStyle = .none
        case "singleLine": table.separatorStyle = .singleLine
        case "singleLineEtched":
          table.separatorStyle = .singleLine
          throw ApplierNotice(
            "singleLineEtched is deprecated since iOS 11 and drawn as singleLine")
        default: throw ApplierNotice("'\(word)' is not a separator style UIKit knows")
        }
      },
      restore: { $0.separatorStyle = $1 })
    registry.register(
      .separatorInset, on: UITableView.self, as: Insets.self, own: { $0.separatorInset },
      set: { $0.separatorInset = UIEdgeInsets(livery: $1) }, restore: { $0.separatorInset = $1 })
    registry.register(
      .rowHeight, on: UITableView.self, as: Double.self, own: { $0.rowHeight },
      set: { $0.rowHeight = CGFloat($1) }, restore: { $0.rowHeight = $1 })
    registry.register(
      .sectionHeaderHeight, on: UITableView.self, as: Double.self,
      own: { $0.sectionHeaderHeight }, set: { $0.sectionHeaderHeight = CGFloat($1) },
      restore: { $0.sectionHeaderHeight = $1 })

    cells()
  }

  /// Cells show their text in their `textLabel` and `detailTextLabel` (a cell with a content
  /// configuration has none: its text is the configuration's, which the app rebuilds for each
  /// row). States come from the cell (selected, highlighted, editing), through the runtime.
  mutating func cells() {
    text(on: UITableViewCell.self) { cell throws(ApplierNotice) in try Self.label(of: cell) }
    registry.register(
      .detailTextColor, on: UITableViewCell.self, as: Adaptive<RGBAColor>.self,
      own: { (try? Self.label(of: $0, detail: true))?.textColor },
      set: { cell, color throws(ApplierNotice) in
        try Self.label(of: cell, detail: true).textColor = UIColor(livery: color)
      },
      restore: { cell, own in (try? Self.label(of: cell, detail: true))?.textColor = own })
    fonts(on: UITableViewCell.self, properties: [.detailFontName, .detailFontSize]) {
      cell throws(ApplierNotice) in .label(try Self.label(of: cell, detail: true))
    }
    // Selection shows a background view of the colour or gradient.
    registry.register(
      .selectedBackground, on: UITableViewCell.self, as: Adaptive<Paint>.self,
      own: { $0.selectedBackgroundView },
      set: { cell, paint in
        let view = LiveryBackdrop()
        view.setPaint(paint)
        cell.selectedBackgroundView = view
      },
      restore: { $0.selectedBackgroundView = $1 })
    // The accessory's colour: a cell's tint reaches its checkmark and detail button (UIKit draws
    // the disclosure chevron in its own grey); it wins over the cell's tint, one applier for both.
    registry.registerCompound(
      [.tintColor, .accessoryColor], on: UITableViewCell.self, takesTables: true,
      apply: { cell, values in
        let color =
          values[.accessoryColor, as: Adaptive<RGBAColor>.self]
          ?? values[.tintColor, as: Adaptive<RGBAColor>.self]
        cell.tintColor = color.map { UIColor(livery: $0) }
      },
      reset: { $0.tintColor = nil })
    notShown(
      [.separatorColor], on: UITableViewCell.self,
      because: "UIKit draws separators for the whole table: set separatorColor on the TableView")
    notShown(
      [.contentHorizontalAlignment, .contentVerticalAlignment], on: UITableViewCell.self,
      because: "a cell is no control: its labels are laid out by the cell's style")
    registry.registerPart(.textLabel, on: UITableViewCell.self) {
      $0.contentConfiguration == nil ? $0.textLabel : nil
    }
    registry.registerPart(.detailTextLabel, on: UITableViewCell.self) {
      $0.contentConfiguration == nil ? $0.detailTextLabel : nil
    }
    registry.registerPart(.contentView, on: UITableViewCell.self) { $0.contentView }
    registry.registerPart(.imageView, on: UITableViewCell.self) {
      $0.contentConfiguration == nil ? $0.imageView : nil
    }

    // A cell holding a control: its parts are the control it holds.
    registry.registerPart(.button, on: LiveryControlCell.self) { $0.control as? UIButton }
    registry.registerPart(.textField, on: LiveryControlCell.self) { $0.control as? UITextField }
    registry.registerPart(.switch, on: LiveryControlCell.self) { $0.control as? UISwitch }
    registry.registerPart(.label, on: LiveryControlCell.self) { $0.control as? UILabel }

    // A tree browser row: indentation and its disclosure control.
    registry.register(
      .indentationWidth, on: LiveryTreeCell.self, as: Double.self, own: { $0.indentationWidth },
      set: { $0.indentationWidth = CGFloat($1) }, restore: { $0.indentationWidth = $1 })
    color(
      .disclosureColor, on: LiveryTreeCell.self, get: { $0.disclosure.tintColor },
      set: { $0.disclosure.tintColor = $1 })
    image(
      .expandedImage, on: LiveryTreeCell.self, get: { $0.expandedImage },
      set: { $0.expandedImage = $1 })
    image(
      .collapsedImage, on: LiveryTreeCell.self, get: { $0.collapsedImage },
      set: { $0.collapsedImage = $1 })
  }
}
/// A text field's own placeholder, read before Livery first coloured it.
@MainActor
final class OwnPlaceholder {
  let placeholder: NSAttributedString?

  private init(_ placeholder: NSAttributedString?) { self.placeholder = placeholder }

  static func keep(_ field: UITextField) {
    _ = kept.value(of: field) { OwnPlaceholder(field.attributedPlaceholder) }
  }

  static func restore(on field: UITextField) {
    guard let own = kept.value(of: field) else { return }
    field.attributedPlaceholder = own.placeholder
  }

  private static let kept = Associated<OwnPlaceholder>()
}
#endif
