// safeAreaAllSides.layout in the Swift DSL, written by `clayout translate safeAreaAllSides.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `safeAreaAllSides.layout`, by their names in the file.
struct SafeAreaAllSidesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (safeAreaAllSides.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `safeAreaAllSides.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSafeAreaAllSidesLayout(in engine: LayoutEngine) throws(LayoutError) -> SafeAreaAllSidesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // safeAreaAllSides.layout:5
  try root.addSubitem(a)

  // safeAreaAllSides.layout:4
  try root.setSafeAreaInsets(LayoutInsets(top: 20, left: 10, bottom: 30, right: 40))

  let constraints = try activate {
    a.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor  // safeAreaAllSides.layout:6
    a.trailingAnchor == root.safeAreaLayoutGuide.trailingAnchor  // safeAreaAllSides.layout:7
    a.topAnchor == root.safeAreaLayoutGuide.topAnchor  // safeAreaAllSides.layout:8
    a.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor  // safeAreaAllSides.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // safeAreaAllSides.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SafeAreaAllSidesLayout(root: root, a: a, constraints: constraints)
}
