// distanceTimes.layout in the Swift DSL, written by `clayout translate distanceTimes.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `distanceTimes.layout`, by their names in the file.
struct DistanceTimesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (distanceTimes.layout:4).
  let a: LayoutItem
  /// `view d` (distanceTimes.layout:5).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `distanceTimes.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDistanceTimesLayout(in engine: LayoutEngine) throws(LayoutError) -> DistanceTimesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // distanceTimes.layout:4
  try root.addSubitem(a)
  let d = engine.makeItem("d")  // distanceTimes.layout:5
  try root.addSubitem(d)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 40  // distanceTimes.layout:6
    a.topAnchor == root.topAnchor + 10  // distanceTimes.layout:6
    a.widthAnchor == 100  // distanceTimes.layout:6
    a.heightAnchor == 30  // distanceTimes.layout:6
    d.topAnchor == a.bottomAnchor + (a.bottomAnchor - a.topAnchor) * 0.5  // distanceTimes.layout:7
    d.leftAnchor == root.leftAnchor  // distanceTimes.layout:8
    d.widthAnchor == a.rightAnchor - a.leftAnchor + 20  // distanceTimes.layout:9
    d.heightAnchor == 10  // distanceTimes.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // distanceTimes.layout:3
  return DistanceTimesLayout(root: root, a: a, d: d, constraints: constraints)
}
