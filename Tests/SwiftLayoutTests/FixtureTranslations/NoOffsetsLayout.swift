// noOffsets.layout in the Swift DSL, written by `clayout translate noOffsets.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `noOffsets.layout`, by their names in the file.
struct NoOffsetsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (noOffsets.layout:4).
  let a: LayoutItem
  /// `view b` (noOffsets.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `noOffsets.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNoOffsetsLayout(in engine: LayoutEngine) throws(LayoutError) -> NoOffsetsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // noOffsets.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // noOffsets.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // noOffsets.layout:6
    a.topAnchor == root.topAnchor + 30  // noOffsets.layout:6
    a.widthAnchor == 50  // noOffsets.layout:6
    a.heightAnchor == 40  // noOffsets.layout:6
    b.leftAnchor == a.rightAnchor  // noOffsets.layout:7
    b.widthAnchor == 50  // noOffsets.layout:7
    b.heightAnchor == 10  // noOffsets.layout:7
    b.lastBaselineAnchor == a.firstBaselineAnchor  // noOffsets.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // noOffsets.layout:3
  return NoOffsetsLayout(root: root, a: a, b: b, constraints: constraints)
}
