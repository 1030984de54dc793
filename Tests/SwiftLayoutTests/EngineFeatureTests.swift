import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Every engine feature reached from Swift.
  @Suite("Engine features")
  struct EngineFeatureTests {
    @Test("Two handles are equal when they name one item of one engine")
    func itemEquality() throws {
      let one = try makeEngine()
      let two = try makeEngine()
      #expect(one.root == one.root)
      #expect(Set([one.root, one.root]).count == 1)
      // The same identifier in another engine is another item.
      #expect(one.root != two.root)
      #expect(one.makeItem("a") != one.makeItem("a"))
    }

    @Test("Items, guides and the tree")
    func tree() throws {
      let engine = try makeEngine()
      let root = engine.root
      #expect(root.name == "root")
      #expect(root.parent == nil)
      let a = try addItem("a", to: root)
      let b = try addItem("b", to: root)
      let guide = engine.makeLayoutGuide("guide")
      try a.addSubitem(guide)
      #expect(guide.isLayoutGuide)
      #expect(!a.isLayoutGuide)
      #expect(root.subitems == [a, b])
      #expect(guide.parent == a)
      try a.addSubitem(b)  // moves b
      #expect(root.subitems == [a])
      #expect(a.subitems == [guide, b])
      try b.removeFromParent()
      #expect(b.parent == nil)
      #expect(b.isInEngine)
      try b.remove()
      #expect(!b.isInEngine)
      #expect(Set([a, engine.root.subitems[0]]).count == 1)
      #expect(a.description == "a")
    }

    @Test("Root size, frames in parent and root coordinates, pixel snapping")
    func frames() throws {
      let engine = try makeEngine(width: 100, height: 50)
      #expect(engine.rootSize == LayoutSize(width: 100, height: 50))
      engine.rootSize = LayoutSize(width: 200, height: 80)
      #expect(engine.root.frame == LayoutRect(x: 0, y: 0, width: 200, height: 80))
      let outer = try addItem("outer", to: engine.root)
      let inner = try addItem("inner", to: outer)
      try activate {
        outer.edgesAnchor == engine.root.edgesAnchor.inset(by: 10.25)
        inner.leftAnchor == outer.leftAnchor + 5
        inner.topAnchor == outer.topAnchor + 5
        inner.sizeAnchor == LayoutSize(width: 20.5, height: 20)
      }
      expectFrame(inner.frame, 5, 5, 20.5, 20)
      expectFrame(inner.frame(in: .root), 15.25, 15.25, 20.5, 20)
      // 1x: edges 15.25 → 15 and 35.75 → 36.
      expectFrame(inner.frame(in: .root, scale: 1), 15, 15, 21, 20)
    }

    @Test("Intrinsic content size, hugging and compression resistance")
    func intrinsicSize() throws {
      let engine = try makeEngine(width: 100, height: 100)
      let label = try addItem("label", to: engine.root)
      try label.setIntrinsicContentSize(LayoutSize(width: 150, height: 20))
      try activate {
        label.leftAnchor == engine.root.leftAnchor
        label.topAnchor == engine.root.topAnchor
        label.widthAnchor <= engine.root.widthAnchor ~ .defaultHigh - 1
      }
      // Compression resistance 750 beats the 749 maximum.
      expectFrame(label.frame, 0, 0, 150, 20)
      try label.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
      expectFrame(label.frame, 0, 0, 100, 20)
      try label.setIntrinsicContentSize(width: nil, height: 20)
      try label.setContentHuggingPriority(.defaultLow, for: .vertical)
      #expect(!label.constraintsAffecting(.vertical).isEmpty)
    }

    @Test("Layout direction: inherited, set, and effective")
    func direction() throws {
      let engine = try makeEngine()
      let child = try addItem("child", to: engine.root)
      #expect(child.layoutDirection == .leftToRight)
      engine.root.layoutDirection = .rightToLeft
      #expect(child.layoutDirection == .rightToLeft)
      child.layoutDirection = .leftToRight
      #expect(child.layoutDirection == .leftToRight)
    }

    @Test("Directional margins")
    func directionalMargins() throws {
      let engine = try makeEngine(width: 200, height: 100)
      let root = engine.root
      try root.setLayoutDirection(.rightToLeft)
      try root.setDirectionalLayoutMargins(
        LayoutDirectionalInsets(top: 1, leading: 20, bottom: 2, trailing: 5))
      let box = try addItem("box", to: root)
      box.layout { $0.edges == root.layoutMarginsGuide.edgesAnchor }
      // Right to left: leading is right: right margin 20, left margin 5.
      expectFrame(box.frame, 5, 1, 175, 97)
    }

    @Test("Fitting size, compressed and expanded, and for a width")
    func fittingSize() throws {
      let engine = try makeEngine()
      let card = try addItem("card", to: engine.root)
      let text = try addItem("text", to: card)
      try text.setIntrinsicContentSize(width: 80, height: 30)
      try activate {
        text.edgesAnchor == card.edgesAnchor.inset(by: 10)
        text.widthAnchor <= 200
        text.heightAnchor >= text.widthAnchor * 0.5
      }
      let compressed = card.fittingSize(.compressed)
      #expect(compressed == LayoutSize(width: 100, height: 60))
      // Expanded pulls at the fitting-size level (50): the text's hugging (250) holds it at 100.
      #expect(card.fittingSize(.expanded).width == 100)
      // Without an intrinsic size, expanded reaches the upper bound: 200 + 20.
      let bounded = try addItem("bounded", to: engine.root)
      let content = try addItem("content", to: bounded)
      try activate {
        content.edgesAnchor == bounded.edgesAnchor.inset(by: 10)
        content.widthAnchor >= 40
        content.widthAnchor <= 200
        content.heightAnchor == 5
      }
      #expect(bounded.fittingSize(.compressed).width == 60)
      #expect(bounded.fittingSize(.expanded).width == 220)
      let forWidth = card.fittingSize(.compressed, width: 160)
      #expect(forWidth.height == 90)
    }

    @Test("Ambiguities name each item and axis; constraintsAffecting; dump")
    func diagnostics() throws {
      let engine = try makeEngine()
      let loose = try addItem("loose", to: engine.root)
      let width = try activate { loose.widthAnchor == 10 }[0]
      let ambiguities = engine.ambiguities
      #expect(ambiguities.contains { $0.item == loose && $0.axis == .horizontal && $0.positionIsAmbiguous })
      #expect(ambiguities.contains { $0.item == loose && $0.axis == .vertical && $0.sizeIsAmbiguous })
      #expect(ambiguities.allSatisfy { !$0.description.isEmpty })
      let affecting = loose.constraintsAffecting(.horizontal)
      #expect(affecting.contains(width))
      #expect(loose.constraintsAffecting(.vertical).isEmpty)
      let dump = engine.dump()
      #expect(dump.contains("loose"))
      #expect(dump.contains("loose.width == 10"))
    }

    @Test("A constraint's items, each once, in the order they appear")
    func constraintItems() throws {
      let engine = try makeEngine()
      let a = try addItem("a", to: engine.root)
      let b = try addItem("b", to: engine.root)
      // b first, then a (twice in the distance), then the root: each once.
      let gap = b.leadingAnchor - a.trailingAnchor == a.leadingAnchor - engine.root.leadingAnchor
      #expect(gap.items == [b, a, engine.root])
      #expect((a.widthAnchor == 20).items == [a])
    }

    @Test("Constraints without effect: a duplicate has none, what pins something has one")
    func constraintsWithoutEffect() throws {
      let engine = try makeEngine()
      try engine.setRootSize(LayoutSize(width: 200, height: 100))
      let a = try addItem("a", to: engine.root)
      // a at (10, 10), 50 × 20; its width said twice.
      let constraints = try activate {
        a.leftAnchor == engine.root.leftAnchor + 10
        a.topAnchor == engine.root.topAnchor + 10
        a.widthAnchor == 50
        a.widthAnchor == 50
        a.heightAnchor == 20
      }
      let sizes = [LayoutSize(width: 200, height: 100), LayoutSize(width: 100, height: 100)]
      var progress: [Int] = []
      let effects = engine.constraintsWithoutEffect(constraints, at: sizes) { done, _ in progress.append(done)
      }
      #expect(effects.withoutEffect == [constraints[2], constraints[3]])
      #expect(effects.sizesTried == sizes)
      // One slice does it all: no progress to report.
      #expect(progress.isEmpty)
      #expect(a.frame(in: .root) == LayoutRect(x: 10, y: 10, width: 50, height: 20))
      #expect(engine.root.frame(in: .root).size == sizes[0])
    }

    @Test("The default diagnostics handler writes to standard error without failing")
    func defaultHandler() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      box.layout { $0.width == .nan }
      #expect(!(box.widthAnchor == 1).isActive)
      LayoutEngine.printToStandardError(LayoutError(kind: .notActive, message: "test message"))
    }

    @Test("Result builder control flow: if, if/else, switch, for")
    func builderControlFlow() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let compact = Bool.random()
      let constraints = try activate {
        if compact {
          box.widthAnchor == 10
        } else {
          box.widthAnchor == 20
        }
        if !compact {
          box.heightAnchor == 5
        }
        switch compact {
        case true: box.leftAnchor == engine.root.leftAnchor
        case false: box.leftAnchor == engine.root.leftAnchor + 1
        }
        for _ in 0..<2 {
          box.topAnchor == engine.root.topAnchor
        }
      }
      #expect(constraints.count == (compact ? 4 : 5))
    }
  }
}
