/// A problem of a layout file: where, what kind, and what was found and expected there.
///
/// ``description`` is the form compilers and editors print,
/// `screen.layout:3:14: error: message`, followed by one line per note.
public struct LayoutFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A related place: one constraint of a conflict set, the first declaration of a name.
  public struct Note: Hashable, Sendable {
    /// The file the note points into.
    public let fileName: String
    /// 1-based; 0 when the note has no line (a constraint the engine maintains).
    public let line: Int
    /// 1-based, in bytes; 0 with line 0.
    public let column: Int
    /// What is at that place: `conflicting constraint: a.width == 80` (the place is said once, by
    /// ``fileName``, ``line`` and ``column``).
    public let message: String
  }

  /// The file's name, as given to the loader.
  public let fileName: String
  /// 1-based; 0 when the diagnostic is about the file as a whole (it cannot be read).
  public let line: Int
  /// 1-based, in bytes.
  public let column: Int
  /// The C++ core's name of the kind: `syntax error`, `type mismatch`, `unsatisfiable
  /// constraint`, …
  public let kind: String
  /// What was found and what was expected.
  public let message: String
  /// The related places, in the engine's order.
  public let notes: [Note]
  /// `file:line:column: error: message` and the notes, one per line.
  public let description: String
}

/// An item a layout file declared.
public struct LayoutFileItem {
  /// Its name in the file and in the engine.
  public let name: String
  /// The item.
  public let item: LayoutItem
  /// The name of its parent in the file (`root` for a top-level item).
  public let parentName: String
  /// 1 for a subitem of the root.
  public let depth: Int
  /// Whether it is a layout guide (`guide name`).
  public let isLayoutGuide: Bool
  /// The line it was declared on (1-based).
  public let line: Int
  /// The column of its name (1-based, in bytes).
  public let column: Int
  /// Its `identifier:`, a name outside the file (`clayout import` writes Interface Builder's
  /// id there); nil when the file gives none.
  public let identifier: String?
  /// For a text item (`text:`), its text and its font's measurer, to draw it with
  /// ``MonospacedTextMeasurer/lines(of:width:)`` at the width it got; nil for another item.
  public let text: LayoutFileText?
}

/// The text of a layout file's text item (`\n` read as a line break) and the measurer of its
/// `font:` (the default one without it).
public struct LayoutFileText: Hashable, Sendable {
  /// The text.
  public let text: String
  /// The measurer it is measured with.
  public let measurer: MonospacedTextMeasurer

  /// A text as given.
  public init(text: String, measurer: MonospacedTextMeasurer) {
    self.text = text
    self.measurer = measurer
  }
}

/// A group a layout file declared (`group name: a, b`): a named set of items that
/// ``LayoutEngine/setHidden(_:_:)`` hides or shows at once.
public struct LayoutFileGroup {
  /// Its name in the file.
  public let name: String
  /// Its items, in the order written.
  public let items: [LayoutItem]
  /// The line its name was written on (1-based).
  public let line: Int
  /// The column of its name (1-based, in bytes).
  public let column: Int
}

/// What a loaded layout file made: its items in the order of the file, the items by name, its
/// constraints and its groups.
public struct LoadedLayout {
  /// The items, a parent before its subitems.
  public let items: [LayoutFileItem]
  /// The items by name, with `root` for the engine's root.
  public let itemsByName: [String: LayoutItem]
  /// The constraints the file activated, in the order of the file, each with where it was
  /// written (its ``LayoutConstraint/line`` is the file's line).
  public let constraints: [LayoutConstraint]
  /// The groups, in the order of the file. (A guideline's or barrier's guide is an item, in
  /// ``items``; the helpers' constraints are the engine's.)
  public let groups: [LayoutFileGroup]
  /// The root's `identifier:` (at the top level), nil when the file gives none.
  public let rootIdentifier: String?
}

extension LayoutEngine {
  /// Loads a layout file's text (the format: docs/layout-file.md) into this engine, all or
  /// nothing: a file with any problem changes nothing and throws.
  ///
  /// The file loads under the engine's ``unsatisfiableConstraintPolicy`` until its
  /// `unsatisfiableConstraints:` line, if any, sets another: under ``UnsatisfiableConstraintPolicy/recover``
  /// conflicting required constraints break instead of failing the load (``brokenConstraints``).
  ///
  /// The engine must be new (no items, constraints or root size yet). With `rootSize`, the root
  /// gets that size instead of the file's `size:` (which is then not set at all: a host laying the
  /// file out at its own screen's size), last, as `size:` is.
  ///
  /// ```swift
  /// let engine = LayoutEngine()
  /// let layout = try engine.loadLayout(text: "clayout 1\nview a\nH:|-[a]-|\n", fileName: "a.layout")
  /// let frame = layout.itemsByName["a"]!.frame
  /// ```
  ///
  /// - Throws: ``LayoutError`` of kind ``LayoutError/Kind/unsatisfiableConstraint`` when the
  ///   file's required constraints (or its root size) cannot all hold, with the conflicting
  ///   constraints in ``LayoutError/conflicts``; otherwise ``LayoutError/Kind/invalidLayoutFile``.
  ///   Either way ``LayoutError/diagnostics`` lists every problem with its line and column, and
  ///   the message is their compiler-style text, one per line. A `rootSize` that cannot hold is
  ///   a diagnostic at line 0 (the file as a whole) that names it.
  @discardableResult
  public func loadLayout(text: String, fileName: String, rootSize: LayoutSize? = nil) throws(LayoutError)
    -> LoadedLayout
  {
    try loaded(
      Bridge.loadSwiftLayoutText(
        cxx, CxxString(text), CxxString(fileName), rootSize != nil, rootSize?.width ?? 0,
        rootSize?.height ?? 0))
  }

  /// Loads the layout file at `path` as ``loadLayout(text:fileName:rootSize:)`` does, naming it `path` in
  /// messages. A file that cannot be read throws ``LayoutError/Kind/invalidLayoutFile`` with one
  /// diagnostic (line 0).
  @discardableResult
  public func loadLayout(contentsOfFile path: String) throws(LayoutError) -> LoadedLayout {
    try loaded(Bridge.loadSwiftLayoutFile(cxx, CxxString(path)))
  }

  /// The error a load's diagnostics make (nil when it has none):
  /// ``LayoutError/Kind/unsatisfiableConstraint`` when one of them is, else
  /// ``LayoutError/Kind/invalidLayoutFile``, with every diagnostic. The translation to code
  /// (LayoutTranslation.swift) reports its diagnostics by the same path.
  static func layoutFileError(_ load: UnsafeMutableRawPointer) -> LayoutError? {
    let diagnosticCount = Bridge.layoutFileDiagnosticCount(load)
    if diagnosticCount > 0 {
      var diagnostics: [LayoutFileDiagnostic] = []
      var unsatisfiable = false
      var conflicts: [String] = []
      for index in 0..<diagnosticCount {
        let notes = (0..<Bridge.layoutFileNoteCount(load, index)).map { note in
          LayoutFileDiagnostic.Note(
            fileName: String(Bridge.layoutFileNoteFileName(load, index, note)),
            line: Int(Bridge.layoutFileNoteLine(load, index, note)),
            column: Int(Bridge.layoutFileNoteColumn(load, index, note)),
            message: String(Bridge.layoutFileNoteMessage(load, index, note)))
        }
        if Bridge.layoutFileDiagnosticIsUnsatisfiable(load, index) {
          unsatisfiable = true
          conflicts += notes.map(\.message)
        }
        diagnostics.append(
          LayoutFileDiagnostic(
            fileName: String(Bridge.layoutFileDiagnosticFileName(load, index)),
            line: Int(Bridge.layoutFileDiagnosticLine(load, index)),
            column: Int(Bridge.layoutFileDiagnosticColumn(load, index)),
            kind: String(Bridge.layoutFileDiagnosticKindName(load, index)),
            message: String(Bridge.layoutFileDiagnosticMessage(load, index)), notes: notes,
            description: String(Bridge.layoutFileDiagnosticDescription(load, index))))
      }
      return LayoutError(
        kind: unsatisfiable ? .unsatisfiableConstraint : .invalidLayoutFile,
        message: diagnostics.map(\.description).joined(separator: "\n"), conflicts: conflicts,
        diagnostics: diagnostics)
    }
    return nil
  }

  /// Reads and releases the C++ load at `load`: the layout, or the error of its diagnostics.
  private func loaded(_ load: UnsafeMutableRawPointer) throws(LayoutError) -> LoadedLayout {
    defer { Bridge.destroySwiftLayoutFileLoad(load) }
    if let error = LayoutEngine.layoutFileError(load) { throw error }
    var items: [LayoutFileItem] = []
    var itemsByName: [String: LayoutItem] = ["root": root]
    for index in 0..<Bridge.layoutFileItemCount(load) {
      let item = LayoutItem(engine: self, handle: Bridge.layoutFileItem(load, index))
      let name = String(Bridge.layoutFileItemName(load, index))
      items.append(
        LayoutFileItem(
          name: name, item: item, parentName: String(Bridge.layoutFileItemParentName(load, index)),
          depth: Int(Bridge.layoutFileItemDepth(load, index)),
          isLayoutGuide: Bridge.layoutFileItemIsLayoutGuide(load, index),
          line: Int(Bridge.layoutFileItemLine(load, index)),
          column: Int(Bridge.layoutFileItemColumn(load, index)),
          identifier: LayoutEngine.nonEmpty(String(Bridge.layoutFileItemIdentifier(load, index))),
          text: Bridge.layoutFileItemHasText(load, index)
            ? LayoutFileText(
              text: String(Bridge.layoutFileItemText(load, index)),
              measurer: MonospacedTextMeasurer(
                advance: Bridge.layoutFileItemTextAdvance(load, index),
                lineHeight: Bridge.layoutFileItemTextLineHeight(load, index)))
            : nil))
      itemsByName[name] = item
    }
    let constraints = (0..<Bridge.layoutFileConstraintCount(load)).map {
      LayoutConstraint(handle: Bridge.layoutFileConstraint(load, $0), engine: self)
    }
    let groups = (0..<Bridge.layoutFileGroupCount(load)).map { index in
      LayoutFileGroup(
        name: String(Bridge.layoutFileGroupName(load, index)),
        items: (0..<Bridge.layoutFileGroupItemCount(load, index)).map {
          LayoutItem(engine: self, handle: Bridge.layoutFileGroupItem(load, index, $0))
        },
        line: Int(Bridge.layoutFileGroupLine(load, index)),
        column: Int(Bridge.layoutFileGroupColumn(load, index)))
    }
    return LoadedLayout(
      items: items, itemsByName: itemsByName, constraints: constraints, groups: groups,
      rootIdentifier: LayoutEngine.nonEmpty(String(Bridge.layoutFileRootIdentifier(load))))
  }

  /// `text`, or nil when it is empty (the bridge's "none").
  private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
