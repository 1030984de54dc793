// chainInside.layout in the Swift DSL, written by `clayout translate chainInside.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainInside.layout`, by their names in the file.
struct ChainInsideLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainInside.layout:5).
  let a: LayoutItem
  /// `view b` (chainInside.layout:6).
  let b: LayoutItem
  /// `view c` (chainInside.layout:7).
  let c: LayoutItem
  /// `view d` (chainInside.layout:8).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainInside.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainInsideLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainInsideLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainInside.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainInside.layout:6
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainInside.layout:7
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // chainInside.layout:8
  try root.addSubitem(d)

  try a.setIntrinsicContentSize(width: 20, height: 40)  // chainInside.layout:5
  try b.setIntrinsicContentSize(width: 20, height: 40)  // chainInside.layout:6
  try c.setIntrinsicContentSize(width: 20, height: 40)  // chainInside.layout:7
  try d.setIntrinsicContentSize(width: 20, height: 40)  // chainInside.layout:8
  // chainInside.layout:9
  _ = try engine.makeChain(
    [a, b, c, d], from: root.topAnchor, to: root.bottomAnchor,
    options: LayoutChainOptions(style: .spreadInside))

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // chainInside.layout:10
    b.leftAnchor == root.leftAnchor  // chainInside.layout:10
    c.leftAnchor == root.leftAnchor  // chainInside.layout:10
    d.leftAnchor == root.leftAnchor  // chainInside.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 100, height: 300))  // chainInside.layout:4
  return ChainInsideLayout(root: root, a: a, b: b, c: c, d: d, constraints: constraints)
}
