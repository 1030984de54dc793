// TextMeasurementTests.cpp — the reference monospaced measurer: characters and lines counted by
// hand (advance 8, line height 20 unless a case says otherwise; a line of w points holds
// floor(w / 8) characters).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "Oracles/Random.h"
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

namespace {

using Lines = std::vector<std::string>;

void checkLines(const Lines& actual, const Lines& expected, const char* file, int line) {
  if (actual == expected) return;
  auto text = [](const Lines& lines) {
    std::string joined;
    for (const std::string& l : lines) joined += "[" + l + "]";
    return joined;
  };
  testing::reportFailure(file, line, "lines are " + text(actual) + ", expected " + text(expected));
}

#define CHECK_LINES(actual, ...) checkLines((actual), Lines(__VA_ARGS__), __FILE__, __LINE__)

}  // namespace

TEST_CASE("lines: the words of each line as the rules set them") {
  // The cases above, line by line (10 characters a line at 80 points).
  CHECK_LINES(font.lines("hello world", 80), {"hello", "world"});
  CHECK_LINES(font.lines("hello world", unlimited), {"hello world"});
  CHECK_LINES(font.lines("the quick brown fox jumps over the lazy dog", 80),
              {"the quick", "brown fox", "jumps over", "the lazy", "dog"});
  CHECK_LINES(font.lines("the quick brown fox jumps over the lazy dog", 160),
              {"the quick brown fox", "jumps over the lazy", "dog"});
  // A word longer than a line: pieces of 10, the last piece open for the next word.
  CHECK_LINES(font.lines("abcdefghijklmnopqrstuvwxy", 80), {"abcdefghij", "klmnopqrst", "uvwxy"});
  CHECK_LINES(font.lines("ab abcdefghijkl cd", 80), {"ab", "abcdefghij", "kl cd"});
  // Below one advance: a character a line.
  CHECK_LINES(font.lines("abc", 5), {"a", "b", "c"});
}

TEST_CASE("lines: paragraphs, empty lines, collapsed spaces and code points") {
  CHECK_LINES(font.lines("one\n\ntwo", unlimited), {"one", "", "two"});
  CHECK_LINES(font.lines("a\n", unlimited), {"a", ""});
  CHECK_LINES(font.lines("hello world\nhi", 80), {"hello", "world", "hi"});
  CHECK_LINES(font.lines("  a   b  ", unlimited), {"a b"});
  CHECK_LINES(font.lines("   ", unlimited), {""});
  CHECK_LINES(font.lines("", 80), {});
  // "héllo wörld" at 3 a line (24 points): a code point is never cut, "é" stays two bytes.
  CHECK_LINES(font.lines("h\xC3\xA9llo", 24), {"h\xC3\xA9l", "lo"});
  CHECK_LINES(font.lines("\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E", 16),
              {"\xE6\x97\xA5\xE6\x9C\xAC", "\xE8\xAA\x9E"});
  // Invalid values: no line, as lineCount.
  CHECK_LINES((MonospacedTextMeasurer{0, 20}.lines("a", 80)), {});
  CHECK_LINES(font.lines("a", -1), {});
}

TEST_CASE("lines agree with lineCount and measure on random texts") {
  // Texts of words, runs of spaces, newlines and two-byte characters, at widths from below one
  // advance to wider than the text: the lines must be as many as lineCount says, each no longer
  // than a line holds (but a single character), the longest one as wide as measure says, and
  // their words, in order, the text's words (a broken word's pieces joined back).
  testing::Random random(4242);
  const char* pieces[] = {"a", "bc", "def", "ghijklmnopqrstu", " ", "  ", "\n", "\xC3\xA9", "xy"};
  for (int run = 0; run < 500; ++run) {
    std::string text;
    int count = random.integer(0, 30);
    for (int k = 0; k < count; ++k) text += pieces[random.integer(0, 8)];
    double width = random.integer(0, 200) * 0.5;
    Lines lines = font.lines(text, width);
    CHECK_EQUAL(lines.size(), font.lineCount(text, width));
    std::size_t perLine = std::max<std::size_t>(1, static_cast<std::size_t>(std::floor(width / 8 + 1e-9)));
    std::size_t longest = 0;
    std::string rejoined, expected;
    for (const std::string& line : lines) {
      std::size_t characters = 0;
      for (char byte : line) characters += (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
      CHECK_WITH(characters <= perLine, "a line longer than " + std::to_string(perLine) + ": " + line);
      CHECK_WITH(
          line.empty() || (line.front() != ' ' && line.back() != ' ' && line.find("  ") == std::string::npos),
          "a line with extra spaces: [" + line + "]");
      longest = std::max(longest, characters);
      rejoined += line;
    }
    CHECK(testing::near(static_cast<double>(longest) * 8, font.measure(text, width).width));
    // Without spaces and newlines the characters are the text's, in order.
    for (char byte : text)
      if (byte != ' ' && byte != '\n') expected += byte;
    rejoined.erase(std::remove(rejoined.begin(), rejoined.end(), ' '), rejoined.end());
    CHECK_EQUAL(rejoined, expected);
  }
}
