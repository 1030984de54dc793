import Foundation
import LayoutCommandLine
import Testing

/// `clayout --format json`: the document decodes with the schema's own types, and its values are
/// the ones derived by hand.
@Suite("JSON output")
struct LayoutJSONTests {
  @Test("The schema, the root, the items with both frames, and the diagnostics")
  func document() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view card {
        guide column
        H:|-5-[column]-5-|
        V:|[column]|
      }
      H:|-10-[card]-10-|
      V:|-20-[card]-20-|
      card.width == 250 @750
      view loose
      """)
    let run = runClayout([path, "--format", "json", "--rtl"])
    #expect(run.status == 0)
    let document = try JSONDecoder().decode(LayoutJSON.self, from: Data(run.standardOutput.utf8))
    #expect(document.schema == "clayout-layout/1")
    #expect(document.file == path)
    #expect(document.rootSize == LayoutJSON.Size(width: 200, height: 100))
    #expect(document.sizeSource == "file")
    #expect(document.direction == "rightToLeft")
    #expect(document.scale == nil)
    #expect(document.items.map(\.name) == ["card", "column", "loose"])
    #expect(document.items.map(\.parent) == ["root", "card", "root"])
    #expect(document.items.map(\.depth) == [1, 2, 1])
    #expect(document.items.map(\.guide) == [false, true, false])
    // Symmetric margins: right to left gives the same frames as left to right.
    #expect(document.items[0].frame == LayoutJSON.Frame(x: 10, y: 20, width: 180, height: 60))
    #expect(document.items[1].frame == LayoutJSON.Frame(x: 15, y: 20, width: 170, height: 60))
    #expect(document.items[1].frameInParent == LayoutJSON.Frame(x: 5, y: 0, width: 170, height: 60))
    // loose has no constraint: both axes free, position and size.
    #expect(document.ambiguities.map(\.item) == ["loose", "loose"])
    #expect(document.ambiguities.map(\.axis) == ["horizontal", "vertical"])
    #expect(document.ambiguities.allSatisfy { $0.position && $0.size })
    // The wish for 250 gives way to 200 - 20: it misses by 70, on line 10.
    #expect(document.brokenConstraints.count == 1)
    #expect(document.brokenConstraints[0].line == 10)
    #expect(document.brokenConstraints[0].priority == 750)
    #expect(document.brokenConstraints[0].amount == 70)
    #expect(document.brokenConstraints[0].constraint.hasPrefix("card.width == 250 @750"))
  }

  @Test("An item's identifier is in its entry; absent without one")
  func identifiers() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 10, height 10\nview a { identifier: \"k4A-Rp-76R\" }\nview b\nH:|[a][b]|\nV:|[a]|\nV:|[b]|\na.width == b.width\n"
    )
    let run = runClayout([path, "--format", "json"])
    #expect(run.status == 0)
    let document = try JSONDecoder().decode(LayoutJSON.self, from: Data(run.standardOutput.utf8))
    #expect(document.items.map(\.identifier) == ["k4A-Rp-76R", nil])
    // The key is left out for an item without one, as a new field of /1 may be.
    let entries = run.standardOutput.components(separatedBy: "\"identifier\"").count - 1
    #expect(entries == 1)
  }

  @Test("Full precision, sorted keys, the scale when given")
  func precisionAndScale() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 300, height 100\nview a\nH:|[a]\na.width == root.width / 3\nV:|[a(10)]\n")
    let run = runClayout([path, "--format", "json"])
    let document = try JSONDecoder().decode(LayoutJSON.self, from: Data(run.standardOutput.utf8))
    #expect(document.items[0].frame.width == 100)
    let third = try writeLayoutFile(
      "clayout 1\nsize: width 100, height 100\nview a\nH:|[a]\na.width == root.width / 3\nV:|[a(10)]\n")
    let thirdDocument = try JSONDecoder().decode(
      LayoutJSON.self, from: Data(runClayout([third, "--format", "json"]).standardOutput.utf8))
    // A third of 100 to the solver's last bits, not the table's 6 decimals.
    #expect(abs(thirdDocument.items[0].frame.width - 100.0 / 3) < 1e-12)
    #expect(runClayout([third]).standardOutput.contains(" 33.333333 "))
    // Sorted keys: `ambiguities` comes first, `schema` after `rootSize`.
    #expect(run.standardOutput.hasPrefix("{\n  \"ambiguities\" : [\n\n  ],\n  \"brokenConstraints\""))
    let scaled = try JSONDecoder().decode(
      LayoutJSON.self,
      from: Data(runClayout([third, "--format", "json", "--scale", "2"]).standardOutput.utf8))
    #expect(scaled.scale == 2)
    // 33.33… rounds to the half-point 33.5.
    #expect(scaled.items[0].frame.width == 33.5)
  }
}
