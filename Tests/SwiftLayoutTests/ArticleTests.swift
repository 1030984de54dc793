import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The snippet of the article on a Swift Auto Layout DSL, verbatim.
  @Suite("The article's layout { } form")
  struct ArticleTests {
    @Test("label.layout { … } compiles and lays out as written")
    func articleSnippet() throws {
      let engine = try makeEngine(width: 400, height: 600)
      let view = engine.root
      let button = try addItem("button", to: view)
      let label = try addItem("label", to: view)
      try activate {
        button.topAnchor == view.topAnchor + 100
        button.leadingAnchor == view.leadingAnchor + 30
        button.widthAnchor == 80
        button.heightAnchor == 44
        label.heightAnchor == 20
      }
      try label.setIntrinsicContentSize(width: 500, height: nil)

      label.layout {
        $0.top == button.bottomAnchor + 20
        $0.leading == button.leadingAnchor
        $0.width <= view.widthAnchor - 40
      }

      // top 100 + 44 + 20 = 164; leading 30; width wants 500 (intrinsic) but is at most 400 - 40.
      expectFrame(label.frame, 30, 164, 360, 20)
      #expect(engine.ambiguities.isEmpty)
    }

    @Test("layout { } reports a failure through the diagnostics handler and changes nothing")
    func layoutFailureGoesToHandler() throws {
      let engine = try makeEngine()
      let box = try addItem("box", to: engine.root)
      var reported: [LayoutError] = []
      engine.diagnosticsHandler = { reported.append($0) }
      box.layout {
        $0.width == 100
      }
      let failed = box.layout {
        $0.height == 10
        $0.width == 200
      }
      #expect(reported.count == 1)
      #expect(reported.first?.kind == .unsatisfiableConstraint)
      #expect(reported.first?.conflicts.count == 1)
      #expect(reported.first?.conflicts.first?.contains("ArticleTests.swift:") == true)
      #expect(failed.allSatisfy { !$0.isActive })
      #expect(box.frame.width == 100)
    }
  }
}
