// alignLeading.layout in the Swift DSL, written by `clayout translate alignLeading.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `alignLeading.layout`, by their names in the file.
struct AlignLeadingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (alignLeading.layout:4).
  let a: LayoutItem
  /// `view b` (alignLeading.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `alignLeading.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAlignLeadingLayout(in engine: LayoutEngine) throws(LayoutError) -> AlignLeadingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // alignLeading.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // alignLeading.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 30  // alignLeading.layout:6
    a.widthAnchor == 50  // alignLeading.layout:7
    b.widthAnchor == 80  // alignLeading.layout:7
    // V:|[a(20)][b(30)] align: leading (alignLeading.layout:8)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 20
    b.topAnchor == a.bottomAnchor
    b.heightAnchor == 30
    (b.leadingAnchor == a.leadingAnchor).inLayoutDirection(of: root)
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 200))  // alignLeading.layout:3
  return AlignLeadingLayout(root: root, a: a, b: b, constraints: constraints)
}
