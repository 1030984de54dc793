import LayoutCommandLine
import SwiftLayout
import Testing

/// `clayout`'s arguments: what each reads as, and a clear error for each bad one.
@Suite("Command-line arguments")
struct CommandLineArgumentsTests {
  @Test("Every option and its value, in both spellings")
  func options() throws {
    let command = try CommandLineArguments.parse([
      "screen.layout", "--size", "320x480", "--rtl", "--scale=2", "--format", "table", "--output", "out.txt",
    ])
    #expect(
      command
        == .layOut(
          LayoutOptions(
            file: "screen.layout", size: LayoutSize(width: 320, height: 480), rightToLeft: true, scale: 2,
            format: .table, output: "out.txt")))
    #expect(try CommandLineArguments.parse([]) == .layOut(LayoutOptions()))
    #expect(
      try CommandLineArguments.parse(["a.layout", "--recover"])
        == .layOut(LayoutOptions(file: "a.layout", recover: true)))
    #expect(
      try CommandLineArguments.parse(["a.layout", "--device", "iphone 11:landscape"])
        == .layOut(
          LayoutOptions(file: "a.layout", device: LayoutDevice.named("iPhone 11", orientation: .landscape))))
    #expect(
      try CommandLineArguments.parse(["--device=retina4_7"])
        == .layOut(LayoutOptions(device: LayoutDevice.named("iPhone 8"))))
    #expect(
      try CommandLineArguments.parse(["--size=12.5x0"])
        == .layOut(LayoutOptions(size: LayoutSize(width: 12.5, height: 0))))
  }

  @Test("Subcommands, help and version")
  func subcommands() throws {
    #expect(
      try CommandLineArguments.parse(["check", "a.layout"])
        == .check(file: "a.layout", effectBudget: .seconds(30)))
    #expect(
      try CommandLineArguments.parse(["check", "--effect-budget", "2.5", "a.layout"])
        == .check(file: "a.layout", effectBudget: .milliseconds(2500)))
    #expect(
      try CommandLineArguments.parse(["check", "a.layout", "--effect-budget=0"])
        == .check(file: "a.layout", effectBudget: nil))
    #expect(throws: ArgumentError.self) {
      try CommandLineArguments.parse(["check", "a.layout", "--effect-budget", "-1"])
    }
    #expect(try CommandLineArguments.parse(["--help"]) == .help)
    #expect(try CommandLineArguments.parse(["a.layout", "-h"]) == .help)
    #expect(try CommandLineArguments.parse(["--version"]) == .version)
  }

  @Test(
    "Each bad argument is named, with what was expected",
    arguments: [
      (["--size", "10"], "--size: expected WIDTHxHEIGHT, two numbers >= 0 (e.g. 375x667), got '10'"),
      (["--size", "-5x3"], "--size: expected WIDTHxHEIGHT, two numbers >= 0 (e.g. 375x667), got '-5x3'"),
      (["--size", "nanx3"], "--size: expected WIDTHxHEIGHT, two numbers >= 0 (e.g. 375x667), got 'nanx3'"),
      (["--size"], "--size: expected a value after it"),
      (
        ["--scale", "0"],
        "--scale: expected pixels per point, a number from 0.000001 to 1000000 (e.g. 2), got '0'"
      ),
      (
        ["--scale", "two"],
        "--scale: expected pixels per point, a number from 0.000001 to 1000000 (e.g. 2), got 'two'"
      ),
      (
        ["--scale", "1e-300"],
        "--scale: expected pixels per point, a number from 0.000001 to 1000000 (e.g. 2), got '1e-300'"
      ),
      (["--format", "pdf"], "--format: expected one of table, json, svg, html, got 'pdf'"),
      (["--output", ""], "--output: expected a file path, got an empty one"),
      (["--rtl=yes"], "--rtl: takes no value, got 'yes'"),
      (
        ["--colour"],
        "--colour: unknown option; expected one of --size, --device, --rtl, --scale, --format, --output, --recover,"
          + " --help, --version"
      ),
      (
        ["a.layout", "b.layout"],
        "b.layout: expected one layout file, got a second one (the first is 'a.layout')"
      ),
      (["check"], "check: expected a layout file to check"),
      (
        ["check", "a.layout", "b.layout"], "b.layout: expected one layout file after check, got a second one"
      ),
    ])
  func badArgument(arguments: [String], message: String) {
    #expect(throws: ArgumentError.self) { try CommandLineArguments.parse(arguments) }
    let run = runClayout(arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError == "clayout: error: \(message)\n\(CommandLineArguments.usage)\n")
  }

  @Test("--help and --version print to standard output and succeed")
  func helpAndVersion() {
    let help = runClayout(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("clayout \(ClayoutTool.version): lays out a layout file"))
    #expect(help.standardOutput.contains(CommandLineArguments.usage))
    let version = runClayout(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "clayout \(ClayoutTool.version)\n")
    #expect(version.standardError.isEmpty)
  }
}
