import Foundation
import LayoutCommandLine
import Testing

/// `clayout translate FILE --to swift|cpp`: the translation of `translateLayout`, its arguments and
/// its failures. That the code compiles and gives the loader's frames is tested where the
/// translations are checked in (Tests/Translation, Tests/SwiftLayoutTests/Translated).
@Suite("clayout translate")
struct TranslateCommandTests {
  /// Tests/Translation, next to this file's folder.
  static let translationFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Translation")

  @Test("The Swift translation is the checked-in one: the code names the file by its base name")
  func swiftTranslationIsTheCheckedInOne() throws {
    let path = Self.translationFolder.appendingPathComponent("loginForm.layout").path
    let run = runClayout(["translate", path, "--to", "swift"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let checkedIn = try String(
      contentsOf: Self.translationFolder.deletingLastPathComponent().appendingPathComponent(
        "SwiftLayoutTests/Translated/LoginFormLayout.swift"),
      encoding: .utf8)
    #expect(run.standardOutput == checkedIn)
  }

  @Test("--to cpp writes the C++ DSL, to --output when given")
  func cppToOutput() throws {
    let path = try writeLayoutFile(
      "clayout 1\nsize: width 200, height 100\nview card\nH:|-10-[card]-10-|\nV:|-10-[card(==40)]\n",
      name: "card.layout")
    let output = try temporaryFolder().appendingPathComponent("CardLayout.h").path
    let run = runClayout(["translate", path, "--to", "cpp", "--output", output])
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
    let code = try String(contentsOfFile: output, encoding: .utf8)
    #expect(code.contains("struct CardLayout"))
    #expect(code.contains("buildCardLayout(clayout::LayoutEngine& engine"))
    // H:|-10-[card]-10-| by hand: 10 from the root's leading edge, the root's trailing edge 10
    // beyond the card's.
    // The format's first constraint reads leading in its superview's direction, the root's.
    #expect(code.contains("(card.leading == root.leading + 10) | LayoutDirectionOf{root},"))
    #expect(code.contains("root.trailing == card.trailing + 10,"))
    #expect(code.contains("activateConstraints(layout.constraints)"))
    #expect(code.contains("// card.layout:3"))
    #expect(!code.contains(path))
  }

  @Test("A file that does not load does not translate: its diagnostics, exit 1")
  func fileWithErrors() throws {
    let path = try writeLayoutFile("clayout 1\nview a\na.left == 10\n")
    let run = runClayout(["translate", path, "--to", "swift"])
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("\(path):3:"))
  }

  @Test("Bad arguments: each named, exit 2")
  func badArguments() throws {
    let path = try writeLayoutFile("clayout 1\nview a\n")
    let cases: [([String], String)] = [
      (["translate", path], "translate: expected --to swift or --to cpp"),
      (["translate", "--to", "swift"], "translate: expected a layout file to translate"),
      (["translate", path, "--to", "kotlin"], "--to: expected swift or cpp, got 'kotlin'"),
      (["translate", path, "--to"], "--to: expected a value after it"),
      (
        ["translate", path, path, "--to", "cpp"], "expected one layout file after translate, got a second one"
      ),
      (["translate", path, "--rtl", "--to", "cpp"], "--rtl: unknown option of translate"),
    ]
    for (arguments, message) in cases {
      let run = runClayout(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.contains("clayout: error: "), "\(arguments)")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
    let missing = runClayout(["translate", "/no/such/file.layout", "--to", "swift"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/no/such/file.layout: no such file"))
  }
}
