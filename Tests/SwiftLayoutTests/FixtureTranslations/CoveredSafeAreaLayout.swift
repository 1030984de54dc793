// coveredSafeArea.layout in the Swift DSL, written by `clayout translate coveredSafeArea.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `coveredSafeArea.layout`, by their names in the file.
struct CoveredSafeAreaLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view header` (coveredSafeArea.layout:8).
  let header: LayoutItem
  /// `view raised` (coveredSafeArea.layout:9).
  let raised: LayoutItem
  /// `view footer` (coveredSafeArea.layout:10).
  let footer: LayoutItem
  /// `view title` (coveredSafeArea.layout:11).
  let title: LayoutItem
  /// `view note` (coveredSafeArea.layout:12).
  let note: LayoutItem
  /// `view bottomNote` (coveredSafeArea.layout:13).
  let bottomNote: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `coveredSafeArea.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCoveredSafeAreaLayout(in engine: LayoutEngine) throws(LayoutError) -> CoveredSafeAreaLayout {
  let root = engine.root
  let header = engine.makeItem("header")  // coveredSafeArea.layout:8
  try root.addSubitem(header)
  let raised = engine.makeItem("raised")  // coveredSafeArea.layout:9
  try root.addSubitem(raised)
  let footer = engine.makeItem("footer")  // coveredSafeArea.layout:10
  try root.addSubitem(footer)
  let title = engine.makeItem("title")  // coveredSafeArea.layout:11
  try root.addSubitem(title)
  let note = engine.makeItem("note")  // coveredSafeArea.layout:12
  try root.addSubitem(note)
  let bottomNote = engine.makeItem("bottomNote")  // coveredSafeArea.layout:13
  try root.addSubitem(bottomNote)

  try root.setSafeAreaInsets(LayoutInsets(top: 44, bottom: 34))  // coveredSafeArea.layout:7

  let constraints = try activate {
    header.leftAnchor == root.leftAnchor  // coveredSafeArea.layout:14
    header.topAnchor == root.topAnchor  // coveredSafeArea.layout:14
    header.widthAnchor == 375  // coveredSafeArea.layout:14
    header.heightAnchor == 200  // coveredSafeArea.layout:14
    raised.leftAnchor == root.leftAnchor + 10  // coveredSafeArea.layout:15
    raised.topAnchor == root.topAnchor - 30  // coveredSafeArea.layout:15
    raised.widthAnchor == 100  // coveredSafeArea.layout:15
    raised.heightAnchor == 100  // coveredSafeArea.layout:15
    footer.leftAnchor == root.leftAnchor  // coveredSafeArea.layout:16
    footer.bottomAnchor == root.bottomAnchor  // coveredSafeArea.layout:16
    footer.widthAnchor == 375  // coveredSafeArea.layout:16
    footer.heightAnchor == 100  // coveredSafeArea.layout:16
    title.topAnchor == header.safeAreaLayoutGuide.topAnchor  // coveredSafeArea.layout:17
    title.heightAnchor == 20  // coveredSafeArea.layout:17
    title.leadingAnchor == header.layoutMarginsGuide.leadingAnchor  // coveredSafeArea.layout:18
    title.trailingAnchor == header.layoutMarginsGuide.trailingAnchor  // coveredSafeArea.layout:18
    note.topAnchor == raised.safeAreaLayoutGuide.topAnchor  // coveredSafeArea.layout:19
    note.leftAnchor == raised.leftAnchor  // coveredSafeArea.layout:19
    note.widthAnchor == 10  // coveredSafeArea.layout:19
    note.heightAnchor == 10  // coveredSafeArea.layout:19
    bottomNote.bottomAnchor == footer.safeAreaLayoutGuide.bottomAnchor  // coveredSafeArea.layout:20
    bottomNote.leftAnchor == root.leftAnchor  // coveredSafeArea.layout:20
    bottomNote.widthAnchor == 10  // coveredSafeArea.layout:21
    bottomNote.heightAnchor == 10  // coveredSafeArea.layout:21
  }

  try engine.setRootSize(LayoutSize(width: 375, height: 812))  // coveredSafeArea.layout:6

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return CoveredSafeAreaLayout(
    root: root, header: header, raised: raised, footer: footer, title: title, note: note,
    bottomNote: bottomNote, constraints: constraints)
}
