// marginsRelative.layout in the Swift DSL, written by `clayout translate marginsRelative.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `marginsRelative.layout`, by their names in the file.
struct MarginsRelativeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (marginsRelative.layout:5).
  let row: LayoutItem
  /// `view a` (marginsRelative.layout:9).
  let a: LayoutItem
  /// `view b` (marginsRelative.layout:10).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `marginsRelative.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMarginsRelativeLayout(in engine: LayoutEngine) throws(LayoutError) -> MarginsRelativeLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // marginsRelative.layout:5
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // marginsRelative.layout:9
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // marginsRelative.layout:10
  try row.addSubitem(b)

  // marginsRelative.layout:6
  try row.setLayoutMargins(LayoutInsets(top: 10, left: 20, bottom: 10, right: 20))
  try row.setStackDistribution(.fillEqually)  // marginsRelative.layout:8
  try row.setStackSpacing(10)  // marginsRelative.layout:8
  try row.setLayoutMarginsRelativeArrangement(true)  // marginsRelative.layout:7
  try a.setIntrinsicContentSize(width: 40, height: 30)  // marginsRelative.layout:9
  try b.setIntrinsicContentSize(width: 40, height: 30)  // marginsRelative.layout:10
  try row.addArrangedSubitem(a)  // marginsRelative.layout:9
  try row.addArrangedSubitem(b)  // marginsRelative.layout:10

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // marginsRelative.layout:12
    row.topAnchor == root.topAnchor  // marginsRelative.layout:12
    row.widthAnchor == 300  // marginsRelative.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // marginsRelative.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MarginsRelativeLayout(root: root, row: row, a: a, b: b, constraints: constraints)
}
