// formatSwitched.layout in the Swift DSL, written by `clayout translate formatSwitched.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `formatSwitched.layout`, by their names in the file.
struct FormatSwitchedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (formatSwitched.layout:4).
  let a: LayoutItem
  /// `view b` (formatSwitched.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `formatSwitched.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFormatSwitchedLayout(in engine: LayoutEngine) throws(LayoutError) -> FormatSwitchedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // formatSwitched.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // formatSwitched.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    // H:|-10-[a(50)]-[b(40)] (formatSwitched.layout:6)
    (a.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    a.widthAnchor == 50
    (b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: root)
    b.widthAnchor == 40
    // V:|[a(10)] (formatSwitched.layout:7)
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    // V:|[b(10)] (formatSwitched.layout:8)
    b.topAnchor == root.topAnchor
    b.heightAnchor == 10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // formatSwitched.layout:3
  return FormatSwitchedLayout(root: root, a: a, b: b, constraints: constraints)
}
