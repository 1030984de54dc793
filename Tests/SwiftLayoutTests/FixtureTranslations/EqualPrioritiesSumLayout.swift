// equalPrioritiesSum.layout in the Swift DSL, written by `clayout translate equalPrioritiesSum.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalPrioritiesSum.layout`, by their names in the file.
struct EqualPrioritiesSumLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (equalPrioritiesSum.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalPrioritiesSum.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualPrioritiesSumLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualPrioritiesSumLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // equalPrioritiesSum.layout:5
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // equalPrioritiesSum.layout:6
    a.topAnchor == root.topAnchor  // equalPrioritiesSum.layout:6
    a.heightAnchor == 10  // equalPrioritiesSum.layout:6
    a.widthAnchor == 100 ~ 500 ~ "one"  // equalPrioritiesSum.layout:7
    a.widthAnchor == 200 ~ 500 ~ "two1"  // equalPrioritiesSum.layout:8
    a.widthAnchor == 200 ~ 500 ~ "two2"  // equalPrioritiesSum.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // equalPrioritiesSum.layout:4
  return EqualPrioritiesSumLayout(root: root, a: a, constraints: constraints)
}
