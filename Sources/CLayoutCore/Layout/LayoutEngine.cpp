// LayoutEngine.cpp — the public `LayoutEngine`: a thin forwarder to LayoutEngineImplementation.
// (`activateConstraints` and `deactivateConstraints`, which forward here, are the anchor DSL:
// Anchors/ActivateConstraints.h.)
#include "CLayoutCore/Layout/LayoutEngine.h"

#include "LayoutEngineImplementation.h"

namespace clayout {

LayoutEngine::LayoutEngine()
    : implementation_(std::make_unique<internal::LayoutEngineImplementation>(this)) {}
LayoutEngine::~LayoutEngine() = default;

bool LayoutEngine::isEmpty() const noexcept { return implementation_->isEmpty(); }

bool LayoutEngine::buildFromEmpty(const std::function<bool()>& build) noexcept {
  if (!implementation_->isEmpty()) return false;
  // The calls go to a new engine's state in place of the empty one, which stays aside untouched:
  // kept, the new state takes over; refused, the empty one comes back as it was (its solver's
  // tableau too), with no undo at all.
  std::unique_ptr<internal::LayoutEngineImplementation> empty = std::move(implementation_);
  implementation_ = std::make_unique<internal::LayoutEngineImplementation>(this, *empty);
  if (build()) {
    implementation_->takeRegistration(*empty);
    return true;
  }
  implementation_ = std::move(empty);
  return false;
}

// MARK: Items

LayoutItem LayoutEngine::root() const noexcept { return implementation_->root(); }

LayoutItem LayoutEngine::makeItem(std::string name) noexcept {
  return implementation_->makeItem(std::move(name), false);
}

LayoutItem LayoutEngine::makeLayoutGuide(std::string name) noexcept {
  return implementation_->makeItem(std::move(name), true);
}

LayoutResult LayoutEngine::addSubitem(const LayoutItem& parent, const LayoutItem& child) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->addSubitem(parent, child); });
}

LayoutResult LayoutEngine::removeFromParent(const LayoutItem& item) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->removeFromParent(item); });
}

LayoutResult LayoutEngine::removeItem(const LayoutItem& item) noexcept {
  LayoutResult result = implementation_->allOrNothing([&] { return implementation_->removeItem(item); });
  if (result) implementation_->releaseEmptiedStorage();
  return result;
}

bool LayoutEngine::contains(const LayoutItem& item) const noexcept { return implementation_->contains(item); }

LayoutItem LayoutEngine::parent(const LayoutItem& item) const noexcept {
  return implementation_->parent(item);
}

std::vector<LayoutItem> LayoutEngine::subitems(const LayoutItem& item) const {
  return implementation_->subitems(item);
}

std::string LayoutEngine::name(const LayoutItem& item) const { return implementation_->name(item); }

bool LayoutEngine::isLayoutGuide(const LayoutItem& item) const noexcept {
  return implementation_->isLayoutGuide(item);
}

// MARK: Properties

LayoutResult LayoutEngine::setRootSize(LayoutSize size) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->unsatisfiablePolicy() == UnsatisfiableConstraintPolicy::recover
               ? implementation_->setRootSizeRecovering(size)
               : implementation_->setRootSize(size);
  });
}

LayoutResult LayoutEngine::setIntrinsicContentSize(const LayoutItem& item, std::optional<double> width,
                                                   std::optional<double> height) noexcept {
  // Through the stacks, which re-read a fillProportionally ratio.
  return implementation_->allOrNothing(
      [&] { return implementation_->setIntrinsicContentSizeInStack(item, width, height); });
}

LayoutResult LayoutEngine::setContentHuggingPriority(const LayoutItem& item, LayoutAxis axis,
                                                     double priority) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setContentHuggingPriority(item, axis, priority); });
}

LayoutResult LayoutEngine::setContentCompressionResistancePriority(const LayoutItem& item, LayoutAxis axis,
                                                                   double priority) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setContentCompressionResistancePriority(item, axis, priority); });
}

LayoutResult LayoutEngine::setLayoutDirection(const LayoutItem& item, LayoutDirection direction) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setLayoutDirection(item, direction); });
}

LayoutDirection LayoutEngine::effectiveLayoutDirection(const LayoutItem& item) const noexcept {
  if (!implementation_->contains(item)) return LayoutDirection::leftToRight;
  return implementation_->effectiveLayoutDirection(item.identifier());
}

LayoutResult LayoutEngine::setBaselineOffsets(const LayoutItem& item, double firstFromTop,
                                              double lastFromBottom) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setBaselineOffsets(item, firstFromTop, lastFromBottom); });
}

LayoutResult LayoutEngine::setLayoutMargins(const LayoutItem& item, LayoutInsets margins) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setLayoutMargins(item, margins); });
}

LayoutResult LayoutEngine::setDirectionalLayoutMargins(const LayoutItem& item,
                                                       LayoutDirectionalInsets margins) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setDirectionalLayoutMargins(item, margins); });
}

LayoutItem LayoutEngine::layoutMarginsGuide(const LayoutItem& item) noexcept {
  return implementation_->guide(item, internal::GuideRole::layoutMargins);
}

LayoutResult LayoutEngine::setSafeAreaInsets(const LayoutItem& item, LayoutInsets insets) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setSafeAreaInsets(item, insets); });
}

LayoutItem LayoutEngine::safeAreaLayoutGuide(const LayoutItem& item) noexcept {
  return implementation_->guide(item, internal::GuideRole::safeArea);
}

// MARK: Constraints

LayoutResult LayoutEngine::activate(std::span<const LayoutConstraint> constraints) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->unsatisfiablePolicy() == UnsatisfiableConstraintPolicy::recover
               ? implementation_->activateRecovering(constraints)
               : implementation_->activate(constraints);
  });
}

LayoutResult LayoutEngine::deactivate(std::span<const LayoutConstraint> constraints) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->deactivate(constraints); });
}

LayoutResult LayoutEngine::setConstant(const LayoutConstraint& constraint, double constant) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setConstant(constraint, constant); });
}

LayoutResult LayoutEngine::setPriority(const LayoutConstraint& constraint, double priority) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setPriority(constraint, priority); });
}

std::vector<LayoutConstraint> LayoutEngine::constraintsAffecting(const LayoutItem& item,
                                                                 LayoutAxis axis) const {
  return implementation_->constraintsAffecting(item, axis);
}

// MARK: Frames

LayoutRect LayoutEngine::frame(const LayoutItem& item, LayoutCoordinates coordinates,
                               double scale) const noexcept {
  return implementation_->frame(item, coordinates, scale);
}

LayoutSize LayoutEngine::fittingSize(const LayoutItem& item, LayoutFitting fitting,
                                     std::optional<double> width) const {
  return implementation_->fittingSize(item, fitting, width);
}

std::size_t LayoutEngine::frames(std::span<LayoutRect> into, LayoutCoordinates coordinates,
                                 double scale) const noexcept {
  return implementation_->frames(into, coordinates, scale);
}

std::vector<LayoutItem> LayoutEngine::itemsInTreeOrder() const { return implementation_->itemsInTreeOrder(); }

std::vector<LayoutFrameChange> LayoutEngine::changedFrames(LayoutCoordinates coordinates, double scale) {
  return implementation_->changedFrames(coordinates, scale);
}

// MARK: Hidden items

LayoutResult LayoutEngine::setHidden(const LayoutItem& item, bool hidden) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setHidden(item, hidden); });
}

LayoutResult LayoutEngine::setHidden(std::span<const LayoutItem> items, bool hidden) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setHidden(items, hidden); });
}

bool LayoutEngine::isHidden(const LayoutItem& item) const noexcept { return implementation_->isHidden(item); }

bool LayoutEngine::isHiddenInTree(const LayoutItem& item) const noexcept {
  return implementation_->isHiddenInTree(item);
}

std::size_t LayoutEngine::hiddenInTreeOrder(std::span<bool> into) const noexcept {
  return implementation_->hiddenInTreeOrder(into);
}

// MARK: Stacks

LayoutItem LayoutEngine::makeStack(std::string name) noexcept {
  return implementation_->makeStack(std::move(name));
}

bool LayoutEngine::isStack(const LayoutItem& item) const noexcept { return implementation_->isStack(item); }

std::optional<LayoutStackProperties> LayoutEngine::stackProperties(const LayoutItem& stack) const noexcept {
  return implementation_->stackProperties(stack);
}

std::vector<LayoutItem> LayoutEngine::arrangedSubitems(const LayoutItem& stack) const {
  return implementation_->arrangedSubitems(stack);
}

LayoutResult LayoutEngine::addArrangedSubitem(const LayoutItem& stack, const LayoutItem& item) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->insertArrangedSubitem(stack, item, std::nullopt); });
}

LayoutResult LayoutEngine::insertArrangedSubitem(const LayoutItem& stack, const LayoutItem& item,
                                                 std::size_t index) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->insertArrangedSubitem(stack, item, index); });
}

LayoutResult LayoutEngine::removeArrangedSubitem(const LayoutItem& stack, const LayoutItem& item) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->removeArrangedSubitem(stack, item); });
}

LayoutResult LayoutEngine::setStackAxis(const LayoutItem& stack, LayoutAxis axis) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(
        stack, "axis", [axis](LayoutStackProperties& properties) { properties.axis = axis; });
  });
}

LayoutResult LayoutEngine::setStackDistribution(const LayoutItem& stack,
                                                LayoutStackDistribution distribution) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(
        stack, "distribution",
        [distribution](LayoutStackProperties& properties) { properties.distribution = distribution; });
  });
}

LayoutResult LayoutEngine::setStackAlignment(const LayoutItem& stack,
                                             LayoutStackAlignment alignment) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(stack, "alignment", [alignment](LayoutStackProperties& properties) {
      properties.alignment = alignment;
    });
  });
}

LayoutResult LayoutEngine::setStackSpacing(const LayoutItem& stack, double spacing) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(
        stack, "spacing", [spacing](LayoutStackProperties& properties) { properties.spacing = spacing; });
  });
}

LayoutResult LayoutEngine::setCustomSpacing(const LayoutItem& stack, const LayoutItem& after,
                                            std::optional<double> spacing) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setCustomSpacing(stack, after, spacing); });
}

std::optional<double> LayoutEngine::customSpacing(const LayoutItem& stack,
                                                  const LayoutItem& after) const noexcept {
  return implementation_->customSpacing(stack, after);
}

LayoutResult LayoutEngine::setLayoutMarginsRelativeArrangement(const LayoutItem& stack,
                                                               bool relative) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(stack, "layout margins relative arrangement",
                                        [relative](LayoutStackProperties& properties) {
                                          properties.isLayoutMarginsRelativeArrangement = relative;
                                        });
  });
}

LayoutResult LayoutEngine::setBaselineRelativeArrangement(const LayoutItem& stack, bool relative) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->changeStack(stack, "baseline relative arrangement",
                                        [relative](LayoutStackProperties& properties) {
                                          properties.isBaselineRelativeArrangement = relative;
                                        });
  });
}

// MARK: Diagnostics

std::vector<LayoutAmbiguity> LayoutEngine::ambiguities() const { return implementation_->ambiguities(); }

std::optional<double> LayoutEngine::constraintViolation(const LayoutConstraint& constraint) const noexcept {
  return implementation_->constraintViolation(constraint);
}

std::string LayoutEngine::describe(const LayoutConstraint& constraint) const {
  return implementation_->describe(constraint);
}

std::string LayoutEngine::dump() const { return implementation_->dump(); }

std::string LayoutEngine::checkInvariants() const { return implementation_->checkInvariants(); }

// MARK: ConstraintLayout helpers

LayoutHelperResult LayoutEngine::makeGuideline(const LayoutItem& parent, std::string name,
                                               GuidelineOrientation orientation, GuidelineReference reference,
                                               double value) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->makeGuideline(parent, std::move(name), orientation, reference, value); });
}

LayoutHelperResult LayoutEngine::makeBarrier(const LayoutItem& parent, std::string name, BarrierEdge edge,
                                             std::span<const LayoutItem> items, double margin) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->makeBarrier(parent, std::move(name), edge, items, margin); });
}

LayoutHelperResult LayoutEngine::makeChain(std::span<const LayoutItem> items,
                                           CLayoutDirectionalXAxisAnchor start,
                                           CLayoutDirectionalXAxisAnchor end,
                                           const LayoutChainOptions& options) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->makeChain(items, LayoutAxis::horizontal, start.expression(), end.expression(),
                                      options);
  });
}

LayoutHelperResult LayoutEngine::makeChain(std::span<const LayoutItem> items, CLayoutYAxisAnchor start,
                                           CLayoutYAxisAnchor end,
                                           const LayoutChainOptions& options) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->makeChain(items, LayoutAxis::vertical, start.expression(), end.expression(),
                                      options);
  });
}

LayoutHelperResult LayoutEngine::centerWithBias(const LayoutItem& item, CLayoutDirectionalXAxisAnchor start,
                                                CLayoutDirectionalXAxisAnchor end, double bias) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->centerWithBias(item, LayoutAxis::horizontal, start.expression(), end.expression(),
                                           bias);
  });
}

LayoutHelperResult LayoutEngine::centerWithBias(const LayoutItem& item, CLayoutYAxisAnchor start,
                                                CLayoutYAxisAnchor end, double bias) noexcept {
  return implementation_->allOrNothing([&] {
    return implementation_->centerWithBias(item, LayoutAxis::vertical, start.expression(), end.expression(),
                                           bias);
  });
}

LayoutHelperResult LayoutEngine::setDimensionRatio(const LayoutItem& item, double width,
                                                   double height) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setDimensionRatio(item, width, height); });
}

LayoutResult LayoutEngine::removeHelper(const LayoutHelper& helper) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->removeHelper(helper); });
}

std::vector<LayoutConstraint> LayoutEngine::helperConstraints(const LayoutHelper& helper) const {
  return implementation_->helperConstraints(helper);
}

}  // namespace clayout
