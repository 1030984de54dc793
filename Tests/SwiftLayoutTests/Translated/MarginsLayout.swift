// margins.layout in the Swift DSL, written by `clayout translate margins.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `margins.layout`, by their names in the file.
struct MarginsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view start` (margins.layout:4).
  let start: LayoutItem
  /// `view inner` (margins.layout:7).
  let inner: LayoutItem
  /// `view end` (margins.layout:9).
  let end: LayoutItem
  /// `view other` (margins.layout:11).
  let other: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `margins.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMarginsLayout(in engine: LayoutEngine) throws(LayoutError) -> MarginsLayout {
  let root = engine.root
  let start = engine.makeItem("start")  // margins.layout:4
  try root.addSubitem(start)
  let inner = engine.makeItem("inner")  // margins.layout:7
  try start.addSubitem(inner)
  let end = engine.makeItem("end")  // margins.layout:9
  try root.addSubitem(end)
  let other = engine.makeItem("other")  // margins.layout:11
  try end.addSubitem(other)

  try start.setLayoutDirection(.rightToLeft)  // margins.layout:5
  // margins.layout:6
  try start.setDirectionalLayoutMargins(LayoutDirectionalInsets(top: 4, leading: 30, bottom: 6, trailing: 10))
  try end.setLayoutMargins(LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))  // margins.layout:10

  let constraints = try activate {
    // H:|[start(==end)][end]| align: top, align: bottom (margins.layout:13)
    (start.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    start.widthAnchor == end.widthAnchor
    (end.leadingAnchor == start.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == end.trailingAnchor
    end.topAnchor == start.topAnchor
    end.bottomAnchor == start.bottomAnchor
    start.topAnchor == root.topAnchor  // margins.layout:14
    start.heightAnchor == 100  // margins.layout:15
    inner.leadingAnchor == start.layoutMarginsGuide.leadingAnchor  // margins.layout:16
    inner.trailingAnchor == start.layoutMarginsGuide.trailingAnchor  // margins.layout:17
    inner.topAnchor == start.layoutMarginsGuide.topAnchor  // margins.layout:18
    inner.bottomAnchor == start.layoutMarginsGuide.bottomAnchor  // margins.layout:19
    other.leftAnchor == end.layoutMarginsGuide.leftAnchor  // margins.layout:20
    other.rightAnchor == end.layoutMarginsGuide.rightAnchor  // margins.layout:21
    other.topAnchor == end.layoutMarginsGuide.topAnchor  // margins.layout:22
    other.bottomAnchor == end.layoutMarginsGuide.bottomAnchor  // margins.layout:23
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // margins.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return MarginsLayout(
    root: root, start: start, inner: inner, end: end, other: other, constraints: constraints)
}
