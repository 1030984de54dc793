// DiagnosticText.cpp — diagnostics as valid UTF-8 of a bounded length (see DiagnosticText.h).
#include "DiagnosticText.h"

namespace clayout::internal {

void boundDiagnostics(std::vector<TextDiagnostic>& diagnostics) {
  for (TextDiagnostic& diagnostic : diagnostics) {
    diagnostic.message = boundedMessage(diagnostic.message);
    for (TextNote& note : diagnostic.notes) note.message = boundedMessage(note.message);
  }
}

}  // namespace clayout::internal
