// visualFormat.layout in the Swift DSL, written by `clayout translate visualFormat.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `visualFormat.layout`, by their names in the file.
struct VisualFormatLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (visualFormat.layout:6).
  let a: LayoutItem
  /// `view b` (visualFormat.layout:7).
  let b: LayoutItem
  /// `view c` (visualFormat.layout:8).
  let c: LayoutItem
  /// `view d` (visualFormat.layout:9).
  let d: LayoutItem
  /// `view e` (visualFormat.layout:10).
  let e: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `visualFormat.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVisualFormatLayout(in engine: LayoutEngine) throws(LayoutError) -> VisualFormatLayout {
  let spacing: Double = 10

  let root = engine.root
  let a = engine.makeItem("a")  // visualFormat.layout:6
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // visualFormat.layout:7
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // visualFormat.layout:8
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // visualFormat.layout:9
  try root.addSubitem(d)
  let e = engine.makeItem("e")  // visualFormat.layout:10
  try root.addSubitem(e)

  try a.setIntrinsicContentSize(width: 50, height: 20)  // visualFormat.layout:6
  try a.setBaselineOffsets(firstFromTop: 14, lastFromBottom: 5)  // visualFormat.layout:6
  try b.setBaselineOffsets(firstFromTop: 10, lastFromBottom: 4)  // visualFormat.layout:7

  let constraints = try activate {
    // H:|-spacing-[a]-(>=20@750)-[b(>=50@750,<=a*3)]-[c(==b)]-(==spacing)-| align: firstBaseline (visualFormat.layout:11)
    (a.leadingAnchor == root.leadingAnchor + spacing).inLayoutDirection(of: root)
    (b.leadingAnchor >= a.trailingAnchor + 20 ~ .defaultHigh).inLayoutDirection(of: root)
    b.widthAnchor >= 50 ~ .defaultHigh
    b.widthAnchor <= a.widthAnchor * 3
    (c.leadingAnchor == b.trailingAnchor + 8).inLayoutDirection(of: root)
    c.widthAnchor == b.widthAnchor
    root.trailingAnchor == c.trailingAnchor + spacing
    b.firstBaselineAnchor == a.firstBaselineAnchor
    c.firstBaselineAnchor == a.firstBaselineAnchor
    // V:|-[a] (visualFormat.layout:12)
    a.topAnchor == root.topAnchor + 20
    b.heightAnchor == a.heightAnchor * 2  // visualFormat.layout:13
    c.heightAnchor == b.heightAnchor  // visualFormat.layout:14
    // V:[a]-(>=8,==12@500)-[d(==a.height+spacing)] (visualFormat.layout:15)
    d.topAnchor >= a.bottomAnchor + 8
    d.topAnchor == a.bottomAnchor + 12 ~ 500
    d.heightAnchor == a.heightAnchor + spacing
    // H:|[d(==a.height*2+10)][e(d)] align: centerY (visualFormat.layout:16)
    (d.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    d.widthAnchor == a.heightAnchor * 2 + 10
    (e.leadingAnchor == d.trailingAnchor).inLayoutDirection(of: root)
    e.widthAnchor == d.widthAnchor
    e.centerYAnchor == d.centerYAnchor
    e.heightAnchor == 10  // visualFormat.layout:17
    // H:|-[b] "unused-if-late" (visualFormat.layout:18)
    (b.leadingAnchor == root.leadingAnchor + 20 ~ "unused-if-late").inLayoutDirection(of: root)
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 300))  // visualFormat.layout:4
  return VisualFormatLayout(root: root, a: a, b: b, c: c, d: d, e: e, constraints: constraints)
}
