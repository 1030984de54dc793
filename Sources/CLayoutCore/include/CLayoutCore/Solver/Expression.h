// Expression.h — terms and linear expressions over variables, and their arithmetic.
#pragma once

#include <vector>

#include "CLayoutCore/Solver/Variable.h"

namespace clayout {

/// `coefficient · variable`, one term of a linear expression.
struct Term {
  Variable variable;
  double coefficient = 1;

  /// The term `1 · variable`.
  Term(Variable variable) : variable(std::move(variable)) {}  // NOLINT: implicit on purpose
  /// The term `coefficient · variable`.
  Term(Variable variable, double coefficient) : variable(std::move(variable)), coefficient(coefficient) {}
};

/// `Σ coefficient·variable + constant`: any number of terms; a variable may appear more than
/// once (the solver adds such terms up).
struct Expression {
  std::vector<Term> terms;
  double constant = 0;

  /// The expression `0`.
  Expression() = default;
  /// The constant expression `constant`.
  Expression(double constant) : constant(constant) {}  // NOLINT: implicit on purpose
  /// The expression `1 · variable`.
  Expression(const Variable& variable) : terms{Term(variable)} {}  // NOLINT
  /// The expression of one term.
  Expression(const Term& term) : terms{term} {}  // NOLINT
  /// The expression `Σ terms + constant`.
  Expression(std::vector<Term> terms, double constant = 0) : terms(std::move(terms)), constant(constant) {}
};

// MARK: Multiplication, division and negation by a number

/// `coefficient · variable`.
Term operator*(const Variable& variable, double coefficient);
/// `coefficient · variable`.
Term operator*(double coefficient, const Variable& variable);
/// `variable / divisor`.
Term operator/(const Variable& variable, double divisor);
/// `-variable`.
Term operator-(const Variable& variable);
/// The term scaled by `factor`.
Term operator*(const Term& term, double factor);
/// The term scaled by `factor`.
Term operator*(double factor, const Term& term);
/// The term divided by `divisor`.
Term operator/(const Term& term, double divisor);
/// The negated term.
Term operator-(const Term& term);
/// Every term and the constant scaled by `factor`.
Expression operator*(const Expression& expression, double factor);
/// Every term and the constant scaled by `factor`.
Expression operator*(double factor, const Expression& expression);
/// Every term and the constant divided by `divisor`.
Expression operator/(const Expression& expression, double divisor);
/// The negated expression.
Expression operator-(const Expression& expression);

// MARK: Addition and subtraction (anything converts to an expression)

/// The sum of two expressions: terms concatenated, constants added.
Expression operator+(const Expression& a, const Expression& b);
/// The difference of two expressions.
Expression operator-(const Expression& a, const Expression& b);

}  // namespace clayout
