// minimumIgnored.layout in the Swift DSL, written by `clayout translate minimumIgnored.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `minimumIgnored.layout`, by their names in the file.
struct MinimumIgnoredLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view content` (minimumIgnored.layout:8).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `minimumIgnored.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMinimumIgnoredLayout(in engine: LayoutEngine) throws(LayoutError) -> MinimumIgnoredLayout {
  let root = engine.root
  let content = engine.makeItem("content")  // minimumIgnored.layout:8
  try root.addSubitem(content)

  try root.setLayoutMargins(LayoutInsets(all: 4))  // minimumIgnored.layout:7
  // minimumIgnored.layout:5
  try root.setSystemMinimumLayoutMargins(LayoutDirectionalInsets(leading: 20, trailing: 20))
  try root.setViewRespectsSystemMinimumLayoutMargins(false)  // minimumIgnored.layout:6

  let constraints = try activate {
    content.leftAnchor == root.layoutMarginsGuide.leftAnchor  // minimumIgnored.layout:9
    content.rightAnchor == root.layoutMarginsGuide.rightAnchor  // minimumIgnored.layout:9
    content.topAnchor == root.layoutMarginsGuide.topAnchor  // minimumIgnored.layout:10
    content.bottomAnchor == root.layoutMarginsGuide.bottomAnchor  // minimumIgnored.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // minimumIgnored.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MinimumIgnoredLayout(root: root, content: content, constraints: constraints)
}
