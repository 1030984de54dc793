import Foundation
import LayoutCommandLine

// `clayout`: everything is in LayoutCommandLine (ClayoutTool), so that tests run it in-process.
var standardOutput = ""
var standardError = ""
let status = ClayoutTool.run(
  arguments: Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput,
  standardError: &standardError
) { line in
  // Progress goes out at once, not with the rest.
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
FileHandle.standardOutput.write(Data(standardOutput.utf8))
FileHandle.standardError.write(Data(standardError.utf8))
exit(status)
