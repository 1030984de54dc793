// A layout file written as code: the same layout in the Swift DSL or the C++ DSL, through the
// bridge to the C++ core's translation (`clayout::translateLayout`, CLayoutTranslation/LayoutTranslation.h).

internal import CLayoutSwiftBridge

/// The language ``translateLayout(text:fileName:to:)`` writes.
public enum LayoutTranslationLanguage: Hashable, Sendable, CaseIterable {
  /// SwiftLayout: `let form = engine.makeItem("form")`, `try activate { … }`.
  case swift
  /// The C++ core with its anchor DSL: `engine.makeItem("form")`, `activateConstraints({ … })`.
  case cpp
}

/// A layout file written as code: one source file with a struct of the file's items and a
/// function that builds the layout into a new engine.
public struct LayoutTranslation: Hashable, Sendable {
  /// The source: the struct ``typeName`` (a member per item of the file, and `root`) and the
  /// function ``functionName``. Swift: `func buildLoginLayout(in engine: LayoutEngine)
  /// throws(LayoutError) -> LoginLayout`; C++: `inline clayout::LayoutResult
  /// buildLoginLayout(clayout::LayoutEngine& engine, LoginLayout& layout)`, for a header.
  public let code: String
  /// The items' struct, from the file's name: `login.layout` gives `LoginLayout`.
  public let typeName: String
  /// The building function: `buildLoginLayout`.
  public let functionName: String
}

/// Translates a layout file's text (the format: docs/layout-file.md) to Swift or C++ code that
/// builds the same layout: `clayout translate FILE --to swift|cpp`.
///
/// The file is first loaded into a scratch engine; one that does not load does not translate.
/// The code makes the loader's engine calls in the loader's order: the items and their tree, the
/// properties, the constraints in the DSL's notation (`b.leadingAnchor == a.trailingAnchor + gap`,
/// priorities with `~`, identifiers), each with its file line in a comment and the constraints of
/// a Visual Format Language line under a comment quoting it, then the root's size; metrics the
/// constraints use are named constants. Built into a new engine, it gives every item the frame
/// ``LayoutEngine/loadLayout(text:fileName:rootSize:)`` gives it.
///
/// ```swift
/// let translation = try translateLayout(text: text, fileName: "login.layout", to: .swift)
/// try translation.code.write(toFile: "LoginLayout.swift", atomically: true, encoding: .utf8)
/// ```
///
/// - Parameters:
///   - text: The file's contents.
///   - fileName: The file's name in messages and comments, and the source of the struct's and
///     function's names (give the base name, `login.layout`, for code that does not depend on
///     where the file is).
///   - language: ``LayoutTranslationLanguage/swift`` or ``LayoutTranslationLanguage/cpp``.
/// - Returns: The code and its names.
/// - Throws: ``LayoutError`` as ``LayoutEngine/loadLayout(text:fileName:rootSize:)`` throws it for the
///   same file: ``LayoutError/Kind/unsatisfiableConstraint`` or
///   ``LayoutError/Kind/invalidLayoutFile``, with ``LayoutError/diagnostics``.
public func translateLayout(text: String, fileName: String, to language: LayoutTranslationLanguage)
  throws(LayoutError) -> LayoutTranslation
{
  let translation = Bridge.translateSwiftLayoutText(CxxString(text), CxxString(fileName), language == .swift)
  defer { Bridge.destroySwiftLayoutFileLoad(translation.diagnostics) }
  if let error = LayoutEngine.layoutFileError(translation.diagnostics) { throw error }
  return LayoutTranslation(
    code: String(translation.code), typeName: String(translation.typeName),
    functionName: String(translation.functionName))
}
