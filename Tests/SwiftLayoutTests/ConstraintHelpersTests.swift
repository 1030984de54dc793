import Testing

@testable import SwiftLayout

/// The screen of the C++ BarrierTests (`TwoLabels`): two labels at leading 10, tops 10 and 40, of
/// intrinsic sizes 50 × 20 and 80 × 35, in a root of 300 × 200; the same hand-derived frames.
private struct TwoLabels {
  let engine: LayoutEngine
  let root, name, address: LayoutItem

  init(direction: LayoutDirection = .leftToRight) throws {
    engine = try makeEngine(width: 300, height: 200)
    root = engine.root
    try root.setLayoutDirection(direction)
    name = try addItem("name", to: root)
    address = try addItem("address", to: root)
    try name.setIntrinsicContentSize(width: 50, height: 20)
    try address.setIntrinsicContentSize(width: 80, height: 35)
    let (root, name, address) = (self.root, self.name, self.address)
    try activate {
      name.leadingAnchor == root.leadingAnchor + 10
      name.topAnchor == root.topAnchor + 10
      address.leadingAnchor == root.leadingAnchor + 10
      address.topAnchor == root.topAnchor + 40
    }
  }
}

/// The engine's dump without the solver's part (an undone change may leave the tableau in
/// another, equivalent form).
private func model(_ engine: LayoutEngine) -> String {
  let dump = engine.dump()
  guard let range = dump.range(of: "\nsolver:") else { return dump }
  return String(dump[..<range.lowerBound])
}

extension SwiftLayoutSuites {
  /// ConstraintLayout's helpers through the Swift face: the values of the C++ tests, derived by
  /// hand (docs/constraint-helpers.md).
  @Suite("ConstraintLayout helpers")
  struct ConstraintHelpersTests {
    @Test("a barrier after two labels of changing width: the frames of the C++ BarrierTests")
    func barrierAfterTwoLabels() throws {
      let screen = try TwoLabels()
      let barrier = try screen.engine.makeBarrier(
        in: screen.root, name: "b", edge: .trailing, items: [screen.name, screen.address], margin: 8)
      let line = try #require(barrier.guide)
      let field = try addItem("field", to: screen.root)
      try activate {
        field.leadingAnchor == line.leadingAnchor
        field.trailingAnchor == screen.root.trailingAnchor
        field.topAnchor == screen.root.topAnchor
        field.heightAnchor == 30
      }
      expectFrame(line.frame, 98, 0, 0, 200)  // 10 + 80 + 8
      expectFrame(field.frame, 98, 0, 202, 30)
      expectFrame(screen.name.frame, 10, 10, 50, 20)  // not stretched
      try screen.name.setIntrinsicContentSize(width: 120, height: 20)
      expectFrame(line.frame, 138, 0, 0, 200)
      let identifiers = screen.engine.helperConstraints(barrier).map(\.identifier)
      #expect(identifiers.contains("barrier b"))
      #expect(identifiers.contains("barrier b pull"))
    }

    @Test("a barrier in right to left lies left of the items")
    func barrierRightToLeft() throws {
      let screen = try TwoLabels(direction: .rightToLeft)
      let barrier = try screen.engine.makeBarrier(
        in: screen.root, name: "b", edge: .trailing, items: [screen.name, screen.address], margin: 8)
      expectFrame(try #require(barrier.guide).frame, 202, 0, 0, 200)  // 210 - 8
    }

    @Test("guidelines: begin, end, fraction, and begin from the right in right to left")
    func guidelines() throws {
      let engine = try makeEngine(width: 300, height: 200)
      let begin = try engine.makeGuideline(
        in: engine.root, name: "g", orientation: .vertical, reference: .begin, value: 20)
      let end = try engine.makeGuideline(
        in: engine.root, name: "e", orientation: .vertical, reference: .end, value: 30)
      let half = try engine.makeGuideline(
        in: engine.root, name: "h", orientation: .horizontal, reference: .fraction, value: 0.5)
      expectFrame(try #require(begin.guide).frame, 20, 0, 0, 200)
      expectFrame(try #require(end.guide).frame, 270, 0, 0, 200)
      expectFrame(try #require(half.guide).frame, 0, 100, 300, 0)
      try engine.root.setLayoutDirection(.rightToLeft)
      expectFrame(try #require(begin.guide).frame, 280, 0, 0, 200)
      let before = model(engine)
      #expect(throws: LayoutError.self) {
        _ = try engine.makeGuideline(
          in: engine.root, name: "bad", orientation: .vertical, reference: .fraction, value: 1.5)
      }
      #expect(model(engine) == before)
      try engine.removeHelper(begin)
      #expect(begin.guide.map(\.isInEngine) == false)
      #expect(throws: LayoutError.self) { try engine.removeHelper(begin) }
    }

    @Test("chains: spread, spread inside, packed with a bias, weights, and right to left")
    func chains() throws {
      func row(_ direction: LayoutDirection = .leftToRight, fixed: Bool = true) throws -> (
        LayoutEngine, [LayoutItem]
      ) {
        let engine = try makeEngine(width: 300, height: 200)
        try engine.root.setLayoutDirection(direction)
        let items = try ["a", "b", "c"].map { try addItem($0, to: engine.root) }
        let widths: [Double] = [40, 60, 50]
        for (index, item) in items.enumerated() {
          try activate { item.topAnchor == engine.root.topAnchor }
          try activate { item.heightAnchor == 10 }
          if fixed || index == 1 { try activate { item.widthAnchor == widths[index] } }
        }
        return (engine, items)
      }
      var (engine, items) = try row()
      _ = try engine.makeChain(items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor)
      #expect(items.map(\.frame.x) == [37.5, 115, 212.5])
      (engine, items) = try row()
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(style: .spreadInside))
      #expect(items.map(\.frame.x) == [0, 115, 250])
      (engine, items) = try row()
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(style: .packed, bias: 0.3))
      #expect(abs(items[0].frame.x - 45) < 1e-9)  // 0.3 · 150
      (engine, items) = try row(.rightToLeft)
      _ = try engine.makeChain(items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor)
      #expect(items.map(\.frame.x) == [222.5, 125, 37.5])
      (engine, items) = try row(fixed: false)
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(weights: [1, 0, 2]))
      #expect(items.map(\.frame.width) == [80, 60, 160])
      // A chain of one item, and an expression instead of an anchor, are refused.
      let before = model(engine)
      let one = #expect(throws: LayoutError.self) {
        _ = try engine.makeChain([items[0]], from: engine.root.leadingAnchor, to: engine.root.trailingAnchor)
      }
      #expect(one?.kind == .invalidValue)
      #expect(one?.message.contains("a chain needs 2 items or more") == true)
      let expression = #expect(throws: LayoutError.self) {
        _ = try engine.makeChain(items, from: engine.root.leadingAnchor + 8, to: engine.root.trailingAnchor)
      }
      #expect(expression?.message.contains("not an expression") == true)
      #expect(model(engine) == before)
    }

    /// Items a, b, c of intrinsic widths 40, 60, 50 (a gone item's width 0 wins over their
    /// compression resistance) at top 0 in 300 × 200: the C++ ChainTests' `GoneRow`.
    func goneRow(_ direction: LayoutDirection = .leftToRight) throws -> (LayoutEngine, [LayoutItem]) {
      let engine = try makeEngine(width: 300, height: 200)
      try engine.root.setLayoutDirection(direction)
      let items = try ["a", "b", "c"].map { try addItem($0, to: engine.root) }
      for (item, width) in zip(items, [40.0, 60, 50]) {
        try item.setIntrinsicContentSize(width: width, height: 10)
        try activate { item.topAnchor == engine.root.topAnchor }
      }
      return (engine, items)
    }

    @Test("chains: margins, gone items, and bad margins refused (the C++ ChainTests' values)")
    func chainMarginsAndGoneItems() throws {
      // The gone row; margins a (10, 0), b (5, 5), c (0, 20).
      let margins = [
        LayoutChainMargins(start: 10), LayoutChainMargins(start: 5, end: 5), LayoutChainMargins(end: 20),
      ]
      // Spread: 150 free, 40 fixed, 110 in four parts of 27.5.
      var (engine, items) = try goneRow()
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(margins: margins))
      #expect(items.map(\.frame.x) == [37.5, 110, 202.5])
      // b gone: its margins count for nothing; 210 - 30 = 180 in three parts of 60.
      try items[1].setHidden(true)
      expectFrame(items[0].frame, 70, 0, 40, 10)
      expectFrame(items[1].frame, 110, 0, 0, 10)
      expectFrame(items[2].frame, 170, 0, 50, 10)
      try items[1].setHidden(false)
      #expect(items.map(\.frame.x) == [37.5, 110, 202.5])
      // Packed with a bias of 0.25: the group is 160 wide, 110 shared 1 : 3 around it.
      (engine, items) = try goneRow()
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(style: .packed, bias: 0.25, margins: margins))
      #expect(items.map(\.frame.x) == [37.5, 82.5, 147.5])
      // a and c gone through a group: b alone, placed by the bias: (300 - 60 - 10) · 0.25 + 5.
      try engine.setHidden([items[0], items[2]], true)
      expectFrame(items[1].frame, 62.5, 0, 60, 10)
      // Spread inside, right to left: the ends at their margins from the right edge.
      (engine, items) = try goneRow(.rightToLeft)
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(style: .spreadInside, margins: margins))
      #expect(items.map(\.frame.x) == [250, 130, 20])
      // A negative margin is refused, naming the item and the margin; nothing changes.
      let before = model(engine)
      let negative = #expect(throws: LayoutError.self) {
        _ = try engine.makeChain(
          items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
          options: LayoutChainOptions(margins: [.init(), .init(start: -4), .init()]))
      }
      #expect(negative?.kind == .invalidValue)
      #expect(negative?.message.contains("the start margin -4 of b is negative") == true)
      #expect(model(engine) == before)
      let goneNegative = #expect(throws: LayoutError.self) {
        _ = try engine.makeChain(
          items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
          options: LayoutChainOptions(margins: [.init(goneEnd: -1), .init(), .init()]))
      }
      #expect(goneNegative?.kind == .invalidValue)
      #expect(goneNegative?.message.contains("the gone end margin -1 of a is negative") == true)
      #expect(model(engine) == before)
    }

    @Test("chains: gone margins replace a margin while the neighbour is gone (the C++ ChainTests' values)")
    func chainGoneMargins() throws {
      // a (10, 0, gone start 30, gone end 6), b (5, 5, gone start 21), c (0, 20, gone start 9) on the
      // gone row.
      let (engine, items) = try goneRow()
      _ = try engine.makeChain(
        items, from: engine.root.leadingAnchor, to: engine.root.trailingAnchor,
        options: LayoutChainOptions(margins: [
          LayoutChainMargins(start: 10, goneStart: 30, goneEnd: 6),
          LayoutChainMargins(start: 5, end: 5, goneStart: 21), LayoutChainMargins(end: 20, goneStart: 9),
        ]))
      // All visible: no gone margin applies, 110 in four parts of 27.5.
      #expect(items.map(\.frame.x) == [37.5, 110, 202.5])
      // b gone: a's end 6 and c's start 9; 210 - 45 = 165 in three parts of 55.
      try items[1].setHidden(true)
      expectFrame(items[0].frame, 65, 0, 40, 10)
      expectFrame(items[1].frame, 105, 0, 0, 10)
      expectFrame(items[2].frame, 175, 0, 50, 10)
      // a gone instead: b's start 21; 190 - 46 = 144 in three parts of 48.
      try items[1].setHidden(false)
      try items[0].setHidden(true)
      expectFrame(items[0].frame, 0, 0, 0, 10)
      expectFrame(items[1].frame, 69, 0, 60, 10)
      expectFrame(items[2].frame, 182, 0, 50, 10)
    }

    @Test("centering with a bias and a dimension ratio")
    func biasAndRatio() throws {
      let engine = try makeEngine(width: 300, height: 200)
      let box = try addItem("box", to: engine.root)
      try activate {
        box.widthAnchor == 100
        box.topAnchor == engine.root.topAnchor
      }
      _ = try engine.centerWithBias(
        box, between: engine.root.leadingAnchor, and: engine.root.trailingAnchor, bias: 0.25)
      _ = try engine.setDimensionRatio(box, width: 2, height: 1)
      expectFrame(box.frame, 50, 0, 100, 50)  // (300 - 100) · 0.25; 100 : 50
      let before = model(engine)
      let zero = #expect(throws: LayoutError.self) {
        _ = try engine.setDimensionRatio(box, width: 0, height: 9)
      }
      #expect(zero?.kind == .invalidValue)
      let bias = #expect(throws: LayoutError.self) {
        _ = try engine.centerWithBias(
          box, between: engine.root.topAnchor, and: engine.root.bottomAnchor, bias: 1.5)
      }
      #expect(bias?.message.contains("outside [0, 1]") == true)
      #expect(model(engine) == before)
    }
  }
}
