// defaultMargins.layout in the Swift DSL, written by `clayout translate defaultMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `defaultMargins.layout`, by their names in the file.
struct DefaultMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (defaultMargins.layout:4).
  let box: LayoutItem
  /// `view content` (defaultMargins.layout:6).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `defaultMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDefaultMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> DefaultMarginsLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // defaultMargins.layout:4
  try root.addSubitem(box)
  let content = engine.makeItem("content")  // defaultMargins.layout:6
  try box.addSubitem(content)

  try box.setLayoutMargins(LayoutInsets(top: 4, left: 8, bottom: 8, right: 8))  // defaultMargins.layout:5

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor + 30  // defaultMargins.layout:8
    box.topAnchor == root.topAnchor + 40  // defaultMargins.layout:8
    box.widthAnchor == 200  // defaultMargins.layout:8
    box.heightAnchor == 100  // defaultMargins.layout:8
    content.leadingAnchor == box.layoutMarginsGuide.leadingAnchor  // defaultMargins.layout:9
    content.trailingAnchor == box.layoutMarginsGuide.trailingAnchor  // defaultMargins.layout:10
    content.topAnchor == box.layoutMarginsGuide.topAnchor  // defaultMargins.layout:11
    content.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // defaultMargins.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // defaultMargins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return DefaultMarginsLayout(root: root, box: box, content: content, constraints: constraints)
}
