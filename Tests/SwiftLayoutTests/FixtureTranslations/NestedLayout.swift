// nested.layout in the Swift DSL, written by `clayout translate nested.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nested.layout`, by their names in the file.
struct NestedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view outer` (nested.layout:4).
  let outer: LayoutItem
  /// `view inner` (nested.layout:5).
  let inner: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nested.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNestedLayout(in engine: LayoutEngine) throws(LayoutError) -> NestedLayout {
  let root = engine.root
  let outer = engine.makeItem("outer")  // nested.layout:4
  try root.addSubitem(outer)
  let inner = engine.makeItem("inner")  // nested.layout:5
  try outer.addSubitem(inner)

  let constraints = try activate {
    outer.leftAnchor == root.leftAnchor + 50  // nested.layout:7
    outer.topAnchor == root.topAnchor + 60  // nested.layout:7
    outer.widthAnchor == 100  // nested.layout:8
    outer.heightAnchor == 80  // nested.layout:8
    inner.leftAnchor == outer.leftAnchor + 5  // nested.layout:9
    inner.topAnchor == outer.topAnchor + 7  // nested.layout:9
    inner.rightAnchor == outer.rightAnchor - 15  // nested.layout:10
    inner.bottomAnchor == outer.bottomAnchor - 3  // nested.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // nested.layout:3
  return NestedLayout(root: root, outer: outer, inner: inner, constraints: constraints)
}
