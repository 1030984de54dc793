// Solver.cpp — the public `Solver` and `Variable`: thin forwarders to SolverImplementation.
#include "CLayoutCore/Solver/Solver.h"

#include <string>
#include <utility>

#include "SolverImplementation.h"

namespace clayout {

Variable::Variable() : data_(internal::makeCounted<Data>()) {}

Variable::Variable(std::string name) : data_(internal::makeCounted<Data>(std::move(name))) {}

const std::string& Variable::noName() noexcept {
  static const std::string none;
  return none;
}

// A moved-from solver points at the shared empty implementation below. `valueOf` reads it as
// it would any empty solver's (it is only read: safe from several threads); every other call
// checks for it first, and the ones that can fail say so.

namespace {

/// The implementation of every moved-from solver: empty, and never changed.
internal::SolverImplementation* movedFromImplementation() noexcept {
  static internal::SolverImplementation empty;
  return &empty;
}

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

Solver::Solver() : implementation_(new internal::SolverImplementation()) {}

Solver::~Solver() {
  if (implementation_ != movedFromImplementation()) delete implementation_;
}

Solver::Solver(Solver&& other) noexcept
    : implementation_(std::exchange(other.implementation_, movedFromImplementation())) {}

Solver& Solver::operator=(Solver&& other) noexcept {
  if (this == &other) return *this;
  if (implementation_ != movedFromImplementation()) delete implementation_;
  implementation_ = std::exchange(other.implementation_, movedFromImplementation());
  return *this;
}

SolverResult Solver::addConstraint(const Constraint& constraint) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("add constraint", constraint), &constraint);
  return implementation_->addConstraint(constraint);
}

SolverResult Solver::addConstraints(std::span<const Constraint> constraints) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom("add " + std::to_string(constraints.size()) + " constraints");
  return implementation_->addConstraints(constraints);
}

SolverResult Solver::removeConstraint(const Constraint& constraint) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("remove constraint", constraint), &constraint);
  return implementation_->removeConstraint(constraint);
}

SolverResult Solver::removeConstraints(std::span<const Constraint> constraints) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom("remove " + std::to_string(constraints.size()) + " constraints");
  return implementation_->removeConstraints(constraints);
}

SolverResult Solver::replaceConstraints(std::span<const Constraint> removed,
                                        std::span<const Constraint> added) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom("replace " + std::to_string(removed.size()) + " constraints by " +
                     std::to_string(added.size()));
  return implementation_->replaceConstraints(removed, added);
}

bool Solver::hasConstraint(const Constraint& constraint) const noexcept {
  return implementation_ != movedFromImplementation() && implementation_->hasConstraint(constraint);
}

SolverResult Solver::setConstant(const Constraint& constraint, double constant) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("change the constant of constraint", constraint), &constraint);
  return implementation_->setConstant(constraint, constant);
}

SolverResult Solver::setPriority(const Constraint& constraint, double priority) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("change the priority of constraint", constraint), &constraint);
  return implementation_->setPriority(constraint, priority);
}

SolverResult Solver::addEditVariable(const Variable& variable, double priority) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("add the edit", variable));
  return implementation_->addEditVariable(variable, priority);
}

SolverResult Solver::removeEditVariable(const Variable& variable) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("remove the edit", variable));
  return implementation_->removeEditVariable(variable);
}

bool Solver::hasVariable(const Variable& variable) const noexcept {
  return implementation_ != movedFromImplementation() && implementation_->hasVariable(variable);
}

bool Solver::hasEditVariable(const Variable& variable) const noexcept {
  return implementation_ != movedFromImplementation() && implementation_->hasEditVariable(variable);
}

SolverResult Solver::suggestValue(const Variable& variable, double value) noexcept {
  if (implementation_ == movedFromImplementation()) [[unlikely]]
    return movedFrom(about("suggest a value", variable));
  return implementation_->suggestValue(variable, value);
}

// No test: a moved-from solver's empty implementation knows no variable and answers 0.
double Solver::valueOf(const Variable& variable) const noexcept { return implementation_->valueOf(variable); }

void Solver::valuesOf(std::span<const Variable> variables, std::span<double> into) const noexcept {
  implementation_->valuesOf(variables.first(std::min(variables.size(), into.size())), into.data());
}

double Solver::violation(const Constraint& constraint) const noexcept {
  return implementation_->violation(constraint);
}

void Solver::updateVariables() noexcept {
  if (implementation_ != movedFromImplementation()) implementation_->updateVariables();
}

void Solver::noteValueChanges() noexcept {
  if (implementation_ != movedFromImplementation()) implementation_->noteValueChanges();
}

bool Solver::takeChangedVariables(std::vector<Variable>& into) {
  into.clear();
  if (implementation_ == movedFromImplementation()) return false;
  return implementation_->takeChangedVariables(into);
}

std::vector<Variable> Solver::ambiguousVariables() const {
  if (implementation_ == movedFromImplementation()) return {};
  return implementation_->ambiguousVariables();
}

bool Solver::beginTransaction() noexcept {
  if (implementation_ == movedFromImplementation()) return false;
  implementation_->beginHostTransaction();
  return true;
}

bool Solver::commitTransaction() noexcept { return implementation_->commitHostTransaction(); }

bool Solver::rollbackTransaction() noexcept { return implementation_->rollbackHostTransaction(); }

std::size_t Solver::openTransactions() const noexcept { return implementation_->openTransactions(); }

void Solver::reset() noexcept {
  if (implementation_ == movedFromImplementation()) {
    implementation_ = new internal::SolverImplementation();
  } else {
    implementation_->reset();
  }
}

SolverStatistics Solver::statistics() const noexcept {
  if (implementation_ == movedFromImplementation()) return SolverStatistics{};
  return implementation_->statistics();
}

std::string Solver::dump() const {
  if (implementation_ == movedFromImplementation()) return internal::SolverImplementation().dump();
  return implementation_->dump();
}

std::string Solver::checkInvariants() const {
  if (implementation_ == movedFromImplementation()) return {};
  return implementation_->checkInvariants();
}

}  // namespace clayout
