// positionTimesZero.layout in the Swift DSL, written by `clayout translate positionTimesZero.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `positionTimesZero.layout`, by their names in the file.
struct PositionTimesZeroLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (positionTimesZero.layout:10).
  let a: LayoutItem
  /// `view b` (positionTimesZero.layout:11).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `positionTimesZero.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPositionTimesZeroLayout(in engine: LayoutEngine) throws(LayoutError) -> PositionTimesZeroLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // positionTimesZero.layout:10
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // positionTimesZero.layout:11
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // positionTimesZero.layout:12
    a.topAnchor == root.topAnchor + 10  // positionTimesZero.layout:12
    a.widthAnchor == 50  // positionTimesZero.layout:12
    a.heightAnchor == 20  // positionTimesZero.layout:12
    b.leftAnchor == a.rightAnchor + 10  // positionTimesZero.layout:13
    b.topAnchor == a.topAnchor  // positionTimesZero.layout:13
    b.widthAnchor == 30  // positionTimesZero.layout:13
    b.heightAnchor == 30  // positionTimesZero.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // positionTimesZero.layout:9
  return PositionTimesZeroLayout(root: root, a: a, b: b, constraints: constraints)
}
