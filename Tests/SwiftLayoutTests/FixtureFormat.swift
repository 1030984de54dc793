// The fixture file's expectation lines (Tests/Fixtures/README.md) as the Swift runner reads them,
// and the texts its transcripts are made of: what `FixtureRun` (FixtureRun.swift) checks against.

import Foundation

@testable import SwiftLayout

/// A frame expected by a `#= NAME X Y W H [hidden]` line.
struct FrameExpectation {
  var name: String
  var frame: LayoutRect
  var line: Int
  /// Whether the item is expected not to be drawn (`hidden`: it or an ancestor is hidden).
  var hidden = false
}

/// A `#! error KIND [culprit REF] [conflicts REF…]` line.
struct ErrorExpectation {
  var kind: String
  var culprit: String?
  var conflicts: [String]
  var line: Int
}

/// A `#! load error KIND at LINE:COLUMN ["TEXT"]` line: one diagnostic of a file that must not
/// load.
struct LoadErrorExpectation {
  var kind: String
  var line: Int
  var column: Int
  /// Text the diagnostic's message must contain (empty: any).
  var text: String
  var expectationLine: Int
}

/// The load (no step) or one `#> STEP` line, with what must hold after it.
struct Phase {
  var step: [String] = []
  var line = 0
  var error: ErrorExpectation?
  var frames: [FrameExpectation] = []
  /// A `#= size W H` line after a `fitting` step: the fitting size expected (x and y unused).
  var size: FrameExpectation?
  /// For the load of a file that must not load: its diagnostics, in order.
  var loadErrors: [LoadErrorExpectation] = []
}

/// Splits `text` into words; a `"…"` or `[…]` is one word (its quotes or brackets kept); a word
/// `#` ends the words (a comment). Assumes one line.
func fixtureWords(_ text: Substring) -> [String] {
  var result: [String] = []
  var index = text.startIndex
  let spaces: Set<Character> = [" ", "\t", "\r"]
  while index < text.endIndex {
    let character = text[index]
    if spaces.contains(character) {
      index = text.index(after: index)
      continue
    }
    if character == "#" { break }
    var end = text.index(after: index)
    if character == "\"" || character == "[" {
      let close: Character = character == "\"" ? "\"" : "]"
      while end < text.endIndex && text[end] != close { end = text.index(after: end) }
      if end < text.endIndex { end = text.index(after: end) }
    } else {
      while end < text.endIndex && !spaces.contains(text[end]) { end = text.index(after: end) }
    }
    result.append(String(text[index..<end]))
    index = end
  }
  return result
}

/// A fixture number: a decimal or `A/B`; nil when `word` is neither.
func fixtureNumber(_ word: String) -> Double? {
  let decimal = { (text: Substring) -> Double? in
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
  let parts = word.split(separator: "/", omittingEmptySubsequences: false)
  if parts.count == 1 { return decimal(parts[0]) }
  guard parts.count == 2, let numerator = decimal(parts[0]), let denominator = decimal(parts[1]),
    denominator != 0
  else { return nil }
  return numerator / denominator
}

/// A priority: a number or an Auto Layout name; nil when `word` is neither.
/// A step's number: a number as `fixtureNumber` reads it, or the words `nan`, `inf` and `-inf`, so
/// that a step can pass what the engine must refuse (`non-finite value`).
func stepNumber(_ word: String) -> Double? {
  switch word {
  case "nan": .nan
  case "inf": .infinity
  case "-inf": -.infinity
  default: fixtureNumber(word)
  }
}

/// An arranged item's index: decimal digits only (at most 9), so that a step cannot name a
/// negative one; the C++ runner's `readIndex`. Nil for any other word.
func stepIndex(_ word: String) -> Int? {
  guard !word.isEmpty, word.count <= 9, word.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
  return Int(word)
}

func fixturePriority(_ word: String) -> LayoutPriority? {
  switch word {
  case "required": .required
  case "defaultHigh": .defaultHigh
  case "defaultLow": .defaultLow
  case "fittingSizeLevel": .fittingSizeLevel
  default: stepNumber(word).map { LayoutPriority($0) }
  }
}

/// `%.17g`, with -0 printed as 0: exact for a double, the same as the C++ runner's.
func exactNumber(_ value: Double) -> String {
  String(format: "%.17g", value == 0 ? 0 : value)
}

func exactFrame(_ frame: LayoutRect) -> String {
  "\(exactNumber(frame.x)) \(exactNumber(frame.y)) \(exactNumber(frame.width)) \(exactNumber(frame.height))"
}

/// The engine's dump without its solver section: the items, frames and constraints (the C++
/// runner's `layoutState`: a refused call may pivot the solver's rows into an equivalent basis),
/// the constraints of each section in any order (a refused group makes the stack constraints of
/// the items it sets back anew, which the dump then lists later).
func layoutState(_ engine: LayoutEngine) -> String {
  let dump = engine.dump()
  let layout = dump.range(of: "\nsolver:").map { String(dump[..<$0.lowerBound]) } ?? dump
  var state = ""
  var section: [Substring] = []
  var constraints = false
  for line in layout.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix(" ") {
      if constraints { section.append(line) } else { state += line + "\n" }
      continue
    }
    state += section.sorted().map { $0 + "\n" }.joined()
    section = []
    constraints = line == "active constraints:" || line == "engine constraints:"
    state += line + "\n"
  }
  return state + section.sorted().map { $0 + "\n" }.joined()
}

/// Whether `text` has a `#! load error` line: a fixture of a file that must not load.
func mustNotLoad(_ text: String) -> Bool {
  text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#! load error") }
}

/// Whether `text` has a `#~ disagrees: …` line (Tests/Fixtures/README.md).
func isMarkedDisagreeing(_ text: String) -> Bool {
  text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#~ disagrees:") }
}
