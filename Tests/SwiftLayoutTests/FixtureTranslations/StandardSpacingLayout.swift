// standardSpacing.layout in the Swift DSL, written by `clayout translate standardSpacing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `standardSpacing.layout`, by their names in the file.
struct StandardSpacingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (standardSpacing.layout:4).
  let a: LayoutItem
  /// `view b` (standardSpacing.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `standardSpacing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildStandardSpacingLayout(in engine: LayoutEngine) throws(LayoutError) -> StandardSpacingLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // standardSpacing.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // standardSpacing.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-[a(==b)]-[b]-| align: top, align: bottom (standardSpacing.layout:6)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    a.widthAnchor == b.widthAnchor
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
    root.trailingAnchor == b.trailingAnchor + 20
    b.topAnchor == a.topAnchor
    b.bottomAnchor == a.bottomAnchor
    // V:|-[a]-| (standardSpacing.layout:7)
    a.topAnchor == root.topAnchor + 20
    root.bottomAnchor == a.bottomAnchor + 20
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // standardSpacing.layout:3
  return StandardSpacingLayout(root: root, a: a, b: b, constraints: constraints)
}
