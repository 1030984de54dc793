// chainRtl.layout in the Swift DSL, written by `clayout translate chainRtl.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainRtl.layout`, by their names in the file.
struct ChainRtlLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainRtl.layout:7).
  let a: LayoutItem
  /// `view b` (chainRtl.layout:8).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainRtl.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainRtlLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainRtlLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainRtl.layout:7
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainRtl.layout:8
  try root.addSubitem(b)

  try root.setLayoutDirection(.rightToLeft)  // chainRtl.layout:6
  try a.setIntrinsicContentSize(width: 100, height: 20)  // chainRtl.layout:7
  try b.setIntrinsicContentSize(width: 50, height: 20)  // chainRtl.layout:8
  // chainRtl.layout:9
  _ = try engine.makeChain(
    [a, b], from: root.leadingAnchor, to: root.trailingAnchor,
    options: LayoutChainOptions(style: .packed, bias: 0.25))

  let constraints = try activate {
    a.topAnchor == root.topAnchor  // chainRtl.layout:10
    b.topAnchor == root.topAnchor  // chainRtl.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainRtl.layout:5
  return ChainRtlLayout(root: root, a: a, b: b, constraints: constraints)
}
