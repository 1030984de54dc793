// formatRightToLeft.layout in the Swift DSL, written by `clayout translate formatRightToLeft.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `formatRightToLeft.layout`, by their names in the file.
struct FormatRightToLeftLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (formatRightToLeft.layout:4).
  let a: LayoutItem
  /// `view b` (formatRightToLeft.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `formatRightToLeft.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFormatRightToLeftLayout(in engine: LayoutEngine) throws(LayoutError) -> FormatRightToLeftLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // formatRightToLeft.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // formatRightToLeft.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-10-[a(50)]-5-[b(40)] direction: rightToLeft (formatRightToLeft.layout:6)
    root.rightAnchor == a.rightAnchor + 10
    a.widthAnchor == 50
    a.leftAnchor == b.rightAnchor + 5
    b.widthAnchor == 40
    // V:|[a(10)] (formatRightToLeft.layout:7)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|[b(10)] (formatRightToLeft.layout:8)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // formatRightToLeft.layout:3
  return FormatRightToLeftLayout(root: root, a: a, b: b, constraints: constraints)
}
