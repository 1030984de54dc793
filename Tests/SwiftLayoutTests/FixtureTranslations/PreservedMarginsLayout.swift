// preservedMargins.layout in the Swift DSL, written by `clayout translate preservedMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `preservedMargins.layout`, by their names in the file.
struct PreservedMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view row` (preservedMargins.layout:6).
  let row: LayoutItem
  /// `view inset` (preservedMargins.layout:7).
  let inset: LayoutItem
  /// `view a` (preservedMargins.layout:8).
  let a: LayoutItem
  /// `view b` (preservedMargins.layout:9).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `preservedMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPreservedMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> PreservedMarginsLayout {
  let root = engine.root
  let row = engine.makeItem("row")  // preservedMargins.layout:6
  try root.addSubitem(row)
  let inset = engine.makeItem("inset")  // preservedMargins.layout:7
  try root.addSubitem(inset)
  let a = engine.makeItem("a")  // preservedMargins.layout:8
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // preservedMargins.layout:9
  try root.addSubitem(b)

  try root.setLayoutMargins(LayoutInsets(left: 20, right: 20))  // preservedMargins.layout:5
  try row.setPreservesSuperviewLayoutMargins(true)  // preservedMargins.layout:6
  try inset.setPreservesSuperviewLayoutMargins(true)  // preservedMargins.layout:7

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // preservedMargins.layout:10
    row.topAnchor == root.topAnchor  // preservedMargins.layout:10
    row.widthAnchor == 320  // preservedMargins.layout:10
    row.heightAnchor == 50  // preservedMargins.layout:10
    inset.leftAnchor == root.leftAnchor + 5  // preservedMargins.layout:11
    inset.topAnchor == root.topAnchor + 60  // preservedMargins.layout:11
    inset.widthAnchor == 300  // preservedMargins.layout:11
    inset.heightAnchor == 50  // preservedMargins.layout:11
    a.leadingAnchor == row.layoutMarginsGuide.leadingAnchor  // preservedMargins.layout:12
    a.trailingAnchor == row.layoutMarginsGuide.trailingAnchor  // preservedMargins.layout:12
    a.topAnchor == row.layoutMarginsGuide.topAnchor  // preservedMargins.layout:13
    a.heightAnchor == 10  // preservedMargins.layout:13
    b.leadingAnchor == inset.layoutMarginsGuide.leadingAnchor  // preservedMargins.layout:14
    b.trailingAnchor == inset.layoutMarginsGuide.trailingAnchor  // preservedMargins.layout:14
    b.topAnchor == inset.layoutMarginsGuide.topAnchor  // preservedMargins.layout:15
    b.heightAnchor == 10  // preservedMargins.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // preservedMargins.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return PreservedMarginsLayout(root: root, row: row, inset: inset, a: a, b: b, constraints: constraints)
}
