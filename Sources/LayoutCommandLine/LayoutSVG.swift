import SwiftLayout

/// `clayout --format svg`: the layout drawn at its size, in the root's coordinates (one SVG unit
/// is one point), with a margin around the root for the labels of items at its edges.
///
/// - The root: a white rectangle with a dark outline, its size written above it.
/// - Each view: a rectangle at its frame, filled with a blue that darkens with depth, outlined.
/// - Each guide: a dashed orange outline, not filled (a guide draws nothing in an app).
/// - What is wrong, marked: an item whose layout is ambiguous is hatched in red with a dashed red
///   outline; an item of a broken optional constraint has a thick amber outline; a legend under
///   the root says what each mark means and lists every ambiguity and broken constraint. Every
///   box has a `title` (the tooltip of a browser): its name, frame and problems.
/// - Each label: the item's name, where ``LabelPlacement`` finds room (inside its box in a font
///   that fits, else beside it), never over another name, another view's box or a line of text;
///   labels have a white halo, so that they read over edges. Names are XML-escaped.
/// - Each text item's text: its lines in a monospaced font, each stretched to exactly its
///   measured width (`textLength`: characters × advance), line k in the band k × lineHeight below
///   the box's top, from the box's left edge (its right edge when the item reads right to left).
///   Every line is a `text` element with `data-text-of` set to the item's name.
///
/// Every `rect` of an item carries `data-name` (its name) and x, y, width, height equal to its
/// frame; a marked one also `data-ambiguous` (the axes) or `data-broken` (the constraints), so
/// that tests and tools can read the boxes and the marks back.
enum LayoutSVG {
  /// The space around the root, in points: room for labels outside boxes at the edges.
  static let margin = 24.0
  /// The marks' colours: an ambiguous item's, a broken constraint's items'.
  static let ambiguousColor = "#c62828"
  static let brokenColor = "#ef8f00"
  /// The legend's line height and font size, in points.
  static let legendLine = 14.0
  static let legendFont = 10.0

  /// The title of `laidOut`'s drawing: the file's name, and `right to left` when it reads so.
  static func title(of laidOut: LaidOutLayout) -> String {
    laidOut.fileName + (laidOut.direction == .rightToLeft ? " · right to left" : "")
  }

  /// The SVG document.
  static func render(_ snapshot: LayoutSnapshot, title: String) -> String {
    let width = snapshot.rootSize.width
    let height = snapshot.rootSize.height
    let problems = Problems(snapshot)
    let legend = legendLines(problems, snapshot: snapshot)
    let heading = "\(title) · \(numberText(width)) × \(numberText(height))"
    // Room for the legend under the root, and for its longest line.
    let legendHeight = legend.isEmpty ? 0 : Double(legend.count) * legendLine + 8
    let legendWidth = legend.map { 0.6 * legendFont * Double($0.text.count) + 16 }.max() ?? 0
    let drawingWidth = max(width + 2 * margin, legendWidth + 2 * margin)
    let drawingHeight = height + 2 * margin + legendHeight
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(drawingWidth))" \
      height="\(number(drawingHeight))" viewBox="\(number(-margin)) \(number(-margin)) \
      \(number(drawingWidth)) \(number(drawingHeight))" \
      font-family="Helvetica, Arial, sans-serif">
      <title>\(escapedMarkup(title))</title>

      """
    if !problems.ambiguous.isEmpty {
      svg += """
        <defs><pattern id="ambiguous-hatch" width="6" height="6" patternUnits="userSpaceOnUse" \
        patternTransform="rotate(45)"><rect width="6" height="6" fill="#fde4e4"/>\
        <rect width="2.5" height="6" fill="\(ambiguousColor)" fill-opacity="0.45"/></pattern></defs>

        """
    }
    svg += """
      <rect data-name="root" x="0" y="0" width="\(number(width))" height="\(number(height))" \
      fill="#ffffff" stroke="#333333" stroke-width="1.5"/>
      <text x="0" y="-6" font-size="11" fill="#333333">\(escapedMarkup(heading))</text>

      """
    var lineRectangles: [LayoutRect] = []
    for item in snapshot.items {
      svg += box(item, problems: problems) + "\n"
      let (lines, rectangles) = textLines(item)
      svg += lines
      lineRectangles += rectangles
    }
    // The heading's own place: no label goes over it.
    let headingRectangle = LayoutRect(x: 0, y: -6 - 11, width: 0.6 * 11 * Double(heading.count), height: 14)
    svg += labels(
      snapshot.items, textLines: lineRectangles, reserved: [headingRectangle],
      bounds: LayoutRect(x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin))
    svg += legendText(legend, top: height + margin)
    svg += "</svg>\n"
    return svg
  }

  /// What is wrong with each item at the snapshot's size: the ambiguous items' axes and the broken
  /// constraints that name them.
  struct Problems {
    /// Item name → its ambiguities.
    var ambiguous: [String: [LayoutSnapshot.Ambiguity]] = [:]
    /// Item name → the broken constraints it is in (statement and miss).
    var broken: [String: [String]] = [:]

    init(_ snapshot: LayoutSnapshot) {
      for ambiguity in snapshot.ambiguities { ambiguous[ambiguity.item, default: []].append(ambiguity) }
      for constraint in snapshot.brokenConstraints {
        for item in constraint.items { broken[item, default: []].append(Self.text(of: constraint)) }
      }
    }

    /// `a.width == 250 @750 (c.layout:7) misses by 70`.
    static func text(of constraint: BrokenConstraint) -> String {
      "\(constraint.description) misses by \(numberText(constraint.amount))"
    }
  }

  /// The rectangle of `item`, with its tooltip.
  static func box(_ item: LayoutSnapshot.Item, problems: Problems) -> String {
    let frame = item.frame
    var attributes =
      "data-name=\"\(escapedMarkup(item.name))\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" "
      + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
    let ambiguities = problems.ambiguous[item.name] ?? []
    let broken = problems.broken[item.name] ?? []
    if !ambiguities.isEmpty {
      let axes = ambiguities.map { $0.isHorizontal ? "horizontal" : "vertical" }
      attributes += " data-ambiguous=\"\(axes.joined(separator: " "))\""
    }
    if !broken.isEmpty { attributes += " data-broken=\"\(escapedMarkup(broken.joined(separator: "; ")))\"" }
    let fill: String
    var stroke: String
    if item.isLayoutGuide {
      fill = "fill=\"none\""
      stroke = "stroke=\"#e07b00\" stroke-width=\"1\" stroke-dasharray=\"4 3\""
    } else {
      fill = "fill=\"\(self.fill(depth: item.depth))\" fill-opacity=\"0.85\""
      stroke = "stroke=\"#1f4e79\" stroke-width=\"1\""
    }
    var style = fill
    if !ambiguities.isEmpty {
      style = "fill=\"url(#ambiguous-hatch)\""
      stroke = "stroke=\"\(ambiguousColor)\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
    }
    if !broken.isEmpty { stroke = "stroke=\"\(brokenColor)\" stroke-width=\"2.5\"" }
    let tooltip =
      ([
        "\(item.name)\(item.isLayoutGuide ? " (guide)" : ""): x \(numberText(frame.x)), y \(numberText(frame.y)), "
          + "\(numberText(frame.width)) × \(numberText(frame.height))"
      ] + ambiguities.map(\.message) + broken.map { "broken: " + $0 }).joined(separator: "\n")
    return "<rect \(attributes) \(style) \(stroke)><title>\(escapedMarkup(tooltip))</title></rect>"
  }

  /// The lines of `item`'s text, one `text` element each (none for an item without text, and no
  /// element for an empty line), and the rectangles they cover. The font size makes a monospaced
  /// glyph about the advance wide (a glyph is about 0.6 of the size) and fits the line height;
  /// `textLength` then makes the line exactly as wide as the measurer says, whatever font the
  /// viewer has.
  static func textLines(_ item: LayoutSnapshot.Item) -> (svg: String, covered: [LayoutRect]) {
    guard let text = item.text, text.lineHeight > 0, text.advance > 0 else { return ("", []) }
    let fontSize = min(text.advance / 0.6, 0.85 * text.lineHeight)
    var drawn = ""
    var covered: [LayoutRect] = []
    for (index, line) in text.lines.enumerated() where !line.isEmpty {
      let width = text.width(of: line)
      let x = text.isRightToLeft ? item.frame.x + item.frame.width - width : item.frame.x
      let top = item.frame.y + Double(index) * text.lineHeight
      covered.append(LayoutRect(x: x, y: top, width: width, height: text.lineHeight))
      // The baseline: the line's band centred on the glyphs' x-height, about 0.35 of the size.
      let baseline = top + 0.5 * text.lineHeight + 0.35 * fontSize
      drawn +=
        "<text data-text-of=\"\(escapedMarkup(item.name))\" x=\"\(number(x))\" y=\"\(number(baseline))\" "
        + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"\(number(fontSize))\" "
        + "textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#111111\" "
        + "xml:space=\"preserve\">\(escapedMarkup(line))</text>\n"
    }
    return (drawn, covered)
  }

  /// The labels of every item that has room for one (``LabelPlacement``), each a `text` element
  /// with `data-label-of` set to the item's name.
  static func labels(
    _ items: [LayoutSnapshot.Item], textLines: [LayoutRect], reserved: [LayoutRect], bounds: LayoutRect
  ) -> String {
    let placement = LabelPlacement(items: items, textLines: textLines, reserved: reserved, bounds: bounds)
    var text = ""
    for (item, place) in zip(items, placement.places) {
      guard let place else { continue }
      let color = item.isLayoutGuide ? "#b35f00" : "#0b2540"
      text +=
        "<text data-label-of=\"\(escapedMarkup(item.name))\" x=\"\(number(place.x))\" "
        + "y=\"\(number(place.baseline))\" font-size=\"\(number(place.fontSize))\" fill=\"\(color)\" "
        + "stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-opacity=\"0.8\" paint-order=\"stroke\">"
        + "\(escapedMarkup(item.name))</text>\n"
    }
    return text
  }

  /// One line of the legend: its swatch's fill and stroke (nil for a heading) and its text.
  struct LegendLine {
    let swatch: (fill: String, stroke: String)?
    let text: String
  }

  /// The legend: a line per kind of mark with a swatch, then each ambiguity and broken constraint;
  /// none for a layout without problems.
  static func legendLines(_ problems: Problems, snapshot: LayoutSnapshot) -> [LegendLine] {
    var lines: [LegendLine] = []
    if !snapshot.ambiguities.isEmpty {
      lines.append(
        LegendLine(
          swatch: ("url(#ambiguous-hatch)", ambiguousColor),
          text: "ambiguous: its constraints do not determine its frame (the engine chose one)"))
      lines += snapshot.ambiguities.map { LegendLine(swatch: nil, text: "  " + $0.message) }
    }
    if !snapshot.brokenConstraints.isEmpty {
      lines.append(
        LegendLine(
          swatch: ("none", brokenColor), text: "in a broken optional constraint: a stronger one wins over it")
      )
      lines += snapshot.brokenConstraints.map { LegendLine(swatch: nil, text: "  " + Problems.text(of: $0)) }
    }
    return lines
  }

  /// The legend's elements, its first line's top at `top`.
  static func legendText(_ lines: [LegendLine], top: Double) -> String {
    var text = ""
    for (index, line) in lines.enumerated() {
      let y = top + Double(index) * legendLine
      if let swatch = line.swatch {
        text +=
          "<rect data-legend=\"swatch\" x=\"0\" y=\"\(number(y + 2))\" width=\"12\" height=\"9\" "
          + "fill=\"\(swatch.fill)\" stroke=\"\(swatch.stroke)\" stroke-width=\"1.5\"/>\n"
      }
      text +=
        "<text data-legend=\"\(line.swatch == nil ? "entry" : "kind")\" x=\"16\" "
        + "y=\"\(number(y + legendFont))\" font-size=\"\(number(legendFont))\" fill=\"#222222\" "
        + "xml:space=\"preserve\">\(escapedMarkup(line.text))</text>\n"
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
