// chainSpread.layout in the Swift DSL, written by `clayout translate chainSpread.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainSpread.layout`, by their names in the file.
struct ChainSpreadLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainSpread.layout:5).
  let a: LayoutItem
  /// `view b` (chainSpread.layout:6).
  let b: LayoutItem
  /// `view c` (chainSpread.layout:7).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainSpread.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainSpreadLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainSpreadLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainSpread.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainSpread.layout:6
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainSpread.layout:7
  try root.addSubitem(c)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // chainSpread.layout:5
  try b.setIntrinsicContentSize(width: 60, height: 20)  // chainSpread.layout:6
  try c.setIntrinsicContentSize(width: 20, height: 20)  // chainSpread.layout:7
  // chainSpread.layout:8
  _ = try engine.makeChain([a, b, c], from: root.leadingAnchor, to: root.trailingAnchor)

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainSpread.layout:9
    b.topAnchor == root.topAnchor  // chainSpread.layout:9
    c.topAnchor == root.topAnchor  // chainSpread.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainSpread.layout:4
  return ChainSpreadLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
