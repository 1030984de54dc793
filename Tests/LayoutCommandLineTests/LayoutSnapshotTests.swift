import LayoutCommandLine
import SwiftLayout
import Testing

/// The snapshot every output of `clayout` draws from, with frames derived by hand.
@Suite("Layout snapshots")
struct LayoutSnapshotTests {
  @Test("A snapshot holds the file's items in order, with frames in root and parent coordinates")
  func snapshotOfNestedItems() throws {
    let engine = LayoutEngine()
    let layout = try engine.loadLayout(
      text: """
        clayout 1
        size: width 200, height 100
        view card {
          guide column
          H:|-5-[column]-5-|
          V:|[column]|
        }
        H:|-10-[card]-10-|
        V:|-20-[card]-20-|
        """, fileName: "card.layout")
    let snapshot = LayoutSnapshot(engine: engine, layout: layout)
    // card: 10 in from the left and right of 200, 20 from the top and bottom of 100: 180 × 60.
    // column: 5 inside card's sides, card's full height: 170 × 60 at (15, 20) in the root.
    #expect(snapshot.rootSize == LayoutSize(width: 200, height: 100))
    #expect(snapshot.items.map(\.name) == ["card", "column"])
    #expect(snapshot.items.map(\.parentName) == ["root", "card"])
    #expect(snapshot.items.map(\.depth) == [1, 2])
    #expect(snapshot.items.map(\.isLayoutGuide) == [false, true])
    #expect(snapshot.items[0].frame == LayoutRect(x: 10, y: 20, width: 180, height: 60))
    #expect(snapshot.items[1].frame == LayoutRect(x: 15, y: 20, width: 170, height: 60))
    #expect(snapshot.items[1].frameInParent == LayoutRect(x: 5, y: 0, width: 170, height: 60))
  }
}
