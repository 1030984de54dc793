import SwiftLayout

/// `clayout --format svg`: the layout drawn at its size, in the root's coordinates (one SVG unit
/// is one point), with a margin around the root for the labels of items at its edges.
///
/// - The root: a white rectangle with a dark outline, its size written above it.
/// - Each view: a rectangle at its frame, filled with a blue that darkens with depth, outlined.
/// - Each guide: a dashed orange outline, not filled (a guide draws nothing in an app).
/// - Each label: the item's name inside its box, at its top-left corner, in a font that fits the
///   box (at most 12, at least 6 points); a box too small for that, or whose corner another
///   label took, has its label just above it, else just below (``labels(_:)``). Labels have a
///   white halo, so that they read over edges. Names are XML-escaped.
///
/// - Each text item's text: its lines in a monospaced font, each stretched to exactly its
///   measured width (`textLength`: characters × advance), line k in the band k × lineHeight below
///   the box's top, from the box's left edge (its right edge when the item reads right to left);
///   the name label then goes outside the box. Every line is a `text` element with
///   `data-text-of` set to the item's name.
///
/// Every `rect` of an item carries `data-name` (its name) and x, y, width, height equal to its
/// frame, so that tests and tools can read the boxes back.
enum LayoutSVG {
  /// The space around the root, in points: room for labels outside boxes at the edges.
  static let margin = 24.0

  /// The title of `laidOut`'s drawing: the file's name, and `right to left` when it reads so.
  static func title(of laidOut: LaidOutLayout) -> String {
    laidOut.fileName + (laidOut.direction == .rightToLeft ? " · right to left" : "")
  }

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
      <title>\(escapedMarkup(title))</title>
      <rect data-name="root" x="0" y="0" width="\(number(width))" height="\(number(height))" \
      fill="#ffffff" stroke="#333333" stroke-width="1.5"/>
      <text x="0" y="-6" font-size="11" fill="#333333">\(escapedMarkup(title)) · \
      \(numberText(width)) × \(numberText(height))</text>

      """
    for item in snapshot.items {
      svg += box(item) + "\n"
      svg += textLines(item)
    }
    svg += labels(snapshot.items)
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
      return "<rect data-name=\"\(escapedMarkup(item.name))\" \(geometry) fill=\"none\" stroke=\"#e07b00\" "
        + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
    }
    return "<rect data-name=\"\(escapedMarkup(item.name))\" \(geometry) fill=\"\(fill(depth: item.depth))\" "
      + "fill-opacity=\"0.85\" stroke=\"#1f4e79\" stroke-width=\"1\"/>"
  }

  /// The lines of `item`'s text, one `text` element each (none for an item without text, and no
  /// element for an empty line). The font size makes a monospaced glyph about the advance wide
  /// (a glyph is about 0.6 of the size) and fits the line height; `textLength` then makes the
  /// line exactly as wide as the measurer says, whatever font the viewer has.
  static func textLines(_ item: LayoutSnapshot.Item) -> String {
    guard let text = item.text, text.lineHeight > 0, text.advance > 0 else { return "" }
    let fontSize = min(text.advance / 0.6, 0.85 * text.lineHeight)
    var drawn = ""
    for (index, line) in text.lines.enumerated() where !line.isEmpty {
      let width = text.width(of: line)
      let x = text.isRightToLeft ? item.frame.x + item.frame.width - width : item.frame.x
      // The baseline: the line's band centred on the glyphs' x-height, about 0.35 of the size.
      let baseline = item.frame.y + (Double(index) + 0.5) * text.lineHeight + 0.35 * fontSize
      drawn +=
        "<text data-text-of=\"\(escapedMarkup(item.name))\" x=\"\(number(x))\" y=\"\(number(baseline))\" "
        + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"\(number(fontSize))\" "
        + "textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#111111\" "
        + "xml:space=\"preserve\">\(escapedMarkup(line))</text>\n"
    }
    return drawn
  }

  /// A label's place: its text's left edge and baseline, its font size, and the rectangle it
  /// covers (estimated: a character of Helvetica is about 0.6 of the font size wide, a line 1.2
  /// high).
  struct LabelPlace {
    let x: Double
    let baseline: Double
    let fontSize: Double
    let covered: LayoutRect

    init(x: Double, top: Double, fontSize: Double, characters: Int) {
      self.x = x
      self.baseline = top + fontSize
      self.fontSize = fontSize
      covered = LayoutRect(x: x, y: top, width: 0.6 * fontSize * Double(characters), height: 1.2 * fontSize)
    }

    /// Whether the two places' rectangles overlap.
    func overlaps(_ other: LabelPlace) -> Bool {
      covered.x < other.covered.x + other.covered.width && other.covered.x < covered.x + covered.width
        && covered.y < other.covered.y + other.covered.height && other.covered.y < covered.y + covered.height
    }
  }

  /// The labels of every item, placed so that they do not cover each other where it can be
  /// helped: views before guides, smaller boxes first (they have the least room), each at the
  /// first free place of: inside its box at the top-left, or the top-right (in a font that fits,
  /// 6 to 12 points; not for a text item, whose box holds its text), just above its box, just
  /// below it (9 points outside); when all are taken, the first of them.
  static func labels(_ items: [LayoutSnapshot.Item]) -> String {
    /// Guides last, then by area, then in the order of the file.
    func labelOrder(_ item: LayoutSnapshot.Item, _ index: Int) -> (Int, Double, Int) {
      (item.isLayoutGuide ? 1 : 0, abs(item.frame.width * item.frame.height), index)
    }
    var placed: [LabelPlace] = []
    var text = ""
    for item in items.enumerated().sorted(by: {
      labelOrder($0.element, $0.offset) < labelOrder($1.element, $1.offset)
    })
    .map(\.element) {
      let frame = item.frame
      let characters = max(item.name.count, 1)
      let fitting = min(12, (frame.width - 4) / (0.6 * Double(characters)), (frame.height - 2) / 1.2)
      var candidates: [LabelPlace] = []
      // A text item's box holds its text: its name goes outside.
      if fitting >= 6 && item.text == nil {
        candidates.append(
          LabelPlace(x: frame.x + 2, top: frame.y + 1, fontSize: fitting, characters: characters))
        let textWidth = 0.6 * fitting * Double(characters)
        candidates.append(
          LabelPlace(
            x: frame.x + frame.width - 2 - textWidth, top: frame.y + 1, fontSize: fitting,
            characters: characters))
      }
      candidates.append(
        LabelPlace(x: frame.x, top: frame.y - 1 - 1.2 * 9, fontSize: 9, characters: characters))
      candidates.append(
        LabelPlace(x: frame.x, top: frame.y + frame.height + 1, fontSize: 9, characters: characters))
      let place =
        candidates.first { candidate in !placed.contains { $0.overlaps(candidate) } } ?? candidates[0]
      placed.append(place)
      let color = item.isLayoutGuide ? "#b35f00" : "#0b2540"
      text +=
        "<text x=\"\(number(place.x))\" y=\"\(number(place.baseline))\" font-size=\"\(number(place.fontSize))\" "
        + "fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-opacity=\"0.8\" "
        + "paint-order=\"stroke\">\(escapedMarkup(item.name))</text>\n"
    }
    return text
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

}
