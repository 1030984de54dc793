// offsetsStep.layout in the Swift DSL, written by `clayout translate offsetsStep.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `offsetsStep.layout`, by their names in the file.
struct OffsetsStepLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view field` (offsetsStep.layout:4).
  let field: LayoutItem
  /// `view label` (offsetsStep.layout:5).
  let label: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `offsetsStep.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOffsetsStepLayout(in engine: LayoutEngine) throws(LayoutError) -> OffsetsStepLayout {
  let root = engine.root
  let field = engine.makeItem("field")  // offsetsStep.layout:4
  try root.addSubitem(field)
  let label = engine.makeItem("label")  // offsetsStep.layout:5
  try root.addSubitem(label)

  try label.setIntrinsicContentSize(width: 60, height: 20)  // offsetsStep.layout:5
  try label.setBaselineOffsets(firstFromTop: 15, lastFromBottom: 5)  // offsetsStep.layout:5

  let constraints = try activate {
    field.leftAnchor == root.leftAnchor  // offsetsStep.layout:6
    field.topAnchor == root.topAnchor + 10  // offsetsStep.layout:6
    field.widthAnchor == 100  // offsetsStep.layout:6
    field.heightAnchor == 40  // offsetsStep.layout:6
    label.leftAnchor == field.rightAnchor + 8  // offsetsStep.layout:7
    label.firstBaselineAnchor == field.firstBaselineAnchor  // offsetsStep.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // offsetsStep.layout:3
  return OffsetsStepLayout(root: root, field: field, label: label, constraints: constraints)
}
