// leadingTrailing.layout in the Swift DSL, written by `clayout translate leadingTrailing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `leadingTrailing.layout`, by their names in the file.
struct LeadingTrailingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (leadingTrailing.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `leadingTrailing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLeadingTrailingLayout(in engine: LayoutEngine) throws(LayoutError) -> LeadingTrailingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // leadingTrailing.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 10  // leadingTrailing.layout:5
    a.trailingAnchor == root.trailingAnchor - 20  // leadingTrailing.layout:6
    a.topAnchor == root.topAnchor  // leadingTrailing.layout:7
    a.heightAnchor == 10  // leadingTrailing.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // leadingTrailing.layout:3
  return LeadingTrailingLayout(root: root, a: a, constraints: constraints)
}
