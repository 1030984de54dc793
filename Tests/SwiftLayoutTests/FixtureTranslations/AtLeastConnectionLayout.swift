// atLeastConnection.layout in the Swift DSL, written by `clayout translate atLeastConnection.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `atLeastConnection.layout`, by their names in the file.
struct AtLeastConnectionLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (atLeastConnection.layout:4).
  let a: LayoutItem
  /// `view b` (atLeastConnection.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `atLeastConnection.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildAtLeastConnectionLayout(in engine: LayoutEngine) throws(LayoutError) -> AtLeastConnectionLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // atLeastConnection.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // atLeastConnection.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-[a(50)]-(>=0)-[b(50)]-| (atLeastConnection.layout:6)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    a.widthAnchor == 50
    (b.leadingAnchor >= a.trailingAnchor).inLayoutDirection(of: root)
    b.widthAnchor == 50
    root.trailingAnchor == b.trailingAnchor + 20
    // V:|[a(10)] (atLeastConnection.layout:7)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|[b(10)] (atLeastConnection.layout:8)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // atLeastConnection.layout:3
  return AtLeastConnectionLayout(root: root, a: a, b: b, constraints: constraints)
}
