// marginsChanged.layout in the Swift DSL, written by `clayout translate marginsChanged.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `marginsChanged.layout`, by their names in the file.
struct MarginsChangedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (marginsChanged.layout:4).
  let box: LayoutItem
  /// `view content` (marginsChanged.layout:6).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `marginsChanged.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMarginsChangedLayout(in engine: LayoutEngine) throws(LayoutError) -> MarginsChangedLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // marginsChanged.layout:4
  try root.addSubitem(box)
  let content = engine.makeItem("content")  // marginsChanged.layout:6
  try box.addSubitem(content)

  try box.setLayoutMargins(LayoutInsets(all: 10))  // marginsChanged.layout:5

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // marginsChanged.layout:8
    box.topAnchor == root.topAnchor  // marginsChanged.layout:8
    box.widthAnchor == 200  // marginsChanged.layout:8
    box.heightAnchor == 100  // marginsChanged.layout:8
    content.leftAnchor == box.layoutMarginsGuide.leftAnchor  // marginsChanged.layout:9
    content.rightAnchor == box.layoutMarginsGuide.rightAnchor  // marginsChanged.layout:10
    content.topAnchor == box.layoutMarginsGuide.topAnchor  // marginsChanged.layout:11
    content.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // marginsChanged.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // marginsChanged.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MarginsChangedLayout(root: root, box: box, content: content, constraints: constraints)
}
