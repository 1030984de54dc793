// guideSize.layout in the Swift DSL, written by `clayout translate guideSize.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guideSize.layout`, by their names in the file.
struct GuideSizeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (guideSize.layout:4).
  let card: LayoutItem
  /// `view mirror` (guideSize.layout:5).
  let mirror: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guideSize.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuideSizeLayout(in engine: LayoutEngine) throws(LayoutError) -> GuideSizeLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // guideSize.layout:4
  try root.addSubitem(card)
  let mirror = engine.makeItem("mirror")  // guideSize.layout:5
  try root.addSubitem(mirror)

  try card.setLayoutMargins(LayoutInsets(top: 5, left: 10, bottom: 15, right: 20))  // guideSize.layout:4

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor + 10  // guideSize.layout:6
    card.topAnchor == root.topAnchor + 10  // guideSize.layout:6
    card.widthAnchor == 200  // guideSize.layout:6
    card.heightAnchor == 100  // guideSize.layout:6
    mirror.widthAnchor == card.layoutMarginsGuide.widthAnchor  // guideSize.layout:7
    mirror.heightAnchor == card.layoutMarginsGuide.heightAnchor  // guideSize.layout:8
    mirror.leftAnchor == root.leftAnchor  // guideSize.layout:9
    mirror.topAnchor == card.bottomAnchor  // guideSize.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // guideSize.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return GuideSizeLayout(root: root, card: card, mirror: mirror, constraints: constraints)
}
