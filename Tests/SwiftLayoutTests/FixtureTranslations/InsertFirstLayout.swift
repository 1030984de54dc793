// insertFirst.layout in the Swift DSL, written by `clayout translate insertFirst.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `insertFirst.layout`, by their names in the file.
struct InsertFirstLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (insertFirst.layout:5).
  let column: LayoutItem
  /// `view a` (insertFirst.layout:7).
  let a: LayoutItem
  /// `view b` (insertFirst.layout:8).
  let b: LayoutItem
  /// `view head` (insertFirst.layout:10).
  let head: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `insertFirst.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInsertFirstLayout(in engine: LayoutEngine) throws(LayoutError) -> InsertFirstLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // insertFirst.layout:5
  try root.addSubitem(column)
  let a = engine.makeItem("a")  // insertFirst.layout:7
  try column.addSubitem(a)
  let b = engine.makeItem("b")  // insertFirst.layout:8
  try column.addSubitem(b)
  let head = engine.makeItem("head")  // insertFirst.layout:10
  try root.addSubitem(head)

  try column.setStackAxis(.vertical)  // insertFirst.layout:6
  try column.setStackAlignment(.leading)  // insertFirst.layout:6
  try column.setStackSpacing(8)  // insertFirst.layout:6
  try a.setIntrinsicContentSize(width: 60, height: 20)  // insertFirst.layout:7
  try b.setIntrinsicContentSize(width: 80, height: 30)  // insertFirst.layout:8
  try head.setIntrinsicContentSize(width: 50, height: 10)  // insertFirst.layout:10
  try column.addArrangedSubitem(a)  // insertFirst.layout:7
  try column.addArrangedSubitem(b)  // insertFirst.layout:8

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor + 20  // insertFirst.layout:11
    column.topAnchor == root.topAnchor + 10  // insertFirst.layout:11
    head.leftAnchor == root.leftAnchor  // insertFirst.layout:12
    head.topAnchor == root.topAnchor  // insertFirst.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 300))  // insertFirst.layout:4
  return InsertFirstLayout(root: root, column: column, a: a, b: b, head: head, constraints: constraints)
}
