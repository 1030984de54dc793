// removeSubtree.layout in the Swift DSL, written by `clayout translate removeSubtree.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removeSubtree.layout`, by their names in the file.
struct RemoveSubtreeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (removeSubtree.layout:4).
  let card: LayoutItem
  /// `view title` (removeSubtree.layout:5).
  let title: LayoutItem
  /// `view footer` (removeSubtree.layout:7).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removeSubtree.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemoveSubtreeLayout(in engine: LayoutEngine) throws(LayoutError) -> RemoveSubtreeLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // removeSubtree.layout:4
  try root.addSubitem(card)
  let title = engine.makeItem("title")  // removeSubtree.layout:5
  try card.addSubitem(title)
  let footer = engine.makeItem("footer")  // removeSubtree.layout:7
  try root.addSubitem(footer)

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor  // removeSubtree.layout:8
    card.topAnchor == root.topAnchor  // removeSubtree.layout:8
    card.widthAnchor == 200  // removeSubtree.layout:8
    card.heightAnchor == 100  // removeSubtree.layout:8
    title.leftAnchor == card.leftAnchor + 10  // removeSubtree.layout:9
    title.topAnchor == card.topAnchor + 10  // removeSubtree.layout:9
    title.widthAnchor == 50  // removeSubtree.layout:9
    title.heightAnchor == 20  // removeSubtree.layout:9
    footer.topAnchor == title.bottomAnchor + 100  // removeSubtree.layout:10
    footer.leftAnchor == root.leftAnchor  // removeSubtree.layout:10
    footer.widthAnchor == 300  // removeSubtree.layout:11
    footer.heightAnchor == 20  // removeSubtree.layout:11
    footer.topAnchor == root.topAnchor + 5 ~ .defaultLow  // removeSubtree.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // removeSubtree.layout:3
  return RemoveSubtreeLayout(root: root, card: card, title: title, footer: footer, constraints: constraints)
}
