// names.layout in the Swift DSL, written by `clayout translate names.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `names.layout`, by their names in the file.
struct NamesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view class` (names.layout:5).
  let classItem: LayoutItem
  /// `view default` (names.layout:6).
  let defaultItem: LayoutItem
  /// `view self` (names.layout:6).
  let selfItem: LayoutItem
  /// `view layout` (names.layout:7).
  let layout: LayoutItem
  /// `guide rootGuide` (names.layout:8).
  let rootGuide: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `names.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNamesLayout(in engine: LayoutEngine) throws(LayoutError) -> NamesLayout {
  let engineMetric: Double = 4

  let root = engine.root
  let classItem = engine.makeItem("class")  // names.layout:5
  try root.addSubitem(classItem)
  let defaultItem = engine.makeItem("default")  // names.layout:6
  try root.addSubitem(defaultItem)
  let selfItem = engine.makeItem("self")  // names.layout:6
  try defaultItem.addSubitem(selfItem)
  let layout = engine.makeItem("layout")  // names.layout:7
  try root.addSubitem(layout)
  let rootGuide = engine.makeLayoutGuide("rootGuide")  // names.layout:8
  try root.addSubitem(rootGuide)

  let constraints = try activate {
    // H:|-engine-[class(==default)]-[default]-engine-| (names.layout:9)
    (classItem.leadingAnchor == root.leadingAnchor + engineMetric).inLayoutDirection(of: root)
    classItem.widthAnchor == defaultItem.widthAnchor
    (defaultItem.leadingAnchor == classItem.trailingAnchor + 8).inLayoutDirection(of: root)
    root.trailingAnchor == defaultItem.trailingAnchor + engineMetric
    // V:|[class]| (names.layout:10)
    classItem.topAnchor == root.topAnchor
    root.bottomAnchor == classItem.bottomAnchor
    // V:|[default]| (names.layout:11)
    defaultItem.topAnchor == root.topAnchor
    root.bottomAnchor == defaultItem.bottomAnchor
    selfItem.leftAnchor == defaultItem.leftAnchor + engineMetric  // names.layout:12
    selfItem.topAnchor == defaultItem.topAnchor  // names.layout:13
    selfItem.widthAnchor == 10  // names.layout:14
    selfItem.heightAnchor == 10  // names.layout:14
    layout.leftAnchor == root.leftAnchor  // names.layout:15
    layout.topAnchor == root.topAnchor  // names.layout:15
    layout.widthAnchor == 1  // names.layout:15
    layout.heightAnchor == 1  // names.layout:15
    rootGuide.leftAnchor == layout.rightAnchor  // names.layout:16
    rootGuide.topAnchor == layout.topAnchor  // names.layout:16
    rootGuide.widthAnchor == 1  // names.layout:16
    rootGuide.heightAnchor == 1  // names.layout:16
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // names.layout:3
  return NamesLayout(
    root: root, classItem: classItem, defaultItem: defaultItem, selfItem: selfItem, layout: layout,
    rootGuide: rootGuide, constraints: constraints)
}
