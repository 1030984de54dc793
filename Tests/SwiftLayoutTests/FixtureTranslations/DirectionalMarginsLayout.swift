// directionalMargins.layout in the Swift DSL, written by `clayout translate directionalMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `directionalMargins.layout`, by their names in the file.
struct DirectionalMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (directionalMargins.layout:4).
  let box: LayoutItem
  /// `view content` (directionalMargins.layout:7).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `directionalMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDirectionalMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> DirectionalMarginsLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // directionalMargins.layout:4
  try root.addSubitem(box)
  let content = engine.makeItem("content")  // directionalMargins.layout:7
  try box.addSubitem(content)

  try box.setLayoutDirection(.rightToLeft)  // directionalMargins.layout:5
  // directionalMargins.layout:6
  try box.setDirectionalLayoutMargins(LayoutDirectionalInsets(top: 1, leading: 30, bottom: 2, trailing: 10))

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // directionalMargins.layout:9
    box.topAnchor == root.topAnchor  // directionalMargins.layout:9
    box.widthAnchor == 200  // directionalMargins.layout:9
    box.heightAnchor == 100  // directionalMargins.layout:9
    content.leftAnchor == box.layoutMarginsGuide.leftAnchor  // directionalMargins.layout:10
    content.rightAnchor == box.layoutMarginsGuide.rightAnchor  // directionalMargins.layout:11
    content.topAnchor == box.layoutMarginsGuide.topAnchor  // directionalMargins.layout:12
    content.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // directionalMargins.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // directionalMargins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return DirectionalMarginsLayout(root: root, box: box, content: content, constraints: constraints)
}
