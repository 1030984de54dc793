// cardCompressed.layout in the Swift DSL, written by `clayout translate cardCompressed.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `cardCompressed.layout`, by their names in the file.
struct CardCompressedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (cardCompressed.layout:5).
  let card: LayoutItem
  /// `view title` (cardCompressed.layout:6).
  let title: LayoutItem
  /// `view detail` (cardCompressed.layout:7).
  let detail: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `cardCompressed.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCardCompressedLayout(in engine: LayoutEngine) throws(LayoutError) -> CardCompressedLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // cardCompressed.layout:5
  try root.addSubitem(card)
  let title = engine.makeItem("title")  // cardCompressed.layout:6
  try card.addSubitem(title)
  let detail = engine.makeItem("detail")  // cardCompressed.layout:7
  try card.addSubitem(detail)

  try title.setIntrinsicContentSize(width: 100, height: 20)  // cardCompressed.layout:6
  try detail.setIntrinsicContentSize(width: 80, height: 30)  // cardCompressed.layout:7

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor  // cardCompressed.layout:9
    card.topAnchor == root.topAnchor  // cardCompressed.layout:9
    card.rightAnchor == root.rightAnchor - 50  // cardCompressed.layout:10
    title.leftAnchor == card.leftAnchor + 10  // cardCompressed.layout:11
    title.topAnchor == card.topAnchor + 10  // cardCompressed.layout:11
    detail.leftAnchor == card.leftAnchor + 10  // cardCompressed.layout:12
    detail.topAnchor == title.bottomAnchor + 8  // cardCompressed.layout:12
    card.rightAnchor >= title.rightAnchor + 10  // cardCompressed.layout:13
    card.rightAnchor >= detail.rightAnchor + 10  // cardCompressed.layout:14
    card.bottomAnchor == detail.bottomAnchor + 10  // cardCompressed.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // cardCompressed.layout:4
  return CardCompressedLayout(root: root, card: card, title: title, detail: detail, constraints: constraints)
}
