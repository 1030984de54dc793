// minimumWins.layout in the Swift DSL, written by `clayout translate minimumWins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `minimumWins.layout`, by their names in the file.
struct MinimumWinsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (minimumWins.layout:4).
  let a: LayoutItem
  /// `view b` (minimumWins.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `minimumWins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMinimumWinsLayout(in engine: LayoutEngine) throws(LayoutError) -> MinimumWinsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // minimumWins.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // minimumWins.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // minimumWins.layout:6
    a.topAnchor == root.topAnchor  // minimumWins.layout:6
    a.heightAnchor == 10  // minimumWins.layout:6
    a.widthAnchor >= 100  // minimumWins.layout:7
    a.widthAnchor == 50 ~ .defaultLow  // minimumWins.layout:8
    b.topAnchor == a.bottomAnchor  // minimumWins.layout:9
    b.heightAnchor == 10  // minimumWins.layout:9
    b.widthAnchor == 40  // minimumWins.layout:9
    b.leftAnchor >= a.rightAnchor + 30  // minimumWins.layout:10
    b.leftAnchor <= root.leftAnchor + 200  // minimumWins.layout:11
    b.leftAnchor == root.leftAnchor ~ 10  // minimumWins.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // minimumWins.layout:3
  return MinimumWinsLayout(root: root, a: a, b: b, constraints: constraints)
}
