// alignCenterY.layout in the Swift DSL, written by `clayout translate alignCenterY.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `alignCenterY.layout`, by their names in the file.
struct AlignCenterYLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (alignCenterY.layout:4).
  let a: LayoutItem
  /// `view b` (alignCenterY.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `alignCenterY.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAlignCenterYLayout(in engine: LayoutEngine) throws(LayoutError) -> AlignCenterYLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // alignCenterY.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // alignCenterY.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|[a(40)][b(20)] align: centerY (alignCenterY.layout:6)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor == 40
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == 20
    b.centerYAnchor == a.centerYAnchor
    // V:|-10-[a(40)] (alignCenterY.layout:7)
    a.topAnchor == root.topAnchor + 10
    a.heightAnchor == 40
    // V:[b(10)] (alignCenterY.layout:8)
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // alignCenterY.layout:3
  return AlignCenterYLayout(root: root, a: a, b: b, constraints: constraints)
}
