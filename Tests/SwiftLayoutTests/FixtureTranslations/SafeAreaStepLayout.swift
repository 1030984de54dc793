// safeAreaStep.layout in the Swift DSL, written by `clayout translate safeAreaStep.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `safeAreaStep.layout`, by their names in the file.
struct SafeAreaStepLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view panel` (safeAreaStep.layout:4).
  let panel: LayoutItem
  /// `view content` (safeAreaStep.layout:5).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `safeAreaStep.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSafeAreaStepLayout(in engine: LayoutEngine) throws(LayoutError) -> SafeAreaStepLayout {
  let root = engine.root
  let panel = engine.makeItem("panel")  // safeAreaStep.layout:4
  try root.addSubitem(panel)
  let content = engine.makeItem("content")  // safeAreaStep.layout:5
  try panel.addSubitem(content)

  let constraints = try activate {
    panel.leftAnchor == root.leftAnchor  // safeAreaStep.layout:7
    panel.topAnchor == root.topAnchor  // safeAreaStep.layout:7
    panel.widthAnchor == 200  // safeAreaStep.layout:7
    panel.heightAnchor == 200  // safeAreaStep.layout:7
    content.topAnchor == panel.safeAreaLayoutGuide.topAnchor  // safeAreaStep.layout:8
    content.bottomAnchor == panel.safeAreaLayoutGuide.bottomAnchor  // safeAreaStep.layout:8
    content.leftAnchor == panel.safeAreaLayoutGuide.leftAnchor  // safeAreaStep.layout:9
    content.rightAnchor == panel.safeAreaLayoutGuide.rightAnchor  // safeAreaStep.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 200))  // safeAreaStep.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SafeAreaStepLayout(root: root, panel: panel, content: content, constraints: constraints)
}
