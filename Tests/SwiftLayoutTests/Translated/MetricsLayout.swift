// metrics.layout in the Swift DSL, written by `clayout translate metrics.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `metrics.layout`, by their names in the file.
struct MetricsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (metrics.layout:9).
  let a: LayoutItem
  /// `view b` (metrics.layout:10).
  let b: LayoutItem
  /// `view c` (metrics.layout:11).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `metrics.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMetricsLayout(in engine: LayoutEngine) throws(LayoutError) -> MetricsLayout {
  let inset: Double = 20
  let gap: Double = 8
  let double: Double = 16

  let root = engine.root
  let a = engine.makeItem("a")  // metrics.layout:9
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // metrics.layout:10
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // metrics.layout:11
  try root.addSubitem(c)

  let constraints = try activate {
    // H:|-inset-[a]-gap-[b(==a)]-(double)-[c(==a)]-inset-| (metrics.layout:12)
    (a.leadingAnchor == root.leadingAnchor + inset).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor + gap).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor
    (c.leadingAnchor == b.trailingAnchor + double).inLayoutDirection(of: root)
    c.widthAnchor == a.widthAnchor
    root.trailingAnchor == c.trailingAnchor + inset
    a.topAnchor == root.topAnchor + gap * 3  // metrics.layout:13
    b.topAnchor == a.topAnchor + gap * 0.5  // metrics.layout:14
    c.topAnchor == b.topAnchor - gap + inset  // metrics.layout:15
    a.heightAnchor == double + 20  // metrics.layout:16
    b.heightAnchor == a.heightAnchor * 0.5  // metrics.layout:17
    c.heightAnchor == a.heightAnchor * 2 + gap * 2 - double ~ .defaultHigh + 1  // metrics.layout:18
    c.heightAnchor <= 100  // metrics.layout:19
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // metrics.layout:8
  return MetricsLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
