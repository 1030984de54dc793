import Testing

@testable import SwiftLayout

/// 43 characters; at 10 a line (80 points, advance 8): "the quick", "brown fox", "jumps over",
/// "the lazy", "dog": 5 lines.
private let fox = "the quick brown fox jumps over the lazy dog"

/// Something a measuring closure holds, to see when the engine lets the closure go.
private final class Token {}

/// A text that a measuring closure reads and a test changes, and the widths it was offered.
private final class Label {
  var text: String
  var widths: [Double] = []
  init(_ text: String) { self.text = text }
}

extension SwiftLayoutSuites {
  /// Measured items from Swift: closures, `layoutIfNeeded`, the reference measurer.
  @Suite("Measured items")
  struct MeasuredItemsTests {
    /// A column: `label` at (10, 10), 80 wide, and `box` 8 below it, 50 × 30.
    func makeColumn() throws -> (LayoutEngine, LayoutItem, LayoutItem) {
      let engine = try makeEngine()
      let root = engine.root
      let label = try addItem("label", to: root)
      let box = try addItem("box", to: root)
      try activate {
        label.leftAnchor == root.leftAnchor + 10
        label.topAnchor == root.topAnchor + 10
        label.widthAnchor == 80
        box.leftAnchor == root.leftAnchor
        box.topAnchor == label.bottomAnchor + 8
        box.widthAnchor == 50
        box.heightAnchor == 30
      }
      return (engine, label, box)
    }

    @Test("The monospaced measurer counts characters and lines")
    func measurer() {
      let font = MonospacedTextMeasurer()
      #expect(font.size(of: "hello world", width: .infinity) == LayoutSize(width: 88, height: 20))
      // 10 a line: "hello", "world".
      #expect(font.size(of: "hello world", width: 80) == LayoutSize(width: 40, height: 40))
      #expect(font.size(of: fox, width: 80) == LayoutSize(width: 80, height: 100))
      // 25 letters broken by characters: 10, 10, 5.
      #expect(font.size(of: "abcdefghijklmnopqrstuvwxy", width: 80) == LayoutSize(width: 80, height: 60))
      // "one", "", "two" at advance 10, line height 24.
      let large = MonospacedTextMeasurer(advance: 10, lineHeight: 24)
      #expect(large.size(of: "one\n\ntwo", width: .infinity) == LayoutSize(width: 30, height: 72))
      #expect(font.size(of: "", width: 80) == LayoutSize(width: 0, height: 0))
      #expect(MonospacedTextMeasurer(advance: 0).size(of: "a", width: 80).width.isNaN)
    }

    @Test("The monospaced measurer's lines are the words each line holds")
    func measurerLines() {
      let font = MonospacedTextMeasurer()
      // 10 a line at 80 (the cases above, line by line).
      #expect(font.lines(of: "hello world", width: 80) == ["hello", "world"])
      #expect(font.lines(of: fox, width: 80) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
      #expect(
        font.lines(of: "abcdefghijklmnopqrstuvwxy", width: 80) == ["abcdefghij", "klmnopqrst", "uvwxy"])
      // Paragraphs and empty lines; runs of spaces as one; no line for an empty text.
      #expect(font.lines(of: "one\n\ntwo", width: .infinity) == ["one", "", "two"])
      #expect(font.lines(of: "a\n", width: .infinity) == ["a", ""])
      #expect(font.lines(of: "  a   b  ", width: .infinity) == ["a b"])
      #expect(font.lines(of: "   ", width: .infinity) == [""])
      #expect(font.lines(of: "", width: 80) == [])
      // Code points: "héllo" at 3 a line.
      #expect(font.lines(of: "héllo", width: 24) == ["hél", "lo"])
      #expect(MonospacedTextMeasurer(advance: 0).lines(of: "a", width: 80) == [])
    }

    @Test("A long text in a narrow column grows downward and pushes the view below it")
    func growingColumn() throws {
      let (engine, label, box) = try makeColumn()
      let measured = Label(fox)
      try label.setMeasuringFunction { width in
        measured.widths.append(width)
        return MonospacedTextMeasurer().size(of: measured.text, width: width)
      }
      #expect(label.hasMeasuringFunction)
      // The natural size at once: one line, 20 high; the box at 10 + 20 + 8.
      expectFrame(label.frame(in: .root), 10, 10, 80, 20)
      expectFrame(box.frame(in: .root), 0, 38, 50, 30)
      try engine.layoutIfNeeded()
      // 5 lines at 80: 100 high; the box at 10 + 100 + 8.
      expectFrame(label.frame(in: .root), 10, 10, 80, 100)
      expectFrame(box.frame(in: .root), 0, 118, 50, 30)
      // +infinity, then 80 once: the second round finds the width unchanged.
      #expect(measured.widths == [.infinity, 80])

      measured.text = "hello world"
      try label.invalidateIntrinsicContentSize()
      // Stale until layoutIfNeeded.
      expectFrame(label.frame(in: .root), 10, 10, 80, 100)
      try engine.layoutIfNeeded()
      // "hello", "world": 40 high; the box at 58.
      expectFrame(label.frame(in: .root), 10, 10, 80, 40)
      expectFrame(box.frame(in: .root), 0, 58, 50, 30)
      #expect(measured.widths == [.infinity, 80, .infinity, 80])
    }

    @Test("setText measures with the reference measurer in C++")
    func setText() throws {
      let (engine, label, box) = try makeColumn()
      try label.setText(fox)
      try engine.layoutIfNeeded()
      expectFrame(label.frame(in: .root), 10, 10, 80, 100)
      expectFrame(box.frame(in: .root), 0, 118, 50, 30)
      try label.setText("Terms", measuredBy: MonospacedTextMeasurer(advance: 10, lineHeight: 24))
      try engine.layoutIfNeeded()
      // 5 characters of 10 fit 80: one line, 24 high.
      expectFrame(label.frame(in: .root), 10, 10, 80, 24)
    }

    @Test("A NaN or negative answer throws naming the item, and nothing changes")
    func badAnswers() throws {
      let (engine, label, box) = try makeColumn()
      let dump = engine.dump()
      let natural = #expect(throws: LayoutError.self) {
        try label.setMeasuringFunction { _ in LayoutSize(width: .nan, height: 20) }
      }
      #expect(natural?.kind == .nonFiniteValue)
      #expect(
        natural?.message
          == "the measuring function of label at width +infinity answered a width of nan: it is not finite")
      #expect(engine.dump() == dump)
      #expect(!label.hasMeasuringFunction)
      try label.setMeasuringFunction { width in
        width.isInfinite ? LayoutSize(width: 50, height: 20) : LayoutSize(width: 50, height: -5)
      }
      let before = engine.dump()
      let negative = #expect(throws: LayoutError.self) { try engine.layoutIfNeeded() }
      #expect(negative?.kind == .invalidValue)
      #expect(
        negative?.message.contains("the measuring function of label at width 80 answered a height of -5")
          == true)
      #expect(engine.dump() == before)
      expectFrame(box.frame(in: .root), 0, 38, 50, 30)
    }

    @Test("A height that feeds back into its own width does not settle")
    func notSettling() throws {
      let engine = try makeEngine()
      let label = try addItem("label", to: engine.root)
      try activate {
        label.leftAnchor == engine.root.leftAnchor
        label.topAnchor == engine.root.topAnchor
        label.widthAnchor == label.heightAnchor * 2
      }
      try label.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
      try label.setContentCompressionResistancePriority(LayoutPriority(1), for: .horizontal)
      // One line (20 high) → 40 wide → "aaaa", "bbbb" (40 high) → 80 wide → one line → …
      try label.setText("aaaa bbbb")
      expectFrame(label.frame(in: .root), 0, 0, 40, 20)
      #expect(LayoutEngine.maximumLayoutRounds == 10)
      let unsettled = #expect(throws: LayoutError.self) { try engine.layoutIfNeeded() }
      #expect(unsettled?.kind == .layoutDidNotSettle)
      #expect(unsettled?.message.contains("the height of label still changed") == true)
      expectFrame(label.frame(in: .root), 0, 0, 40, 20)
    }

    @Test("The engine lets the closure go when it is replaced or cleared, or the call fails")
    func closureLifetime() throws {
      let (_, label, _) = try makeColumn()
      weak var first: Token?
      weak var second: Token?
      do {
        let token = Token()
        first = token
        try label.setMeasuringFunction { _ in
          _ = token
          return LayoutSize(width: 10, height: 10)
        }
      }
      #expect(first != nil)
      do {
        let token = Token()
        second = token
        try label.setMeasuringFunction { _ in
          _ = token
          return LayoutSize(width: 10, height: 10)
        }
      }
      #expect(first == nil)
      #expect(second != nil)
      try label.clearMeasuringFunction()
      #expect(second == nil)
      #expect(!label.hasMeasuringFunction)
      // A failing call releases its closure too.
      weak var refused: Token?
      do {
        let token = Token()
        refused = token
        #expect(throws: LayoutError.self) {
          try label.setMeasuringFunction { _ in
            _ = token
            return LayoutSize(width: -1, height: 10)
          }
        }
      }
      #expect(refused == nil)
    }

    @Test("One layout gives the same frames from a Swift closure and from the C++ loader")
    func sameFramesInBothLanguages() throws {
      let file = """
        clayout 1
        size: width 200, height 400
        view title { text: "Terms"; font: advance 10, lineHeight 24 }
        view body { text: "\(fox)\\nand a second paragraph" }
        H:|-10-[title]
        H:|-10-[body]-10-|
        V:|-10-[title]-8-[body]
        """
      let loaded = LayoutEngine()
      let layout = try loaded.loadLayout(text: file, fileName: "text.layout")
      let engine = try makeEngine(width: 200, height: 400)
      let root = engine.root
      let title = try addItem("title", to: root)
      let body = try addItem("body", to: root)
      let large = MonospacedTextMeasurer(advance: 10, lineHeight: 24)
      try title.setMeasuringFunction(large.measuringFunction(for: "Terms"))
      try body.setMeasuringFunction(
        MonospacedTextMeasurer().measuringFunction(for: fox + "\nand a second paragraph"))
      try activate {
        title.leadingAnchor == root.leadingAnchor + 10
        body.leadingAnchor == root.leadingAnchor + 10
        root.trailingAnchor == body.trailingAnchor + 10
        title.topAnchor == root.topAnchor + 10
        body.topAnchor == title.bottomAnchor + 8
      }
      try engine.layoutIfNeeded()
      // By hand: title 50 × 24 at (10, 10). body 180 wide, 22 a line: "the quick brown fox", "jumps
      // over the lazy dog" (23 > 22: "jumps over the lazy", "dog"), "and a second paragraph"
      // (22): 4 lines, 80 high, at 10 + 24 + 8 = 42.
      expectFrame(title.frame(in: .root), 10, 10, 50, 24)
      expectFrame(body.frame(in: .root), 10, 42, 180, 80)
      #expect(layout.itemsByName["title"]?.frame(in: .root) == title.frame(in: .root))
      #expect(layout.itemsByName["body"]?.frame(in: .root) == body.frame(in: .root))
      // The load gives each text item's text and font, to draw its lines at its width.
      let texts = layout.items.map(\.text)
      #expect(texts[0] == LayoutFileText(text: "Terms", measurer: large))
      #expect(texts[1]?.text == fox + "\nand a second paragraph")
      #expect(texts[1]?.measurer == MonospacedTextMeasurer())
      #expect(
        texts[1].map { $0.measurer.lines(of: $0.text, width: 180) }
          == ["the quick brown fox", "jumps over the lazy", "dog", "and a second paragraph"])
    }
  }
}
