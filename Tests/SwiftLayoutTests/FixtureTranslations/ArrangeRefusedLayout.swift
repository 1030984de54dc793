// arrangeRefused.layout in the Swift DSL, written by `clayout translate arrangeRefused.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `arrangeRefused.layout`, by their names in the file.
struct ArrangeRefusedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (arrangeRefused.layout:6).
  let row: LayoutItem
  /// `view a` (arrangeRefused.layout:8).
  let a: LayoutItem
  /// `view b` (arrangeRefused.layout:9).
  let b: LayoutItem
  /// `view d` (arrangeRefused.layout:11).
  let d: LayoutItem
  /// `view e` (arrangeRefused.layout:12).
  let e: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `arrangeRefused.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildArrangeRefusedLayout(in engine: LayoutEngine) throws(LayoutError) -> ArrangeRefusedLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // arrangeRefused.layout:6
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // arrangeRefused.layout:8
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // arrangeRefused.layout:9
  try row.addSubitem(b)
  let d = engine.makeItem("d")  // arrangeRefused.layout:11
  try root.addSubitem(d)
  let e = engine.makeItem("e")  // arrangeRefused.layout:12
  try root.addSubitem(e)

  try row.setStackAlignment(.leading)  // arrangeRefused.layout:7
  try row.setStackSpacing(10)  // arrangeRefused.layout:7
  try a.setIntrinsicContentSize(width: 50, height: 20)  // arrangeRefused.layout:8
  try b.setIntrinsicContentSize(width: 60, height: 20)  // arrangeRefused.layout:9
  try d.setIntrinsicContentSize(width: 30, height: 20)  // arrangeRefused.layout:11
  try e.setIntrinsicContentSize(width: 40, height: 20)  // arrangeRefused.layout:12
  try row.addArrangedSubitem(a)  // arrangeRefused.layout:8
  try row.addArrangedSubitem(b)  // arrangeRefused.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // arrangeRefused.layout:13
    row.topAnchor == root.topAnchor  // arrangeRefused.layout:13
    d.leftAnchor == root.leftAnchor  // arrangeRefused.layout:14
    d.topAnchor == root.topAnchor + 40  // arrangeRefused.layout:14
    e.leftAnchor == root.leftAnchor  // arrangeRefused.layout:15
    e.topAnchor == root.topAnchor + 70  // arrangeRefused.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // arrangeRefused.layout:5
  return ArrangeRefusedLayout(root: root, row: row, a: a, b: b, d: d, e: e, constraints: constraints)
}
