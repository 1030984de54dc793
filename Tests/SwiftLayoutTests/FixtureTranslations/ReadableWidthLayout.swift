// readableWidth.layout in the Swift DSL, written by `clayout translate readableWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `readableWidth.layout`, by their names in the file.
struct ReadableWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view text` (readableWidth.layout:5).
  let text: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `readableWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildReadableWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> ReadableWidthLayout {
  let root = engine.root
  let text = engine.makeItem("text")  // readableWidth.layout:5
  try root.addSubitem(text)

  try engine.setReadableContentWidth(500)  // readableWidth.layout:3

  let constraints = try activate {
    text.leadingAnchor == root.readableContentGuide.leadingAnchor  // readableWidth.layout:6
    text.trailingAnchor == root.readableContentGuide.trailingAnchor  // readableWidth.layout:6
    text.topAnchor == root.readableContentGuide.topAnchor  // readableWidth.layout:7
    text.heightAnchor == 100  // readableWidth.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 1024, height: 768))  // readableWidth.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return ReadableWidthLayout(root: root, text: text, constraints: constraints)
}
