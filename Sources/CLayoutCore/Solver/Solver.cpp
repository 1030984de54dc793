// Solver.cpp — the public `Solver` and `Variable`: thin forwarders to SolverImplementation.
#include "CLayoutCore/Solver/Solver.h"

#include "SolverImplementation.h"

namespace clayout {

Variable::Variable() : data_(internal::makeCounted<Data>()) {}

Variable::Variable(std::string name) : data_(internal::makeCounted<Data>(std::move(name))) {}

Solver::Solver() : implementation_(std::make_unique<internal::SolverImplementation>()) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

SolverResult Solver::addConstraint(const Constraint& constraint) noexcept {
  return implementation_->addConstraint(constraint);
}

SolverResult Solver::addConstraints(std::span<const Constraint> constraints) noexcept {
  return implementation_->addConstraints(constraints);
}

SolverResult Solver::removeConstraint(const Constraint& constraint) noexcept {
  return implementation_->removeConstraint(constraint);
}

SolverResult Solver::removeConstraints(std::span<const Constraint> constraints) noexcept {
  return implementation_->removeConstraints(constraints);
}

bool Solver::hasConstraint(const Constraint& constraint) const noexcept {
  return implementation_->hasConstraint(constraint);
}

SolverResult Solver::setConstant(const Constraint& constraint, double constant) noexcept {
  return implementation_->setConstant(constraint, constant);
}

SolverResult Solver::setPriority(const Constraint& constraint, double priority) noexcept {
  return implementation_->setPriority(constraint, priority);
}

SolverResult Solver::addEditVariable(const Variable& variable, double priority) noexcept {
  return implementation_->addEditVariable(variable, priority);
}

SolverResult Solver::removeEditVariable(const Variable& variable) noexcept {
  return implementation_->removeEditVariable(variable);
}

bool Solver::hasEditVariable(const Variable& variable) const noexcept {
  return implementation_->hasEditVariable(variable);
}

SolverResult Solver::suggestValue(const Variable& variable, double value) noexcept {
  return implementation_->suggestValue(variable, value);
}

double Solver::valueOf(const Variable& variable) const noexcept { return implementation_->valueOf(variable); }

void Solver::updateVariables() noexcept { implementation_->updateVariables(); }

std::vector<Variable> Solver::ambiguousVariables() const { return implementation_->ambiguousVariables(); }

void Solver::reset() noexcept { implementation_->reset(); }

SolverStatistics Solver::statistics() const noexcept { return implementation_->statistics(); }

std::string Solver::dump() const { return implementation_->dump(); }

std::string Solver::checkInvariants() const { return implementation_->checkInvariants(); }

}  // namespace clayout
