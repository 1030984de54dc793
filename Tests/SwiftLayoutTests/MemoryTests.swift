import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// No leaks and no cycles: the live counts of Swift wrappers and C++ engines return to their
  /// baseline, and dropping Swift references while constraints are active is safe. Serialized
  /// (with every suite that makes engines, under `SwiftLayoutSuites`) so the counts are exact.
  @Suite("Memory", .serialized)
  struct MemoryTests {
    /// The live counts: engines, items, constraints, C++ engines.
    func counts() -> [Int] {
      [LiveObjects.engines, LiveObjects.items, LiveObjects.constraints, LiveObjects.cxxEngines]
    }

    @Test("A whole screen is freed when its last reference goes")
    func screenIsFreed() throws {
      let baseline = counts()
      weak var weakEngine: LayoutEngine?
      do {
        let engine = try makeEngine()
        weakEngine = engine
        let root = engine.root
        let title = try addItem("title", to: root)
        let field = try addItem("field", to: root)
        try activate {
          title.topAnchor == root.layoutMarginsGuide.topAnchor ~ "top"
          title.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor
          field.topAnchor == title.bottomAnchor + 8 ~ .defaultHigh
          field.edgesAnchor <= root.edgesAnchor
        }
        field.layout { $0.width == 10 }
        _ = title.constraintsAffecting(.vertical)
        _ = engine.ambiguities
        #expect(counts()[0] == baseline[0] + 1)
        #expect(counts()[3] == baseline[3] + 1)
      }
      #expect(weakEngine == nil)
      #expect(counts() == baseline)
    }

    @Test("Dropping items while their constraints are active is safe")
    func droppingItemsWhileActive() throws {
      let baseline = counts()
      let engine = try makeEngine(width: 100, height: 100)
      var constraint: LayoutConstraint?
      do {
        let box = try addItem("box", to: engine.root)
        constraint = try activate {
          box.edgesAnchor == engine.root.edgesAnchor.inset(by: 10)
        }.first
      }
      // The box's Swift handle is gone; the engine still has the item and its constraints.
      let box = engine.root.subitems[0]
      expectFrame(box.frame, 10, 10, 80, 80)
      try constraint?.setConstant(20)
      expectFrame(box.frame, 10, 20, 80, 70)
      constraint = nil
      expectFrame(box.frame, 10, 20, 80, 70)
      #expect(counts()[2] == baseline[2])
    }

    @Test("An item, anchor or constraint keeps its engine alive; the engine keeps none of them")
    func engineOutlivesItsHandles() throws {
      let baseline = counts()
      var item: LayoutItem? = try makeEngine().makeItem("orphan")
      var anchor: LayoutDimension? = item?.widthAnchor
      var constraint: LayoutConstraint? = anchor.map { $0 == 10 }
      #expect(counts()[3] == baseline[3] + 1)
      item = nil
      #expect(counts()[3] == baseline[3] + 1)
      #expect(constraint?.description.contains("orphan.width == 10") == true)
      anchor = nil
      #expect(counts()[3] == baseline[3] + 1)
      constraint = nil
      #expect(counts() == baseline)
      _ = (item, anchor, constraint)
    }

    @Test("Failed activations and errors leave nothing behind")
    func failuresLeaveNothing() throws {
      let baseline = counts()
      do {
        let engine = try makeEngine()
        let box = try addItem("box", to: engine.root)
        try activate { box.widthAnchor == 10 }
        engine.diagnosticsHandler = { _ in }
        for _ in 0..<10 {
          box.layout { $0.width == 20 }
          _ = try? activate([box.widthAnchor == .nan])
        }
      }
      #expect(counts() == baseline)
    }
  }
}
