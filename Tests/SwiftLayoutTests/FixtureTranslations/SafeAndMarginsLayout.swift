// safeAndMargins.layout in the Swift DSL, written by `clayout translate safeAndMargins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `safeAndMargins.layout`, by their names in the file.
struct SafeAndMarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view header` (safeAndMargins.layout:6).
  let header: LayoutItem
  /// `view footer` (safeAndMargins.layout:7).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `safeAndMargins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSafeAndMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> SafeAndMarginsLayout {
  let root = engine.root
  let header = engine.makeItem("header")  // safeAndMargins.layout:6
  try root.addSubitem(header)
  let footer = engine.makeItem("footer")  // safeAndMargins.layout:7
  try root.addSubitem(footer)

  try root.setLayoutMargins(LayoutInsets(left: 16, right: 16))  // safeAndMargins.layout:5
  try root.setSafeAreaInsets(LayoutInsets(top: 44, bottom: 34))  // safeAndMargins.layout:4

  let constraints = try activate {
    header.topAnchor == root.safeAreaLayoutGuide.topAnchor  // safeAndMargins.layout:8
    header.heightAnchor == 50  // safeAndMargins.layout:8
    header.leftAnchor == root.layoutMarginsGuide.leftAnchor  // safeAndMargins.layout:9
    header.rightAnchor == root.layoutMarginsGuide.rightAnchor  // safeAndMargins.layout:9
    footer.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor  // safeAndMargins.layout:10
    footer.heightAnchor == 20  // safeAndMargins.layout:10
    footer.leftAnchor == root.safeAreaLayoutGuide.leftAnchor  // safeAndMargins.layout:11
    footer.rightAnchor == root.safeAreaLayoutGuide.rightAnchor  // safeAndMargins.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // safeAndMargins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SafeAndMarginsLayout(root: root, header: header, footer: footer, constraints: constraints)
}
