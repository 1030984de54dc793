import Foundation
import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The Swift runner of the cross-language fixtures (Tests/Fixtures/README.md): each fixture is
  /// loaded with `loadLayout(text:fileName:)`, its steps run with the Swift API, every expectation
  /// checked, and its canonical transcript written to the folder named by the environment variable
  /// `CLAYOUT_FIXTURE_TRANSCRIPTS` (when set), to be compared byte for byte with the C++ runner's
  /// (`scripts/compare-fixture-transcripts`).
  @Suite("Cross-language fixtures")
  struct FixtureTests {
    /// Tests/Fixtures, found from this file's place in the checkout.
    static let fixtureFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture, `Area/name.layout`, sorted.
    static let fixtureNames: [String] = {
      let manager = FileManager.default
      let areas = (try? manager.contentsOfDirectory(atPath: fixtureFolder.path)) ?? []
      var names: [String] = []
      for area in areas {
        let files =
          (try? manager.contentsOfDirectory(atPath: fixtureFolder.appendingPathComponent(area).path)) ?? []
        names += files.filter { $0.hasSuffix(".layout") }.map { "\(area)/\($0)" }
      }
      return names.sorted()
    }()

    @Test(
      "Each fixture built by its Swift DSL translation meets its expectations, with the loader's transcript",
      arguments: fixtureNames)
    func translatedFixtureHolds(_ fileName: String) throws {
      let text = try String(contentsOf: Self.fixtureFolder.appendingPathComponent(fileName), encoding: .utf8)
      let baseName = URL(fileURLWithPath: fileName).lastPathComponent
      if mustNotLoad(text) {
        // A file that must not load has no translation (the loader's run checks it).
        #expect(!fixtureLayouts.contains { $0.fileName == baseName }, "\(fileName) must not load")
        return
      }
      let build = try #require(
        fixtureLayouts.first { $0.fileName == baseName }?.build,
        "\(fileName) has no translation: regenerate Tests/SwiftLayoutTests/FixtureTranslations")
      var translated = FixtureRun(fileName: fileName, build: build)
      let transcript = translated.run(text)
      var loaded = FixtureRun(fileName: fileName)
      let loaderTranscript = loaded.run(text)
      if isMarkedDisagreeing(text) {
        #expect(
          !translated.failures.isEmpty, "\(fileName): marked `#~ disagrees:` but every expectation holds")
      } else {
        for failure in translated.failures { Issue.record("Swift DSL: \(failure)") }
      }
      #expect(
        transcript == loaderTranscript, "\(fileName): the Swift DSL's transcript differs from the loader's")
    }

    @Test("There are fixtures to run")
    func fixturesExist() {
      #expect(Self.fixtureNames.count >= 20)
    }

    @Test("Each fixture's frames and errors are as derived", arguments: fixtureNames)
    func fixtureHolds(_ fileName: String) throws {
      let text = try String(contentsOf: Self.fixtureFolder.appendingPathComponent(fileName), encoding: .utf8)
      var run = FixtureRun(fileName: fileName)
      let transcript = run.run(text)
      if isMarkedDisagreeing(text) {
        // A known disagreement: its failures are expected until the engine meets the derivation.
        for failure in run.failures { print("known disagreement: \(failure)") }
        #expect(!run.failures.isEmpty, "\(fileName): marked `#~ disagrees:` but every expectation holds")
      } else {
        for failure in run.failures { Issue.record("\(failure)") }
      }
      if let folder = ProcessInfo.processInfo.environment["CLAYOUT_FIXTURE_TRANSCRIPTS"] {
        let name = fileName.replacingOccurrences(of: "/", with: ".").dropLast(".layout".count) + ".transcript"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(transcript.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(String(name)))
      }
    }
  }
}
