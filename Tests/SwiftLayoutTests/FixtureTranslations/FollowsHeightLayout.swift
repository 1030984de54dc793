// followsHeight.layout in the Swift DSL, written by `clayout translate followsHeight.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `followsHeight.layout`, by their names in the file.
struct FollowsHeightLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view field` (followsHeight.layout:4).
  let field: LayoutItem
  /// `view caption` (followsHeight.layout:5).
  let caption: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `followsHeight.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFollowsHeightLayout(in engine: LayoutEngine) throws(LayoutError) -> FollowsHeightLayout {
  let root = engine.root
  let field = engine.makeItem("field")  // followsHeight.layout:4
  try root.addSubitem(field)
  let caption = engine.makeItem("caption")  // followsHeight.layout:5
  try root.addSubitem(caption)

  try field.setIntrinsicContentSize(width: 150, height: 34)  // followsHeight.layout:4
  try field.setBaselineOffsets(firstFromTop: 23, lastFromBottom: 11)  // followsHeight.layout:4
  try caption.setIntrinsicContentSize(width: 200, height: 14)  // followsHeight.layout:5
  try caption.setBaselineOffsets(firstFromTop: 11, lastFromBottom: 3)  // followsHeight.layout:5

  let constraints = try activate {
    field.leftAnchor == root.leftAnchor  // followsHeight.layout:6
    field.topAnchor == root.topAnchor + 20  // followsHeight.layout:6
    caption.leftAnchor == root.leftAnchor  // followsHeight.layout:7
    caption.firstBaselineAnchor == field.lastBaselineAnchor + 18  // followsHeight.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // followsHeight.layout:3
  return FollowsHeightLayout(root: root, field: field, caption: caption, constraints: constraints)
}
