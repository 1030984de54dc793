// verticalEdges.layout in the Swift DSL, written by `clayout translate verticalEdges.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `verticalEdges.layout`, by their names in the file.
struct VerticalEdgesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view header` (verticalEdges.layout:4).
  let header: LayoutItem
  /// `view body` (verticalEdges.layout:5).
  let body: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `verticalEdges.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVerticalEdgesLayout(in engine: LayoutEngine) throws(LayoutError) -> VerticalEdgesLayout {
  let root = engine.root
  let header = engine.makeItem("header")  // verticalEdges.layout:4
  try root.addSubitem(header)
  let body = engine.makeItem("body")  // verticalEdges.layout:5
  try root.addSubitem(body)

  let constraints = try activate {
    // H:|[header]| (verticalEdges.layout:6)
    (header.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == header.trailingAnchor
    // H:|[body]| (verticalEdges.layout:7)
    (body.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == body.trailingAnchor
    // V:|-[header(50)]-[body]-| (verticalEdges.layout:8)
    header.topAnchor == root.topAnchor + 20
    header.heightAnchor == 50
    body.topAnchor == header.bottomAnchor + 8
    root.bottomAnchor == body.bottomAnchor + 20
  }

  try engine.setRootSize(LayoutSize(width: 100, height: 300))  // verticalEdges.layout:3
  return VerticalEdgesLayout(root: root, header: header, body: body, constraints: constraints)
}
