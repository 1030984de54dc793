// Constraint.cpp — normalization of a constraint's expression, the relation operators, and the
// readable description of a constraint.
#include "CLayoutCore/Solver/Constraint.h"

#include <cmath>
#include <cstdio>
#include <unordered_map>
#include <utility>

#include "Support/NumberFormat.h"

namespace clayout {

namespace {

using internal::formatNumber;

/// `Σ cᵢ·vᵢ + constant` with like terms combined: one term per variable (by identity), in the
/// order of each variable's first appearance, and no term whose combined coefficient is exactly
/// 0. The constant is kept as it is. A NaN or infinite coefficient is kept for the solver to
/// report. Combines in place: a constraint is built for every one of a layout's constraints, and
/// most have nothing to combine, so no second vector.
Expression normalized(Expression expression) {
  std::vector<Term>& terms = expression.terms;
  // Constraints have a handful of terms: a linear search beats hashing; a map only for long ones.
  constexpr std::size_t shortExpression = 16;
  const bool isShort = terms.size() <= shortExpression;
  std::unordered_map<const void*, std::size_t> indexOfVariable;
  if (!isShort) indexOfVariable.reserve(terms.size());
  std::size_t kept = 0;  // terms[0, kept) are combined, one per variable
  for (std::size_t k = 0; k < terms.size(); ++k) {
    std::size_t position = kept;
    if (isShort) {
      for (std::size_t i = 0; i < kept; ++i) {
        if (terms[i].variable.isSameVariable(terms[k].variable)) {
          position = i;
          break;
        }
      }
    } else {
      position = indexOfVariable.try_emplace(terms[k].variable.identity(), kept).first->second;
    }
    if (position == kept) {
      if (k != kept) terms[kept] = std::move(terms[k]);
      ++kept;
    } else {
      terms[position].coefficient += terms[k].coefficient;
    }
  }
  terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(kept), terms.end());
  std::erase_if(terms, [](const Term& term) { return term.coefficient == 0; });
  return expression;
}

/// The name a variable prints as: its name, `(unnamed)` when it has none, `(moved-from)` when
/// the handle names no variable.
std::string displayName(const Variable& variable) {
  if (variable.isMovedFrom()) return "(moved-from)";
  return variable.name().empty() ? std::string("(unnamed)") : variable.name();
}

/// The expression as `2·x - y + 0.5·z - 10`: the sign of each term after the first written as
/// an operator, a coefficient of 1 left out, the constant last and only when not 0 (a bare `0`
/// when the expression has neither terms nor constant).
std::string describe(const Expression& expression) {
  std::string text;
  bool first = true;
  auto appendSigned = [&](double value, const std::string& suffix) {
    bool negative = value < 0;
    if (first) {
      if (negative) text += "-";
    } else {
      text += negative ? " - " : " + ";
    }
    text += suffix;
    first = false;
  };
  for (const Term& term : expression.terms) {
    double magnitude = std::fabs(term.coefficient);
    std::string name = displayName(term.variable);
    if (magnitude == 1) {
      appendSigned(term.coefficient, name);
    } else {
      appendSigned(term.coefficient, formatNumber(magnitude) + "·" + name);
    }
  }
  if (expression.constant != 0) {  // true for NaN too
    appendSigned(expression.constant, formatNumber(std::fabs(expression.constant)));
  }
  if (first) text = "0";
  return text;
}

}  // namespace

// MARK: Construction

Constraint::Constraint(Expression expression, Relation relation, double priority)
    : data_(internal::makeCounted<Data>(normalized(std::move(expression)), priority, nullptr, nullptr, 0u,
                                        relation)) {
  // About ten constraints per view: the record count lives in what was padding.
  static_assert(sizeof(void*) != 8 || sizeof(Data) <= 80, "a constraint's data grew");
}

Constraint::Constraint(const Constraint& other, double priority)
    : data_(internal::makeCounted<Data>(other.expression(), priority, nullptr, nullptr, 0u,
                                        other.relation())) {}

const std::string& Constraint::identifier() const noexcept {
  static const std::string none;
  return data_->identifier ? *data_->identifier : none;
}

void Constraint::setIdentifier(std::string identifier) {
  if (identifier.empty()) {
    data_->identifier.reset();
  } else {
    data_->identifier = std::make_unique<std::string>(std::move(identifier));
  }
}

Constraint operator|(const Constraint& constraint, double priority) {
  return Constraint(constraint, priority);
}

// MARK: Relations

Constraint operator==(const Expression& a, const Expression& b) { return Constraint(a - b, Relation::equal); }

Constraint operator<=(const Expression& a, const Expression& b) {
  return Constraint(a - b, Relation::lessThanOrEqual);
}

Constraint operator>=(const Expression& a, const Expression& b) {
  return Constraint(a - b, Relation::greaterThanOrEqual);
}

const char* relationSymbol(Relation relation) noexcept {
  switch (relation) {
    case Relation::lessThanOrEqual:
      return "<=";
    case Relation::equal:
      return "==";
    case Relation::greaterThanOrEqual:
      return ">=";
  }
  return "?";
}

// MARK: Description

// `x - y - 10 == 0 @750 "gap"`: the normalized expression, the relation to 0, the priority when
// it is anything but exactly required (so an invalid 1001 or NaN shows too), the identifier when
// there is one.
std::string Constraint::description() const {
  std::string text = describe(data_->expression);
  text += " ";
  text += relationSymbol(data_->relation);
  text += " 0";
  if (data_->priority != priority::required) {
    text += " @";
    text += formatNumber(data_->priority);
  }
  if (data_->identifier) {
    text += " \"";
    text += *data_->identifier;
    text += "\"";
  }
  return text;
}

}  // namespace clayout
