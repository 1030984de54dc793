// barrierTrailing.layout in the Swift DSL, written by `clayout translate barrierTrailing.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `barrierTrailing.layout`, by their names in the file.
struct BarrierTrailingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view name` (barrierTrailing.layout:6).
  let name: LayoutItem
  /// `view address` (barrierTrailing.layout:7).
  let address: LayoutItem
  /// `barrier labelsEnd` (barrierTrailing.layout:8).
  let labelsEnd: LayoutItem
  /// `view field` (barrierTrailing.layout:9).
  let field: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `barrierTrailing.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBarrierTrailingLayout(in engine: LayoutEngine) throws(LayoutError) -> BarrierTrailingLayout {
  let root = engine.root
  let name = engine.makeItem("name")  // barrierTrailing.layout:6
  try root.addSubitem(name)
  let address = engine.makeItem("address")  // barrierTrailing.layout:7
  try root.addSubitem(address)
  let field = engine.makeItem("field")  // barrierTrailing.layout:9
  try root.addSubitem(field)

  // barrierTrailing.layout:8
  let labelsEnd = try engine.makeBarrier(
    in: root, name: "labelsEnd", edge: .trailing, items: [name, address], margin: 8
  ).guide!

  try name.setIntrinsicContentSize(width: 50, height: 20)  // barrierTrailing.layout:6
  try address.setIntrinsicContentSize(width: 80, height: 20)  // barrierTrailing.layout:7
  try field.setIntrinsicContentSize(width: nil, height: 20)  // barrierTrailing.layout:9

  let constraints = try activate {
    name.leadingAnchor == root.leadingAnchor + 10  // barrierTrailing.layout:10
    name.topAnchor == root.topAnchor + 10  // barrierTrailing.layout:10
    address.leadingAnchor == root.leadingAnchor + 10  // barrierTrailing.layout:11
    address.topAnchor == name.bottomAnchor + 4  // barrierTrailing.layout:11
    field.leadingAnchor == labelsEnd.leadingAnchor  // barrierTrailing.layout:12
    field.trailingAnchor == root.trailingAnchor - 10  // barrierTrailing.layout:12
    field.topAnchor == name.topAnchor  // barrierTrailing.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // barrierTrailing.layout:5
  return BarrierTrailingLayout(
    root: root, name: name, address: address, labelsEnd: labelsEnd, field: field, constraints: constraints)
}
