// CSS serialization (`CSSValues`) is shared with the CSS writer; appliers written for HTML
// components use it, so it comes with this module.
@_exported public import LiveryCSS
