// guidelineBegin.layout in the Swift DSL, written by `clayout translate guidelineBegin.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidelineBegin.layout`, by their names in the file.
struct GuidelineBeginLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline leftLine` (guidelineBegin.layout:6).
  let leftLine: LayoutItem
  /// `guideline topLine` (guidelineBegin.layout:7).
  let topLine: LayoutItem
  /// `view box` (guidelineBegin.layout:8).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidelineBegin.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidelineBeginLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidelineBeginLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // guidelineBegin.layout:8
  try root.addSubitem(box)

  // guidelineBegin.layout:6
  let leftLine = try engine.makeGuideline(
    in: root, name: "leftLine", orientation: .vertical, reference: .begin, value: 20
  ).guide!
  // guidelineBegin.layout:7
  let topLine = try engine.makeGuideline(
    in: root, name: "topLine", orientation: .horizontal, reference: .begin, value: 30
  ).guide!

  let constraints = try activate {
    box.leadingAnchor == leftLine.leadingAnchor  // guidelineBegin.layout:9
    box.topAnchor == topLine.topAnchor  // guidelineBegin.layout:9
    box.widthAnchor == 100  // guidelineBegin.layout:9
    box.heightAnchor == 50  // guidelineBegin.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // guidelineBegin.layout:5
  return GuidelineBeginLayout(
    root: root, leftLine: leftLine, topLine: topLine, box: box, constraints: constraints)
}
