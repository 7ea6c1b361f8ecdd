import LiveryCSS

/// The base stylesheet every rendered page carries: each component drawn to look like its iOS
/// control at a glance, with the defaults UIKit gives (a blue tint, grey separators, a white
/// thumb). Appliers write inline styles and CSS variables over it; CSS variables carry values to
/// inner elements (`--lv-tint` flows down the tree as UIKit's tint does).
enum HTMLStylesheet {
  static let css = """
    *, *::before, *::after { box-sizing: border-box; }
    body.lv-page { margin: 0; padding: 24px; font: 17px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; background: rgb(242 242 247); color: rgb(0 0 0); }
    .lv-color-scheme-dark { background: rgb(0 0 0); color: rgb(255 255 255); color-scheme: dark; }
    .lv-color-scheme-light { color-scheme: light; }
    body.lv-page.lv-color-scheme-dark { background: rgb(0 0 0); color: rgb(255 255 255); }
    .lv-gallery { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .lv-figure { margin: 0; }
    .lv-figure > figcaption { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; color: rgb(110 110 115); margin: 0 0 8px; }
    .lv-stage { width: 375px; }
    .lv-notes { margin-top: 24px; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; color: rgb(110 110 115); }
    .lv-notes h2 { font-size: 13px; margin: 0 0 4px; }
    .lv-hidden { display: none !important; }
    .lv-placeholder { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; padding: 2px 4px; border: 1px dashed currentColor; border-radius: 4px; font: 11px/1.2 ui-monospace, monospace; opacity: 0.7; overflow: hidden; }
    .lv-View { display: block; min-height: 44px; }
    .lv-Label { display: flex; flex-direction: column; }
    .lv-Label > .lv-detail { color: var(--lv-detail-color, rgb(60 60 67 / 0.6)); font-family: var(--lv-detail-font-family, inherit); font-size: var(--lv-detail-font-size, 15px); }
    .lv-Label.lv-state-highlighted > .lv-text, .lv-state-highlighted .lv-Label > .lv-text { color: var(--lv-highlighted-text-color, inherit); }
    .lv-Button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 7px 14px; border-radius: 8px; color: var(--lv-tint, rgb(0 122 255)); cursor: pointer; user-select: none; }
    .lv-Button > .lv-Label { display: block; }
    .lv-TextField { display: flex; align-items: center; min-height: 34px; padding: 0 8px; border-radius: 5px; background-color: rgb(255 255 255); }
    .lv-TextField > .lv-placeholder { display: inline; border: 0; padding: 0; min-width: 0; min-height: 0; font: inherit; opacity: 1; color: rgb(60 60 67 / 0.3); }
    .lv-border-style-line { outline: 1px solid rgb(0 0 0); outline-offset: -1px; }
    .lv-border-style-bezel { outline: 2px inset rgb(142 142 147); outline-offset: -2px; }
    .lv-border-style-roundedRect { outline: 1px solid rgb(0 0 0 / 0.15); outline-offset: -1px; border-radius: 5px; }
    .lv-border-style-none { outline: none; }
    .lv-TextView { display: flex; flex-direction: column; min-height: 100px; background-color: rgb(255 255 255); }
    .lv-TextView > .lv-text { padding: 8px 5px; }
    .lv-ImageView { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
    .lv-ImageView:not(:has(> .lv-image:not(:empty), > .lv-owner-image:not(:empty))) { width: 60px; height: 60px; border-radius: 8px; background-color: rgb(118 118 128 / 0.12); }
    .lv-ImageView img, .lv-image img { width: 100%; height: 100%; object-fit: var(--lv-object-fit, fill); display: block; }
    .lv-image:empty, .lv-highlighted-image:empty, .lv-owner-image:empty { display: none; }
    .lv-image:not(:empty) ~ .lv-owner-image { display: none; }
    .lv-ImageView > .lv-highlighted-image { display: none; }
    .lv-ImageView.lv-state-highlighted > .lv-highlighted-image:not(:empty), .lv-state-highlighted .lv-ImageView > .lv-highlighted-image:not(:empty) { display: inline-flex; }
    .lv-ImageView.lv-state-highlighted:has(> .lv-highlighted-image:not(:empty)) > .lv-image, .lv-state-highlighted .lv-ImageView:has(> .lv-highlighted-image:not(:empty)) > .lv-image { display: none; }
    .lv-ScrollView { display: block; max-height: 160px; overflow: auto; background-color: rgb(255 255 255); }
    .lv-ScrollView > .lv-content { padding: 8px 16px; }
    .lv-TableView { display: block; }
    .lv-section-header { padding: 6px 16px; font-size: 13px; text-transform: uppercase; color: rgb(60 60 67 / 0.6); overflow: hidden; }
    .lv-TableViewCell, .lv-TableViewCellWithControl, .lv-TreeBrowserCell { display: flex; align-items: center; gap: 12px; min-height: var(--lv-row-height, 44px); padding: 11px 16px; background-color: rgb(255 255 255); position: relative; }
    .lv-TableViewCell::after, .lv-TableViewCellWithControl::after, .lv-TreeBrowserCell::after { content: ""; position: absolute; left: var(--lv-separator-inset, 16px); right: var(--lv-separator-inset-right, 0px); bottom: 0; height: 1px; background: var(--lv-separator-color, rgb(60 60 67 / 0.29)); }
    .lv-separator-directional .lv-TableViewCell::after, .lv-separator-directional .lv-TableViewCellWithControl::after, .lv-separator-directional .lv-TreeBrowserCell::after { inset-inline-start: var(--lv-separator-inset, 16px); inset-inline-end: var(--lv-separator-inset-right, 0px); }
    .lv-separator-style-none .lv-TableViewCell::after, .lv-separator-style-none .lv-TableViewCellWithControl::after, .lv-separator-style-none .lv-TreeBrowserCell::after { display: none; }
    .lv-TableViewCell > .lv-content, .lv-TableViewCellWithControl > .lv-content, .lv-TreeBrowserCell > .lv-content { flex: 1; display: flex; flex-direction: column; min-height: 0; min-width: 0; }
    .lv-detail-slot { color: rgb(60 60 67 / 0.6); font-size: 15px; }
    .lv-accessory { color: rgb(60 60 67 / 0.3); font-size: 22px; line-height: 1; }
    .lv-accessory:empty { display: none; }
    .lv-has-selected-background.lv-state-selected, .lv-has-selected-background.lv-state-highlighted { background: var(--lv-selected-background) !important; }
    .lv-control { display: flex; align-items: center; }
    .lv-TreeBrowserCell { padding-left: calc(16px + var(--lv-indentation, 0px)); }
    .lv-disclosure { display: inline-flex; width: 16px; justify-content: center; color: var(--lv-tint, rgb(0 122 255)); }
    .lv-disclosure::before { content: "▸"; }
    .lv-expanded .lv-disclosure::before { content: "▾"; }
    .lv-TreeBrowserCell:not(.lv-expanded) .lv-has-collapsed-image::before, .lv-expanded .lv-has-expanded-image::before { content: none; }
    .lv-TreeBrowserCell:not(.lv-expanded) .lv-expanded-image, .lv-expanded .lv-collapsed-image { display: none; }
    .lv-NavigationBar, .lv-ToolBar, .lv-TabBar, .lv-SearchBar { position: relative; background-color: var(--lv-bar-tint, rgb(249 249 249 / 0.94)); backdrop-filter: blur(20px); }
    .lv-opaque { backdrop-filter: none; }
    .lv-bar-style-black, .lv-bar-style-blackTranslucent { background-color: var(--lv-bar-tint, rgb(0 0 0 / 0.9)); color: rgb(255 255 255); }
    .lv-shadow { position: absolute; left: 0; right: 0; bottom: 0; height: 1px; background-color: rgb(0 0 0 / 0.3); background-size: 100% 100%; }
    .lv-ToolBar > .lv-shadow, .lv-TabBar > .lv-shadow { top: 0; bottom: auto; }
    .lv-NavigationBar { display: flex; align-items: center; justify-content: space-between; height: 44px; padding: 0 8px; }
    .lv-NavigationBar > .lv-title { position: relative; font-weight: 600; }
    .lv-orientation-landscape.lv-idiom-phone .lv-NavigationBar.lv-has-landscape-background { background-image: var(--lv-landscape-background) !important; background-size: 100% 100% !important; }
    .lv-BarButtonItem { display: inline-flex; align-items: center; padding: 4px 8px; color: var(--lv-tint, rgb(0 122 255)); cursor: pointer; }
    .lv-ToolBar { display: flex; align-items: center; justify-content: space-around; height: 44px; }
    .lv-TabBar { display: flex; height: 49px; }
    .lv-tab { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; font-size: 10px; color: var(--lv-unselected-tint, rgb(153 153 153)); position: relative; background-size: 100% 100%; }
    .lv-tab > .lv-text { color: var(--lv-tab-text-color, inherit); }
    .lv-TabBar.lv-state-selected > .lv-tab:not(.lv-selected) > .lv-text { color: inherit; }
    .lv-tab.lv-selected { color: var(--lv-selected-image-tint, var(--lv-tint, rgb(0 122 255))); background-image: var(--lv-selection-indicator, none); }
    .lv-tab.lv-selected::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 3px; background-image: var(--lv-indicator-image, none); background-size: 100% 100%; }
    .lv-icon { width: 24px; height: 24px; border-radius: 6px; background-color: currentColor; opacity: 0.9; }
    .lv-SearchBar { display: flex; flex-direction: column; gap: 8px; padding: 8px; }
    .lv-SearchBar > .lv-TextField { background-color: rgb(118 118 128 / 0.12); background-image: var(--lv-search-field-image, none); background-size: 100% 100%; }
    .lv-scope { background-size: 100% 100%; }
    .lv-SegmentedControl { display: inline-flex; align-items: stretch; padding: 2px; border-radius: 8px; background-color: rgb(118 118 128 / 0.12); font-size: 13px; }
    .lv-segment { padding: 4px 14px; border-radius: 7px; background-image: var(--lv-unselected-image, none); background-size: 100% 100%; }
    .lv-segment.lv-selected { background-color: rgb(255 255 255); box-shadow: 0 3px 8px rgb(0 0 0 / 0.12); background-image: var(--lv-selected-image, none); font-weight: 600; }
    .lv-SegmentedControl > .lv-divider { width: 1px; margin: 4px 0; background-color: var(--lv-divider-color, rgb(60 60 67 / 0.3)); background-image: var(--lv-divider-image, none); background-size: 100% 100%; }
    .lv-Slider { display: flex; align-items: center; gap: 8px; width: 240px; min-height: 30px; }
    .lv-Slider > .lv-track { flex: 1; display: flex; align-items: center; height: 4px; }
    .lv-minimum-track { height: 4px; border-radius: 2px 0 0 2px; background-color: var(--lv-tint, rgb(0 122 255)); }
    .lv-maximum-track { flex: 1; height: 4px; border-radius: 0 2px 2px 0; background-color: rgb(120 120 128 / 0.2); }
    .lv-Slider .lv-thumb { flex: none; width: 28px; height: 28px; margin: 0 -14px; border-radius: 50%; background-color: rgb(255 255 255); background-size: 100% 100%; box-shadow: 0 0.5px 4px rgb(0 0 0 / 0.12), 0 6px 13px rgb(0 0 0 / 0.12); position: relative; z-index: 1; }
    .lv-minimum-image:empty, .lv-maximum-image:empty, .lv-on-image:empty, .lv-off-image:empty { display: none; }
    .lv-Switch { display: inline-flex; }
    .lv-Switch > .lv-track { display: block; position: relative; width: 51px; height: 31px; border-radius: 16px; background-color: var(--lv-off-tint, rgb(120 120 128 / 0.16)); }
    .lv-Switch.lv-on > .lv-track { background-color: var(--lv-on-tint, rgb(52 199 89)); }
    .lv-Switch .lv-thumb { position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background-color: rgb(255 255 255); box-shadow: 0 3px 8px rgb(0 0 0 / 0.15); }
    .lv-Switch.lv-on .lv-thumb { left: 22px; }
    .lv-on-image, .lv-off-image { position: absolute; top: 8px; width: 15px; height: 15px; }
    .lv-on-image { left: 8px; } .lv-off-image { right: 8px; }
    .lv-Switch:not(.lv-on) .lv-on-image, .lv-Switch.lv-on .lv-off-image { display: none; }
    .lv-Stepper { display: inline-flex; align-items: stretch; height: 32px; border-radius: 8px; background-color: rgb(118 118 128 / 0.12); }
    .lv-decrement, .lv-increment { width: 47px; display: flex; align-items: center; justify-content: center; font-size: 20px; }
    .lv-step-image:empty { display: none; }
    .lv-decrement:has(> .lv-step-image:not(:empty)) > .lv-glyph, .lv-increment:has(> .lv-step-image:not(:empty)) > .lv-glyph { display: none; }
    .lv-Stepper > .lv-divider { width: 1px; margin: 8px 0; background-color: rgb(60 60 67 / 0.3); background-size: 100% 100%; }
    .lv-ProgressView { display: block; width: 240px; height: 4px; border-radius: 2px; overflow: hidden; background-color: var(--lv-track-tint, rgb(120 120 128 / 0.2)); background-image: var(--lv-track-image, none); background-size: 100% 100%; }
    .lv-progress { display: block; height: 100%; background-color: var(--lv-tint, rgb(0 122 255)); background-size: 100% 100%; }
    .lv-ActivityIndicator { display: flex; align-items: center; justify-content: center; padding: 24px; background-color: var(--lv-cover-color, rgb(0 0 0 / 0.2)); }
    .lv-box { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px 20px; border-radius: 12px; background-color: rgb(0 0 0 / 0.75); color: rgb(255 255 255); }
    .lv-color-scheme-dark .lv-TableViewCell, .lv-color-scheme-dark .lv-TableViewCellWithControl, .lv-color-scheme-dark .lv-TreeBrowserCell, .lv-color-scheme-dark .lv-TextField, .lv-color-scheme-dark .lv-TextView, .lv-color-scheme-dark .lv-ScrollView { background-color: rgb(28 28 30); }
    .lv-color-scheme-dark .lv-TextField > .lv-placeholder, .lv-color-scheme-dark .lv-accessory { color: rgb(235 235 245 / 0.3); }
    .lv-color-scheme-dark .lv-detail-slot, .lv-color-scheme-dark .lv-Label > .lv-detail, .lv-color-scheme-dark .lv-section-header { color: rgb(235 235 245 / 0.6); }
    .lv-color-scheme-dark .lv-TableViewCell::after, .lv-color-scheme-dark .lv-TableViewCellWithControl::after, .lv-color-scheme-dark .lv-TreeBrowserCell::after { background: var(--lv-separator-color, rgb(84 84 88 / 0.6)); }
    .lv-color-scheme-dark .lv-NavigationBar, .lv-color-scheme-dark .lv-ToolBar, .lv-color-scheme-dark .lv-TabBar, .lv-color-scheme-dark .lv-SearchBar { background-color: var(--lv-bar-tint, rgb(30 30 30 / 0.94)); }
    .lv-color-scheme-dark .lv-shadow { background-color: rgb(255 255 255 / 0.15); }
    .lv-color-scheme-dark .lv-SegmentedControl, .lv-color-scheme-dark .lv-Stepper, .lv-color-scheme-dark .lv-SearchBar > .lv-TextField { background-color: rgb(118 118 128 / 0.24); }
    .lv-color-scheme-dark .lv-segment.lv-selected { background-color: rgb(99 99 102); }
    .lv-color-scheme-dark .lv-Switch > .lv-track { background-color: var(--lv-off-tint, rgb(120 120 128 / 0.32)); }
    .lv-color-scheme-dark .lv-Switch.lv-on > .lv-track { background-color: var(--lv-on-tint, rgb(48 209 88)); }
    .lv-spinner { width: 24px; height: 24px; border-radius: 50%; border: 3px solid var(--lv-spinner-color, rgb(255 255 255)); border-right-color: transparent; }
    .lv-layout-direction-righttoleft { direction: rtl; }
    """ + "\n" + CSSValues.textSizeRules + "\n"
}
