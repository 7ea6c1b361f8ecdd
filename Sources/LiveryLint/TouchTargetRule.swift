import LiveryCore
import LiveryRuntime

/// `touch-target`: a tappable component whose height or width resolves below 44 pt (Apple's
/// Human Interface Guidelines; the `minimum` option), where the theme sets the size. Checked
/// per matrix cell; a size reported once per declaration.
struct TouchTargetRule {
  let context: LintContext

  /// The catalog types a person taps.
  static let tappable: Set<TargetType> = [
    .button, .segmentedControl, .stepper, .textField, .slider, .switch,
  ]

  func findings() -> [Diagnostic] {
    let minimum = context.configuration.minimumTouchTarget
    // One finding per declaration, naming every style it makes too small.
    var found: [SourceLocation: (dimension: String, size: Double, styles: [String])] = [:]
    var order: [SourceLocation] = []
    struct Named: Hashable {
      let location: SourceLocation
      let name: String
    }
    var named: Set<Named> = []
    for environment in context.environments {
      for row in context.rows
      where Self.tappable.contains(row.type) && !row.states.contains(.disabled) {
        let style = context.theme.resolve(row.query(in: environment))
        for (property, dimension) in [(PropertyName.height, "height"), (.width, "width")] {
          guard let resolved = style.properties[property], context.isOwn(resolved.provenance),
            let size = style[property, as: Double.self], size > 0, size < minimum - 1e-9
          else { continue }
          var name = row.type.rawValue
          if let style = row.style { name += " '\(style.rawValue)'" }
          let location = resolved.provenance.location
          if found[location] == nil {
            order.append(location)
            found[location] = (dimension, size, [])
          }
          if named.insert(Named(location: location, name: name)).inserted {
            found[location]?.styles.append(name)
          }
        }
      }
    }
    return order.compactMap { location in
      guard let (dimension, size, styles) = found[location] else { return nil }
      let shown =
        styles.count > 4
        ? styles.prefix(4).joined(separator: ", ") + " and \(styles.count - 4) more"
        : styles.joined(separator: ", ")
      return .warning(
        "lint.touch-target",
        "a \(dimension) of \(NumberText.format(size)) pt is below the \(NumberText.format(minimum)) pt a tappable control needs (Apple Human Interface Guidelines): \(shown)",
        at: location,
        fixIt:
          "make the \(dimension) at least \(NumberText.format(minimum)), or enlarge the tappable area around it"
      )
    }
  }
}
