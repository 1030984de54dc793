import Foundation
import LayoutCommandLine
import SwiftLayout
import Testing

/// Whether `frame` is `expected` to within 1e-9 on each number (a sum of edges in the solver may
/// differ from the exact value in its last bit).
func isNear(_ frame: LayoutRect?, _ expected: LayoutRect) -> Bool {
  guard let frame else { return false }
  return [
    frame.x - expected.x, frame.y - expected.y, frame.width - expected.width, frame.height - expected.height,
  ]
  .allSatisfy { abs($0) <= 1e-9 }
}

/// The embedded example `clayout` shows without a file, and the ASCII sketch.
@Suite("The embedded example and the sketch")
struct ExampleAndSketchTests {
  @Test("The example loads with no ambiguity and nothing broken, at frames derived by hand")
  func example() throws {
    let laidOut = try LaidOutLayout(text: EmbeddedExample.text, fileName: EmbeddedExample.fileName)
    #expect(laidOut.ambiguities.isEmpty)
    #expect(laidOut.brokenConstraints.isEmpty)
    let frames = Dictionary(uniqueKeysWithValues: laidOut.snapshot.items.map { ($0.name, $0.frame) })
    // header: the root's width, from the safe area's top (20); 16 + 64 + 12 + 40 + 12 + 44 + 16 high.
    #expect(isNear(frames["header"], LayoutRect(x: 0, y: 20, width: 375, height: 204)), "header")
    // avatar 16 inside header; name 12 after it (92), 8 below its top; follow 16 from the right
    // (375 - 16 - 88), centred on the avatar (36 + 32 - 16).
    #expect(isNear(frames["avatar"], LayoutRect(x: 16, y: 36, width: 64, height: 64)), "avatar")
    #expect(isNear(frames["name"], LayoutRect(x: 92, y: 44, width: 140, height: 22)), "name")
    #expect(isNear(frames["handle"], LayoutRect(x: 92, y: 70, width: 96, height: 18)), "handle")
    #expect(isNear(frames["follow"], LayoutRect(x: 271, y: 52, width: 88, height: 32)), "follow")
    // bio: a text item 343 wide, 42 characters of 8 a line: "Lays out screens with constraints.
    // Writes" (41) and "about Auto Layout.": 2 lines of 20.
    #expect(isNear(frames["bio"], LayoutRect(x: 16, y: 112, width: 343, height: 40)), "bio")
    let bio = try #require(laidOut.snapshot.items.first { $0.name == "bio" }?.text)
    #expect(bio.lines == ["Lays out screens with constraints. Writes", "about Auto Layout."])
    // Three equal stats in 375 - 2·16 - 2·8 = 327: 109 each.
    #expect(isNear(frames["posts"], LayoutRect(x: 16, y: 164, width: 109, height: 44)), "posts")
    #expect(isNear(frames["followers"], LayoutRect(x: 133, y: 164, width: 109, height: 44)), "followers")
    #expect(isNear(frames["following"], LayoutRect(x: 250, y: 164, width: 109, height: 44)), "following")
  }

  @Test("Narrower, the button gives way first, then the name and handle; check finds nothing")
  func exampleNarrow() throws {
    let laidOut = try LaidOutLayout(text: EmbeddedExample.text, fileName: EmbeddedExample.fileName)
    // 250 wide: 16 + 64 + 12 + 140 + 8 + 88 + 16 = 344 do not fit, 94 too many. The button
    // (resistance 740) gives 44, down to its minimum 44; the name (749) the other 50: 90 wide.
    // The button is 16 from the right (250 - 16 - 44 = 190); the handle ends 8 before it (182),
    // so it is 90 wide too.
    let frames = Dictionary(
      uniqueKeysWithValues: try laidOut.snapshot(at: LayoutSize(width: 250, height: 244)).items.map {
        ($0.name, $0.frame)
      })
    #expect(isNear(frames["avatar"], LayoutRect(x: 16, y: 36, width: 64, height: 64)), "avatar")
    #expect(isNear(frames["name"], LayoutRect(x: 92, y: 44, width: 90, height: 22)), "name")
    #expect(isNear(frames["handle"], LayoutRect(x: 92, y: 70, width: 90, height: 18)), "handle")
    #expect(isNear(frames["follow"], LayoutRect(x: 190, y: 52, width: 44, height: 32)), "follow")
    let path = try writeLayoutFile(EmbeddedExample.text)
    let check = runClayout(["check", path])
    #expect(check.status == 0)
    #expect(check.standardOutput.isEmpty)
  }

  @Test("Right to left the example mirrors")
  func exampleRightToLeft() throws {
    let laidOut = try LaidOutLayout(
      text: EmbeddedExample.text, fileName: EmbeddedExample.fileName, rightToLeft: true)
    let frames = Dictionary(uniqueKeysWithValues: laidOut.snapshot.items.map { ($0.name, $0.frame) })
    // Each x becomes 375 - x - width.
    #expect(isNear(frames["avatar"], LayoutRect(x: 295, y: 36, width: 64, height: 64)), "avatar")
    #expect(isNear(frames["name"], LayoutRect(x: 143, y: 44, width: 140, height: 22)), "name")
    #expect(isNear(frames["handle"], LayoutRect(x: 187, y: 70, width: 96, height: 18)), "handle")
    #expect(isNear(frames["follow"], LayoutRect(x: 16, y: 52, width: 88, height: 32)), "follow")
    #expect(isNear(frames["posts"], LayoutRect(x: 250, y: 164, width: 109, height: 44)), "posts")
    #expect(isNear(frames["following"], LayoutRect(x: 16, y: 164, width: 109, height: 44)), "following")
  }

  @Test("The sketch of two boxes, drawn by hand")
  func sketch() throws {
    let laidOut = try LaidOutLayout(
      text: """
        clayout 1
        size: width 100, height 40
        view a
        view bb
        guide g
        H:|-10-[a(40)]-10-[bb(30)]
        V:|-10-[a(20)]
        V:|-10-[bb(20)]
        H:|-10-[g(80)]
        V:[g(0)]|
        """, fileName: "two.layout")
    // 21 columns: 0.2 column per point, 0.1 row per point. a: columns 2 to 10, rows 1 to 3; bb:
    // columns 12 to 18; the guide g is a dotted line on the bottom row, from column 2 to 18.
    #expect(
      LayoutSketch.render(laidOut.snapshot, columns: 21) == """
        +-------------------+
        | +-------+ +-----+ |
        | |a      | |bb   | |
        | +-------+ +-----+ |
        +-.................-+

        """)
  }

  @Test("Without a file: both directions, the sketch, and the files written")
  func showcase() throws {
    let run = runClayout([])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("profile.layout at 375 × 244 (from the file), left to right\n"))
    #expect(run.standardOutput.contains("profile.layout at 375 × 244 (from the file), right to left\n"))
    #expect(run.standardOutput.contains("|  |avatar      |"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clayout-example").path
    #expect(run.standardOutput.contains("wrote, in \(folder):\n"))
    for name in ["profile.layout", "profile.svg", "profile-rtl.svg", "profile.html"] {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name)")
    }
    let copy = try String(contentsOfFile: folder + "/profile.layout", encoding: .utf8)
    #expect(copy == EmbeddedExample.text)
    // Another format of the example goes to standard output as for a file.
    let json = runClayout(["--format", "json"])
    #expect(json.standardOutput.contains("\"file\" : \"profile.layout\""))
  }
}
