// safeArea.layout in the Swift DSL, written by `clayout translate safeArea.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `safeArea.layout`, by their names in the file.
struct SafeAreaLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view bar` (safeArea.layout:5).
  let bar: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `safeArea.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSafeAreaLayout(in engine: LayoutEngine) throws(LayoutError) -> SafeAreaLayout {
  let root = engine.root
  let bar = engine.makeItem("bar")  // safeArea.layout:5
  try root.addSubitem(bar)

  try root.setSafeAreaInsets(LayoutInsets(top: 44, bottom: 34))  // safeArea.layout:4

  let constraints = try activate {
    bar.topAnchor == root.safeAreaLayoutGuide.topAnchor  // safeArea.layout:6
    bar.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor  // safeArea.layout:7
    bar.leftAnchor == root.safeAreaLayoutGuide.leftAnchor + 5  // safeArea.layout:8
    bar.widthAnchor == 100  // safeArea.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // safeArea.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SafeAreaLayout(root: root, bar: bar, constraints: constraints)
}
