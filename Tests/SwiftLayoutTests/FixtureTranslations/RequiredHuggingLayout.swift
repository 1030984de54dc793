// requiredHugging.layout in the Swift DSL, written by `clayout translate requiredHugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `requiredHugging.layout`, by their names in the file.
struct RequiredHuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (requiredHugging.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `requiredHugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRequiredHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> RequiredHuggingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // requiredHugging.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 80, height: 20)  // requiredHugging.layout:4
  try a.setContentHuggingPriority(.required, for: .horizontal)  // requiredHugging.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // requiredHugging.layout:5
    a.topAnchor == root.topAnchor  // requiredHugging.layout:5
    a.widthAnchor == 200 ~ .required - 1  // requiredHugging.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // requiredHugging.layout:3
  return RequiredHuggingLayout(root: root, a: a, constraints: constraints)
}
