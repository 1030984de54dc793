// lastBaselineAlign.layout in the Swift DSL, written by `clayout translate lastBaselineAlign.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `lastBaselineAlign.layout`, by their names in the file.
struct LastBaselineAlignLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (lastBaselineAlign.layout:4).
  let a: LayoutItem
  /// `view b` (lastBaselineAlign.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `lastBaselineAlign.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLastBaselineAlignLayout(in engine: LayoutEngine) throws(LayoutError) -> LastBaselineAlignLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // lastBaselineAlign.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // lastBaselineAlign.layout:5
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 50, height: 40)  // lastBaselineAlign.layout:4
  try a.setBaselineOffsets(firstFromTop: 30, lastFromBottom: 10)  // lastBaselineAlign.layout:4
  try b.setIntrinsicContentSize(width: 60, height: 20)  // lastBaselineAlign.layout:5
  try b.setBaselineOffsets(firstFromTop: 15, lastFromBottom: 5)  // lastBaselineAlign.layout:5

  let constraints = try activate {
    // H:|[a]-[b] align: lastBaseline (lastBaselineAlign.layout:6)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
    b.lastBaselineAnchor == a.lastBaselineAnchor
    a.topAnchor == root.topAnchor + 10  // lastBaselineAlign.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 120))  // lastBaselineAlign.layout:3
  return LastBaselineAlignLayout(root: root, a: a, b: b, constraints: constraints)
}
