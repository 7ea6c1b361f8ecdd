// The stub's own machinery, not Apple API: a small view graph that evaluates views as SwiftUI
// documents it does, so the adapter's behaviour can be tested on Linux (apple-adapters.md §5.2).
//
// What it models, from Apple's documentation:
// - Structural identity ("Demystify SwiftUI", WWDC21; https://developer.apple.com/documentation/swiftui/view/id(_:)):
//   a view's identity is its type and position in its parent's body; `.id(_:)` adds an explicit
//   identity, and a new value is a new view. A node here is one identity: it is created when
//   the identity first appears, kept while it stays, and removed with its state when it goes.
// - State (https://developer.apple.com/documentation/swiftui/state): storage belongs to the
//   identity, not to the view value; setting it schedules an update.
// - Environment (https://developer.apple.com/documentation/swiftui/environment): values flow
//   down; modifiers change them for their content.
// - Tasks (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): start
//   when the view appears, cancelled when it disappears, restarted when the id changes.
//
// - When a body runs (https://developer.apple.com/documentation/swiftui/view, "Managing model
//   data in your app"): a view's body runs again when the view's value changed (its parent
//   made it with other inputs), when its state was set, or when an environment value it reads
//   changed; otherwise its last body is kept, and the views inside it are checked in turn.
//   Views the stub draws itself (stacks, text, modifiers, controls) are always looked into.
//   A view's value is compared as SwiftUI compares it, field by field (objects by identity,
//   closures not at all).
//
// What it does not model: layout, drawing, animation, transactions, preferences.
import Foundation

/// One identity in the graph.
public final class StubNode: @unchecked Sendable {
  /// Counts nodes as they are created, from 1: a node that is recreated gets a new serial.
  public let serial: Int
  /// The key in its parent: position and type.
  public let key: String
  public private(set) weak var parent: StubNode?
  /// The environment the view was evaluated in.
  public internal(set) var environment = EnvironmentValues()
  /// How many times this view's `body` (or a style's `makeBody`, a modifier's `body`) ran.
  public internal(set) var bodyEvaluations = 0
  /// What this node drew, in words (`padding(8, 16, 8, 16)`, `fill(#0A6ED1FF)`).
  public internal(set) var drawn: [String] = []
  /// A `Text`'s string.
  public internal(set) var text: String?
  /// The node's children by key, in the order first met.
  var childrenByKey: [String: StubNode] = [:]
  var order: [String] = []
  var visited = false
  var visitedBefore = false
  /// Storage of `@State` properties, by slot.
  var state: [String: Any] = [:]
  /// Whether a `@State` property was set since the body last ran.
  var isDirty = false
  /// The environment values the body read, with what each was then.
  var environmentReads: [String: _EnvironmentRead] = [:]
  /// The view's value when its body last ran, and that body, evaluated again when it is kept.
  var inputs: String?
  var replay: (@MainActor (EnvironmentValues) -> Void)?
  /// A button's action, pressed flag, a task and its id.
  var action: (@MainActor () -> Void)?
  var isPressed = false
  /// A representable's UIKit view and coordinator, made once per identity.
  public internal(set) var hostedView: AnyObject?
  var coordinator: Any?
  /// Whether the view was on screen at the last update (for `onAppear`).
  var isVisible = false
  /// A navigation stack's back (its path's last element removed).
  var pop: (@MainActor () -> Void)?
  var task: Task<Void, Never>?
  var taskID: AnyHashable?
  unowned let host: StubHost

  @MainActor
  init(key: String, parent: StubNode?, host: StubHost) {
    self.key = key
    self.parent = parent
    self.host = host
    host.created += 1
    serial = host.created
  }

  /// The children in order.
  public var children: [StubNode] { order.compactMap { childrenByKey[$0] } }

  /// This node and every node below it, depth first.
  public var subtree: [StubNode] { [self] + children.flatMap(\.subtree) }

  /// The nodes above this one, nearest first.
  public var ancestors: [StubNode] {
    var found: [StubNode] = []
    var current = parent
    while let node = current {
      found.append(node)
      current = node.parent
    }
    return found
  }

  /// Whether the key's type name contains `name` (`"Button<"`, `"LiveryButtonStyle"`).
  public func isView(named name: String) -> Bool { key.contains(name) }

  @MainActor
  func child(_ key: String) -> StubNode {
    if let found = childrenByKey[key] { return found }
    let made = StubNode(key: key, parent: self, host: host)
    childrenByKey[key] = made
    order.append(key)
    return made
  }

  @MainActor
  func removeUnvisited() {
    for key in order where childrenByKey[key]?.visited == false {
      childrenByKey[key]?.removeSubtree()
      childrenByKey[key] = nil
    }
    order.removeAll { childrenByKey[$0] == nil }
  }

  @MainActor
  private func removeSubtree() {
    for child in children { child.removeSubtree() }
    task?.cancel()
    host.removed += 1
  }
}

/// Holds a view tree and evaluates it: the stub's stand-in for a window.
@MainActor
public final class StubHost {
  /// Nodes created and removed so far.
  public internal(set) var created = 0
  public internal(set) var removed = 0
  /// How many updates ran.
  public private(set) var updates = 0
  /// The environment at the root (a window's: light, large text, left to right).
  public var environment = EnvironmentValues() {
    didSet { setNeedsUpdate() }
  }
  private let render: @MainActor (StubNode, EnvironmentValues) -> Void
  private(set) lazy var root = StubNode(key: "host", parent: nil, host: self)
  private var needsUpdate = false

  public init<Root: View>(_ view: Root) {
    render = { node, environment in
      _Render.view(view, key: "root", parent: node, environment: environment)
    }
    _ = root
    created = 0  // the host's own node is not a view
    update()
  }

  /// Evaluates the tree now.
  public func update() {
    needsUpdate = false
    updates += 1
    for child in root.children { child.visited = false }
    render(root, environment)
    root.removeUnvisited()
  }

  func setNeedsUpdate() { needsUpdate = true }

  /// Lets tasks run and applies the updates they cause, until nothing is pending.
  public func settle() async {
    for _ in 0..<200 {
      await Task.yield()
      if needsUpdate { update() }
    }
  }

  /// Every node, depth first.
  public var nodes: [StubNode] { root.subtree }

  /// The first `Text` showing `string`.
  public func text(_ string: String) -> StubNode? { nodes.first { $0.text == string } }

  /// Presses or releases the button whose label shows `title` (a touch held down).
  public func press(_ title: String, _ isPressed: Bool = true) {
    guard let button = text(title)?.ancestors.first(where: { $0.action != nil }) else { return }
    button.isPressed = isPressed
    update()
  }

  /// Taps the button whose label shows `title`.
  public func tap(_ title: String) {
    text(title)?.ancestors.first(where: { $0.action != nil })?.action?()
  }

  /// Goes back one level in the innermost navigation stack (the back button or the swipe).
  public func goBack() {
    nodes.last { $0.pop != nil }?.pop?()
    update()
  }

  /// What was drawn around the view showing `title`: each ancestor's own drawing and its
  /// backgrounds' and overlays', nearest first.
  public func drawing(around title: String) -> [String] {
    guard let node = text(title) else { return [] }
    return ([node] + node.ancestors).flatMap { ancestor in
      ancestor.drawn
        + ancestor.children.filter { $0.key.hasPrefix("decoration") }.flatMap(\.subtree)
        .flatMap(\.drawn)
    }
  }
}

/// How views are evaluated.
@MainActor
enum _Render {
  static func view<V: View>(
    _ view: V, key: String, parent: StubNode, environment: EnvironmentValues
  ) {
    let node = parent.child(key + "|" + String(reflecting: V.self))
    let isNew = node.inputs == nil && node.replay == nil && !node.visitedBefore
    node.visitedBefore = true
    node.visited = true
    node.environment = environment
    for child in node.children { child.visited = false }
    if view is any _PrimitiveView || view is any _StubRepresentable {
      node.drawn = []
      _Install.properties(of: view, node: node, environment: environment, prefix: "")
      if let primitive = view as? any _PrimitiveView {
        primitive._render(node: node, environment: environment)
      } else if let representable = view as? any _StubRepresentable {
        representable._stubRenderAny(node: node, environment: environment)
      }
    } else {
      let inputs = _Fingerprint.of(view)
      let readsChanged = node.environmentReads.values.contains { $0.read(environment) != $0.last }
      if isNew || node.isDirty || inputs != node.inputs || readsChanged {
        node.inputs = inputs
        node.isDirty = false
        node.drawn = []
        node.environmentReads = [:]
        _Install.properties(of: view, node: node, environment: environment, prefix: "")
        node.bodyEvaluations += 1
        let body = view.body
        node.replay = { [unowned node] values in
          _Render.view(body, key: "body", parent: node, environment: values)
        }
        Self.view(body, key: "body", parent: node, environment: environment)
      } else {
        // The body is kept; the views in it are checked against their own dependencies.
        node.replay?(environment)
      }
    }
    node.removeUnvisited()
  }
}

/// An environment value a body read, and what it was then.
struct _EnvironmentRead {
  let read: (EnvironmentValues) -> String
  let last: String
}

/// A value as SwiftUI compares views: field by field; objects by identity; a closure never equal
/// to another (it cannot be compared, so a view holding one counts as changed); dynamic
/// properties not at all (their storage is the identity's).
enum _Fingerprint {
  nonisolated(unsafe) private static var closures = 0

  static func of(_ value: Any, depth: Int = 0) -> String {
    if let object = value as? AnyObject, type(of: value) is AnyClass {
      return "@\(ObjectIdentifier(object).hashValue)"
    }
    let mirror = Mirror(reflecting: value)
    if mirror.children.isEmpty || depth > 4 {
      let text = String(reflecting: value)
      if text == "(Function)" {
        closures += 1
        return "(Function \(closures))"
      }
      return text
    }
    let fields = mirror.children.map { child -> String in
      if child.value is any _StubDynamic { return "" }
      if child.value is any DynamicProperty {
        return of(child.value, depth: depth + 1)
      }
      return (child.label ?? "") + ":" + of(child.value, depth: depth + 1)
    }
    return "\(type(of: value))(" + fields.joined(separator: ",") + ")"
  }
}

/// A view the stub draws itself (Text, stacks, shapes, controls, modifiers).
@MainActor
protocol _PrimitiveView {
  func _render(node: StubNode, environment: EnvironmentValues)
}

/// A UIKit view in the graph (`UIViewRepresentable`; nothing without UIKit).
@MainActor
public protocol _StubRepresentable {
  func _stubRenderAny(node: StubNode, environment: EnvironmentValues)
}

/// A modifier the stub applies itself.
@MainActor
protocol _PrimitiveModifier {
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void)
}

/// Dynamic properties (State, Environment, ScaledMetric) connect to their node before a body runs.
protocol _StubDynamic {
  func _install(node: StubNode, slot: String, environment: EnvironmentValues)
}

enum _Install {
  static func properties(
    of value: Any, node: StubNode, environment: EnvironmentValues, prefix: String
  ) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let slot = prefix + (child.label ?? "\(index)")
      if let dynamic = child.value as? any _StubDynamic {
        dynamic._install(node: node, slot: slot, environment: environment)
      } else if child.value is any DynamicProperty {
        properties(of: child.value, node: node, environment: environment, prefix: slot + ".")
      }
    }
  }
}
