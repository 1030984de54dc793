// rtlFormat.layout in the Swift DSL, written by `clayout translate rtlFormat.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `rtlFormat.layout`, by their names in the file.
struct RtlFormatLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (rtlFormat.layout:5).
  let a: LayoutItem
  /// `view b` (rtlFormat.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `rtlFormat.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRtlFormatLayout(in engine: LayoutEngine) throws(LayoutError) -> RtlFormatLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // rtlFormat.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // rtlFormat.layout:6
  try root.addSubitem(b)

  try root.setLayoutDirection(.rightToLeft)  // rtlFormat.layout:4

  let constraints = try activate {
    a.widthAnchor == 50  // rtlFormat.layout:7
    b.widthAnchor == 60  // rtlFormat.layout:7
    a.topAnchor == root.topAnchor  // rtlFormat.layout:8
    b.topAnchor == root.topAnchor  // rtlFormat.layout:8
    a.heightAnchor == 10  // rtlFormat.layout:8
    b.heightAnchor == 10  // rtlFormat.layout:8
    // H:|-[a]-[b] (rtlFormat.layout:9)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // rtlFormat.layout:3
  return RtlFormatLayout(root: root, a: a, b: b, constraints: constraints)
}
