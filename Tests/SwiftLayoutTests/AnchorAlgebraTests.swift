import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Every operator of the typed algebra, checked by the frames it produces (derived by hand).
  @Suite("Anchor algebra")
  struct AnchorAlgebraTests {
    @Test("Equal gaps: position − position is a distance")
    func equalGaps() throws {
      let engine = try makeEngine(width: 300, height: 100)
      let root = engine.root
      let a = try addItem("a", to: root)
      let b = try addItem("b", to: root)
      let c = try addItem("c", to: root)
      try activate {
        for item in [a, b, c] {
          item.widthAnchor == 60
          item.heightAnchor == 10
          item.topAnchor == root.topAnchor
        }
        a.leftAnchor == root.leftAnchor
        c.rightAnchor == root.rightAnchor
        b.leftAnchor - a.rightAnchor == c.leftAnchor - b.rightAnchor
      }
      // 300 - 3·60 = 120 of gaps, 60 each: a 0, b 120, c 240.
      expectFrame(b.frame, 120, 0, 60, 10)
      expectFrame(c.frame, 240, 0, 60, 10)
    }

    @Test("Position ± dimension, dimension arithmetic, multipliers and divisors")
    func arithmetic() throws {
      let engine = try makeEngine(width: 400, height: 400)
      let root = engine.root
      let a = try addItem("a", to: root)
      let b = try addItem("b", to: root)
      try activate {
        a.leftAnchor == root.leftAnchor + 10
        a.topAnchor == 5 + root.topAnchor
        a.widthAnchor == root.widthAnchor / 4 - 20  // 80
        a.heightAnchor == 0.5 * a.widthAnchor  // 40
        b.leftAnchor == a.leftAnchor + a.widthAnchor / 2  // 50
        b.topAnchor == a.bottomAnchor - a.heightAnchor + 1  // 6
        b.widthAnchor == a.widthAnchor * 2 + a.heightAnchor - 10  // 190
        b.heightAnchor == 100 - a.heightAnchor  // 60
      }
      expectFrame(a.frame, 10, 5, 80, 40)
      expectFrame(b.frame, 50, 6, 190, 60)
    }

    @Test("Negation, number on the left, dimension + position")
    func moreForms() throws {
      let engine = try makeEngine(width: 400, height: 400)
      let root = engine.root
      let a = try addItem("a", to: root)
      try activate {
        a.leadingAnchor == a.widthAnchor + root.leadingAnchor - 50  // left = width - 50
        a.topAnchor == root.topAnchor
        -a.widthAnchor == -120  // width 120
        30 == a.heightAnchor
        a.trailingAnchor - 10 <= root.trailingAnchor
      }
      expectFrame(a.frame, 70, 0, 120, 30)
    }

    @Test("Inequalities hold as written")
    func inequalities() throws {
      let engine = try makeEngine(width: 200, height: 200)
      let root = engine.root
      let box = try addItem("box", to: root)
      try box.setIntrinsicContentSize(width: 500, height: 5)
      try activate {
        box.leftAnchor >= root.leftAnchor + 10
        box.leftAnchor <= root.leftAnchor + 10
        box.topAnchor >= root.topAnchor
        box.topAnchor <= root.topAnchor
        box.widthAnchor <= root.widthAnchor - 40
        box.heightAnchor >= 20
        box.heightAnchor <= 100
        box.widthAnchor >= box.heightAnchor
        10 <= box.widthAnchor
        1000 >= box.widthAnchor
      }
      expectFrame(box.frame, 10, 0, 160, 20)
    }

    @Test("Named methods: Auto Layout's constraint(equalTo:multiplier:constant:)")
    func namedMethods() throws {
      let engine = try makeEngine(width: 200, height: 100)
      let root = engine.root
      let box = try addItem("box", to: root)
      let constraints = try activate([
        box.centerXAnchor.constraint(equalTo: root.centerXAnchor, multiplier: 0.5),
        box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 4),
        box.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 4),
        box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
        box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -6),
        box.widthAnchor.constraint(equalToConstant: 40),
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
        box.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
        box.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor),
        box.heightAnchor.constraint(greaterThanOrEqualTo: box.widthAnchor, multiplier: 0.5),
        box.firstBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: -90),
      ])
      // centerX = 0.5 · 100 = 50: left 30; top 4, bottom 94: height 90 (baselines at offsets 0).
      expectFrame(box.frame, 30, 4, 40, 90)
      // The named methods record their own line.
      #expect(constraints[0].line == #line - 16)
      #expect(constraints[0].constant == 0)
      #expect(constraints[1].constant == 4)
    }

    @Test("Baselines follow their offsets")
    func baselines() throws {
      let engine = try makeEngine(width: 200, height: 200)
      let root = engine.root
      let label = try addItem("label", to: root)
      let other = try addItem("other", to: root)
      try label.setBaselineOffsets(firstFromTop: 15, lastFromBottom: 5)
      try activate {
        label.topAnchor == root.topAnchor + 10
        label.leftAnchor == root.leftAnchor
        label.sizeAnchor == LayoutSize(width: 50, height: 40)
        other.firstBaselineAnchor == label.firstBaselineAnchor
        other.leftAnchor == label.rightAnchor
        other.sizeAnchor == label.sizeAnchor
      }
      // label's first baseline at 25; other's offset is 0, so its top is at 25.
      expectFrame(other.frame, 50, 25, 50, 40)
      #expect(label.lastBaselineAnchor.storage.expression.terms.size() == 1)
    }
  }
}
