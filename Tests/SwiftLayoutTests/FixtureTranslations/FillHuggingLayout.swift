// fillHugging.layout in the Swift DSL, written by `clayout translate fillHugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fillHugging.layout`, by their names in the file.
struct FillHuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (fillHugging.layout:4).
  let row: LayoutItem
  /// `view icon` (fillHugging.layout:6).
  let icon: LayoutItem
  /// `view label` (fillHugging.layout:7).
  let label: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fillHugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFillHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> FillHuggingLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // fillHugging.layout:4
  try root.addSubitem(row)
  let icon = engine.makeItem("icon")  // fillHugging.layout:6
  try row.addSubitem(icon)
  let label = engine.makeItem("label")  // fillHugging.layout:7
  try row.addSubitem(label)

  try row.setStackSpacing(8)  // fillHugging.layout:5
  try icon.setIntrinsicContentSize(width: 40, height: 40)  // fillHugging.layout:6
  try icon.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // fillHugging.layout:6
  try label.setIntrinsicContentSize(width: 100, height: 20)  // fillHugging.layout:7
  try row.addArrangedSubitem(icon)  // fillHugging.layout:6
  try row.addArrangedSubitem(label)  // fillHugging.layout:7

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // fillHugging.layout:9
    row.topAnchor == root.topAnchor  // fillHugging.layout:9
    row.widthAnchor == 300  // fillHugging.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // fillHugging.layout:3
  return FillHuggingLayout(root: root, row: row, icon: icon, label: label, constraints: constraints)
}
