// moveArranged.layout in the Swift DSL, written by `clayout translate moveArranged.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `moveArranged.layout`, by their names in the file.
struct MoveArrangedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (moveArranged.layout:6).
  let row: LayoutItem
  /// `view a` (moveArranged.layout:8).
  let a: LayoutItem
  /// `view b` (moveArranged.layout:9).
  let b: LayoutItem
  /// `view c` (moveArranged.layout:10).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `moveArranged.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMoveArrangedLayout(in engine: LayoutEngine) throws(LayoutError) -> MoveArrangedLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // moveArranged.layout:6
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // moveArranged.layout:8
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // moveArranged.layout:9
  try row.addSubitem(b)
  let c = engine.makeItem("c")  // moveArranged.layout:10
  try row.addSubitem(c)

  try row.setStackAlignment(.leading)  // moveArranged.layout:7
  try row.setStackSpacing(10)  // moveArranged.layout:7
  try a.setIntrinsicContentSize(width: 50, height: 20)  // moveArranged.layout:8
  try b.setIntrinsicContentSize(width: 60, height: 20)  // moveArranged.layout:9
  try c.setIntrinsicContentSize(width: 70, height: 20)  // moveArranged.layout:10
  try row.addArrangedSubitem(a)  // moveArranged.layout:8
  try row.addArrangedSubitem(b)  // moveArranged.layout:9
  try row.addArrangedSubitem(c)  // moveArranged.layout:10

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // moveArranged.layout:12
    row.topAnchor == root.topAnchor  // moveArranged.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // moveArranged.layout:5
  return MoveArrangedLayout(root: root, row: row, a: a, b: b, c: c, constraints: constraints)
}
