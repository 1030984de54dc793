// DSLNotation.cpp — numbers, sides, string literals and priorities in the DSLs' notation (see
// DSLNotation.h).
#include "DSLNotation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

#include "CLayoutCore/Solver/Priority.h"
#include "Text/ConstraintParser.h"

namespace clayout::internal {

std::string numberLiteral(double value) {
  if (value == 0) return "0";  // never `-0`
  char buffer[64];
  double magnitude = std::fabs(value);
  std::chars_format format =
      magnitude >= 1e-4 && magnitude < 1e15 ? std::chars_format::fixed : std::chars_format::scientific;
  std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, value, format);
  return std::string(buffer, written.ptr);
}

namespace {

/// One summand of a side: `sign · text`, placed by the index of its first term.
struct Piece {
  std::size_t order = 0;
  bool negative = false;
  std::string text;
  /// Whether `text` is a difference `p - q` that needs parentheses after another piece or
  /// before a multiplier.
  bool difference = false;
};

/// `text` scaled by `coefficient`: the sign goes to the piece; a multiplier without a short
/// decimal form that is the reciprocal of a whole number is a division (`/ 3`, as the file most
/// likely wrote it, and exact as the parser's division is), any other a product (`* 0.5`).
Piece scaled(std::size_t order, std::string text, bool difference, double coefficient) {
  Piece piece{order, coefficient < 0, std::move(text), difference};
  double magnitude = std::fabs(coefficient);
  if (magnitude == 1) return piece;
  if (piece.difference) {
    piece.text = "(" + piece.text + ")";
    piece.difference = false;
  }
  double divisor = 1 / magnitude;
  bool shortDecimal = numberLiteral(magnitude).size() <= 5;
  if (!shortDecimal && magnitude < 1 && divisor == std::round(divisor) && divisor < 1e15 &&
      1 / divisor == magnitude) {
    piece.text += " / " + numberLiteral(divisor);
  } else {
    piece.text += " * " + numberLiteral(magnitude);
  }
  return piece;
}

/// The family of a term's attribute (a position kind, or the dimension).
ValueKind familyOf(const TermDescription& term) { return kindOf(term.attribute); }

}  // namespace

std::string sideText(const SideDescription& side, const SideSpelling& spelling) {
  std::vector<Piece> pieces;
  auto anchor = [&](std::size_t index) {
    return spelling.anchor(side.terms[index].item, side.terms[index].attribute);
  };
  auto difference = [&](std::size_t first, std::size_t second) {
    return anchor(first) + " - " + anchor(second);
  };
  const std::vector<TermDescription>& terms = side.terms;
  for (ValueKind family : {ValueKind::xAxis, ValueKind::directionalXAxis, ValueKind::yAxis}) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      if (familyOf(terms[i]) == family) members.push_back(i);
    }
    if (members.empty()) continue;
    // The side's own kind of position: its first term is the base, every other term a distance
    // from it. Another kind's terms sum to zero: distances from the last of them.
    bool anchored = side.kind == family;
    std::optional<std::size_t> base;
    if (anchored) {
      base = members.front();
      pieces.push_back({*base, false, anchor(*base), false});
      members.erase(members.begin());
    }
    // Pairs `c·p − c·q`, in the order written: `(p - q)`, times c.
    std::vector<bool> used(members.size(), false);
    for (std::size_t i = 0; i < members.size(); ++i) {
      if (used[i]) continue;
      for (std::size_t j = i + 1; j < members.size(); ++j) {
        if (used[j] || terms[members[j]].coefficient != -terms[members[i]].coefficient) continue;
        if (terms[members[i]].coefficient == 0) continue;
        used[i] = used[j] = true;
        pieces.push_back(
            scaled(members[i], difference(members[i], members[j]), true, terms[members[i]].coefficient));
        break;
      }
    }
    std::vector<std::size_t> rest;
    for (std::size_t i = 0; i < members.size(); ++i) {
      if (!used[i]) rest.push_back(members[i]);
    }
    if (rest.empty()) continue;
    if (!base) {
      base = rest.back();
      rest.pop_back();
      // A lone term of a sum of zero (a zero coefficient, kept): `p - p`.
      if (rest.empty()) pieces.push_back({*base, false, difference(*base, *base), true});
    }
    for (std::size_t index : rest) {
      // `+ (base - p) · c` rather than `- (p - base) · c`: the base is written first anyway.
      double coefficient = terms[index].coefficient;
      if (anchored && coefficient < 0) {
        pieces.push_back(scaled(index, difference(*base, index), true, -coefficient));
      } else {
        pieces.push_back(scaled(index, difference(index, *base), true, coefficient));
      }
    }
  }
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (familyOf(terms[i]) == ValueKind::dimension)
      pieces.push_back(scaled(i, anchor(i), false, terms[i].coefficient));
  }
  std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.order < b.order; });

  // The constant: its metrics by name, then what is left of it as a number.
  std::vector<Piece> constant;
  double rest = side.constant;
  for (const MetricTermDescription& metric : side.metrics) {
    if (metric.coefficient == 0) continue;
    constant.push_back(scaled(terms.size(), spelling.metric(metric), false, metric.coefficient));
    rest -= metric.coefficient * metric.value;
  }
  // What rounding leaves of a constant made only of metrics is not a number of the file.
  if (!constant.empty() && std::fabs(rest) <= 1e-12 * std::max(1.0, std::fabs(side.constant))) rest = 0;
  if (rest != 0 || (constant.empty() && pieces.empty()))
    constant.push_back({terms.size(), rest < 0, numberLiteral(std::fabs(rest)), false});

  std::string text;
  for (std::vector<Piece>* list : {&pieces, &constant}) {
    for (const Piece& piece : *list) {
      if (text.empty()) {
        bool parenthesize = piece.difference && piece.negative;
        text = std::string(piece.negative ? "-" : "") + (parenthesize ? "(" + piece.text + ")" : piece.text);
      } else {
        text += piece.negative ? " - " : " + ";
        text += piece.difference ? "(" + piece.text + ")" : piece.text;
      }
    }
  }
  return text;
}

std::string stringLiteral(std::string_view value, const char* controlEscape) {
  std::string text = "\"";
  for (char character : value) {
    auto byte = static_cast<unsigned char>(character);
    if (character == '"' || character == '\\') {
      text += '\\';
      text += character;
    } else if (character == '\t') {
      text += "\\t";
    } else if (byte < 0x20 || byte == 0x7f) {
      char escaped[16];
      std::snprintf(escaped, sizeof escaped, controlEscape, byte);
      text += escaped;
    } else {
      text += character;
    }
  }
  return text + "\"";
}

std::string priorityText(double value, const char* prefix) {
  struct Named {
    const char* name;
    double value;
  };
  static constexpr Named names[] = {{"required", priority::required},
                                    {"defaultHigh", priority::defaultHigh},
                                    {"defaultLow", priority::defaultLow},
                                    {"fittingSizeLevel", priority::fittingSizeLevel}};
  for (const Named& named : names) {
    double offset = value - named.value;
    if (offset == 0) return std::string(prefix) + named.name;
    // `defaultLow + 1`, as files and Auto Layout's code write priorities just off a named level.
    if (std::fabs(offset) <= 10 && offset == std::round(offset)) {
      return std::string(prefix) + named.name + (offset > 0 ? " + " : " - ") +
             numberLiteral(std::fabs(offset));
    }
  }
  return numberLiteral(value);
}

}  // namespace clayout::internal
