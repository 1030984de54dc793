// noCommonAncestor.layout in the Swift DSL, written by `clayout translate noCommonAncestor.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `noCommonAncestor.layout`, by their names in the file.
struct NoCommonAncestorLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (noCommonAncestor.layout:5).
  let a: LayoutItem
  /// `view b` (noCommonAncestor.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `noCommonAncestor.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNoCommonAncestorLayout(in engine: LayoutEngine) throws(LayoutError) -> NoCommonAncestorLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // noCommonAncestor.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // noCommonAncestor.layout:6
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // noCommonAncestor.layout:7
    a.topAnchor == root.topAnchor  // noCommonAncestor.layout:7
    a.widthAnchor == 50  // noCommonAncestor.layout:7
    a.heightAnchor == 10  // noCommonAncestor.layout:7
    b.widthAnchor == 20  // noCommonAncestor.layout:8
    b.heightAnchor == 10  // noCommonAncestor.layout:8
    b.topAnchor == root.topAnchor  // noCommonAncestor.layout:8
    b.leftAnchor == a.rightAnchor + 10 ~ "b-after-a"  // noCommonAncestor.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // noCommonAncestor.layout:4
  return NoCommonAncestorLayout(root: root, a: a, b: b, constraints: constraints)
}
