// ParserState.cpp — the cursor, diagnostics and number expressions the parsers share.
#include "ParserState.h"

#include <algorithm>
#include <cmath>

#include "CLayoutCore/Solver/Priority.h"
#include "DiagnosticText.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

std::string numberText(double value) { return formatNumber(value); }

ParserState::ParserState(std::vector<Token> tokens, std::string fileName)
    : tokens_(std::move(tokens)), fileName_(std::move(fileName)) {
  if (tokens_.empty() || tokens_.back().kind != TokenKind::end) tokens_.push_back(Token{});
}

const Token& ParserState::peek(std::size_t offset) const noexcept {
  std::size_t index = position_ + offset;
  return index < tokens_.size() ? tokens_[index] : tokens_.back();
}

bool ParserState::atWord(const char* text) const noexcept {
  return current().kind == TokenKind::identifier && current().text == text;
}

void ParserState::advance() noexcept {
  if (position_ + 1 < tokens_.size()) ++position_;
}

bool ParserState::accept(TokenKind kind) noexcept {
  if (!at(kind)) return false;
  advance();
  return true;
}

bool ParserState::expect(TokenKind kind, const std::string& what) {
  if (accept(kind)) return true;
  return expected(what);
}

bool ParserState::atStatementEnd() const noexcept {
  TokenKind kind = current().kind;
  return kind == TokenKind::newline || kind == TokenKind::semicolon || kind == TokenKind::rightBrace ||
         kind == TokenKind::end;
}

void ParserState::skipStatement() noexcept {
  while (!atStatementEnd()) advance();
}

bool ParserState::error(const Token& token, TextDiagnosticKind kind, std::string message) {
  return error(locationOf(token), kind, std::move(message));
}

bool ParserState::error(const TextLocation& location, TextDiagnosticKind kind, std::string message,
                        std::vector<TextNote> notes) {
  if (diagnostics_.size() > maximumDiagnostics) return false;
  if (diagnostics_.size() == maximumDiagnostics) {
    diagnostics_.push_back({location,
                            TextDiagnosticKind::tooManyErrors,
                            "too many errors (more than " + std::to_string(maximumDiagnostics) +
                                "); the rest of the file is not checked",
                            {}});
    return false;
  }
  // Bounded at once (as the loader bounds them all again at the end): fifty messages that each
  // quote a token of megabytes would hold fifty copies of it.
  for (TextNote& note : notes) note.message = boundedMessage(note.message);
  diagnostics_.push_back({location, kind, boundedMessage(message), std::move(notes)});
  return false;
}

bool ParserState::expected(const std::string& what) {
  return error(current(), TextDiagnosticKind::syntaxError,
               "expected " + what + ", found " + tokenDescription(current()));
}

std::optional<double> ParserState::namedPriority(const std::string& name) noexcept {
  if (name == "required") return priority::required;
  if (name == "defaultHigh") return priority::defaultHigh;
  if (name == "defaultLow") return priority::defaultLow;
  if (name == "fittingSizeLevel") return priority::fittingSizeLevel;
  return std::nullopt;
}

std::optional<double> ParserState::metricValue(const Token& token, const std::string& what,
                                               bool priorityNames) {
  advance();
  if (auto metric = metrics.find(token.text); metric != metrics.end()) {
    if (!metric->second.defined) {
      error(token, TextDiagnosticKind::unknownName,
            "the metric '" + token.text + "' is used before its definition on line " +
                std::to_string(metric->second.location.line));
      return std::nullopt;
    }
    // An invalid metric's definition reported its error; every use of it fails quietly.
    if (!metric->second.valid) return std::nullopt;
    return metric->second.value;
  }
  if (priorityNames) {
    if (std::optional<double> named = namedPriority(token.text)) return named;
  }
  if (auto later = laterMetrics.find(token.text); later != laterMetrics.end()) {
    error(token, TextDiagnosticKind::unknownName,
          "the metric '" + token.text + "' is used before its definition on line " +
              std::to_string(later->second));
    return std::nullopt;
  }
  error(token, TextDiagnosticKind::unknownName, "unknown name '" + token.text + "' (expected " + what + ")");
  return std::nullopt;
}

std::optional<double> ParserState::parseNumber(const std::string& what, bool priorityNames) {
  const Token start = current();
  std::optional<double> value = parseNumberSum(what, priorityNames, 0);
  if (value && !std::isfinite(*value)) {
    error(start, TextDiagnosticKind::invalidValue, what + " is not finite");
    return std::nullopt;
  }
  return value;
}

std::optional<double> ParserState::parsePriority() {
  const Token start = current();
  std::optional<double> value = parseNumber(
      "a priority (a number in (0, 1000] or required, defaultHigh, "
      "defaultLow, fittingSizeLevel)",
      true);
  if (!value) return std::nullopt;
  if (!priority::isValid(*value)) {
    error(start, TextDiagnosticKind::invalidValue,
          "the priority " + numberText(*value) + " is outside (0, 1000]");
    return std::nullopt;
  }
  return value;
}

std::optional<double> ParserState::parseNumberSum(const std::string& what, bool priorityNames, int depth) {
  std::optional<double> value = parseNumberProduct(what, priorityNames, depth);
  while (value && (at(TokenKind::plus) || at(TokenKind::minus))) {
    bool plus = at(TokenKind::plus);
    advance();
    std::optional<double> next = parseNumberProduct(what, priorityNames, depth);
    if (!next) return std::nullopt;
    value = plus ? *value + *next : *value - *next;
  }
  return value;
}

std::optional<double> ParserState::parseNumberProduct(const std::string& what, bool priorityNames,
                                                      int depth) {
  std::optional<double> value = parseNumberFactor(what, priorityNames, depth);
  while (value && (at(TokenKind::star) || at(TokenKind::slash))) {
    bool times = at(TokenKind::star);
    Token operatorToken = current();
    advance();
    std::optional<double> next = parseNumberFactor(what, priorityNames, depth);
    if (!next) return std::nullopt;
    if (!times && *next == 0) {
      error(operatorToken, TextDiagnosticKind::invalidValue, "division by zero");
      return std::nullopt;
    }
    value = times ? *value * *next : *value / *next;
  }
  return value;
}

std::optional<double> ParserState::parseNumberFactor(const std::string& what, bool priorityNames, int depth) {
  if (depth > maximumExpressionDepth) {
    error(current(), TextDiagnosticKind::invalidStructure,
          "expression nested more than " + std::to_string(maximumExpressionDepth) + " deep");
    return std::nullopt;
  }
  const Token token = current();
  switch (token.kind) {
    case TokenKind::number:
      advance();
      if (!std::isfinite(token.number)) {
        error(token, TextDiagnosticKind::invalidValue, "the number " + token.text + " is too large");
        return std::nullopt;
      }
      return token.number;
    case TokenKind::minus: {
      advance();
      std::optional<double> value = parseNumberFactor(what, priorityNames, depth + 1);
      if (!value) return std::nullopt;
      return -*value;
    }
    case TokenKind::leftParen: {
      advance();
      std::optional<double> value = parseNumberSum(what, priorityNames, depth + 1);
      if (!value) return std::nullopt;
      if (!expect(TokenKind::rightParen, "')'")) return std::nullopt;
      return value;
    }
    case TokenKind::identifier:
      return metricValue(token, what, priorityNames);
    default:
      expected(what);
      return std::nullopt;
  }
}

// MARK: Property values

std::optional<double> labelledValue(const std::vector<LabelledValue>& values, const char* label) {
  for (const LabelledValue& value : values) {
    if (value.label == label) return value.value;
  }
  return std::nullopt;
}

std::optional<std::vector<LabelledValue>> ParserState::parseLabelledValues(
    const std::vector<std::string>& labels, bool priorities, bool single) {
  std::string list;
  for (const std::string& label : labels) list += (list.empty() ? "" : ", ") + label;
  std::vector<LabelledValue> values;
  if (single && !at(TokenKind::identifier)) {
    std::optional<double> value = parseNumber("a number, or labelled values (" + list + ")");
    if (!value) return std::nullopt;
    for (const std::string& label : labels) values.push_back({label, *value});
    return values;
  }
  while (true) {
    const Token label = current();
    if (label.kind != TokenKind::identifier ||
        std::find(labels.begin(), labels.end(), label.text) == labels.end()) {
      expected("one of " + list);
      return std::nullopt;
    }
    for (const LabelledValue& earlier : values) {
      if (earlier.label == label.text) {
        error(label, TextDiagnosticKind::duplicateName, "'" + label.text + "' is given twice");
        return std::nullopt;
      }
    }
    advance();
    std::optional<double> value =
        priorities ? parsePriority() : parseNumber("a number after '" + label.text + "'");
    if (!value) return std::nullopt;
    values.push_back({label.text, *value});
    if (!accept(TokenKind::comma)) return values;
  }
}

std::optional<bool> ParserState::parseBoolean() {
  if (atWord("true") || atWord("false")) {
    bool value = atWord("true");
    advance();
    return value;
  }
  expected("true or false");
  return std::nullopt;
}

}  // namespace clayout::internal
