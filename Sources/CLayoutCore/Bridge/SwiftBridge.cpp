// SwiftBridge.cpp — the Swift face's named noexcept entry points: each forwards to the engine,
// the anchor algebra or a result, catching the only exception possible (out of memory while
// copying a string or a list) so that nothing ever unwinds into Swift.
#include "CLayoutCore/Bridge/SwiftBridge.h"

#include <atomic>
#include <cstdio>
#include <new>
#include <span>
#include <utility>

#include "CLayoutCore/Anchors/ActivateConstraints.h"
#include "CLayoutCore/Anchors/AnchorOperators.h"

namespace clayout::swift_bridge {

namespace {

/// Engines made for Swift and not yet destroyed.
std::atomic<std::int64_t> liveEngines{0};
/// Live Swift wrappers by kind (engines, items, constraints).
std::atomic<std::int64_t> liveSwiftObjects[3] = {0, 0, 0};

LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

/// `pending` with the parts of `constraint`: sides, relation, priority, identifier.
PendingLayoutConstraint pendingOf(const LayoutConstraint& constraint) {
  PendingLayoutConstraint pending;
  pending.first = constraint.firstExpression();
  pending.relation = constraint.relation();
  pending.second = constraint.secondExpression();
  pending.priority = constraint.priority();
  pending.identifier = constraint.identifier();
  pending.relatesPositions = constraint.relatesPositions();
  return pending;
}

}  // namespace

// MARK: - Engine lifetime

void* makeSwiftLayoutEngine() noexcept {
  auto* engine = new (std::nothrow) LayoutEngine();
  if (engine != nullptr) liveEngines.fetch_add(1, std::memory_order_relaxed);
  return engine;
}

void destroySwiftLayoutEngine(void* engine) noexcept {
  if (engine == nullptr) return;
  delete static_cast<LayoutEngine*>(engine);
  liveEngines.fetch_sub(1, std::memory_order_relaxed);
}

std::int64_t liveSwiftLayoutEngineCount() noexcept { return liveEngines.load(std::memory_order_relaxed); }

void adjustSwiftLiveObjectCount(int kind, int delta) noexcept {
  if (kind >= 0 && kind < 3) liveSwiftObjects[kind].fetch_add(delta, std::memory_order_relaxed);
}

std::int64_t swiftLiveObjectCount(int kind) noexcept {
  return kind >= 0 && kind < 3 ? liveSwiftObjects[kind].load(std::memory_order_relaxed) : 0;
}

void writeToStandardError(const std::string& text) noexcept {
  std::fputs(text.c_str(), stderr);
  std::fflush(stderr);
}

// MARK: - Items and the tree

LayoutItem engineRoot(void* engine) noexcept { return engineAt(engine).root(); }

LayoutItem engineMakeItem(void* engine, const std::string& name) noexcept {
  try {
    return engineAt(engine).makeItem(name);
  } catch (...) {
    return {};
  }
}

LayoutItem engineMakeLayoutGuide(void* engine, const std::string& name) noexcept {
  try {
    return engineAt(engine).makeLayoutGuide(name);
  } catch (...) {
    return {};
  }
}

LayoutResult engineAddSubitem(void* engine, const LayoutItem& parent, const LayoutItem& child) noexcept {
  return engineAt(engine).addSubitem(parent, child);
}

LayoutResult engineRemoveFromParent(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).removeFromParent(item);
}

LayoutResult engineRemoveItem(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).removeItem(item);
}

bool engineContains(void* engine, const LayoutItem& item) noexcept { return engineAt(engine).contains(item); }

LayoutItem engineParent(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).parent(item);
}

LayoutItemVector engineSubitems(void* engine, const LayoutItem& item) noexcept {
  try {
    return engineAt(engine).subitems(item);
  } catch (...) {
    return {};
  }
}

std::string engineItemName(void* engine, const LayoutItem& item) noexcept {
  try {
    return engineAt(engine).name(item);
  } catch (...) {
    return {};
  }
}

bool engineIsLayoutGuide(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).isLayoutGuide(item);
}

// MARK: - Item properties

LayoutResult engineSetRootSize(void* engine, double width, double height) noexcept {
  return engineAt(engine).setRootSize({width, height});
}

LayoutResult engineSetIntrinsicContentSize(void* engine, const LayoutItem& item, bool hasWidth, double width,
                                           bool hasHeight, double height) noexcept {
  return engineAt(engine).setIntrinsicContentSize(item,
                                                  hasWidth ? std::optional<double>(width) : std::nullopt,
                                                  hasHeight ? std::optional<double>(height) : std::nullopt);
}

LayoutResult engineSetContentHuggingPriority(void* engine, const LayoutItem& item, LayoutAxis axis,
                                             double priority) noexcept {
  return engineAt(engine).setContentHuggingPriority(item, axis, priority);
}

LayoutResult engineSetContentCompressionResistancePriority(void* engine, const LayoutItem& item,
                                                           LayoutAxis axis, double priority) noexcept {
  return engineAt(engine).setContentCompressionResistancePriority(item, axis, priority);
}

LayoutResult engineSetLayoutDirection(void* engine, const LayoutItem& item,
                                      LayoutDirection direction) noexcept {
  return engineAt(engine).setLayoutDirection(item, direction);
}

LayoutDirection engineEffectiveLayoutDirection(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).effectiveLayoutDirection(item);
}

LayoutResult engineSetBaselineOffsets(void* engine, const LayoutItem& item, double firstFromTop,
                                      double lastFromBottom) noexcept {
  return engineAt(engine).setBaselineOffsets(item, firstFromTop, lastFromBottom);
}

LayoutResult engineSetLayoutMargins(void* engine, const LayoutItem& item, LayoutInsets margins) noexcept {
  return engineAt(engine).setLayoutMargins(item, margins);
}

LayoutResult engineSetDirectionalLayoutMargins(void* engine, const LayoutItem& item,
                                               LayoutDirectionalInsets margins) noexcept {
  return engineAt(engine).setDirectionalLayoutMargins(item, margins);
}

LayoutItem engineLayoutMarginsGuide(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).layoutMarginsGuide(item);
}

LayoutResult engineSetSafeAreaInsets(void* engine, const LayoutItem& item, LayoutInsets insets) noexcept {
  return engineAt(engine).setSafeAreaInsets(item, insets);
}

LayoutItem engineSafeAreaLayoutGuide(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).safeAreaLayoutGuide(item);
}

// MARK: - Frames and diagnostics

LayoutRect engineFrame(void* engine, const LayoutItem& item, LayoutCoordinates coordinates,
                       double scale) noexcept {
  return engineAt(engine).frame(item, coordinates, scale);
}

LayoutSize engineFittingSize(void* engine, const LayoutItem& item, LayoutFitting fitting, bool hasWidth,
                             double width) noexcept {
  try {
    return engineAt(engine).fittingSize(item, fitting,
                                        hasWidth ? std::optional<double>(width) : std::nullopt);
  } catch (...) {
    return {};
  }
}

LayoutConstraintVector engineConstraintsAffecting(void* engine, const LayoutItem& item,
                                                  LayoutAxis axis) noexcept {
  try {
    return engineAt(engine).constraintsAffecting(item, axis);
  } catch (...) {
    return {};
  }
}

LayoutAmbiguityVector engineAmbiguities(void* engine) noexcept {
  try {
    return engineAt(engine).ambiguities();
  } catch (...) {
    return {};
  }
}

std::string engineDump(void* engine) noexcept {
  try {
    return engineAt(engine).dump();
  } catch (...) {
    return {};
  }
}

// MARK: - Anchor expressions

LayoutExpression anchorExpression(const LayoutItem& item, LayoutAttribute attribute) noexcept {
  try {
    // What `CLayoutAnchor::expression()` builds, for an attribute chosen at run time.
    return LayoutExpression::of(item.identifier(), attribute, item.engine());
  } catch (...) {
    return {};
  }
}

LayoutExpression combineLayoutExpressions(const LayoutExpression& a, double aScale, const LayoutExpression& b,
                                          double bScale) noexcept {
  try {
    return internal::combineExpressions(a, aScale, b, bScale);
  } catch (...) {
    return {};
  }
}

LayoutExpression scaleLayoutExpression(const LayoutExpression& expression, double multiplier) noexcept {
  try {
    return internal::scaleExpression(expression, multiplier);
  } catch (...) {
    return {};
  }
}

LayoutExpression divideLayoutExpression(const LayoutExpression& expression, double divisor) noexcept {
  try {
    return internal::divideExpression(expression, divisor);
  } catch (...) {
    return {};
  }
}

LayoutExpression addConstantToLayoutExpression(const LayoutExpression& expression, double constant) noexcept {
  try {
    return internal::addConstant(expression, constant);
  } catch (...) {
    return {};
  }
}

LayoutExpression constantLayoutExpression(double constant) noexcept {
  try {
    return internal::constantExpression(constant);
  } catch (...) {
    return {};
  }
}

double layoutExpressionConstant(const LayoutExpression& expression) noexcept { return expression.constant; }

// MARK: - Constraints

PendingLayoutConstraint relateLayoutExpressions(const LayoutExpression& first, Relation relation,
                                                const LayoutExpression& second,
                                                bool relatesPositions) noexcept {
  try {
    return internal::relate(first, relation, second, relatesPositions);
  } catch (...) {
    return {};
  }
}

LayoutConstraint makeLayoutConstraint(const PendingLayoutConstraint& pending, const char* fileName,
                                      std::uint32_t line) noexcept {
  // Only running out of memory can throw here, which ends the program as any noexcept function.
  return LayoutConstraint::writtenAt(pending, fileName, line);
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

LayoutConstraint layoutConstraintWithSourceLocation(const LayoutConstraint& constraint, const char* fileName,
                                                    std::uint32_t line) noexcept {
  return LayoutConstraint::writtenAt(pendingOf(constraint), fileName, line);
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

double layoutConstraintConstant(const LayoutConstraint& constraint) noexcept { return constraint.constant(); }

double layoutConstraintPriority(const LayoutConstraint& constraint) noexcept { return constraint.priority(); }

Relation layoutConstraintRelation(const LayoutConstraint& constraint) noexcept {
  return constraint.relation();
}

std::string layoutConstraintIdentifier(const LayoutConstraint& constraint) noexcept {
  try {
    return constraint.identifier();
  } catch (...) {
    return {};
  }
}

std::string layoutConstraintFileName(const LayoutConstraint& constraint) noexcept {
  try {
    return constraint.fileName();
  } catch (...) {
    return {};
  }
}

std::uint32_t layoutConstraintLine(const LayoutConstraint& constraint) noexcept { return constraint.line(); }

std::string layoutConstraintDescription(const LayoutConstraint& constraint) noexcept {
  try {
    return constraint.description();
  } catch (...) {
    return {};
  }
}

void* layoutConstraintEngine(const LayoutConstraint& constraint) noexcept { return constraint.engine(); }

const void* layoutConstraintIdentity(const LayoutConstraint& constraint) noexcept {
  return constraint.identity();
}

bool layoutConstraintsAreSame(const LayoutConstraint& a, const LayoutConstraint& b) noexcept {
  return a.isSameConstraint(b);
}

// MARK: - Results

LayoutErrorKind layoutResultKind(const LayoutResult& result) noexcept { return result.kind; }

std::string layoutResultMessage(const LayoutResult& result) noexcept {
  try {
    return result.message;
  } catch (...) {
    return {};
  }
}

std::string layoutErrorKindDescription(LayoutErrorKind kind) noexcept {
  try {
    return layoutErrorKindName(kind);
  } catch (...) {
    return {};
  }
}

bool layoutResultHasConstraint(const LayoutResult& result) noexcept { return result.constraint.has_value(); }

LayoutConstraint layoutResultConstraint(const LayoutResult& result) noexcept { return *result.constraint; }

LayoutConstraintVector layoutResultConflicts(const LayoutResult& result) noexcept {
  try {
    return result.conflicts;
  } catch (...) {
    return {};
  }
}

}  // namespace clayout::swift_bridge
