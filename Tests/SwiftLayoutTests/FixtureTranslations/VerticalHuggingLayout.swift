// verticalHugging.layout in the Swift DSL, written by `clayout translate verticalHugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `verticalHugging.layout`, by their names in the file.
struct VerticalHuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (verticalHugging.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `verticalHugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVerticalHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> VerticalHuggingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // verticalHugging.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 50, height: 30)  // verticalHugging.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // verticalHugging.layout:5
    a.topAnchor == root.topAnchor  // verticalHugging.layout:5
    a.bottomAnchor == root.bottomAnchor ~ 200 ~ "stretch"  // verticalHugging.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // verticalHugging.layout:3
  return VerticalHuggingLayout(root: root, a: a, constraints: constraints)
}
