// inequalityConstant.layout in the Swift DSL, written by `clayout translate inequalityConstant.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `inequalityConstant.layout`, by their names in the file.
struct InequalityConstantLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (inequalityConstant.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `inequalityConstant.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInequalityConstantLayout(in engine: LayoutEngine) throws(LayoutError) -> InequalityConstantLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // inequalityConstant.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // inequalityConstant.layout:5
    a.topAnchor == root.topAnchor  // inequalityConstant.layout:5
    a.heightAnchor == 10  // inequalityConstant.layout:5
    a.widthAnchor >= 100 ~ "minimum"  // inequalityConstant.layout:6
    a.widthAnchor == 50 ~ 500  // inequalityConstant.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // inequalityConstant.layout:3
  return InequalityConstantLayout(root: root, a: a, constraints: constraints)
}
