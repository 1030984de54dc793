// mixedDirections.layout in the Swift DSL, written by `clayout translate mixedDirections.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `mixedDirections.layout`, by their names in the file.
struct MixedDirectionsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (mixedDirections.layout:6).
  let box: LayoutItem
  /// `view tag` (mixedDirections.layout:7).
  let tag: LayoutItem
  /// `view plain` (mixedDirections.layout:8).
  let plain: LayoutItem
  /// `view card` (mixedDirections.layout:9).
  let card: LayoutItem
  /// `view badge` (mixedDirections.layout:11).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `mixedDirections.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMixedDirectionsLayout(in engine: LayoutEngine) throws(LayoutError) -> MixedDirectionsLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // mixedDirections.layout:6
  try root.addSubitem(box)
  let tag = engine.makeItem("tag")  // mixedDirections.layout:7
  try root.addSubitem(tag)
  let plain = engine.makeItem("plain")  // mixedDirections.layout:8
  try root.addSubitem(plain)
  let card = engine.makeItem("card")  // mixedDirections.layout:9
  try root.addSubitem(card)
  let badge = engine.makeItem("badge")  // mixedDirections.layout:11
  try card.addSubitem(badge)

  try box.setLayoutDirection(.rightToLeft)  // mixedDirections.layout:6
  try tag.setLayoutDirection(.rightToLeft)  // mixedDirections.layout:7
  try card.setLayoutDirection(.rightToLeft)  // mixedDirections.layout:10
  try badge.setLayoutDirection(.leftToRight)  // mixedDirections.layout:11

  let constraints = try activate {
    // H:|-6-[badge(30)] (mixedDirections.layout:12)
    (badge.leadingAnchor == card.leadingAnchor + 6).inLayoutDirection(of: card)
    badge.widthAnchor == 30
    // V:|-4-[badge(12)] (mixedDirections.layout:13)
    badge.topAnchor == card.topAnchor + 4
    badge.heightAnchor == 12
    // H:|-20-[box]-20-| (mixedDirections.layout:15)
    (box.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    root.trailingAnchor == box.trailingAnchor + 20
    // V:|-10-[box(20)] (mixedDirections.layout:16)
    box.topAnchor == root.topAnchor + 10
    box.heightAnchor == 20
    // H:|-10-[tag(40)]-8-[plain(50)] (mixedDirections.layout:17)
    (tag.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    tag.widthAnchor == 40
    (plain.leadingAnchor == tag.trailingAnchor + 8).inLayoutDirection(of: root)
    plain.widthAnchor == 50
    // V:[box]-10-[tag(10)] (mixedDirections.layout:18)
    tag.topAnchor == box.bottomAnchor + 10
    tag.heightAnchor == 10
    plain.topAnchor == tag.topAnchor  // mixedDirections.layout:19
    plain.heightAnchor == 10  // mixedDirections.layout:19
    // H:[card(100)]-10-| (mixedDirections.layout:20)
    card.widthAnchor == 100
    root.trailingAnchor == card.trailingAnchor + 10
    // V:[tag]-10-[card(40)] (mixedDirections.layout:21)
    card.topAnchor == tag.bottomAnchor + 10
    card.heightAnchor == 40
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 120))  // mixedDirections.layout:5
  return MixedDirectionsLayout(
    root: root, box: box, tag: tag, plain: plain, card: card, badge: badge, constraints: constraints)
}
