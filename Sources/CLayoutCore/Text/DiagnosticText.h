// DiagnosticText.h — what a layout file's diagnostic may say: valid UTF-8, of a bounded length
// (internal).
//
// A diagnostic quotes the file (a token, a name, a string) and the engine's messages, which quote
// names and identifiers of the file in turn. Every diagnostic a load or a translation returns
// passes through `boundDiagnostics`, once, at the end (`boundedMessage`, Support/BoundedText.h).
#pragma once

#include <vector>

#include "CLayoutCore/Text/TextDiagnostic.h"
#include "Support/BoundedText.h"

namespace clayout::internal {

/// Bounds the message of every diagnostic and of every note in `diagnostics` (`boundedMessage`).
void boundDiagnostics(std::vector<TextDiagnostic>& diagnostics);

}  // namespace clayout::internal
