// Lexer.cpp — cuts a layout file into tokens (see Lexer.h).
#include "Lexer.h"

#include <cerrno>
#include <cstdlib>

namespace clayout::internal {

const char* tokenKindDescription(TokenKind kind) noexcept {
  switch (kind) {
    case TokenKind::identifier:
      return "a name";
    case TokenKind::number:
      return "a number";
    case TokenKind::string:
      return "a string";
    case TokenKind::newline:
      return "the end of the line";
    case TokenKind::leftBrace:
      return "'{'";
    case TokenKind::rightBrace:
      return "'}'";
    case TokenKind::leftParen:
      return "'('";
    case TokenKind::rightParen:
      return "')'";
    case TokenKind::leftBracket:
      return "'['";
    case TokenKind::rightBracket:
      return "']'";
    case TokenKind::bar:
      return "'|'";
    case TokenKind::comma:
      return "','";
    case TokenKind::colon:
      return "':'";
    case TokenKind::semicolon:
      return "';'";
    case TokenKind::dot:
      return "'.'";
    case TokenKind::at:
      return "'@'";
    case TokenKind::plus:
      return "'+'";
    case TokenKind::minus:
      return "'-'";
    case TokenKind::star:
      return "'*'";
    case TokenKind::slash:
      return "'/'";
    case TokenKind::assign:
      return "'='";
    case TokenKind::equal:
      return "'=='";
    case TokenKind::lessOrEqual:
      return "'<='";
    case TokenKind::greaterOrEqual:
      return "'>='";
    case TokenKind::invalid:
      return "an invalid character";
    case TokenKind::end:
      return "the end of the file";
  }
  return "a token";
}

std::string tokenDescription(const Token& token) {
  switch (token.kind) {
    case TokenKind::newline:
    case TokenKind::end:
      return tokenKindDescription(token.kind);
    case TokenKind::string:
      return "the string \"" + token.text + "\"";
    case TokenKind::invalid:
      return "'" + token.text + "'";
    default:
      return "'" + token.text + "'";
  }
}

namespace {

bool isIdentifierStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isIdentifierPart(char c) { return isIdentifierStart(c) || isDigit(c); }

}  // namespace

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> tokens;
  std::uint32_t line = 1;
  std::size_t lineStart = 0;
  std::size_t i = 0;
  auto push = [&](TokenKind kind, std::size_t start, std::size_t length) {
    Token token;
    token.kind = kind;
    token.text = std::string(text.substr(start, length));
    token.line = line;
    token.column = static_cast<std::uint32_t>(start - lineStart + 1);
    tokens.push_back(std::move(token));
  };
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      ++i;
    } else if (c == '\n') {
      push(TokenKind::newline, i, 1);
      ++i;
      ++line;
      lineStart = i;
    } else if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (isIdentifierStart(c)) {
      std::size_t start = i;
      while (i < text.size() && isIdentifierPart(text[i])) ++i;
      push(TokenKind::identifier, start, i - start);
    } else if (isDigit(c) || (c == '.' && i + 1 < text.size() && isDigit(text[i + 1]))) {
      std::size_t start = i;
      while (i < text.size() && isDigit(text[i])) ++i;
      if (i < text.size() && text[i] == '.' && i + 1 < text.size() && isDigit(text[i + 1])) {
        ++i;
        while (i < text.size() && isDigit(text[i])) ++i;
      }
      if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        std::size_t exponent = i + 1;
        if (exponent < text.size() && (text[exponent] == '+' || text[exponent] == '-')) ++exponent;
        if (exponent < text.size() && isDigit(text[exponent])) {
          i = exponent;
          while (i < text.size() && isDigit(text[i])) ++i;
        }
      }
      push(TokenKind::number, start, i - start);
      // strtod reads the digits just cut (a copy: the view is not terminated); a value too large
      // reads as infinity, which the parser refuses with the token's place.
      errno = 0;
      tokens.back().number = std::strtod(tokens.back().text.c_str(), nullptr);
    } else if (c == '"') {
      std::size_t start = i;
      std::string value;
      ++i;
      bool closed = false;
      while (i < text.size() && text[i] != '\n') {
        if (text[i] == '"') {
          closed = true;
          ++i;
          break;
        }
        if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) ++i;
        value += text[i];
        ++i;
      }
      push(closed ? TokenKind::string : TokenKind::invalid, start, closed ? 0 : 1);
      if (closed)
        tokens.back().text = std::move(value);
      else
        tokens.back().text = "\" (a string without its closing quote)";
    } else {
      std::size_t start = i;
      TokenKind kind = TokenKind::invalid;
      std::size_t length = 1;
      char next = i + 1 < text.size() ? text[i + 1] : '\0';
      switch (c) {
        case '{':
          kind = TokenKind::leftBrace;
          break;
        case '}':
          kind = TokenKind::rightBrace;
          break;
        case '(':
          kind = TokenKind::leftParen;
          break;
        case ')':
          kind = TokenKind::rightParen;
          break;
        case '[':
          kind = TokenKind::leftBracket;
          break;
        case ']':
          kind = TokenKind::rightBracket;
          break;
        case '|':
          kind = TokenKind::bar;
          break;
        case ',':
          kind = TokenKind::comma;
          break;
        case ':':
          kind = TokenKind::colon;
          break;
        case ';':
          kind = TokenKind::semicolon;
          break;
        case '.':
          kind = TokenKind::dot;
          break;
        case '@':
          kind = TokenKind::at;
          break;
        case '+':
          kind = TokenKind::plus;
          break;
        case '-':
          kind = TokenKind::minus;
          break;
        case '*':
          kind = TokenKind::star;
          break;
        case '/':
          kind = TokenKind::slash;
          break;
        case '=':
          kind = next == '=' ? TokenKind::equal : TokenKind::assign;
          length = next == '=' ? 2 : 1;
          break;
        case '<':
          if (next == '=') kind = TokenKind::lessOrEqual, length = 2;
          break;
        case '>':
          if (next == '=') kind = TokenKind::greaterOrEqual, length = 2;
          break;
        default:
          break;
      }
      if (kind == TokenKind::invalid) {
        // One whole UTF-8 sequence, so that the message shows the character people see.
        unsigned char lead = static_cast<unsigned char>(c);
        std::size_t sequence = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        length = 1;
        while (length < sequence && i + length < text.size() &&
               (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) {
          ++length;
        }
        if (lead < 0x20 || lead == 0x7F) {
          push(kind, start, length);
          tokens.back().text = "\\x" + std::string(1, "0123456789abcdef"[lead >> 4]) +
                               std::string(1, "0123456789abcdef"[lead & 15]);
          i += length;
          continue;
        }
      }
      push(kind, start, length);
      i += length;
    }
  }
  Token end;
  end.kind = TokenKind::end;
  end.line = line;
  end.column = static_cast<std::uint32_t>(text.size() - lineStart + 1);
  tokens.push_back(std::move(end));
  return tokens;
}

}  // namespace clayout::internal
