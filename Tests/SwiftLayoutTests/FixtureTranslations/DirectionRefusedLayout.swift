// directionRefused.layout in the Swift DSL, written by `clayout translate directionRefused.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `directionRefused.layout`, by their names in the file.
struct DirectionRefusedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (directionRefused.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `directionRefused.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDirectionRefusedLayout(in engine: LayoutEngine) throws(LayoutError) -> DirectionRefusedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // directionRefused.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor ~ "a-leading"  // directionRefused.layout:5
    a.leftAnchor <= root.leftAnchor + 50 ~ "a-near-left"  // directionRefused.layout:6
    a.widthAnchor == 100 ~ "a-width"  // directionRefused.layout:7
    a.topAnchor == root.topAnchor  // directionRefused.layout:8
    a.heightAnchor == 10  // directionRefused.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // directionRefused.layout:3
  return DirectionRefusedLayout(root: root, a: a, constraints: constraints)
}
