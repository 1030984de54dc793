// barrierBottom.layout in the Swift DSL, written by `clayout translate barrierBottom.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `barrierBottom.layout`, by their names in the file.
struct BarrierBottomLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view photo` (barrierBottom.layout:5).
  let photo: LayoutItem
  /// `view caption` (barrierBottom.layout:6).
  let caption: LayoutItem
  /// `barrier below` (barrierBottom.layout:7).
  let below: LayoutItem
  /// `view footer` (barrierBottom.layout:8).
  let footer: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `barrierBottom.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBarrierBottomLayout(in engine: LayoutEngine) throws(LayoutError) -> BarrierBottomLayout {
  let root = engine.root
  let photo = engine.makeItem("photo")  // barrierBottom.layout:5
  try root.addSubitem(photo)
  let caption = engine.makeItem("caption")  // barrierBottom.layout:6
  try root.addSubitem(caption)
  let footer = engine.makeItem("footer")  // barrierBottom.layout:8
  try root.addSubitem(footer)

  // barrierBottom.layout:7
  let below = try engine.makeBarrier(
    in: root, name: "below", edge: .bottom, items: [photo, caption], margin: 10
  ).guide!

  try photo.setIntrinsicContentSize(width: 80, height: 60)  // barrierBottom.layout:5
  try caption.setIntrinsicContentSize(width: 120, height: 40)  // barrierBottom.layout:6
  try footer.setIntrinsicContentSize(width: 300, height: 30)  // barrierBottom.layout:8

  let constraints = try activate {
    photo.leftAnchor == root.leftAnchor  // barrierBottom.layout:9
    photo.topAnchor == root.topAnchor + 20  // barrierBottom.layout:9
    caption.leftAnchor == photo.rightAnchor + 10  // barrierBottom.layout:10
    caption.topAnchor == root.topAnchor + 20  // barrierBottom.layout:10
    footer.leftAnchor == root.leftAnchor  // barrierBottom.layout:11
    footer.topAnchor == below.topAnchor  // barrierBottom.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 300))  // barrierBottom.layout:4
  return BarrierBottomLayout(
    root: root, photo: photo, caption: caption, below: below, footer: footer, constraints: constraints)
}
