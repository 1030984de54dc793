// ownAspect.layout in the Swift DSL, written by `clayout translate ownAspect.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `ownAspect.layout`, by their names in the file.
struct OwnAspectLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (ownAspect.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `ownAspect.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOwnAspectLayout(in engine: LayoutEngine) throws(LayoutError) -> OwnAspectLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // ownAspect.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 5  // ownAspect.layout:5
    a.topAnchor == root.topAnchor + 5  // ownAspect.layout:5
    a.heightAnchor == root.heightAnchor - 250  // ownAspect.layout:6
    a.widthAnchor == a.heightAnchor * 2  // ownAspect.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 300))  // ownAspect.layout:3
  return OwnAspectLayout(root: root, a: a, constraints: constraints)
}
