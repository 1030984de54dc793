// chainGoneMargins.layout in the Swift DSL, written by `clayout translate chainGoneMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainGoneMargins.layout`, by their names in the file.
struct ChainGoneMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainGoneMargins.layout:7).
  let a: LayoutItem
  /// `view b` (chainGoneMargins.layout:8).
  let b: LayoutItem
  /// `view c` (chainGoneMargins.layout:9).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainGoneMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainGoneMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainGoneMarginsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainGoneMargins.layout:7
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainGoneMargins.layout:8
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainGoneMargins.layout:9
  try root.addSubitem(c)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // chainGoneMargins.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // chainGoneMargins.layout:8
  try c.setIntrinsicContentSize(width: 50, height: 20)  // chainGoneMargins.layout:9
  // chainGoneMargins.layout:10
  // swift-format-ignore
  _ = try engine.makeChain([a, b, c], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(margins: [LayoutChainMargins(start: 10, goneStart: 30, goneEnd: 6), LayoutChainMargins(start: 5, end: 5, goneStart: 21), LayoutChainMargins(end: 20, goneStart: 9)]))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainGoneMargins.layout:11
    b.topAnchor == root.topAnchor  // chainGoneMargins.layout:11
    c.topAnchor == root.topAnchor  // chainGoneMargins.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainGoneMargins.layout:6
  return ChainGoneMarginsLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
