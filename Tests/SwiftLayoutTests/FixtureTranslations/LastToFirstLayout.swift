// lastToFirst.layout in the Swift DSL, written by `clayout translate lastToFirst.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `lastToFirst.layout`, by their names in the file.
struct LastToFirstLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (lastToFirst.layout:4).
  let title: LayoutItem
  /// `view body` (lastToFirst.layout:5).
  let body: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `lastToFirst.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLastToFirstLayout(in engine: LayoutEngine) throws(LayoutError) -> LastToFirstLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // lastToFirst.layout:4
  try root.addSubitem(title)
  let body = engine.makeItem("body")  // lastToFirst.layout:5
  try root.addSubitem(body)

  try title.setIntrinsicContentSize(width: 200, height: 40)  // lastToFirst.layout:4
  try title.setBaselineOffsets(firstFromTop: 14, lastFromBottom: 6)  // lastToFirst.layout:4
  try body.setIntrinsicContentSize(width: 250, height: 60)  // lastToFirst.layout:5
  try body.setBaselineOffsets(firstFromTop: 12, lastFromBottom: 4)  // lastToFirst.layout:5

  let constraints = try activate {
    title.leftAnchor == root.leftAnchor  // lastToFirst.layout:6
    title.topAnchor == root.topAnchor + 20  // lastToFirst.layout:6
    body.leftAnchor == root.leftAnchor  // lastToFirst.layout:7
    body.firstBaselineAnchor == title.lastBaselineAnchor + 24  // lastToFirst.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // lastToFirst.layout:3
  return LastToFirstLayout(root: root, title: title, body: body, constraints: constraints)
}
