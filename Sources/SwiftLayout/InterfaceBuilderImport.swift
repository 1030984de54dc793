/// An Interface Builder file (`.xib`, `.storyboard`) imported as layout files: one per hierarchy
/// that Auto Layout lays out (a XIB's top-level views, a storyboard scene's root view, each table
/// or collection view cell's content view), each loadable with
/// ``LayoutEngine/loadLayout(text:fileName:rootSize:)``.
///
/// ```swift
/// let imported = InterfaceBuilderImport(contentsOfFile: "Main.storyboard")
/// for diagnostic in imported.diagnostics { print(diagnostic) }
/// for layout in imported.layouts {
///   let engine = LayoutEngine()
///   try engine.loadLayout(text: layout.text, fileName: layout.fileName)
/// }
/// ```
///
/// The import is the C++ core's (`importInterfaceBuilderText`); the guide "From Interface Builder
/// to clayout" says what is carried over and what is not.
public struct InterfaceBuilderImport: Sendable {
  /// What to import, and for which device.
  public struct Options: Hashable, Sendable {
    /// Only the hierarchy whose root view has this IB id.
    public var rootIdentifier: String?
    /// Only the hierarchies of this storyboard scene: its title as IB shows it, its scene id, or
    /// its view controller's id, storyboard id or class.
    public var sceneName: String?
    /// The device to lay out for, by IB's id (`retina6_1`) or a name ``LayoutDevice/named(_:orientation:)``
    /// knows (`iPhone 11`), optionally followed by `:landscape`; the file's canvas device when nil.
    public var device: String?

    /// Options as given; nil for each means all hierarchies at the file's canvas device.
    public init(rootIdentifier: String? = nil, sceneName: String? = nil, device: String? = nil) {
      self.rootIdentifier = rootIdentifier
      self.sceneName = sceneName
      self.device = device
    }
  }

  /// One layout file the import wrote.
  public struct Layout: Hashable, Sendable {
    /// Its name, e.g. `Main-SettingsViewController.layout`.
    public let fileName: String
    /// IB's id of the hierarchy's root view.
    public let rootIdentifier: String
    /// The scene's title or the root view's name.
    public let title: String
    /// The layout file's text.
    public let text: String
  }

  /// A problem of the import, at the IB file's line and element.
  public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The IB file's name as given.
    public let fileName: String
    /// The element's line (1-based; 0 for the file as a whole).
    public let line: Int
    /// The column of the element's `<` (1-based, in bytes; 0 with line 0).
    public let column: Int
    /// Whether it is an error (what it names was not imported) rather than a warning (imported,
    /// but not all of it carried over, or not laid out as IB did).
    public let isError: Bool
    /// The element, as `<constraint id="8DQ-aN-rAB">`; empty for the file as a whole.
    public let element: String
    /// What was found.
    public let message: String
    /// `Main.storyboard:57:21: warning: <constraint id="8DQ-aN-rAB">: message`.
    public let description: String
  }

  /// The layout files, in the order of the IB file.
  public let layouts: [Layout]
  /// Every problem found, in the order found.
  public let diagnostics: [Diagnostic]

  /// Whether no diagnostic is an error (warnings allowed).
  public var succeeded: Bool { !diagnostics.contains { $0.isError } }

  /// Imports `text`, an IB file called `fileName` in messages and in the layout files' names.
  /// Never fails as a call: problems are ``diagnostics``.
  public init(text: String, fileName: String, options: Options = Options()) {
    self.init(
      Bridge.importSwiftInterfaceBuilderText(
        CxxString(text), CxxString(fileName), CxxString(options.rootIdentifier ?? ""),
        CxxString(options.sceneName ?? ""), CxxString(options.device ?? "")))
  }

  /// Reads the file at `path` and imports it; a file that cannot be read is one error.
  public init(contentsOfFile path: String, options: Options = Options()) {
    self.init(
      Bridge.importSwiftInterfaceBuilderFile(
        CxxString(path), CxxString(options.rootIdentifier ?? ""), CxxString(options.sceneName ?? ""),
        CxxString(options.device ?? "")))
  }

  /// Reads and releases the C++ import at `cxxImport`.
  private init(_ cxxImport: UnsafeMutableRawPointer) {
    defer { Bridge.destroySwiftInterfaceBuilderImport(cxxImport) }
    layouts = (0..<Bridge.importedLayoutCount(cxxImport)).map { index in
      Layout(
        fileName: String(Bridge.importedLayoutFileName(cxxImport, index)),
        rootIdentifier: String(Bridge.importedLayoutRootIdentifier(cxxImport, index)),
        title: String(Bridge.importedLayoutTitle(cxxImport, index)),
        text: String(Bridge.importedLayoutText(cxxImport, index)))
    }
    diagnostics = (0..<Bridge.importDiagnosticCount(cxxImport)).map { index in
      Diagnostic(
        fileName: String(Bridge.importDiagnosticFileName(cxxImport, index)),
        line: Int(Bridge.importDiagnosticLine(cxxImport, index)),
        column: Int(Bridge.importDiagnosticColumn(cxxImport, index)),
        isError: Bridge.importDiagnosticIsError(cxxImport, index),
        element: String(Bridge.importDiagnosticElement(cxxImport, index)),
        message: String(Bridge.importDiagnosticMessage(cxxImport, index)),
        description: String(Bridge.importDiagnosticDescription(cxxImport, index)))
    }
  }
}
