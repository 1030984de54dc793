// preferredVsHugging.layout in the Swift DSL, written by `clayout translate preferredVsHugging.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `preferredVsHugging.layout`, by their names in the file.
struct PreferredVsHuggingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (preferredVsHugging.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `preferredVsHugging.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPreferredVsHuggingLayout(in engine: LayoutEngine) throws(LayoutError) -> PreferredVsHuggingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // preferredVsHugging.layout:5
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 100, height: 10)  // preferredVsHugging.layout:5

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // preferredVsHugging.layout:6
    a.topAnchor == root.topAnchor  // preferredVsHugging.layout:6
    a.widthAnchor == 200 ~ 300 ~ "preferred"  // preferredVsHugging.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // preferredVsHugging.layout:4
  return PreferredVsHuggingLayout(root: root, a: a, constraints: constraints)
}
