// barrierRight.layout in the Swift DSL, written by `clayout translate barrierRight.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `barrierRight.layout`, by their names in the file.
struct BarrierRightLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (barrierRight.layout:6).
  let a: LayoutItem
  /// `view b` (barrierRight.layout:7).
  let b: LayoutItem
  /// `barrier rightEdge` (barrierRight.layout:8).
  let rightEdge: LayoutItem
  /// `view tag` (barrierRight.layout:9).
  let tag: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `barrierRight.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBarrierRightLayout(in engine: LayoutEngine) throws(LayoutError) -> BarrierRightLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // barrierRight.layout:6
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // barrierRight.layout:7
  try root.addSubitem(b)
  let tag = engine.makeItem("tag")  // barrierRight.layout:9
  try root.addSubitem(tag)

  // barrierRight.layout:8
  let rightEdge = try engine.makeBarrier(
    in: root, name: "rightEdge", edge: .right, items: [a, b], margin: 4
  ).guide!

  try root.setLayoutDirection(.rightToLeft)  // barrierRight.layout:5
  try a.setIntrinsicContentSize(width: 60, height: 20)  // barrierRight.layout:6
  try b.setIntrinsicContentSize(width: 100, height: 20)  // barrierRight.layout:7
  try tag.setIntrinsicContentSize(width: 30, height: 20)  // barrierRight.layout:9

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // barrierRight.layout:10
    a.topAnchor == root.topAnchor  // barrierRight.layout:10
    b.leftAnchor == root.leftAnchor + 20  // barrierRight.layout:11
    b.topAnchor == a.bottomAnchor  // barrierRight.layout:11
    tag.leftAnchor == rightEdge.leftAnchor  // barrierRight.layout:12
    tag.topAnchor == root.topAnchor  // barrierRight.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // barrierRight.layout:4
  return BarrierRightLayout(root: root, a: a, b: b, rightEdge: rightEdge, tag: tag, constraints: constraints)
}
