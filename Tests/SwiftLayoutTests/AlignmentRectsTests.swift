import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Alignment rectangles (UIView's `alignmentRectInsets`) through the Swift face; every frame
  /// derived by hand.
  @Suite("Alignment rectangles")
  struct AlignmentRectsTests {
    @Test("A switch's frame reaches 2 points past its trailing alignment edge")
    func switchRow() throws {
      let engine = try makeEngine(width: 375, height: 44)
      let root = engine.root
      let toggle = try addItem("toggle", to: root)
      try toggle.setIntrinsicContentSize(width: 49, height: 31)
      try toggle.setAlignmentRectInsets(LayoutInsets(top: 0, left: 0, bottom: 0, right: 2))
      try activate {
        toggle.trailingAnchor == root.trailingAnchor - 16
        toggle.centerYAnchor == root.centerYAnchor
      }
      // The alignment rectangle 310..359, 6.5..37.5; the frame 2 wider on the right.
      expectFrame(toggle.frame, 310, 6.5, 51, 31)
      #expect(toggle.alignmentRectInsets == LayoutInsets(top: 0, left: 0, bottom: 0, right: 2))
      #expect(toggle.fittingSize() == LayoutSize(width: 51, height: 31))
      // The margins guide is inset from the frame: 318 to 353.
      expectFrame(toggle.layoutMarginsGuide.frame(in: .root), 318, 14.5, 35, 15)
    }

    @Test("The root and layout guides have no alignment insets")
    func refused() throws {
      let engine = try makeEngine()
      #expect(throws: LayoutError.self) {
        try engine.root.setAlignmentRectInsets(LayoutInsets(top: 1, left: 1, bottom: 1, right: 1))
      }
      let guide = engine.makeLayoutGuide("guide")
      try engine.root.addSubitem(guide)
      let error = #expect(throws: LayoutError.self) {
        try guide.setAlignmentRectInsets(LayoutInsets(top: 1, left: 1, bottom: 1, right: 1))
      }
      #expect(error?.kind == .invalidValue)
    }
  }
}
