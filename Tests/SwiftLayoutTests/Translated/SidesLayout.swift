// sides.layout in the Swift DSL, written by `clayout translate sides.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `sides.layout`, by their names in the file.
struct SidesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (sides.layout:7).
  let a: LayoutItem
  /// `view b` (sides.layout:8).
  let b: LayoutItem
  /// `view c` (sides.layout:9).
  let c: LayoutItem
  /// `view d` (sides.layout:10).
  let d: LayoutItem
  /// `view e` (sides.layout:11).
  let e: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `sides.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSidesLayout(in engine: LayoutEngine) throws(LayoutError) -> SidesLayout {
  let gap: Double = 8

  let root = engine.root
  let a = engine.makeItem("a")  // sides.layout:7
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // sides.layout:8
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // sides.layout:9
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // sides.layout:10
  try root.addSubitem(d)
  let e = engine.makeItem("e")  // sides.layout:11
  try root.addSubitem(e)

  try root.setLayoutDirection(.rightToLeft)  // sides.layout:6
  try a.setIntrinsicContentSize(width: 40, height: 30)  // sides.layout:7
  try b.setIntrinsicContentSize(width: 60, height: 20)  // sides.layout:8
  try c.setIntrinsicContentSize(width: 30, height: 10)  // sides.layout:9
  try d.setIntrinsicContentSize(width: 50, height: 40)  // sides.layout:10
  try e.setIntrinsicContentSize(width: 20, height: 20)  // sides.layout:11

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 12 ~ 150  // sides.layout:12
    a.topAnchor == root.topAnchor + 20 ~ 150  // sides.layout:12
    b.leftAnchor == root.leftAnchor + 40 ~ 150  // sides.layout:13
    b.topAnchor == root.topAnchor + 60 ~ 150  // sides.layout:13
    c.leftAnchor == root.leftAnchor + 90 ~ 150  // sides.layout:14
    c.topAnchor == root.topAnchor + 5 ~ 150  // sides.layout:14
    d.leftAnchor == root.leftAnchor + 10 ~ 150  // sides.layout:15
    d.topAnchor == root.topAnchor + 100 ~ 150  // sides.layout:15
    e.leftAnchor == root.leftAnchor + 200 ~ 150  // sides.layout:16
    e.topAnchor == root.topAnchor + 30 ~ 150  // sides.layout:16
    // sides.layout:17
    // swift-format-ignore
    e.trailingAnchor + (root.trailingAnchor - e.trailingAnchor) * 0 - a.heightAnchor - (b.lastBaselineAnchor - c.lastBaselineAnchor) * 16 == b.leadingAnchor - e.widthAnchor * 1.5 ~ .defaultHigh - 1
    // sides.layout:18
    // swift-format-ignore
    b.leadingAnchor - b.widthAnchor * 0.25 >= e.leadingAnchor + (root.rightAnchor - root.rightAnchor) - root.heightAnchor * 2 - d.widthAnchor ~ .defaultLow
    // sides.layout:19
    // swift-format-ignore
    b.centerYAnchor - (a.lastBaselineAnchor - root.firstBaselineAnchor) * 0.25 - a.heightAnchor - gap == root.firstBaselineAnchor + e.widthAnchor * 0.5 ~ .defaultLow
    // sides.layout:20
    a.bottomAnchor - d.heightAnchor * 3 + (d.rightAnchor - d.rightAnchor) == e.topAnchor ~ 749.5
    // sides.layout:21
    // swift-format-ignore
    root.centerXAnchor + (a.lastBaselineAnchor - root.lastBaselineAnchor) * 1.5 == c.leftAnchor - (b.firstBaselineAnchor - c.centerYAnchor) * 0.5 ~ 749.5
    // sides.layout:22
    // swift-format-ignore
    e.centerYAnchor - e.firstBaselineAnchor - d.heightAnchor * 10 == e.lastBaselineAnchor - e.topAnchor + 10 ~ .defaultHigh - 1
    // sides.layout:23
    // swift-format-ignore
    d.widthAnchor - (c.centerXAnchor - a.centerXAnchor) / 3 == (b.rightAnchor - a.leftAnchor) * 0.5 - gap ~ 600
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 300))  // sides.layout:5
  return SidesLayout(root: root, a: a, b: b, c: c, d: d, e: e, constraints: constraints)
}
