import Testing

@testable import SwiftLayout

/// Identifiers of a login screen, as an app would declare them.
enum LoginLayout: String, LayoutIdentifier {
  case titleTop, fieldGap
}

/// Identifiers that are not namespaced by their type.
enum BareLayout: String, LayoutIdentifier {
  case gap
  static var isNamespaced: Bool { false }
}

extension SwiftLayoutSuites {
  @Suite("Priorities and identifiers")
  struct PriorityAndIdentifierTests {
    @Test("~ .defaultHigh, ~ 750 and .withPriority(…) make new constraints at that priority")
    func priorities() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let base = box.widthAnchor == 10
      let high = base ~ .defaultHigh
      let literal = box.widthAnchor == 20 ~ 750
      let method = (box.widthAnchor == 30).withPriority(.defaultLow + 1)
      #expect(base.priority == .required)
      #expect(high.priority == .defaultHigh)
      #expect(high !== base)
      #expect(literal.priority.rawValue == 750)
      #expect(method.priority.rawValue == 251)
      try activate {
        high
        literal
        method
        box.leftAnchor == engine.root.leftAnchor
        box.topAnchor == engine.root.topAnchor
        box.heightAnchor == 1
      }
      // 750 and 750 pull to 10 and 20 at one level (sum of errors: anywhere in [10, 20]); the 251
      // at 30 breaks the tie toward 20.
      #expect(box.frame.width == 20)
    }

    @Test("A stronger optional constraint wins over any number of weaker ones")
    func exactPriorities() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      try activate {
        box.leftAnchor == engine.root.leftAnchor
        box.topAnchor == engine.root.topAnchor
        box.heightAnchor == 1
        box.widthAnchor == 100 ~ 501
        box.widthAnchor == 10 ~ 500
        box.widthAnchor == 10 ~ 500
        box.widthAnchor == 10 ~ 500
      }
      #expect(box.frame.width == 100)
    }

    @Test("Changing constant and priority while active")
    func changesWhileActive() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let constraints = try activate {
        box.leftAnchor == engine.root.leftAnchor + 10
        box.topAnchor == engine.root.topAnchor
        box.heightAnchor == 1
        box.widthAnchor == 50 ~ .defaultHigh
        box.widthAnchor == 80 ~ .defaultLow
      }
      #expect(box.frame.width == 50)
      try constraints[0].setConstant(25)
      #expect(constraints[0].constant == 25)
      #expect(box.frame.x == 25)
      try constraints[4].setPriority(.required - 1)
      #expect(constraints[4].priority.rawValue == 999)
      #expect(box.frame.width == 80)
      // Before activation, a change is plain data.
      let pending = box.heightAnchor == 3
      try pending.setConstant(7)
      #expect(pending.constant == 7)
      #expect(!pending.isActive)
    }

    @Test("Identifiers from String raw values, namespaced by the type by default")
    func identifiers() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let titleTop = box.topAnchor == engine.root.topAnchor ~ LoginLayout.titleTop
      let gap = (box.leftAnchor == engine.root.leftAnchor).withIdentifier(LoginLayout.fieldGap)
      let bare = box.widthAnchor == 1 ~ BareLayout.gap
      let plain = box.heightAnchor == 1 ~ "plain"
      let both = box.heightAnchor == 2 ~ LoginLayout.titleTop ~ 500
      #expect(titleTop.identifier == "LoginLayout.titleTop")
      #expect(gap.identifier == "LoginLayout.fieldGap")
      #expect(bare.identifier == "gap")
      #expect(plain.identifier == "plain")
      #expect(both.identifier == "LoginLayout.titleTop")
      #expect(both.priority.rawValue == 500)
      #expect((box.widthAnchor == 1).identifier == nil)
      try activate { titleTop }
      #expect(titleTop.description.contains("\"LoginLayout.titleTop\""))
      #expect(titleTop.description.contains("box.top == root.top"))
    }
  }
}
