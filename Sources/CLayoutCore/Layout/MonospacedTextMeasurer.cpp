// MonospacedTextMeasurer.cpp — the reference text measurer (TextMeasurement.h): lines of a
// monospaced font, word wrap at spaces, words longer than a line broken by characters.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Layout/TextMeasurement.h"

namespace clayout {

namespace {

/// The lines a text takes: how many, and the number of characters of the longest; and, when
/// `texts` is set, the text of each line appended to it (measuring alone allocates nothing).
struct TextLines {
  std::size_t count = 0;
  std::size_t longest = 0;
  std::vector<std::string>* texts = nullptr;
  /// The open line's text, when `texts` is set.
  std::string current;
};

/// The number of code points of UTF-8 `text`: its bytes that are not continuation bytes
/// (`10xxxxxx`). Malformed UTF-8 counts each lead or stray ASCII byte once; it never fails.
std::size_t characterCount(std::string_view text) noexcept {
  return static_cast<std::size_t>(std::count_if(
      text.begin(), text.end(), [](char byte) { return (static_cast<unsigned char>(byte) & 0xC0) != 0x80; }));
}

/// The byte length of the first `characters` code points of UTF-8 `text` (all of it when it has
/// fewer), counted as `characterCount` counts: a continuation byte belongs to the code point
/// before it.
std::size_t prefixLength(std::string_view text, std::size_t characters) noexcept {
  std::size_t index = 0, seen = 0;
  while (index < text.size()) {
    if ((static_cast<unsigned char>(text[index]) & 0xC0) != 0x80) {
      if (seen == characters) return index;
      ++seen;
    }
    ++index;
  }
  return index;
}

/// Adds the lines of one paragraph (no `\n` in it) set `perLine` characters a line (at least 1)
/// to `lines`. Guarantees at least one line, empty for a paragraph of spaces only.
void addParagraph(std::string_view paragraph, std::size_t perLine, TextLines& lines) {
  std::size_t current = 0;
  bool lineOpen = false;
  auto closeLine = [&]() {
    ++lines.count;
    lines.longest = std::max(lines.longest, current);
    if (lines.texts != nullptr) {
      lines.texts->push_back(std::move(lines.current));
      lines.current.clear();
    }
    current = 0;
    lineOpen = false;
  };
  std::size_t index = 0;
  while (index < paragraph.size()) {
    if (paragraph[index] == ' ') {
      ++index;
      continue;
    }
    std::size_t end = std::min(paragraph.find(' ', index), paragraph.size());
    std::string_view word = paragraph.substr(index, end - index);
    std::size_t length = characterCount(word);
    index = end;
    // `current + 1 + length` cannot overflow: both are at most the text's length.
    if (lineOpen && current + 1 + length <= perLine) {
      current += 1 + length;
      if (lines.texts != nullptr) {
        lines.current += ' ';
        lines.current += word;
      }
      continue;
    }
    if (lineOpen) closeLine();
    // The word starts a line; a word longer than a line fills whole lines first.
    while (length > perLine) {
      current = perLine;
      if (lines.texts != nullptr) {
        std::size_t bytes = prefixLength(word, perLine);
        lines.current = word.substr(0, bytes);
        word.remove_prefix(bytes);
      }
      closeLine();
      length -= perLine;
    }
    current = length;
    if (lines.texts != nullptr) lines.current = word;
    lineOpen = true;
  }
  // After a word the line is open; a paragraph without words is one empty line.
  if (lineOpen) {
    closeLine();
  } else {
    ++lines.count;
    if (lines.texts != nullptr) lines.texts->emplace_back();
  }
}

/// The characters a line of `width` points holds for `advance` (both valid): at least 1, every
/// character on one line for an infinite width.
std::size_t charactersPerLine(double width, double advance) noexcept {
  if (std::isinf(width)) return std::numeric_limits<std::size_t>::max();
  double characters = std::floor(width / advance + 1e-9);
  if (!(characters < 1e18)) return std::numeric_limits<std::size_t>::max();
  return std::max<std::size_t>(1, static_cast<std::size_t>(characters));
}

/// Whether the measurer and the width can be measured with (see `MonospacedTextMeasurer`).
bool isMeasurable(double advance, double lineHeight, double width) noexcept {
  return std::isfinite(advance) && advance > 0 && std::isfinite(lineHeight) && lineHeight >= 0 && width >= 0;
}

/// The lines of `text` at `perLine` characters a line, their texts appended to `texts` when it
/// is not null. Allocates (and so may throw) only for `texts`.
TextLines linesOf(std::string_view text, std::size_t perLine, std::vector<std::string>* texts = nullptr) {
  TextLines lines;
  lines.texts = texts;
  if (text.empty()) return lines;
  std::size_t start = 0;
  while (true) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      addParagraph(text.substr(start), perLine, lines);
      return lines;
    }
    addParagraph(text.substr(start, end - start), perLine, lines);
    start = end + 1;
  }
}

}  // namespace

LayoutSize MonospacedTextMeasurer::measure(std::string_view text, double width) const noexcept {
  if (!isMeasurable(advance, lineHeight, width)) {
    double notANumber = std::numeric_limits<double>::quiet_NaN();
    return LayoutSize{notANumber, notANumber};
  }
  TextLines lines = linesOf(text, charactersPerLine(width, advance));
  return LayoutSize{static_cast<double>(lines.longest) * advance,
                    static_cast<double>(lines.count) * lineHeight};
}

std::size_t MonospacedTextMeasurer::lineCount(std::string_view text, double width) const noexcept {
  if (!isMeasurable(advance, lineHeight, width)) return 0;
  return linesOf(text, charactersPerLine(width, advance)).count;
}

std::vector<std::string> MonospacedTextMeasurer::lines(std::string_view text, double width) const {
  std::vector<std::string> texts;
  if (!isMeasurable(advance, lineHeight, width)) return texts;
  linesOf(text, charactersPerLine(width, advance), &texts);
  return texts;
}

LayoutMeasuringFunction MonospacedTextMeasurer::measuringFunction(std::string text) const {
  return [measurer = *this, text = std::move(text)](double width) { return measurer.measure(text, width); };
}

}  // namespace clayout
