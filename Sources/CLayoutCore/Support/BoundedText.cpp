// BoundedText.cpp — quoted text as valid UTF-8 of a bounded length (see BoundedText.h).
#include "BoundedText.h"

namespace clayout::internal {

namespace {

/// The length of the well-formed UTF-8 sequence at `text[index]` (1 to 4), or 0 when the bytes
/// there do not start one (Unicode's table 3-7: no overlong forms, no surrogates, nothing above
/// U+10FFFF).
std::size_t sequenceLength(std::string_view text, std::size_t index) noexcept {
  auto byte = [&](std::size_t offset) -> unsigned {
    return index + offset < text.size() ? static_cast<unsigned char>(text[index + offset]) : 0x100u;
  };
  auto within = [](unsigned value, unsigned low, unsigned high) { return value >= low && value <= high; };
  const unsigned first = byte(0);
  if (first < 0x80) return 1;
  if (within(first, 0xC2, 0xDF)) return within(byte(1), 0x80, 0xBF) ? 2 : 0;
  if (within(first, 0xE0, 0xEF)) {
    const unsigned low = first == 0xE0 ? 0xA0 : 0x80;
    const unsigned high = first == 0xED ? 0x9F : 0xBF;
    return within(byte(1), low, high) && within(byte(2), 0x80, 0xBF) ? 3 : 0;
  }
  if (within(first, 0xF0, 0xF4)) {
    const unsigned low = first == 0xF0 ? 0x90 : 0x80;
    const unsigned high = first == 0xF4 ? 0x8F : 0xBF;
    return within(byte(1), low, high) && within(byte(2), 0x80, 0xBF) && within(byte(3), 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

/// `\xNN` for `byte`.
void appendEscaped(std::string& text, unsigned char byte) {
  static constexpr char digits[] = "0123456789abcdef";
  text += "\\x";
  text += digits[byte >> 4];
  text += digits[byte & 0xF];
}

/// Whether `text[index]` starts a character (is not a UTF-8 continuation byte).
bool startsCharacter(const std::string& text, std::size_t index) noexcept {
  return index >= text.size() || (static_cast<unsigned char>(text[index]) & 0xC0) != 0x80;
}

}  // namespace

std::string boundedText(std::string_view text, std::size_t maximumBytes, std::size_t head, std::size_t tail) {
  std::string escaped;
  escaped.reserve(text.size() < maximumBytes ? text.size() : maximumBytes);
  for (std::size_t index = 0; index < text.size();) {
    const auto byte = static_cast<unsigned char>(text[index]);
    const std::size_t length = sequenceLength(text, index);
    if (length == 0 || (byte < 0x20 && byte != '\n') || byte == 0x7F) {
      appendEscaped(escaped, byte);
      ++index;
      continue;
    }
    escaped.append(text.substr(index, length));
    index += length;
  }
  if (escaped.size() <= maximumBytes) return escaped;
  // Cut on character boundaries: the head ends before a character that would straddle its end,
  // the tail starts at a character's first byte.
  std::size_t headEnd = head;
  while (headEnd > 0 && !startsCharacter(escaped, headEnd)) --headEnd;
  std::size_t tailStart = escaped.size() - tail;
  while (tailStart < escaped.size() && !startsCharacter(escaped, tailStart)) ++tailStart;
  const std::size_t leftOut = tailStart - headEnd;
  return escaped.substr(0, headEnd) + " [\xE2\x80\xA6" + std::to_string(leftOut) +
         " bytes left out\xE2\x80\xA6] " + escaped.substr(tailStart);
}

}  // namespace clayout::internal
