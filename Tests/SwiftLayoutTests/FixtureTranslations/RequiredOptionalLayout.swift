// requiredOptional.layout in the Swift DSL, written by `clayout translate requiredOptional.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `requiredOptional.layout`, by their names in the file.
struct RequiredOptionalLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (requiredOptional.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `requiredOptional.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRequiredOptionalLayout(in engine: LayoutEngine) throws(LayoutError) -> RequiredOptionalLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // requiredOptional.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // requiredOptional.layout:5
    a.topAnchor == root.topAnchor  // requiredOptional.layout:5
    a.heightAnchor == 10  // requiredOptional.layout:5
    a.widthAnchor == 100 ~ "narrow"  // requiredOptional.layout:6
    a.widthAnchor == 150 ~ 500 ~ "wide"  // requiredOptional.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // requiredOptional.layout:3
  return RequiredOptionalLayout(root: root, a: a, constraints: constraints)
}
