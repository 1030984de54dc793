// ownOverride.layout in the Swift DSL, written by `clayout translate ownOverride.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `ownOverride.layout`, by their names in the file.
struct OwnOverrideLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (ownOverride.layout:5).
  let a: LayoutItem
  /// `view box` (ownOverride.layout:6).
  let box: LayoutItem
  /// `view inner` (ownOverride.layout:8).
  let inner: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `ownOverride.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOwnOverrideLayout(in engine: LayoutEngine) throws(LayoutError) -> OwnOverrideLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // ownOverride.layout:5
  try root.addSubitem(a)
  let box = engine.makeItem("box")  // ownOverride.layout:6
  try root.addSubitem(box)
  let inner = engine.makeItem("inner")  // ownOverride.layout:8
  try box.addSubitem(inner)

  try root.setLayoutDirection(.rightToLeft)  // ownOverride.layout:4
  try box.setLayoutDirection(.leftToRight)  // ownOverride.layout:7

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 10  // ownOverride.layout:10
    a.widthAnchor == 50  // ownOverride.layout:10
    a.topAnchor == root.topAnchor  // ownOverride.layout:10
    a.heightAnchor == 10  // ownOverride.layout:10
    box.leftAnchor == root.leftAnchor  // ownOverride.layout:11
    box.widthAnchor == 200  // ownOverride.layout:11
    box.topAnchor == root.topAnchor + 20  // ownOverride.layout:11
    box.heightAnchor == 50  // ownOverride.layout:11
    inner.leadingAnchor == box.leadingAnchor + 10  // ownOverride.layout:12
    inner.widthAnchor == 30  // ownOverride.layout:12
    inner.topAnchor == box.topAnchor  // ownOverride.layout:12
    inner.heightAnchor == 10  // ownOverride.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // ownOverride.layout:3
  return OwnOverrideLayout(root: root, a: a, box: box, inner: inner, constraints: constraints)
}
