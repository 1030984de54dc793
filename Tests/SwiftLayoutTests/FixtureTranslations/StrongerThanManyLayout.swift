// strongerThanMany.layout in the Swift DSL, written by `clayout translate strongerThanMany.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `strongerThanMany.layout`, by their names in the file.
struct StrongerThanManyLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (strongerThanMany.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `strongerThanMany.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildStrongerThanManyLayout(in engine: LayoutEngine) throws(LayoutError) -> StrongerThanManyLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // strongerThanMany.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // strongerThanMany.layout:5
    a.topAnchor == root.topAnchor  // strongerThanMany.layout:5
    a.heightAnchor == 10  // strongerThanMany.layout:5
    a.widthAnchor == 50 ~ .defaultLow  // strongerThanMany.layout:6
    a.widthAnchor == 50 ~ .defaultLow  // strongerThanMany.layout:7
    a.widthAnchor == 50 ~ .defaultLow  // strongerThanMany.layout:8
    a.widthAnchor == 50 ~ .defaultLow  // strongerThanMany.layout:9
    a.widthAnchor == 50 ~ .defaultLow  // strongerThanMany.layout:10
    a.widthAnchor == 250 ~ .defaultLow + 1  // strongerThanMany.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // strongerThanMany.layout:3
  return StrongerThanManyLayout(root: root, a: a, constraints: constraints)
}
