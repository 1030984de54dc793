import LayoutCommandLine
import Testing

/// `clayout FILE`: the table, its header, the size, direction and scale options, the diagnostics
/// after it, and the exit statuses of files that do not load or cannot be read.
@Suite("The table of frames")
struct LayoutTableTests {
  static let card = """
    clayout 1
    size: width 200, height 100
    view card {
      guide column
      H:|-5-[column]-5-|
      V:|[column]|
    }
    H:|-10-[card]-10-|
    V:|-20-[card]-20-|
    """

  @Test("Items nested by the tree, frames in root coordinates, guides marked")
  func table() throws {
    let path = try writeLayoutFile(Self.card)
    let run = runClayout([path])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    // card: 10 in from 200's sides, 20 from 100's top and bottom; column: 5 inside card's sides.
    #expect(
      run.standardOutput == """
        \(path) at 200 × 100 (from the file), left to right
        name       x   y  width  height
        card      10  20    180      60
          column  15  20    170      60  (guide)

        no ambiguity
        no broken optional constraint

        """)
  }

  @Test("Numbers: whole, negative, large, fractions to 6 decimals, and a tiny negative as 0")
  func numbers() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 100, height 50
      view a
      view b
      a.left == root.left - 20
      a.width == 10000000
      a.top == root.top
      a.height == 10
      b.left == root.left - 0.0000001
      b.width == root.width / 3
      b.top == root.top + 2.5
      b.height == 1

      """)
    let run = runClayout([path])
    #expect(run.status == 0)
    // a: x -20, width 1e7 written whole; b: x -1e-7 rounds to 0 (never -0), width 100 / 3 to six
    // decimals.
    #expect(run.standardOutput.contains("\na     -20    0   10000000      10\n"))
    #expect(run.standardOutput.contains("\nb       0  2.5  33.333333       1\n"))
  }

  @Test("--size overrides the file's size")
  func sizeOption() throws {
    let path = try writeLayoutFile(Self.card)
    let run = runClayout([path, "--size", "300x50"])
    #expect(run.status == 0)
    // At 300 × 50: card is 300 - 20 wide, 50 - 40 high.
    #expect(run.standardOutput.hasPrefix("\(path) at 300 × 50 (from --size), left to right\n"))
    #expect(run.standardOutput.contains("\ncard      10  20    280      10\n"))
  }

  @Test("--device lays the root out on a device: its screen, safe area and scale")
  func deviceOption() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view content
      content.left == root.safeAreaLayoutGuide.left
      content.right == root.safeAreaLayoutGuide.right
      content.top == root.safeAreaLayoutGuide.top
      content.bottom == root.safeAreaLayoutGuide.bottom
      """)
    let run = runClayout([path, "--device", "iPhone 15"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(
      run.standardOutput.hasPrefix(
        "\(path) at 393 × 852 (iPhone 15 in portrait, from --device), left to right, frames rounded to scale 3\n"
      ))
    // Under the 59-point status bar, above the 34-point home indicator: 852 - 93 = 759 high.
    let row = { (output: String) in
      output.split(separator: "\n").first { $0.hasPrefix("content") }?.split(separator: " ").map(String.init)
    }
    #expect(row(run.standardOutput) == ["content", "0", "59", "393", "759"])
    // Turned: 59 at each side, 21 below; 852 - 118 = 734 wide, 393 - 21 = 372 high.
    let landscape = runClayout([path, "--device=retina6_0:landscape", "--scale", "1"])
    #expect(landscape.status == 0)
    #expect(landscape.standardOutput.contains("at 852 × 393 (iPhone 14 Pro in landscape, from --device)"))
    #expect(landscape.standardOutput.contains("frames rounded to scale 1\n"))
    #expect(row(landscape.standardOutput) == ["content", "59", "0", "734", "372"])
  }

  @Test("--device: an unknown name lists the known ones; never with --size")
  func deviceErrors() throws {
    let path = try writeLayoutFile(Self.card)
    let unknown = runClayout([path, "--device", "Nokia 3310"])
    #expect(unknown.status == 2)
    #expect(
      unknown.standardError.contains(
        "--device: unknown device 'Nokia 3310'; expected one of iPhone 4s, retina3_5, iPhone SE (1st generation)"
      ))
    #expect(unknown.standardError.contains("iPhone 15, iPhone 15 Pro, iPhone 16, retina6_0"))
    let both = runClayout([path, "--device", "iPhone 15", "--size", "300x50"])
    #expect(both.status == 2)
    #expect(both.standardError.contains("--device: gives the root's size, as --size does"))
    let sideways = runClayout([path, "--device", "iPhone 15:sideways"])
    #expect(sideways.status == 2)
    #expect(
      sideways.standardError.contains("expected :portrait or :landscape after the name, got ':sideways'"))
  }

  @Test("Without a size anywhere, the default 375 × 667, said in the header")
  func defaultSize() throws {
    let path = try writeLayoutFile("clayout 1\nview a\nH:|[a]|\nV:|[a]|\n")
    let run = runClayout([path])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("\(path) at 375 × 667 (the default: the file sets no size)"))
    #expect(run.standardOutput.contains("\na     0  0    375     667\n"))
  }

  @Test("--rtl reads leading from the right; --scale rounds edges to the pixel grid")
  func directionAndScale() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view a
      a.leading == root.leading + 10.3
      a.width == 50.2
      V:|[a(20)]
      """)
    // Left to right a's left edge is at 10.3, its right at 60.5.
    #expect(runClayout([path]).standardOutput.contains("\na     10.3  0   50.2      20\n"))
    // Right to left its right edge is at 200 - 10.3 = 189.7, its left at 139.5.
    let rightToLeft = runClayout([path, "--rtl"])
    #expect(rightToLeft.standardOutput.hasPrefix("\(path) at 200 × 100 (from the file), right to left\n"))
    #expect(rightToLeft.standardOutput.contains("\na     139.5  0   50.2      20\n"))
    // Scale 2: 10.3 → 10.5 (20.6 + 0.5 floors to 21 half-pixels), 60.5 stays: width 50.
    let scaled = runClayout([path, "--scale", "2"])
    #expect(
      scaled.standardOutput.hasPrefix("\(path) at 200 × 100 (from the file), left to right, frames rounded"))
    #expect(scaled.standardOutput.contains("\na     10.5  0     50      20\n"))
  }

  @Test("Ambiguities and broken optional constraints follow the table")
  func diagnostics() throws {
    let path = try writeLayoutFile(
      """
      clayout 1
      size: width 200, height 100
      view a
      view b
      H:|[a(<=60)]
      V:|[a(20)]
      a.width == 80 @750
      """)
    let run = runClayout([path])
    #expect(run.status == 0)
    // a.width is capped at 60 (required), so the wish for 80 misses by 20; b has no constraint.
    // The broken constraint's place is given once, before it.
    #expect(
      run.standardOutput.hasSuffix(
        """

        ambiguous:
          b: horizontal position and size are ambiguous
          b: vertical position and size are ambiguous
        broken optional constraints:
          \(path):7: a.width == 80 @750 misses by 20

        """))
  }

  @Test("A file that does not load: its diagnostics on standard error, exit 1; unreadable: exit 2")
  func failures() throws {
    let path = try writeLayoutFile("clayout 1\nview a\na.left == 10\n")
    let bad = runClayout([path])
    #expect(bad.status == 1)
    #expect(bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("\(path):3:"))
    #expect(bad.standardError.contains(": error: a position equal to a number"))
    let missing = runClayout(["/nonexistent/none.layout"])
    #expect(missing.status == 2)
    #expect(missing.standardError == "clayout: error: /nonexistent/none.layout: no such file\n")
    let folder = try temporaryFolder().path
    #expect(runClayout([folder]).status == 2)
  }

  @Test("A size the required constraints cannot take: exit 1 naming the size and the conflict")
  func impossibleSize() throws {
    let path = try writeLayoutFile("clayout 1\nview a\nH:|-10-[a(100)]-10-|\nV:|[a]|\n")
    let run = runClayout([path, "--size", "300x50"])
    #expect(run.status == 1)
    // 10 + 100 + 10 = 120 wide, not 300: the format's three constraints of line 3 are the notes.
    #expect(
      run.standardError.hasPrefix(
        "\(path): error: the root's size 300 x 50 (given by the host) cannot hold at the root's width"))
    #expect(run.standardError.contains("\(path):3:"))
    // The same size in the file: the message names it too, at its line.
    let inFile = try writeLayoutFile(
      "clayout 1\nsize: width 300, height 50\nview a\nH:|-10-[a(100)]-10-|\nV:|[a]|\n")
    let fromFile = runClayout([inFile])
    #expect(fromFile.status == 1)
    #expect(
      fromFile.standardError.hasPrefix(
        "\(inFile):2:1: error: the root's size 300 x 50 cannot hold at the root's width"))
  }

  @Test("--recover breaks a constraint of the conflict, warns, and lays the file out")
  func recover() throws {
    let path = try writeLayoutFile(
      "clayout 1\nview a\na.width == 100\na.leading == root.leading + 10; root.trailing == a.trailing + 10\n"
        + "a.top == root.top; a.height == 50\n")
    // At 300 wide, 10 + 100 + 10 cannot hold: refused without --recover.
    #expect(runClayout([path, "--size", "300x50"]).status == 1)
    // With it, the first activated of the three, a.width == 100 (line 3), breaks: a spans 280.
    let run = runClayout([path, "--size", "300x50", "--recover", "--format", "json"])
    #expect(run.status == 0)
    #expect(run.standardError.hasPrefix("clayout: warning: \(path): broke "))
    #expect(run.standardError.contains("100"))
    #expect(run.standardOutput.contains("\"width\":280") || run.standardOutput.contains("\"width\" : 280"))
  }

  @Test("--size wins over a size: that cannot hold: the file is laid out at --size only")
  func sizeOptionOverUnholdableFileSize() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 300, height 50\nview a\nH:|-10-[a(100)]-10-|\nV:|[a]|\n")
    let run = runClayout([path, "--size", "120x40"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    // At 120 × 40: a is 10 from each side, 100 wide, the root's height.
    #expect(run.standardOutput.hasPrefix("\(path) at 120 × 40 (from --size), left to right\n"))
    #expect(run.standardOutput.contains("\na     10  0    100      40\n"))
  }

  @Test("--output writes the table to a file instead")
  func output() throws {
    let path = try writeLayoutFile(Self.card)
    let outputPath = try temporaryFolder().appendingPathComponent("table.txt").path
    let run = runClayout([path, "--output", outputPath])
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
    let written = try String(contentsOfFile: outputPath, encoding: .utf8)
    #expect(written == runClayout([path]).standardOutput)
  }
}
