// nestedGuide.layout in the Swift DSL, written by `clayout translate nestedGuide.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nestedGuide.layout`, by their names in the file.
struct NestedGuideLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (nestedGuide.layout:4).
  let card: LayoutItem
  /// `guide spacer` (nestedGuide.layout:5).
  let spacer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nestedGuide.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNestedGuideLayout(in engine: LayoutEngine) throws(LayoutError) -> NestedGuideLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // nestedGuide.layout:4
  try root.addSubitem(card)
  let spacer = engine.makeLayoutGuide("spacer")  // nestedGuide.layout:5
  try card.addSubitem(spacer)

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor + 50  // nestedGuide.layout:7
    card.topAnchor == root.topAnchor + 30  // nestedGuide.layout:7
    card.widthAnchor == 200  // nestedGuide.layout:7
    card.heightAnchor == 100  // nestedGuide.layout:7
    spacer.leftAnchor == card.leftAnchor + 10  // nestedGuide.layout:8
    spacer.widthAnchor == card.widthAnchor * 0.5  // nestedGuide.layout:9
    spacer.topAnchor == card.topAnchor + 5  // nestedGuide.layout:10
    spacer.heightAnchor == 0  // nestedGuide.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // nestedGuide.layout:3
  return NestedGuideLayout(root: root, card: card, spacer: spacer, constraints: constraints)
}
