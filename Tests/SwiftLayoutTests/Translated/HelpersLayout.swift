// helpers.layout in the Swift DSL, written by `clayout translate helpers.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `helpers.layout`, by their names in the file.
struct HelpersLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (helpers.layout:5).
  let title: LayoutItem
  /// `view video` (helpers.layout:6).
  let video: LayoutItem
  /// `view card` (helpers.layout:7).
  let card: LayoutItem
  /// `view badge` (helpers.layout:8).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `helpers.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHelpersLayout(in engine: LayoutEngine) throws(LayoutError) -> HelpersLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // helpers.layout:5
  try root.addSubitem(title)
  let video = engine.makeItem("video")  // helpers.layout:6
  try root.addSubitem(video)
  let card = engine.makeItem("card")  // helpers.layout:7
  try root.addSubitem(card)
  let badge = engine.makeItem("badge")  // helpers.layout:8
  try card.addSubitem(badge)

  try title.setIntrinsicContentSize(width: 200, height: 30)  // helpers.layout:5
  _ = try engine.setDimensionRatio(video, width: 16, height: 9)  // helpers.layout:6
  // helpers.layout:8
  _ = try engine.centerWithBias(badge, between: card.leadingAnchor, and: card.trailingAnchor, bias: 0.25)
  // helpers.layout:8
  _ = try engine.centerWithBias(badge, between: card.topAnchor, and: card.bottomAnchor, bias: 0.75)

  let constraints = try activate {
    title.topAnchor == root.topAnchor + 20  // helpers.layout:10
    title.leadingAnchor == root.leadingAnchor + 10  // helpers.layout:11
    video.topAnchor == title.bottomAnchor + 10  // helpers.layout:12
    video.leadingAnchor == root.leadingAnchor  // helpers.layout:13
    video.trailingAnchor == root.trailingAnchor  // helpers.layout:14
    card.topAnchor == video.bottomAnchor  // helpers.layout:15
    card.leadingAnchor == root.leadingAnchor + 20  // helpers.layout:16
    card.widthAnchor == 200  // helpers.layout:17
    card.heightAnchor == 100  // helpers.layout:18
    badge.widthAnchor == 40  // helpers.layout:19
    badge.heightAnchor == 20  // helpers.layout:20
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // helpers.layout:4
  return HelpersLayout(
    root: root, title: title, video: video, card: card, badge: badge, constraints: constraints)
}
