// marginsFlipped.layout in the Swift DSL, written by `clayout translate marginsFlipped.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `marginsFlipped.layout`, by their names in the file.
struct MarginsFlippedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (marginsFlipped.layout:6).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `marginsFlipped.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMarginsFlippedLayout(in engine: LayoutEngine) throws(LayoutError) -> MarginsFlippedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // marginsFlipped.layout:6
  try root.addSubitem(a)

  try root.setLayoutDirection(.rightToLeft)  // marginsFlipped.layout:5
  try root.setLayoutMargins(LayoutInsets(left: 10, right: 30))  // marginsFlipped.layout:4

  let constraints = try activate {
    a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // marginsFlipped.layout:7
    a.widthAnchor == 50  // marginsFlipped.layout:8
    a.topAnchor == root.topAnchor  // marginsFlipped.layout:8
    a.heightAnchor == 10  // marginsFlipped.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // marginsFlipped.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MarginsFlippedLayout(root: root, a: a, constraints: constraints)
}
