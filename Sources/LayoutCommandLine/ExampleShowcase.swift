import Foundation
import SwiftLayout

/// What `clayout` without a file shows: the embedded example (``EmbeddedExample``) at its size
/// left to right and right to left, each as the table and the ASCII sketch; and the files it
/// writes to look at further, in the folder `clayout-example` of the temporary directory
/// (`$TMPDIR`, else `/tmp`): the layout file itself (to copy and edit), an SVG per direction and
/// the HTML page (left to right). `--size` (or `--device`) and `--scale` apply to all of it.
enum ExampleShowcase {
  /// The folder the files go to.
  static var folder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("clayout-example", isDirectory: true)
  }

  /// The text to print, or the reason the files could not be written.
  static func run(_ options: LayoutOptions, standardOutput: inout String, standardError: inout String)
    -> ClayoutTool.ExitStatus
  {
    var text = "clayout \(ClayoutTool.version): no layout file given, so here is the embedded example, "
    text += "a profile header.\n(clayout --help for the options; clayout FILE for your own layout.)\n\n"
    var files: [(name: String, contents: String)] = [(EmbeddedExample.fileName, EmbeddedExample.text)]
    for rightToLeft in [false, true] {
      let laidOut: LaidOutLayout
      do {
        laidOut = try LaidOutLayout(
          text: EmbeddedExample.text, fileName: EmbeddedExample.fileName, size: options.size,
          rightToLeft: rightToLeft, scale: options.scale, device: options.device)
      } catch {
        standardError += ClayoutTool.failureText(error, fileName: EmbeddedExample.fileName)
        return .problems
      }
      text += LayoutTable.render(laidOut) + "\n" + LayoutSketch.render(laidOut.snapshot) + "\n"
      let suffix = rightToLeft ? "-rtl" : ""
      files.append(
        ("profile\(suffix).svg", LayoutSVG.render(laidOut.snapshot, title: LayoutSVG.title(of: laidOut))))
      if !rightToLeft {
        files.append(
          (
            "profile.html",
            HTMLPage.render(title: EmbeddedExample.fileName, snapshots: PageSizes.snapshots(of: laidOut))
          ))
      }
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in files {
        try file.contents.write(
          to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
      }
    } catch {
      standardError += "clayout: error: cannot write the example's files to \(folder.path): "
      standardError += "\(error.localizedDescription)\n"
      return .badInput
    }
    text += "wrote, in \(folder.path):\n"
    for file in files { text += "  \(file.name)\n" }
    standardOutput += text
    return .success
  }
}
