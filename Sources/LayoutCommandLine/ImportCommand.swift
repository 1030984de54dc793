import Foundation
import SwiftLayout

/// The options of `clayout import`.
public struct ImportOptions: Equatable, Sendable {
  /// The Interface Builder file.
  public var file: String
  /// `--root ID`: ``InterfaceBuilderImport/Options/rootIdentifier``.
  public var rootIdentifier: String?
  /// `--scene NAME`: ``InterfaceBuilderImport/Options/sceneName``.
  public var sceneName: String?
  /// `--device NAME`: ``InterfaceBuilderImport/Options/device``.
  public var device: String?
  /// `--output DIR`: the folder the layout files are written to (made when missing); nil to
  /// print them on standard output.
  public var output: String?

  /// Options as given.
  public init(
    file: String, rootIdentifier: String? = nil, sceneName: String? = nil, device: String? = nil,
    output: String? = nil
  ) {
    self.file = file
    self.rootIdentifier = rootIdentifier
    self.sceneName = sceneName
    self.device = device
    self.output = output
  }
}

extension CommandLineArguments {
  /// `import FILE [--root ID | --scene NAME] [--device NAME] [--output DIR]`.
  static func parseImport(_ arguments: [String]) throws(ArgumentError) -> ClayoutCommand {
    var file: String?
    var options = ImportOptions(file: "")
    var reader = FlagReader(arguments)
    while let argument = reader.next() {
      switch argument.name {
      case "--root", "--scene", "--device", "--output":
        let value = try reader.value(of: argument)
        guard !value.isEmpty else {
          throw ArgumentError(argument: argument.name, message: "expected a value, got an empty one")
        }
        switch argument.name {
        case "--root": options.rootIdentifier = value
        case "--scene": options.sceneName = value
        case "--device": options.device = value
        default: options.output = value
        }
      default:
        if argument.name.hasPrefix("-") && argument.name != "-" {
          throw ArgumentError(
            argument: argument.name,
            message: "unknown option of import; expected --root, --scene, --device or --output")
        }
        guard file == nil else {
          throw ArgumentError(
            argument: argument.name,
            message: "expected one Interface Builder file after import, got a second one")
        }
        file = argument.name
      }
    }
    guard let file else {
      throw ArgumentError(argument: "import", message: "expected a .xib or .storyboard file to import")
    }
    if options.rootIdentifier != nil && options.sceneName != nil {
      throw ArgumentError(argument: "--scene", message: "expected --root or --scene, not both")
    }
    options.file = file
    return .importInterfaceBuilder(options)
  }
}

extension ClayoutTool {
  /// `clayout import FILE`: the layout files on standard output (each after a comment line that
  /// names it) or in the `--output` folder (their paths on standard output), every diagnostic on
  /// standard error. Exit 0 when imported (warnings allowed), 1 on an error of the file, 2 for
  /// an unreadable file or an output that cannot be written.
  static func importInterfaceBuilder(
    _ options: ImportOptions, standardOutput: inout String, standardError: inout String
  ) -> ExitStatus {
    guard let text = readFile(options.file, standardError: &standardError) else { return .badInput }
    let imported = InterfaceBuilderImport(
      text: text, fileName: options.file,
      options: InterfaceBuilderImport.Options(
        rootIdentifier: options.rootIdentifier, sceneName: options.sceneName, device: options.device))
    standardError += imported.diagnostics.map { $0.description + "\n" }.joined()
    guard let folder = options.output else {
      for layout in imported.layouts {
        standardOutput += "# ---- \(layout.fileName): \(layout.title) ----\n" + layout.text
      }
      return imported.succeeded ? .success : .problems
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for layout in imported.layouts {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(layout.fileName).path
        try layout.text.write(toFile: path, atomically: true, encoding: .utf8)
        standardOutput += path + "\n"
      }
    } catch {
      standardError += "clayout: error: --output: cannot write in \(folder): \(error.localizedDescription)\n"
      return .badInput
    }
    return imported.succeeded ? .success : .problems
  }
}
