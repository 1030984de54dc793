// threeFlush.layout in the Swift DSL, written by `clayout translate threeFlush.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `threeFlush.layout`, by their names in the file.
struct ThreeFlushLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (threeFlush.layout:4).
  let a: LayoutItem
  /// `view b` (threeFlush.layout:5).
  let b: LayoutItem
  /// `view c` (threeFlush.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `threeFlush.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildThreeFlushLayout(in engine: LayoutEngine) throws(LayoutError) -> ThreeFlushLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // threeFlush.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // threeFlush.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // threeFlush.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    // H:|[a][b(==a*2)][c(==a)]| (threeFlush.layout:7)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor * 2
    (c.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    c.widthAnchor == a.widthAnchor
    root.trailingAnchor == c.trailingAnchor
    // V:|[a(10)] (threeFlush.layout:8)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|[b(10)] (threeFlush.layout:9)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 10
    // V:|[c(10)] (threeFlush.layout:10)
    c.topAnchor == root.topAnchor
    c.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // threeFlush.layout:3
  return ThreeFlushLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
