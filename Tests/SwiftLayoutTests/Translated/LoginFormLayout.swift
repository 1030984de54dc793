// loginForm.layout in the Swift DSL, written by `clayout translate loginForm.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `loginForm.layout`, by their names in the file.
struct LoginFormLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view form` (loginForm.layout:7).
  let form: LayoutItem
  /// `view title` (loginForm.layout:9).
  let title: LayoutItem
  /// `view name` (loginForm.layout:10).
  let name: LayoutItem
  /// `view login` (loginForm.layout:11).
  let login: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `loginForm.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLoginFormLayout(in engine: LayoutEngine) throws(LayoutError) -> LoginFormLayout {
  let gap: Double = 8

  let root = engine.root
  let form = engine.makeItem("form")  // loginForm.layout:7
  try root.addSubitem(form)
  let title = engine.makeItem("title")  // loginForm.layout:9
  try form.addSubitem(title)
  let name = engine.makeItem("name")  // loginForm.layout:10
  try form.addSubitem(name)
  let login = engine.makeItem("login")  // loginForm.layout:11
  try form.addSubitem(login)

  try root.setSafeAreaInsets(LayoutInsets(top: 44, bottom: 34))  // loginForm.layout:5
  try form.setLayoutMargins(LayoutInsets(all: 16))  // loginForm.layout:8
  try title.setIntrinsicContentSize(width: 120, height: 24)  // loginForm.layout:9
  try title.setBaselineOffsets(firstFromTop: 18, lastFromBottom: 6)  // loginForm.layout:9
  try name.setIntrinsicContentSize(width: nil, height: 32)  // loginForm.layout:10
  try login.setIntrinsicContentSize(width: 80, height: 44)  // loginForm.layout:11
  try login.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // loginForm.layout:11

  let constraints = try activate {
    // V:|-[title]-(gap * 2)-[name]-gap-[login]-| align: leading (loginForm.layout:12)
    title.topAnchor == form.topAnchor + 20
    name.topAnchor == title.bottomAnchor + 16
    login.topAnchor == name.bottomAnchor + gap
    form.bottomAnchor == login.bottomAnchor + 20
    (name.leadingAnchor == title.leadingAnchor).inLayoutDirection(of: form)
    (login.leadingAnchor == title.leadingAnchor).inLayoutDirection(of: form)
    title.leadingAnchor == form.layoutMarginsGuide.leadingAnchor  // loginForm.layout:13
    name.trailingAnchor == form.layoutMarginsGuide.trailingAnchor  // loginForm.layout:14
    // H:|[form]| (loginForm.layout:16)
    (form.leadingAnchor == root.leadingAnchor).inLayoutDirection(of: root)
    root.trailingAnchor == form.trailingAnchor
    form.topAnchor == root.safeAreaLayoutGuide.topAnchor  // loginForm.layout:17
    form.bottomAnchor <= root.safeAreaLayoutGuide.bottomAnchor ~ "form-fits"  // loginForm.layout:18
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 480))  // loginForm.layout:4

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return LoginFormLayout(
    root: root, form: form, title: title, name: name, login: login, constraints: constraints)
}
