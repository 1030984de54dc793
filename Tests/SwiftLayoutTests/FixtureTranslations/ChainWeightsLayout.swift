// chainWeights.layout in the Swift DSL, written by `clayout translate chainWeights.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainWeights.layout`, by their names in the file.
struct ChainWeightsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainWeights.layout:5).
  let a: LayoutItem
  /// `view divider` (chainWeights.layout:6).
  let divider: LayoutItem
  /// `view b` (chainWeights.layout:7).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainWeights.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainWeightsLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainWeightsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainWeights.layout:5
  try root.addSubitem(a)
  let divider = engine.makeItem("divider")  // chainWeights.layout:6
  try root.addSubitem(divider)
  let b = engine.makeItem("b")  // chainWeights.layout:7
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: nil, height: 20)  // chainWeights.layout:5
  try divider.setIntrinsicContentSize(width: 12, height: 20)  // chainWeights.layout:6
  try b.setIntrinsicContentSize(width: nil, height: 20)  // chainWeights.layout:7
  // chainWeights.layout:8
  _ = try engine.makeChain(
    [a, divider, b], from: root.leadingAnchor, to: root.trailingAnchor,
    options: LayoutChainOptions(weights: [1, 0, 2]))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainWeights.layout:9
    divider.topAnchor == root.topAnchor  // chainWeights.layout:9
    b.topAnchor == root.topAnchor  // chainWeights.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainWeights.layout:4
  return ChainWeightsLayout(root: root, a: a, divider: divider, b: b, constraints: constraints)
}
