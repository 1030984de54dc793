import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  @Suite("Composite anchors")
  struct CompositeAnchorTests {
    @Test("Edges with insets, pinned to the margins guide and the safe-area guide")
    func edges() throws {
      let engine = try makeEngine(width: 300, height: 500)
      let root = engine.root
      try root.setLayoutMargins(LayoutInsets(top: 10, left: 12, bottom: 14, right: 16))
      try root.setSafeAreaInsets(LayoutInsets(top: 44, left: 0, bottom: 34, right: 0))
      let inset = try addItem("inset", to: root)
      let margins = try addItem("margins", to: root)
      let safe = try addItem("safe", to: root)
      inset.layout {
        $0.edges == root.edgesAnchor.inset(by: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
      }
      margins.layout { $0.edges == root.layoutMarginsGuide.edgesAnchor }
      safe.layout { $0.edges == root.safeAreaLayoutGuide.edgesAnchor.inset(by: 8) }
      expectFrame(inset.frame, 2, 1, 294, 496)
      // The root's margins are measured from its safe area (insetsLayoutMarginsFromSafeArea, on by
      // default): (10 + 44, 12, 14 + 34, 16), so 300 - 28 = 272 wide and 500 - 54 - 48 = 398 high.
      expectFrame(margins.frame, 12, 54, 272, 398)
      expectFrame(safe.frame, 8, 52, 284, 406)
    }

    @Test("Directional edges follow the reading direction")
    func directionalEdges() throws {
      let engine = try makeEngine(width: 300, height: 100)
      let root = engine.root
      try root.setLayoutDirection(.rightToLeft)
      let box = try addItem("box", to: root)
      try activate {
        box.directionalEdgesAnchor
          == root.directionalEdgesAnchor.inset(
            by: LayoutDirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
      }
      // Right to left: leading is the right edge, 10 in from 300; trailing the left, 30 in.
      expectFrame(box.frame, 30, 0, 260, 100)
    }

    @Test("Edges inside and around")
    func edgeInequalities() throws {
      let engine = try makeEngine(width: 100, height: 100)
      let root = engine.root
      let inner = try addItem("inner", to: root)
      try inner.setIntrinsicContentSize(width: 500, height: 500)
      try activate {
        inner.edgesAnchor <= root.edgesAnchor.inset(by: 10)
        inner.centerAnchor == root.centerAnchor
      }
      expectFrame(inner.frame, 10, 10, 80, 80)
      let outer = try addItem("outer", to: root)
      try activate {
        outer.edgesAnchor >= inner.edgesAnchor
        outer.sizeAnchor <= inner.sizeAnchor + 2
        outer.topAnchor == inner.topAnchor - 1
        outer.leftAnchor == inner.leftAnchor - 1
        outer.sizeAnchor == LayoutSize(width: 500, height: 500) ~ .defaultLow
      }
      // Around inner (right at least 90) and at most 2 larger: the weak 500 pulls it to 82.
      expectFrame(outer.frame, 9, 9, 82, 82)
    }

    @Test("Size and center, with multipliers, offsets and priorities")
    func sizeAndCenter() throws {
      let engine = try makeEngine(width: 200, height: 100)
      let root = engine.root
      let box = try addItem("box", to: root)
      let constraints = box.layout {
        $0.size == root.sizeAnchor * 0.5
        $0.center == root.centerAnchor.offsetBy(x: 10, y: -5)
        $0.size >= LayoutSize(width: 1, height: 1)
        $0.size <= root.sizeAnchor / 1
        $0.size == LayoutSize(width: 10, height: 10) ~ .defaultLow
        $0.size >= root.sizeAnchor - 1000
      }
      #expect(constraints.count == 12)
      #expect(constraints.allSatisfy { $0.isActive })
      expectFrame(box.frame, 60, 20, 100, 50)
      #expect(constraints[8].priority == .defaultLow)
      // A composite's constraints are recorded on the line they were written.
      #expect(constraints[0].line == constraints[1].line)
      #expect(constraints[2].line == constraints[0].line + 1)
    }
  }
}
