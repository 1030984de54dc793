// zeroMargins.layout in the Swift DSL, written by `clayout translate zeroMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `zeroMargins.layout`, by their names in the file.
struct ZeroMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (zeroMargins.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `zeroMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildZeroMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> ZeroMarginsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // zeroMargins.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // zeroMargins.layout:5
    a.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // zeroMargins.layout:5
    a.topAnchor == root.layoutMarginsGuide.topAnchor  // zeroMargins.layout:6
    a.heightAnchor == 10  // zeroMargins.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // zeroMargins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return ZeroMarginsLayout(root: root, a: a, constraints: constraints)
}
