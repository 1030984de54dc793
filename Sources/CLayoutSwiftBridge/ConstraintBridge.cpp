// ConstraintBridge.cpp — the Swift face's entry points for anchor expressions, constraints,
// results and text: each forwards to the anchor algebra, `LayoutConstraint`, `LayoutResult` or the
// core's number formatting. No exception is caught (SwiftBridge.h: out of memory ends the program).
#include <cstdio>
#include <limits>
#include <optional>
#include <span>
#include <utility>

#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

/// The parts of `constraint` (sides, relation, priority, identifier, kind of sides) as a pending
/// constraint, to be given a new identity.
PendingLayoutConstraint pendingOf(const LayoutConstraint& constraint) {
  PendingLayoutConstraint pending;
  pending.first = constraint.firstExpression();
  pending.relation = constraint.relation();
  pending.second = constraint.secondExpression();
  pending.priority = constraint.priority();
  pending.identifier = constraint.identifier();
  pending.anchorKind = constraint.anchorKind();
  pending.directionItem = constraint.directionItem();
  return pending;
}

}  // namespace

// MARK: - Anchor expressions

LayoutExpression anchorExpression(const LayoutItem& item, LayoutAttribute attribute) noexcept {
  // What `CLayoutAnchor::expression()` builds, for an attribute chosen at run time.
  return LayoutExpression::of(item.identifier(), attribute, item.engine(), item.engineIdentity());
}

LayoutExpression combineLayoutExpressions(const LayoutExpression& a, double aScale, const LayoutExpression& b,
                                          double bScale) noexcept {
  return internal::combineExpressions(a, aScale, b, bScale);
}

LayoutExpression scaleLayoutExpression(const LayoutExpression& expression, double multiplier) noexcept {
  return internal::scaleExpression(expression, multiplier);
}

LayoutExpression divideLayoutExpression(const LayoutExpression& expression, double divisor) noexcept {
  return internal::divideExpression(expression, divisor);
}

LayoutExpression addConstantToLayoutExpression(const LayoutExpression& expression, double constant) noexcept {
  return internal::addConstant(expression, constant);
}

LayoutExpression constantLayoutExpression(double constant) noexcept {
  return internal::constantExpression(constant);
}

// MARK: - Constraints

LayoutConstraint relatedLayoutConstraint(const LayoutExpression& first, Relation relation,
                                         const LayoutExpression& second, AnchorKind kind,
                                         const char* fileName, std::uint32_t line) noexcept {
  // Each side is copied once, into the pending constraint, which moves into the new one.
  return LayoutConstraint::writtenAt(internal::relate(first, relation, second, kind), fileName, line);
}

LayoutConstraint layoutConstraintWithPriority(const LayoutConstraint& constraint, double priority) noexcept {
  PendingLayoutConstraint pending = pendingOf(constraint);
  pending.priority = priority;
  return LayoutConstraint::writtenAt(std::move(pending), constraint.fileName(), constraint.line());
}

LayoutConstraint layoutConstraintWithIdentifier(const LayoutConstraint& constraint,
                                                const std::string& identifier) noexcept {
  PendingLayoutConstraint pending = pendingOf(constraint);
  pending.identifier = identifier;
  return LayoutConstraint::writtenAt(std::move(pending), constraint.fileName(), constraint.line());
}

LayoutConstraint layoutConstraintInLayoutDirectionOf(const LayoutConstraint& constraint,
                                                     const LayoutItem& item) noexcept {
  PendingLayoutConstraint pending = pendingOf(constraint);
  pending.directionItem = item;
  return LayoutConstraint::writtenAt(std::move(pending), constraint.fileName(), constraint.line());
}

void recordLayoutConstraintPlace(const LayoutConstraint& constraint, const char* fileName,
                                 std::uint32_t line) noexcept {
  LayoutConstraint handle = constraint;  // a copy names the same constraint
  (void)handle.recordPlaceIfUnknown(fileName, line);
}

LayoutResult activateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept {
  return activateConstraints(std::span<const LayoutConstraint>(constraints, count));
}

LayoutResult deactivateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept {
  return deactivateConstraints(std::span<const LayoutConstraint>(constraints, count));
}

LayoutResult setLayoutConstraintConstant(const LayoutConstraint& constraint, double constant) noexcept {
  LayoutConstraint handle = constraint;  // a copy names the same constraint
  return handle.setConstant(constant);
}

LayoutResult setLayoutConstraintPriority(const LayoutConstraint& constraint, double priority) noexcept {
  LayoutConstraint handle = constraint;  // a copy names the same constraint
  return handle.setPriority(priority);
}

bool layoutConstraintIsActive(const LayoutConstraint& constraint) noexcept { return constraint.isActive(); }

double layoutConstraintViolation(const LayoutConstraint& constraint) noexcept {
  LayoutEngine* engine = constraint.engine();
  std::optional<double> violation =
      engine != nullptr ? engine->constraintViolation(constraint) : std::optional<double>{};
  return violation ? *violation : std::numeric_limits<double>::quiet_NaN();
}

double layoutConstraintConstant(const LayoutConstraint& constraint) noexcept { return constraint.constant(); }

double layoutConstraintPriority(const LayoutConstraint& constraint) noexcept { return constraint.priority(); }

std::string layoutConstraintIdentifier(const LayoutConstraint& constraint) noexcept {
  return constraint.identifier();
}

std::string layoutConstraintFileName(const LayoutConstraint& constraint) noexcept {
  return constraint.fileName();
}

std::uint32_t layoutConstraintLine(const LayoutConstraint& constraint) noexcept { return constraint.line(); }

std::string layoutConstraintDescription(const LayoutConstraint& constraint) noexcept {
  return constraint.description();
}

std::string layoutConstraintStatement(const LayoutConstraint& constraint) noexcept {
  return constraint.statement();
}

LayoutItemVector layoutConstraintItems(const LayoutConstraint& constraint) noexcept {
  LayoutItemVector items;
  LayoutEngine* engine = constraint.engine();
  if (engine == nullptr) return items;
  for (const LayoutExpression* side : {&constraint.firstExpression(), &constraint.secondExpression()}) {
    // A side of another engine than the first's (a constraint activation refuses) names none.
    if (side->engine != engine) continue;
    for (const LayoutTerm& term : side->terms) {
      bool seen = false;
      for (const LayoutItem& item : items) seen = seen || item.identifier() == term.item;
      if (!seen) items.emplace_back(engine, term.item, side->engineIdentity);
    }
  }
  return items;
}

const void* layoutConstraintIdentity(const LayoutConstraint& constraint) noexcept {
  return constraint.identity();
}

bool layoutConstraintsAreSame(const LayoutConstraint& a, const LayoutConstraint& b) noexcept {
  return a.isSameConstraint(b);
}

// MARK: - Results

LayoutErrorKind layoutResultKind(const LayoutResult& result) noexcept { return result.kind; }

std::string layoutResultMessage(const LayoutResult& result) noexcept { return result.message; }

bool layoutResultHasConstraint(const LayoutResult& result) noexcept { return result.constraint.has_value(); }

LayoutConstraint layoutResultConstraint(const LayoutResult& result) noexcept { return *result.constraint; }

LayoutConstraintVector layoutResultConflicts(const LayoutResult& result) noexcept { return result.conflicts; }

int layoutResultRootSizeAxis(const LayoutResult& result) noexcept {
  if (!result.rootSizeAxis) return -1;
  return *result.rootSizeAxis == LayoutAxis::horizontal ? 0 : 1;
}

// MARK: - Text

std::string layoutErrorKindDescription(LayoutErrorKind kind) noexcept { return layoutErrorKindName(kind); }

std::string formatNumber(double value) noexcept { return numberDescription(value); }

std::string quotedName(const std::string& name) noexcept { return nameDescription(name); }

void writeToStandardError(const std::string& text) noexcept {
  std::fputs(text.c_str(), stderr);
  std::fflush(stderr);
}

}  // namespace clayout::swift_bridge
