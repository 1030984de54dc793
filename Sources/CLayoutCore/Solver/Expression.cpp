// Expression.cpp — the arithmetic of terms and linear expressions.
//
// Every operator builds a new value and leaves its operands alone. Nothing is simplified here:
// like terms stay separate until a `Constraint` normalizes its expression.
#include "CLayoutCore/Solver/Expression.h"

#include <utility>

namespace clayout {

// MARK: Variable multiplication, division and negation

Term operator*(const Variable& variable, double coefficient) { return Term(variable, coefficient); }

Term operator*(double coefficient, const Variable& variable) { return Term(variable, coefficient); }

Term operator/(const Variable& variable, double divisor) { return Term(variable, 1.0 / divisor); }

Term operator-(const Variable& variable) { return Term(variable, -1.0); }

// MARK: Term multiplication, division and negation

Term operator*(const Term& term, double factor) { return Term(term.variable, term.coefficient * factor); }

Term operator*(double factor, const Term& term) { return term * factor; }

Term operator/(const Term& term, double divisor) { return term * (1.0 / divisor); }

Term operator-(const Term& term) { return term * -1.0; }

// MARK: Expression multiplication, division and negation

Expression operator*(const Expression& expression, double factor) {
  std::vector<Term> terms;
  terms.reserve(expression.terms.size());
  for (const Term& term : expression.terms) terms.push_back(term * factor);
  return Expression(std::move(terms), expression.constant * factor);
}

Expression operator*(double factor, const Expression& expression) { return expression * factor; }

Expression operator/(const Expression& expression, double divisor) { return expression * (1.0 / divisor); }

Expression operator-(const Expression& expression) { return expression * -1.0; }

// MARK: Addition and subtraction

Expression operator+(const Expression& a, const Expression& b) {
  std::vector<Term> terms;
  terms.reserve(a.terms.size() + b.terms.size());
  terms.insert(terms.end(), a.terms.begin(), a.terms.end());
  terms.insert(terms.end(), b.terms.begin(), b.terms.end());
  return Expression(std::move(terms), a.constant + b.constant);
}

// a - b = a + (-1)·b.
Expression operator-(const Expression& a, const Expression& b) { return a + (-b); }

}  // namespace clayout
