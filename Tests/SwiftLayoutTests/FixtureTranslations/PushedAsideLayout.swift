// pushedAside.layout in the Swift DSL, written by `clayout translate pushedAside.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `pushedAside.layout`, by their names in the file.
struct PushedAsideLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (pushedAside.layout:5).
  let a: LayoutItem
  /// `view b` (pushedAside.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `pushedAside.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPushedAsideLayout(in engine: LayoutEngine) throws(LayoutError) -> PushedAsideLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // pushedAside.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // pushedAside.layout:6
  try root.addSubitem(b)

  let constraints = try activate {
    a.widthAnchor == 50  // pushedAside.layout:7
    b.widthAnchor == 50  // pushedAside.layout:7
    a.topAnchor == root.topAnchor  // pushedAside.layout:8
    b.topAnchor == root.topAnchor  // pushedAside.layout:8
    a.heightAnchor == 10  // pushedAside.layout:8
    b.heightAnchor == 10  // pushedAside.layout:8
    b.leftAnchor >= a.rightAnchor + 10  // pushedAside.layout:9
    a.leftAnchor == root.leftAnchor ~ 500 ~ "a-home"  // pushedAside.layout:10
    b.leftAnchor == root.leftAnchor ~ 400 ~ "b-home"  // pushedAside.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // pushedAside.layout:4
  return PushedAsideLayout(root: root, a: a, b: b, constraints: constraints)
}
