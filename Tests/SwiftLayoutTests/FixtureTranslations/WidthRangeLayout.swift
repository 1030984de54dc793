// widthRange.layout in the Swift DSL, written by `clayout translate widthRange.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `widthRange.layout`, by their names in the file.
struct WidthRangeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (widthRange.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `widthRange.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildWidthRangeLayout(in engine: LayoutEngine) throws(LayoutError) -> WidthRangeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // widthRange.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    // H:|[a(>=50,<=100)] (widthRange.layout:5)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor >= 50
    a.widthAnchor <= 100
    // V:|[a(10)] (widthRange.layout:6)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    a.widthAnchor == 200 ~ .defaultHigh  // widthRange.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // widthRange.layout:3
  return WidthRangeLayout(root: root, a: a, constraints: constraints)
}
