// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Dispatch
import LiveryAppleSupport
import LiveryCore
@_spi(LiveryAdapter) import LiveryRuntime
import UIKit

/// Follows a control's or a cell's state into its Livery states, so the values a theme gives a
/// state (a MAF `Highlighted` visual state's background, a cell's `Selected` text colour) show
/// while the state lasts — for the properties UIKit keeps no per-state value of (per-state
/// setters need no following). Set up when a view is first styled, with no swizzling:
///
/// - a control: its touch events (down, drag in and out, up, cancel) — what highlights it — and
///   a text field's editing (begin, end);
/// - a button with a `UIButton.Configuration` and a cell (iOS 15+): its configuration update
///   handler, which UIKit calls on every state change, run after the app's own (an app that sets
///   a new handler later replaces Livery's);
/// - a tree row: its `isExpanded`.
///
/// A plain control whose `isEnabled` or `isSelected` the app changes in code shows that state's
/// values at its next touch or its next `applier.apply(to:)`.
@MainActor
enum StateFollower {
  static func follow(_ view: UIView) {
    switch view {
    case let cell as UITableViewCell:
      let own = cell.configurationUpdateHandler
      cell.configurationUpdateHandler = { cell, state in
        own?(cell, state)
        sync(cell, state)
      }
    case let control as UIControl:
      // Only a button that has a configuration: setting the handler on a plain one would turn it
      // into a configuration-based button (UIButton.h), which ignores its title label's font.
      if let button = control as? UIButton, button.configuration != nil {
        let own = button.configurationUpdateHandler
        button.configurationUpdateHandler = { button in
          own?(button)
          sync(button)
        }
      }
      var touches: UIControl.Event = [
        .touchDown, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside,
        .touchCancel,
      ]
      // A text field's `editing` state begins and ends with its editing.
      if control is UITextField { touches.formUnion([.editingDidBegin, .editingDidEnd]) }
      control.addAction(
        UIAction { [weak control] _ in
          guard let control else { return }
          sync(control)
          // UIKit may change the state after sending the event: look again at the next turn.
          DispatchQueue.main.async { [weak control] in
            MainActor.assumeIsolated {
              if let control { sync(control) }
            }
          }
        }, for: touches)
    default:
      return
    }
    syncNow(view)
  }

  /// The view's state now.
  static func syncNow(_ view: UIView) {
    if let cell = view as? UITableViewCell {
      sync(
        cell,
        CellStates(
          isSelected: cell.isSelected, isHighlighted: cell.isHighlighted,
          isEditing: cell.isEditing, isDisabled: !cell.isUserInteractionEnabled,
          isExpanded: (cell as? LiveryTreeCell)?.isExpanded ?? false
        ).states)
    } else if let control = view as? UIControl {
      sync(control)
    }
  }

  private static func sync(_ control: UIControl) {
    var states = ControlStateBits(rawValue: control.state.rawValue).states
    if (control as? UITextField)?.isEditing == true { states.insert(.editing) }
    control.activeStates = states
  }

  private static func sync(_ cell: UITableViewCell, _ state: UICellConfigurationState) {
    sync(
      cell,
      CellStates(
        isSelected: state.isSelected, isHighlighted: state.isHighlighted,
        isEditing: state.isEditing, isDisabled: state.isDisabled, isFocused: state.isFocused,
        isExpanded: (cell as? LiveryTreeCell)?.isExpanded ?? false
      ).states)
  }

  private static func sync(_ cell: UITableViewCell, _ states: Set<StateName>) {
    cell.activeStates = states
  }
}
#endif
