// centerBetween.layout in the Swift DSL, written by `clayout translate centerBetween.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centerBetween.layout`, by their names in the file.
struct CenterBetweenLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centerBetween.layout:4).
  let a: LayoutItem
  /// `view b` (centerBetween.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centerBetween.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenterBetweenLayout(in engine: LayoutEngine) throws(LayoutError) -> CenterBetweenLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centerBetween.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // centerBetween.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 30  // centerBetween.layout:6
    a.topAnchor == root.topAnchor  // centerBetween.layout:6
    a.widthAnchor == 90  // centerBetween.layout:6
    a.heightAnchor == 20  // centerBetween.layout:6
    b.centerXAnchor == a.rightAnchor + (root.rightAnchor - a.rightAnchor) / 3  // centerBetween.layout:7
    b.widthAnchor == a.widthAnchor / 3  // centerBetween.layout:8
    b.topAnchor == a.bottomAnchor  // centerBetween.layout:9
    b.heightAnchor == a.heightAnchor * 2  // centerBetween.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 600, height: 300))  // centerBetween.layout:3
  return CenterBetweenLayout(root: root, a: a, b: b, constraints: constraints)
}
