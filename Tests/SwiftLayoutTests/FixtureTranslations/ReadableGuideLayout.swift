// readableGuide.layout in the Swift DSL, written by `clayout translate readableGuide.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `readableGuide.layout`, by their names in the file.
struct ReadableGuideLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view text` (readableGuide.layout:8).
  let text: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `readableGuide.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildReadableGuideLayout(in engine: LayoutEngine) throws(LayoutError) -> ReadableGuideLayout {
  let root = engine.root
  let text = engine.makeItem("text")  // readableGuide.layout:8
  try root.addSubitem(text)

  try root.setSafeAreaInsets(LayoutInsets(top: 20))  // readableGuide.layout:6
  // readableGuide.layout:7
  try root.setSystemMinimumLayoutMargins(LayoutDirectionalInsets(leading: 20, trailing: 20))

  let constraints = try activate {
    text.leadingAnchor == root.readableContentGuide.leadingAnchor  // readableGuide.layout:9
    text.trailingAnchor == root.readableContentGuide.trailingAnchor  // readableGuide.layout:9
    text.topAnchor == root.readableContentGuide.topAnchor  // readableGuide.layout:10
    text.heightAnchor == 100  // readableGuide.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 1024, height: 768))  // readableGuide.layout:5

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return ReadableGuideLayout(root: root, text: text, constraints: constraints)
}
