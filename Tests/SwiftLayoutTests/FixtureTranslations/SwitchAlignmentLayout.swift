// switchAlignment.layout in the Swift DSL, written by `clayout translate switchAlignment.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `switchAlignment.layout`, by their names in the file.
struct SwitchAlignmentLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view label` (switchAlignment.layout:6).
  let label: LayoutItem
  /// `view toggle` (switchAlignment.layout:7).
  let toggle: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `switchAlignment.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSwitchAlignmentLayout(in engine: LayoutEngine) throws(LayoutError) -> SwitchAlignmentLayout {
  let root = engine.root
  let label = engine.makeItem("label")  // switchAlignment.layout:6
  try root.addSubitem(label)
  let toggle = engine.makeItem("toggle")  // switchAlignment.layout:7
  try root.addSubitem(toggle)

  try root.setLayoutMargins(LayoutInsets(left: 16, right: 16))  // switchAlignment.layout:5
  try label.setIntrinsicContentSize(width: nil, height: 20)  // switchAlignment.layout:6
  try toggle.setIntrinsicContentSize(width: 49, height: 31)  // switchAlignment.layout:7
  try toggle.setAlignmentRectInsets(LayoutInsets(right: 2))  // switchAlignment.layout:7

  let constraints = try activate {
    label.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // switchAlignment.layout:8
    label.centerYAnchor == root.centerYAnchor  // switchAlignment.layout:8
    toggle.leadingAnchor == label.trailingAnchor + 20  // switchAlignment.layout:9
    toggle.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // switchAlignment.layout:9
    toggle.centerYAnchor == root.centerYAnchor  // switchAlignment.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 375, height: 44))  // switchAlignment.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SwitchAlignmentLayout(root: root, label: label, toggle: toggle, constraints: constraints)
}
