// requiredCompresses.layout in the Swift DSL, written by `clayout translate requiredCompresses.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `requiredCompresses.layout`, by their names in the file.
struct RequiredCompressesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (requiredCompresses.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `requiredCompresses.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRequiredCompressesLayout(in engine: LayoutEngine) throws(LayoutError) -> RequiredCompressesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // requiredCompresses.layout:5
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 120, height: 30)  // requiredCompresses.layout:5
  // requiredCompresses.layout:5
  try a.setContentCompressionResistancePriority(.required - 1, for: .horizontal)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // requiredCompresses.layout:6
    a.topAnchor == root.topAnchor  // requiredCompresses.layout:6
    a.widthAnchor <= 80  // requiredCompresses.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // requiredCompresses.layout:4
  return RequiredCompressesLayout(root: root, a: a, constraints: constraints)
}
