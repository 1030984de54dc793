// Solver.cpp — the public `Solver` and `Variable`: thin forwarders to SolverImplementation.
#include "CLayoutCore/Solver/Solver.h"

#include <string>

#include "SolverImplementation.h"

namespace clayout {

Variable::Variable() : data_(internal::makeCounted<Data>()) {}

Variable::Variable(std::string name) : data_(internal::makeCounted<Data>(std::move(name))) {}

const std::string& Variable::noName() noexcept {
  static const std::string none;
  return none;
}

Solver::Solver() : implementation_(std::make_unique<internal::SolverImplementation>()) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

// A moved-from solver has no implementation: every call checks for it first (one test of a
// pointer, predicted taken), and the ones that can fail say so.

namespace {

/// The failure of `call` on a moved-from solver, about `constraint` when there is one.
SolverResult movedFrom(const std::string& call, const Constraint* constraint = nullptr) {
  std::string message =
      "cannot " + call + ": the solver was moved from (assign a solver to it or reset it first)";
  if (constraint == nullptr)
    return SolverResult::failure(SolverErrorKind::movedFromSolver, std::move(message));
  return SolverResult::failure(SolverErrorKind::movedFromSolver, std::move(message), *constraint);
}

/// `call` about `constraint`, for a message.
std::string about(const char* call, const Constraint& constraint) {
  return std::string(call) + " `" + constraint.description() + "`";
}

/// `call` about `variable`, for a message.
std::string about(const char* call, const Variable& variable) {
  return std::string(call) + " of variable `" + variable.name() + "`";
}

}  // namespace

SolverResult Solver::addConstraint(const Constraint& constraint) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("add constraint", constraint), &constraint);
  return implementation_->addConstraint(constraint);
}

SolverResult Solver::addConstraints(std::span<const Constraint> constraints) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom("add " + std::to_string(constraints.size()) + " constraints");
  return implementation_->addConstraints(constraints);
}

SolverResult Solver::removeConstraint(const Constraint& constraint) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("remove constraint", constraint), &constraint);
  return implementation_->removeConstraint(constraint);
}

SolverResult Solver::removeConstraints(std::span<const Constraint> constraints) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom("remove " + std::to_string(constraints.size()) + " constraints");
  return implementation_->removeConstraints(constraints);
}

bool Solver::hasConstraint(const Constraint& constraint) const noexcept {
  return implementation_ && implementation_->hasConstraint(constraint);
}

SolverResult Solver::setConstant(const Constraint& constraint, double constant) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("change the constant of constraint", constraint), &constraint);
  return implementation_->setConstant(constraint, constant);
}

SolverResult Solver::setPriority(const Constraint& constraint, double priority) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("change the priority of constraint", constraint), &constraint);
  return implementation_->setPriority(constraint, priority);
}

SolverResult Solver::addEditVariable(const Variable& variable, double priority) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("add the edit", variable));
  return implementation_->addEditVariable(variable, priority);
}

SolverResult Solver::removeEditVariable(const Variable& variable) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("remove the edit", variable));
  return implementation_->removeEditVariable(variable);
}

bool Solver::hasEditVariable(const Variable& variable) const noexcept {
  return implementation_ && implementation_->hasEditVariable(variable);
}

SolverResult Solver::suggestValue(const Variable& variable, double value) noexcept {
  if (!implementation_) [[unlikely]]
    return movedFrom(about("suggest a value", variable));
  return implementation_->suggestValue(variable, value);
}

double Solver::valueOf(const Variable& variable) const noexcept {
  if (!implementation_) [[unlikely]]
    return 0.0;
  return implementation_->valueOf(variable);
}

void Solver::updateVariables() noexcept {
  if (implementation_) implementation_->updateVariables();
}

std::vector<Variable> Solver::ambiguousVariables() const {
  if (!implementation_) return {};
  return implementation_->ambiguousVariables();
}

void Solver::reset() noexcept {
  if (implementation_) {
    implementation_->reset();
  } else {
    implementation_ = std::make_unique<internal::SolverImplementation>();
  }
}

SolverStatistics Solver::statistics() const noexcept {
  if (!implementation_) return SolverStatistics{};
  return implementation_->statistics();
}

std::string Solver::dump() const {
  if (!implementation_) return internal::SolverImplementation().dump();
  return implementation_->dump();
}

std::string Solver::checkInvariants() const {
  if (!implementation_) return {};
  return implementation_->checkInvariants();
}

}  // namespace clayout
