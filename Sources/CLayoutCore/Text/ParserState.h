// ParserState.h — what the parsers of a layout file share: the tokens and a cursor over them, the
// diagnostics found so far, the file's names (items and metrics), and number expressions.
//
// The statement parser (LayoutFileParser), the anchor-notation parser (ConstraintParser) and the
// Visual Format Language parser (VisualFormatParser) each read one statement from the cursor. A
// parse function that meets an error reports it here and returns false (or nullopt); the
// statement parser then skips to the end of the statement and goes on, so one pass reports
// several errors.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "LayoutFileDescription.h"
#include "Lexer.h"

namespace clayout::internal {

/// The most diagnostics one load reports; then one `tooManyErrors` and parsing stops.
inline constexpr std::size_t maximumDiagnostics = 50;
/// The deepest nesting of parentheses in one expression: deeper is an error, not a deep recursion.
inline constexpr int maximumExpressionDepth = 64;

/// A metric: `gap = 8`.
struct MetricDefinition {
  double value = 0;
  TextLocation location;
  /// Whether its definition has been read: metrics are evaluated in the order of the file, and
  /// one may only use the metrics above it (everything else sees every metric).
  bool defined = false;
  /// Whether its value could be computed (an error in its definition was reported there).
  bool valid = false;
};

/// One `label value` of a property's list: `width 100`.
struct LabelledValue {
  std::string label;
  double value = 0;
};

/// The value labelled `label` among `values`, or nullopt.
std::optional<double> labelledValue(const std::vector<LabelledValue>& values, const char* label);

class ParserState {
 public:
  ParserState(std::vector<Token> tokens, std::string fileName);

  // MARK: Cursor

  /// The current token (the `end` token once past the last).
  const Token& current() const noexcept { return tokens_[position_]; }
  /// The token `offset` ahead (the `end` token past the last).
  const Token& peek(std::size_t offset) const noexcept;
  /// Whether the current token is of `kind`.
  bool at(TokenKind kind) const noexcept { return current().kind == kind; }
  /// Whether the current token is the identifier `text`.
  bool atWord(const char* text) const noexcept;
  /// The index of the current token, for `seek`.
  std::size_t position() const noexcept { return position_; }
  /// Moves back (or on) to a position `position` returned.
  void seek(std::size_t position) noexcept {
    position_ = position < tokens_.size() ? position : tokens_.size() - 1;
  }
  /// Moves past the current token (never past `end`).
  void advance() noexcept;
  /// Moves past the current token when it is of `kind`; whether it was.
  bool accept(TokenKind kind) noexcept;
  /// Moves past a token of `kind`, or reports `expected <what>, found …` and returns false.
  bool expect(TokenKind kind, const std::string& what);
  /// Whether the current token ends a statement (newline, `;`, `}` or the end).
  bool atStatementEnd() const noexcept;
  /// Skips to the end of the statement (not past it), for recovery after an error.
  void skipStatement() noexcept;
  /// The place of `token`.
  TextLocation locationOf(const Token& token) const { return {fileName_, token.line, token.column}; }

  // MARK: Diagnostics

  /// Records a diagnostic at `token` (dropped past `maximumDiagnostics`, after one last
  /// `tooManyErrors`). Always returns false, so that `return error(...)` reads as a failure.
  bool error(const Token& token, TextDiagnosticKind kind, std::string message);
  /// The same at a location.
  bool error(const TextLocation& location, TextDiagnosticKind kind, std::string message,
             std::vector<TextNote> notes = {});
  /// `expected <what>, found <current token>` at the current token (a syntax error).
  bool expected(const std::string& what);
  /// Whether the diagnostics are full: the parser stops.
  bool full() const noexcept { return diagnostics_.size() > maximumDiagnostics; }
  const std::vector<TextDiagnostic>& diagnostics() const noexcept { return diagnostics_; }
  std::vector<TextDiagnostic> takeDiagnostics() noexcept { return std::move(diagnostics_); }
  const std::string& fileName() const noexcept { return fileName_; }

  // MARK: Names

  /// The file's items by name (indices into the description's items).
  std::map<std::string, std::int32_t> items;
  /// The line of each metric's definition, known before the metrics are evaluated.
  std::map<std::string, std::uint32_t> laterMetrics;
  /// Whether each of the file's items (by index) is a layout guide.
  std::vector<bool> itemIsLayoutGuide;
  /// The file's metrics by name.
  std::map<std::string, MetricDefinition> metrics;

  // MARK: Words

  /// A word the parser reads as a case of an enumeration: its name and its value.
  template <typename Value>
  struct NamedCase {
    const char* name;
    Value value;
  };
  /// `value` with the name its enumeration's table gives it (`chainStyleName` and the like).
  template <typename Value>
  static NamedCase<Value> named(Value value, const char* (*name)(Value) noexcept) {
    return {name(value), value};
  }
  /// The case whose name is the current word, the cursor past it; nullopt with
  /// `expected a, b or c` reported, the names in the order of `cases`.
  template <typename Value>
  std::optional<Value> choice(std::initializer_list<NamedCase<Value>> cases) {
    for (const NamedCase<Value>& each : cases) {
      if (atWord(each.name)) {
        advance();
        return each.value;
      }
    }
    std::string list;
    std::size_t index = 0;
    for (const NamedCase<Value>& each : cases) {
      list += (index == 0 ? "" : index + 1 == cases.size() ? " or " : ", ") + std::string(each.name);
      ++index;
    }
    expected(list);
    return std::nullopt;
  }

  // MARK: Numbers

  /// A number expression: `term (('+' | '-') term)*`, terms `factor (('*' | '/') factor)*`,
  /// factors a number, a metric, `-factor` or `( expression )`. With `priorityNames`, the named
  /// priorities (`required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`) are factors too.
  /// Guarantees: a finite value, or nullopt with an error reported (non-finite, division by
  /// zero, unknown name, a metric not yet defined, nesting beyond `maximumExpressionDepth`).
  std::optional<double> parseNumber(const std::string& what, bool priorityNames = false);
  /// The value of the metric named by `token` (an identifier), moving past it. Guarantees: a
  /// value, or nullopt with an error reported (unknown, not yet defined) or quietly for a metric
  /// whose own definition failed (that error was reported there). `what` is what was expected.
  std::optional<double> metricValue(const Token& token, const std::string& what, bool priorityNames = false);
  /// A priority: a number expression with the named priorities, in (0, 1000].
  std::optional<double> parsePriority();
  /// The value of a named priority, or nullopt when `name` is none.
  static std::optional<double> namedPriority(const std::string& name) noexcept;

  // MARK: Property values

  /// `label value (',' label value)*`, each label one of `labels` at most once, in any order;
  /// with `single`, also one number for every label. Values are priorities with `priorities`.
  /// Guarantees: the values read, or nullopt with an error reported.
  std::optional<std::vector<LabelledValue>> parseLabelledValues(const std::vector<std::string>& labels,
                                                                bool priorities, bool single);
  /// `true` or `false`, the cursor past it; nullopt with an error reported otherwise.
  std::optional<bool> parseBoolean();

 private:
  std::optional<double> parseNumberSum(const std::string& what, bool priorityNames, int depth);
  std::optional<double> parseNumberProduct(const std::string& what, bool priorityNames, int depth);
  std::optional<double> parseNumberFactor(const std::string& what, bool priorityNames, int depth);

  std::vector<Token> tokens_;
  std::size_t position_ = 0;
  std::string fileName_;
  std::vector<TextDiagnostic> diagnostics_;
};

/// The text of a number for messages (NumberFormat's form).
std::string numberText(double value);

}  // namespace clayout::internal
