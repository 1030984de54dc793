// proportional.layout in the Swift DSL, written by `clayout translate proportional.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `proportional.layout`, by their names in the file.
struct ProportionalLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (proportional.layout:4).
  let a: LayoutItem
  /// `view b` (proportional.layout:5).
  let b: LayoutItem
  /// `view c` (proportional.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `proportional.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildProportionalLayout(in engine: LayoutEngine) throws(LayoutError) -> ProportionalLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // proportional.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // proportional.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // proportional.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    // H:|[a][b(==a*2)][c(==a)]| align: top, align: bottom (proportional.layout:7)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor * 2
    (c.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    c.widthAnchor == a.widthAnchor
    root.trailingAnchor == c.trailingAnchor
    b.topAnchor == a.topAnchor
    c.topAnchor == a.topAnchor
    b.bottomAnchor == a.bottomAnchor
    c.bottomAnchor == a.bottomAnchor
    // V:|[a(10)] (proportional.layout:8)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // proportional.layout:3
  return ProportionalLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
