// firstBaselineRow.layout in the Swift DSL, written by `clayout translate firstBaselineRow.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `firstBaselineRow.layout`, by their names in the file.
struct FirstBaselineRowLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (firstBaselineRow.layout:4).
  let a: LayoutItem
  /// `view b` (firstBaselineRow.layout:5).
  let b: LayoutItem
  /// `view c` (firstBaselineRow.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `firstBaselineRow.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFirstBaselineRowLayout(in engine: LayoutEngine) throws(LayoutError) -> FirstBaselineRowLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // firstBaselineRow.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // firstBaselineRow.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // firstBaselineRow.layout:6
  try root.addSubitem(c)

  try a.setIntrinsicContentSize(width: 30, height: 20)  // firstBaselineRow.layout:4
  try a.setBaselineOffsets(firstFromTop: 15, lastFromBottom: 5)  // firstBaselineRow.layout:4
  try b.setIntrinsicContentSize(width: 40, height: 30)  // firstBaselineRow.layout:5
  try b.setBaselineOffsets(firstFromTop: 10, lastFromBottom: 5)  // firstBaselineRow.layout:5
  try c.setIntrinsicContentSize(width: 50, height: 40)  // firstBaselineRow.layout:6
  try c.setBaselineOffsets(firstFromTop: 25, lastFromBottom: 5)  // firstBaselineRow.layout:6

  let constraints = try activate {
    // H:|[a]-[b]-[c] align: firstBaseline (firstBaselineRow.layout:7)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
    (c.leadingAnchor == b.trailingAnchor + 8).inLayoutDirection(of: root)
    b.firstBaselineAnchor == a.firstBaselineAnchor
    c.firstBaselineAnchor == a.firstBaselineAnchor
    a.topAnchor == root.topAnchor + 10  // firstBaselineRow.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // firstBaselineRow.layout:3
  return FirstBaselineRowLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
