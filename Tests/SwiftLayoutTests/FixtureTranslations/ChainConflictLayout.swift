// chainConflict.layout in the Swift DSL, written by `clayout translate chainConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainConflict.layout`, by their names in the file.
struct ChainConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainConflict.layout:5).
  let a: LayoutItem
  /// `view b` (chainConflict.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainConflictLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainConflict.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainConflict.layout:6
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 50, height: 20)  // chainConflict.layout:5
  try b.setIntrinsicContentSize(width: 50, height: 20)  // chainConflict.layout:6
  // chainConflict.layout:7
  _ = try engine.makeChain(
    [a, b], from: root.leadingAnchor, to: root.trailingAnchor,
    options: LayoutChainOptions(style: .spreadInside))

  let constraints = try activate {
    a.leadingAnchor >= root.leadingAnchor ~ "a-inset"  // chainConflict.layout:8
    a.topAnchor == root.topAnchor  // chainConflict.layout:9
    b.topAnchor == root.topAnchor  // chainConflict.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // chainConflict.layout:4
  return ChainConflictLayout(root: root, a: a, b: b, constraints: constraints)
}
