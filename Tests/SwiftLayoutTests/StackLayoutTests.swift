import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Stacks and hidden items from Swift, with the frames of the C++ StackLayoutTests derived by
  /// hand, and one layout built in Swift and loaded from a layout file (the C++ loader) giving the
  /// same frames.
  @Suite("Stacks and hidden items")
  struct StackLayoutTests {
    /// A stack `row` at the root's top-left corner of a 400 × 300 root.
    private func makeRow() throws -> (LayoutEngine, LayoutItem) {
      let engine = try makeEngine(width: 400, height: 300)
      let row = engine.makeStack("row")
      try engine.root.addSubitem(row)
      try activate {
        row.leftAnchor == engine.root.leftAnchor
        row.topAnchor == engine.root.topAnchor
      }
      return (engine, row)
    }

    @Test("fillEqually: (320 - 2 · 10) / 3 = 100 each")
    func fillEqually() throws {
      let (engine, row) = try makeRow()
      try row.setStackDistribution(.fillEqually)
      try row.setStackSpacing(10)
      try activate {
        row.widthAnchor == 320
        row.heightAnchor == 40
      }
      let items = ["a", "b", "c"].map { engine.makeItem($0) }
      for item in items { try row.addArrangedSubitem(item) }
      #expect(row.isStack)
      #expect(row.arrangedSubitems == items)
      expectFrame(items[0].frame, 0, 0, 100, 40)
      expectFrame(items[1].frame, 110, 0, 100, 40)
      expectFrame(items[2].frame, 220, 0, 100, 40)
      #expect(row.stackProperties.distribution == .fillEqually)
      #expect(row.stackProperties.spacing == 10)
    }

    @Test("equalSpacing whose length nothing fixes takes its spacing (UIKit's tie-breaker)")
    func equalSpacingTakesItsSpacing() throws {
      let (engine, row) = try makeRow()
      try row.setStackDistribution(.equalSpacing)
      try row.setStackSpacing(8)
      try activate { row.heightAnchor == 20 }
      var items: [LayoutItem] = []
      for (name, width) in [("a", 40.0), ("b", 60.0), ("c", 50.0)] {
        let item = engine.makeItem(name)
        try item.setIntrinsicContentSize(width: width, height: 20)
        try row.addArrangedSubitem(item)
        items.append(item)
      }
      // Any width from 40 + 60 + 50 + 2 · 8 = 166 up has equal gaps of at least 8; the
      // tie-breaker takes 8: a 0–40, b 48–108, c 116–166.
      expectFrame(items[1].frame, 48, 0, 60, 20)
      expectFrame(items[2].frame, 116, 0, 50, 20)
      expectFrame(row.frame, 0, 0, 166, 20)
      // A least width of 200 widens the gaps, (200 - 150) / 2 = 25, not the items: b at 65.
      try activate { row.widthAnchor >= 200 }
      expectFrame(items[1].frame, 65, 0, 60, 20)
      expectFrame(items[2].frame, 150, 0, 50, 20)
    }

    @Test("A hidden arranged item collapses, its spacing gone; changedFrames says it is hidden")
    func hiddenCollapses() throws {
      let (_, row) = try makeRow()
      try row.setStackSpacing(10)
      var items: [LayoutItem] = []
      for name in ["a", "b", "c"] {
        let item = row.engine.makeItem(name)
        try item.setIntrinsicContentSize(width: 50, height: 10)
        try row.addArrangedSubitem(item)
        items.append(item)
      }
      _ = row.engine.changedFrames()
      try items[1].setHidden(true)
      #expect(items[1].isHidden)
      #expect(items[1].isHiddenInTree)
      // a 0–50, b collapsed at 50, c 10 after a: 60–110.
      expectFrame(items[1].frame, 50, 0, 0, 10)
      expectFrame(items[2].frame, 60, 0, 50, 10)
      let changes = row.engine.changedFrames()
      #expect(changes.map(\.item.name) == ["row", "b", "c"])
      #expect(changes.map(\.isHidden) == [false, true, false])
    }

    @Test("A group hides and shows its items at once; a group with a guide changes nothing")
    func groups() throws {
      let (engine, row) = try makeRow()
      try row.setStackSpacing(10)
      var items: [LayoutItem] = []
      for (name, width) in [("a", 50.0), ("b", 60.0), ("c", 70.0)] {
        let item = engine.makeItem(name)
        try item.setIntrinsicContentSize(width: width, height: 10)
        try row.addArrangedSubitem(item)
        items.append(item)
      }
      // 50 + 10 + 60 + 10 + 70; hiding b and c leaves a alone, both gaps gone.
      expectFrame(row.frame, 0, 0, 200, 10)
      try engine.setHidden([items[1], items[2]], true)
      #expect(items[1].isHidden && items[2].isHidden && !items[0].isHidden)
      expectFrame(row.frame, 0, 0, 50, 10)
      try engine.setHidden([items[1], items[2]], false)
      expectFrame(items[2].frame, 130, 0, 70, 10)
      let guide = engine.root.layoutMarginsGuide  // made on first use: before the dump
      let before = engine.dump()
      #expect(throws: LayoutError.self) { try engine.setHidden([items[0], guide], true) }
      #expect(!items[0].isHidden)
      #expect(engine.dump() == before)
    }

    @Test("Custom spacing after an item, and back")
    func customSpacing() throws {
      let (engine, row) = try makeRow()
      try row.setStackSpacing(10)
      let a = engine.makeItem("a")
      let b = engine.makeItem("b")
      for item in [a, b] {
        try item.setIntrinsicContentSize(width: 50, height: 10)
        try row.addArrangedSubitem(item)
      }
      try row.setCustomSpacing(30, after: a)
      #expect(row.customSpacing(after: a) == 30)
      expectFrame(b.frame, 80, 0, 50, 10)
      try row.setCustomSpacing(nil, after: a)
      #expect(row.customSpacing(after: a) == nil)
      expectFrame(b.frame, 60, 0, 50, 10)
    }

    @Test("Errors throw with their kind and change nothing")
    func errors() throws {
      let (engine, row) = try makeRow()
      let plain = try addItem("plain", to: engine.root)
      let loose = engine.makeItem("loose")
      _ = engine.root.layoutMarginsGuide
      let before = engine.dump()
      let notStack = #expect(throws: LayoutError.self) { try plain.addArrangedSubitem(loose) }
      #expect(notStack?.kind == .invalidHierarchy)
      let negative = #expect(throws: LayoutError.self) { try row.setStackSpacing(-1) }
      #expect(negative?.kind == .invalidValue)
      let notANumber = #expect(throws: LayoutError.self) { try row.setStackSpacing(.nan) }
      #expect(notANumber?.kind == .nonFiniteValue)
      let notArranged = #expect(throws: LayoutError.self) { try row.removeArrangedSubitem(loose) }
      #expect(notArranged?.kind == .invalidHierarchy)
      let guide = #expect(throws: LayoutError.self) { try engine.root.layoutMarginsGuide.setHidden(true) }
      #expect(guide?.kind == .invalidValue)
      #expect(engine.dump() == before)
    }

    @Test("One layout built in Swift and loaded from a file (the C++ loader): the same frames")
    func swiftAndFileAgree() throws {
      // In Swift.
      let engine = try makeEngine(width: 400, height: 300)
      let column = engine.makeStack("column")
      try engine.root.addSubitem(column)
      try column.setStackAxis(.vertical)
      try column.setStackAlignment(.center)
      try column.setStackSpacing(6)
      let title = engine.makeItem("title")
      try title.setIntrinsicContentSize(width: 120, height: 24)
      let note = engine.makeItem("note")
      try note.setIntrinsicContentSize(width: 60, height: 12)
      let row = engine.makeStack("row")
      try row.setStackDistribution(.fillProportionally)
      let icon = engine.makeItem("icon")
      try icon.setIntrinsicContentSize(width: 20, height: 20)
      let name = engine.makeItem("name")
      try name.setIntrinsicContentSize(width: 60, height: 20)
      for item in [title, note, row] { try column.addArrangedSubitem(item) }
      for item in [icon, name] { try row.addArrangedSubitem(item) }
      try column.setCustomSpacing(10, after: title)
      try note.setHidden(true)
      try activate {
        column.leftAnchor == engine.root.leftAnchor + 10
        column.topAnchor == engine.root.topAnchor + 20
        column.widthAnchor == 200
        row.widthAnchor == 160
      }
      // From the file.
      let loaded = LayoutEngine()
      let layout = try loaded.loadLayout(
        text: """
          clayout 1
          size: width 400, height 300
          stack column {
            axis: vertical; alignment: center; spacing: 6
            customSpacing: after title 10
            view title { intrinsicContentSize: width 120, height 24 }
            view note { intrinsicContentSize: width 60, height 12; hidden: true }
            stack row {
              distribution: fillProportionally
              view icon { intrinsicContentSize: width 20, height 20 }
              view name { intrinsicContentSize: width 60, height 20 }
            }
          }
          column.left == root.left + 10
          column.top == root.top + 20
          column.width == 200
          row.width == 160
          """, fileName: "column.layout")
      for item in [column, title, note, row, icon, name] {
        let other = try #require(layout.itemsByName[item.name])
        #expect(item.frame(in: .root) == other.frame(in: .root), "\(item.name)")
      }
      // By hand: title centered in 200 (x 50), at 20–44; note hidden (0 high) at 44; the row 10
      // after the title: at 54, 160 wide (x 30), 20 high; icon : name = 20 : 60 of 160: 40 and 120.
      expectFrame(title.frame(in: .root), 50, 20, 120, 24)
      expectFrame(row.frame(in: .root), 30, 54, 160, 20)
      expectFrame(icon.frame(in: .root), 30, 54, 40, 20)
      expectFrame(name.frame(in: .root), 70, 54, 120, 20)
    }
  }
}
