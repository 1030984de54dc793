// guides.layout in the Swift DSL, written by `clayout translate guides.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `guides.layout`, by their names in the file.
struct GuidesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guide startGap` (guides.layout:5).
  let startGap: LayoutItem
  /// `guide middleGap` (guides.layout:6).
  let middleGap: LayoutItem
  /// `guide endGap` (guides.layout:7).
  let endGap: LayoutItem
  /// `view a` (guides.layout:8).
  let a: LayoutItem
  /// `view b` (guides.layout:9).
  let b: LayoutItem
  /// `view panel` (guides.layout:10).
  let panel: LayoutItem
  /// `view content` (guides.layout:12).
  let content: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `guides.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGuidesLayout(in engine: LayoutEngine) throws(LayoutError) -> GuidesLayout {
  let root = engine.root
  let startGap = engine.makeLayoutGuide("startGap")  // guides.layout:5
  try root.addSubitem(startGap)
  let middleGap = engine.makeLayoutGuide("middleGap")  // guides.layout:6
  try root.addSubitem(middleGap)
  let endGap = engine.makeLayoutGuide("endGap")  // guides.layout:7
  try root.addSubitem(endGap)
  let a = engine.makeItem("a")  // guides.layout:8
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // guides.layout:9
  try root.addSubitem(b)
  let panel = engine.makeItem("panel")  // guides.layout:10
  try root.addSubitem(panel)
  let content = engine.makeItem("content")  // guides.layout:12
  try panel.addSubitem(content)

  try root.setSafeAreaInsets(LayoutInsets(top: 20))  // guides.layout:4
  try a.setIntrinsicContentSize(width: 60, height: 30)  // guides.layout:8
  try b.setIntrinsicContentSize(width: 90, height: 30)  // guides.layout:9
  try panel.setLayoutMargins(LayoutInsets(top: 12, left: 24, bottom: 12, right: 24))  // guides.layout:11

  let constraints = try activate {
    // H:|[startGap][a][middleGap(==startGap)][b][endGap(==startGap)]| (guides.layout:14)
    (startGap.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (a.leadingAnchor == startGap.trailingAnchor).inLayoutDirection(of: root)
    (middleGap.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    middleGap.widthAnchor == startGap.widthAnchor
    (b.leadingAnchor == middleGap.trailingAnchor).inLayoutDirection(of: root)
    (endGap.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    endGap.widthAnchor == startGap.widthAnchor
    root.trailingAnchor == endGap.trailingAnchor
    a.topAnchor == root.safeAreaLayoutGuide.topAnchor + 10  // guides.layout:15
    b.topAnchor == a.topAnchor  // guides.layout:16
    startGap.topAnchor == a.topAnchor  // guides.layout:17
    startGap.heightAnchor == 1  // guides.layout:17
    middleGap.topAnchor == a.topAnchor  // guides.layout:18
    middleGap.heightAnchor == 1  // guides.layout:18
    endGap.topAnchor == a.topAnchor  // guides.layout:19
    endGap.heightAnchor == 1  // guides.layout:19
    panel.topAnchor == a.bottomAnchor + 20  // guides.layout:20
    panel.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // guides.layout:21
    panel.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // guides.layout:22
    panel.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor - 40  // guides.layout:23
    content.leadingAnchor == panel.layoutMarginsGuide.leadingAnchor  // guides.layout:24
    content.trailingAnchor == panel.layoutMarginsGuide.trailingAnchor  // guides.layout:25
    content.topAnchor == panel.layoutMarginsGuide.topAnchor  // guides.layout:26
    content.bottomAnchor == panel.layoutMarginsGuide.bottomAnchor  // guides.layout:27
  }

  try engine.setRootSize(LayoutSize(width: 375, height: 667))  // guides.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return GuidesLayout(
    root: root, startGap: startGap, middleGap: middleGap, endGap: endGap, a: a, b: b, panel: panel,
    content: content, constraints: constraints)
}
