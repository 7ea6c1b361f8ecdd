// A stub of UIKit's text inputs and text attributes: only what LiveryUIKit calls, transcribed
// from Apple's documentation (the page is named above each declaration, with the availability
// it gives).

/// https://developer.apple.com/documentation/uikit/uikeyboardappearance — iOS 2.0+
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor — iOS 6.0+
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font — iOS 6.0+
  public static let font = NSAttributedString.Key("NSFont")
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/shadow — iOS 6.0+
  public static let shadow = NSAttributedString.Key("NSShadow")
}

/// https://developer.apple.com/documentation/uikit/nsshadow — iOS 6.0+
open class NSShadow: NSObject {
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/nsshadow/shadowcolor — iOS 6.0+
  open var shadowColor: Any?
  /// https://developer.apple.com/documentation/uikit/nsshadow/shadowoffset — iOS 6.0+
  open var shadowOffset = CGSize.zero
}

/// https://developer.apple.com/documentation/uikit/uitextfield — iOS 2.0+
@MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor — iOS 2.0+
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitextfield/font — iOS 2.0+
  open var font: UIFont? = UIFont.systemFont(ofSize: 17, weight: .regular)
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory — iOS 10.0+
  open var adjustsFontForContentSizeCategory = false
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment — iOS 2.0+
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uitextfield/adjustsfontsizetofitwidth — iOS 2.0+
  open var adjustsFontSizeToFitWidth = false
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder — iOS 2.0+
  open var placeholder: String? {
    get { ownPlaceholder?.string }
    set { ownPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder — iOS 6.0+
  open var attributedPlaceholder: NSAttributedString? {
    get { ownPlaceholder }
    set { ownPlaceholder = newValue }
  }
  private var ownPlaceholder: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property — iOS 2.0+
  open var borderStyle = BorderStyle.none
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum — iOS 2.0+
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance — iOS 2.0+
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// https://developer.apple.com/documentation/uikit/uitextfield/background — iOS 2.0+
  open var background: UIImage?
  /// https://developer.apple.com/documentation/uikit/uitextfield/isediting — iOS 2.0+
  /// (read-only in UIKit: the stub's tests set it as a tap into the field would)
  open var isEditing = false
}

/// https://developer.apple.com/documentation/uikit/uisearchtextfield — iOS 13.0+
@MainActor
open class UISearchTextField: UITextField {}

/// https://developer.apple.com/documentation/uikit/uiscrollview — iOS 2.0+
@MainActor
open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset — iOS 2.0+
  open var contentInset = UIEdgeInsets.zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.property — iOS 2.0+
  open var indicatorStyle = IndicatorStyle.default
  /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum — iOS 2.0+
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }
}

/// https://developer.apple.com/documentation/uikit/uitextview — iOS 2.0+
@MainActor
open class UITextView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitextview/textcolor — iOS 2.0+
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitextview/font — iOS 2.0+
  open var font: UIFont?
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory — iOS 10.0+
  open var adjustsFontForContentSizeCategory = false
  /// https://developer.apple.com/documentation/uikit/uitextview/textalignment — iOS 2.0+
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance — iOS 2.0+
  open var keyboardAppearance = UIKeyboardAppearance.default
}

extension AttributeScopes {
  /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes — iOS 15.0+
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes — iOS 15.0+
  /// (only the font here)
  public struct UIKitAttributes: AttributeScope {
    /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/font — iOS 15.0+
    public let font: FontAttribute
    public let foundation: FoundationAttributes

    /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/fontattribute — iOS 15.0+
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name on an `AttributeContainer` (`container.font`).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T { self[T.self] }
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer — iOS 15.0+
/// (Declared with a plain escaping closure; the stub asks for a `@Sendable` one, the stricter.)
public struct UIConfigurationTextAttributesTransformer: Sendable {
  private let transform: @Sendable (AttributeContainer) -> AttributeContainer

  /// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer/init(_:) — iOS 15.0+
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer/callasfunction(_:) — iOS 15.0+
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
