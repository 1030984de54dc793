// labelInCard.layout in the Swift DSL, written by `clayout translate labelInCard.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `labelInCard.layout`, by their names in the file.
struct LabelInCardLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (labelInCard.layout:5).
  let card: LayoutItem
  /// `view label` (labelInCard.layout:6).
  let label: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `labelInCard.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLabelInCardLayout(in engine: LayoutEngine) throws(LayoutError) -> LabelInCardLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // labelInCard.layout:5
  try root.addSubitem(card)
  let label = engine.makeItem("label")  // labelInCard.layout:6
  try card.addSubitem(label)

  try label.setIntrinsicContentSize(width: 120, height: 24)  // labelInCard.layout:6

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor  // labelInCard.layout:8
    card.topAnchor == root.topAnchor  // labelInCard.layout:8
    label.leadingAnchor == card.leadingAnchor + 16  // labelInCard.layout:9
    card.trailingAnchor == label.trailingAnchor + 16  // labelInCard.layout:9
    label.topAnchor == card.topAnchor + 12  // labelInCard.layout:10
    card.bottomAnchor == label.bottomAnchor + 12  // labelInCard.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 400))  // labelInCard.layout:4
  return LabelInCardLayout(root: root, card: card, label: label, constraints: constraints)
}
