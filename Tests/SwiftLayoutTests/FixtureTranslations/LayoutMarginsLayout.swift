// layoutMargins.layout in the Swift DSL, written by `clayout translate layoutMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `layoutMargins.layout`, by their names in the file.
struct LayoutMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (layoutMargins.layout:4).
  let box: LayoutItem
  /// `view content` (layoutMargins.layout:6).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `layoutMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLayoutMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> LayoutMarginsLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // layoutMargins.layout:4
  try root.addSubitem(box)
  let content = engine.makeItem("content")  // layoutMargins.layout:6
  try box.addSubitem(content)

  try box.setLayoutMargins(LayoutInsets(top: 5, left: 10, bottom: 15, right: 20))  // layoutMargins.layout:5

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // layoutMargins.layout:8
    box.topAnchor == root.topAnchor  // layoutMargins.layout:8
    box.widthAnchor == 200  // layoutMargins.layout:8
    box.heightAnchor == 100  // layoutMargins.layout:8
    content.leftAnchor == box.layoutMarginsGuide.leftAnchor  // layoutMargins.layout:9
    content.rightAnchor == box.layoutMarginsGuide.rightAnchor  // layoutMargins.layout:10
    content.topAnchor == box.layoutMarginsGuide.topAnchor  // layoutMargins.layout:11
    content.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // layoutMargins.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // layoutMargins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return LayoutMarginsLayout(root: root, box: box, content: content, constraints: constraints)
}
