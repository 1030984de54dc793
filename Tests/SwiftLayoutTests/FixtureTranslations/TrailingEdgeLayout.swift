// trailingEdge.layout in the Swift DSL, written by `clayout translate trailingEdge.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `trailingEdge.layout`, by their names in the file.
struct TrailingEdgeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (trailingEdge.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `trailingEdge.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTrailingEdgeLayout(in engine: LayoutEngine) throws(LayoutError) -> TrailingEdgeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // trailingEdge.layout:5
  try root.addSubitem(a)

  try root.setLayoutDirection(.rightToLeft)  // trailingEdge.layout:4

  let constraints = try activate {
    a.trailingAnchor == root.trailingAnchor - 10  // trailingEdge.layout:6
    a.widthAnchor == 60  // trailingEdge.layout:7
    a.topAnchor == root.topAnchor  // trailingEdge.layout:7
    a.heightAnchor == 10  // trailingEdge.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // trailingEdge.layout:3
  return TrailingEdgeLayout(root: root, a: a, constraints: constraints)
}
