// formatIdentifier.layout in the Swift DSL, written by `clayout translate formatIdentifier.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `formatIdentifier.layout`, by their names in the file.
struct FormatIdentifierLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (formatIdentifier.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `formatIdentifier.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFormatIdentifierLayout(in engine: LayoutEngine) throws(LayoutError) -> FormatIdentifierLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // formatIdentifier.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    // H:|-[a(80)] (formatIdentifier.layout:5)
    (a.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    a.widthAnchor == 80
    // V:|-30-[a] "top-gap" (formatIdentifier.layout:6)
    a.topAnchor == root.topAnchor + 30 ~ "top-gap"
    // V:[a(20)] (formatIdentifier.layout:7)
    a.heightAnchor == 20
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // formatIdentifier.layout:3
  return FormatIdentifierLayout(root: root, a: a, constraints: constraints)
}
