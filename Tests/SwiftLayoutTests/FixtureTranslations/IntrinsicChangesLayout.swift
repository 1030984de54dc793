// intrinsicChanges.layout in the Swift DSL, written by `clayout translate intrinsicChanges.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `intrinsicChanges.layout`, by their names in the file.
struct IntrinsicChangesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (intrinsicChanges.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `intrinsicChanges.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildIntrinsicChangesLayout(in engine: LayoutEngine) throws(LayoutError) -> IntrinsicChangesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // intrinsicChanges.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 40, height: nil)  // intrinsicChanges.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 5  // intrinsicChanges.layout:5
    a.topAnchor == root.topAnchor  // intrinsicChanges.layout:5
    a.heightAnchor == 20  // intrinsicChanges.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // intrinsicChanges.layout:3
  return IntrinsicChangesLayout(root: root, a: a, constraints: constraints)
}
