// deactivateRequired.layout in the Swift DSL, written by `clayout translate deactivateRequired.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `deactivateRequired.layout`, by their names in the file.
struct DeactivateRequiredLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (deactivateRequired.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `deactivateRequired.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDeactivateRequiredLayout(in engine: LayoutEngine) throws(LayoutError) -> DeactivateRequiredLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // deactivateRequired.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // deactivateRequired.layout:5
    a.rightAnchor == root.rightAnchor - 10 ~ "a-right"  // deactivateRequired.layout:6
    a.widthAnchor == 50 ~ 300  // deactivateRequired.layout:7
    a.topAnchor == root.topAnchor  // deactivateRequired.layout:8
    a.heightAnchor == 10  // deactivateRequired.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // deactivateRequired.layout:3
  return DeactivateRequiredLayout(root: root, a: a, constraints: constraints)
}
