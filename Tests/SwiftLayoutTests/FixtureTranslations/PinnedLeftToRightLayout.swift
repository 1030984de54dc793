// pinnedLeftToRight.layout in the Swift DSL, written by `clayout translate pinnedLeftToRight.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `pinnedLeftToRight.layout`, by their names in the file.
struct PinnedLeftToRightLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (pinnedLeftToRight.layout:6).
  let a: LayoutItem
  /// `view b` (pinnedLeftToRight.layout:7).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `pinnedLeftToRight.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPinnedLeftToRightLayout(in engine: LayoutEngine) throws(LayoutError) -> PinnedLeftToRightLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // pinnedLeftToRight.layout:6
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // pinnedLeftToRight.layout:7
  try root.addSubitem(b)

  try root.setLayoutDirection(.rightToLeft)  // pinnedLeftToRight.layout:5

  let constraints = try activate {
    // H:|-10-[a(50)] direction: leftToRight (pinnedLeftToRight.layout:8)
    a.leftAnchor == root.leftAnchor + 10
    a.widthAnchor == 50
    // H:|-10-[b(50)] (pinnedLeftToRight.layout:9)
    (b.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    b.widthAnchor == 50
    // V:|[a(10)] (pinnedLeftToRight.layout:10)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|-20-[b(10)] (pinnedLeftToRight.layout:11)
    b.topAnchor == root.topAnchor + 20
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // pinnedLeftToRight.layout:4
  return PinnedLeftToRightLayout(root: root, a: a, b: b, constraints: constraints)
}
