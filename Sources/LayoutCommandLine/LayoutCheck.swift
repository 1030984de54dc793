import SwiftLayout

/// What `clayout check FILE` reports, one compiler-style message each (`file:line:column: error:
/// …` or `warning: …`), in this order:
///
/// 1. the file's diagnostics when it does not load (parse errors, type errors, conflicts with the
///    line of every constraint in the conflict set as notes): nothing else is checked then;
/// 2. `error:` per ambiguous item and axis, at the item's declaration;
/// 3. `warning:` per broken optional constraint (``BrokenConstraint``), at its line;
/// 4. `warning:` per constraint that has no effect (``constraintsWithoutEffect(in:sizes:)``), at its
///    line, unless it was reported broken (an optional constraint that a stronger one overrides
///    everywhere is both). Of required constraints that over-determine an item (`H:|-10-[a]-10-|`
///    and `a.width == 180`), each has no effect alone, so each is reported.
///
/// The root's size is the file's (or ``LaidOutLayout/defaultSize``). A constraint's column is 1:
/// the loaded layout gives each constraint its line only.
struct LayoutCheck {
  /// The messages, each one line or a line and its notes; empty for a clean file.
  let messages: [String]

  /// Checks `text`, named `fileName` in the messages.
  init(text: String, fileName: String) {
    let laidOut: LaidOutLayout
    do {
      laidOut = try LaidOutLayout(text: text, fileName: fileName)
    } catch {
      messages = ClayoutTool.failureText(error, fileName: fileName).split(separator: "\n").map(String.init)
      return
    }
    var messages: [String] = []
    let declarations = Dictionary(
      laidOut.layout.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for ambiguity in laidOut.engine.ambiguities {
      messages.append(
        "\(fileName):\(Self.place(of: ambiguity.item, in: declarations)): error: \(ambiguity.description)")
    }
    for broken in laidOut.brokenConstraints {
      messages.append(
        "\(fileName):\(broken.line):1: warning: optional constraint \(broken.statement) does not hold: "
          + "it misses by \(numberText(broken.amount)) at \(Self.sizeText(laidOut.rootSize))")
    }
    let sizes = Self.sizesTried(around: laidOut.rootSize)
    let brokenDescriptions = Set(laidOut.brokenConstraints.map(\.description))
    for constraint in Self.constraintsWithoutEffect(in: laidOut, sizes: sizes)
    where !brokenDescriptions.contains(constraint.description) {
      messages.append(
        "\(fileName):\(constraint.line):1: warning: constraint \(BrokenConstraint.statement(of: constraint)) "
          + "has no effect: "
          + "without it no frame changes at \(sizes.map(Self.sizeText).joined(separator: ", "))")
    }
    self.messages = messages
  }

  /// Where `item` is declared, `line:column`: its own declaration, or for an item the file does
  /// not declare (the margins or safe-area guide the engine makes for a view) that of its nearest
  /// declared ancestor, the view; `1:1` for the root's, which has none.
  static func place(of item: LayoutItem, in declarations: [String: LayoutFileItem]) -> String {
    var current: LayoutItem? = item
    while let each = current {
      if let declaration = declarations[each.name] { return "\(declaration.line):\(declaration.column)" }
      current = each.parent
    }
    return "1:1"
  }

  /// `320 × 480`.
  static func sizeText(_ size: LayoutSize) -> String {
    "\(numberText(size.width)) × \(numberText(size.height))"
  }

  /// The root sizes a constraint's effect is looked for at: `size` itself, then its width halved
  /// and one and a half times, then its height halved and one and a half times (five sizes).
  static func sizesTried(around size: LayoutSize) -> [LayoutSize] {
    [
      size,
      LayoutSize(width: size.width / 2, height: size.height),
      LayoutSize(width: size.width * 1.5, height: size.height),
      LayoutSize(width: size.width, height: size.height / 2),
      LayoutSize(width: size.width, height: size.height * 1.5),
    ]
  }

  /// The file's constraints without effect: deactivated alone, no item's frame (root
  /// coordinates) moves by more than ``BrokenConstraint/threshold`` at any of `sizes` where the
  /// file's required constraints hold, and no ambiguity appears or grows (an item's position
  /// freed where only its size was ambiguous counts). An exact duplicate
  /// of another constraint is one; so is a `>=` that another constraint always exceeds.
  ///
  /// Assumes `laidOut`'s root is at `sizes[0]`; leaves it there with every constraint active again.
  static func constraintsWithoutEffect(in laidOut: LaidOutLayout, sizes: [LayoutSize]) -> [LayoutConstraint] {
    let engine = laidOut.engine
    let items = laidOut.layout.items.map(\.item)
    let ambiguities = Set(engine.ambiguities.map(\.description))
    // The frames with every constraint, at each size the file can take.
    var reference: [(size: LayoutSize, frames: [LayoutRect])] = []
    for size in sizes {
      // Text items (measured) are laid out at each size before their frames are read.
      guard (try? engine.setRootSize(size)) != nil, (try? engine.layoutIfNeeded()) != nil else { continue }
      reference.append((size, items.map { $0.frame(in: .root) }))
    }
    var withoutEffect: [LayoutConstraint] = []
    for constraint in laidOut.layout.constraints {
      guard (try? constraint.deactivate()) != nil else { continue }
      var hasEffect = false
      for (size, frames) in reference {
        // Without the constraint the size can only become easier to take.
        try? engine.setRootSize(size)
        try? engine.layoutIfNeeded()
        let moved = zip(items, frames).contains { item, frame in
          !Self.isSame(item.frame(in: .root), frame)
        }
        if moved || !Set(engine.ambiguities.map(\.description)).isSubset(of: ambiguities) {
          hasEffect = true
          break
        }
      }
      // The root goes back to the first size before the constraint, which held there, returns.
      try? engine.setRootSize(sizes[0])
      try? constraint.activate()
      if !hasEffect { withoutEffect.append(constraint) }
    }
    try? engine.setRootSize(sizes[0])
    try? engine.layoutIfNeeded()
    return withoutEffect
  }

  /// Whether two frames are equal to within ``BrokenConstraint/threshold`` on each number.
  static func isSame(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    let threshold = BrokenConstraint.threshold
    return abs(a.x - b.x) <= threshold && abs(a.y - b.y) <= threshold && abs(a.width - b.width) <= threshold
      && abs(a.height - b.height) <= threshold
  }
}
