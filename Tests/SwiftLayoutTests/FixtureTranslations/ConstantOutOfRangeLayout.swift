// constantOutOfRange.layout in the Swift DSL, written by `clayout translate constantOutOfRange.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `constantOutOfRange.layout`, by their names in the file.
struct ConstantOutOfRangeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (constantOutOfRange.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `constantOutOfRange.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConstantOutOfRangeLayout(in engine: LayoutEngine) throws(LayoutError) -> ConstantOutOfRangeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // constantOutOfRange.layout:5
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // constantOutOfRange.layout:6
    a.topAnchor == root.topAnchor  // constantOutOfRange.layout:6
    a.heightAnchor == 10  // constantOutOfRange.layout:6
    a.widthAnchor == 10  // constantOutOfRange.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // constantOutOfRange.layout:4
  return ConstantOutOfRangeLayout(root: root, a: a, constraints: constraints)
}
