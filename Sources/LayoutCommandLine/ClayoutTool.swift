import Foundation
import SwiftLayout

/// `clayout`'s entry: reads the arguments, runs the command, and says how it ended. Tests call
/// ``run(arguments:standardOutput:standardError:)`` in-process; the executable passes the
/// process's arguments and writes the two texts out.
public enum ClayoutTool {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The exit statuses.
  public enum ExitStatus: Int32, Sendable {
    /// Done; for `check`, nothing to report.
    case success = 0
    /// The file has problems: it does not load, cannot be laid out as asked, or `check` found
    /// something.
    case problems = 1
    /// Bad arguments, or a file that cannot be read.
    case badInput = 2
  }

  /// What `--help` prints.
  public static let help = """
    clayout \(version): lays out a layout file (docs/layout-file.md) and shows the frames.

    \(CommandLineArguments.usage)

      FILE               a layout file; without it, the embedded example
      --size WxH         the root's size in points (e.g. 375x667), instead of the file's size:
                         (without either, \(numberText(LaidOutLayout.defaultSize.width))x\(numberText(LaidOutLayout.defaultSize.height)))
      --device NAME[:landscape]
                         lay the root out as a full-screen view controller's view on a device:
                         its screen, safe-area insets and system minimum margins, frames rounded
                         to its scale unless --scale; by name (e.g. "iPhone 15") or Interface
                         Builder's id (e.g. retina6_0); not with --size
      --rtl              the root reads right to left (leading is right)
      --scale S          round the frames to the pixels of S pixels per point (e.g. 2)
      --format F         table (the default), json, svg or html
      --output PATH      write the output to PATH instead of standard output
      --recover          required constraints that cannot all hold: break one, as UIKit does,
                         with a warning naming it and its conflict, instead of failing
      check FILE         diagnostics only: exit 0 clean, 1 problems found, 2 unreadable input
        --effect-budget S  how long check searches for constraints without effect (default 30; 0: no limit)
      translate FILE --to swift|cpp
                         the file as Swift DSL or C++ DSL code: a struct of its items and a
                         function that builds the layout into an engine (--output PATH to write it)
      import FILE.xib|FILE.storyboard [--root ID | --scene NAME] [--device NAME] [--output DIR]
                         the Interface Builder file as layout files, one per hierarchy Auto Layout
                         lays out (--output DIR writes them there; --device lays out for another
                         device, by IB's id such as retina6_1 or by name such as "iPhone 11",
                         optionally followed by :landscape)
      --help, --version  this text, the version

    Exit status: 0 done, 1 the file has problems, 2 bad arguments or an unreadable file.
    More: docs/command-line.md.

    """

  /// Runs `clayout` with `arguments` (without the program's name), appending what it prints to
  /// `standardOutput` and `standardError`. A long run (`check` on a large file) also reports its
  /// progress, a line at a time, to `progress` as it goes (the executable writes those to
  /// standard error at once).
  ///
  /// - Returns: The exit status (``ExitStatus``).
  public static func run(
    arguments: [String], standardOutput: inout String, standardError: inout String,
    progress: ((String) -> Void)? = nil
  ) -> Int32 {
    let command: ClayoutCommand
    do {
      command = try CommandLineArguments.parse(arguments)
    } catch {
      standardError += "clayout: error: \(error)\n\(CommandLineArguments.usage)\n"
      return ExitStatus.badInput.rawValue
    }
    let status: ExitStatus
    switch command {
    case .help:
      standardOutput += help
      status = .success
    case .version:
      standardOutput += "clayout \(version)\n"
      status = .success
    case .layOut(let options):
      status = layOut(options, standardOutput: &standardOutput, standardError: &standardError)
    case .check(let file, let effectBudget):
      status = check(
        file, effectBudget: effectBudget, standardOutput: &standardOutput, standardError: &standardError,
        progress: progress)
    case .translate(let file, let language, let output):
      status = translate(
        file, to: language, output: output, standardOutput: &standardOutput, standardError: &standardError)
    case .importInterfaceBuilder(let options):
      status = importInterfaceBuilder(options, standardOutput: &standardOutput, standardError: &standardError)
    }
    return status.rawValue
  }

  /// `clayout [FILE] [options]`; without a file, the embedded example: the showcase for the
  /// table on standard output, else that output of the example's file.
  static func layOut(_ options: LayoutOptions, standardOutput: inout String, standardError: inout String)
    -> ExitStatus
  {
    let file: String
    let text: String
    if let path = options.file {
      guard let contents = readFile(path, standardError: &standardError) else { return .badInput }
      file = path
      text = contents
    } else if options.format == .table && options.output == nil {
      return ExampleShowcase.run(options, standardOutput: &standardOutput, standardError: &standardError)
    } else {
      // Another format of the example, or to a file: as for a file of that name.
      file = EmbeddedExample.fileName
      text = EmbeddedExample.text
    }
    let laidOut: LaidOutLayout
    do {
      laidOut = try LaidOutLayout(
        text: text, fileName: file, size: options.size, rightToLeft: options.rightToLeft,
        scale: options.scale,
        recover: options.recover, device: options.device
      )
    } catch {
      standardError += failureText(error, fileName: file)
      return .problems
    }
    // What `--recover` broke: warnings, as UIKit logs them; the layout goes on.
    for broken in laidOut.constraintsBrokenByRecovery {
      standardError += "clayout: warning: \(file): \(broken.message)\n"
    }
    let output: String
    switch options.format {
    case .table: output = LayoutTable.render(laidOut)
    case .json: output = LayoutJSON(laidOut).text()
    case .svg: output = LayoutSVG.render(laidOut.snapshot, title: LayoutSVG.title(of: laidOut))
    case .html: output = HTMLPage.render(title: file, snapshots: PageSizes.snapshots(of: laidOut))
    }
    return deliver(output, to: options.output, standardOutput: &standardOutput, standardError: &standardError)
  }

  /// `clayout check FILE [--effect-budget SECONDS]`.
  static func check(
    _ file: String, effectBudget: Duration?, standardOutput: inout String, standardError: inout String,
    progress: ((String) -> Void)?
  ) -> ExitStatus {
    guard let text = readFile(file, standardError: &standardError) else { return .badInput }
    let report = LayoutCheck(text: text, fileName: file, effectBudget: effectBudget, progress: progress)
    standardOutput += report.messages.map { $0 + "\n" }.joined()
    standardError += report.notes.map { $0 + "\n" }.joined()
    return report.messages.isEmpty ? .success : .problems
  }

  /// `clayout translate FILE --to swift|cpp`: the code, or the file's diagnostics (exit 1) when it
  /// does not load, as for laying it out.
  ///
  /// The code names the file by its base name (`login.layout`, in its comments and in the names
  /// of its struct and function), so that it does not depend on where the file was; the
  /// diagnostics name it by the path given, as the other commands do, for editors to follow.
  static func translate(
    _ file: String, to language: LayoutTranslationLanguage, output: String?, standardOutput: inout String,
    standardError: inout String
  ) -> ExitStatus {
    guard let text = readFile(file, standardError: &standardError) else { return .badInput }
    let translation: LayoutTranslation
    do {
      try LayoutEngine().loadLayout(text: text, fileName: file)
      let baseName = URL(fileURLWithPath: file).lastPathComponent
      translation = try translateLayout(text: text, fileName: baseName, to: language)
    } catch {
      standardError += failureText(error, fileName: file)
      return .problems
    }
    return deliver(
      translation.code, to: output, standardOutput: &standardOutput, standardError: &standardError)
  }

  /// The text of the file at `path`; nil, with the reason on `standardError`, when it cannot be
  /// read as UTF-8 text.
  static func readFile(_ path: String, standardError: inout String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      standardError += "clayout: error: \(path): no such file\n"
      return nil
    }
    guard !isDirectory.boolValue else {
      standardError += "clayout: error: \(path): a directory, expected a layout file\n"
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      standardError += "clayout: error: \(path): cannot be read (permissions?)\n"
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      standardError += "clayout: error: \(path): not UTF-8 text\n"
      return nil
    }
    return text
  }

  /// What a failure to load or lay out prints: the file's diagnostics (`file:line:column: error:
  /// …` and their notes), or for a failure after loading (the size, the direction), the engine's
  /// message (with the conflicting constraints, one per line).
  static func failureText(_ error: LayoutError, fileName: String) -> String {
    if !error.diagnostics.isEmpty {
      return error.diagnostics.map { $0.description + "\n" }.joined()
    }
    // The message already lists the conflicting constraints, one per line.
    return "\(fileName): error: \(error.message)\n"
  }

  /// Writes `output` to the file at `path`, or appends it to `standardOutput` without one.
  static func deliver(
    _ output: String, to path: String?, standardOutput: inout String, standardError: inout String
  ) -> ExitStatus {
    guard let path else {
      standardOutput += output
      return .success
    }
    do {
      try output.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      standardError += "clayout: error: --output: cannot write \(path): \(error.localizedDescription)\n"
      return .badInput
    }
    return .success
  }
}
