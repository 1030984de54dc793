// ratioAndBias.layout in the Swift DSL, written by `clayout translate ratioAndBias.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `ratioAndBias.layout`, by their names in the file.
struct RatioAndBiasLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view video` (ratioAndBias.layout:4).
  let video: LayoutItem
  /// `view card` (ratioAndBias.layout:5).
  let card: LayoutItem
  /// `view badge` (ratioAndBias.layout:6).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `ratioAndBias.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRatioAndBiasLayout(in engine: LayoutEngine) throws(LayoutError) -> RatioAndBiasLayout {
  let root = engine.root
  let video = engine.makeItem("video")  // ratioAndBias.layout:4
  try root.addSubitem(video)
  let card = engine.makeItem("card")  // ratioAndBias.layout:5
  try root.addSubitem(card)
  let badge = engine.makeItem("badge")  // ratioAndBias.layout:6
  try card.addSubitem(badge)

  _ = try engine.setDimensionRatio(video, width: 16, height: 9)  // ratioAndBias.layout:4
  // ratioAndBias.layout:6
  _ = try engine.centerWithBias(badge, between: card.leadingAnchor, and: card.trailingAnchor, bias: 0.25)
  // ratioAndBias.layout:6
  _ = try engine.centerWithBias(badge, between: card.topAnchor, and: card.bottomAnchor, bias: 0.5)

  let constraints = try activate {
    video.topAnchor == root.topAnchor  // ratioAndBias.layout:8
    video.leadingAnchor == root.leadingAnchor  // ratioAndBias.layout:8
    video.trailingAnchor == root.trailingAnchor  // ratioAndBias.layout:8
    card.topAnchor == video.bottomAnchor  // ratioAndBias.layout:9
    card.leadingAnchor == root.leadingAnchor + 20  // ratioAndBias.layout:9
    card.widthAnchor == 200  // ratioAndBias.layout:9
    card.heightAnchor == 100  // ratioAndBias.layout:9
    badge.widthAnchor == 40  // ratioAndBias.layout:10
    badge.heightAnchor == 20  // ratioAndBias.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // ratioAndBias.layout:3
  return RatioAndBiasLayout(root: root, video: video, card: card, badge: badge, constraints: constraints)
}
