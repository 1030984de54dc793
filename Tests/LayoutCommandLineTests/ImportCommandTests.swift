import Foundation
import LayoutCommandLine
import Testing

/// `clayout import FILE [--root ID | --scene NAME] [--device NAME] [--output DIR]`: an IB file of
/// Tests/InterfaceBuilder written as layout files, then laid out by `clayout` as any layout file
/// (the two commands of the README), its arguments and its failures.
@Suite("clayout import")
struct ImportCommandTests {
  /// Tests/InterfaceBuilder, next to this file's folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("InterfaceBuilder")

  @Test("--output DIR: the files written there, their paths printed; then clayout lays one out")
  func importThenLayOut() throws {
    let output = try temporaryFolder().appendingPathComponent("out").path
    let run = runClayout([
      "import", Self.folder.appendingPathComponent("SafeArea.storyboard").path, "--output", output,
    ])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let written = ["SafeArea-Inbox.layout", "SafeArea-Details.layout", "SafeArea-Settings.layout"].map {
      URL(fileURLWithPath: output).appendingPathComponent($0).path
    }
    #expect(run.standardOutput == written.map { $0 + "\n" }.joined())
    // The scene "Inbox" at its canvas size: the banner 8 below the safe area's top (20 + 44) and
    // between the margins (16 at each side, 375 wide: 343); the footer 10 above the bottom.
    let table = runClayout([written[0]])
    #expect(table.status == 0)
    let rows = table.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.contains(["view_bnr_01_ddd", "16", "72", "343", "40"]))
    #expect(rows.contains(["view_ftr_02_ddd", "0", "627", "375", "30"]))
    let json = runClayout([written[0], "--format", "json"])
    let document = try JSONDecoder().decode(LayoutJSON.self, from: Data(json.standardOutput.utf8))
    #expect(document.items.map(\.identifier) == ["bnr-01-ddd", "ftr-02-ddd"])
  }

  @Test("Without --output: every layout on standard output after a line that names it; --scene")
  func standardOutput() throws {
    let path = Self.folder.appendingPathComponent("SafeArea.storyboard").path
    let run = runClayout(["import", path, "--scene", "Details"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("# ---- SafeArea.layout: Details ----\nclayout 1\n"))
    #expect(run.standardOutput.contains("identifier: \"vw2-00-ddd\""))
  }

  @Test("--device takes a marketing name as well as IB's id")
  func deviceByName() throws {
    let path = Self.folder.appendingPathComponent("SafeArea.storyboard").path
    let byName = runClayout(["import", path, "--scene", "Details", "--device", "iPhone 11:landscape"])
    #expect(byName.status == 0)
    #expect(byName.standardOutput.contains("# Laid out for retina6_1 in landscape"))
    let byIdentifier = runClayout(["import", path, "--scene", "Details", "--device", "retina6_1:landscape"])
    #expect(byName.standardOutput == byIdentifier.standardOutput)
  }

  @Test("Warnings go to standard error, compiler-style, and the import succeeds")
  func warnings() throws {
    let path = Self.folder.appendingPathComponent("Diagnostics.xib").path
    let run = runClayout(["import", path, "--output", try temporaryFolder().path])
    #expect(run.status == 0)
    #expect(run.standardError.contains("Diagnostics.xib:"))
    #expect(run.standardError.contains(": warning: <constraint id=\"pos-aa-jjj\">: a position (leading)"))
  }

  @Test("An error of the file exits 1; bad arguments and unreadable files exit 2")
  func failures() throws {
    let notIB = try writeLayoutFile("<plist/>", name: "list.xib")
    let run = runClayout(["import", notIB])
    #expect(run.status == 1)
    #expect(run.standardError.contains("list.xib:1:1: error: <plist>: not an Interface Builder file"))
    #expect(runClayout(["import"]).status == 2)
    #expect(runClayout(["import", notIB, "--root", "a", "--scene", "b"]).status == 2)
    #expect(runClayout(["import", notIB, "--colour"]).status == 2)
    #expect(runClayout(["import", notIB, notIB]).status == 2)
    let missing = runClayout(["import", notIB + ".missing"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("no such file"))
    let device = runClayout([
      "import", Self.folder.appendingPathComponent("Basics.xib").path, "--device", "nokia3310",
    ])
    #expect(device.status == 1)
    #expect(device.standardError.contains("unknown device 'nokia3310'"))
  }
}
