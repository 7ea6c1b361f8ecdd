// A stub of SwiftUI's controls and their style protocols: only what LiverySwiftUI calls,
// transcribed from Apple's documentation (the page above each declaration, with its
// availability). A control draws with the innermost style set on it; a control made from a
// style's configuration (`Toggle(configuration)`) draws with the style that was in effect
// outside that one, as the documentation of those initialisers says.

import Foundation

/// https://developer.apple.com/documentation/swiftui/buttonrole — iOS 15.0+
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive — iOS 15.0+
  public static let destructive = ButtonRole(name: "destructive")
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel — iOS 15.0+
  public static let cancel = ButtonRole(name: "cancel")
}

/// https://developer.apple.com/documentation/swiftui/button — iOS 13.0+
public struct Button<Label: View>: View, _PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:) — iOS 13.0+
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
    role = nil
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) — iOS 15.0+
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
  }

  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    node.action = action
    let label = self.label
    let renderLabel: @MainActor (StubNode, EnvironmentValues) -> Void = { parent, values in
      _Render.view(label, key: "label", parent: parent, environment: values)
    }
    var inner = environment
    guard let style = inner._buttonStyles.popLast() else {
      node.drawn.append("button(automatic)")
      return renderLabel(node, environment)
    }
    style.render(
      _ButtonParts(role: role, label: renderLabel, action: action, isPressed: node.isPressed),
      node, inner)
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:)-2ppgz — iOS 13.0+
  /// ("Use this initializer within the makeBody(configuration:) method of a
  /// PrimitiveButtonStyle … for custom button styles that modify the current button style":
  /// it draws with the style outside that one.)
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    label = configuration.label
    role = configuration.role
    action = configuration.trigger
  }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle — iOS 13.0+
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration — iOS 13.0+
public struct PrimitiveButtonStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.struct — iOS 13.0+
  public struct Label: View, _PrimitiveView {
    let render: @MainActor (StubNode, EnvironmentValues) -> Void
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
  }
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/role — iOS 15.0+
  public let role: ButtonRole?
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.property — iOS 13.0+
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger() — iOS 13.0+
  public func trigger() { MainActor.assumeIsolated { action() } }
}

/// What a button gives its style.
struct _ButtonParts {
  let role: ButtonRole?
  let label: @MainActor (StubNode, EnvironmentValues) -> Void
  let action: @MainActor () -> Void
  let isPressed: Bool
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 — iOS 13.0+
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-8y5yk — iOS 15.0+
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// https://developer.apple.com/documentation/swiftui/buttonstyle — iOS 13.0+
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration — iOS 13.0+
public struct ButtonStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct — iOS 13.0+
  public struct Label: View, _PrimitiveView {
    let render: @MainActor (StubNode, EnvironmentValues) -> Void
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
  }
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role — iOS 15.0+
  public let role: ButtonRole?
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property — iOS 13.0+
  public let label: ButtonStyleConfiguration.Label
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed — iOS 13.0+
  public let isPressed: Bool
}

struct _AnyButtonStyle {
  let render: @MainActor (_ButtonParts, StubNode, EnvironmentValues) -> Void
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1 — iOS 13.0+
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let box = _AnyButtonStyle { parts, node, environment in
      let configuration = ButtonStyleConfiguration(
        role: parts.role, label: ButtonStyleConfiguration.Label(render: parts.label),
        isPressed: parts.isPressed)
      _Install.properties(of: style, node: node, environment: environment, prefix: "style.")
      node.bodyEvaluations += 1
      _Render.view(
        style.makeBody(configuration: configuration), key: "style", parent: node,
        environment: environment)
    }
    return modifier(_EnvironmentModifier { $0._buttonStyles.append(box) })
  }

  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx — iOS 13.0+
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let box = _AnyButtonStyle { parts, node, environment in
      let configuration = PrimitiveButtonStyleConfiguration(
        role: parts.role, label: PrimitiveButtonStyleConfiguration.Label(render: parts.label),
        action: parts.action)
      _Install.properties(of: style, node: node, environment: environment, prefix: "style.")
      node.bodyEvaluations += 1
      _Render.view(
        style.makeBody(configuration: configuration), key: "primitiveStyle", parent: node,
        environment: environment)
    }
    return modifier(_EnvironmentModifier { $0._buttonStyles.append(box) })
  }
}

/// https://developer.apple.com/documentation/swiftui/toggle — iOS 13.0+
public struct Toggle<Label: View>: View, _PrimitiveView {
  let label: Label
  let isOn: Binding<Bool>
  let fromConfiguration: Bool

  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:) — iOS 13.0+
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    fromConfiguration = false
  }

  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    let label = self.label
    let renderLabel: @MainActor (StubNode, EnvironmentValues) -> Void = { parent, values in
      _Render.view(label, key: "label", parent: parent, environment: values)
    }
    var inner = environment
    guard let style = inner._toggleStyles.popLast() else {
      node.drawn.append(
        "switch(on: \(isOn.wrappedValue), tint: \(environment._tint.map { "\($0)" } ?? "default"))")
      return renderLabel(node, environment)
    }
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(render: renderLabel), binding: isOn)
    style.render(configuration, node, inner)
  }
}

extension Toggle where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l — iOS 13.0+
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:)-2vnbd — iOS 14.0+
  /// ("Creates a toggle based on a toggle style configuration … useful for custom toggle styles
  /// that only modify the current toggle style.")
  public init(_ configuration: ToggleStyleConfiguration) {
    label = configuration.label
    isOn = configuration.binding
    fromConfiguration = true
  }
}

/// https://developer.apple.com/documentation/swiftui/togglestyle — iOS 13.0+
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ToggleStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration — iOS 13.0+
public struct ToggleStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct — iOS 13.0+
  public struct Label: View, _PrimitiveView {
    let render: @MainActor (StubNode, EnvironmentValues) -> Void
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
  }
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.property — iOS 13.0+
  public let label: ToggleStyleConfiguration.Label
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison — iOS 13.0+
  @Binding public var isOn: Bool

  init(label: ToggleStyleConfiguration.Label, binding: Binding<Bool>) {
    self.label = label
    _isOn = binding
  }

  var binding: Binding<Bool> { _isOn }
}

struct _AnyToggleStyle {
  let render: @MainActor (ToggleStyleConfiguration, StubNode, EnvironmentValues) -> Void
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:) — iOS 13.0+
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let box = _AnyToggleStyle { configuration, node, environment in
      _Install.properties(of: style, node: node, environment: environment, prefix: "style.")
      node.bodyEvaluations += 1
      _Render.view(
        style.makeBody(configuration: configuration), key: "style", parent: node,
        environment: environment)
    }
    return modifier(_EnvironmentModifier { $0._toggleStyles.append(box) })
  }
}

/// https://developer.apple.com/documentation/swiftui/label — iOS 14.0+
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
  let title: Title
  let icon: Icon

  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:) — iOS 14.0+
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    let title = self.title
    let icon = self.icon
    let renderTitle: @MainActor (StubNode, EnvironmentValues) -> Void = { parent, values in
      _Render.view(title, key: "title", parent: parent, environment: values)
    }
    let renderIcon: @MainActor (StubNode, EnvironmentValues) -> Void = { parent, values in
      _Render.view(icon, key: "icon", parent: parent, environment: values)
    }
    var inner = environment
    guard let style = inner._labelStyles.popLast() else {
      renderIcon(node, environment)
      return renderTitle(node, environment)
    }
    style.render(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(render: renderTitle),
        icon: LabelStyleConfiguration.Icon(render: renderIcon)), node, inner)
  }
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bbqa — iOS 14.0+
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:) — iOS 14.0+
  public init(_ configuration: LabelStyleConfiguration) {
    title = configuration.title
    icon = configuration.icon
  }
}

/// https://developer.apple.com/documentation/swiftui/labelstyle — iOS 14.0+
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration — iOS 14.0+
public struct LabelStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct — iOS 14.0+
  public struct Title: View, _PrimitiveView {
    let render: @MainActor (StubNode, EnvironmentValues) -> Void
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
  }
  /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct — iOS 14.0+
  public struct Icon: View, _PrimitiveView {
    let render: @MainActor (StubNode, EnvironmentValues) -> Void
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
  }
  public let title: LabelStyleConfiguration.Title
  public let icon: LabelStyleConfiguration.Icon
}

struct _AnyLabelStyle {
  let render: @MainActor (LabelStyleConfiguration, StubNode, EnvironmentValues) -> Void
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:) — iOS 14.0+
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let box = _AnyLabelStyle { configuration, node, environment in
      _Install.properties(of: style, node: node, environment: environment, prefix: "style.")
      node.bodyEvaluations += 1
      _Render.view(
        style.makeBody(configuration: configuration), key: "style", parent: node,
        environment: environment)
    }
    return modifier(_EnvironmentModifier { $0._labelStyles.append(box) })
  }
}

/// https://developer.apple.com/documentation/swiftui/progressview — iOS 14.0+
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
  let fraction: Double?
  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    var inner = environment
    guard let style = inner._progressStyles.popLast() else {
      node.drawn.append(
        "progress(\(fraction.map { "\($0)" } ?? "indeterminate"), tint: "
          + "\(environment._tint.map { "\($0)" } ?? "default"))")
      return
    }
    style.render(ProgressViewStyleConfiguration(fractionCompleted: fraction), node, inner)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:) — iOS 14.0+
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Double($0 / total) }
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-6gmh0 — iOS 14.0+
  /// (For custom styles that modify the current progress view style.)
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
  }
}

/// https://developer.apple.com/documentation/swiftui/progressviewstyle — iOS 14.0+
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration — iOS 14.0+
public struct ProgressViewStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct — iOS 14.0+
  public struct Label: View, _PrimitiveView {
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) {}
  }
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct — iOS 14.0+
  public struct CurrentValueLabel: View, _PrimitiveView {
    public var body: Never { fatalError() }
    func _render(node: StubNode, environment: EnvironmentValues) {}
  }
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/fractioncompleted — iOS 14.0+
  public let fractionCompleted: Double?
}

struct _AnyProgressViewStyle {
  let render: @MainActor (ProgressViewStyleConfiguration, StubNode, EnvironmentValues) -> Void
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:) — iOS 14.0+
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let box = _AnyProgressViewStyle { configuration, node, environment in
      _Install.properties(of: style, node: node, environment: environment, prefix: "style.")
      node.bodyEvaluations += 1
      _Render.view(
        style.makeBody(configuration: configuration), key: "style", parent: node,
        environment: environment)
    }
    return modifier(_EnvironmentModifier { $0._progressStyles.append(box) })
  }
}
