// activationState.layout in the Swift DSL, written by `clayout translate activationState.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `activationState.layout`, by their names in the file.
struct ActivationStateLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (activationState.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `activationState.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildActivationStateLayout(in engine: LayoutEngine) throws(LayoutError) -> ActivationStateLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // activationState.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // activationState.layout:5
    a.topAnchor == root.topAnchor  // activationState.layout:5
    a.heightAnchor == 10  // activationState.layout:5
    a.widthAnchor == 100 ~ "fixed"  // activationState.layout:6
    a.widthAnchor == 60 ~ 300 ~ "fallback"  // activationState.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // activationState.layout:3
  return ActivationStateLayout(root: root, a: a, constraints: constraints)
}
