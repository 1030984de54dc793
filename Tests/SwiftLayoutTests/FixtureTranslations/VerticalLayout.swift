// vertical.layout in the Swift DSL, written by `clayout translate vertical.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `vertical.layout`, by their names in the file.
struct VerticalLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (vertical.layout:4).
  let a: LayoutItem
  /// `view b` (vertical.layout:5).
  let b: LayoutItem
  /// `view c` (vertical.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `vertical.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVerticalLayout(in engine: LayoutEngine) throws(LayoutError) -> VerticalLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // vertical.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // vertical.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // vertical.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    // V:|-[a(40)]-[b]-10-[c(==a)]-| align: leading, align: trailing (vertical.layout:7)
    a.topAnchor == root.topAnchor + 20
    a.heightAnchor == 40
    b.topAnchor == a.bottomAnchor + 8
    c.topAnchor == b.bottomAnchor + 10
    c.heightAnchor == a.heightAnchor
    root.bottomAnchor == c.bottomAnchor + 20
    (b.leadingAnchor == a.leadingAnchor).inLayoutDirection(of: root)
    (c.leadingAnchor == a.leadingAnchor).inLayoutDirection(of: root)
    (b.trailingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    (c.trailingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    // H:|-[a]-| (vertical.layout:8)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    root.trailingAnchor == a.trailingAnchor + 20
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 300))  // vertical.layout:3
  return VerticalLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
