// loginScreen.layout in the Swift DSL, written by `clayout translate loginScreen.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `loginScreen.layout`, by their names in the file.
struct LoginScreenLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view title` (loginScreen.layout:5).
  let title: LayoutItem
  /// `view username` (loginScreen.layout:6).
  let username: LayoutItem
  /// `view password` (loginScreen.layout:7).
  let password: LayoutItem
  /// `view login` (loginScreen.layout:8).
  let login: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `loginScreen.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildLoginScreenLayout(in engine: LayoutEngine) throws(LayoutError) -> LoginScreenLayout {
  let root = engine.root
  let title = engine.makeItem("title")  // loginScreen.layout:5
  try root.addSubitem(title)
  let username = engine.makeItem("username")  // loginScreen.layout:6
  try root.addSubitem(username)
  let password = engine.makeItem("password")  // loginScreen.layout:7
  try root.addSubitem(password)
  let login = engine.makeItem("login")  // loginScreen.layout:8
  try root.addSubitem(login)

  try root.setLayoutMargins(LayoutInsets(top: 40, left: 20, bottom: 20, right: 20))  // loginScreen.layout:4
  try title.setIntrinsicContentSize(width: 120, height: 30)  // loginScreen.layout:5

  let constraints = try activate {
    title.topAnchor == root.layoutMarginsGuide.topAnchor  // loginScreen.layout:9
    title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // loginScreen.layout:10
    title.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // loginScreen.layout:11
    username.topAnchor == title.bottomAnchor + 24 ~ "title-gap"  // loginScreen.layout:12
    username.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // loginScreen.layout:13
    username.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // loginScreen.layout:14
    username.heightAnchor == 44  // loginScreen.layout:15
    password.topAnchor == username.bottomAnchor + 12  // loginScreen.layout:16
    password.leadingAnchor == root.layoutMarginsGuide.leadingAnchor  // loginScreen.layout:17
    password.trailingAnchor == root.layoutMarginsGuide.trailingAnchor  // loginScreen.layout:18
    password.heightAnchor == username.heightAnchor  // loginScreen.layout:19
    login.topAnchor == password.bottomAnchor + 24  // loginScreen.layout:20
    login.centerXAnchor == root.layoutMarginsGuide.centerXAnchor  // loginScreen.layout:21
    login.widthAnchor == 200  // loginScreen.layout:22
    login.heightAnchor == 50  // loginScreen.layout:23
  }

  try engine.setRootSize(LayoutSize(width: 375, height: 667))  // loginScreen.layout:3

  // The guides, settled at the frames their items got (as the loader does).
  try engine.layoutIfNeeded()
  return LoginScreenLayout(
    root: root, title: title, username: username, password: password, login: login, constraints: constraints)
}
