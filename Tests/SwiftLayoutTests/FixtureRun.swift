// One fixture's run by the Swift runner (FixtureTests.swift): the load or the translation, each
// step with the Swift API, every expectation checked, the canonical transcript written.

import Foundation

@testable import SwiftLayout

/// One fixture's run: its engine, its items and constraints by reference, the transcript and the
/// failures (`file:line: message`).
struct FixtureRun {
  let fileName: String
  let engine = LayoutEngine()
  var items: [(name: String, item: LayoutItem)] = []
  /// The items a `remove` step removed, by name: out of the transcript, still named by steps.
  var removed: [(name: String, item: LayoutItem)] = []
  var constraints: [String: LayoutConstraint] = [:]
  /// The file's groups by name (`group name: …`), for `hidden GROUP true|false`.
  var groups: [String: [LayoutItem]] = [:]
  /// The engines of `foreign` steps, alive until the run ends.
  var foreignEngines: [LayoutEngine] = []
  var transcript = ""
  var failures: [String] = []

  /// The fixture's translation to the Swift DSL (`fixtureLayouts`), or nil to load the file.
  let build: ((LayoutEngine) throws -> [LayoutConstraint])?

  /// With `build`, the layout is built by the fixture's translation instead of the loader.
  init(fileName: String, build: ((LayoutEngine) throws -> [LayoutConstraint])? = nil) {
    self.fileName = fileName
    self.build = build
  }

  mutating func fail(_ line: Int, _ message: String) {
    failures.append("\(fileName):\(line): \(message)")
  }

  /// Parses the expectation lines of `text` into phases (the load first).
  mutating func phases(_ text: String) -> [Phase] {
    var phases = [Phase()]
    for (index, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = index + 1
      let trimmed = lineText.drop { $0 == " " || $0 == "\t" }
      guard trimmed.count >= 2, trimmed.first == "#" else { continue }
      let marker = trimmed[trimmed.index(after: trimmed.startIndex)]
      guard marker == "=" || marker == ">" || marker == "!" else { continue }
      let parts = fixtureWords(trimmed.dropFirst(2))
      if marker == ">" {
        if parts.isEmpty {
          fail(line, "a step without words")
          continue
        }
        phases.append(Phase(step: parts, line: line))
      } else if marker == "=" && parts.count == 3 && parts[0] == "size" {
        guard phases.count > 1, phases[phases.count - 1].step.first == "fitting",
          phases[phases.count - 1].size == nil,
          let width = fixtureNumber(parts[1]), let height = fixtureNumber(parts[2])
        else {
          fail(line, "expected one `#= size W H` line after a `fitting` step")
          continue
        }
        phases[phases.count - 1].size = FrameExpectation(
          name: "size", frame: LayoutRect(x: 0, y: 0, width: width, height: height), line: line)
      } else if marker == "=" {
        let hidden = parts.count == 6 && parts[5] == "hidden"
        let numbers = parts.dropFirst().prefix(4).compactMap(fixtureNumber)
        guard parts.count == 5 || hidden, numbers.count == 4 else {
          fail(line, "expected `#= NAME X Y W H [hidden]`")
          continue
        }
        let frame = LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        phases[phases.count - 1].frames.append(
          FrameExpectation(name: parts[0], frame: frame, line: line, hidden: hidden))
      } else if parts.count >= 2 && parts[0] == "load" && parts[1] == "error" {
        // `#! load error KIND at LINE:COLUMN ["TEXT"]`, before any step.
        guard let expectation = loadErrorExpectation(parts, line: line), phases.count == 1 else {
          fail(line, "expected `#! load error KIND at LINE:COLUMN [\"TEXT\"]` before any step")
          continue
        }
        phases[0].loadErrors.append(expectation)
      } else {
        guard parts.first == "error", phases.count > 1, phases[phases.count - 1].error == nil else {
          fail(line, "expected one `#! error KIND …` line after a step")
          continue
        }
        var index = 1
        var kind: [String] = []
        while index < parts.count && parts[index] != "culprit" && parts[index] != "conflicts" {
          kind.append(parts[index])
          index += 1
        }
        var culprit: String?
        if index < parts.count && parts[index] == "culprit" {
          guard index + 1 < parts.count else {
            fail(line, "`culprit` without a constraint")
            continue
          }
          culprit = parts[index + 1]
          index += 2
        }
        var conflicts: [String] = []
        if index < parts.count && parts[index] == "conflicts" {
          conflicts = Array(parts[(index + 1)...])
          index = parts.count
        }
        guard index == parts.count, !kind.isEmpty else {
          fail(line, "expected `#! error KIND [culprit REF] [conflicts REF…]`")
          continue
        }
        phases[phases.count - 1].error = ErrorExpectation(
          kind: kind.joined(separator: " "), culprit: culprit, conflicts: conflicts, line: line)
      }
    }
    return phases
  }

  /// The words of a `#! load error` line (`load error KIND at LINE:COLUMN ["TEXT"]`), or nil.
  func loadErrorExpectation(_ parts: [String], line: Int) -> LoadErrorExpectation? {
    var index = 2
    var kind: [String] = []
    while index < parts.count && parts[index] != "at" {
      kind.append(parts[index])
      index += 1
    }
    guard !kind.isEmpty, index + 1 < parts.count else { return nil }
    let place = parts[index + 1].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count == 2, let placeLine = Int(place[0]), let placeColumn = Int(place[1]), placeLine >= 1,
      placeColumn >= 1
    else { return nil }
    index += 2
    var text = ""
    if index < parts.count {
      let quoted = parts[index]
      guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
      text = String(quoted.dropFirst().dropLast())
      index += 1
    }
    guard index == parts.count else { return nil }
    return LoadErrorExpectation(
      kind: kind.joined(separator: " "), line: placeLine, column: placeColumn, text: text,
      expectationLine: line)
  }

  /// The load of a file that must not load: its diagnostics, to the transcript and against the
  /// `#! load error` lines, in order (the C++ runner's `checkLoadErrors`).
  mutating func checkLoadErrors(_ phases: [Phase], _ text: String) {
    transcript += "load\n"
    let expected = phases[0].loadErrors
    let diagnostics: [LayoutFileDiagnostic]
    do {
      try engine.loadLayout(text: text, fileName: fileName)
      transcript += "  ok\n"
      fail(expected[0].expectationLine, "expected the load to fail, it loaded")
      return
    } catch {
      diagnostics = error.diagnostics
    }
    for diagnostic in diagnostics {
      transcript += "  error \(diagnostic.kind) at \(diagnostic.line):\(diagnostic.column)\n"
      transcript += "  message \(diagnostic.message)\n"
      for note in diagnostic.notes { transcript += "  note \(note.line):\(note.column) \(note.message)\n" }
    }
    if expected.count != diagnostics.count {
      fail(expected[0].expectationLine, "expected \(expected.count) load errors, got \(diagnostics.count)")
    }
    for (expectation, diagnostic) in zip(expected, diagnostics) {
      let matches =
        diagnostic.kind == expectation.kind && diagnostic.line == expectation.line
        && diagnostic.column == expectation.column
        && (expectation.text.isEmpty || diagnostic.message.contains(expectation.text))
      if !matches {
        let saying = expectation.text.isEmpty ? "" : " saying \"\(expectation.text)\""
        fail(
          expectation.expectationLine,
          "expected \(expectation.kind) at \(expectation.line):\(expectation.column)\(saying), got "
            + diagnostic.description)
      }
    }
    for phase in phases.dropFirst() { fail(phase.line, "a file that must not load has no steps") }
  }

  /// Runs the fixture `text`; returns its transcript.
  mutating func run(_ text: String) -> String {
    let phases = phases(text)
    transcript = "fixture \(fileName)\n"
    if !phases[0].loadErrors.isEmpty {
      checkLoadErrors(phases, text)
      return transcript
    }
    // Built by its translation, the file is loaded into another engine only for its items'
    // names and order.
    let load: LoadedLayout
    do {
      load = try (build == nil ? engine : LayoutEngine()).loadLayout(text: text, fileName: fileName)
    } catch {
      fail(1, "does not load: \(error.message)")
      transcript += "does not load\n"
      return transcript
    }
    var built = load.constraints
    if let build {
      do {
        built = try build(engine)
      } catch {
        fail(1, "the translation does not build: \(error)")
        transcript += "does not build\n"
        return transcript
      }
      var byName: [String: LayoutItem] = [:]
      var pending = engine.root.subitems
      while let item = pending.popLast() {
        byName[item.name] = item
        pending += item.subitems
      }
      for loaded in load.items {
        guard let item = byName[loaded.name] else {
          fail(loaded.line, "the translation has no item \(loaded.name)")
          return transcript
        }
        items.append((loaded.name, item))
      }
    } else {
      items = load.items.map { ($0.name, $0.item) }
    }
    // The groups by name, their items found by name among the file's (in either engine).
    for group in load.groups {
      groups[group.name] = group.items.compactMap { member in
        load.items.first { $0.item == member }.flatMap { item($0.name) }
      }
    }
    for (place, constraint) in built.enumerated() {
      guard let identifier = constraint.identifier, !identifier.isEmpty else { continue }
      if constraints[identifier] != nil {
        fail(1, "the identifier \"\(identifier)\" twice (constraint \(place + 1))")
      }
      constraints[identifier] = constraint
    }
    transcript += "load\n"
    writeFrames()
    for (name, _) in items where !phases[0].frames.contains(where: { $0.name == name }) {
      fail(1, "no `#= \(name) …` line after the load: every item needs one")
    }
    checkFrames(phases[0])
    for index in phases.indices.dropFirst() {
      transcript += "step \(index) \(phases[index].step.joined(separator: " "))\n"
      runStep(phases[index])
      writeFrames()
      checkFrames(phases[index])
    }
    return transcript
  }

  func item(_ name: String) -> LayoutItem? {
    if let found = items.first(where: { $0.name == name }) { return found.item }
    if name == "root" { return engine.root }
    return removed.first(where: { $0.name == name })?.item
  }

  /// The description without its place, a last ` (FILE:LINE)`: the layout file's for the loader,
  /// the generated code's for the DSL (the C++ runner's `withoutPlace`).
  func withoutPlace(_ description: String) -> String {
    guard description.hasSuffix(")"), let open = description.range(of: " (", options: .backwards),
      let colon = description.range(of: ":", options: .backwards), colon.lowerBound > open.upperBound
    else { return description }
    let digits = description[colon.upperBound..<description.index(before: description.endIndex)]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return description }
    return String(description[..<open.lowerBound])
  }

  /// The constraint `"identifier"` names; nil (reported at `line`) when none.
  mutating func constraint(_ reference: String, line: Int) -> LayoutConstraint? {
    if reference.count >= 2, reference.hasPrefix("\""), reference.hasSuffix("\""),
      let found = constraints[String(reference.dropFirst().dropLast())]
    {
      return found
    }
    fail(line, "no constraint \(reference) in the file (a reference is \"identifier\")")
    return nil
  }

  /// The description a reference stands for: `"id"`'s constraint's, or the text of `[…]`.
  mutating func referencedDescription(_ reference: String, line: Int) -> String {
    if reference.count >= 2, reference.hasPrefix("["), reference.hasSuffix("]") {
      return String(reference.dropFirst().dropLast())
    }
    return constraint(reference, line: line).map { withoutPlace($0.description) } ?? "?"
  }

  func frames() -> [String] { items.map { exactFrame($0.item.frame(in: .root)) } }

  mutating func writeFrames() {
    for (name, item) in items {
      transcript += "  \(name) \(exactFrame(item.frame(in: .root)))\(item.isHiddenInTree ? " hidden" : "")\n"
    }
  }

  mutating func checkFrames(_ phase: Phase) {
    for expectation in phase.frames {
      guard let found = item(expectation.name) else {
        fail(expectation.line, "no item \(expectation.name)")
        continue
      }
      let frame = found.frame(in: .root)
      let expected = expectation.frame
      let near =
        abs(frame.x - expected.x) <= 1e-9 && abs(frame.y - expected.y) <= 1e-9
        && abs(frame.width - expected.width) <= 1e-9 && abs(frame.height - expected.height) <= 1e-9
      if !near {
        fail(
          expectation.line, "\(expectation.name): expected \(exactFrame(expected)), got \(exactFrame(frame))")
      }
      if found.isHiddenInTree != expectation.hidden {
        let want = expectation.hidden ? "hidden" : "drawn"
        fail(
          expectation.line,
          "\(expectation.name): expected it \(want), it is \(found.isHiddenInTree ? "hidden" : "drawn")")
      }
    }
  }

  /// Makes the step's call and says how it went (bad step words give `.bad` with what was
  /// expected; a reference that names nothing is reported here and gives `.notRun`).
  mutating func call(_ phase: Phase) -> StepOutcome {
    let step = phase.step
    let bad = { (form: String) in StepOutcome.bad("expected `#> \(form)`") }
    do {
      switch step[0] {
      case "resize":
        guard step.count == 3, let width = stepNumber(step[1]), let height = stepNumber(step[2]) else {
          return bad("resize W H")
        }
        try engine.setRootSize(LayoutSize(width: width, height: height))
      case "constant":
        guard step.count == 3, let value = stepNumber(step[2]) else { return bad("constant REF VALUE") }
        guard let found = constraint(step[1], line: phase.line) else { return .notRun }
        try found.setConstant(value)
      case "priority":
        guard step.count == 3, let value = fixturePriority(step[2]) else {
          return bad("priority REF PRIORITY")
        }
        guard let found = constraint(step[1], line: phase.line) else { return .notRun }
        try found.setPriority(value)
      case "activate", "deactivate":
        guard step.count == 2 else { return bad("activate|deactivate REF") }
        guard let found = constraint(step[1], line: phase.line) else { return .notRun }
        if step[0] == "activate" { try LayoutConstraint.activate([found]) } else { try found.deactivate() }
      case "intrinsic":
        guard step.count == 4, let found = item(step[1]) else { return bad("intrinsic NAME W|none H|none") }
        let sizes = step[2...].map { $0 == "none" ? Double?.none : stepNumber($0) }
        guard zip(sizes, step[2...]).allSatisfy({ $0 != nil || $1 == "none" }) else {
          return bad("intrinsic NAME W|none H|none")
        }
        try found.setIntrinsicContentSize(width: sizes[0], height: sizes[1])
      case "hugging", "compression":
        let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]
        guard step.count == 4, let found = item(step[1]), let axis = axes[step[2]],
          let priority = fixturePriority(step[3])
        else { return bad("\(step[0]) NAME horizontal|vertical PRIORITY") }
        if step[0] == "hugging" {
          try found.setContentHuggingPriority(priority, for: axis)
        } else {
          try found.setContentCompressionResistancePriority(priority, for: axis)
        }
      case "margins", "safeArea":
        let sides = step.dropFirst(2).compactMap(stepNumber)
        guard step.count == 6, sides.count == 4, let found = item(step[1]) else {
          return bad("\(step[0]) NAME TOP LEFT BOTTOM RIGHT")
        }
        let insets = LayoutInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        if step[0] == "margins" {
          try found.setLayoutMargins(insets)
        } else {
          try found.setSafeAreaInsets(insets)
        }
      case "direction":
        let directions: [String: LayoutDirection] = [
          "leftToRight": .leftToRight, "rightToLeft": .rightToLeft, "inherit": .inherit,
        ]
        guard step.count == 3, let found = item(step[1]), let direction = directions[step[2]] else {
          return bad("direction NAME leftToRight|rightToLeft|inherit")
        }
        try found.setLayoutDirection(direction)
      case "directionalMargins":
        let sides = step.dropFirst(2).compactMap(stepNumber)
        guard step.count == 6, sides.count == 4, let found = item(step[1]) else {
          return bad("directionalMargins NAME TOP LEADING BOTTOM TRAILING")
        }
        try found.setDirectionalLayoutMargins(
          LayoutDirectionalInsets(top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3]))
      case "baselines":
        guard step.count == 4, let found = item(step[1]), let first = stepNumber(step[2]),
          let last = stepNumber(step[3])
        else { return bad("baselines NAME FIRST LAST") }
        try found.setBaselineOffsets(firstFromTop: first, lastFromBottom: last)
      case "remove":
        guard step.count == 2, let found = item(step[1]) else { return bad("remove NAME") }
        try found.remove()
        // The removed item and its subtree leave the transcript; later steps may still name them
        // (the engine answers `removed item`).
        removed += items.filter { !$0.item.isInEngine }
        items.removeAll { !$0.item.isInEngine }
      case "layout":
        guard step.count == 1 else { return bad("layout") }
        try engine.layoutIfNeeded()
      case "hidden":
        // NAME is an item, or a group of the file (`group name: …`): its items at once.
        guard step.count == 3, step[2] == "true" || step[2] == "false" else {
          return bad("hidden NAME|GROUP true|false")
        }
        if let group = groups[step[1]] {
          try engine.setHidden(group, step[2] == "true")
        } else if let found = item(step[1]) {
          try found.setHidden(step[2] == "true")
        } else {
          return bad("hidden NAME|GROUP true|false")
        }
      case "detach":
        guard step.count == 2, let found = item(step[1]) else { return bad("detach NAME") }
        try found.removeFromParent()
      case "measure":
        guard step.count == 4, let found = item(step[1]), let width = stepNumber(step[2]),
          let height = stepNumber(step[3])
        else { return bad("measure NAME W H") }
        // A function that answers the same size at every width (the natural one included).
        try found.setMeasuringFunction { _ in LayoutSize(width: width, height: height) }
      case "foreign":
        // A second engine, kept until the run ends (the error's description names its item), with
        // one item `foreign` in its tree; NAME.ATTRIBUTE == foreign.ATTRIBUTE given to this engine.
        let other = LayoutEngine()
        foreignEngines.append(other)
        let stranger = other.makeItem("foreign")
        try other.root.addSubitem(stranger)
        guard step.count == 3, let found = item(step[1]),
          let relation = sameAttribute(found, stranger, step[2], multiplier: 1, positionsOnly: false)
        else { return bad("foreign NAME ATTRIBUTE") }
        try LayoutConstraint.activate([relation])
      case "destroyed":
        guard step.count == 3, let found = item(step[1]) else { return bad("destroyed NAME ATTRIBUTE") }
        let (made, otherEngine) = try constraintToDestroyedEngine(found, step[2])
        guard let relation = made else { return bad("destroyed NAME ATTRIBUTE") }
        if otherEngine != nil {
          fail(phase.line, "the other engine is still alive")
          return .notRun
        }
        try LayoutConstraint.activate([relation])
      case "zeroMultiplier":
        guard step.count == 4, let found = item(step[1]), let other = item(step[3]),
          let relation = sameAttribute(found, other, step[2], multiplier: 0, positionsOnly: true)
        else { return bad("zeroMultiplier NAME POSITION OTHER") }
        try LayoutConstraint.activate([relation])
      case "arrange":
        // Appended, or, with `at INDEX`, made the arranged item at INDEX (moved when arranged already).
        let at = step.count == 5 && step[3] == "at"
        guard step.count == 3 || at, let stack = item(step[1]), let found = item(step[2]) else {
          return bad("arrange STACK ITEM [at INDEX]")
        }
        if at {
          guard let index = stepIndex(step[4]) else { return bad("arrange STACK ITEM [at INDEX]") }
          try stack.insertArrangedSubitem(found, at: index)
        } else {
          try stack.addArrangedSubitem(found)
        }
      case "unarrange":
        // Out of the arrangement; the item stays a subitem of the stack.
        guard step.count == 3, let stack = item(step[1]), let found = item(step[2]) else {
          return bad("unarrange STACK ITEM")
        }
        try stack.removeArrangedSubitem(found)
      default:
        return .bad("no step `\(step[0])` (Tests/Fixtures/README.md lists the steps)")
      }
    } catch {
      return .failed(error)
    }
    return .succeeded
  }

  /// Runs a `fitting NAME compressed|expanded [width W]` step: a query, whose size goes to the
  /// transcript and is checked against the phase's `#= size W H`.
  mutating func runFitting(_ phase: Phase) {
    let step = phase.step
    let fittings: [String: LayoutFitting] = ["compressed": .compressed, "expanded": .expanded]
    var width: Double?
    if step.count == 5, step[3] == "width" { width = fixtureNumber(step[4]) }
    guard step.count == 3 || (step.count == 5 && width != nil), let found = item(step[1]),
      let fitting = fittings[step[2]]
    else {
      fail(phase.line, "expected `#> fitting NAME compressed|expanded [width W]`")
      transcript += "  not run\n"
      return
    }
    let size = found.fittingSize(fitting, width: width)
    transcript += "  size \(exactNumber(size.width)) \(exactNumber(size.height))\n"
    guard let expected = phase.size else {
      fail(phase.line, "a `fitting` step needs a `#= size W H` line after it")
      return
    }
    if abs(size.width - expected.frame.width) > 1e-9 || abs(size.height - expected.frame.height) > 1e-9 {
      fail(
        expected.line,
        "size: expected \(exactNumber(expected.frame.width)) \(exactNumber(expected.frame.height)), "
          + "got \(exactNumber(size.width)) \(exactNumber(size.height))")
    }
  }

  mutating func runStep(_ phase: Phase) {
    if phase.step[0] == "fitting" {
      runFitting(phase)
      return
    }
    let framesBefore = frames()
    let dumpBefore = layoutState(engine)
    let error: LayoutError
    switch call(phase) {
    case .bad(let message):
      fail(phase.line, message)
      transcript += "  not run\n"
      return
    case .notRun:
      transcript += "  not run\n"
      return
    case .succeeded:
      transcript += "  ok\n"
      if let expected = phase.error { fail(expected.line, "expected error \(expected.kind), got success") }
      return
    case .failed(let failure):
      error = failure
    }
    let kind = error.kind.description
    let culprit = error.constraint.map(withoutPlace)
    let conflicts = error.conflicts.map(withoutPlace).sorted()
    transcript += "  error \(kind)\n"
    if let culprit { transcript += "  culprit \(culprit)\n" }
    for conflict in conflicts { transcript += "  conflict \(conflict)\n" }

    if let expected = phase.error {
      if expected.kind != kind { fail(expected.line, "expected error \(expected.kind), got \(kind)") }
      let expectedCulprit = expected.culprit.map { referencedDescription($0, line: expected.line) }
      if expectedCulprit != culprit {
        fail(expected.line, "expected culprit \(expectedCulprit ?? "(none)"), got \(culprit ?? "(none)")")
      }
      let expectedConflicts = expected.conflicts.map { referencedDescription($0, line: expected.line) }
        .sorted()
      if expectedConflicts != conflicts {
        let list = { (descriptions: [String]) in
          descriptions.isEmpty ? " (none)" : descriptions.map { " [\($0)]" }.joined()
        }
        fail(expected.line, "expected conflicts\(list(expectedConflicts)), got\(list(conflicts))")
      }
    } else {
      fail(phase.line, "expected success, got \(kind): \(error.message)")
    }
    // A failed call leaves the engine as it was.
    if frames() != framesBefore || layoutState(engine) != dumpBefore {
      fail(phase.line, "the failed step changed the engine")
    }
  }
}

/// `first.ATTRIBUTE == second.ATTRIBUTE · multiplier`, built with the anchors' named form
/// (`constraint(equalTo:multiplier:)`, which takes a multiplier on a position too), for the
/// attribute a step names; the C++ runner's `sameAttribute` (FixtureRunner.cpp), with the same
/// table. Nil for any other word, and for `width` and `height` when `positionsOnly`.
func sameAttribute(
  _ first: LayoutItem, _ second: LayoutItem, _ attribute: String, multiplier: Double, positionsOnly: Bool
) -> LayoutConstraint? {
  func relate<Kind>(_ anchor: (LayoutItem) -> LayoutAnchor<Kind>) -> LayoutConstraint {
    anchor(first).constraint(equalTo: anchor(second), multiplier: multiplier)
  }
  switch attribute {
  case "left": return relate(\.leftAnchor)
  case "right": return relate(\.rightAnchor)
  case "centerX": return relate(\.centerXAnchor)
  case "leading": return relate(\.leadingAnchor)
  case "trailing": return relate(\.trailingAnchor)
  case "top": return relate(\.topAnchor)
  case "bottom": return relate(\.bottomAnchor)
  case "centerY": return relate(\.centerYAnchor)
  case "firstBaseline": return relate(\.firstBaselineAnchor)
  case "lastBaseline": return relate(\.lastBaselineAnchor)
  case "width" where !positionsOnly: return relate(\.widthAnchor)
  case "height" where !positionsOnly: return relate(\.heightAnchor)
  default: return nil
  }
}

/// `item.ATTRIBUTE == stale.ATTRIBUTE`, written while `stale`'s engine lives (its items keep it
/// alive), with that engine gone when this returns: the constraint keeps alive only the engine of
/// its first side's items (`LayoutExpressionStorage.relate`), `item`'s. Also returns the other
/// engine weakly, so that the caller checks it is gone (nil constraint: not an attribute).
func constraintToDestroyedEngine(
  _ item: LayoutItem, _ attribute: String
) throws(LayoutError) -> (LayoutConstraint?, LayoutEngine?) {
  weak var gone: LayoutEngine?
  let relation: LayoutConstraint? = try {
    () throws(LayoutError) -> LayoutConstraint? in
    let other = LayoutEngine()
    gone = other
    let stale = other.makeItem("stale")
    try other.root.addSubitem(stale)
    return sameAttribute(item, stale, attribute, multiplier: 1, positionsOnly: false)
  }()
  return (relation, gone)
}

/// What a step's call gave.
enum StepOutcome {
  case succeeded
  case failed(LayoutError)
  /// The step's words are bad: the message says what was expected.
  case bad(String)
  /// A reference named nothing (already reported).
  case notRun
}
