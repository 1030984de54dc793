// priorities.layout in the Swift DSL, written by `clayout translate priorities.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `priorities.layout`, by their names in the file.
struct PrioritiesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (priorities.layout:4).
  let a: LayoutItem
  /// `view b` (priorities.layout:5).
  let b: LayoutItem
  /// `view c` (priorities.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `priorities.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPrioritiesLayout(in engine: LayoutEngine) throws(LayoutError) -> PrioritiesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // priorities.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // priorities.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // priorities.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // priorities.layout:7
    a.topAnchor == root.topAnchor  // priorities.layout:7
    a.heightAnchor == 10  // priorities.layout:7
    a.widthAnchor == 100 ~ .defaultLow  // priorities.layout:8
    a.widthAnchor == 200 ~ .defaultHigh  // priorities.layout:9
    a.widthAnchor == 150 ~ .defaultHigh + 1  // priorities.layout:10
    b.leftAnchor == a.rightAnchor  // priorities.layout:11
    b.topAnchor == a.bottomAnchor  // priorities.layout:11
    b.heightAnchor == 10  // priorities.layout:11
    b.widthAnchor == 40 ~ .required - 1  // priorities.layout:12
    b.widthAnchor >= 60 ~ .fittingSizeLevel  // priorities.layout:13
    c.leftAnchor == root.leftAnchor  // priorities.layout:14
    c.topAnchor == b.bottomAnchor  // priorities.layout:14
    c.heightAnchor == 10  // priorities.layout:14
    c.widthAnchor == 100 ~ 500 ~ "c-hundred"  // priorities.layout:15
    c.widthAnchor == 120 ~ 500 ~ "c-hundred-twenty"  // priorities.layout:16
    c.widthAnchor <= 110 ~ 700.5  // priorities.layout:17
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 300))  // priorities.layout:3
  return PrioritiesLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
