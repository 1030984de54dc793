// BoundedText.h — what a message may quote: valid UTF-8, of a bounded length (internal, shared by
// every layer).
//
// Messages quote what users wrote: names of items, identifiers of constraints, file names, tokens
// of a layout file. Those are arbitrary bytes: a 5 MB name or invalid UTF-8 would otherwise reach
// a terminal, an editor or a Swift `String` as they are. The engine quotes every name through
// `boundedName`; a layout file's diagnostics pass whole through `boundedMessage`.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace clayout::internal {

/// The longest message a diagnostic or note keeps, in bytes, after escaping: far more than any
/// message says about a file of ordinary names (about 300 bytes for the longest conflict note).
inline constexpr std::size_t maximumMessageBytes = 1000;
/// Of a longer message, the bytes kept from its start and from its end.
inline constexpr std::size_t keptMessageHead = 600;
inline constexpr std::size_t keptMessageTail = 300;

/// The longest name (of an item, a constraint's identifier, a file) a message quotes whole, in
/// bytes after escaping: longer than any name people write, short enough that a message quoting a
/// few names stays a line or two.
inline constexpr std::size_t maximumNameBytes = 200;
/// Of a longer name, the bytes kept from its start and from its end: with the marker (at most 45
/// bytes) a cut name fits `maximumNameBytes`, so a name quoted again comes back unchanged.
inline constexpr std::size_t keptNameHead = 100;
inline constexpr std::size_t keptNameTail = 50;

/// `text` as a message may quote it: every byte that is not part of a well-formed UTF-8 sequence
/// (a stray continuation byte, a truncated or overlong sequence, a surrogate, a code point above
/// U+10FFFF) and every control character but the line break written `\xNN` (two lowercase
/// hexadecimal digits, as the lexer writes a control character); then, when that is longer than
/// `maximumBytes`, its first `head` and last `tail` bytes around ` […N bytes left out…] `, both cut
/// on character boundaries. Requires `head + tail <= maximumBytes`.
///
/// Guarantees: the result is valid UTF-8 of at most `head + tail` plus the marker (at most 45
/// bytes) when cut; a text that is valid UTF-8 without control characters and short enough comes
/// back unchanged, so bounding twice changes nothing more when `head + tail + 45 <=
/// maximumBytes`, as for messages and names.
std::string boundedText(std::string_view text, std::size_t maximumBytes, std::size_t head, std::size_t tail);

/// A whole message, bounded to `maximumMessageBytes` (`boundedText`).
inline std::string boundedMessage(std::string_view message) {
  return boundedText(message, maximumMessageBytes, keptMessageHead, keptMessageTail);
}

/// A name as a message quotes it, bounded to `maximumNameBytes` (`boundedText`): a name of
/// ordinary length comes back unchanged, so messages about ordinary files are not affected.
inline std::string boundedName(std::string_view name) {
  return boundedText(name, maximumNameBytes, keptNameHead, keptNameTail);
}

}  // namespace clayout::internal
