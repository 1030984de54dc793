// inherited.layout in the Swift DSL, written by `clayout translate inherited.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `inherited.layout`, by their names in the file.
struct InheritedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view outer` (inherited.layout:4).
  let outer: LayoutItem
  /// `view inner` (inherited.layout:6).
  let inner: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `inherited.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInheritedLayout(in engine: LayoutEngine) throws(LayoutError) -> InheritedLayout {
  let root = engine.root
  let outer = engine.makeItem("outer")  // inherited.layout:4
  try root.addSubitem(outer)
  let inner = engine.makeItem("inner")  // inherited.layout:6
  try outer.addSubitem(inner)

  try outer.setLayoutDirection(.rightToLeft)  // inherited.layout:5

  let constraints = try activate {
    outer.leftAnchor == root.leftAnchor  // inherited.layout:8
    outer.topAnchor == root.topAnchor  // inherited.layout:8
    outer.widthAnchor == 200  // inherited.layout:9
    outer.heightAnchor == 100  // inherited.layout:9
    inner.leadingAnchor == outer.leadingAnchor + 20  // inherited.layout:10
    inner.widthAnchor == 30  // inherited.layout:11
    inner.topAnchor == outer.topAnchor  // inherited.layout:12
    inner.heightAnchor == 10  // inherited.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // inherited.layout:3
  return InheritedLayout(root: root, outer: outer, inner: inner, constraints: constraints)
}
