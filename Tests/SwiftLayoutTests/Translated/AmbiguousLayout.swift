// ambiguous.layout in the Swift DSL, written by `clayout translate ambiguous.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `ambiguous.layout`, by their names in the file.
struct AmbiguousLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view pinned` (ambiguous.layout:4).
  let pinned: LayoutItem
  /// `view floating` (ambiguous.layout:5).
  let floating: LayoutItem
  /// `view sized` (ambiguous.layout:6).
  let sized: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `ambiguous.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAmbiguousLayout(in engine: LayoutEngine) throws(LayoutError) -> AmbiguousLayout {
  let root = engine.root
  let pinned = engine.makeItem("pinned")  // ambiguous.layout:4
  try root.addSubitem(pinned)
  let floating = engine.makeItem("floating")  // ambiguous.layout:5
  try root.addSubitem(floating)
  let sized = engine.makeItem("sized")  // ambiguous.layout:6
  try root.addSubitem(sized)

  let constraints = try activate {
    pinned.leftAnchor == root.leftAnchor  // ambiguous.layout:7
    pinned.topAnchor == root.topAnchor  // ambiguous.layout:7
    pinned.widthAnchor == 50  // ambiguous.layout:7
    pinned.heightAnchor == 50  // ambiguous.layout:7
    floating.widthAnchor == 30  // ambiguous.layout:8
    floating.topAnchor == pinned.bottomAnchor  // ambiguous.layout:9
    sized.leftAnchor == pinned.rightAnchor  // ambiguous.layout:10
    sized.topAnchor == pinned.topAnchor  // ambiguous.layout:11
    sized.heightAnchor == 20  // ambiguous.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 200))  // ambiguous.layout:3
  return AmbiguousLayout(
    root: root, pinned: pinned, floating: floating, sized: sized, constraints: constraints)
}
