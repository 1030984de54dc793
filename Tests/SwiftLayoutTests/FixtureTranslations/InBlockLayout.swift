// inBlock.layout in the Swift DSL, written by `clayout translate inBlock.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `inBlock.layout`, by their names in the file.
struct InBlockLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (inBlock.layout:4).
  let card: LayoutItem
  /// `view title` (inBlock.layout:5).
  let title: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `inBlock.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInBlockLayout(in engine: LayoutEngine) throws(LayoutError) -> InBlockLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // inBlock.layout:4
  try root.addSubitem(card)
  let title = engine.makeItem("title")  // inBlock.layout:5
  try card.addSubitem(title)

  let constraints = try activate {
    // H:|-12-[title]-12-| (inBlock.layout:6)
    (title.leadingAnchor == card.leadingAnchor + 12).inLayoutDirection(of: card)
    card.trailingAnchor == title.trailingAnchor + 12
    // V:|-10-[title(20)] (inBlock.layout:7)
    title.topAnchor == card.topAnchor + 10
    title.heightAnchor == 20
    card.leftAnchor == root.leftAnchor + 50  // inBlock.layout:9
    card.topAnchor == root.topAnchor + 40  // inBlock.layout:9
    card.widthAnchor == 200  // inBlock.layout:9
    card.heightAnchor == 100  // inBlock.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // inBlock.layout:3
  return InBlockLayout(root: root, card: card, title: title, constraints: constraints)
}
