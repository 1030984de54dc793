import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// No leaks and no cycles, checked with weak references: each test holds the engine, items and
  /// constraints it makes only weakly once it drops them, so a wrapper that something still
  /// retains (a cycle, a cache) keeps a weak reference non-nil and fails the test. The engine's
  /// deinit is what destroys the C++ engine, so a freed engine wrapper means a freed C++ engine;
  /// what the C++ engine allocates is checked by LeakSanitizer (`swift test --sanitize=address`).
  /// Nothing here is global, so the tests run in parallel with every other.
  @Suite("Memory")
  struct MemoryTests {
    /// Weak references to every wrapper a test made, checked at its end.
    final class WeakReferences {
      private var engines: [() -> LayoutEngine?] = []
      private var items: [() -> LayoutItem?] = []
      private var constraints: [() -> LayoutConstraint?] = []

      func watch(_ engine: LayoutEngine) { engines.append { [weak engine] in engine } }
      func watch(_ item: LayoutItem) { items.append { [weak item] in item } }
      func watch(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { self.constraints.append { [weak constraint] in constraint } }
      }

      /// How many watched engines, items and constraints are still alive.
      var alive: [Int] {
        [
          engines.filter { $0() != nil }.count, items.filter { $0() != nil }.count,
          constraints.filter { $0() != nil }.count,
        ]
      }
    }

    @Test("A whole screen is freed when its last reference goes")
    func screenIsFreed() throws {
      let watched = WeakReferences()
      do {
        let engine = try makeEngine()
        watched.watch(engine)
        let root = engine.root
        let title = try addItem("title", to: root)
        let field = try addItem("field", to: root)
        [root, title, field, root.layoutMarginsGuide, root.safeAreaLayoutGuide].forEach(watched.watch)
        watched.watch(
          try activate {
            title.topAnchor == root.layoutMarginsGuide.topAnchor ~ "top"
            title.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor
            field.topAnchor == title.bottomAnchor + 8 ~ .defaultHigh
            field.edgesAnchor <= root.edgesAnchor
          })
        watched.watch(field.layout { $0.width == 10 })
        watched.watch(title.constraintsAffecting(.vertical))
        engine.ambiguities.map(\.item).forEach(watched.watch)
        engine.root.subitems.forEach(watched.watch)
        #expect(watched.alive[0] == 1)
      }
      #expect(watched.alive == [0, 0, 0])
    }

    @Test("Dropping items while their constraints are active is safe")
    func droppingItemsWhileActive() throws {
      let watched = WeakReferences()
      let engine = try makeEngine(width: 100, height: 100)
      var constraint: LayoutConstraint?
      do {
        let box = try addItem("box", to: engine.root)
        watched.watch(box)
        constraint = try activate {
          box.edgesAnchor == engine.root.edgesAnchor.inset(by: 10)
        }.first
      }
      // The box's Swift handle is gone; the engine still has the item and its constraints.
      #expect(watched.alive[1] == 0)
      let box = engine.root.subitems[0]
      expectFrame(box.frame, 10, 10, 80, 80)
      try constraint?.setConstant(20)
      expectFrame(box.frame, 10, 20, 80, 70)
      watched.watch(constraint.map { [$0] } ?? [])
      constraint = nil
      expectFrame(box.frame, 10, 20, 80, 70)
      #expect(watched.alive[2] == 0)
    }

    @Test("An item, anchor or constraint keeps its engine alive; the engine keeps none of them")
    func engineOutlivesItsHandles() throws {
      let watched = WeakReferences()
      var item: LayoutItem? = try makeEngine().makeItem("orphan")
      item.map(watched.watch)
      item.map { watched.watch($0.engine) }
      var anchor: LayoutDimension? = item?.widthAnchor
      var constraint: LayoutConstraint? = anchor.map { $0 == 10 }
      constraint.map { watched.watch([$0]) }
      #expect(watched.alive == [1, 1, 1])
      item = nil
      #expect(watched.alive == [1, 0, 1])
      #expect(constraint?.description.contains("orphan.width == 10") == true)
      anchor = nil
      #expect(watched.alive == [1, 0, 1])
      constraint = nil
      #expect(watched.alive == [0, 0, 0])
      _ = (item, anchor, constraint)
    }

    @Test("Failed activations and errors leave nothing behind")
    func failuresLeaveNothing() throws {
      let watched = WeakReferences()
      do {
        let engine = try makeEngine()
        watched.watch(engine)
        let box = try addItem("box", to: engine.root)
        watched.watch(box)
        watched.watch(try activate { box.widthAnchor == 10 })
        engine.diagnosticsHandler = { _ in }
        for _ in 0..<10 {
          watched.watch(box.layout { $0.width == 20 })
          let failing = [box.widthAnchor == .nan]
          watched.watch(failing)
          _ = try? activate(failing)
        }
      }
      #expect(watched.alive == [0, 0, 0])
    }
  }
}
