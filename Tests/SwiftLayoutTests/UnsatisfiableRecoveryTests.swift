import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Recovery from unsatisfiable constraints (``UnsatisfiableConstraintPolicy``) through the Swift
  /// face; every frame derived by hand.
  @Suite("Recovery from unsatisfiable constraints")
  struct UnsatisfiableRecoveryTests {
    /// Feedback.storyboard's header: a label at most 300 wide pinned 20 from both edges, each
    /// constraint activated alone, the width first; the root's size not set yet.
    func header(_ engine: LayoutEngine) throws -> (label: LayoutItem, narrow: LayoutConstraint) {
      let root = engine.root
      let label = try addItem("label", to: root)
      let narrow = label.widthAnchor <= 300
      try LayoutConstraint.activate([narrow])
      try LayoutConstraint.activate([label.leadingAnchor == root.leadingAnchor + 20])
      try LayoutConstraint.activate([label.trailingAnchor == root.trailingAnchor - 20])
      try LayoutConstraint.activate([label.topAnchor == root.topAnchor + 20, label.heightAnchor == 20])
      return (label, narrow)
    }

    @Test("By default a root size the required constraints cannot take throws")
    func refuses() throws {
      let engine = LayoutEngine()
      let (_, narrow) = try header(engine)
      #expect(engine.unsatisfiableConstraintPolicy == .refuse)
      // 20 + width + 20 == 414 needs a width of 374 > 300.
      let error = #expect(throws: LayoutError.self) {
        try engine.setRootSize(LayoutSize(width: 414, height: 170))
      }
      #expect(error?.kind == .unsatisfiableConstraint)
      #expect(engine.brokenConstraints.isEmpty)
      #expect(narrow.isActive)
    }

    @Test("Recovering breaks the first activated constraint of the conflict")
    func recovers() throws {
      let engine = LayoutEngine()
      let (label, narrow) = try header(engine)
      engine.unsatisfiableConstraintPolicy = .recover
      // Of {width <= 300, leading, trailing} (with the root's width, which never breaks), the
      // width was activated first: it breaks; the label spans 414 - 40 = 374 from x 20.
      try engine.setRootSize(LayoutSize(width: 414, height: 170))
      expectFrame(label.frame, 20, 20, 374, 20)
      #expect(!narrow.isActive)
      let broken = engine.brokenConstraints
      #expect(broken.count == 1)
      #expect(broken.first?.constraint == narrow.description)
      #expect(broken.first?.conflicts.count == 2)
      #expect(broken.first?.rootSizeAxis == .horizontal)
      engine.clearBrokenConstraints()
      #expect(engine.brokenConstraints.isEmpty)
    }

    @Test("A conflict tying both axes at the root's size breaks one constraint per axis")
    func bothAxes() throws {
      // IngredientsAnalysisView.xib: an image `width == 34` and square, pinned 8 from every edge,
      // in a view 81 x 82. At width 81 the first activated of {width == 34, trailing, leading}
      // breaks: the width; the square (65 wide) then cannot be 82 - 16 = 66 high, and of {square,
      // the four pins} the square breaks. The image: (8, 8), 65 x 66.
      let text = """
        clayout 1
        unsatisfiableConstraints: recover
        size: width 81, height 82
        view image
        image.width == 34
        image.width == image.height
        root.trailing == image.trailing + 8; image.leading == root.leading + 8
        image.top == root.top + 8; root.bottom == image.bottom + 8
        """
      let engine = LayoutEngine()
      let layout = try engine.loadLayout(text: text, fileName: "square.layout")
      expectFrame(try #require(layout.itemsByName["image"]).frame, 8, 8, 65, 66)
      let broken = engine.brokenConstraints.map { $0.constraint ?? "" }
      #expect(broken.count == 2)
      #expect(broken.first?.hasPrefix("image.width == 34 ") == true)
      #expect(broken.last?.hasPrefix("image.width == image.height ") == true)
      // Refused instead, the error names the whole conflict of both axes.
      let refusing = LayoutEngine()
      let error = #expect(throws: LayoutError.self) {
        try refusing.loadLayout(
          text: text.replacingOccurrences(of: "image.width == 34\n", with: "")
            .replacingOccurrences(of: "unsatisfiableConstraints: recover\n", with: ""),
          fileName: "square.layout")
      }
      #expect(error?.diagnostics.first?.notes.count == 5)
    }

    @Test("A layout file's policy line breaks the conflict instead of failing the load")
    func layoutFile() throws {
      let text = """
        clayout 1
        unsatisfiableConstraints: recover
        size: width 414, height 170
        view label
        label.width <= 300
        label.leading == root.leading + 20; root.trailing == label.trailing + 20
        label.top == root.top + 20; label.height == 20
        """
      let engine = LayoutEngine()
      let layout = try engine.loadLayout(text: text, fileName: "header.layout")
      // As above: the width (line 5) breaks, the label is 374 wide.
      expectFrame(try #require(layout.itemsByName["label"]).frame, 20, 20, 374, 20)
      #expect(engine.brokenConstraints.count == 1)
      #expect(engine.brokenConstraints.first?.message.hasPrefix("broke ") == true)
      // Without the line, the same file does not load.
      let refusing = LayoutEngine()
      #expect(throws: LayoutError.self) {
        try refusing.loadLayout(
          text: text.replacingOccurrences(of: "unsatisfiableConstraints: recover\n", with: ""),
          fileName: "header.layout")
      }
    }
  }
}
