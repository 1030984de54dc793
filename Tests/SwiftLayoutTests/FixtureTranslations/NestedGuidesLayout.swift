// nestedGuides.layout in the Swift DSL, written by `clayout translate nestedGuides.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `nestedGuides.layout`, by their names in the file.
struct NestedGuidesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view outer` (nestedGuides.layout:4).
  let outer: LayoutItem
  /// `view middle` (nestedGuides.layout:6).
  let middle: LayoutItem
  /// `view inner` (nestedGuides.layout:8).
  let inner: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `nestedGuides.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNestedGuidesLayout(in engine: LayoutEngine) throws(LayoutError) -> NestedGuidesLayout {
  let root = engine.root
  let outer = engine.makeItem("outer")  // nestedGuides.layout:4
  try root.addSubitem(outer)
  let middle = engine.makeItem("middle")  // nestedGuides.layout:6
  try outer.addSubitem(middle)
  let inner = engine.makeItem("inner")  // nestedGuides.layout:8
  try middle.addSubitem(inner)

  try outer.setLayoutMargins(LayoutInsets(all: 20))  // nestedGuides.layout:5
  try middle.setLayoutMargins(LayoutInsets(all: 5))  // nestedGuides.layout:7

  let constraints = try activate {
    outer.leftAnchor == root.leftAnchor  // nestedGuides.layout:11
    outer.topAnchor == root.topAnchor  // nestedGuides.layout:11
    outer.widthAnchor == 300  // nestedGuides.layout:11
    outer.heightAnchor == 300  // nestedGuides.layout:11
    middle.leftAnchor == outer.layoutMarginsGuide.leftAnchor  // nestedGuides.layout:12
    middle.rightAnchor == outer.layoutMarginsGuide.rightAnchor  // nestedGuides.layout:12
    middle.topAnchor == outer.layoutMarginsGuide.topAnchor  // nestedGuides.layout:13
    middle.bottomAnchor == outer.layoutMarginsGuide.bottomAnchor  // nestedGuides.layout:13
    inner.leftAnchor == middle.layoutMarginsGuide.leftAnchor  // nestedGuides.layout:14
    inner.rightAnchor == middle.layoutMarginsGuide.rightAnchor  // nestedGuides.layout:14
    inner.topAnchor == middle.layoutMarginsGuide.topAnchor  // nestedGuides.layout:15
    inner.heightAnchor == 10  // nestedGuides.layout:15
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 300))  // nestedGuides.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return NestedGuidesLayout(root: root, outer: outer, middle: middle, inner: inner, constraints: constraints)
}
