// systemMinimum.layout in the Swift DSL, written by `clayout translate systemMinimum.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `systemMinimum.layout`, by their names in the file.
struct SystemMinimumLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view content` (systemMinimum.layout:7).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `systemMinimum.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSystemMinimumLayout(in engine: LayoutEngine) throws(LayoutError) -> SystemMinimumLayout {
  let root = engine.root
  let content = engine.makeItem("content")  // systemMinimum.layout:7
  try root.addSubitem(content)

  try root.setSafeAreaInsets(LayoutInsets(top: 47, bottom: 34))  // systemMinimum.layout:5
  // systemMinimum.layout:6
  try root.setSystemMinimumLayoutMargins(LayoutDirectionalInsets(leading: 16, trailing: 24))

  let constraints = try activate {
    content.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // systemMinimum.layout:8
    content.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // systemMinimum.layout:8
    content.topAnchor == root.layoutMarginsGuide.topAnchor  // systemMinimum.layout:9
    content.bottomAnchor == root.layoutMarginsGuide.bottomAnchor  // systemMinimum.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 390, height: 844))  // systemMinimum.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return SystemMinimumLayout(root: root, content: content, constraints: constraints)
}
