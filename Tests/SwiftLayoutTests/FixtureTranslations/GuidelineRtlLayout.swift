// guidelineRtl.layout in the Swift DSL, written by `clayout translate guidelineRtl.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidelineRtl.layout`, by their names in the file.
struct GuidelineRtlLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline start` (guidelineRtl.layout:7).
  let start: LayoutItem
  /// `guideline quarter` (guidelineRtl.layout:8).
  let quarter: LayoutItem
  /// `view box` (guidelineRtl.layout:9).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidelineRtl.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidelineRtlLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidelineRtlLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // guidelineRtl.layout:9
  try root.addSubitem(box)

  // guidelineRtl.layout:7
  let start = try engine.makeGuideline(
    in: root, name: "start", orientation: .vertical, reference: .begin, value: 20
  ).guide!
  // guidelineRtl.layout:8
  let quarter = try engine.makeGuideline(
    in: root, name: "quarter", orientation: .vertical, reference: .fraction, value: 0.25
  ).guide!

  try root.setLayoutDirection(.rightToLeft)  // guidelineRtl.layout:6

  let constraints = try activate {
    box.leadingAnchor == start.leadingAnchor  // guidelineRtl.layout:10
    box.trailingAnchor == quarter.leadingAnchor  // guidelineRtl.layout:10
    box.topAnchor == root.topAnchor  // guidelineRtl.layout:10
    box.heightAnchor == 10  // guidelineRtl.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // guidelineRtl.layout:5
  return GuidelineRtlLayout(root: root, start: start, quarter: quarter, box: box, constraints: constraints)
}
