// listCell.layout in the Swift DSL, written by `clayout translate listCell.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `listCell.layout`, by their names in the file.
struct ListCellLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view cell` (listCell.layout:6).
  let cell: LayoutItem
  /// `view title` (listCell.layout:7).
  let title: LayoutItem
  /// `view detail` (listCell.layout:8).
  let detail: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `listCell.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildListCellLayout(in engine: LayoutEngine) throws(LayoutError) -> ListCellLayout {
  let root = engine.root
  let cell = engine.makeItem("cell")  // listCell.layout:6
  try root.addSubitem(cell)
  let title = engine.makeItem("title")  // listCell.layout:7
  try cell.addSubitem(title)
  let detail = engine.makeItem("detail")  // listCell.layout:8
  try cell.addSubitem(detail)

  try title.setIntrinsicContentSize(width: 120, height: 20)  // listCell.layout:7
  try title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // listCell.layout:7
  try detail.setIntrinsicContentSize(width: 150, height: 20)  // listCell.layout:8
  try detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)  // listCell.layout:8

  let constraints = try activate {
    cell.leadingAnchor == root.leadingAnchor  // listCell.layout:10
    cell.trailingAnchor == root.trailingAnchor  // listCell.layout:10
    cell.topAnchor == root.topAnchor  // listCell.layout:10
    title.leadingAnchor == cell.leadingAnchor + 16  // listCell.layout:11
    detail.leadingAnchor == title.trailingAnchor + 8  // listCell.layout:12
    detail.trailingAnchor == cell.trailingAnchor - 16  // listCell.layout:13
    title.topAnchor == cell.topAnchor + 12  // listCell.layout:14
    detail.topAnchor == cell.topAnchor + 12  // listCell.layout:14
    cell.bottomAnchor == title.bottomAnchor + 12  // listCell.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // listCell.layout:5
  return ListCellLayout(root: root, cell: cell, title: title, detail: detail, constraints: constraints)
}
