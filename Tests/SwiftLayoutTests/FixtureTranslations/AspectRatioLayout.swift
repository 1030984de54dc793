// aspectRatio.layout in the Swift DSL, written by `clayout translate aspectRatio.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `aspectRatio.layout`, by their names in the file.
struct AspectRatioLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (aspectRatio.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `aspectRatio.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAspectRatioLayout(in engine: LayoutEngine) throws(LayoutError) -> AspectRatioLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // aspectRatio.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 20  // aspectRatio.layout:5
    a.topAnchor == root.topAnchor + 20  // aspectRatio.layout:5
    a.widthAnchor == root.widthAnchor - 40  // aspectRatio.layout:6
    a.heightAnchor == a.widthAnchor * 0.75  // aspectRatio.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 400))  // aspectRatio.layout:3
  return AspectRatioLayout(root: root, a: a, constraints: constraints)
}
