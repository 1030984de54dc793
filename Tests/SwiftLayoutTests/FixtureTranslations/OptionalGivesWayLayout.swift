// optionalGivesWay.layout in the Swift DSL, written by `clayout translate optionalGivesWay.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `optionalGivesWay.layout`, by their names in the file.
struct OptionalGivesWayLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (optionalGivesWay.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `optionalGivesWay.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOptionalGivesWayLayout(in engine: LayoutEngine) throws(LayoutError) -> OptionalGivesWayLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // optionalGivesWay.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 20  // optionalGivesWay.layout:5
    a.topAnchor == root.topAnchor  // optionalGivesWay.layout:5
    a.heightAnchor == 10  // optionalGivesWay.layout:5
    a.trailingAnchor <= root.trailingAnchor - 20  // optionalGivesWay.layout:6
    a.widthAnchor == 300 ~ .defaultHigh  // optionalGivesWay.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // optionalGivesWay.layout:3
  return OptionalGivesWayLayout(root: root, a: a, constraints: constraints)
}
