// deactivateActivate.layout in the Swift DSL, written by `clayout translate deactivateActivate.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `deactivateActivate.layout`, by their names in the file.
struct DeactivateActivateLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (deactivateActivate.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `deactivateActivate.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDeactivateActivateLayout(in engine: LayoutEngine) throws(LayoutError) -> DeactivateActivateLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // deactivateActivate.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // deactivateActivate.layout:5
    a.topAnchor == root.topAnchor  // deactivateActivate.layout:5
    a.heightAnchor == 10  // deactivateActivate.layout:5
    a.widthAnchor == 100 ~ "fixed"  // deactivateActivate.layout:6
    a.widthAnchor == 250 ~ 300 ~ "fallback"  // deactivateActivate.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // deactivateActivate.layout:3
  return DeactivateActivateLayout(root: root, a: a, constraints: constraints)
}
