public import LiveryCore

extension ConversionSource {
  /// The source with NUI's per-state solid-colour background images (`backgroundImage` =
  /// `{solidColor}`, what a button's `background-color-<state>` beside its plain
  /// `background-color` reads as) written as each state's background colour: what formats without
  /// such images show. Where a state also gives the view's own colour, the image is what shows; the
  /// view's colour under it is a located loss.
  public func solidColorImagesAsBackgroundColors(format: String) -> (
    source: ConversionSource, losses: [Diagnostic]
  ) {
    var copy = self
    var losses: [Diagnostic] = []
    for index in copy.rules.indices {
      copy.rules[index].body.replaceSolidColorImages(format: format, losses: &losses)
    }
    return (copy, losses)
  }
}

extension ConversionSource.Body {
  fileprivate mutating func replaceSolidColorImages(format: String, losses: inout [Diagnostic]) {
    let images = settings.indices.filter { index in
      guard settings[index].declaration.property == .backgroundImage,
        case .value(.image(let image)) = settings[index].value,
        case .solidColor = image.origin
      else { return false }
      return true
    }
    if let last = images.last, case .value(.image(let image)) = settings[last].value,
      case .solidColor(let color) = image.origin
    {
      for index in settings.indices where settings[index].declaration.property == .backgroundColor {
        losses.append(
          .loss(
            "the view's background colour under a solid-colour background image", format,
            "has one background per state; the image's colour, which is what shows, is written",
            at: settings[index].declaration.location))
      }
      var replacement = settings[last]
      replacement.declaration.property = .backgroundColor
      replacement.value = .value(.color(color))
      let removed = Set(images).union(
        settings.indices.filter { settings[$0].declaration.property == .backgroundColor })
      settings =
        settings.indices.filter { !removed.contains($0) }.map { settings[$0] } + [replacement]
    }
    for index in states.indices {
      states[index].body.replaceSolidColorImages(format: format, losses: &losses)
    }
    for index in subElements.indices {
      subElements[index].body.replaceSolidColorImages(format: format, losses: &losses)
    }
  }
}
