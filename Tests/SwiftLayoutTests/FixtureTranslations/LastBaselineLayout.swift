// lastBaseline.layout in the Swift DSL, written by `clayout translate lastBaseline.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `lastBaseline.layout`, by their names in the file.
struct LastBaselineLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (lastBaseline.layout:5).
  let row: LayoutItem
  /// `view small` (lastBaseline.layout:7).
  let small: LayoutItem
  /// `view large` (lastBaseline.layout:8).
  let large: LayoutItem
  /// `view tall` (lastBaseline.layout:9).
  let tall: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `lastBaseline.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLastBaselineLayout(in engine: LayoutEngine) throws(LayoutError) -> LastBaselineLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // lastBaseline.layout:5
  try root.addSubitem(row)
  let small = engine.makeItem("small")  // lastBaseline.layout:7
  try row.addSubitem(small)
  let large = engine.makeItem("large")  // lastBaseline.layout:8
  try row.addSubitem(large)
  let tall = engine.makeItem("tall")  // lastBaseline.layout:9
  try row.addSubitem(tall)

  try row.setStackAlignment(.lastBaseline)  // lastBaseline.layout:6
  try row.setStackSpacing(8)  // lastBaseline.layout:6
  try small.setIntrinsicContentSize(width: 50, height: 20)  // lastBaseline.layout:7
  try small.setBaselineOffsets(firstFromTop: 14, lastFromBottom: 6)  // lastBaseline.layout:7
  try large.setIntrinsicContentSize(width: 80, height: 40)  // lastBaseline.layout:8
  try large.setBaselineOffsets(firstFromTop: 30, lastFromBottom: 10)  // lastBaseline.layout:8
  try tall.setIntrinsicContentSize(width: 60, height: 60)  // lastBaseline.layout:9
  try tall.setBaselineOffsets(firstFromTop: 20, lastFromBottom: 4)  // lastBaseline.layout:9
  try row.addArrangedSubitem(small)  // lastBaseline.layout:7
  try row.addArrangedSubitem(large)  // lastBaseline.layout:8
  try row.addArrangedSubitem(tall)  // lastBaseline.layout:9

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor + 10  // lastBaseline.layout:11
    row.topAnchor == root.topAnchor + 10  // lastBaseline.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // lastBaseline.layout:4
  return LastBaselineLayout(
    root: root, row: row, small: small, large: large, tall: tall, constraints: constraints)
}
