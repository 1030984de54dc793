// TextMeasurementTests.cpp — the reference monospaced measurer: characters and lines counted by
// hand (advance 8, line height 20 unless a case says otherwise; a line of w points holds
// floor(w / 8) characters).
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <limits>

#include "TestSupport.h"

using namespace clayout;

namespace {

constexpr double unlimited = std::numeric_limits<double>::infinity();

void checkSize(LayoutSize size, double width, double height, const char* file, int line) {
  if (!testing::near(size.width, width) || !testing::near(size.height, height)) {
    testing::reportFailure(file, line,
                           "size is " + std::to_string(size.width) + " × " + std::to_string(size.height) +
                               ", expected " + std::to_string(width) + " × " + std::to_string(height));
  }
}

#define CHECK_SIZE(size, width, height) checkSize((size), (width), (height), __FILE__, __LINE__)

const MonospacedTextMeasurer font{8, 20};

}  // namespace

TEST_CASE("an empty text is 0 × 0 and takes no line") {
  CHECK_SIZE(font.measure("", unlimited), 0, 0);
  CHECK_SIZE(font.measure("", 80), 0, 0);
  CHECK_EQUAL(font.lineCount("", 80), std::size_t{0});
}

TEST_CASE("at +infinity a paragraph is one line: characters × advance") {
  // "hello world": 11 characters → 88 × 20.
  CHECK_SIZE(font.measure("hello world", unlimited), 88, 20);
  CHECK_EQUAL(font.lineCount("hello world", unlimited), std::size_t{1});
}

TEST_CASE("words wrap at spaces, greedily") {
  // 80 points hold 10 characters: "hello" (5) + " world" (6) = 11 > 10 → two lines of 5.
  CHECK_SIZE(font.measure("hello world", 80), 40, 40);
  // "the quick brown fox jumps over the lazy dog" at 10 a line: "the quick" (9), "brown fox" (9),
  // "jumps over" (10: fits exactly), "the lazy" (8), "dog" (3) → 5 lines, the longest 10.
  CHECK_SIZE(font.measure("the quick brown fox jumps over the lazy dog", 80), 80, 100);
  // 84 points still hold 10 characters (floor(10.5)).
  CHECK_EQUAL(font.lineCount("the quick brown fox jumps over the lazy dog", 84), std::size_t{5});
  // 160 points: 20 a line: "the quick brown fox" (19), "jumps over the lazy" (19), "dog".
  CHECK_SIZE(font.measure("the quick brown fox jumps over the lazy dog", 160), 152, 60);
}

TEST_CASE("a word longer than a line breaks by characters") {
  // 25 letters at 10 a line: 10, 10, 5.
  CHECK_SIZE(font.measure("abcdefghijklmnopqrstuvwxy", 80), 80, 60);
  // "ab" then a 12-letter word that does not fit after it: it starts a line, 10 + 2, and "cd"
  // joins its last piece: "ab" / "abcdefghij" / "kl cd".
  CHECK_SIZE(font.measure("ab abcdefghijkl cd", 80), 80, 60);
}

TEST_CASE("a width below one advance holds one character a line, overflowing") {
  // 5 points < 8: "abc" is three lines of one character, 8 wide.
  CHECK_SIZE(font.measure("abc", 5), 8, 60);
  CHECK_SIZE(font.measure("abc", 0), 8, 60);
}

TEST_CASE("newlines end paragraphs; an empty paragraph is an empty line") {
  // "one", "", "two": 3 lines, the longest 3 characters.
  CHECK_SIZE(font.measure("one\n\ntwo", unlimited), 24, 60);
  // A final newline adds an empty line.
  CHECK_SIZE(font.measure("a\n", unlimited), 8, 40);
  // Each paragraph wraps on its own: "hello world" (2 lines at 10) and "hi" (1).
  CHECK_SIZE(font.measure("hello world\nhi", 80), 40, 60);
}

TEST_CASE("runs of spaces count as one, and edge spaces as none") {
  // "  a   b  " sets as "a b": 3 characters.
  CHECK_SIZE(font.measure("  a   b  ", unlimited), 24, 20);
  // A paragraph of spaces only is an empty line.
  CHECK_SIZE(font.measure("   ", unlimited), 0, 20);
}

TEST_CASE("characters are code points, not bytes") {
  // "héllo": 6 bytes, 5 code points → 40; "日本" 6 bytes, 2 code points → 16.
  CHECK_SIZE(font.measure("h\xC3\xA9llo", unlimited), 40, 20);
  CHECK_SIZE(font.measure("\xE6\x97\xA5\xE6\x9C\xAC", unlimited), 16, 20);
}

TEST_CASE("a width that is a multiple of the advance in decimal holds that many characters") {
  // 0.3 / 0.1 is 2.9999999999999996 in binary: the tolerance reads it as 3 a line.
  MonospacedTextMeasurer small{0.1, 1};
  CHECK_EQUAL(small.lineCount("abc def", 0.3), std::size_t{2});
  CHECK_SIZE(small.measure("abc def", 0.3), 0.3, 2);
}

TEST_CASE("invalid values answer NaN") {
  CHECK(std::isnan(MonospacedTextMeasurer{0, 20}.measure("a", 80).width));
  CHECK(std::isnan(MonospacedTextMeasurer{-1, 20}.measure("a", 80).height));
  CHECK(std::isnan(MonospacedTextMeasurer{unlimited, 20}.measure("a", 80).width));
  CHECK(std::isnan(MonospacedTextMeasurer{8, -1}.measure("a", 80).width));
  CHECK(std::isnan(font.measure("a", -1).width));
  CHECK(std::isnan(font.measure("a", std::numeric_limits<double>::quiet_NaN()).width));
  CHECK_EQUAL((MonospacedTextMeasurer{0, 20}.lineCount("a", 80)), std::size_t{0});
}

TEST_CASE("a measuring function measures its own copy of the text") {
  std::string text = "hello world";
  LayoutMeasuringFunction function = font.measuringFunction(text);
  text = "changed";
  CHECK_SIZE(function(80), 40, 40);
  CHECK_SIZE(function(unlimited), 88, 20);
}
