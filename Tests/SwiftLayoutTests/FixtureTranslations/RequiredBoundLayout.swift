// requiredBound.layout in the Swift DSL, written by `clayout translate requiredBound.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `requiredBound.layout`, by their names in the file.
struct RequiredBoundLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (requiredBound.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `requiredBound.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRequiredBoundLayout(in engine: LayoutEngine) throws(LayoutError) -> RequiredBoundLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // requiredBound.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // requiredBound.layout:5
    a.topAnchor == root.topAnchor  // requiredBound.layout:5
    a.heightAnchor == 10  // requiredBound.layout:5
    a.widthAnchor == 300 ~ .required - 1  // requiredBound.layout:6
    a.widthAnchor <= 120 ~ "cap"  // requiredBound.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // requiredBound.layout:3
  return RequiredBoundLayout(root: root, a: a, constraints: constraints)
}
