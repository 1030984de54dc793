// verticalCenter.layout in the Swift DSL, written by `clayout translate verticalCenter.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `verticalCenter.layout`, by their names in the file.
struct VerticalCenterLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (verticalCenter.layout:4).
  let column: LayoutItem
  /// `view title` (verticalCenter.layout:6).
  let title: LayoutItem
  /// `view button` (verticalCenter.layout:7).
  let button: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `verticalCenter.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVerticalCenterLayout(in engine: LayoutEngine) throws(LayoutError) -> VerticalCenterLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // verticalCenter.layout:4
  try root.addSubitem(column)
  let title = engine.makeItem("title")  // verticalCenter.layout:6
  try column.addSubitem(title)
  let button = engine.makeItem("button")  // verticalCenter.layout:7
  try column.addSubitem(button)

  try column.setStackAxis(.vertical)  // verticalCenter.layout:5
  try column.setStackAlignment(.center)  // verticalCenter.layout:5
  try column.setStackSpacing(6)  // verticalCenter.layout:5
  try title.setIntrinsicContentSize(width: 120, height: 24)  // verticalCenter.layout:6
  try button.setIntrinsicContentSize(width: 80, height: 30)  // verticalCenter.layout:7
  try column.addArrangedSubitem(title)  // verticalCenter.layout:6
  try column.addArrangedSubitem(button)  // verticalCenter.layout:7

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor + 10  // verticalCenter.layout:9
    column.topAnchor == root.topAnchor + 20  // verticalCenter.layout:9
    column.widthAnchor == 200  // verticalCenter.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 300))  // verticalCenter.layout:3
  return VerticalCenterLayout(
    root: root, column: column, title: title, button: button, constraints: constraints)
}
