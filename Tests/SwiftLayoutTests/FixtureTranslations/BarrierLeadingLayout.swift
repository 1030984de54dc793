// barrierLeading.layout in the Swift DSL, written by `clayout translate barrierLeading.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `barrierLeading.layout`, by their names in the file.
struct BarrierLeadingLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view short` (barrierLeading.layout:6).
  let short: LayoutItem
  /// `view long` (barrierLeading.layout:7).
  let long: LayoutItem
  /// `barrier labelsStart` (barrierLeading.layout:8).
  let labelsStart: LayoutItem
  /// `view icon` (barrierLeading.layout:9).
  let icon: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `barrierLeading.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBarrierLeadingLayout(in engine: LayoutEngine) throws(LayoutError) -> BarrierLeadingLayout {
  let root = engine.root
  let short = engine.makeItem("short")  // barrierLeading.layout:6
  try root.addSubitem(short)
  let long = engine.makeItem("long")  // barrierLeading.layout:7
  try root.addSubitem(long)
  let icon = engine.makeItem("icon")  // barrierLeading.layout:9
  try root.addSubitem(icon)

  // barrierLeading.layout:8
  let labelsStart = try engine.makeBarrier(
    in: root, name: "labelsStart", edge: .leading, items: [short, long], margin: 6
  ).guide!

  try short.setIntrinsicContentSize(width: 40, height: 20)  // barrierLeading.layout:6
  try long.setIntrinsicContentSize(width: 90, height: 20)  // barrierLeading.layout:7
  try icon.setIntrinsicContentSize(width: 20, height: 20)  // barrierLeading.layout:9

  let constraints = try activate {
    short.trailingAnchor == root.trailingAnchor - 10  // barrierLeading.layout:10
    short.topAnchor == root.topAnchor  // barrierLeading.layout:10
    long.trailingAnchor == root.trailingAnchor - 10  // barrierLeading.layout:11
    long.topAnchor == short.bottomAnchor  // barrierLeading.layout:11
    icon.trailingAnchor == labelsStart.leadingAnchor  // barrierLeading.layout:12
    icon.topAnchor == root.topAnchor  // barrierLeading.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // barrierLeading.layout:5
  return BarrierLeadingLayout(
    root: root, short: short, long: long, labelsStart: labelsStart, icon: icon, constraints: constraints)
}
