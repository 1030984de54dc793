// compression.layout in the Swift DSL, written by `clayout translate compression.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `compression.layout`, by their names in the file.
struct CompressionLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (compression.layout:5).
  let title: LayoutItem
  /// `view detail` (compression.layout:6).
  let detail: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `compression.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCompressionLayout(in engine: LayoutEngine) throws(LayoutError) -> CompressionLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // compression.layout:5
  try root.addSubitem(title)
  let detail = engine.makeItem("detail")  // compression.layout:6
  try root.addSubitem(detail)

  try title.setIntrinsicContentSize(width: 150, height: 20)  // compression.layout:5
  // compression.layout:5
  try title.setContentCompressionResistancePriority(.defaultHigh + 10, for: .horizontal)
  try detail.setIntrinsicContentSize(width: 120, height: 20)  // compression.layout:6
  try detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // compression.layout:6
  try detail.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)  // compression.layout:6

  let constraints = try activate {
    // H:|[title]-10-[detail]| (compression.layout:7)
    (title.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (detail.leadingAnchor == title.trailingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == detail.trailingAnchor
    title.topAnchor == root.topAnchor  // compression.layout:8
    detail.topAnchor == root.topAnchor  // compression.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // compression.layout:4
  return CompressionLayout(root: root, title: title, detail: detail, constraints: constraints)
}
