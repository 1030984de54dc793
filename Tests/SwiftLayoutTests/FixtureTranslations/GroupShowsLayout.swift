// groupShows.layout in the Swift DSL, written by `clayout translate groupShows.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `groupShows.layout`, by their names in the file.
struct GroupShowsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `stack row` (groupShows.layout:6).
  let row: LayoutItem
  /// `view a` (groupShows.layout:8).
  let a: LayoutItem
  /// `view b` (groupShows.layout:9).
  let b: LayoutItem
  /// `view badge` (groupShows.layout:11).
  let badge: LayoutItem
  /// `group all` (groupShows.layout:12): its items.
  let all: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `groupShows.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGroupShowsLayout(in engine: LayoutEngine) throws(LayoutError) -> GroupShowsLayout {
  let root = engine.root
  let row = engine.makeStack("row")  // groupShows.layout:6
  try root.addSubitem(row)
  let a = engine.makeItem("a")  // groupShows.layout:8
  try row.addSubitem(a)
  let b = engine.makeItem("b")  // groupShows.layout:9
  try row.addSubitem(b)
  let badge = engine.makeItem("badge")  // groupShows.layout:11
  try root.addSubitem(badge)
  let all = [a, badge]  // groupShows.layout:12

  try row.setStackAlignment(.leading)  // groupShows.layout:7
  try row.setStackSpacing(10)  // groupShows.layout:7
  try a.setIntrinsicContentSize(width: 50, height: 20)  // groupShows.layout:8
  try b.setIntrinsicContentSize(width: 60, height: 20)  // groupShows.layout:9
  try badge.setIntrinsicContentSize(width: 10, height: 10)  // groupShows.layout:11
  try row.addArrangedSubitem(a)  // groupShows.layout:8
  try row.addArrangedSubitem(b)  // groupShows.layout:9
  try a.setHidden(true)  // groupShows.layout:8
  try badge.setHidden(true)  // groupShows.layout:11
  try engine.setHidden(all, false)  // groupShows.layout:12

  let constraints = try activate {
    row.leftAnchor == root.leftAnchor  // groupShows.layout:13
    row.topAnchor == root.topAnchor  // groupShows.layout:13
    badge.leftAnchor == root.leftAnchor  // groupShows.layout:14
    badge.topAnchor == root.topAnchor + 50  // groupShows.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // groupShows.layout:5
  return GroupShowsLayout(root: root, row: row, a: a, b: b, badge: badge, all: all, constraints: constraints)
}
