import SwiftLayout

/// What `clayout`'s arguments ask for: one case per subcommand, and help and version.
///
/// A new subcommand is one case here and one entry in ``CommandLineArguments/subcommands``.
public enum ClayoutCommand: Equatable, Sendable {
  /// `clayout [FILE] [options]`: lay a file (or the embedded example, when `file` is nil) out
  /// and print it in a format.
  case layOut(LayoutOptions)
  /// `clayout check FILE [--effect-budget SECONDS]`: diagnostics only; the search for constraints
  /// without effect stops after `effectBudget` (nil: no limit).
  case check(file: String, effectBudget: Duration?)
  /// `clayout translate FILE --to swift|cpp [--output PATH]`: the file as Swift or C++ DSL code.
  case translate(file: String, language: LayoutTranslationLanguage, output: String?)
  /// `clayout import FILE.xib|FILE.storyboard [--root ID | --scene NAME] [--device NAME]
  /// [--output DIR]`: the Interface Builder file as layout files.
  case importInterfaceBuilder(ImportOptions)
  /// `clayout --help`.
  case help
  /// `clayout --version`.
  case version
}

/// The options of `clayout [FILE]`.
public struct LayoutOptions: Equatable, Sendable {
  /// The output formats.
  public enum Format: String, CaseIterable, Sendable {
    case table, json, svg, html
  }

  /// The layout file; nil for the embedded example.
  public var file: String?
  /// `--size WxH`: the root's size, overriding the file's `size:`.
  public var size: LayoutSize?
  /// `--rtl`: the root reads right to left.
  public var rightToLeft = false
  /// `--scale S`: pixels per point the frames are rounded to; nil for no rounding.
  public var scale: Double?
  /// `--format`: table unless given.
  public var format = Format.table
  /// `--output PATH`: where the output goes; nil for standard output.
  public var output: String?
  /// `--recover`: required constraints that cannot all hold break as UIKit breaks them
  /// (``UnsatisfiableConstraintPolicy/recover``) instead of failing the load.
  public var recover = false
  /// `--device NAME[:landscape]`: the root is that device's full-screen view controller's view
  /// (its screen, safe area and system minimum margins); never with ``size``.
  public var device: LayoutDevice?

  /// Options with every default: the embedded example as a table on standard output.
  public init(
    file: String? = nil, size: LayoutSize? = nil, rightToLeft: Bool = false, scale: Double? = nil,
    format: Format = .table, output: String? = nil, recover: Bool = false, device: LayoutDevice? = nil
  ) {
    self.file = file
    self.size = size
    self.rightToLeft = rightToLeft
    self.scale = scale
    self.format = format
    self.output = output
    self.recover = recover
    self.device = device
  }
}

/// Arguments `clayout` cannot take: which one and what was expected instead.
public struct ArgumentError: Error, Equatable, CustomStringConvertible {
  /// The argument at fault as written (`--size`, `pdf`, `--colour`).
  public let argument: String
  /// What is wrong and what was expected: `expected WIDTHxHEIGHT (e.g. 375x667), got '10'`.
  public let message: String

  /// `argument: message`, the form printed after `clayout: error: `.
  public var description: String { "\(argument): \(message)" }
}

/// Reads `clayout`'s arguments by hand (no package): flags take their value as the next argument
/// or after `=` (`--size 320x480`, `--size=320x480`).
public enum CommandLineArguments {
  /// The one-line usage printed after every argument error.
  public static let usage = """
    usage: clayout [FILE] [--size WxH | --device NAME[:landscape]] [--rtl] [--scale S] [--format table|json|svg|html] [--output PATH] [--recover]
           clayout check FILE [--effect-budget SECONDS]
           clayout translate FILE --to swift|cpp [--output PATH]
           clayout import FILE.xib|FILE.storyboard [--root ID | --scene NAME] [--device NAME] [--output DIR]
           clayout --help | --version
    """

  /// The subcommands by name, each with the parser of the arguments after its name.
  static let subcommands: [String: @Sendable ([String]) throws(ArgumentError) -> ClayoutCommand] = [
    "check": parseCheck,
    "translate": parseTranslate,
    "import": parseImport,
  ]

  /// The command `arguments` (without the program's name) ask for.
  ///
  /// - Throws: ``ArgumentError`` for an unknown flag, a flag without its value, a bad value or a
  ///   second file.
  public static func parse(_ arguments: [String]) throws(ArgumentError) -> ClayoutCommand {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    if arguments.contains("--version") { return .version }
    if let first = arguments.first, let subcommand = subcommands[first] {
      return try subcommand(Array(arguments.dropFirst()))
    }
    return .layOut(try parseLayOut(arguments))
  }

  /// `[FILE] [options]`.
  static func parseLayOut(_ arguments: [String]) throws(ArgumentError) -> LayoutOptions {
    var options = LayoutOptions()
    var reader = FlagReader(arguments)
    while let argument = reader.next() {
      switch argument.name {
      case "--size": options.size = try parseSize(try reader.value(of: argument))
      case "--device": options.device = try parseDevice(try reader.value(of: argument))
      case "--rtl":
        try reader.refuseValue(of: argument)
        options.rightToLeft = true
      case "--recover":
        try reader.refuseValue(of: argument)
        options.recover = true
      case "--scale": options.scale = try parseScale(try reader.value(of: argument))
      case "--format":
        let value = try reader.value(of: argument)
        guard let format = LayoutOptions.Format(rawValue: value) else {
          throw ArgumentError(
            argument: "--format",
            message:
              "expected one of \(LayoutOptions.Format.allCases.map(\.rawValue).joined(separator: ", ")), got '\(value)'"
          )
        }
        options.format = format
      case "--output":
        let value = try reader.value(of: argument)
        guard !value.isEmpty else {
          throw ArgumentError(argument: "--output", message: "expected a file path, got an empty one")
        }
        options.output = value
      default:
        try refuseFlag(argument.name)
        guard options.file == nil else {
          throw ArgumentError(
            argument: argument.name,
            message: "expected one layout file, got a second one (the first is '\(options.file!)')")
        }
        options.file = argument.name
      }
    }
    // Both give the root's size: rather than let one silently win, ask for one.
    if options.size != nil && options.device != nil {
      throw ArgumentError(
        argument: "--device",
        message: "gives the root's size, as --size does: give one of them (a device's screen is its size)")
    }
    return options
  }

  /// `NAME` or `NAME:portrait` or `NAME:landscape`: a device ``LayoutDevice/named(_:orientation:)``
  /// knows, by Interface Builder's id (`retina6_1`) or marketing name (`iPhone 11`, any case).
  static func parseDevice(_ value: String) throws(ArgumentError) -> LayoutDevice {
    var name = Substring(value)
    var orientation = LayoutDevice.Orientation.portrait
    if let colon = value.lastIndex(of: ":") {
      let suffix = value[value.index(after: colon)...]
      switch suffix {
      case "portrait": orientation = .portrait
      case "landscape": orientation = .landscape
      default:
        throw ArgumentError(
          argument: "--device", message: "expected :portrait or :landscape after the name, got ':\(suffix)'")
      }
      name = value[..<colon]
    }
    guard let device = LayoutDevice.named(String(name), orientation: orientation) else {
      throw ArgumentError(
        argument: "--device",
        message:
          "unknown device '\(name)'; expected one of \(LayoutDevice.knownNames.joined(separator: ", ")), "
          + "optionally followed by :portrait or :landscape")
    }
    return device
  }

  /// `check FILE [--effect-budget SECONDS]`.
  static func parseCheck(_ arguments: [String]) throws(ArgumentError) -> ClayoutCommand {
    var file: String?
    var effectBudget: Duration? = LayoutCheck.defaultEffectBudget
    var reader = FlagReader(arguments)
    while let argument = reader.next() {
      if argument.name == "--effect-budget" {
        let value = try reader.value(of: argument)
        guard let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 1e9 else {
          throw ArgumentError(
            argument: "--effect-budget",
            message: "expected a number of seconds >= 0 (0: no limit), got '\(value)'")
        }
        effectBudget = seconds == 0 ? nil : .milliseconds(Int64(seconds * 1000))
        continue
      }
      try refuseFlag(argument.name)
      guard file == nil else {
        throw ArgumentError(
          argument: argument.name, message: "expected one layout file after check, got a second one")
      }
      file = argument.name
    }
    guard let file else {
      throw ArgumentError(argument: "check", message: "expected a layout file to check")
    }
    return .check(file: file, effectBudget: effectBudget)
  }

  /// `translate FILE --to swift|cpp [--output PATH]`.
  static func parseTranslate(_ arguments: [String]) throws(ArgumentError) -> ClayoutCommand {
    var file: String?
    var language: LayoutTranslationLanguage?
    var output: String?
    var reader = FlagReader(arguments)
    while let argument = reader.next() {
      switch argument.name {
      case "--to":
        let value = try reader.value(of: argument)
        switch value {
        case "swift": language = .swift
        case "cpp", "c++": language = .cpp
        default:
          throw ArgumentError(argument: "--to", message: "expected swift or cpp, got '\(value)'")
        }
      case "--output":
        let value = try reader.value(of: argument)
        guard !value.isEmpty else {
          throw ArgumentError(argument: "--output", message: "expected a file path, got an empty one")
        }
        output = value
      default:
        if argument.name.hasPrefix("-") && argument.name != "-" {
          throw ArgumentError(
            argument: argument.name, message: "unknown option of translate; expected --to or --output")
        }
        guard file == nil else {
          throw ArgumentError(
            argument: argument.name, message: "expected one layout file after translate, got a second one")
        }
        file = argument.name
      }
    }
    guard let file else {
      throw ArgumentError(argument: "translate", message: "expected a layout file to translate")
    }
    guard let language else {
      throw ArgumentError(argument: "translate", message: "expected --to swift or --to cpp")
    }
    return .translate(file: file, language: language, output: output)
  }

  /// Throws for `argument` when it looks like a flag (`-x`, `--x`; `-` alone is a file name).
  static func refuseFlag(_ argument: String) throws(ArgumentError) {
    if argument.hasPrefix("-") && argument != "-" {
      throw ArgumentError(
        argument: argument,
        message:
          "unknown option; expected one of --size, --device, --rtl, --scale, --format, --output, --recover, --help, --version"
      )
    }
  }

  /// `WxH` (or `W×H`), two finite numbers >= 0.
  static func parseSize(_ value: String) throws(ArgumentError) -> LayoutSize {
    let parts = value.split(separator: "x", omittingEmptySubsequences: false)
    let numbers = parts.count == 2 ? parts.compactMap { Double($0) } : []
    guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw ArgumentError(
        argument: "--size",
        message: "expected WIDTHxHEIGHT, two numbers >= 0 (e.g. 375x667), got '\(value)'")
    }
    return LayoutSize(width: numbers[0], height: numbers[1])
  }

  /// A number from 1e-6 to 1e6, the engine's range of multipliers (outside it the engine would
  /// leave the frames unsnapped, so the tool says so instead).
  static func parseScale(_ value: String) throws(ArgumentError) -> Double {
    guard let scale = Double(value), scale >= 1e-6, scale <= 1e6 else {
      throw ArgumentError(
        argument: "--scale",
        message: "expected pixels per point, a number from 0.000001 to 1000000 (e.g. 2), got '\(value)'")
    }
    return scale
  }
}

/// Reads arguments one at a time, splitting `--flag=value`, and hands a flag its value.
struct FlagReader {
  /// An argument as read: `name` is the whole argument, or the part before `=` of a `--flag=value`.
  struct Argument {
    let name: String
    let attachedValue: String?
  }

  private var remaining: ArraySlice<String>

  init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// The next argument; nil at the end.
  mutating func next() -> Argument? {
    guard let argument = remaining.popFirst() else { return nil }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      return Argument(
        name: String(argument[..<equals]), attachedValue: String(argument[argument.index(after: equals)...]))
    }
    return Argument(name: argument, attachedValue: nil)
  }

  /// The value of `flag`: after its `=`, or the next argument.
  ///
  /// - Throws: ``ArgumentError`` when there is none.
  mutating func value(of flag: Argument) throws(ArgumentError) -> String {
    if let value = flag.attachedValue { return value }
    guard let value = remaining.popFirst() else {
      throw ArgumentError(argument: flag.name, message: "expected a value after it")
    }
    return value
  }

  /// Throws when `flag`, which takes no value, was written `--flag=value`.
  func refuseValue(of flag: Argument) throws(ArgumentError) {
    if let value = flag.attachedValue {
      throw ArgumentError(argument: flag.name, message: "takes no value, got '\(value)'")
    }
  }
}
