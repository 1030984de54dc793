// equalPair.layout in the Swift DSL, written by `clayout translate equalPair.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalPair.layout`, by their names in the file.
struct EqualPairLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (equalPair.layout:4).
  let a: LayoutItem
  /// `view b` (equalPair.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalPair.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualPairLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualPairLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // equalPair.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // equalPair.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-10-[a]-[b(==a)]-10-| (equalPair.layout:6)
    (a.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
    b.widthAnchor == a.widthAnchor
    root.trailingAnchor == b.trailingAnchor + 10
    // V:|[a(20)] (equalPair.layout:7)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 20
    // V:|[b(20)] (equalPair.layout:8)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 20
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // equalPair.layout:3
  return EqualPairLayout(root: root, a: a, b: b, constraints: constraints)
}
