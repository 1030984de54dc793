// nestedCenters.layout in the Swift DSL, written by `clayout translate nestedCenters.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nestedCenters.layout`, by their names in the file.
struct NestedCentersLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (nestedCenters.layout:4).
  let card: LayoutItem
  /// `view badge` (nestedCenters.layout:5).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nestedCenters.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNestedCentersLayout(in engine: LayoutEngine) throws(LayoutError) -> NestedCentersLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // nestedCenters.layout:4
  try root.addSubitem(card)
  let badge = engine.makeItem("badge")  // nestedCenters.layout:5
  try card.addSubitem(badge)

  let constraints = try activate {
    card.centerXAnchor == root.centerXAnchor  // nestedCenters.layout:7
    card.centerYAnchor == root.centerYAnchor  // nestedCenters.layout:7
    card.widthAnchor == 200  // nestedCenters.layout:8
    card.heightAnchor == 100  // nestedCenters.layout:8
    badge.centerXAnchor == card.centerXAnchor  // nestedCenters.layout:9
    badge.centerYAnchor == card.centerYAnchor  // nestedCenters.layout:9
    badge.widthAnchor == 20  // nestedCenters.layout:10
    badge.heightAnchor == 10  // nestedCenters.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 400))  // nestedCenters.layout:3
  return NestedCentersLayout(root: root, card: card, badge: badge, constraints: constraints)
}
