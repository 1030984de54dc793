// leadingAtCenter.layout in the Swift DSL, written by `clayout translate leadingAtCenter.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `leadingAtCenter.layout`, by their names in the file.
struct LeadingAtCenterLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (leadingAtCenter.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `leadingAtCenter.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLeadingAtCenterLayout(in engine: LayoutEngine) throws(LayoutError) -> LeadingAtCenterLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // leadingAtCenter.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.centerXAnchor  // leadingAtCenter.layout:5
    a.rightAnchor == root.rightAnchor  // leadingAtCenter.layout:6
    a.topAnchor == root.topAnchor  // leadingAtCenter.layout:7
    a.heightAnchor == root.heightAnchor  // leadingAtCenter.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // leadingAtCenter.layout:3
  return LeadingAtCenterLayout(root: root, a: a, constraints: constraints)
}
