// sequence.layout in the Swift DSL, written by `clayout translate sequence.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `sequence.layout`, by their names in the file.
struct SequenceLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (sequence.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `sequence.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSequenceLayout(in engine: LayoutEngine) throws(LayoutError) -> SequenceLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // sequence.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    // H:|-10-[a]-10-| (sequence.layout:5)
    (a.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    root.trailingAnchor == a.trailingAnchor + 10
    // V:|-10-[a]-10-| (sequence.layout:6)
    a.topAnchor == root.topAnchor + 10
    root.bottomAnchor == a.bottomAnchor + 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // sequence.layout:3
  return SequenceLayout(root: root, a: a, constraints: constraints)
}
