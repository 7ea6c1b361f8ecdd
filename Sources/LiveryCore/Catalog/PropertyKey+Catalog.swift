// Generated from PropertySchema.standard and ComponentCatalog.standard; do not edit.
// Regenerate: LIVERY_REGENERATE=1 swift test --filter PropertyKeyGeneration
// (Tests/LiveryCoreTests/PropertyKeyGenerationTests.swift checks it is current).

extension PropertyKey where T == Bool {
  /// `adjustsFontSizeToFitWidth`: a boolean. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell.
  public static var adjustsFontSizeToFitWidth: Self { Self("adjustsFontSizeToFitWidth") }
  /// `backgroundRepeat`: a boolean.
  public static var backgroundRepeat: Self { Self("backgroundRepeat") }
  /// `clipsToBounds`: a boolean.
  public static var clipsToBounds: Self { Self("clipsToBounds") }
  /// `enabled`: a boolean.
  public static var enabled: Self { Self("enabled") }
  /// `hidden`: a boolean. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var hidden: Self { Self("hidden") }
  /// `masksToBounds`: a boolean.
  public static var masksToBounds: Self { Self("masksToBounds") }
  /// `showsHorizontalScrollIndicator`: a boolean.
  public static var showsHorizontalScrollIndicator: Self { Self("showsHorizontalScrollIndicator") }
  /// `showsVerticalScrollIndicator`: a boolean.
  public static var showsVerticalScrollIndicator: Self { Self("showsVerticalScrollIndicator") }
  /// `translucent`: a boolean. On NavigationBar, ToolBar, TabBar, SearchBar.
  public static var translucent: Self { Self("translucent") }
  /// `userInteractionEnabled`: a boolean.
  public static var userInteractionEnabled: Self { Self("userInteractionEnabled") }
}

extension PropertyKey where T == Border {
  /// `border`: a border.
  public static var border: Self { Self("border") }
}

extension PropertyKey where T == ColorGradient {
  /// `backgroundGradient`: a gradient.
  public static var backgroundGradient: Self { Self("backgroundGradient") }
  /// `gradient`: a gradient.
  public static var gradient: Self { Self("gradient") }
}

extension PropertyKey where T == Double {
  /// `alpha`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var alpha: Self { Self("alpha") }
  /// `borderWidth`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var borderWidth: Self { Self("borderWidth") }
  /// `cornerRadius`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var cornerRadius: Self { Self("cornerRadius") }
  /// `detailFontSize`: a number. On Label, TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var detailFontSize: Self { Self("detailFontSize") }
  /// `fontSize`: a number. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell, NavigationBar, BarButtonItem, TabBar, SearchBar,
  /// SegmentedControl, ActivityIndicator.
  public static var fontSize: Self { Self("fontSize") }
  /// `height`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var height: Self { Self("height") }
  /// `indentationWidth`: a number. On TreeBrowserCell.
  public static var indentationWidth: Self { Self("indentationWidth") }
  /// `kern`: a number.
  public static var kern: Self { Self("kern") }
  /// `letterSpacing`: a number. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell.
  public static var letterSpacing: Self { Self("letterSpacing") }
  /// `lineHeight`: a number.
  public static var lineHeight: Self { Self("lineHeight") }
  /// `lineSpacing`: a number. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell.
  public static var lineSpacing: Self { Self("lineSpacing") }
  /// `maximumHeight`: a number.
  public static var maximumHeight: Self { Self("maximumHeight") }
  /// `maximumWidth`: a number.
  public static var maximumWidth: Self { Self("maximumWidth") }
  /// `minimumHeight`: a number.
  public static var minimumHeight: Self { Self("minimumHeight") }
  /// `minimumScaleFactor`: a number.
  public static var minimumScaleFactor: Self { Self("minimumScaleFactor") }
  /// `minimumWidth`: a number.
  public static var minimumWidth: Self { Self("minimumWidth") }
  /// `opacity`: a number.
  public static var opacity: Self { Self("opacity") }
  /// `rowHeight`: a number. On TableView.
  public static var rowHeight: Self { Self("rowHeight") }
  /// `sectionFooterHeight`: a number.
  public static var sectionFooterHeight: Self { Self("sectionFooterHeight") }
  /// `sectionHeaderHeight`: a number. On TableView.
  public static var sectionHeaderHeight: Self { Self("sectionHeaderHeight") }
  /// `separatorHeight`: a number.
  public static var separatorHeight: Self { Self("separatorHeight") }
  /// `shadowOpacity`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var shadowOpacity: Self { Self("shadowOpacity") }
  /// `shadowRadius`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var shadowRadius: Self { Self("shadowRadius") }
  /// `titleVerticalPositionAdjustment`: a number. On NavigationBar.
  public static var titleVerticalPositionAdjustment: Self {
    Self("titleVerticalPositionAdjustment")
  }
  /// `width`: a number. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var width: Self { Self("width") }
}

extension PropertyKey where T == FontDescriptor {
  /// `font`: a font.
  public static var font: Self { Self("font") }
}

extension PropertyKey where T == ImageSource {
  /// `backgroundImage`: an image. On View, Label, Button, TextField, TextView, ImageView,
  /// ScrollView, TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell,
  /// NavigationBar, ToolBar, BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch,
  /// Stepper, ProgressView.
  public static var backgroundImage: Self { Self("backgroundImage") }
  /// `backgroundImageLandscapePhone`: an image. On NavigationBar.
  public static var backgroundImageLandscapePhone: Self { Self("backgroundImageLandscapePhone") }
  /// `collapsedImage`: an image. On TreeBrowserCell.
  public static var collapsedImage: Self { Self("collapsedImage") }
  /// `decrementImage`: an image. On Stepper.
  public static var decrementImage: Self { Self("decrementImage") }
  /// `dividerImage`: an image. On SegmentedControl, Stepper.
  public static var dividerImage: Self { Self("dividerImage") }
  /// `expandedImage`: an image. On TreeBrowserCell.
  public static var expandedImage: Self { Self("expandedImage") }
  /// `highlightedImage`: an image. On ImageView.
  public static var highlightedImage: Self { Self("highlightedImage") }
  /// `icon`: an image.
  public static var icon: Self { Self("icon") }
  /// `image`: an image. On Button, ImageView.
  public static var image: Self { Self("image") }
  /// `incrementImage`: an image. On Stepper.
  public static var incrementImage: Self { Self("incrementImage") }
  /// `indicatorImage`: an image. On TabBar.
  public static var indicatorImage: Self { Self("indicatorImage") }
  /// `maximumValueImage`: an image. On Slider.
  public static var maximumValueImage: Self { Self("maximumValueImage") }
  /// `minimumValueImage`: an image. On Slider.
  public static var minimumValueImage: Self { Self("minimumValueImage") }
  /// `offImage`: an image. On Switch.
  public static var offImage: Self { Self("offImage") }
  /// `onImage`: an image. On Switch.
  public static var onImage: Self { Self("onImage") }
  /// `progressImage`: an image. On ProgressView.
  public static var progressImage: Self { Self("progressImage") }
  /// `scopeBarBackgroundImage`: an image. On SearchBar.
  public static var scopeBarBackgroundImage: Self { Self("scopeBarBackgroundImage") }
  /// `searchFieldBackgroundImage`: an image. On SearchBar.
  public static var searchFieldBackgroundImage: Self { Self("searchFieldBackgroundImage") }
  /// `selectedBackgroundImage`: an image. On SegmentedControl.
  public static var selectedBackgroundImage: Self { Self("selectedBackgroundImage") }
  /// `selectionIndicatorImage`: an image. On TabBar.
  public static var selectionIndicatorImage: Self { Self("selectionIndicatorImage") }
  /// `shadowImage`: an image. On NavigationBar, ToolBar, TabBar, SearchBar.
  public static var shadowImage: Self { Self("shadowImage") }
  /// `thumbImage`: an image. On Slider.
  public static var thumbImage: Self { Self("thumbImage") }
  /// `trackImage`: an image. On ProgressView.
  public static var trackImage: Self { Self("trackImage") }
  /// `unselectedBackgroundImage`: an image. On SegmentedControl.
  public static var unselectedBackgroundImage: Self { Self("unselectedBackgroundImage") }
}

extension PropertyKey where T == Insets {
  /// `contentEdgeInsets`: edge insets. On Button.
  public static var contentEdgeInsets: Self { Self("contentEdgeInsets") }
  /// `contentInset`: edge insets. On TextView, ScrollView.
  public static var contentInset: Self { Self("contentInset") }
  /// `imageEdgeInsets`: edge insets. On Button.
  public static var imageEdgeInsets: Self { Self("imageEdgeInsets") }
  /// `insets`: edge insets.
  public static var insets: Self { Self("insets") }
  /// `layoutMargins`: edge insets.
  public static var layoutMargins: Self { Self("layoutMargins") }
  /// `margin`: edge insets.
  public static var margin: Self { Self("margin") }
  /// `margins`: edge insets.
  public static var margins: Self { Self("margins") }
  /// `padding`: edge insets. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var padding: Self { Self("padding") }
  /// `separatorInset`: edge insets. On TableView.
  public static var separatorInset: Self { Self("separatorInset") }
  /// `titleEdgeInsets`: edge insets. On Button.
  public static var titleEdgeInsets: Self { Self("titleEdgeInsets") }
}

extension PropertyKey where T == Int {
  /// `numberOfLines`: an integer. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell.
  public static var numberOfLines: Self { Self("numberOfLines") }
}

extension PropertyKey where T == Offset {
  /// `backgroundVerticalPositionAdjustment`: an offset.
  public static var backgroundVerticalPositionAdjustment: Self {
    Self("backgroundVerticalPositionAdjustment")
  }
  /// `textShadowOffset`: an offset. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell, NavigationBar, BarButtonItem, SegmentedControl.
  public static var textShadowOffset: Self { Self("textShadowOffset") }
  /// `titlePositionAdjustment`: an offset.
  public static var titlePositionAdjustment: Self { Self("titlePositionAdjustment") }
}

extension PropertyKey where T == Paint {
  /// `background`: a colour or a gradient.
  public static var background: Self { Self("background") }
  /// `backgroundColor`: a colour or a gradient. On View, Label, Button, TextField, TextView,
  /// ImageView, ScrollView, TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell,
  /// NavigationBar, ToolBar, BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch,
  /// Stepper, ProgressView.
  public static var backgroundColor: Self { Self("backgroundColor") }
  /// `scopeBackground`: a colour or a gradient. On SearchBar.
  public static var scopeBackground: Self { Self("scopeBackground") }
  /// `selectedBackground`: a colour or a gradient. On TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var selectedBackground: Self { Self("selectedBackground") }
}

extension PropertyKey where T == Point {
  /// `anchorPoint`: a point.
  public static var anchorPoint: Self { Self("anchorPoint") }
  /// `endPoint`: a point.
  public static var endPoint: Self { Self("endPoint") }
  /// `startPoint`: a point.
  public static var startPoint: Self { Self("startPoint") }
}

extension PropertyKey where T == RGBAColor {
  /// `accessoryColor`: a colour. On TableViewCell, TableViewCellWithControl, TreeBrowserCell.
  public static var accessoryColor: Self { Self("accessoryColor") }
  /// `barTintColor`: a colour. On NavigationBar, ToolBar, TabBar, SearchBar.
  public static var barTintColor: Self { Self("barTintColor") }
  /// `borderColor`: a colour. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var borderColor: Self { Self("borderColor") }
  /// `boxColor`: a colour. On ActivityIndicator.
  public static var boxColor: Self { Self("boxColor") }
  /// `color`: a colour. On ActivityIndicator.
  public static var color: Self { Self("color") }
  /// `coverColor`: a colour. On ActivityIndicator.
  public static var coverColor: Self { Self("coverColor") }
  /// `detailTextColor`: a colour. On Label, TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var detailTextColor: Self { Self("detailTextColor") }
  /// `disclosureColor`: a colour. On TreeBrowserCell.
  public static var disclosureColor: Self { Self("disclosureColor") }
  /// `dividerColor`: a colour. On SegmentedControl.
  public static var dividerColor: Self { Self("dividerColor") }
  /// `highlightedTextColor`: a colour. On Label.
  public static var highlightedTextColor: Self { Self("highlightedTextColor") }
  /// `maximumTrackTintColor`: a colour. On Slider.
  public static var maximumTrackTintColor: Self { Self("maximumTrackTintColor") }
  /// `minimumTrackTintColor`: a colour. On Slider.
  public static var minimumTrackTintColor: Self { Self("minimumTrackTintColor") }
  /// `offTintColor`: a colour. On Switch.
  public static var offTintColor: Self { Self("offTintColor") }
  /// `onTintColor`: a colour. On Switch.
  public static var onTintColor: Self { Self("onTintColor") }
  /// `placeholderColor`: a colour. On TextField.
  public static var placeholderColor: Self { Self("placeholderColor") }
  /// `progressTintColor`: a colour. On ProgressView.
  public static var progressTintColor: Self { Self("progressTintColor") }
  /// `selectedImageTintColor`: a colour. On TabBar.
  public static var selectedImageTintColor: Self { Self("selectedImageTintColor") }
  /// `separatorColor`: a colour. On TableView, TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var separatorColor: Self { Self("separatorColor") }
  /// `shadowColor`: a colour. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var shadowColor: Self { Self("shadowColor") }
  /// `textColor`: a colour. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell, NavigationBar, BarButtonItem, TabBar, SearchBar,
  /// SegmentedControl, ActivityIndicator.
  public static var textColor: Self { Self("textColor") }
  /// `textShadowColor`: a colour. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell, NavigationBar, BarButtonItem, SegmentedControl.
  public static var textShadowColor: Self { Self("textShadowColor") }
  /// `thumbTintColor`: a colour. On Slider, Switch.
  public static var thumbTintColor: Self { Self("thumbTintColor") }
  /// `tintColor`: a colour. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// BarButtonItem, TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var tintColor: Self { Self("tintColor") }
  /// `trackTintColor`: a colour. On ProgressView.
  public static var trackTintColor: Self { Self("trackTintColor") }
  /// `unselectedItemTintColor`: a colour. On TabBar.
  public static var unselectedItemTintColor: Self { Self("unselectedItemTintColor") }
}

extension PropertyKey where T == Shadow {
  /// `shadow`: a shadow.
  public static var shadow: Self { Self("shadow") }
  /// `textShadow`: a shadow.
  public static var textShadow: Self { Self("textShadow") }
}

extension PropertyKey where T == Size {
  /// `intrinsicSize`: a size.
  public static var intrinsicSize: Self { Self("intrinsicSize") }
  /// `maximumSize`: a size.
  public static var maximumSize: Self { Self("maximumSize") }
  /// `minimumSize`: a size.
  public static var minimumSize: Self { Self("minimumSize") }
  /// `shadowOffset`: a size. On View, Label, Button, TextField, TextView, ImageView, ScrollView,
  /// TableView, TableViewCell, TableViewCellWithControl, TreeBrowserCell, NavigationBar, ToolBar,
  /// TabBar, SearchBar, SegmentedControl, Slider, Switch, Stepper, ProgressView.
  public static var shadowOffset: Self { Self("shadowOffset") }
  /// `size`: a size.
  public static var size: Self { Self("size") }
}

extension PropertyKey where T == String {
  /// `accessibilityLabel`: a string.
  public static var accessibilityLabel: Self { Self("accessibilityLabel") }
  /// `barStyle`: one of default, black, blackTranslucent. On NavigationBar, ToolBar, TabBar,
  /// SearchBar.
  public static var barStyle: Self { Self("barStyle") }
  /// `borderStyle`: one of none, line, bezel, roundedRect. On TextField.
  public static var borderStyle: Self { Self("borderStyle") }
  /// `contentHorizontalAlignment`: one of left, center, right, fill, leading, trailing. On Label,
  /// Button, TextField, TextView, TableViewCell, TableViewCellWithControl, TreeBrowserCell.
  public static var contentHorizontalAlignment: Self { Self("contentHorizontalAlignment") }
  /// `contentMode`: one of scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top,
  /// bottom, left, right, topLeft, topRight, bottomLeft, bottomRight. On ImageView.
  public static var contentMode: Self { Self("contentMode") }
  /// `contentVerticalAlignment`: one of top, center, bottom, fill. On Label, Button, TextField,
  /// TextView, TableViewCell, TableViewCellWithControl, TreeBrowserCell.
  public static var contentVerticalAlignment: Self { Self("contentVerticalAlignment") }
  /// `controlSize`: one of mini, small, regular, large, extraLarge.
  public static var controlSize: Self { Self("controlSize") }
  /// `detailFontName`: a string. On Label, TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var detailFontName: Self { Self("detailFontName") }
  /// `fontDesign`: one of default, serif, rounded, monospaced.
  public static var fontDesign: Self { Self("fontDesign") }
  /// `fontFamily`: a string.
  public static var fontFamily: Self { Self("fontFamily") }
  /// `fontName`: a string. On Label, Button, TextField, TextView, TableViewCell,
  /// TableViewCellWithControl, TreeBrowserCell, NavigationBar, BarButtonItem, TabBar, SearchBar,
  /// SegmentedControl, ActivityIndicator.
  public static var fontName: Self { Self("fontName") }
  /// `fontWeight`: one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black.
  /// On Label, Button, TextField, TextView, TableViewCell, TableViewCellWithControl,
  /// TreeBrowserCell.
  public static var fontWeight: Self { Self("fontWeight") }
  /// `fontWidth`: a string.
  public static var fontWidth: Self { Self("fontWidth") }
  /// `indicatorStyle`: one of default, black, white. On ScrollView.
  public static var indicatorStyle: Self { Self("indicatorStyle") }
  /// `iosStyle`: a string. On NavigationBar, ToolBar, BarButtonItem, TabBar, SearchBar,
  /// SegmentedControl.
  public static var iosStyle: Self { Self("iosStyle") }
  /// `keyboardAppearance`: one of default, dark, light, alert. On TextField, TextView.
  public static var keyboardAppearance: Self { Self("keyboardAppearance") }
  /// `lineBreakMode`: one of byWordWrapping, byCharWrapping, byClipping, byTruncatingHead,
  /// byTruncatingTail, byTruncatingMiddle.
  public static var lineBreakMode: Self { Self("lineBreakMode") }
  /// `placeholder`: a string.
  public static var placeholder: Self { Self("placeholder") }
  /// `positionLayout`: one of leading, trailing, top, bottom.
  public static var positionLayout: Self { Self("positionLayout") }
  /// `separatorStyle`: one of none, singleLine, singleLineEtched. On TableView.
  public static var separatorStyle: Self { Self("separatorStyle") }
  /// `textAlignment`: one of left, center, right, justified, natural. On Label, Button, TextField,
  /// TextView, TableViewCell, TableViewCellWithControl, TreeBrowserCell.
  public static var textAlignment: Self { Self("textAlignment") }
  /// `textStyle`: one of largeTitle, title1, title2, title3, headline, subheadline, body, callout,
  /// footnote, caption1, caption2, kpiNumber, kpiNumber2.
  public static var textStyle: Self { Self("textStyle") }
  /// `textTransform`: one of none, uppercase, lowercase, capitalize. On Label, Button, TextField,
  /// TextView, TableViewCell, TableViewCellWithControl, TreeBrowserCell.
  public static var textTransform: Self { Self("textTransform") }
  /// `title`: a string.
  public static var title: Self { Self("title") }
}

extension PropertyKey where T == Value {
  /// `excludeSubviews`: a list of a string.
  public static var excludeSubviews: Self { Self("excludeSubviews") }
  /// `excludeViews`: a list of a string.
  public static var excludeViews: Self { Self("excludeViews") }
}
