// marginsSwitched.layout in the Swift DSL, written by `clayout translate marginsSwitched.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `marginsSwitched.layout`, by their names in the file.
struct MarginsSwitchedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (marginsSwitched.layout:4).
  let box: LayoutItem
  /// `view content` (marginsSwitched.layout:6).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `marginsSwitched.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMarginsSwitchedLayout(in engine: LayoutEngine) throws(LayoutError) -> MarginsSwitchedLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // marginsSwitched.layout:4
  try root.addSubitem(box)
  let content = engine.makeItem("content")  // marginsSwitched.layout:6
  try box.addSubitem(content)

  // marginsSwitched.layout:5
  try box.setDirectionalLayoutMargins(LayoutDirectionalInsets(leading: 30, trailing: 10))

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // marginsSwitched.layout:8
    box.topAnchor == root.topAnchor  // marginsSwitched.layout:8
    box.widthAnchor == 200  // marginsSwitched.layout:8
    box.heightAnchor == 100  // marginsSwitched.layout:8
    content.leftAnchor == box.layoutMarginsGuide.leftAnchor  // marginsSwitched.layout:9
    content.rightAnchor == box.layoutMarginsGuide.rightAnchor  // marginsSwitched.layout:10
    content.topAnchor == box.layoutMarginsGuide.topAnchor  // marginsSwitched.layout:11
    content.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // marginsSwitched.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // marginsSwitched.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MarginsSwitchedLayout(root: root, box: box, content: content, constraints: constraints)
}
