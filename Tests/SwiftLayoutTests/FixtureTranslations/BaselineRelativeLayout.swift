// baselineRelative.layout in the Swift DSL, written by `clayout translate baselineRelative.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `baselineRelative.layout`, by their names in the file.
struct BaselineRelativeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (baselineRelative.layout:7).
  let column: LayoutItem
  /// `view title` (baselineRelative.layout:10).
  let title: LayoutItem
  /// `view body` (baselineRelative.layout:11).
  let body: LayoutItem
  /// `view footer` (baselineRelative.layout:12).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `baselineRelative.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBaselineRelativeLayout(in engine: LayoutEngine) throws(LayoutError) -> BaselineRelativeLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // baselineRelative.layout:7
  try root.addSubitem(column)
  let title = engine.makeItem("title")  // baselineRelative.layout:10
  try column.addSubitem(title)
  let body = engine.makeItem("body")  // baselineRelative.layout:11
  try column.addSubitem(body)
  let footer = engine.makeItem("footer")  // baselineRelative.layout:12
  try column.addSubitem(footer)

  try column.setStackAxis(.vertical)  // baselineRelative.layout:8
  try column.setStackAlignment(.leading)  // baselineRelative.layout:8
  try column.setStackSpacing(20)  // baselineRelative.layout:8
  try column.setBaselineRelativeArrangement(true)  // baselineRelative.layout:9
  try title.setIntrinsicContentSize(width: 100, height: 30)  // baselineRelative.layout:10
  try title.setBaselineOffsets(firstFromTop: 22, lastFromBottom: 8)  // baselineRelative.layout:10
  try body.setIntrinsicContentSize(width: 200, height: 50)  // baselineRelative.layout:11
  try body.setBaselineOffsets(firstFromTop: 16, lastFromBottom: 6)  // baselineRelative.layout:11
  try footer.setIntrinsicContentSize(width: 80, height: 20)  // baselineRelative.layout:12
  try footer.setBaselineOffsets(firstFromTop: 15, lastFromBottom: 5)  // baselineRelative.layout:12
  try column.addArrangedSubitem(title)  // baselineRelative.layout:10
  try column.addArrangedSubitem(body)  // baselineRelative.layout:11
  try column.addArrangedSubitem(footer)  // baselineRelative.layout:12

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor  // baselineRelative.layout:14
    column.topAnchor == root.topAnchor + 10  // baselineRelative.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 300))  // baselineRelative.layout:6
  return BaselineRelativeLayout(
    root: root, column: column, title: title, body: body, footer: footer, constraints: constraints)
}
