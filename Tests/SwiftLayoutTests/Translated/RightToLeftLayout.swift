// rightToLeft.layout in the Swift DSL, written by `clayout translate rightToLeft.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `rightToLeft.layout`, by their names in the file.
struct RightToLeftLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view avatar` (rightToLeft.layout:5).
  let avatar: LayoutItem
  /// `view name` (rightToLeft.layout:6).
  let name: LayoutItem
  /// `view time` (rightToLeft.layout:7).
  let time: LayoutItem
  /// `view west` (rightToLeft.layout:8).
  let west: LayoutItem
  /// `view east` (rightToLeft.layout:9).
  let east: LayoutItem
  /// `view ltr` (rightToLeft.layout:10).
  let ltr: LayoutItem
  /// `view first` (rightToLeft.layout:12).
  let first: LayoutItem
  /// `view r1` (rightToLeft.layout:24).
  let r1: LayoutItem
  /// `view r2` (rightToLeft.layout:25).
  let r2: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `rightToLeft.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRightToLeftLayout(in engine: LayoutEngine) throws(LayoutError) -> RightToLeftLayout {
  let root = engine.root
  let avatar = engine.makeItem("avatar")  // rightToLeft.layout:5
  try root.addSubitem(avatar)
  let name = engine.makeItem("name")  // rightToLeft.layout:6
  try root.addSubitem(name)
  let time = engine.makeItem("time")  // rightToLeft.layout:7
  try root.addSubitem(time)
  let west = engine.makeItem("west")  // rightToLeft.layout:8
  try root.addSubitem(west)
  let east = engine.makeItem("east")  // rightToLeft.layout:9
  try root.addSubitem(east)
  let ltr = engine.makeItem("ltr")  // rightToLeft.layout:10
  try root.addSubitem(ltr)
  let first = engine.makeItem("first")  // rightToLeft.layout:12
  try ltr.addSubitem(first)
  let r1 = engine.makeItem("r1")  // rightToLeft.layout:24
  try root.addSubitem(r1)
  let r2 = engine.makeItem("r2")  // rightToLeft.layout:25
  try root.addSubitem(r2)

  try root.setLayoutDirection(.rightToLeft)  // rightToLeft.layout:3
  try avatar.setIntrinsicContentSize(width: 40, height: 40)  // rightToLeft.layout:5
  try name.setIntrinsicContentSize(width: 100, height: 20)  // rightToLeft.layout:6
  try time.setIntrinsicContentSize(width: 50, height: 20)  // rightToLeft.layout:7
  try west.setIntrinsicContentSize(width: 30, height: 10)  // rightToLeft.layout:8
  try east.setIntrinsicContentSize(width: 30, height: 10)  // rightToLeft.layout:9
  try ltr.setLayoutDirection(.leftToRight)  // rightToLeft.layout:11
  try first.setIntrinsicContentSize(width: 20, height: 10)  // rightToLeft.layout:12
  try r1.setIntrinsicContentSize(width: 25, height: 10)  // rightToLeft.layout:24
  try r2.setIntrinsicContentSize(width: 35, height: 10)  // rightToLeft.layout:25

  let constraints = try activate {
    // H:|-[avatar]-[name]-(>=8)-[time]-| align: top (rightToLeft.layout:14)
    (avatar.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    (name.leadingAnchor == avatar.trailingAnchor + 8).inLayoutDirection(of: root)
    (time.leadingAnchor >= name.trailingAnchor + 8).inLayoutDirection(of: root)
    root.trailingAnchor == time.trailingAnchor + 20
    name.topAnchor == avatar.topAnchor
    time.topAnchor == avatar.topAnchor
    // V:|-[avatar] (rightToLeft.layout:15)
    avatar.topAnchor == root.topAnchor + 20
    // H:|-4-[west]-6-[east] direction: leftToRight (rightToLeft.layout:16)
    west.leftAnchor == root.leftAnchor + 4
    east.leftAnchor == west.rightAnchor + 6
    west.topAnchor == avatar.bottomAnchor + 4  // rightToLeft.layout:17
    east.topAnchor == west.topAnchor  // rightToLeft.layout:18
    ltr.trailingAnchor == root.trailingAnchor - 10  // rightToLeft.layout:19
    ltr.widthAnchor == 100  // rightToLeft.layout:20
    ltr.heightAnchor == 20  // rightToLeft.layout:20
    ltr.bottomAnchor == root.bottomAnchor  // rightToLeft.layout:21
    first.leadingAnchor == ltr.leadingAnchor + 5  // rightToLeft.layout:22
    first.topAnchor == ltr.topAnchor  // rightToLeft.layout:23
    // H:|-(10)-[r1]-5-[r2] direction: rightToLeft (rightToLeft.layout:26)
    root.rightAnchor == r1.rightAnchor + 10
    r1.leftAnchor == r2.rightAnchor + 5
    // V:[west]-2-[r1] (rightToLeft.layout:27)
    r1.topAnchor == west.bottomAnchor + 2
    r2.topAnchor == r1.topAnchor  // rightToLeft.layout:28
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 100))  // rightToLeft.layout:4
  return RightToLeftLayout(
    root: root, avatar: avatar, name: name, time: time, west: west, east: east, ltr: ltr, first: first,
    r1: r1, r2: r2, constraints: constraints)
}
