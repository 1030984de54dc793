// LayoutFileParser.h — the statements of a layout file: the version line, metrics, the item tree
// and its properties; constraints and formats are handed to ConstraintParser and
// VisualFormatParser.
//
//   file        := version statement*
//   version     := 'clayout' '1' end
//   statement   := (metric | item | property | constraint | format | helper)? end | '}'
//   end         := newline | ';'
//   metric      := name '=' numberExpression               (top level only)
//   item        := ('view' | 'guide' | 'stack') name ('{' statement* '}')?
//   property    := propertyName ':' value
//   constraint  := see ConstraintParser.h
//   format      := see VisualFormatParser.h
//   helper      := guideline | barrier | chain | group     (see HelperStatementParser.h)
//
// Two passes over the tokens: the first reads the structure (items, nesting, metrics, in the
// order of the file: a metric's value may use the metrics above it; the names a guideline, a
// barrier or a group declares) and sets the other statements (and the rest of those) aside; the
// second reads properties, constraints, formats and helpers, which may then name any item and any
// metric of the file, wherever declared.
#pragma once

#include <string>
#include <vector>

#include "LayoutFileDescription.h"
#include "Lexer.h"

namespace clayout::internal {

/// The parse of a whole file: its description, meaningful only when `diagnostics` is empty.
struct LayoutFileParse {
  LayoutFileDescription description;
  std::vector<TextDiagnostic> diagnostics;
};

/// Parses the tokens of a file called `fileName`. Guarantees: never fails to return; every
/// problem found is a diagnostic (sorted by line and column), and an empty list means the
/// description is complete and checked against everything but the engine.
LayoutFileParse parseLayoutFile(std::vector<Token> tokens, const std::string& fileName);

}  // namespace clayout::internal
