// formatMetrics.layout in the Swift DSL, written by `clayout translate formatMetrics.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `formatMetrics.layout`, by their names in the file.
struct FormatMetricsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (formatMetrics.layout:5).
  let a: LayoutItem
  /// `view b` (formatMetrics.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `formatMetrics.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFormatMetricsLayout(in engine: LayoutEngine) throws(LayoutError) -> FormatMetricsLayout {
  let gap: Double = 12

  let root = engine.root
  let a = engine.makeItem("a")  // formatMetrics.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // formatMetrics.layout:6
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-gap-[a(==60)]-(gap * 2)-[b(==a)] (formatMetrics.layout:7)
    (a.leadingAnchor == root.leadingAnchor + gap).inLayoutDirection(of: root)
    a.widthAnchor == 60
    (b.leadingAnchor == a.trailingAnchor + 24).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor
    // V:|-gap-[a(==30)] (formatMetrics.layout:8)
    a.topAnchor == root.topAnchor + gap
    a.heightAnchor == 30
    // V:|-gap-[b(==a)] (formatMetrics.layout:9)
    b.topAnchor == root.topAnchor + gap
    b.heightAnchor == a.heightAnchor
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // formatMetrics.layout:4
  return FormatMetricsLayout(root: root, a: a, b: b, constraints: constraints)
}
