// TextDiagnostics.cpp — the names of diagnostic kinds and the compiler-style form of a diagnostic.
#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout {

const char* textDiagnosticKindName(TextDiagnosticKind kind) noexcept {
  switch (kind) {
    case TextDiagnosticKind::unreadableFile:
      return "unreadable file";
    case TextDiagnosticKind::unsupportedVersion:
      return "unsupported version";
    case TextDiagnosticKind::syntaxError:
      return "syntax error";
    case TextDiagnosticKind::unknownName:
      return "unknown name";
    case TextDiagnosticKind::duplicateName:
      return "duplicate name";
    case TextDiagnosticKind::typeMismatch:
      return "type mismatch";
    case TextDiagnosticKind::invalidValue:
      return "invalid value";
    case TextDiagnosticKind::invalidStructure:
      return "invalid structure";
    case TextDiagnosticKind::unsatisfiableConstraint:
      return "unsatisfiable constraint";
    case TextDiagnosticKind::engineError:
      return "engine error";
    case TextDiagnosticKind::engineNotEmpty:
      return "engine not empty";
    case TextDiagnosticKind::tooManyErrors:
      return "too many errors";
  }
  return "unknown diagnostic";
}

namespace {

std::string place(const TextLocation& location) {
  std::string text = location.fileName;
  if (location.line == 0) return text;
  text += ":" + std::to_string(location.line);
  if (location.column != 0) text += ":" + std::to_string(location.column);
  return text;
}

}  // namespace

std::string describeDiagnostic(const TextDiagnostic& diagnostic) {
  std::string text = place(diagnostic.location) + ": error: " + diagnostic.message;
  for (const TextNote& note : diagnostic.notes)
    text += "\n" + place(note.location) + ": note: " + note.message;
  return text;
}

}  // namespace clayout
