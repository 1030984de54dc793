import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// UIKit's margins and safe areas that follow the hierarchy, through the Swift face; every frame
  /// derived by hand from UIKit's rules (LayoutEngine.h, "Margins and safe area that follow the
  /// hierarchy").
  @Suite("Margins and safe areas that follow the hierarchy")
  struct HierarchyInsetsTests {
    @Test("A view under the status bar: its safe area and margins start below the band")
    func coveredSafeArea() throws {
      let engine = try makeEngine(width: 375, height: 812)
      let root = engine.root
      try root.setSafeAreaInsets(LayoutInsets(top: 44, left: 0, bottom: 34, right: 0))
      let header = try addItem("header", to: root)
      let title = try addItem("title", to: header)
      try activate {
        header.leftAnchor == root.leftAnchor
        header.topAnchor == root.topAnchor
        header.widthAnchor == 375
        header.heightAnchor == 200
        title.topAnchor == header.layoutMarginsGuide.topAnchor
        title.leadingAnchor == header.layoutMarginsGuide.leadingAnchor
        title.trailingAnchor == header.layoutMarginsGuide.trailingAnchor
        title.heightAnchor == 20
      }
      // Before the pass: header's margins are its own 8.
      expectFrame(title.frame, 8, 8, 359, 20)
      try engine.layoutIfNeeded()
      // header (0..200) is covered 44 at the top; its margins 8 + 44 on top, 8 on the sides.
      expectFrame(title.frame, 8, 52, 359, 20)
      #expect(header.safeAreaInsets == LayoutInsets(top: 44, left: 0, bottom: 0, right: 0))
      #expect(header.layoutMargins == LayoutInsets(top: 52, left: 8, bottom: 8, right: 8))
      // Margins not measured from the safe area: 8 again, at once.
      try header.setInsetsLayoutMarginsFromSafeArea(false)
      expectFrame(title.frame, 8, 8, 359, 20)
    }

    @Test("A view controller's root keeps its system minimum margins, by reading direction")
    func systemMinimum() throws {
      let engine = try makeEngine(width: 390, height: 844)
      let root = engine.root
      try root.setSafeAreaInsets(LayoutInsets(top: 47, left: 0, bottom: 34, right: 0))
      try root.setSystemMinimumLayoutMargins(
        LayoutDirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 24))
      let content = try addItem("content", to: root)
      content.layout { $0.edges == root.layoutMarginsGuide.edgesAnchor }
      // The minimum plus the safe area: 390 - 40 = 350 wide, 844 - 81 = 763 high.
      expectFrame(content.frame, 16, 47, 350, 763)
      try root.setLayoutMargins(LayoutInsets(top: 8, left: 8, bottom: 8, right: 8))
      // At least the minimum on the sides; top 8 + 47, bottom 8 + 34.
      expectFrame(content.frame, 16, 55, 350, 747)
      try root.setLayoutDirection(.rightToLeft)
      expectFrame(content.frame, 24, 55, 350, 747)
      try root.setViewRespectsSystemMinimumLayoutMargins(false)
      expectFrame(content.frame, 8, 55, 374, 747)
    }

    @Test("Margins preserve the superview's near its edges")
    func preserved() throws {
      let engine = try makeEngine(width: 320, height: 200)
      let root = engine.root
      try root.setLayoutMargins(LayoutInsets(top: 0, left: 20, bottom: 0, right: 20))
      let inset = try addItem("inset", to: root)
      let label = try addItem("label", to: inset)
      try inset.setPreservesSuperviewLayoutMargins(true)
      try activate {
        inset.leftAnchor == root.leftAnchor + 5
        inset.topAnchor == root.topAnchor + 60
        inset.widthAnchor == 300
        inset.heightAnchor == 50
        label.leadingAnchor == inset.layoutMarginsGuide.leadingAnchor
        label.trailingAnchor == inset.layoutMarginsGuide.trailingAnchor
        label.topAnchor == inset.layoutMarginsGuide.topAnchor
        label.heightAnchor == 10
      }
      try engine.layoutIfNeeded()
      // Left max(8, 20 - 5) = 15; right: 305 is 5 past the root's margin at 300, max(8, 5) = 8.
      expectFrame(label.frame(in: .root), 20, 68, 277, 10)
    }

    @Test("The readable content guide is centred in the margins, at most the readable width")
    func readable() throws {
      let engine = try makeEngine(width: 1024, height: 768)
      let root = engine.root
      try root.setSystemMinimumLayoutMargins(
        LayoutDirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
      let text = try addItem("text", to: root)
      try activate {
        text.leadingAnchor == root.readableContentGuide.leadingAnchor
        text.trailingAnchor == root.readableContentGuide.trailingAnchor
        text.topAnchor == root.readableContentGuide.topAnchor
        text.heightAnchor == 100
      }
      #expect(engine.readableContentWidth == 672)
      try engine.layoutIfNeeded()
      // 984 wide margins, 312 more than 672: 156 more on each side.
      expectFrame(text.frame, 176, 0, 672, 100)
      try engine.setReadableContentWidth(500)
      try engine.layoutIfNeeded()
      expectFrame(text.frame, 262, 0, 500, 100)
      #expect(throws: LayoutError.self) { try engine.setReadableContentWidth(-1) }
    }

    @Test("Insets that keep moving their own item do not settle, and change nothing")
    func unsettled() throws {
      let engine = try makeEngine(width: 375, height: 812)
      let root = engine.root
      try root.setSafeAreaInsets(LayoutInsets(top: 44, left: 0, bottom: 0, right: 0))
      let box = try addItem("box", to: root)
      try activate {
        box.safeAreaLayoutGuide.topAnchor == root.topAnchor + 40
        box.leftAnchor == root.leftAnchor
        box.widthAnchor == 100
        box.heightAnchor == 100
      }
      // Each pass moves box up by 4 (40, 36, …): still moving after 10.
      let error = #expect(throws: LayoutError.self) { try engine.layoutIfNeeded() }
      #expect(error?.kind == .layoutDidNotSettle)
      expectFrame(box.frame, 0, 40, 100, 100)
    }
  }
}
