// DiagnosticText.h — what a layout file's diagnostic may say: valid UTF-8, of a bounded length
// (internal).
//
// A diagnostic quotes the file (a token, a name, a string) and the engine's messages, which quote
// names and identifiers of the file in turn. A file is arbitrary bytes: a 5 MB token or invalid
// UTF-8 would otherwise reach a terminal, an editor or a Swift `String` as they are. Every
// diagnostic a load or a translation returns passes through `boundDiagnostics`, once, at the end.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout::internal {

/// The longest message a diagnostic or note keeps, in bytes, after escaping: far more than any
/// message says about a file of ordinary names (about 300 bytes for the longest conflict note).
inline constexpr std::size_t maximumMessageBytes = 1000;
/// Of a longer message, the bytes kept from its start and from its end.
inline constexpr std::size_t keptMessageHead = 600;
inline constexpr std::size_t keptMessageTail = 300;

/// `message` as a diagnostic may say it: every byte that is not part of a well-formed UTF-8
/// sequence (a stray continuation byte, a truncated or overlong sequence, a surrogate, a code
/// point above U+10FFFF) and every control character but the line break written `\xNN` (two
/// lowercase hexadecimal digits, as the lexer writes a control character); then, when that is longer than
/// `maximumMessageBytes`, its first `keptMessageHead` and last `keptMessageTail` bytes around ` […N bytes
/// left out…] `, both cut on character boundaries.
///
/// Guarantees: the result is valid UTF-8 of at most `maximumMessageBytes` plus the marker (about
/// 40 bytes); a message that is valid UTF-8 without control characters and short enough comes
/// back unchanged, so bounding twice changes nothing more.
std::string boundedMessage(std::string_view message);

/// Bounds the message of every diagnostic and of every note in `diagnostics` (`boundedMessage`).
void boundDiagnostics(std::vector<TextDiagnostic>& diagnostics);

}  // namespace clayout::internal
