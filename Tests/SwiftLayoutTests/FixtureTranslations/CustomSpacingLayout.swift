// customSpacing.layout in the Swift DSL, written by `clayout translate customSpacing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `customSpacing.layout`, by their names in the file.
struct CustomSpacingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack column` (customSpacing.layout:5).
  let column: LayoutItem
  /// `view header` (customSpacing.layout:8).
  let header: LayoutItem
  /// `view body` (customSpacing.layout:9).
  let body: LayoutItem
  /// `view footer` (customSpacing.layout:10).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `customSpacing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCustomSpacingLayout(in engine: LayoutEngine) throws(LayoutError) -> CustomSpacingLayout {
  let root = engine.root
  let column = engine.makeStack("column")  // customSpacing.layout:5
  try root.addSubitem(column)
  let header = engine.makeItem("header")  // customSpacing.layout:8
  try column.addSubitem(header)
  let body = engine.makeItem("body")  // customSpacing.layout:9
  try column.addSubitem(body)
  let footer = engine.makeItem("footer")  // customSpacing.layout:10
  try column.addSubitem(footer)

  try column.setStackAxis(.vertical)  // customSpacing.layout:6
  try column.setStackAlignment(.leading)  // customSpacing.layout:6
  try column.setStackSpacing(8)  // customSpacing.layout:6
  try header.setIntrinsicContentSize(width: 120, height: 30)  // customSpacing.layout:8
  try body.setIntrinsicContentSize(width: 200, height: 60)  // customSpacing.layout:9
  try footer.setIntrinsicContentSize(width: 100, height: 20)  // customSpacing.layout:10
  try column.addArrangedSubitem(header)  // customSpacing.layout:8
  try column.addArrangedSubitem(body)  // customSpacing.layout:9
  try column.addArrangedSubitem(footer)  // customSpacing.layout:10
  try column.setCustomSpacing(24, after: header)  // customSpacing.layout:7

  let constraints = try activate {
    column.leftAnchor == root.leftAnchor  // customSpacing.layout:12
    column.topAnchor == root.topAnchor  // customSpacing.layout:12
    column.widthAnchor == 200  // customSpacing.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 300))  // customSpacing.layout:4
  return CustomSpacingLayout(
    root: root, column: column, header: header, body: body, footer: footer, constraints: constraints)
}
