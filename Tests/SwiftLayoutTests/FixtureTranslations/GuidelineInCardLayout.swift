// guidelineInCard.layout in the Swift DSL, written by `clayout translate guidelineInCard.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidelineInCard.layout`, by their names in the file.
struct GuidelineInCardLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (guidelineInCard.layout:6).
  let card: LayoutItem
  /// `guideline split` (guidelineInCard.layout:7).
  let split: LayoutItem
  /// `view label` (guidelineInCard.layout:8).
  let label: LayoutItem
  /// `view value` (guidelineInCard.layout:9).
  let value: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidelineInCard.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidelineInCardLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidelineInCardLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // guidelineInCard.layout:6
  try root.addSubitem(card)
  let label = engine.makeItem("label")  // guidelineInCard.layout:8
  try card.addSubitem(label)
  let value = engine.makeItem("value")  // guidelineInCard.layout:9
  try card.addSubitem(value)

  // guidelineInCard.layout:7
  let split = try engine.makeGuideline(
    in: card, name: "split", orientation: .vertical, reference: .fraction, value: 0.4
  ).guide!

  try label.setIntrinsicContentSize(width: 50, height: 20)  // guidelineInCard.layout:8
  try value.setIntrinsicContentSize(width: nil, height: 20)  // guidelineInCard.layout:9

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor + 20  // guidelineInCard.layout:11
    card.topAnchor == root.topAnchor + 10  // guidelineInCard.layout:11
    card.widthAnchor == 200 ~ "card-width"  // guidelineInCard.layout:11
    card.heightAnchor == 100  // guidelineInCard.layout:11
    label.trailingAnchor == split.leadingAnchor - 8  // guidelineInCard.layout:12
    label.topAnchor == card.topAnchor  // guidelineInCard.layout:12
    value.leadingAnchor == split.leadingAnchor + 8  // guidelineInCard.layout:13
    value.trailingAnchor == card.trailingAnchor  // guidelineInCard.layout:13
    value.topAnchor == card.topAnchor  // guidelineInCard.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // guidelineInCard.layout:5
  return GuidelineInCardLayout(
    root: root, card: card, split: split, label: label, value: value, constraints: constraints)
}
