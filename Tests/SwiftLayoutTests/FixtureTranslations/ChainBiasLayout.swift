// chainBias.layout in the Swift DSL, written by `clayout translate chainBias.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainBias.layout`, by their names in the file.
struct ChainBiasLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline header` (chainBias.layout:5).
  let header: LayoutItem
  /// `view a` (chainBias.layout:6).
  let a: LayoutItem
  /// `view b` (chainBias.layout:7).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainBias.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainBiasLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainBiasLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainBias.layout:6
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainBias.layout:7
  try root.addSubitem(b)

  // chainBias.layout:5
  let header = try engine.makeGuideline(
    in: root, name: "header", orientation: .horizontal, reference: .begin, value: 100
  ).guide!

  try a.setIntrinsicContentSize(width: 50, height: 30)  // chainBias.layout:6
  try b.setIntrinsicContentSize(width: 50, height: 50)  // chainBias.layout:7
  // chainBias.layout:8
  _ = try engine.makeChain(
    [a, b], from: header.topAnchor, to: root.bottomAnchor,
    options: LayoutChainOptions(style: .packed, bias: 0.2))

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // chainBias.layout:9
    b.leftAnchor == root.leftAnchor  // chainBias.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 400))  // chainBias.layout:4
  return ChainBiasLayout(root: root, header: header, a: a, b: b, constraints: constraints)
}
