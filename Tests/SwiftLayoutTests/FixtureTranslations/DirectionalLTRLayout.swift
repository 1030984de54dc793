// directionalLTR.layout in the Swift DSL, written by `clayout translate directionalLTR.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `directionalLTR.layout`, by their names in the file.
struct DirectionalLTRLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (directionalLTR.layout:4).
  let box: LayoutItem
  /// `view a` (directionalLTR.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `directionalLTR.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDirectionalLTRLayout(in engine: LayoutEngine) throws(LayoutError) -> DirectionalLTRLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // directionalLTR.layout:4
  try root.addSubitem(box)
  let a = engine.makeItem("a")  // directionalLTR.layout:5
  try box.addSubitem(a)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // directionalLTR.layout:7
    box.topAnchor == root.topAnchor  // directionalLTR.layout:7
    box.widthAnchor == 300  // directionalLTR.layout:7
    box.heightAnchor == 100  // directionalLTR.layout:7
    a.leadingAnchor == box.layoutMarginsGuide.leadingAnchor  // directionalLTR.layout:8
    a.trailingAnchor == box.layoutMarginsGuide.trailingAnchor  // directionalLTR.layout:8
    a.topAnchor == box.layoutMarginsGuide.topAnchor  // directionalLTR.layout:9
    a.bottomAnchor == box.layoutMarginsGuide.bottomAnchor  // directionalLTR.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // directionalLTR.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return DirectionalLTRLayout(root: root, box: box, a: a, constraints: constraints)
}
