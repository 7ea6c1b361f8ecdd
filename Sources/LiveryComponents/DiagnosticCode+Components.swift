public import LiveryCore

extension DiagnosticCode {
  /// A tree item with an empty id.
  public static let treeEmptyID: DiagnosticCode = "tree.empty-id"
  /// A tree item with the root's reserved id.
  public static let treeReservedID: DiagnosticCode = "tree.reserved-id"
  /// Two tree items with one id.
  public static let treeDuplicateID: DiagnosticCode = "tree.duplicate-id"
  /// A tree item added under an id the tree does not have.
  public static let treeUnknownParent: DiagnosticCode = "tree.unknown-parent"
  /// Action mode with no actions, more than three, or actions sharing an id or with an empty one.
  public static let treeActions: DiagnosticCode = "tree.actions"
  /// A key the tree styles a part with is not in the theme; the part falls back.
  public static let treeMissingKey: DiagnosticCode = "tree.missing-key"
}
