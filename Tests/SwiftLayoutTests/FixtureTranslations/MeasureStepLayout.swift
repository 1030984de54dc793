// measureStep.layout in the Swift DSL, written by `clayout translate measureStep.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `measureStep.layout`, by their names in the file.
struct MeasureStepLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (measureStep.layout:8).
  let label: LayoutItem
  /// `view badge` (measureStep.layout:9).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `measureStep.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMeasureStepLayout(in engine: LayoutEngine) throws(LayoutError) -> MeasureStepLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // measureStep.layout:8
  try root.addSubitem(label)
  let badge = engine.makeItem("badge")  // measureStep.layout:9
  try root.addSubitem(badge)

  try badge.setIntrinsicContentSize(width: 30, height: 20)  // measureStep.layout:9
  try badge.setContentCompressionResistancePriority(800, for: .horizontal)  // measureStep.layout:9

  let constraints = try activate {
    // H:|-10-[label]-8-[badge] (measureStep.layout:10)
    (label.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    (badge.leadingAnchor == label.trailingAnchor + 8).inLayoutDirection(of: root)
    label.topAnchor == root.topAnchor + 10  // measureStep.layout:11
    badge.topAnchor == root.topAnchor + 10  // measureStep.layout:11
    label.widthAnchor == 60 ~ 100  // measureStep.layout:12
    label.heightAnchor == 10 ~ 100  // measureStep.layout:12
    badge.rightAnchor <= root.rightAnchor - 10  // measureStep.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // measureStep.layout:7
  return MeasureStepLayout(root: root, label: label, badge: badge, constraints: constraints)
}
