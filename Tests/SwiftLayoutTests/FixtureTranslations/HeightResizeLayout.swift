// heightResize.layout in the Swift DSL, written by `clayout translate heightResize.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `heightResize.layout`, by their names in the file.
struct HeightResizeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view body` (heightResize.layout:4).
  let body: LayoutItem
  /// `view footer` (heightResize.layout:5).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `heightResize.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHeightResizeLayout(in engine: LayoutEngine) throws(LayoutError) -> HeightResizeLayout {
  let root = engine.root
  let body = engine.makeItem("body")  // heightResize.layout:4
  try root.addSubitem(body)
  let footer = engine.makeItem("footer")  // heightResize.layout:5
  try root.addSubitem(footer)

  let constraints = try activate {
    footer.bottomAnchor == root.bottomAnchor  // heightResize.layout:6
    footer.heightAnchor == 44  // heightResize.layout:6
    footer.leftAnchor == root.leftAnchor  // heightResize.layout:7
    footer.rightAnchor == root.rightAnchor  // heightResize.layout:7
    body.topAnchor == root.topAnchor  // heightResize.layout:8
    body.bottomAnchor == footer.topAnchor  // heightResize.layout:8
    body.leftAnchor == root.leftAnchor  // heightResize.layout:9
    body.rightAnchor == root.rightAnchor  // heightResize.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 100, height: 400))  // heightResize.layout:3
  return HeightResizeLayout(root: root, body: body, footer: footer, constraints: constraints)
}
