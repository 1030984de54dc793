// Lexer.h — the tokens of a layout file, and the lexer that cuts the text into them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace clayout::internal {

/// What a token is.
enum class TokenKind : std::uint8_t {
  identifier,      // [A-Za-z_][A-Za-z0-9_]*
  number,          // 12, 0.5, .5, 1e3 (no sign: `-` is a token of its own)
  string,          // "title-gap" (escapes \" and \\)
  newline,         // the end of a line: statements end there
  leftBrace,       // {
  rightBrace,      // }
  leftParen,       // (
  rightParen,      // )
  leftBracket,     // [
  rightBracket,    // ]
  bar,             // |
  comma,           // ,
  colon,           // :
  semicolon,       // ;
  dot,             // .
  at,              // @
  plus,            // +
  minus,           // -
  star,            // *
  slash,           // /
  assign,          // =
  equal,           // ==
  lessOrEqual,     // <=
  greaterOrEqual,  // >=
  invalid,         // a character no token starts with, or an unterminated string
  end,             // the end of the text
};

/// A token and where it starts.
struct Token {
  TokenKind kind = TokenKind::end;
  /// The text as written (for a string, its value without quotes and escapes).
  std::string text;
  /// For a number, its value (possibly infinite when written too large: the parser refuses it).
  double number = 0;
  std::uint32_t line = 1;
  std::uint32_t column = 1;
};

/// How a token kind reads in messages: `'{'`, `a name`, `the end of the line`, …
const char* tokenKindDescription(TokenKind kind) noexcept;
/// How a token reads in messages: its text quoted, or its kind for newline and end.
std::string tokenDescription(const Token& token);

/// Cuts `text` into tokens, comments (`#` to the end of the line) dropped, ending with one `end`
/// token. Guarantees: never fails (a stray character is an `invalid` token, which the parser
/// reports); consecutive newlines are kept (the parser skips empty statements); lines and columns
/// count from 1, columns in bytes; a `\r\n` ends a line as `\n` does.
std::vector<Token> tokenize(std::string_view text);

}  // namespace clayout::internal
