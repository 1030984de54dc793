// chainGone.layout in the Swift DSL, written by `clayout translate chainGone.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainGone.layout`, by their names in the file.
struct ChainGoneLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainGone.layout:6).
  let a: LayoutItem
  /// `view b` (chainGone.layout:7).
  let b: LayoutItem
  /// `view c` (chainGone.layout:8).
  let c: LayoutItem
  /// `view p` (chainGone.layout:11).
  let p: LayoutItem
  /// `view q` (chainGone.layout:12).
  let q: LayoutItem
  /// `group ends` (chainGone.layout:10): its items.
  let ends: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainGone.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainGoneLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainGoneLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainGone.layout:6
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainGone.layout:7
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainGone.layout:8
  try root.addSubitem(c)
  let p = engine.makeItem("p")  // chainGone.layout:11
  try root.addSubitem(p)
  let q = engine.makeItem("q")  // chainGone.layout:12
  try root.addSubitem(q)
  let ends = [a, c]  // chainGone.layout:10

  try a.setIntrinsicContentSize(width: 40, height: 20)  // chainGone.layout:6
  try b.setIntrinsicContentSize(width: 60, height: 20)  // chainGone.layout:7
  try c.setIntrinsicContentSize(width: 50, height: 20)  // chainGone.layout:8
  try p.setIntrinsicContentSize(width: 30, height: 20)  // chainGone.layout:11
  try q.setIntrinsicContentSize(width: 50, height: 20)  // chainGone.layout:12
  // chainGone.layout:9
  // swift-format-ignore
  _ = try engine.makeChain([a, b, c], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(margins: [LayoutChainMargins(start: 10), LayoutChainMargins(start: 5, end: 5), LayoutChainMargins(end: 20)]))
  // chainGone.layout:13
  _ = try engine.makeChain(
    [p, q], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(style: .packed))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainGone.layout:14
    b.topAnchor == root.topAnchor  // chainGone.layout:14
    c.topAnchor == root.topAnchor  // chainGone.layout:14
    p.topAnchor == root.topAnchor + 40  // chainGone.layout:15
    q.topAnchor == root.topAnchor + 40  // chainGone.layout:15
    p.widthAnchor == 30 ~ "pWidth"  // chainGone.layout:16
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainGone.layout:5
  return ChainGoneLayout(root: root, a: a, b: b, c: c, p: p, q: q, ends: ends, constraints: constraints)
}
