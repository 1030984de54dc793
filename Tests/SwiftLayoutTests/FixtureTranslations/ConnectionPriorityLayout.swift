// connectionPriority.layout in the Swift DSL, written by `clayout translate connectionPriority.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `connectionPriority.layout`, by their names in the file.
struct ConnectionPriorityLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (connectionPriority.layout:4).
  let a: LayoutItem
  /// `view b` (connectionPriority.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `connectionPriority.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConnectionPriorityLayout(in engine: LayoutEngine) throws(LayoutError) -> ConnectionPriorityLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // connectionPriority.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // connectionPriority.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|[a(100)]-(20@750)-[b(100)]-(>=0)-| (connectionPriority.layout:6)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor == 100
    (b.leadingAnchor == a.trailingAnchor + 20 ~ .defaultHigh).inLayoutDirection(of: root)
    b.widthAnchor == 100
    root.trailingAnchor >= b.trailingAnchor
    // V:|[a(10)] (connectionPriority.layout:7)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|[b(10)] (connectionPriority.layout:8)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // connectionPriority.layout:3
  return ConnectionPriorityLayout(root: root, a: a, b: b, constraints: constraints)
}
