// firstAndLast.layout in the Swift DSL, written by `clayout translate firstAndLast.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `firstAndLast.layout`, by their names in the file.
struct FirstAndLastLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (firstAndLast.layout:4).
  let label: LayoutItem
  /// `view field` (firstAndLast.layout:5).
  let field: LayoutItem
  /// `view caption` (firstAndLast.layout:6).
  let caption: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `firstAndLast.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFirstAndLastLayout(in engine: LayoutEngine) throws(LayoutError) -> FirstAndLastLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // firstAndLast.layout:4
  try root.addSubitem(label)
  let field = engine.makeItem("field")  // firstAndLast.layout:5
  try root.addSubitem(field)
  let caption = engine.makeItem("caption")  // firstAndLast.layout:6
  try root.addSubitem(caption)

  try label.setIntrinsicContentSize(width: 80, height: 21)  // firstAndLast.layout:4
  try label.setBaselineOffsets(firstFromTop: 17, lastFromBottom: 4)  // firstAndLast.layout:4
  try field.setIntrinsicContentSize(width: 150, height: 34)  // firstAndLast.layout:5
  try field.setBaselineOffsets(firstFromTop: 23, lastFromBottom: 11)  // firstAndLast.layout:5
  try caption.setIntrinsicContentSize(width: 200, height: 14)  // firstAndLast.layout:6
  try caption.setBaselineOffsets(firstFromTop: 11, lastFromBottom: 3)  // firstAndLast.layout:6

  let constraints = try activate {
    label.leftAnchor == root.leftAnchor  // firstAndLast.layout:7
    field.leftAnchor == label.rightAnchor + 8  // firstAndLast.layout:8
    field.topAnchor == root.topAnchor + 20  // firstAndLast.layout:9
    label.firstBaselineAnchor == field.firstBaselineAnchor  // firstAndLast.layout:10
    caption.leftAnchor == root.leftAnchor  // firstAndLast.layout:11
    caption.firstBaselineAnchor == field.lastBaselineAnchor + 18  // firstAndLast.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 120))  // firstAndLast.layout:3
  return FirstAndLastLayout(
    root: root, label: label, field: field, caption: caption, constraints: constraints)
}
