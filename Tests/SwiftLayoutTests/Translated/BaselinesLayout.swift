// baselines.layout in the Swift DSL, written by `clayout translate baselines.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `baselines.layout`, by their names in the file.
struct BaselinesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (baselines.layout:4).
  let label: LayoutItem
  /// `view field` (baselines.layout:5).
  let field: LayoutItem
  /// `view caption` (baselines.layout:6).
  let caption: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `baselines.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBaselinesLayout(in engine: LayoutEngine) throws(LayoutError) -> BaselinesLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // baselines.layout:4
  try root.addSubitem(label)
  let field = engine.makeItem("field")  // baselines.layout:5
  try root.addSubitem(field)
  let caption = engine.makeItem("caption")  // baselines.layout:6
  try root.addSubitem(caption)

  try label.setIntrinsicContentSize(width: 80, height: 21)  // baselines.layout:4
  try label.setBaselineOffsets(firstFromTop: 17, lastFromBottom: 4)  // baselines.layout:4
  try field.setIntrinsicContentSize(width: 150, height: 34)  // baselines.layout:5
  try field.setBaselineOffsets(firstFromTop: 23, lastFromBottom: 11)  // baselines.layout:5
  try caption.setIntrinsicContentSize(width: 200, height: 14)  // baselines.layout:6
  try caption.setBaselineOffsets(firstFromTop: 11, lastFromBottom: 3)  // baselines.layout:6

  let constraints = try activate {
    // H:|-[label]-[field] align: firstBaseline (baselines.layout:7)
    (label.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    (field.leadingAnchor == label.trailingAnchor + 8).inLayoutDirection(of: root)
    field.firstBaselineAnchor == label.firstBaselineAnchor
    field.topAnchor == root.topAnchor + 20  // baselines.layout:8
    caption.leadingAnchor == label.leadingAnchor  // baselines.layout:9
    caption.firstBaselineAnchor == field.lastBaselineAnchor + 18  // baselines.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 120))  // baselines.layout:3
  return BaselinesLayout(root: root, label: label, field: field, caption: caption, constraints: constraints)
}
