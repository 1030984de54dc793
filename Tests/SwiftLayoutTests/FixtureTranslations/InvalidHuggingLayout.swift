// invalidHugging.layout in the Swift DSL, written by `clayout translate invalidHugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `invalidHugging.layout`, by their names in the file.
struct InvalidHuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (invalidHugging.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `invalidHugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInvalidHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> InvalidHuggingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // invalidHugging.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // invalidHugging.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // invalidHugging.layout:5
    a.topAnchor == root.topAnchor  // invalidHugging.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // invalidHugging.layout:3
  return InvalidHuggingLayout(root: root, a: a, constraints: constraints)
}
