public import LiveryCore

extension DiagnosticCode {
  /// Action mode with no actions, more than three, or actions sharing an id or with an empty one.
  public static let treeActions: DiagnosticCode = "tree.actions"
  /// Two tree items with one id.
  public static let treeDuplicateID: DiagnosticCode = "tree.duplicate-id"
  /// A tree item with an empty id.
  public static let treeEmptyID: DiagnosticCode = "tree.empty-id"
  /// A key the tree styles a part with is not in the theme; the part falls back.
  public static let treeMissingKey: DiagnosticCode = "tree.missing-key"
  /// A tree item with the root's reserved id.
  public static let treeReservedID: DiagnosticCode = "tree.reserved-id"
  /// A tree item added under an id the tree does not have.
  public static let treeUnknownParent: DiagnosticCode = "tree.unknown-parent"
}
