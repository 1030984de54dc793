// centeredSquare.layout in the Swift DSL, written by `clayout translate centeredSquare.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centeredSquare.layout`, by their names in the file.
struct CenteredSquareLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view square` (centeredSquare.layout:4).
  let square: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centeredSquare.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenteredSquareLayout(in engine: LayoutEngine) throws(LayoutError) -> CenteredSquareLayout {
  let root = engine.root
  let square = engine.makeItem("square")  // centeredSquare.layout:4
  try root.addSubitem(square)

  let constraints = try activate {
    square.centerXAnchor == root.centerXAnchor  // centeredSquare.layout:5
    square.centerYAnchor == root.centerYAnchor  // centeredSquare.layout:5
    square.widthAnchor == square.heightAnchor  // centeredSquare.layout:6
    square.widthAnchor <= root.widthAnchor  // centeredSquare.layout:7
    square.heightAnchor <= root.heightAnchor  // centeredSquare.layout:7
    square.widthAnchor == root.widthAnchor ~ .defaultHigh  // centeredSquare.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // centeredSquare.layout:3
  return CenteredSquareLayout(root: root, square: square, constraints: constraints)
}
