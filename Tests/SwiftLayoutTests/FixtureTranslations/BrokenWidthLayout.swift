// brokenWidth.layout in the Swift DSL, written by `clayout translate brokenWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `brokenWidth.layout`, by their names in the file.
struct BrokenWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (brokenWidth.layout:7).
  let label: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `brokenWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBrokenWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> BrokenWidthLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // brokenWidth.layout:7
  try root.addSubitem(label)

  engine.unsatisfiableConstraintPolicy = .recover  // brokenWidth.layout:5

  let constraints = try activate {
    label.widthAnchor <= 300  // brokenWidth.layout:8
    label.leadingAnchor == root.leadingAnchor + 20  // brokenWidth.layout:9
    root.trailingAnchor == label.trailingAnchor + 20  // brokenWidth.layout:9
    label.topAnchor == root.topAnchor + 20  // brokenWidth.layout:10
    label.heightAnchor == 20  // brokenWidth.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 414, height: 170))  // brokenWidth.layout:6
  return BrokenWidthLayout(root: root, label: label, constraints: constraints)
}
