import SwiftLayout

/// What `clayout check FILE` reports, one compiler-style message each (`file:line:column: error:
/// …` or `warning: …`), in this order:
///
/// 1. the file's diagnostics when it does not load (parse errors, type errors, conflicts with the
///    line of every constraint in the conflict set as notes): nothing else is checked then;
/// 2. `error:` per ambiguous item and axis, at the item's declaration;
/// 3. `warning:` per broken optional constraint (``BrokenConstraint``), at its line;
/// 4. `warning:` per constraint that has no effect at the ``sizesTried(around:)`` the root can
///    take (`LayoutEngine.constraintsWithoutEffect(_:at:timeLimit:progress:)`), at its line, unless it was
///    reported broken (an optional constraint that a stronger one overrides everywhere is both).
///    Of required constraints that over-determine an item (`H:|-10-[a]-10-|` and `a.width ==
///    180`), each has no effect alone, so each is reported. The search costs the engine's
///    incremental changes per constraint (near linear in the file); on a large file it reports
///    its progress.
///
/// The root's size is the file's (or ``LaidOutLayout/defaultSize``). A constraint's column is 1:
/// the loaded layout gives each constraint its line only.
struct LayoutCheck {
  /// The messages, each one line or a line and its notes; empty for a clean file.
  let messages: [String]
  /// What the messages cannot say: that the search for constraints without effect stopped at
  /// its time limit before the end of the file (for standard error). Empty otherwise.
  let notes: [String]

  /// How long the search for constraints without effect may go on by default.
  static let defaultEffectBudget = Duration.seconds(30)

  /// Checks `text`, named `fileName` in the messages. The search for constraints without effect
  /// stops after the first slice of constraints that ends beyond `effectBudget` (nil: no limit),
  /// and a note then says how far it went. `progress` is given a line of progress after each step
  /// of that search, once it has taken more than `progressAfter` (a large file), and a last line
  /// when it ends.
  init(
    text: String, fileName: String, effectBudget: Duration? = defaultEffectBudget,
    progress: ((String) -> Void)? = nil, progressAfter: Duration = .seconds(1)
  ) {
    let laidOut: LaidOutLayout
    do {
      laidOut = try LaidOutLayout(text: text, fileName: fileName)
    } catch {
      messages = ClayoutTool.failureText(error, fileName: fileName).split(separator: "\n").map(String.init)
      notes = []
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
    let clock = ContinuousClock()
    let start = clock.now
    // Progress once the search has gone on for `progressAfter`, then at most a line a second.
    var lastReport: ContinuousClock.Instant?
    let constraints = laidOut.layout.constraints
    let effects = laidOut.engine.constraintsWithoutEffect(
      constraints, at: Self.sizesTried(around: laidOut.rootSize), timeLimit: effectBudget
    ) { done, total in
      let now = clock.now
      guard let progress, now - start > progressAfter else { return }
      if let lastReport, now - lastReport < .seconds(1) { return }
      lastReport = now
      progress(
        "clayout check: constraints without effect: \(done * 100 / max(total, 1))% (\(done) of \(total) steps)"
      )
    }
    if lastReport != nil {
      progress?("clayout check: constraints without effect: done in \(Self.secondsText(clock.now - start))")
    }
    let brokenDescriptions = Set(laidOut.brokenConstraints.map(\.description))
    let sizes = effects.sizesTried.map(Self.sizeText).joined(separator: ", ")
    // An edge placed twice, read in two directions, leaves its item ambiguous and each of the two
    // constraints without effect: their warnings point at the item's error, which names both.
    let edgesPlacedTwice = laidOut.engine.ambiguities.filter {
      $0.description.contains(" edge is placed twice, by ")
    }
    for constraint in effects.withoutEffect where !brokenDescriptions.contains(constraint.description) {
      var reason = "without it no frame changes at \(sizes)"
      if let ambiguity = edgesPlacedTwice.first(where: { $0.description.contains(constraint.description) }) {
        reason +=
          "; another constraint places the same edge of \(ambiguity.item.quotedName), read in the other direction "
          + "(the error at \(Self.place(of: ambiguity.item, in: declarations)))"
      }
      messages.append(
        "\(fileName):\(constraint.line):1: warning: constraint \(constraint.statement) "
          + "has no effect: \(reason)")
    }
    self.messages = messages
    if effects.searchedCount < constraints.count {
      notes = [
        "clayout check: note: constraints without effect were searched for among the first "
          + "\(effects.searchedCount) of the file's \(constraints.count) constraints only (to line "
          + "\(constraints[max(effects.searchedCount - 1, 0)].line)), the time given to the search "
          + "(\(effectBudget.map(Self.secondsText) ?? "none")) being spent; --effect-budget SECONDS gives it more, 0 no limit"
      ]
    } else {
      notes = []
    }
  }

  /// `duration` in seconds to a tenth: `2.3 s`.
  static func secondsText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = (Double(seconds) + Double(attoseconds) / 1e18) * 10
    return numberText(tenths.rounded() / 10) + " s"
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
}
