// guidesEqualSpacing.layout in the Swift DSL, written by `clayout translate guidesEqualSpacing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidesEqualSpacing.layout`, by their names in the file.
struct GuidesEqualSpacingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guide g1` (guidesEqualSpacing.layout:4).
  let g1: LayoutItem
  /// `guide g2` (guidesEqualSpacing.layout:5).
  let g2: LayoutItem
  /// `guide g3` (guidesEqualSpacing.layout:6).
  let g3: LayoutItem
  /// `view a` (guidesEqualSpacing.layout:7).
  let a: LayoutItem
  /// `view b` (guidesEqualSpacing.layout:8).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidesEqualSpacing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidesEqualSpacingLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidesEqualSpacingLayout {
  let root = engine.root
  let g1 = engine.makeLayoutGuide("g1")  // guidesEqualSpacing.layout:4
  try root.addSubitem(g1)
  let g2 = engine.makeLayoutGuide("g2")  // guidesEqualSpacing.layout:5
  try root.addSubitem(g2)
  let g3 = engine.makeLayoutGuide("g3")  // guidesEqualSpacing.layout:6
  try root.addSubitem(g3)
  let a = engine.makeItem("a")  // guidesEqualSpacing.layout:7
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // guidesEqualSpacing.layout:8
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|[g1][a(==40)][g2(==g1)][b(==60)][g3(==g1)]| (guidesEqualSpacing.layout:9)
    (g1.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (a.leadingAnchor == g1.trailingAnchor).inLayoutDirection(of: root)
    a.widthAnchor == 40
    (g2.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    g2.widthAnchor == g1.widthAnchor
    (b.leadingAnchor == g2.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == 60
    (g3.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    g3.widthAnchor == g1.widthAnchor
    root.trailingAnchor == g3.trailingAnchor
    g1.topAnchor == root.topAnchor  // guidesEqualSpacing.layout:10
    g1.heightAnchor == 0  // guidesEqualSpacing.layout:10
    g2.topAnchor == root.topAnchor  // guidesEqualSpacing.layout:11
    g2.heightAnchor == 0  // guidesEqualSpacing.layout:11
    g3.topAnchor == root.topAnchor  // guidesEqualSpacing.layout:12
    g3.heightAnchor == 0  // guidesEqualSpacing.layout:12
    a.topAnchor == root.topAnchor  // guidesEqualSpacing.layout:13
    a.heightAnchor == 10  // guidesEqualSpacing.layout:13
    b.topAnchor == root.topAnchor  // guidesEqualSpacing.layout:14
    b.heightAnchor == 10  // guidesEqualSpacing.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // guidesEqualSpacing.layout:3
  return GuidesEqualSpacingLayout(root: root, g1: g1, g2: g2, g3: g3, a: a, b: b, constraints: constraints)
}
