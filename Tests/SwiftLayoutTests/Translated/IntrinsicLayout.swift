// intrinsic.layout in the Swift DSL, written by `clayout translate intrinsic.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `intrinsic.layout`, by their names in the file.
struct IntrinsicLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (intrinsic.layout:5).
  let title: LayoutItem
  /// `view detail` (intrinsic.layout:6).
  let detail: LayoutItem
  /// `view field` (intrinsic.layout:7).
  let field: LayoutItem
  /// `view button` (intrinsic.layout:8).
  let button: LayoutItem
  /// `view badge` (intrinsic.layout:9).
  let badge: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `intrinsic.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildIntrinsicLayout(in engine: LayoutEngine) throws(LayoutError) -> IntrinsicLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // intrinsic.layout:5
  try root.addSubitem(title)
  let detail = engine.makeItem("detail")  // intrinsic.layout:6
  try root.addSubitem(detail)
  let field = engine.makeItem("field")  // intrinsic.layout:7
  try root.addSubitem(field)
  let button = engine.makeItem("button")  // intrinsic.layout:8
  try root.addSubitem(button)
  let badge = engine.makeItem("badge")  // intrinsic.layout:9
  try root.addSubitem(badge)

  try title.setIntrinsicContentSize(width: 150, height: 20)  // intrinsic.layout:5
  // intrinsic.layout:5
  try title.setContentCompressionResistancePriority(.defaultHigh + 10, for: .horizontal)
  try detail.setIntrinsicContentSize(width: 120, height: 20)  // intrinsic.layout:6
  try detail.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)  // intrinsic.layout:6
  try field.setIntrinsicContentSize(width: 50, height: 30)  // intrinsic.layout:7
  try field.setContentHuggingPriority(200, for: .horizontal)  // intrinsic.layout:7
  try field.setContentHuggingPriority(300, for: .vertical)  // intrinsic.layout:7
  try button.setIntrinsicContentSize(width: 60, height: 30)  // intrinsic.layout:8
  try button.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // intrinsic.layout:8
  try badge.setIntrinsicContentSize(width: 10, height: nil)  // intrinsic.layout:9
  try badge.setContentCompressionResistancePriority(.required, for: .horizontal)  // intrinsic.layout:9
  try badge.setContentCompressionResistancePriority(100, for: .vertical)  // intrinsic.layout:9

  let constraints = try activate {
    // H:|[title]-10-[detail]| (intrinsic.layout:10)
    (title.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (detail.leadingAnchor == title.trailingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == detail.trailingAnchor
    // H:|[field][button]| align: top (intrinsic.layout:11)
    (field.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (button.leadingAnchor == field.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == button.trailingAnchor
    button.topAnchor == field.topAnchor
    // V:|[title]-[field] (intrinsic.layout:12)
    title.topAnchor == root.topAnchor
    field.topAnchor == title.bottomAnchor + 8
    detail.topAnchor == title.topAnchor  // intrinsic.layout:13
    badge.leftAnchor == root.leftAnchor  // intrinsic.layout:14
    badge.topAnchor == field.bottomAnchor  // intrinsic.layout:15
    badge.widthAnchor <= 5 ~ .required - 1  // intrinsic.layout:16
    badge.heightAnchor == 12  // intrinsic.layout:17
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 120))  // intrinsic.layout:4
  return IntrinsicLayout(
    root: root, title: title, detail: detail, field: field, button: button, badge: badge,
    constraints: constraints)
}
