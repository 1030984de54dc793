// compressionLevels.layout in the Swift DSL, written by `clayout translate compressionLevels.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `compressionLevels.layout`, by their names in the file.
struct CompressionLevelsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (compressionLevels.layout:5).
  let a: LayoutItem
  /// `view b` (compressionLevels.layout:6).
  let b: LayoutItem
  /// `view c` (compressionLevels.layout:7).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `compressionLevels.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCompressionLevelsLayout(in engine: LayoutEngine) throws(LayoutError) -> CompressionLevelsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // compressionLevels.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // compressionLevels.layout:6
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // compressionLevels.layout:7
  try root.addSubitem(c)

  try a.setIntrinsicContentSize(width: 100, height: 10)  // compressionLevels.layout:5
  // compressionLevels.layout:5
  try a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
  try b.setIntrinsicContentSize(width: 100, height: 10)  // compressionLevels.layout:6
  try b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)  // compressionLevels.layout:6
  try c.setIntrinsicContentSize(width: 100, height: 10)  // compressionLevels.layout:7
  try c.setContentHuggingPriority(200, for: .horizontal)  // compressionLevels.layout:7
  // compressionLevels.layout:7
  try c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)

  let constraints = try activate {
    // H:|[a][b][c]| (compressionLevels.layout:8)
    (a.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    (b.leadingAnchor == a.trailingAnchor).inLayoutDirection(of: root)
    (c.leadingAnchor == b.trailingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == c.trailingAnchor
    a.topAnchor == root.topAnchor  // compressionLevels.layout:9
    b.topAnchor == root.topAnchor  // compressionLevels.layout:9
    c.topAnchor == root.topAnchor  // compressionLevels.layout:9
    c.widthAnchor >= 0  // compressionLevels.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // compressionLevels.layout:4
  return CompressionLevelsLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
