// weakWidth.layout in the Swift DSL, written by `clayout translate weakWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `weakWidth.layout`, by their names in the file.
struct WeakWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (weakWidth.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `weakWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildWeakWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> WeakWidthLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // weakWidth.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    // H:|-[a(100@250)]-| (weakWidth.layout:5)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    a.widthAnchor == 100 ~ .defaultLow
    root.trailingAnchor == a.trailingAnchor + 20
    // V:|[a(10)] (weakWidth.layout:6)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // weakWidth.layout:3
  return WeakWidthLayout(root: root, a: a, constraints: constraints)
}
