// chainOfThree.layout in the Swift DSL, written by `clayout translate chainOfThree.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `chainOfThree.layout`, by their names in the file.
struct ChainOfThreeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (chainOfThree.layout:4).
  let a: LayoutItem
  /// `view b` (chainOfThree.layout:5).
  let b: LayoutItem
  /// `view c` (chainOfThree.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `chainOfThree.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildChainOfThreeLayout(in engine: LayoutEngine) throws(LayoutError) -> ChainOfThreeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // chainOfThree.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // chainOfThree.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // chainOfThree.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor  // chainOfThree.layout:7
    a.widthAnchor == 100  // chainOfThree.layout:7
    b.leadingAnchor == a.trailingAnchor + 10  // chainOfThree.layout:8
    b.widthAnchor == 50  // chainOfThree.layout:8
    c.leadingAnchor == b.trailingAnchor + 10  // chainOfThree.layout:9
    c.trailingAnchor == root.trailingAnchor  // chainOfThree.layout:9
    a.topAnchor == root.topAnchor  // chainOfThree.layout:10
    b.topAnchor == root.topAnchor  // chainOfThree.layout:10
    c.topAnchor == root.topAnchor  // chainOfThree.layout:10
    a.heightAnchor == 20  // chainOfThree.layout:11
    b.heightAnchor == 20  // chainOfThree.layout:11
    c.heightAnchor == 20  // chainOfThree.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 50))  // chainOfThree.layout:3
  return ChainOfThreeLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
