import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Each error kind of the C++ engine, thrown in Swift as a `LayoutError`, leaving the engine as
  /// it was.
  @Suite("Errors")
  struct LayoutErrorTests {
    /// The kind of the error `body` throws (nil when it throws none).
    func kind(of body: () throws -> Void) -> LayoutError.Kind? {
      do {
        try body()
        return nil
      } catch {
        return (error as? LayoutError)?.kind
      }
    }

    @Test("Unsatisfiable: the conflicts name the Swift file and line where each was written")
    func unsatisfiable() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      try activate {
        box.widthAnchor == 100
        box.leftAnchor == engine.root.leftAnchor
      }
      let firstLine = #line - 3
      do {
        try activate {
          box.heightAnchor == 10
          box.widthAnchor == 200
        }
        Issue.record("expected a conflict")
      } catch {
        let secondLine = #line - 4
        #expect(error.kind == .unsatisfiableConstraint)
        #expect(error.conflicts.count == 1)
        #expect(error.conflicts[0].contains("box.width == 100"))
        #expect(error.conflicts[0].contains("SwiftLayoutTests/LayoutErrorTests.swift:\(firstLine)"))
        #expect(error.constraint?.contains("SwiftLayoutTests/LayoutErrorTests.swift:\(secondLine)") == true)
        #expect(error.description.hasSuffix("\n  \(error.conflicts[0])"))
      }
      // All or nothing: the height constraint of the failed batch is not active either.
      #expect(box.constraintsAffecting(.vertical).isEmpty)
      #expect(box.frame.width == 100)
    }

    @Test("The root's size among the conflicts: named in the message, its axis in rootSizeAxis")
    func rootSizeConflict() throws {
      // Issue 11, item 7, as the C++ RootSizeTests: in a 300-wide root, 10 + 100 + 10 cannot fill
      // the width; the root's size is the host's, so the batch fails, naming it.
      let engine = try makeEngine(width: 300, height: 200)
      let a = try addItem("a", to: engine.root)
      let error = #expect(throws: LayoutError.self) {
        try activate {
          a.leadingAnchor == engine.root.leadingAnchor + 10
          a.widthAnchor == 100
          a.trailingAnchor == engine.root.trailingAnchor - 10
        }
      }
      #expect(error?.kind == .unsatisfiableConstraint)
      #expect(error?.rootSizeAxis == .horizontal)
      #expect(error?.message.contains("the root's width (300, set by setRootSize)") == true)
      #expect(error?.conflicts.count == 3)
      #expect(a.constraintsAffecting(.horizontal).isEmpty)
      // Another kind of error has none.
      let other = #expect(throws: LayoutError.self) { try activate { a.widthAnchor == .nan } }
      #expect(other?.rootSizeAxis == nil)
    }

    @Test("The description lists each conflict once, as the C++ message does")
    func descriptionText() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      try activate { box.widthAnchor == 100 }
      let firstLine = #line - 1
      let file = "SwiftLayoutTests/LayoutErrorTests.swift"
      do {
        try activate { box.widthAnchor == 200 }
        Issue.record("expected a conflict")
      } catch {
        let secondLine = #line - 3
        let expected = """
          cannot activate box.width == 200 (\(file):\(secondLine)): it cannot hold together with the \
          required constraints
            box.width == 100 (\(file):\(firstLine))
          """
        #expect(error.description == expected)
        #expect(
          LayoutEngine.diagnosticText(error) == "SwiftLayout: unsatisfiable constraint: \(expected)\n")
      }
    }

    @Test("Error kinds print the C++ core's names")
    func kindNames() {
      let names: [LayoutError.Kind: String] = [
        .unsatisfiableConstraint: "unsatisfiable constraint", .alreadyActive: "already active",
        .notActive: "not active", .differentEngines: "different engines",
        .noCommonAncestor: "no common ancestor", .removedItem: "removed item",
        .nonFiniteValue: "non-finite value", .invalidPriority: "invalid priority",
        .zeroMultiplier: "zero multiplier", .invalidHierarchy: "invalid hierarchy",
        .invalidValue: "invalid value", .destroyedEngine: "destroyed engine",
        .valueOutOfRange: "value out of range", .lostPrecision: "lost precision",
        .layoutDidNotSettle: "layout did not settle",
        .measuringFunctionFailed: "measuring function failed",
        .invalidLayoutFile: "invalid layout file",
      ]
      #expect(names.count == LayoutError.Kind.allCases.count)
      for kind in LayoutError.Kind.allCases {
        #expect(kind.description == names[kind], "\(kind)")
      }
    }

    @Test("Array activation records the call's line")
    func arrayLocation() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let constraints = try activate([box.widthAnchor == 10])
      #expect(constraints[0].line == #line - 1)
      #expect(constraints[0].fileID == "SwiftLayoutTests/LayoutErrorTests.swift")
      #expect(constraints[0].description.contains("LayoutErrorTests.swift:\(#line - 3)"))
    }

    @Test("Different engines")
    func differentEngines() throws {
      let one = try makeEngine()
      let two = try makeEngine()
      let a = try addItem("a", to: one.root)
      let b = try addItem("b", to: two.root)
      #expect(kind { try activate { a.leftAnchor == b.leftAnchor } } == .differentEngines)
      #expect(
        kind {
          try activate {
            a.widthAnchor == 1
            b.widthAnchor == 1
          }
        } == .differentEngines)
      #expect(kind { try one.root.addSubitem(b) } == .differentEngines)
    }

    @Test("No common ancestor")
    func noCommonAncestor() throws {
      let engine = try makeEngine()
      let inTree = try addItem("inTree", to: engine.root)
      let detached = engine.makeItem("detached")
      #expect(kind { try activate { inTree.leftAnchor == detached.leftAnchor } } == .noCommonAncestor)
    }

    @Test("Removed item")
    func removedItem() throws {
      let engine = try makeEngine()
      let gone = try addItem("gone", to: engine.root)
      let width = try activate { gone.widthAnchor == 10 }[0]
      try gone.remove()
      #expect(!gone.isInEngine)
      #expect(!width.isActive)
      #expect(kind { try activate { gone.widthAnchor == 20 } } == .removedItem)
      #expect(kind { try gone.remove() } == .removedItem)
    }

    @Test("Already active and not active")
    func activeStates() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let width = box.widthAnchor == 10
      try width.activate()
      #expect(kind { try width.activate() } == .alreadyActive)
      #expect(
        kind { try activate([box.heightAnchor == 1, box.heightAnchor == 1].map { $0 } + [width]) }
          == .alreadyActive)
      try width.deactivate()
      #expect(kind { try width.deactivate() } == .notActive)
      #expect(kind { try deactivate([box.heightAnchor == 1]) } == .notActive)
    }

    @Test("Non-finite values")
    func nonFinite() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      #expect(kind { try activate { box.widthAnchor == .infinity } } == .nonFiniteValue)
      #expect(kind { try activate { box.leftAnchor == engine.root.leftAnchor + .nan } } == .nonFiniteValue)
      let width = try activate { box.widthAnchor == 10 }[0]
      #expect(kind { try width.setConstant(.nan) } == .nonFiniteValue)
      #expect(width.constant == 10)
      #expect(kind { try engine.setRootSize(LayoutSize(width: .infinity, height: 1)) } == .nonFiniteValue)
      #expect(kind { try box.setLayoutMargins(LayoutInsets(all: .nan)) } == .nonFiniteValue)
    }

    @Test("Invalid priorities")
    func invalidPriority() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      #expect(kind { try activate { box.widthAnchor == 10 ~ 0 } } == .invalidPriority)
      #expect(kind { try activate { box.widthAnchor == 10 ~ 1001 } } == .invalidPriority)
      #expect(kind { try activate { (box.widthAnchor == 10).withPriority(-1) } } == .invalidPriority)
      let width = try activate { box.widthAnchor == 10 ~ .defaultHigh }[0]
      #expect(kind { try width.setPriority(LayoutPriority(.nan)) } == .invalidPriority)
      #expect(kind { try box.setContentHuggingPriority(0, for: .horizontal) } == .invalidPriority)
    }

    @Test("Zero multiplier on a position")
    func zeroMultiplier() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      let zero = box.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor, multiplier: 0)
      #expect(kind { try activate([zero]) } == .zeroMultiplier)
    }

    @Test("Invalid hierarchy")
    func invalidHierarchy() throws {
      let engine = try makeEngine()
      let parent = try addItem("parent", to: engine.root)
      let child = try addItem("child", to: parent)
      #expect(kind { try child.addSubitem(parent) } == .invalidHierarchy)
      #expect(kind { try parent.addSubitem(engine.root) } == .invalidHierarchy)
      let guide = engine.makeLayoutGuide("guide")
      #expect(kind { try guide.addSubitem(engine.makeItem("x")) } == .invalidHierarchy)
    }

    @Test("Every kind has a readable message")
    func messages() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      do {
        try activate { box.widthAnchor == 10 ~ 0 }
      } catch {
        #expect(error.message.contains("box.width"))
        #expect(!error.message.isEmpty)
      }
    }
  }
}
