// directionalStep.layout in the Swift DSL, written by `clayout translate directionalStep.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `directionalStep.layout`, by their names in the file.
struct DirectionalStepLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (directionalStep.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `directionalStep.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDirectionalStepLayout(in engine: LayoutEngine) throws(LayoutError) -> DirectionalStepLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // directionalStep.layout:5
  try root.addSubitem(a)

  try root.setLayoutDirection(.rightToLeft)  // directionalStep.layout:4

  let constraints = try activate {
    a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // directionalStep.layout:6
    a.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // directionalStep.layout:7
    a.topAnchor == root.topAnchor  // directionalStep.layout:8
    a.heightAnchor == 10  // directionalStep.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // directionalStep.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return DirectionalStepLayout(root: root, a: a, constraints: constraints)
}
