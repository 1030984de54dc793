// tree.layout in the Swift DSL, written by `clayout translate tree.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `tree.layout`, by their names in the file.
struct TreeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view card` (tree.layout:4).
  let card: LayoutItem
  /// `view header` (tree.layout:5).
  let header: LayoutItem
  /// `view icon` (tree.layout:6).
  let icon: LayoutItem
  /// `view caption` (tree.layout:7).
  let caption: LayoutItem
  /// `guide spacer` (tree.layout:8).
  let spacer: LayoutItem
  /// `view body` (tree.layout:10).
  let body: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `tree.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTreeLayout(in engine: LayoutEngine) throws(LayoutError) -> TreeLayout {
  let root = engine.root
  let card = engine.makeItem("card")  // tree.layout:4
  try root.addSubitem(card)
  let header = engine.makeItem("header")  // tree.layout:5
  try card.addSubitem(header)
  let icon = engine.makeItem("icon")  // tree.layout:6
  try header.addSubitem(icon)
  let caption = engine.makeItem("caption")  // tree.layout:7
  try header.addSubitem(caption)
  let spacer = engine.makeLayoutGuide("spacer")  // tree.layout:8
  try header.addSubitem(spacer)
  let body = engine.makeItem("body")  // tree.layout:10
  try card.addSubitem(body)

  let constraints = try activate {
    card.leftAnchor == root.leftAnchor + 10  // tree.layout:12
    card.topAnchor == root.topAnchor + 20  // tree.layout:13
    card.widthAnchor == 380  // tree.layout:14
    card.heightAnchor == 260  // tree.layout:15
    header.leftAnchor == card.leftAnchor  // tree.layout:16
    header.rightAnchor == card.rightAnchor  // tree.layout:17
    header.topAnchor == card.topAnchor  // tree.layout:18
    header.heightAnchor == 60  // tree.layout:19
    icon.leftAnchor == header.leftAnchor + 8  // tree.layout:20
    icon.centerYAnchor == header.centerYAnchor  // tree.layout:21
    icon.widthAnchor == 44  // tree.layout:22
    icon.heightAnchor == icon.widthAnchor  // tree.layout:23
    spacer.leftAnchor == icon.rightAnchor  // tree.layout:24
    spacer.widthAnchor == 12  // tree.layout:25
    spacer.topAnchor == header.topAnchor  // tree.layout:26
    spacer.heightAnchor == 1  // tree.layout:27
    caption.leftAnchor == spacer.rightAnchor  // tree.layout:28
    caption.rightAnchor == header.rightAnchor - 8  // tree.layout:29
    caption.topAnchor == header.topAnchor + 10  // tree.layout:30
    caption.bottomAnchor == header.bottomAnchor - 10  // tree.layout:31
    body.topAnchor == header.bottomAnchor + 8  // tree.layout:32
    body.bottomAnchor == card.bottomAnchor - 8  // tree.layout:33
    body.leftAnchor == card.leftAnchor + 8  // tree.layout:34
    body.rightAnchor == card.rightAnchor - 8  // tree.layout:35
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 300))  // tree.layout:3
  return TreeLayout(
    root: root, card: card, header: header, icon: icon, caption: caption, spacer: spacer, body: body,
    constraints: constraints)
}
