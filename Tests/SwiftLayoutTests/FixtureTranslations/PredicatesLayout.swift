// predicates.layout in the Swift DSL, written by `clayout translate predicates.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `predicates.layout`, by their names in the file.
struct PredicatesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (predicates.layout:4).
  let a: LayoutItem
  /// `view b` (predicates.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `predicates.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPredicatesLayout(in engine: LayoutEngine) throws(LayoutError) -> PredicatesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // predicates.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // predicates.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|[a(>=50,<=80@750)] (predicates.layout:6)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    a.widthAnchor >= 50
    a.widthAnchor <= 80 ~ .defaultHigh
    a.widthAnchor == 100 ~ 500  // predicates.layout:7
    // H:[a]-(>=10)-[b(30)]| (predicates.layout:8)
    (b.leadingAnchor >= a.trailingAnchor + 10).inLayoutDirection(of: root)
    b.widthAnchor == 30
    root.trailingAnchor == b.trailingAnchor
    // V:|[a(20)] (predicates.layout:9)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 20
    // V:|[b(==a)] (predicates.layout:10)
    b.topAnchor == root.topAnchor
    b.heightAnchor == a.heightAnchor
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // predicates.layout:3
  return PredicatesLayout(root: root, a: a, b: b, constraints: constraints)
}
