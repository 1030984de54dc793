// swapWinner.layout in the Swift DSL, written by `clayout translate swapWinner.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `swapWinner.layout`, by their names in the file.
struct SwapWinnerLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (swapWinner.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `swapWinner.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSwapWinnerLayout(in engine: LayoutEngine) throws(LayoutError) -> SwapWinnerLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // swapWinner.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // swapWinner.layout:5
    a.topAnchor == root.topAnchor  // swapWinner.layout:5
    a.heightAnchor == 10  // swapWinner.layout:5
    a.widthAnchor == 80 ~ 400 ~ "narrow"  // swapWinner.layout:6
    a.widthAnchor == 200 ~ 300 ~ "wide"  // swapWinner.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // swapWinner.layout:3
  return SwapWinnerLayout(root: root, a: a, constraints: constraints)
}
