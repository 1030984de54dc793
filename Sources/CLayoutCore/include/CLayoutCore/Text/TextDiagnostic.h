// TextDiagnostic.h — what a layout file's reader reports: an error at a file, line and column.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace clayout {

/// A place in a layout file: 1-based line and column (columns count bytes); line 0 when the
/// place is the file as a whole (it cannot be read, or a constraint the engine wrote itself).
struct TextLocation {
  std::string fileName;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

/// What kind of problem a diagnostic reports.
enum class TextDiagnosticKind : std::uint8_t {
  /// The file could not be read (no such file, not readable).
  unreadableFile,
  /// The first line is not `clayout 1` (or names a version this reader does not know).
  unsupportedVersion,
  /// A token other than the one the grammar expects there: the message says what was expected.
  syntaxError,
  /// A name that names no item, metric, attribute, property or option.
  unknownName,
  /// A name declared twice (an item, a metric, a property of one item).
  duplicateName,
  /// A combination the anchor DSL does not compile: X with Y, leading with left, a position
  /// equal to a number, a position times a number, the sum of two positions, …
  typeMismatch,
  /// A number outside what it may be: a priority outside (0, 1000], a negative size, a value
  /// that is not finite, a division by zero.
  invalidValue,
  /// A construct the file cannot express in the place it is written (a size on an item other
  /// than the root, a subitem of a layout guide, …).
  invalidStructure,
  /// Required constraints that cannot all hold; `notes` names every constraint in the conflict.
  unsatisfiableConstraint,
  /// Another refusal of the engine, with the engine's message.
  engineError,
  /// The engine given to the loader already has items, constraints or a root size: a layout
  /// file is loaded into a new engine.
  engineNotEmpty,
  /// The file has more problems than are reported; the rest are not listed.
  tooManyErrors,
};

/// The readable name of a kind, e.g. `syntax error`.
const char* textDiagnosticKindName(TextDiagnosticKind kind) noexcept;

/// A related place, e.g. one constraint of a conflict set or the first declaration of a name.
struct TextNote {
  TextLocation location;
  std::string message;
};

/// One problem of a layout file: where, what kind, and a message that says what was found and
/// what was expected there (`expected a relation (==, <= or >=) after 'a.width', found '+'`).
struct TextDiagnostic {
  TextLocation location;
  TextDiagnosticKind kind = TextDiagnosticKind::syntaxError;
  std::string message;
  /// Related places, each with its own message (the constraints of a conflict, in the engine's
  /// order).
  std::vector<TextNote> notes;
};

/// The diagnostic as compilers and editors print it: `screen.layout:3:14: error: message`, then
/// one line per note, `screen.layout:2:1: note: message`. Without a line: `screen.layout: error: …`.
std::string describeDiagnostic(const TextDiagnostic& diagnostic);

}  // namespace clayout
