// chainMargins.layout in the Swift DSL, written by `clayout translate chainMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainMargins.layout`, by their names in the file.
struct ChainMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainMargins.layout:5).
  let a: LayoutItem
  /// `view b` (chainMargins.layout:6).
  let b: LayoutItem
  /// `view c` (chainMargins.layout:7).
  let c: LayoutItem
  /// `view p` (chainMargins.layout:9).
  let p: LayoutItem
  /// `view q` (chainMargins.layout:10).
  let q: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainMarginsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainMargins.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainMargins.layout:6
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainMargins.layout:7
  try root.addSubitem(c)
  let p = engine.makeItem("p")  // chainMargins.layout:9
  try root.addSubitem(p)
  let q = engine.makeItem("q")  // chainMargins.layout:10
  try root.addSubitem(q)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // chainMargins.layout:5
  try b.setIntrinsicContentSize(width: 60, height: 20)  // chainMargins.layout:6
  try c.setIntrinsicContentSize(width: 50, height: 20)  // chainMargins.layout:7
  try p.setIntrinsicContentSize(width: 50, height: 20)  // chainMargins.layout:9
  try q.setIntrinsicContentSize(width: 30, height: 20)  // chainMargins.layout:10
  // chainMargins.layout:8
  // swift-format-ignore
  _ = try engine.makeChain([a, b, c], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(margins: [LayoutChainMargins(start: 10), LayoutChainMargins(start: 5, end: 5), LayoutChainMargins(end: 20)]))
  // chainMargins.layout:11
  // swift-format-ignore
  _ = try engine.makeChain([p, q], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(style: .packed, bias: 0.25, margins: [LayoutChainMargins(start: 8, end: 4), LayoutChainMargins(start: 6)]))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainMargins.layout:12
    b.topAnchor == root.topAnchor  // chainMargins.layout:12
    c.topAnchor == root.topAnchor  // chainMargins.layout:12
    p.topAnchor == root.topAnchor + 30  // chainMargins.layout:13
    q.topAnchor == root.topAnchor + 30  // chainMargins.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainMargins.layout:4
  return ChainMarginsLayout(root: root, a: a, b: b, c: c, p: p, q: q, constraints: constraints)
}
