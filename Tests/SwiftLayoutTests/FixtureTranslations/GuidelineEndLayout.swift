// guidelineEnd.layout in the Swift DSL, written by `clayout translate guidelineEnd.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guidelineEnd.layout`, by their names in the file.
struct GuidelineEndLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline rightLine` (guidelineEnd.layout:6).
  let rightLine: LayoutItem
  /// `guideline bottomLine` (guidelineEnd.layout:7).
  let bottomLine: LayoutItem
  /// `view box` (guidelineEnd.layout:8).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guidelineEnd.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidelineEndLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidelineEndLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // guidelineEnd.layout:8
  try root.addSubitem(box)

  // guidelineEnd.layout:6
  let rightLine = try engine.makeGuideline(
    in: root, name: "rightLine", orientation: .vertical, reference: .end, value: 40
  ).guide!
  // guidelineEnd.layout:7
  let bottomLine = try engine.makeGuideline(
    in: root, name: "bottomLine", orientation: .horizontal, reference: .end, value: 20
  ).guide!

  let constraints = try activate {
    box.trailingAnchor == rightLine.leadingAnchor  // guidelineEnd.layout:9
    box.bottomAnchor == bottomLine.topAnchor  // guidelineEnd.layout:9
    box.widthAnchor == 100  // guidelineEnd.layout:9
    box.heightAnchor == 50  // guidelineEnd.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // guidelineEnd.layout:5
  return GuidelineEndLayout(
    root: root, rightLine: rightLine, bottomLine: bottomLine, box: box, constraints: constraints)
}
