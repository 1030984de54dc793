import Foundation

/// How `clayout` prints a coordinate in the table, the sketch and messages: fixed notation with at
/// most 6 decimals and no trailing zeros (`10`, `12.5`, `0.333333`), `0` for a value that rounds
/// to zero (never `-0`). JSON carries the full precision instead.
func numberText(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  // Whole numbers, most frames' coordinates, without Foundation's formatter, which a large file's
  // table calls four times a view. The same text as the path below ("-0" is "0").
  if value.rounded() == value && abs(value) < 1e15 { return String(Int(value)) }
  var text = String(format: "%.6f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}
