// chainPacked.layout in the Swift DSL, written by `clayout translate chainPacked.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainPacked.layout`, by their names in the file.
struct ChainPackedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainPacked.layout:5).
  let a: LayoutItem
  /// `view b` (chainPacked.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainPacked.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainPackedLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainPackedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainPacked.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainPacked.layout:6
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 50, height: 20)  // chainPacked.layout:5
  try b.setIntrinsicContentSize(width: 70, height: 20)  // chainPacked.layout:6
  // chainPacked.layout:7
  _ = try engine.makeChain(
    [a, b], from: root.leadingAnchor, to: root.trailingAnchor, options: LayoutChainOptions(style: .packed))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainPacked.layout:8
    b.topAnchor == root.topAnchor  // chainPacked.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainPacked.layout:4
  return ChainPackedLayout(root: root, a: a, b: b, constraints: constraints)
}
