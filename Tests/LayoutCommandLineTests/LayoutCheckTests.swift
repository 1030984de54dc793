import Testing

@testable import LayoutCommandLine

/// `clayout check FILE`: compiler-style messages and the exit codes 0 (clean), 1 (problems) and
/// 2 (unreadable input, bad arguments).
@Suite("clayout check")
struct LayoutCheckTests {
  @Test("A clean file: nothing printed, exit 0")
  func clean() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 200, height 100\nview a\nH:|-10-[a]-10-|\nV:|-10-[a]-10-|\n")
    let run = runClayout(["check", path])
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.isEmpty)
  }

  @Test("Parse errors with their line and column: exit 1")
  func parseErrors() throws {
    let path = try writeLayoutFile("clayout 1\nview a\na.left == 10\nb.top == a.top\n")
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    // Both errors of the one pass: the type error on line 3, the unknown name b on line 4.
    #expect(run.standardOutput.contains("\(path):3:"))
    #expect(run.standardOutput.contains("\(path):4:1: error: "))
  }

  @Test("A conflict: the constraint that cannot hold and each of its conflict set, by line")
  func conflict() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 200, height 100\nview a\na.width == 80\na.width >= 100\nH:|[a]\nV:|[a(10)]\n")
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("\(path):5:1: error: "))
    // Each place said once: at the start of the line, not again after the constraint.
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "\(path):5:1: error: the constraint a.width >= 100 cannot hold: it conflicts with 1 required "
          + "constraint (in the notes)",
        "\(path):4:1: note: conflicting constraint: a.width == 80",
      ])
  }

  @Test("No message quotes megabytes: a 5 MB name is cut wherever a message names it")
  func longName() throws {
    // The name's first 100 and last 50 bytes are kept around the count of the 5 MiB - 150 left
    // out (`nameDescription`); the item is declared on line 3, its name at column 6.
    let size = 5 << 20
    let name = "v" + String(repeating: "n", count: size - 1)
    let shown =
      "v" + String(repeating: "n", count: 99) + " [\u{2026}\(size - 150) bytes left out\u{2026}] "
      + String(repeating: "n", count: 50)
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 200, height 100\nview \(name)\n\(name).width == 10\n\(name).width == 10 @750\n")
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.utf8.count < 1000 })
    #expect(lines.count == 4)
    guard lines.count == 4 else { return }
    #expect(lines[0] == "\(path):3:6: error: \(shown): horizontal position is ambiguous")
    #expect(lines[1] == "\(path):3:6: error: \(shown): vertical position and size are ambiguous")
    // Either width alone holds the width at 10: each has no effect.
    #expect(lines[2].hasPrefix("\(path):4:1: warning: constraint \(shown).width == 10 has no effect: "))
    #expect(lines[3].hasPrefix("\(path):5:1: warning: constraint \(shown).width == 10 @750 has no effect: "))
  }

  @Test("Ambiguity per item and axis at the item's declaration; broken and ineffective constraints")
  func warnings() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view a
      view free
      H:|-10-[a]-10-|
      V:|-10-[a(20)]
      a.width == 250 @750
      a.height == 20
      free.left == root.left
      """)
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    // free (line 4, name at column 6): its left is pinned but its width is not; its top and
    // height are free. a's width is 180 (200 - 20), so the wish for 250 misses by 70. a.height
    // == 20 on line 8 repeats the format's a(20) on line 6: either alone has no effect. Each
    // message gives the constraint's place once, at its start.
    #expect(
      lines == [
        "\(path):4:6: error: free: horizontal size is ambiguous",
        "\(path):4:6: error: free: vertical position and size are ambiguous",
        "\(path):7:1: warning: optional constraint a.width == 250 @750 does not hold: it misses by 70 "
          + "at 200 × 100",
        "\(path):6:1: warning: constraint a.height == 20 has no effect: without it no frame changes "
          + "at 200 × 100, 100 × 100, 300 × 100, 200 × 50, 200 × 150",
        "\(path):8:1: warning: constraint a.height == 20 has no effect: without it no frame changes "
          + "at 200 × 100, 100 × 100, 300 × 100, 200 × 50, 200 × 150",
      ])
  }

  @Test("An edge placed twice, read in two directions: the error names both, the warnings point at it")
  func edgePlacedTwice() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 300, height 100
      view box { layoutDirection: rightToLeft }
      box.leading == root.leading + 20
      root.trailing == box.trailing + 20
      V:|-10-[box(20)]
      """)
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    // Line 4 reads leading in the box's direction (right to left): its right edge at 300 - 20.
    // Line 5 reads trailing in the root's (left to right): the box's right edge again, at 280.
    // Its left edge is free (position and size), and either line alone places the right edge:
    // each has no effect, and says why.
    let fromBox = "box.leading == root.leading + 20 (\(path):4)"
    let fromRoot = "root.trailing == box.trailing + 20 (\(path):5)"
    let sizes = "300 × 100, 150 × 100, 450 × 100, 300 × 50, 300 × 150"
    let why =
      "; another constraint places the same edge of box, read in the other direction (the error at 3:6)"
    #expect(
      lines == [
        "\(path):3:6: error: box: horizontal position and size are ambiguous: its right edge is placed twice, "
          + "by \(fromBox) (read right to left) and by \(fromRoot) (read left to right)",
        "\(path):4:1: warning: constraint box.leading == root.leading + 20 has no effect: without it no frame "
          + "changes at \(sizes)\(why)",
        "\(path):5:1: warning: constraint root.trailing == box.trailing + 20 has no effect: without it no "
          + "frame changes at \(sizes)\(why)",
      ])
  }

  @Test("A margins guide's ambiguity is reported at its view's declaration, not at 1:1")
  func marginsGuideAmbiguity() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view a
        view card
      V:|-10-[card(30)]
      card.width == 100
      a.leading == card.layoutMarginsGuide.leading
      """)
    let run = runClayout(["check", path])
    #expect(run.status == 1)
    let errors = run.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
    // Nothing places card across (its width only), so card, its margins guide (card's left + 8)
    // and a (at the guide's leading) are free horizontally; the guide, which the file does not
    // declare, is reported where card is (line 4, column 8).
    #expect(errors.contains("\(path):4:8: error: card.layoutMarginsGuide: horizontal position is ambiguous"))
    #expect(errors.contains("\(path):4:8: error: card: horizontal position is ambiguous"))
    #expect(!errors.contains { $0.contains(":1:1:") })
  }

  @Test("A long search for constraints without effect reports its progress, then its end")
  func progress() throws {
    // 120 views in a row, each 10 wide, 1 apart, 4 constraints each: 480 constraints at 5 sizes,
    // more than one slice of work (256 steps).
    var text = "clayout 1\nsize: width 1400, height 100\n"
    for index in 0..<120 {
      text += "view v\(index)\n"
      text += index == 0 ? "H:|-1-[v0(10)]\n" : "H:[v\(index - 1)]-1-[v\(index)(10)]\n"
      text += "V:|[v\(index)(10)]\n"
    }
    var lines: [String] = []
    let check = LayoutCheck(
      text: text, fileName: "row.layout", progress: { lines.append($0) }, progressAfter: .zero)
    // Every constraint places something: nothing to report.
    #expect(check.messages.isEmpty)
    #expect(lines.count >= 2)
    #expect(lines.first?.hasPrefix("clayout check: constraints without effect: ") == true)
    #expect(lines.last?.hasPrefix("clayout check: constraints without effect: done in ") == true)
    #expect(check.notes.isEmpty)
    // Within a second, nothing is reported.
    var quiet: [String] = []
    _ = LayoutCheck(
      text: text, fileName: "row.layout", progress: { quiet.append($0) }, progressAfter: .seconds(3600))
    #expect(quiet.isEmpty)
    // With no time to spend, the search stops after its first slice of 256 constraints and says so.
    let bounded = LayoutCheck(text: text, fileName: "row.layout", effectBudget: .zero)
    #expect(bounded.notes.count == 1)
    #expect(bounded.notes.first?.contains("among the first 256 of the file's 480 constraints only") == true)
  }

  @Test("An unreadable file or no file: exit 2")
  func unreadable() {
    let missing = runClayout(["check", "/nonexistent/none.layout"])
    #expect(missing.status == 2)
    #expect(missing.standardError == "clayout: error: /nonexistent/none.layout: no such file\n")
    #expect(runClayout(["check"]).status == 2)
  }
}
