// inheritBack.layout in the Swift DSL, written by `clayout translate inheritBack.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `inheritBack.layout`, by their names in the file.
struct InheritBackLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (inheritBack.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `inheritBack.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInheritBackLayout(in engine: LayoutEngine) throws(LayoutError) -> InheritBackLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // inheritBack.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 30  // inheritBack.layout:5
    a.widthAnchor == 50  // inheritBack.layout:5
    a.topAnchor == root.topAnchor  // inheritBack.layout:5
    a.heightAnchor == 10  // inheritBack.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // inheritBack.layout:3
  return InheritBackLayout(root: root, a: a, constraints: constraints)
}
