import Foundation
import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The Swift runner of Tests/InterfaceBuilder (its README): every file imported through
  /// ``InterfaceBuilderImport`` and laid out by ``LayoutEngine/loadLayout(text:fileName:)``,
  /// against the frames and diagnostics the file states, as the C++ runner
  /// (InterfaceBuilderFileTests.cpp) checks them.
  @Suite("Interface Builder files")
  struct InterfaceBuilderFileTests {
    /// Tests/InterfaceBuilder, found from this file's place in the checkout.
    static let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("InterfaceBuilder")

    /// One file's expectations for one device ("" for its canvas device).
    struct Expectations {
      var layouts = 0
      var unloadable = false
      var frames: [String: LayoutRect] = [:]
      /// (is an error, element id, part of the message).
      var diagnostics: [(Bool, String, String)] = []
    }

    static var files: [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }

    /// The expectations of a file's text by device: every line `expect[@DEVICE] WHAT …`.
    static func expectations(of text: String) -> [String: Expectations] {
      var runs: [String: Expectations] = [:]
      for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = rawLine.drop { $0 == " " }
        guard line.hasPrefix("expect") else { continue }
        var rest = line.dropFirst("expect".count)
        var device = ""
        if rest.first == "@" {
          let end = rest.firstIndex(of: " ") ?? rest.endIndex
          device = String(rest[rest.index(after: rest.startIndex)..<end])
          rest = rest[end...]
        }
        let words = rest.split(separator: " ")
        guard let what = words.first else { continue }
        var run = runs[device] ?? Expectations()
        switch what {
        case "layouts": run.layouts = Int(words[1]) ?? -1
        case "unloadable": run.unloadable = true
        case "frame":
          let numbers = words[2...5].map { Double($0) ?? .nan }
          run.frames[String(words[1])] = LayoutRect(
            x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "warning", "error":
          let quoted = rest.split(separator: "\"", omittingEmptySubsequences: false)
          run.diagnostics.append(
            (what == "error", String(words[1]), quoted.count > 1 ? String(quoted[1]) : ""))
        default: Issue.record("unknown expectation: \(line)")
        }
        runs[device] = run
      }
      return runs
    }

    /// The 1-based line of the element whose id is `id` in `text`, 0 when there is none.
    static func line(ofElement id: String, in text: String) -> Int {
      guard let range = text.range(of: " id=\"\(id)\"") else { return 0 }
      return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }

    @Test("Every file gives the frames and diagnostics it states", arguments: files)
    func file(_ name: String) throws {
      let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
      let runs = Self.expectations(of: text)
      #expect(!runs.isEmpty)
      for (device, expected) in runs {
        let imported = InterfaceBuilderImport(
          text: text, fileName: name,
          options: InterfaceBuilderImport.Options(device: device.isEmpty ? nil : device))
        #expect(imported.layouts.count == expected.layouts, "\(name) \(device)")
        var found = Array(repeating: false, count: expected.diagnostics.count)
        for diagnostic in imported.diagnostics {
          var matched = false
          for (index, (isError, id, part)) in expected.diagnostics.enumerated()
          where diagnostic.isError == isError && diagnostic.element.contains("id=\"\(id)\"")
            && diagnostic.line == Self.line(ofElement: id, in: text) && diagnostic.message.contains(part)
          {
            found[index] = true
            matched = true
          }
          #expect(matched, "unexpected: \(diagnostic)")
        }
        for (index, wasFound) in found.enumerated() where !wasFound {
          Issue.record("\(name) \(device): no diagnostic at \(expected.diagnostics[index].1)")
        }
        var frames: [String: LayoutRect] = [:]
        for layout in imported.layouts {
          let engine = LayoutEngine()
          guard let loaded = try? engine.loadLayout(text: layout.text, fileName: layout.fileName) else {
            #expect(expected.unloadable, "\(layout.fileName) does not load")
            continue
          }
          #expect(!expected.unloadable, "\(layout.fileName) loads")
          for item in loaded.items {
            if let identifier = item.identifier { frames[identifier] = item.item.frame(in: .parent) }
          }
        }
        for (id, frame) in expected.frames {
          guard let laidOut = frames[id] else {
            Issue.record("\(name) \(device): no view \(id)")
            continue
          }
          expectFrame(laidOut, frame.x, frame.y, frame.width, frame.height)
        }
      }
    }

    @Test("The import's diagnostics and layouts reach Swift: a file that is not XML")
    func notXML() {
      let imported = InterfaceBuilderImport(text: "<document>\n  <objects>\n</document>", fileName: "a.xib")
      #expect(!imported.succeeded)
      #expect(imported.layouts.isEmpty)
      #expect(imported.diagnostics.count == 1)
      let diagnostic = imported.diagnostics[0]
      #expect(diagnostic.isError)
      #expect(diagnostic.fileName == "a.xib")
      #expect(diagnostic.line == 3)
      #expect(diagnostic.column == 1)
      #expect(diagnostic.element.isEmpty)
      #expect(
        diagnostic.description
          == "a.xib:3:1: error: not well-formed XML: </document> closes <objects> (opened at 2:3)")
    }

    @Test("A file read from its path: its layouts named after its base name")
    func fromPath() {
      let path = Self.folder.appendingPathComponent("StackViews.xib").path
      let imported = InterfaceBuilderImport(contentsOfFile: path)
      #expect(imported.succeeded)
      #expect(imported.layouts.map(\.fileName) == ["StackViews.layout"])
      #expect(imported.layouts.first?.rootIdentifier == "top-00-bbb")
      let missing = InterfaceBuilderImport(contentsOfFile: path + ".missing")
      #expect(missing.diagnostics.first?.message.contains("cannot read") == true)
    }
  }
}
