import Foundation
import FoundationXML
import SwiftLayout
import Testing

@testable import LayoutCommandLine

/// Reads the `rect` elements of an SVG document with their attributes.
final class RectangleReader: NSObject, XMLParserDelegate {
  var rectangles: [[String: String]] = []
  var texts: [String] = []
  private var text: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    if elementName == "rect" { rectangles.append(attributes) }
    if elementName == "text" { text = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "text", let text {
      texts.append(text)
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
    let boxes = Dictionary(uniqueKeysWithValues: reader.rectangles.map { ($0["data-name"] ?? "", $0) })
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
