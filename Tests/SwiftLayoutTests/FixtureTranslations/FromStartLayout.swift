// fromStart.layout in the Swift DSL, written by `clayout translate fromStart.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fromStart.layout`, by their names in the file.
struct FromStartLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (fromStart.layout:6).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fromStart.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFromStartLayout(in engine: LayoutEngine) throws(LayoutError) -> FromStartLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // fromStart.layout:6
  try root.addSubitem(a)

  try root.setLayoutDirection(.rightToLeft)  // fromStart.layout:5

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 10  // fromStart.layout:7
    a.widthAnchor == 50  // fromStart.layout:8
    a.topAnchor == root.topAnchor  // fromStart.layout:9
    a.heightAnchor == 10  // fromStart.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // fromStart.layout:4
  return FromStartLayout(root: root, a: a, constraints: constraints)
}
