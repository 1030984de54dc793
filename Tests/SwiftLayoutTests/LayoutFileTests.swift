import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Layout files loaded from Swift through the bridge (the format and its C++ tests:
  /// docs/layout-file.md, Tests/CLayoutCoreTests/Text/), with frames derived by hand.
  @Suite("Layout files")
  struct LayoutFileTests {
    @Test("A file loads into a new engine: items, frames, constraints with their lines")
    func loads() throws {
      let engine = LayoutEngine()
      let layout = try engine.loadLayout(
        text: """
          clayout 1
          size: width 320, height 200
          view card {
            view label
            |-[label]-|
            V:|-4-[label]-4-|
          }
          H:|-10-[card]-10-|
          V:|-10-[card(==50)]
          """, fileName: "card.layout")
      // card: 10 from the root's edges, 300 × 50; label 20 inside card's sides, 4 from top and bottom.
      expectFrame(layout.itemsByName["card"]!.frame(in: .root), 10, 10, 300, 50)
      expectFrame(layout.itemsByName["label"]!.frame(in: .root), 30, 14, 260, 42)
      #expect(layout.items.map(\.name) == ["card", "label"])
      #expect(layout.items[1].parentName == "card")
      #expect(layout.items[1].depth == 2)
      #expect(layout.items[1].line == 4)
      #expect(layout.itemsByName["root"] == engine.root)
      #expect(layout.constraints.count == 8)
      #expect(layout.constraints[0].line == 5)
      #expect(layout.constraints[0].fileID == "card.layout")
      let allActive = layout.constraints.allSatisfy { $0.isActive }
      #expect(allActive)
      #expect(layout.rootIdentifier == nil)
      #expect(layout.items.allSatisfy { $0.identifier == nil })
    }

    @Test("Identifiers on the root and on items reach Swift; an empty one reads as none")
    func identifiers() throws {
      let layout = try LayoutEngine().loadLayout(
        text: """
          clayout 1
          identifier: "986-LW-TJg"
          view card { identifier: "k4A-Rp-76R" }
          view plain { identifier: "" }
          """, fileName: "ids.layout")
      #expect(layout.rootIdentifier == "986-LW-TJg")
      #expect(layout.items.map(\.identifier) == ["k4A-Rp-76R", nil])
    }

    @Test("A file with errors throws every diagnostic with its line and column, and changes nothing")
    func errors() throws {
      let engine = LayoutEngine()
      let before = engine.dump()
      do {
        try engine.loadLayout(
          text: "clayout 1\nview a\na.left == b.top\na.left == 10\n", fileName: "bad.layout")
        Issue.record("the file loaded")
      } catch {
        #expect(error.kind == .invalidLayoutFile)
        #expect(error.kind.description == "invalid layout file")
        #expect(error.diagnostics.count == 2)
        #expect(error.diagnostics[0].line == 3)
        #expect(error.diagnostics[0].column == 11)
        #expect(error.diagnostics[0].kind == "unknown name")
        #expect(error.diagnostics[1].line == 4)
        #expect(error.diagnostics[1].column == 8)
        #expect(error.diagnostics[1].kind == "type mismatch")
        #expect(
          error.description.hasPrefix(
            "bad.layout:3:11: error: unknown item 'b'\nbad.layout:4:8: error: a position"))
      }
      #expect(engine.dump() == before)
    }

    @Test("Unsatisfiable constraints throw unsatisfiableConstraint with the conflict's lines")
    func conflict() throws {
      let engine = LayoutEngine()
      do {
        try engine.loadLayout(
          text: "clayout 1\nview a\na.width == 80\na.width >= 200\n", fileName: "c.layout")
        Issue.record("the file loaded")
      } catch {
        #expect(error.kind == .unsatisfiableConstraint)
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics[0].line == 4)
        #expect(error.diagnostics[0].notes.map(\.line) == [3])
        // The note's place is the constraint's line, said once (the note's `line`), not again.
        #expect(error.conflicts == ["conflicting constraint: a.width == 80"])
      }
      #expect(engine.root.subitems.isEmpty)
      #expect(engine.isEmpty)
    }

    @Test("An unreadable path and an engine that is not new")
    func refusals() throws {
      let engine = LayoutEngine()
      #expect(throws: LayoutError.self) { try engine.loadLayout(contentsOfFile: "/nonexistent/x.layout") }
      do {
        try engine.loadLayout(contentsOfFile: "/nonexistent/x.layout")
      } catch {
        #expect(error.kind == .invalidLayoutFile)
        #expect(error.diagnostics.first?.kind == "unreadable file")
        #expect(error.diagnostics.first?.line == 0)
      }
      #expect(engine.isEmpty)
      try engine.loadLayout(text: "clayout 1\nview a\n", fileName: "a.layout")
      #expect(!engine.isEmpty)
      do {
        try engine.loadLayout(text: "clayout 1\nview b\n", fileName: "b.layout")
        Issue.record("the second file loaded")
      } catch {
        #expect(error.diagnostics.first?.kind == "engine not empty")
      }
    }
  }
}
