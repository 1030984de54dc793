// TextMeasurement.h — the reference text measurer: a monospaced font, word wrap at spaces.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Layout/LayoutMeasuring.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// Measures text set in a monospaced font: every character is `advance` points wide and every
/// line `lineHeight` points high. What a layout file's and the command line's text items measure
/// with, and a measurer that tests can derive sizes from by hand (counts of characters and lines).
///
/// The rules, in the order they apply:
/// - A character is a Unicode code point of the UTF-8 text (every byte that is not a continuation
///   byte): no font, no combining, every one `advance` wide.
/// - `\n` ends a paragraph; each paragraph starts a new line. An empty paragraph (between two
///   `\n`, or after a final one) is an empty line, one `lineHeight` high. An empty text is 0 × 0.
/// - Within a paragraph, words are separated by spaces (U+0020); a run of spaces counts as one,
///   and spaces at the start or end of a paragraph count for nothing (HTML's `white-space:
///   normal`). Words are set greedily: a word goes on the current line when the line, a space and
///   the word fit in the width, else it starts a new line.
/// - A line holds `floor(width / advance)` characters (with a tolerance of 1e-9 for a width that is
///   a multiple of the advance in decimal but not in binary), at least one. A word longer than a
///   line is broken by characters (CSS's `overflow-wrap: anywhere`), so no line is wider than the
///   width, unless the width is below one `advance`: then each line holds one character and
///   overflows.
/// - The size answered: the width of the longest line (its characters times `advance`) and the
///   number of lines times `lineHeight`. At `width` = +infinity, every paragraph is one line.
///
/// An `advance` that is not finite and positive, a `lineHeight` that is not finite and at least 0,
/// or a NaN or negative `width` answer a NaN size, which the engine refuses with a message naming
/// the item.
struct MonospacedTextMeasurer {
  /// The width of every character, in points.
  double advance = 8;
  /// The height of every line, in points.
  double lineHeight = 20;

  /// The size of `text` laid out in `width` points (see the rules above).
  LayoutSize measure(std::string_view text, double width) const noexcept;
  /// The number of lines `text` takes in `width` points (0 for an empty text; 0 for the invalid
  /// values that make `measure` answer NaN).
  std::size_t lineCount(std::string_view text, double width) const noexcept;
  /// The lines `text` takes in `width` points, in order, as the rules above set them: what a
  /// renderer draws, line k with its top `k · lineHeight` below the text's top and its start at
  /// the text's leading edge. A line holds its words separated by one space each (the runs of
  /// spaces that collapse, and the spaces at which it wraps, are in no line); a part of a word
  /// broken by characters is a line of its own; an empty paragraph is an empty line. So
  /// `lines(text, width).size() == lineCount(text, width)`, and the longest line's characters
  /// times `advance` is `measure(text, width).width`. Empty for an empty text and for the
  /// invalid values that make `measure` answer NaN.
  std::vector<std::string> lines(std::string_view text, double width) const;
  /// A measuring function that measures `text` (copied) with this measurer, for
  /// `LayoutEngine::setMeasuringFunction`.
  LayoutMeasuringFunction measuringFunction(std::string text) const;
};

}  // namespace clayout
