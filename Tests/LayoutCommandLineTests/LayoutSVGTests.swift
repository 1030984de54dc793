import Foundation
import FoundationXML
import SwiftLayout
import Testing

@testable import LayoutCommandLine

/// Reads the `rect` elements of an SVG document with their attributes, and its `text` elements
/// (their characters, and the attributes of those that draw an item's text).
final class RectangleReader: NSObject, XMLParserDelegate {
  var rectangles: [[String: String]] = []
  var texts: [String] = []
  /// The `text` elements with `data-label-of` (items' names): their attributes.
  var labels: [[String: String]] = []
  /// The `text` elements with `data-text-of`: their attributes and their characters.
  var textLines: [(attributes: [String: String], line: String)] = []
  private var text: String?
  private var attributes: [String: String] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    if elementName == "rect" { rectangles.append(attributes) }
    if elementName == "text" {
      text = ""
      self.attributes = attributes
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "text", let text {
      texts.append(text)
      if attributes["data-text-of"] != nil { textLines.append((attributes, text)) }
      if attributes["data-label-of"] != nil { labels.append(attributes) }
      self.text = nil
    }
  }
}

/// `clayout --format svg`: well-formed XML whose boxes are at the frames, guides dashed.
@Suite("SVG output")
struct LayoutSVGTests {
  @Test("Well-formed, one box per item at its frame, guides dashed, names escaped")
  func boxes() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view card {
        guide column
        view a_b
        H:|-5-[column]-5-|
        V:|[column]|
        H:|[a_b(40)]
        V:|[a_b(10)]
      }
      H:|-10-[card]-10-|
      V:|-20-[card]-20-|
      """, name: "a&b.layout")
    let run = runClayout([path, "--format", "svg"])
    #expect(run.status == 0)
    let parser = XMLParser(data: Data(run.standardOutput.utf8))
    let reader = RectangleReader()
    parser.delegate = reader
    #expect(parser.parse())
    let boxes = Dictionary(
      uniqueKeysWithValues: reader.rectangles.compactMap { rect in rect["data-name"].map { ($0, rect) } })
    // root 200 × 100; card 10 in and 20 down; column 5 inside card; a_b at card's corner, 40 × 10.
    let expected: [String: [String]] = [
      "root": ["0", "0", "200", "100"], "card": ["10", "20", "180", "60"],
      "column": ["15", "20", "170", "60"],
      "a_b": ["10", "20", "40", "10"],
    ]
    #expect(boxes.count == 4)
    for (name, geometry) in expected {
      let box = try #require(boxes[name])
      #expect([box["x"], box["y"], box["width"], box["height"]] == geometry.map { Optional($0) }, "\(name)")
    }
    #expect(boxes["column"]?["stroke-dasharray"] != nil)
    #expect(boxes["column"]?["fill"] == "none")
    #expect(boxes["card"]?["stroke-dasharray"] == nil)
    // The title (the file name, its & escaped in the text) and every name are drawn.
    #expect(run.standardOutput.contains("a&amp;b.layout"))
    #expect(reader.texts.contains("card"))
    #expect(reader.texts.contains("column"))
    #expect(reader.texts.contains("a_b"))
    #expect(reader.textLines.isEmpty)
  }

  @Test("A text item's lines are drawn in its box, each as wide as the measurer says")
  func textLines() throws {
    let file = """
      clayout 1
      size: width 240, height 300
      view title { text: "A long text wraps at spaces in a narrow column\\nand starts a new line here" }
      view note { text: "ok  then"; font: advance 10, lineHeight 24 }
      H:|-10-[title]-10-|
      H:|-10-[note]
      V:|-10-[title]-8-[note]
      """
    for rightToLeft in [false, true] {
      let path = try writeLayoutFile(file, name: "text.layout")
      let run = runClayout([path, "--format", "svg"] + (rightToLeft ? ["--rtl"] : []))
      #expect(run.status == 0, "\(run.standardError)")
      let reader = RectangleReader()
      let parser = XMLParser(data: Data(run.standardOutput.utf8))
      parser.delegate = reader
      #expect(parser.parse())
      // By hand: title 220 wide at (10, 10), 27 characters a line of 8: "A long text wraps at
      // spaces" (27), "in a narrow column" (18), then the second paragraph's "and starts a new line
      // here" (26): 3 lines of 20, so note is at 10 + 60 + 8 = 78, "ok then" (runs of spaces as one:
      // 7 characters of 10, one line of 24). In right to left the boxes mirror: title at
      // 240 - 10 - 220 = 10 still, note at 240 - 10 - 70 = 160; each line ends at its box's right.
      let lines = reader.textLines.map(\.line)
      #expect(
        lines == [
          "A long text wraps at spaces", "in a narrow column", "and starts a new line here", "ok then",
        ])
      guard reader.textLines.count == 4 else { continue }
      let expected: [(name: String, x: Double, lineTop: Double, lineHeight: Double, width: Double)] = [
        ("title", rightToLeft ? 230 - 216 : 10, 10, 20, 216),
        ("title", rightToLeft ? 230 - 144 : 10, 30, 20, 144),
        ("title", rightToLeft ? 230 - 208 : 10, 50, 20, 208),
        ("note", rightToLeft ? 230 - 70 : 10, 78, 24, 70),
      ]
      for (drawn, line) in zip(reader.textLines, expected) {
        let attributes = drawn.attributes
        #expect(attributes["data-text-of"] == line.name)
        #expect(attributes["x"].flatMap(Double.init) == line.x, "\(drawn.line) x, rtl \(rightToLeft)")
        #expect(attributes["textLength"].flatMap(Double.init) == line.width, "\(drawn.line)")
        #expect(attributes["lengthAdjust"] == "spacingAndGlyphs")
        // The baseline is inside the line's band.
        let baseline = try #require(attributes["y"].flatMap(Double.init))
        #expect(baseline > line.lineTop && baseline < line.lineTop + line.lineHeight, "\(drawn.line)")
      }
      // A text item's name goes outside its box (its box holds its text).
      #expect(reader.texts.contains("title"))
    }
  }
}

extension LayoutSVGTests {
  /// The rectangle a name covers, as ``LabelPlacement`` estimates it from its attributes.
  static func labelRectangle(_ label: [String: String]) -> LayoutRect? {
    guard let x = label["x"].flatMap(Double.init), let baseline = label["y"].flatMap(Double.init),
      let size = label["font-size"].flatMap(Double.init), let name = label["data-label-of"]
    else { return nil }
    return LayoutRect(x: x, y: baseline - size, width: 0.6 * size * Double(name.count), height: 1.2 * size)
  }

  static func overlap(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > 0.01
      && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > 0.01
  }

  @Test("Ambiguous items hatched and broken constraints outlined, with a legend and tooltips")
  func problems() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view fixed
      view loose
      H:|-10-[fixed(<=60)]
      V:|-10-[fixed(20)]
      fixed.width == 90 @750 "wide"
      loose.width == 30; loose.height == 30; loose.top == root.top + 50
      """, name: "problems.layout")
    let run = runClayout([path, "--format", "svg"])
    #expect(run.status == 0)
    let reader = RectangleReader()
    let parser = XMLParser(data: Data(run.standardOutput.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    let boxes = Dictionary(
      uniqueKeysWithValues: reader.rectangles.compactMap { rect in rect["data-name"].map { ($0, rect) } })
    // loose: nothing places it across (horizontally ambiguous); fixed: at most 60 wide, so its
    // wish for 90 (line 7) misses by 30.
    #expect(boxes["loose"]?["data-ambiguous"] == "horizontal")
    #expect(boxes["loose"]?["fill"] == "url(#ambiguous-hatch)")
    #expect(boxes["fixed"]?["data-ambiguous"] == nil)
    #expect(boxes["fixed"]?["data-broken"] == "fixed.width == 90 @750 \"wide\" (\(path):7) misses by 30")
    #expect(boxes["loose"]?["data-broken"] == nil)
    // The legend says what each mark means and lists both problems.
    #expect(reader.texts.contains { $0.hasPrefix("ambiguous: ") })
    #expect(reader.texts.contains("  loose: horizontal position is ambiguous"))
    #expect(reader.texts.contains { $0.hasPrefix("in a broken optional constraint") })
    #expect(reader.texts.contains("  fixed.width == 90 @750 \"wide\" (\(path):7) misses by 30"))
    // A layout without problems has no legend.
    let clean = try writeLayoutFile("clayout 1\nsize: width 100, height 50\nview a\nH:|[a]|\nV:|[a]|\n")
    #expect(!runClayout([clean, "--format", "svg"]).standardOutput.contains("data-legend"))
  }

  @Test("Names cover no other name, no text and no box but their own and their ancestors'")
  func labelsClear() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 240, height 160
      stack row {
        spacing: 4
        view first { intrinsicContentSize: width 50, height 30 }
        view second { intrinsicContentSize: width 70, height 30 }
      }
      H:|-10-[row]
      V:|-10-[row]
      view note { text: "Every name keeps off the lines of this text"; font: advance 8, lineHeight 20 }
      H:|-10-[note(160)]
      V:[row]-10-[note]
      """, name: "labels.layout")
    let run = runClayout([path, "--format", "svg"])
    #expect(run.status == 0)
    let reader = RectangleReader()
    let parser = XMLParser(data: Data(run.standardOutput.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    var frames: [String: LayoutRect] = [:]
    for rect in reader.rectangles {
      guard let name = rect["data-name"], name != "root", let x = rect["x"].flatMap(Double.init),
        let y = rect["y"].flatMap(Double.init), let width = rect["width"].flatMap(Double.init),
        let height = rect["height"].flatMap(Double.init)
      else { continue }
      frames[name] = LayoutRect(x: x, y: y, width: width, height: height)
    }
    // By hand: row (a stack) at (10, 10), 124 × 30: first (10, 10, 50 × 30), second 4 after it
    // (64, 10, 70 × 30); row fits them exactly, so a name inside row's box would cover a child.
    #expect(frames["row"] == LayoutRect(x: 10, y: 10, width: 124, height: 30))
    #expect(frames["second"] == LayoutRect(x: 64, y: 10, width: 70, height: 30))
    let labels = reader.labels.compactMap { label in
      Self.labelRectangle(label).map { (name: label["data-label-of"] ?? "", rect: $0) }
    }
    // Every item has room for its name here.
    #expect(Set(labels.map(\.name)) == ["row", "first", "second", "note"])
    let parents = ["first": "row", "second": "row"]
    let textRectangles = reader.textLines.compactMap { line -> LayoutRect? in
      guard let x = line.attributes["x"].flatMap(Double.init),
        let y = line.attributes["y"].flatMap(Double.init),
        let width = line.attributes["textLength"].flatMap(Double.init)
      else { return nil }
      // The line's band, 20 high: its baseline is 10 + 0.35 of the font (8 / 0.6) below its top.
      return LayoutRect(x: x, y: y - 10 - 0.35 * 8 / 0.6, width: width, height: 20)
    }
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] {
        #expect(!Self.overlap(label.rect, other.rect), "\(label.name) over \(other.name)")
      }
      for line in textRectangles { #expect(!Self.overlap(label.rect, line), "\(label.name) over the text") }
      for (name, frame) in frames where name != label.name && name != parents[label.name] {
        #expect(!Self.overlap(label.rect, frame), "\(label.name)'s name over \(name)'s box")
      }
    }
  }
}

/// `clayout --format html`: the page embeds the layout at the grid of sizes around the file's.
@Suite("HTML output")
struct LayoutHTMLTests {
  @Test("11 widths from 50% to 150% of the size, at its height, and the page holds each")
  func grid() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 200, height 100\nview a\nH:|-10-[a]-10-|\nV:|[a(20)]\n")
    let run = runClayout([path, "--format", "html"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("<!DOCTYPE html>"))
    // 50% … 150% of 200 in tens: 100, 120, …, 300, all at the height 100.
    #expect(PageSizes.widthPercents == [50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150])
    #expect(
      PageSizes.sizes(around: LayoutSize(width: 200, height: 100))
        == stride(from: 100.0, through: 300, by: 20).map { LayoutSize(width: $0, height: 100) })
    // The narrowest page: a is 10 in from 100's sides, 80 wide; the widest, 280.
    #expect(run.standardOutput.contains("\"width\":80"))
    #expect(run.standardOutput.contains("\"width\":280"))
  }
}
