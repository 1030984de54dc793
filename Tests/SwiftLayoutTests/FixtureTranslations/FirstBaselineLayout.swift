// firstBaseline.layout in the Swift DSL, written by `clayout translate firstBaseline.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `firstBaseline.layout`, by their names in the file.
struct FirstBaselineLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (firstBaseline.layout:6).
  let row: LayoutItem
  /// `view small` (firstBaseline.layout:8).
  let small: LayoutItem
  /// `view large` (firstBaseline.layout:9).
  let large: LayoutItem
  /// `view medium` (firstBaseline.layout:10).
  let medium: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `firstBaseline.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFirstBaselineLayout(in engine: LayoutEngine) throws(LayoutError) -> FirstBaselineLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // firstBaseline.layout:6
  try root.addSubitem(row)
  let small = engine.makeItem("small")  // firstBaseline.layout:8
  try row.addSubitem(small)
  let large = engine.makeItem("large")  // firstBaseline.layout:9
  try row.addSubitem(large)
  let medium = engine.makeItem("medium")  // firstBaseline.layout:10
  try row.addSubitem(medium)

  try row.setStackAlignment(.firstBaseline)  // firstBaseline.layout:7
  try row.setStackSpacing(8)  // firstBaseline.layout:7
  try small.setIntrinsicContentSize(width: 50, height: 20)  // firstBaseline.layout:8
  try small.setBaselineOffsets(firstFromTop: 14, lastFromBottom: 6)  // firstBaseline.layout:8
  try large.setIntrinsicContentSize(width: 80, height: 40)  // firstBaseline.layout:9
  try large.setBaselineOffsets(firstFromTop: 30, lastFromBottom: 10)  // firstBaseline.layout:9
  try medium.setIntrinsicContentSize(width: 60, height: 30)  // firstBaseline.layout:10
  try medium.setBaselineOffsets(firstFromTop: 20, lastFromBottom: 4)  // firstBaseline.layout:10
  try row.addArrangedSubitem(small)  // firstBaseline.layout:8
  try row.addArrangedSubitem(large)  // firstBaseline.layout:9
  try row.addArrangedSubitem(medium)  // firstBaseline.layout:10

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor + 10  // firstBaseline.layout:12
    row.topAnchor == root.topAnchor + 10  // firstBaseline.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // firstBaseline.layout:5
  return FirstBaselineLayout(
    root: root, row: row, small: small, large: large, medium: medium, constraints: constraints)
}
