package import LiveryCore

/// Loads an ordered list of Motif files as one layer, with Motif's multi-file rules as diagnostics
/// (motif.md "Merging"):
///
/// - a constant or class already defined by an earlier file is an error, never an override (P10/P11) —
///   unless the two files are attached to variants that cannot both apply (a light and a dark
///   mapping file), which is how Livery gives Motif themes dark mode;
/// - a reference may only point backwards: to this file or an earlier one (P13/P14 for a name that
///   only a later file defines).
///
/// ```swift
/// let layer = MotifThemeLoader.layer(named: "app", files: ["Colors.yaml", "Buttons.yaml"].map(MotifReader.read))
/// ```
package enum MotifThemeLoader {
  package static func layer(named name: String, files: [Stylesheet]) -> Layer {
    var sheets = files
    // Both rules concern more than one file; inside one file Motif has neither.
    if sheets.count > 1 {
      checkDuplicates(&sheets)
      checkReferenceOrder(&sheets)
    }
    return Layer(name, stylesheets: sheets)
  }

  private struct Definition {
    let file: Int
    let location: SourceLocation
    let conditions: Conditions
  }

  private static func checkDuplicates(_ sheets: inout [Stylesheet]) {
    var constants: [String: [Definition]] = [:]
    var classes: [String: [Definition]] = [:]
    for index in sheets.indices {
      let conditions = sheets[index].conditions
      for constant in sheets[index].constants {
        if let earlier = constants[constant.name]?.first(where: {
          $0.file != index && !$0.conditions.isDisjoint(with: conditions)
        }) {
          sheets[index].diagnostics.append(
            .error(
              .motifDuplicateConstant,
              "the constant '$\(constant.name)' is already defined in \(fileName(sheets[earlier.file])); Motif does not let a later file override it",
              at: constant.location,
              notes: [.init("the first definition is here", at: earlier.location)],
              fixIt:
                "rename one of them, or attach the files to different variants (file@colorScheme=dark)"
            ))
        }
        constants[constant.name, default: []].append(
          Definition(file: index, location: constant.location, conditions: conditions))
      }
      for rule in sheets[index].rules {
        guard case .named(let name, _) = rule.identity else { continue }
        if let earlier = classes[name.rawValue]?.first(where: {
          $0.file != index && !$0.conditions.isDisjoint(with: conditions)
        }) {
          sheets[index].diagnostics.append(
            .error(
              .motifDuplicateClass,
              "the class '.\(name)' is already defined in \(fileName(sheets[earlier.file])); Motif does not let a later file override it",
              at: rule.location,
              notes: [.init("the first definition is here", at: earlier.location)]))
        }
        classes[name.rawValue, default: []].append(
          Definition(file: index, location: rule.location, conditions: conditions))
      }
    }
  }

  private static func checkReferenceOrder(_ sheets: inout [Stylesheet]) {
    var firstConstant: [String: Int] = [:]
    var firstClass: [String: Int] = [:]
    for (index, sheet) in sheets.enumerated() {
      for constant in sheet.constants where firstConstant[constant.name] == nil {
        firstConstant[constant.name] = index
      }
      for rule in sheet.rules {
        if case .named(let name, _) = rule.identity, firstClass[name.rawValue] == nil {
          firstClass[name.rawValue] = index
        }
      }
    }
    for index in sheets.indices {
      var forward: [Diagnostic] = []
      func check(
        _ sigil: String, _ name: String, at location: SourceLocation, definedIn: [String: Int]
      ) {
        guard let defining = definedIn[name], defining > index else { return }
        forward.append(
          .error(
            .motifForwardReference,
            "'\(sigil)\(name)' is defined only in a later file, \(fileName(sheets[defining])); Motif resolves references only backwards",
            at: location,
            fixIt: "load \(fileName(sheets[defining])) before \(fileName(sheets[index]))"))
      }
      func visit(_ value: ValueExpression, at location: SourceLocation) {
        guard case .reference(let reference) = value else { return }
        switch reference.kind {
        case .constant: check("$", reference.name, at: location, definedIn: firstConstant)
        case .style, .constantOrStyle:
          check(".", reference.name, at: location, definedIn: firstClass)
        }
      }
      for constant in sheets[index].constants { visit(constant.value, at: constant.valueLocation) }
      for rule in sheets[index].rules {
        for parent in rule.body.parents {
          check(".", parent.name, at: parent.location, definedIn: firstClass)
        }
        for declaration in rule.body.declarations {
          visit(declaration.value, at: declaration.valueLocation)
        }
      }
      sheets[index].diagnostics += forward
    }
  }

  private static func fileName(_ sheet: Stylesheet) -> String {
    String(sheet.path.split(separator: "/").last ?? Substring(sheet.path))
  }
}
