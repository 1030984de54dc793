import Foundation
import LayoutCommandLine

/// What one in-process run of `clayout` gave.
struct ClayoutRun {
  let status: Int32
  let standardOutput: String
  let standardError: String
}

/// Runs `clayout` in-process with `arguments`.
func runClayout(_ arguments: [String]) -> ClayoutRun {
  var standardOutput = ""
  var standardError = ""
  let status = ClayoutTool.run(
    arguments: arguments, standardOutput: &standardOutput, standardError: &standardError)
  return ClayoutRun(status: status, standardOutput: standardOutput, standardError: standardError)
}

/// A fresh temporary folder for one test's files.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "clayout-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Writes `text` to a file called `name` in a fresh temporary folder and returns its path.
func writeLayoutFile(_ text: String, name: String = "test.layout") throws -> String {
  let path = try temporaryFolder().appendingPathComponent(name).path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}
