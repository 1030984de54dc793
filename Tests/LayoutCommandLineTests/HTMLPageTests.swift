import Foundation
import LayoutCommandLine
import SwiftLayout
import Testing

/// The HTML page of `clayout --format html`, read as text: its embedded frames, its escaping and
/// its slider. (Tests/Browser/ checks the page's drawing and slider in a real Chromium.)
@Suite("HTML page")
struct HTMLPageTests {
  // MARK: - Reading a page back

  /// The embedded JSON's schema (docs/html-page.md), numbers optional because a non-finite one is
  /// written `null`.
  private struct PageData: Decodable {
    struct Size: Decodable {
      let width: Double?
      let height: Double?
    }
    struct Rect: Decodable {
      let x: Double?
      let y: Double?
      let width: Double?
      let height: Double?
    }
    struct Item: Decodable {
      let name: String
      let parentName: String
      let depth: Int
      let isLayoutGuide: Bool
      let frame: Rect
      let frameInParent: Rect
      let text: Text?
    }
    struct Text: Decodable {
      let lines: [String]
      let advance: Double
      let lineHeight: Double
      let isRightToLeft: Bool
    }
    struct Snapshot: Decodable {
      let rootSize: Size
      let items: [Item]
    }
    let title: String
    let snapshots: [Snapshot]
  }

  private struct PageReadError: Error, CustomStringConvertible {
    let description: String
  }

  private static let dataStart = "<script type=\"application/json\" id=\"clayout-data\">"

  /// The text of the page's JSON element: from its start tag to the next `</script>`, which is
  /// where an HTML parser ends it.
  private static func embeddedText(_ page: String) throws -> Substring {
    guard let start = page.range(of: dataStart) else {
      throw PageReadError(description: "no clayout-data script element in the page")
    }
    guard let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else {
      throw PageReadError(description: "the clayout-data script element is not closed")
    }
    return page[start.upperBound..<end.lowerBound]
  }

  private static func embeddedData(_ page: String) throws -> PageData {
    try JSONDecoder().decode(PageData.self, from: Data(embeddedText(page).utf8))
  }

  /// The snapshots the embedded data describes (a `null` number read as NaN).
  private static func snapshots(of data: PageData) -> [LayoutSnapshot] {
    func rect(_ rect: PageData.Rect) -> LayoutRect {
      LayoutRect(
        x: rect.x ?? .nan, y: rect.y ?? .nan, width: rect.width ?? .nan, height: rect.height ?? .nan)
    }
    return data.snapshots.map { snapshot in
      LayoutSnapshot(
        rootSize: LayoutSize(
          width: snapshot.rootSize.width ?? .nan, height: snapshot.rootSize.height ?? .nan),
        items: snapshot.items.map { item in
          LayoutSnapshot.Item(
            name: item.name, parentName: item.parentName, depth: item.depth,
            isLayoutGuide: item.isLayoutGuide, frame: rect(item.frame),
            frameInParent: rect(item.frameInParent),
            text: item.text.map {
              LayoutSnapshot.Text(
                lines: $0.lines, advance: $0.advance, lineHeight: $0.lineHeight,
                isRightToLeft: $0.isRightToLeft)
            })
        })
    }
  }

  /// How many times `needle` occurs in `text`, not overlapping.
  private static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  // MARK: - Snapshots by hand

  /// A card 10 in from the root's sides and 20 from its top, 40 high; a guide 5 inside the card.
  private static func cardSnapshot(width: Double, height: Double, cardName: String = "card")
    -> LayoutSnapshot
  {
    LayoutSnapshot(
      rootSize: LayoutSize(width: width, height: height),
      items: [
        LayoutSnapshot.Item(
          name: cardName, parentName: "root", depth: 1, isLayoutGuide: false,
          frame: LayoutRect(x: 10, y: 20, width: width - 20, height: 40),
          frameInParent: LayoutRect(x: 10, y: 20, width: width - 20, height: 40)),
        LayoutSnapshot.Item(
          name: "column", parentName: cardName, depth: 2, isLayoutGuide: true,
          frame: LayoutRect(x: 15, y: 20, width: width - 30, height: 40),
          frameInParent: LayoutRect(x: 5, y: 0, width: width - 30, height: 40)),
      ])
  }

  // MARK: - Tests

  @Test("The embedded frames read back equal to the snapshots, sorted by width then height")
  func embeddedDataRoundTrips() throws {
    // Fractions that have no short decimal form (1/3, 0.1 + 0.2) must read back as the same Double.
    let third = LayoutSnapshot(
      rootSize: LayoutSize(width: 100.0 / 3.0, height: 0.1 + 0.2),
      items: [
        LayoutSnapshot.Item(
          name: "a", parentName: "root", depth: 1, isLayoutGuide: false,
          frame: LayoutRect(x: 1.0 / 3.0, y: -2.5, width: 1e-7, height: 123_456_789.125),
          frameInParent: LayoutRect(x: 1.0 / 3.0, y: -2.5, width: 1e-7, height: 123_456_789.125)),
        // A text item: its lines (with an empty one, and markup to escape) read back whole.
        LayoutSnapshot.Item(
          name: "label", parentName: "root", depth: 1, isLayoutGuide: false,
          frame: LayoutRect(x: 0, y: 0, width: 80, height: 60),
          frameInParent: LayoutRect(x: 0, y: 0, width: 80, height: 60),
          text: LayoutSnapshot.Text(
            lines: ["a <b> & c", "", "d\u{2028}"], advance: 8, lineHeight: 20, isRightToLeft: true)),
      ])
    let wide = Self.cardSnapshot(width: 400, height: 300)
    let narrowTall = Self.cardSnapshot(width: 200, height: 500)
    let narrowShort = Self.cardSnapshot(width: 200, height: 100)
    let page = HTMLPage.render(title: "Card", snapshots: [wide, narrowTall, third, narrowShort])
    let data = try Self.embeddedData(page)
    #expect(data.title == "Card")
    // By width (33.3, 200, 200, 400), the two of width 200 by height (100 before 500).
    #expect(Self.snapshots(of: data) == [third, narrowShort, narrowTall, wide])
  }

  @Test("Equal sizes keep the order they were given in")
  func equalSizesKeepTheirOrder() throws {
    let first = Self.cardSnapshot(width: 300, height: 200, cardName: "first")
    let second = Self.cardSnapshot(width: 300, height: 200, cardName: "second")
    let page = HTMLPage.render(title: "Twice", snapshots: [first, second])
    #expect(Self.snapshots(of: try Self.embeddedData(page)) == [first, second])
  }

  @Test("Names and the title with <, &, quotes and </script> are escaped, and read back whole")
  func namesAreEscaped() throws {
    let hostile = "</script><script>alert(\"x&y\")</script> 'a' \\ <!-- \u{2028}"
    let snapshot = Self.cardSnapshot(width: 320, height: 200, cardName: hostile)
    let title = "<b>Title</b> & \"quotes\" 'too'"
    let page = HTMLPage.render(title: title, snapshots: [snapshot])

    // The page's own two script elements are the only ones it closes or opens.
    #expect(Self.occurrences(of: "</script", in: page.lowercased()) == 2)
    #expect(Self.occurrences(of: "<script", in: page.lowercased()) == 2)
    #expect(!page.contains("<!--"))
    // The embedded JSON holds none of <, > and & at all, so nothing in it can end the element.
    let embedded = try Self.embeddedText(page)
    #expect(!embedded.contains("<") && !embedded.contains(">") && !embedded.contains("&"))
    #expect(!embedded.contains("\u{2028}"))
    // The title, as an element's text: every special character as a character reference.
    let escapedTitle = "&lt;b&gt;Title&lt;/b&gt; &amp; &quot;quotes&quot; &#39;too&#39;"
    #expect(page.contains("<title>\(escapedTitle)</title>"))
    #expect(page.contains("<h1>\(escapedTitle)</h1>"))
    #expect(!page.contains("<b>"))
    // What the script reads is the names and the title exactly as given.
    let data = try Self.embeddedData(page)
    #expect(data.title == title)
    #expect(data.snapshots[0].items.map(\.name) == [hostile, "column"])
    #expect(data.snapshots[0].items.map(\.parentName) == ["root", hostile])
  }

  @Test("One snapshot gives a slider of one position")
  func oneSnapshotGivesOnePosition() throws {
    let page = HTMLPage.render(title: "Once", snapshots: [Self.cardSnapshot(width: 320, height: 200)])
    // The slider runs from 0 to 0, and is disabled: there is nothing to move to.
    #expect(
      page.contains(
        "<input type=\"range\" id=\"width-slider\" min=\"0\" max=\"0\" step=\"1\" value=\"0\" disabled>"))
    let data = try Self.embeddedData(page)
    #expect(data.snapshots.count == 1)
    #expect(data.snapshots[0].rootSize.width == 320 && data.snapshots[0].rootSize.height == 200)
  }

  @Test("Three snapshots give a slider of three positions, enabled, at the middle one")
  func threeSnapshotsGiveThreePositions() {
    let sizes = [(300.0, 200.0), (320, 200), (340, 200)]
    let page = HTMLPage.render(
      title: "Thrice", snapshots: sizes.map { Self.cardSnapshot(width: $0.0, height: $0.1) })
    #expect(
      page.contains(
        "<input type=\"range\" id=\"width-slider\" min=\"0\" max=\"2\" step=\"1\" value=\"1\">"))
  }

  @Test("A non-finite frame is written null, so the data stays JSON")
  func nonFiniteNumbersAreNull() throws {
    let snapshot = LayoutSnapshot(
      rootSize: LayoutSize(width: 100, height: 100),
      items: [
        LayoutSnapshot.Item(
          name: "lost", parentName: "root", depth: 1, isLayoutGuide: false,
          frame: LayoutRect(x: .nan, y: 0, width: .infinity, height: -.infinity),
          frameInParent: LayoutRect(x: 0, y: 0, width: 10, height: 10))
      ])
    let page = HTMLPage.render(title: "Lost", snapshots: [snapshot])
    let frame = try Self.embeddedData(page).snapshots[0].items[0].frame
    #expect(frame.x == nil && frame.y == 0 && frame.width == nil && frame.height == nil)
    #expect(try Self.embeddedText(page).contains("\"frame\":{\"x\":null,\"y\":0.0,\"width\":null"))
  }

  @Test("No snapshot gives a page with the default title and a disabled slider")
  func noSnapshot() throws {
    let page = HTMLPage.render(title: "", snapshots: [])
    #expect(try Self.embeddedData(page).snapshots.isEmpty)
    #expect(page.contains("<title>Layout</title>"))
    #expect(page.contains("max=\"0\" step=\"1\" value=\"0\" disabled>"))
  }

  @Test("The page loads nothing: no URL, no external script, style or image")
  func selfContained() {
    let page = HTMLPage.render(title: "Card", snapshots: [Self.cardSnapshot(width: 320, height: 200)])
    for reference in ["http:", "https:", "src=", "href=", "@import", "url("] {
      #expect(!page.contains(reference), "the page refers to something outside it: \(reference)")
    }
  }
}
