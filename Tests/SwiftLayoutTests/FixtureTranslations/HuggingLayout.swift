// hugging.layout in the Swift DSL, written by `clayout translate hugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `hugging.layout`, by their names in the file.
struct HuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view field` (hugging.layout:5).
  let field: LayoutItem
  /// `view button` (hugging.layout:6).
  let button: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `hugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> HuggingLayout {
  let root = engine.root
  let field = engine.makeItem("field")  // hugging.layout:5
  try root.addSubitem(field)
  let button = engine.makeItem("button")  // hugging.layout:6
  try root.addSubitem(button)

  try field.setIntrinsicContentSize(width: 50, height: 30)  // hugging.layout:5
  try field.setContentHuggingPriority(200, for: .horizontal)  // hugging.layout:5
  try button.setIntrinsicContentSize(width: 60, height: 30)  // hugging.layout:6
  try button.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // hugging.layout:6

  let constraints = try activate {
    // H:|[field][button]| (hugging.layout:7)
    (field.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (button.leadingAnchor == field.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == button.trailingAnchor
    field.topAnchor == root.topAnchor  // hugging.layout:8
    button.topAnchor == root.topAnchor  // hugging.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // hugging.layout:4
  return HuggingLayout(root: root, field: field, button: button, constraints: constraints)
}
