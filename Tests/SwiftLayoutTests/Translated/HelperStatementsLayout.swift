// helperStatements.layout in the Swift DSL, written by `clayout translate helperStatements.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `helperStatements.layout`, by their names in the file.
struct HelperStatementsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `guideline content` (helperStatements.layout:7).
  let content: LayoutItem
  /// `guideline half` (helperStatements.layout:8).
  let half: LayoutItem
  /// `guideline footer` (helperStatements.layout:9).
  let footer: LayoutItem
  /// `view title` (helperStatements.layout:10).
  let title: LayoutItem
  /// `view subtitle` (helperStatements.layout:11).
  let subtitle: LayoutItem
  /// `barrier textEnd` (helperStatements.layout:12).
  let textEnd: LayoutItem
  /// `view badge` (helperStatements.layout:13).
  let badge: LayoutItem
  /// `view dot1` (helperStatements.layout:14).
  let dot1: LayoutItem
  /// `view dot2` (helperStatements.layout:15).
  let dot2: LayoutItem
  /// `view dot3` (helperStatements.layout:16).
  let dot3: LayoutItem
  /// `view card` (helperStatements.layout:18).
  let card: LayoutItem
  /// `view ok` (helperStatements.layout:19).
  let ok: LayoutItem
  /// `view cancel` (helperStatements.layout:20).
  let cancel: LayoutItem
  /// `view first` (helperStatements.layout:23).
  let first: LayoutItem
  /// `view second` (helperStatements.layout:23).
  let second: LayoutItem
  /// `view third` (helperStatements.layout:23).
  let third: LayoutItem
  /// `group labels` (helperStatements.layout:25): its items.
  let labels: [LayoutItem]
  /// `group bars` (helperStatements.layout:26): its items.
  let bars: [LayoutItem]
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `helperStatements.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHelperStatementsLayout(in engine: LayoutEngine) throws(LayoutError) -> HelperStatementsLayout {
  let gap: Double = 8

  let root = engine.root
  let title = engine.makeItem("title")  // helperStatements.layout:10
  try root.addSubitem(title)
  let subtitle = engine.makeItem("subtitle")  // helperStatements.layout:11
  try root.addSubitem(subtitle)
  let badge = engine.makeItem("badge")  // helperStatements.layout:13
  try root.addSubitem(badge)
  let dot1 = engine.makeItem("dot1")  // helperStatements.layout:14
  try root.addSubitem(dot1)
  let dot2 = engine.makeItem("dot2")  // helperStatements.layout:15
  try root.addSubitem(dot2)
  let dot3 = engine.makeItem("dot3")  // helperStatements.layout:16
  try root.addSubitem(dot3)
  let card = engine.makeItem("card")  // helperStatements.layout:18
  try root.addSubitem(card)
  let ok = engine.makeItem("ok")  // helperStatements.layout:19
  try card.addSubitem(ok)
  let cancel = engine.makeItem("cancel")  // helperStatements.layout:20
  try card.addSubitem(cancel)
  let first = engine.makeItem("first")  // helperStatements.layout:23
  try root.addSubitem(first)
  let second = engine.makeItem("second")  // helperStatements.layout:23
  try root.addSubitem(second)
  let third = engine.makeItem("third")  // helperStatements.layout:23
  try root.addSubitem(third)

  // helperStatements.layout:7
  let content = try engine.makeGuideline(
    in: root, name: "content", orientation: .vertical, reference: .begin, value: 16
  ).guide!
  // helperStatements.layout:8
  let half = try engine.makeGuideline(
    in: root, name: "half", orientation: .horizontal, reference: .fraction, value: 0.5
  ).guide!
  // helperStatements.layout:9
  let footer = try engine.makeGuideline(
    in: root, name: "footer", orientation: .horizontal, reference: .end, value: 40
  ).guide!
  // helperStatements.layout:12
  let textEnd = try engine.makeBarrier(
    in: root, name: "textEnd", edge: .trailing, items: [title, subtitle], margin: 8
  ).guide!
  let labels = [title, subtitle]  // helperStatements.layout:25
  let bars = [first, second, third]  // helperStatements.layout:26

  try title.setIntrinsicContentSize(width: 120, height: 24)  // helperStatements.layout:10
  try subtitle.setIntrinsicContentSize(width: 180, height: 20)  // helperStatements.layout:11
  try badge.setIntrinsicContentSize(width: 30, height: 30)  // helperStatements.layout:13
  try dot1.setIntrinsicContentSize(width: 10, height: 10)  // helperStatements.layout:14
  try dot2.setIntrinsicContentSize(width: 10, height: 10)  // helperStatements.layout:15
  try dot3.setIntrinsicContentSize(width: 10, height: 10)  // helperStatements.layout:16
  try ok.setIntrinsicContentSize(width: 60, height: 30)  // helperStatements.layout:19
  try cancel.setIntrinsicContentSize(width: 80, height: 30)  // helperStatements.layout:20
  try engine.setHidden(labels, false)  // helperStatements.layout:25
  // helperStatements.layout:17
  _ = try engine.makeChain(
    [dot1, dot2, dot3], from: textEnd.leadingAnchor, to: root.trailingAnchor,
    options: LayoutChainOptions(style: .spreadInside))
  // helperStatements.layout:21
  // swift-format-ignore
  _ = try engine.makeChain([ok, cancel], from: card.leadingAnchor, to: card.trailingAnchor, options: LayoutChainOptions(style: .packed, bias: 0.25, margins: [LayoutChainMargins(start: 16), LayoutChainMargins(start: 8, end: 16)]))
  // helperStatements.layout:24
  _ = try engine.makeChain(
    [first, second, third], from: half.topAnchor, to: footer.topAnchor,
    options: LayoutChainOptions(weights: [1, 2, 1]))

  let constraints = try activate {
    title.leadingAnchor == content.leadingAnchor  // helperStatements.layout:27
    title.topAnchor == root.topAnchor + 20  // helperStatements.layout:27
    subtitle.leadingAnchor == content.leadingAnchor  // helperStatements.layout:28
    subtitle.topAnchor == title.bottomAnchor + 4  // helperStatements.layout:28
    badge.leadingAnchor == textEnd.leadingAnchor  // helperStatements.layout:29
    badge.topAnchor == title.topAnchor  // helperStatements.layout:29
    dot1.topAnchor == subtitle.topAnchor  // helperStatements.layout:30
    dot2.topAnchor == subtitle.topAnchor  // helperStatements.layout:30
    dot3.topAnchor == subtitle.topAnchor  // helperStatements.layout:30
    card.topAnchor == subtitle.bottomAnchor + gap  // helperStatements.layout:31
    card.leadingAnchor == root.leadingAnchor  // helperStatements.layout:31
    card.trailingAnchor == root.trailingAnchor  // helperStatements.layout:31
    card.heightAnchor == 60  // helperStatements.layout:31
    ok.topAnchor == card.topAnchor  // helperStatements.layout:32
    cancel.topAnchor == card.topAnchor  // helperStatements.layout:32
    first.leadingAnchor == content.leadingAnchor  // helperStatements.layout:33
    second.leadingAnchor == content.leadingAnchor  // helperStatements.layout:33
    third.leadingAnchor == content.leadingAnchor  // helperStatements.layout:33
    first.widthAnchor == 100  // helperStatements.layout:34
    second.widthAnchor == 100  // helperStatements.layout:34
    third.widthAnchor == 100  // helperStatements.layout:34
  }

  try engine.setRootSize(LayoutSize(width: 360, height: 480))  // helperStatements.layout:6
  return HelperStatementsLayout(
    root: root, content: content, half: half, footer: footer, title: title, subtitle: subtitle,
    textEnd: textEnd, badge: badge, dot1: dot1, dot2: dot2, dot3: dot3, card: card, ok: ok, cancel: cancel,
    first: first, second: second, third: third, labels: labels, bars: bars, constraints: constraints)
}
