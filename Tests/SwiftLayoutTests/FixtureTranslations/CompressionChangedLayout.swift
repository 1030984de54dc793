// compressionChanged.layout in the Swift DSL, written by `clayout translate compressionChanged.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `compressionChanged.layout`, by their names in the file.
struct CompressionChangedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (compressionChanged.layout:4).
  let title: LayoutItem
  /// `view detail` (compressionChanged.layout:5).
  let detail: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `compressionChanged.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCompressionChangedLayout(in engine: LayoutEngine) throws(LayoutError) -> CompressionChangedLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // compressionChanged.layout:4
  try root.addSubitem(title)
  let detail = engine.makeItem("detail")  // compressionChanged.layout:5
  try root.addSubitem(detail)

  try title.setIntrinsicContentSize(width: 150, height: 20)  // compressionChanged.layout:4
  // compressionChanged.layout:4
  try title.setContentCompressionResistancePriority(.defaultHigh + 10, for: .horizontal)
  try detail.setIntrinsicContentSize(width: 120, height: 20)  // compressionChanged.layout:5
  // compressionChanged.layout:5
  try detail.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)

  let constraints = try activate {
    // H:|[title]-10-[detail]| (compressionChanged.layout:6)
    (title.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (detail.leadingAnchor == title.trailingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == detail.trailingAnchor
    title.topAnchor == root.topAnchor  // compressionChanged.layout:7
    detail.topAnchor == root.topAnchor  // compressionChanged.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // compressionChanged.layout:3
  return CompressionChangedLayout(root: root, title: title, detail: detail, constraints: constraints)
}
