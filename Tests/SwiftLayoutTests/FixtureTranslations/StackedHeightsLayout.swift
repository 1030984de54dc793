// stackedHeights.layout in the Swift DSL, written by `clayout translate stackedHeights.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `stackedHeights.layout`, by their names in the file.
struct StackedHeightsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view column` (stackedHeights.layout:4).
  let column: LayoutItem
  /// `view upper` (stackedHeights.layout:5).
  let upper: LayoutItem
  /// `view lower` (stackedHeights.layout:6).
  let lower: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `stackedHeights.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildStackedHeightsLayout(in engine: LayoutEngine) throws(LayoutError) -> StackedHeightsLayout {
  let root = engine.root
  let column = engine.makeItem("column")  // stackedHeights.layout:4
  try root.addSubitem(column)
  let upper = engine.makeItem("upper")  // stackedHeights.layout:5
  try column.addSubitem(upper)
  let lower = engine.makeItem("lower")  // stackedHeights.layout:6
  try column.addSubitem(lower)

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor  // stackedHeights.layout:8
    column.topAnchor == root.topAnchor  // stackedHeights.layout:8
    column.widthAnchor == root.widthAnchor  // stackedHeights.layout:8
    upper.leftAnchor == column.leftAnchor  // stackedHeights.layout:9
    upper.rightAnchor == column.rightAnchor  // stackedHeights.layout:9
    upper.topAnchor == column.topAnchor  // stackedHeights.layout:9
    upper.heightAnchor == upper.widthAnchor * 0.25  // stackedHeights.layout:10
    lower.leftAnchor == column.leftAnchor  // stackedHeights.layout:11
    lower.rightAnchor == column.rightAnchor  // stackedHeights.layout:11
    lower.topAnchor == upper.bottomAnchor + 10  // stackedHeights.layout:11
    lower.heightAnchor == lower.widthAnchor * 0.25  // stackedHeights.layout:12
    column.bottomAnchor == lower.bottomAnchor  // stackedHeights.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 400))  // stackedHeights.layout:3
  return StackedHeightsLayout(
    root: root, column: column, upper: upper, lower: lower, constraints: constraints)
}
