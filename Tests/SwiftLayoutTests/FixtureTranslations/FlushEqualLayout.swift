// flushEqual.layout in the Swift DSL, written by `clayout translate flushEqual.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `flushEqual.layout`, by their names in the file.
struct FlushEqualLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (flushEqual.layout:4).
  let a: LayoutItem
  /// `view b` (flushEqual.layout:5).
  let b: LayoutItem
  /// `view c` (flushEqual.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `flushEqual.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFlushEqualLayout(in engine: LayoutEngine) throws(LayoutError) -> FlushEqualLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // flushEqual.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // flushEqual.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // flushEqual.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    // H:|[a(==b)][b(==c)][c]| align: top, align: bottom (flushEqual.layout:7)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor == b.widthAnchor
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == c.widthAnchor
    (c.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == c.trailingAnchor
    b.topAnchor == a.topAnchor
    c.topAnchor == a.topAnchor
    b.bottomAnchor == a.bottomAnchor
    c.bottomAnchor == a.bottomAnchor
    // V:|[a(20)] (flushEqual.layout:8)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 20
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // flushEqual.layout:3
  return FlushEqualLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
