// gtkPredicates.layout in the Swift DSL, written by `clayout translate gtkPredicates.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `gtkPredicates.layout`, by their names in the file.
struct GtkPredicatesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (gtkPredicates.layout:4).
  let a: LayoutItem
  /// `view b` (gtkPredicates.layout:5).
  let b: LayoutItem
  /// `view c` (gtkPredicates.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `gtkPredicates.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGtkPredicatesLayout(in engine: LayoutEngine) throws(LayoutError) -> GtkPredicatesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // gtkPredicates.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // gtkPredicates.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // gtkPredicates.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    // H:|[a(40)][b(==a*2+10)] (gtkPredicates.layout:7)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor == 40
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor * 2 + 10
    // H:|[c(==a.height)] (gtkPredicates.layout:8)
    (c.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    c.widthAnchor == a.heightAnchor
    // V:|[a(30)] (gtkPredicates.layout:9)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 30
    // V:|[b(==a)] (gtkPredicates.layout:10)
    b.topAnchor == root.topAnchor
    b.heightAnchor == a.heightAnchor
    // V:[a][c(10)] (gtkPredicates.layout:11)
    c.topAnchor == a.bottomAnchor
    c.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // gtkPredicates.layout:3
  return GtkPredicatesLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
