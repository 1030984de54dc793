// measureRefused.layout in the Swift DSL, written by `clayout translate measureRefused.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `measureRefused.layout`, by their names in the file.
struct MeasureRefusedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (measureRefused.layout:10).
  let label: LayoutItem
  /// `view tag` (measureRefused.layout:11).
  let tag: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `measureRefused.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMeasureRefusedLayout(in engine: LayoutEngine) throws(LayoutError) -> MeasureRefusedLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // measureRefused.layout:10
  try root.addSubitem(label)
  let tag = engine.makeItem("tag")  // measureRefused.layout:11
  try root.addSubitem(tag)

  let constraints = try activate {
    label.leftAnchor == root.leftAnchor + 10  // measureRefused.layout:12
    label.topAnchor == root.topAnchor + 10  // measureRefused.layout:12
    label.widthAnchor == 100 ~ 200  // measureRefused.layout:13
    label.heightAnchor == 50 ~ 200  // measureRefused.layout:13
    tag.leftAnchor == label.rightAnchor + 5  // measureRefused.layout:14
    tag.topAnchor == root.topAnchor + 10  // measureRefused.layout:14
    tag.widthAnchor == 20  // measureRefused.layout:14
    tag.heightAnchor == 20  // measureRefused.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // measureRefused.layout:9
  return MeasureRefusedLayout(root: root, label: label, tag: tag, constraints: constraints)
}
