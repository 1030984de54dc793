import SwiftLayout

/// `clayout --format svg`: the layout drawn at its size, in the root's coordinates (one SVG unit
/// is one point), with a margin around the root for the labels of items at its edges.
///
/// - The root: a white rectangle with a dark outline, its size written above it.
/// - Each view: a rectangle at its frame, filled with a blue that darkens with depth, outlined.
/// - Each guide: a dashed orange outline, not filled (a guide draws nothing in an app).
/// - Each label: the item's name inside its box, at its top-left corner, in a font that fits the
///   box (at most 12, at least 6 points); a box too small for that has its label just outside,
///   above it. Names are XML-escaped.
///
/// Every `rect` of an item carries `data-name` (its name) and x, y, width, height equal to its
/// frame, so that tests and tools can read the boxes back.
enum LayoutSVG {
  /// The space around the root, in points: room for labels outside boxes at the edges.
  static let margin = 24.0

  /// The SVG document.
  static func render(_ snapshot: LayoutSnapshot, title: String) -> String {
    let width = snapshot.rootSize.width
    let height = snapshot.rootSize.height
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width + 2 * margin))" \
      height="\(number(height + 2 * margin))" viewBox="\(number(-margin)) \(number(-margin)) \
      \(number(width + 2 * margin)) \(number(height + 2 * margin))" \
      font-family="Helvetica, Arial, sans-serif">
      <title>\(escaped(title))</title>
      <rect data-name="root" x="0" y="0" width="\(number(width))" height="\(number(height))" \
      fill="#ffffff" stroke="#333333" stroke-width="1.5"/>
      <text x="0" y="-6" font-size="11" fill="#333333">\(escaped(title)) · \
      \(numberText(width)) × \(numberText(height))</text>

      """
    for item in snapshot.items {
      svg += box(item) + "\n"
    }
    for item in snapshot.items {
      svg += label(item) + "\n"
    }
    svg += "</svg>\n"
    return svg
  }

  /// The rectangle of `item`.
  static func box(_ item: LayoutSnapshot.Item) -> String {
    let frame = item.frame
    let geometry =
      "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\""
    if item.isLayoutGuide {
      return "<rect data-name=\"\(escaped(item.name))\" \(geometry) fill=\"none\" stroke=\"#e07b00\" "
        + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
    }
    return "<rect data-name=\"\(escaped(item.name))\" \(geometry) fill=\"\(fill(depth: item.depth))\" "
      + "fill-opacity=\"0.85\" stroke=\"#1f4e79\" stroke-width=\"1\"/>"
  }

  /// The name of `item`, inside its box when a font of 6 points or more fits, else above it.
  static func label(_ item: LayoutSnapshot.Item) -> String {
    let frame = item.frame
    // A character of Helvetica is about 0.6 of the font size wide; a line is about 1.2 high.
    let characters = Double(max(item.name.count, 1))
    let fitting = min(12, (frame.width - 4) / (0.6 * characters), (frame.height - 2) / 1.2)
    let color = item.isLayoutGuide ? "#b35f00" : (item.depth >= 3 ? "#ffffff" : "#0b2540")
    if fitting >= 6 {
      return "<text x=\"\(number(frame.x + 2))\" y=\"\(number(frame.y + 1 + fitting))\" "
        + "font-size=\"\(number(fitting))\" fill=\"\(color)\">\(escaped(item.name))</text>"
    }
    return "<text x=\"\(number(frame.x))\" y=\"\(number(frame.y - 2))\" font-size=\"9\" "
      + "fill=\"\(item.isLayoutGuide ? "#b35f00" : "#0b2540")\">\(escaped(item.name))</text>"
  }

  /// The fill of a view at `depth`: light blue for the root's subitems, darker below.
  static func fill(depth: Int) -> String {
    let fills = ["#dbe9f6", "#a9cbea", "#6fa6d6", "#3d7fbf", "#265f99"]
    return fills[min(max(depth, 1), fills.count) - 1]
  }

  /// `value` as an attribute: full precision (Swift's shortest round-trip form), `0` for -0.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `text` with XML's five special characters escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
