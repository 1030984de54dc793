// safeAreaChanged.layout in the Swift DSL, written by `clayout translate safeAreaChanged.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `safeAreaChanged.layout`, by their names in the file.
struct SafeAreaChangedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view bar` (safeAreaChanged.layout:5).
  let bar: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `safeAreaChanged.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSafeAreaChangedLayout(in engine: LayoutEngine) throws(LayoutError) -> SafeAreaChangedLayout {
  let root = engine.root
  let bar = engine.makeItem("bar")  // safeAreaChanged.layout:5
  try root.addSubitem(bar)

  try root.setSafeAreaInsets(LayoutInsets(top: 20))  // safeAreaChanged.layout:4

  let constraints = try activate {
    bar.topAnchor == root.safeAreaLayoutGuide.topAnchor  // safeAreaChanged.layout:6
    bar.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor  // safeAreaChanged.layout:7
    bar.leftAnchor == root.leftAnchor  // safeAreaChanged.layout:8
    bar.widthAnchor == 100  // safeAreaChanged.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // safeAreaChanged.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SafeAreaChangedLayout(root: root, bar: bar, constraints: constraints)
}
