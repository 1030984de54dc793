// mixedAttributes.layout in the Swift DSL, written by `clayout translate mixedAttributes.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `mixedAttributes.layout`, by their names in the file.
struct MixedAttributesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (mixedAttributes.layout:5).
  let a: LayoutItem
  /// `view b` (mixedAttributes.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `mixedAttributes.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMixedAttributesLayout(in engine: LayoutEngine) throws(LayoutError) -> MixedAttributesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // mixedAttributes.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // mixedAttributes.layout:6
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // mixedAttributes.layout:7
    a.widthAnchor == 50  // mixedAttributes.layout:7
    b.leadingAnchor == a.trailingAnchor + 5  // mixedAttributes.layout:8
    b.widthAnchor == 20  // mixedAttributes.layout:9
    a.topAnchor == root.topAnchor  // mixedAttributes.layout:10
    a.heightAnchor == 10  // mixedAttributes.layout:10
    b.topAnchor == a.bottomAnchor  // mixedAttributes.layout:10
    b.heightAnchor == 10  // mixedAttributes.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // mixedAttributes.layout:4
  return MixedAttributesLayout(root: root, a: a, b: b, constraints: constraints)
}
