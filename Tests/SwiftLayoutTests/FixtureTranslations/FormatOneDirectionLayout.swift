// formatOneDirection.layout in the Swift DSL, written by `clayout translate formatOneDirection.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `formatOneDirection.layout`, by their names in the file.
struct FormatOneDirectionLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (formatOneDirection.layout:6).
  let box: LayoutItem
  /// `view tag` (formatOneDirection.layout:7).
  let tag: LayoutItem
  /// `view plain` (formatOneDirection.layout:8).
  let plain: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `formatOneDirection.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFormatOneDirectionLayout(in engine: LayoutEngine) throws(LayoutError) -> FormatOneDirectionLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // formatOneDirection.layout:6
  try root.addSubitem(box)
  let tag = engine.makeItem("tag")  // formatOneDirection.layout:7
  try root.addSubitem(tag)
  let plain = engine.makeItem("plain")  // formatOneDirection.layout:8
  try root.addSubitem(plain)

  try box.setLayoutDirection(.rightToLeft)  // formatOneDirection.layout:6
  try tag.setLayoutDirection(.rightToLeft)  // formatOneDirection.layout:7

  let constraints = try activate {
    // H:|-20-[box]-20-| (formatOneDirection.layout:9)
    (box.leadingAnchor == root.leadingAnchor + 20).inLayoutDirection(of: root)
    root.trailingAnchor == box.trailingAnchor + 20
    // V:|-10-[box(20)] (formatOneDirection.layout:10)
    box.topAnchor == root.topAnchor + 10
    box.heightAnchor == 20
    // H:|-10-[tag(40)]-8-[plain(50)] (formatOneDirection.layout:11)
    (tag.leadingAnchor == root.leadingAnchor + 10).inLayoutDirection(of: root)
    tag.widthAnchor == 40
    (plain.leadingAnchor == tag.trailingAnchor + 8).inLayoutDirection(of: root)
    plain.widthAnchor == 50
    // V:[box]-10-[tag(10)] (formatOneDirection.layout:12)
    tag.topAnchor == box.bottomAnchor + 10
    tag.heightAnchor == 10
    plain.topAnchor == tag.topAnchor  // formatOneDirection.layout:13
    plain.heightAnchor == 10  // formatOneDirection.layout:13
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // formatOneDirection.layout:5
  return FormatOneDirectionLayout(root: root, box: box, tag: tag, plain: plain, constraints: constraints)
}
