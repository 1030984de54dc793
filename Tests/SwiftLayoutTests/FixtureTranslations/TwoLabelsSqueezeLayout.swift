// twoLabelsSqueeze.layout in the Swift DSL, written by `clayout translate twoLabelsSqueeze.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `twoLabelsSqueeze.layout`, by their names in the file.
struct TwoLabelsSqueezeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (twoLabelsSqueeze.layout:4).
  let a: LayoutItem
  /// `view b` (twoLabelsSqueeze.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `twoLabelsSqueeze.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTwoLabelsSqueezeLayout(in engine: LayoutEngine) throws(LayoutError) -> TwoLabelsSqueezeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // twoLabelsSqueeze.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // twoLabelsSqueeze.layout:5
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 150, height: 20)  // twoLabelsSqueeze.layout:4
  try b.setIntrinsicContentSize(width: 100, height: 20)  // twoLabelsSqueeze.layout:5
  // twoLabelsSqueeze.layout:5
  try b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor  // twoLabelsSqueeze.layout:6
    b.leadingAnchor == a.trailingAnchor + 10  // twoLabelsSqueeze.layout:6
    b.trailingAnchor == root.trailingAnchor  // twoLabelsSqueeze.layout:6
    a.topAnchor == root.topAnchor  // twoLabelsSqueeze.layout:7
    b.topAnchor == root.topAnchor  // twoLabelsSqueeze.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 50))  // twoLabelsSqueeze.layout:3
  return TwoLabelsSqueezeLayout(root: root, a: a, b: b, constraints: constraints)
}
