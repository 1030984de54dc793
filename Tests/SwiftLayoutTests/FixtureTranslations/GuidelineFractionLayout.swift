// guidelineFraction.layout in the Swift DSL, written by `clayout translate guidelineFraction.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidelineFraction.layout`, by their names in the file.
struct GuidelineFractionLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline middle` (guidelineFraction.layout:6).
  let middle: LayoutItem
  /// `guideline third` (guidelineFraction.layout:7).
  let third: LayoutItem
  /// `view box` (guidelineFraction.layout:8).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidelineFraction.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidelineFractionLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidelineFractionLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // guidelineFraction.layout:8
  try root.addSubitem(box)

  // guidelineFraction.layout:6
  let middle = try engine.makeGuideline(
    in: root, name: "middle", orientation: .vertical, reference: .fraction, value: 0.5
  ).guide!
  // guidelineFraction.layout:7
  let third = try engine.makeGuideline(
    in: root, name: "third", orientation: .horizontal, reference: .fraction, value: 0.3333333333333333
  ).guide!

  let constraints = try activate {
    box.leadingAnchor == middle.leadingAnchor  // guidelineFraction.layout:9
    box.trailingAnchor == root.trailingAnchor  // guidelineFraction.layout:9
    box.topAnchor == third.topAnchor  // guidelineFraction.layout:9
    box.bottomAnchor == root.bottomAnchor  // guidelineFraction.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 240))  // guidelineFraction.layout:5
  return GuidelineFractionLayout(root: root, middle: middle, third: third, box: box, constraints: constraints)
}
