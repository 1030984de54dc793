// LayoutTranslation.h — a layout file written as code: the same layout in the C++ DSL
// (`activateConstraints({ … })`) or the Swift DSL (`activate { … }`), for a user moving from a file
// to code and for tests that build one layout in both languages. The format: docs/layout-file.md.
//
// A library of its own, `CLayoutTranslation` (CMake: `CLayoutCore::Translation`), beside the engine's
// `CLayoutCore`: a host that lays layouts out does not link a code generator.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout {

/// The language a layout file is translated to.
enum class TranslationLanguage : std::uint8_t {
  /// SwiftLayout: `let form = engine.makeItem("form")`, `try activate { … }`.
  swift,
  /// The C++ core with its anchor DSL: `engine.makeItem("form")`, `activateConstraints({ … })`.
  cpp,
};

/// What translating a layout file gives: on success the code, on failure the diagnostics.
struct [[nodiscard]] LayoutTranslation {
  /// The loader's diagnostics for the file (empty on success): a file that does not load does
  /// not translate.
  std::vector<TextDiagnostic> diagnostics;
  /// The source of one file: a struct `typeName` with one member per item of the file (and
  /// `root`) and `constraints`, the constraints in the order of the file (the order of
  /// `LayoutFileLoad::constraints`), and a function `functionName` that builds the layout into a
  /// new engine by the calls the loader makes, in the loader's order. Empty on failure.
  ///
  /// C++: `clayout::LayoutResult functionName(clayout::LayoutEngine& engine, typeName& layout)`,
  /// `inline`, so that the code can be a header; it returns the first failed call's result (none
  /// fails on a new engine). Swift: `func functionName(in engine: LayoutEngine) throws(LayoutError)
  /// -> typeName`.
  std::string code;
  /// The items' struct, from the file's name: `login.layout` gives `LoginLayout`.
  std::string typeName;
  /// The building function: `buildLoginLayout`.
  std::string functionName;

  /// Whether the file was translated (no diagnostic).
  bool succeeded() const noexcept { return diagnostics.empty(); }
  explicit operator bool() const noexcept { return succeeded(); }
};

/// Translates `text`, a layout file called `fileName` (in messages, in the code's comments and
/// for the names of its struct and function), to `language`.
///
/// The file is first loaded into a scratch engine of the translation's own; a file that does not
/// load there gives the loader's diagnostics and no code. The code then makes the same engine
/// calls in the same order as `loadLayoutText`: the items and their tree, the root's and each
/// item's properties (direction first), the constraints in the order of the file (each with its
/// file line in a comment; the constraints of a Visual Format Language line under a comment that
/// quotes the line), then the root's size. Constraints are written in the DSL's notation with its
/// operators (`b.leading == a.trailing + gap`), priorities and identifiers; metrics the
/// constraints use by name are named constants. Built into a new engine, the code gives every
/// item the frame the file gives it.
///
/// Never throws and never crashes, whatever the bytes of `text`.
LayoutTranslation translateLayout(std::string_view text, std::string fileName,
                                  TranslationLanguage language) noexcept;

}  // namespace clayout
