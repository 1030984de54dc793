import Foundation
import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The translation to code from Swift (`translateLayout(text:fileName:to:)`), and the checked-in
  /// Swift translations of Tests/Translation/*.layout (Tests/SwiftLayoutTests/Translated, kept
  /// current by the C++ test TranslatedSwiftIsCurrent): each built by its generated function must
  /// give the engine `loadLayout(text:fileName:)` gives for its file: the same tree, frames (to
  /// 1e-9), constraints and ambiguities.
  @Suite("Translated layout files")
  struct TranslatedLayoutTests {
    /// Tests/Translation, found from this file's place in the checkout.
    static let translationFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Translation")

    /// Every item under `item` by name, with its parent's name and its frame in root coordinates.
    static func tree(_ item: LayoutItem, into items: inout [String: (parent: String, frame: LayoutRect)]) {
      for child in item.subitems {
        items[child.name] = (item.name, child.frame(in: .root))
        tree(child, into: &items)
      }
    }

    /// `a.width == 10 @750` for `a.width == 10 @750 (file.layout:3)`.
    static func withoutPlace(_ description: String) -> String {
      guard let open = description.range(of: " (", options: .backwards) else { return description }
      return String(description[..<open.lowerBound])
    }

    static func near(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
      abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9 && abs(a.width - b.width) <= 1e-9
        && abs(a.height - b.height) <= 1e-9
    }

    @Test("Every translated file builds the tree, constraints, frames and ambiguities its file loads")
    func translatedFilesMatchTheirFiles() throws {
      #expect(translatedLayouts.count >= 10)
      for (fileName, build) in translatedLayouts {
        let text = try String(
          contentsOf: Self.translationFolder.appendingPathComponent(fileName), encoding: .utf8)
        let loaded = LayoutEngine()
        let load = try loaded.loadLayout(text: text, fileName: fileName)
        let built = LayoutEngine()
        let constraints = try build(built)

        // The same constraints in the same order (a format's in place): the descriptions without
        // the place each was written at (the file's line, or the generated file's).
        #expect(constraints.count == load.constraints.count, "\(fileName): the number of constraints")
        for (builtConstraint, loadedConstraint) in zip(constraints, load.constraints) {
          #expect(builtConstraint.isActive)
          #expect(
            Self.withoutPlace(builtConstraint.description) == Self.withoutPlace(loadedConstraint.description),
            "\(fileName): \(builtConstraint) for \(loadedConstraint)")
          #expect(builtConstraint.priority == loadedConstraint.priority)
          #expect(builtConstraint.identifier == loadedConstraint.identifier)
          #expect(abs(builtConstraint.constant - loadedConstraint.constant) <= 1e-9)
        }

        var loadedItems: [String: (parent: String, frame: LayoutRect)] = [:]
        var builtItems: [String: (parent: String, frame: LayoutRect)] = [:]
        Self.tree(loaded.root, into: &loadedItems)
        Self.tree(built.root, into: &builtItems)
        for item in load.items { #expect(loadedItems[item.name] != nil, "\(fileName): \(item.name)") }
        #expect(Set(loadedItems.keys) == Set(builtItems.keys), "\(fileName): the items differ")
        for (name, loadedItem) in loadedItems {
          guard let builtItem = builtItems[name] else { continue }
          #expect(loadedItem.parent == builtItem.parent, "\(fileName): \(name)'s parent")
          #expect(
            Self.near(loadedItem.frame, builtItem.frame),
            "\(fileName): \(name) at \(builtItem.frame), loaded at \(loadedItem.frame)")
        }
        #expect(Self.near(loaded.root.frame(in: .root), built.root.frame(in: .root)), "\(fileName): root")
        #expect(
          loaded.ambiguities.map(\.description).sorted() == built.ambiguities.map(\.description).sorted(),
          "\(fileName): the ambiguities differ")
      }
    }

    @Test("The ambiguous file is ambiguous, so that comparing ambiguities compares something")
    func ambiguousFileIsAmbiguous() throws {
      // ambiguous.layout: floating has a width and a top only, sized a left, a top and a height.
      let engine = LayoutEngine()
      try buildAmbiguousLayout(in: engine)
      let sentences = engine.ambiguities.map(\.description)
      #expect(sentences.contains { $0.contains("floating: horizontal position") })
      #expect(sentences.contains { $0.contains("sized: horizontal size") })
    }

    @Test("translateLayout writes both languages and names the struct and function from the file")
    func translatesFromSwift() throws {
      let text = "clayout 1\ngap = 8\nview a\nview b\nH:|-gap-[a]-[b]|\n"
      let swift = try translateLayout(text: text, fileName: "two-views.layout", to: .swift)
      #expect(swift.typeName == "TwoViewsLayout")
      #expect(swift.functionName == "buildTwoViewsLayout")
      #expect(swift.code.contains("  let gap: Double = 8\n"))
      // The format's first connection is the metric; between a and b the standard 8. Each of its
      // constraints reads leading and trailing in the root's direction (the line's superview), which
      // the code says where the root is not the first item.
      #expect(swift.code.contains("    // H:|-gap-[a]-[b]| (two-views.layout:5)\n"))
      let directions = ").inLayoutDirection(of: root)\n"
      #expect(swift.code.contains("    (a.leadingAnchor == root.leadingAnchor + gap" + directions))
      #expect(swift.code.contains("    (b.leadingAnchor == a.trailingAnchor + 8" + directions))
      #expect(swift.code.contains("    root.trailingAnchor == b.trailingAnchor\n"))
      let cpp = try translateLayout(text: text, fileName: "two-views.layout", to: .cpp)
      #expect(cpp.code.contains("      (b.leading == a.trailing + 8) | LayoutDirectionOf{root},\n"))
      #expect(cpp.code.contains("#include <CLayoutCore/CLayoutCore.h>"))
    }

    @Test("A file that does not load throws the loader's error and translates to nothing")
    func refusesWhatDoesNotLoad() {
      let text = "clayout 1\nview a\na.width == 10\na.width == 20\n"
      #expect {
        try translateLayout(text: text, fileName: "bad.layout", to: .swift)
      } throws: { error in
        guard let error = error as? LayoutError else { return false }
        return error.kind == .unsatisfiableConstraint && error.diagnostics.first?.line == 4
      }
      #expect {
        try translateLayout(text: "clayout 1\nview a\na.left == 10\n", fileName: "bad.layout", to: .cpp)
      } throws: { error in
        guard let error = error as? LayoutError else { return false }
        return error.kind == .invalidLayoutFile && error.diagnostics.first?.line == 3
          && error.diagnostics.first?.kind == "type mismatch"
      }
    }
  }
}
