// bottomTrailing.layout in the Swift DSL, written by `clayout translate bottomTrailing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `bottomTrailing.layout`, by their names in the file.
struct BottomTrailingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (bottomTrailing.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `bottomTrailing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBottomTrailingLayout(in engine: LayoutEngine) throws(LayoutError) -> BottomTrailingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // bottomTrailing.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.bottomAnchor == root.bottomAnchor - 10  // bottomTrailing.layout:5
    a.trailingAnchor == root.trailingAnchor - 10  // bottomTrailing.layout:6
    a.widthAnchor == 40  // bottomTrailing.layout:7
    a.heightAnchor == 30  // bottomTrailing.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // bottomTrailing.layout:3
  return BottomTrailingLayout(root: root, a: a, constraints: constraints)
}
