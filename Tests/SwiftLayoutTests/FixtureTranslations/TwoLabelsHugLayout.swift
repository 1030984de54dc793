// twoLabelsHug.layout in the Swift DSL, written by `clayout translate twoLabelsHug.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `twoLabelsHug.layout`, by their names in the file.
struct TwoLabelsHugLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (twoLabelsHug.layout:4).
  let a: LayoutItem
  /// `view b` (twoLabelsHug.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `twoLabelsHug.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTwoLabelsHugLayout(in engine: LayoutEngine) throws(LayoutError) -> TwoLabelsHugLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // twoLabelsHug.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // twoLabelsHug.layout:5
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 100, height: 20)  // twoLabelsHug.layout:4
  try b.setIntrinsicContentSize(width: 80, height: 20)  // twoLabelsHug.layout:5
  try b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // twoLabelsHug.layout:5

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor  // twoLabelsHug.layout:6
    b.leadingAnchor == a.trailingAnchor + 10  // twoLabelsHug.layout:6
    b.trailingAnchor == root.trailingAnchor  // twoLabelsHug.layout:6
    a.topAnchor == root.topAnchor  // twoLabelsHug.layout:7
    b.topAnchor == root.topAnchor  // twoLabelsHug.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 50))  // twoLabelsHug.layout:3
  return TwoLabelsHugLayout(root: root, a: a, b: b, constraints: constraints)
}
