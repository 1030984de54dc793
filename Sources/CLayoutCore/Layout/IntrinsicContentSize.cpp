// IntrinsicContentSize.cpp — intrinsic content size as Auto Layout keeps it: per axis, a
// hugging constraint `size <= intrinsic` at the content hugging priority (default 250) and a
// compression-resistance constraint `size >= intrinsic` at the compression resistance priority
// (default 750). The engine maintains both (internal constraints, shown in dumps and in
// `constraintsAffecting` with identifiers like `label.width hugging`): a new size changes their
// constants in place, a new priority their priority, and clearing the size removes them.
#include <cmath>
#include <string>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

int axisIndex(LayoutAxis axis) { return axis == LayoutAxis::horizontal ? 0 : 1; }

}  // namespace

LayoutResult LayoutEngineImplementation::setIntrinsicContentSize(const LayoutItem& item,
                                                                 std::optional<double> width,
                                                                 std::optional<double> height) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  const std::optional<double> sizes[2] = {width, height};
  {
    const ItemSlot& slot = *slotOf(item);
    for (const std::optional<double>& size : sizes) {
      if (size && !std::isfinite(*size)) {
        return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                     "cannot set the intrinsic content size of " + slot.shownName() + " to " +
                                         formatNumber(*size) + ": it is not finite");
      }
      // `!(x >= 0)`: every negative value, the negative denormals too, but not -0.
      if (size && !(*size >= 0)) {
        return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                     "cannot set the intrinsic content size of " + slot.shownName() + " to " +
                                         formatNumber(*size) + ": a size cannot be negative");
      }
      if (size && !isValueInRange(*size)) {
        return LayoutResult::failure(
            LayoutErrorKind::valueOutOfRange,
            "cannot set the intrinsic content size of " + slot.shownName() + " to " + formatNumber(*size) +
                ": it is beyond " + formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
      }
    }
  }
  // STEP 1: constants of the existing constraints, in place. A refusal puts back their constants
  // in the books; the call's transaction puts them back in the solver.
  std::vector<std::pair<LayoutConstraint, double>> changedConstants;  // with the old second constant
  auto rollBack = [&]() {
    for (const auto& [constraint, second] : changedConstants)
      constraint.data_->pending.second.constant = second;
  };
  for (int axis = 0; axis < 2; ++axis) {
    ItemSlot& slot = *slotOf(item);
    if (!sizes[axis] || !slot.intrinsicSize[axis]) continue;
    for (const std::optional<LayoutConstraint>* constraint :
         {&slot.hugging[axis], &slot.compressionResistance[axis]}) {
      double second = (*constraint)->data_->pending.second.constant;
      LayoutResult result = setConstant(**constraint, *sizes[axis], Maintainer::engine);
      if (!result) {
        rollBack();
        return result;
      }
      changedConstants.emplace_back(**constraint, second);
    }
  }
  // STEP 2: new constraints for axes that had no size, in one batch.
  std::vector<LayoutConstraint> added;
  for (int axis = 0; axis < 2; ++axis) {
    const ItemSlot& slot = *slotOf(item);
    if (!sizes[axis] || slot.intrinsicSize[axis]) continue;
    LayoutAttribute attribute = axis == 0 ? LayoutAttribute::width : LayoutAttribute::height;
    LayoutExpression size = LayoutExpression::of(item.identifier(), attribute, owner_, identity_);
    LayoutExpression value{{}, *sizes[axis], nullptr};
    std::string prefix = slot.name + (axis == 0 ? ".width" : ".height");
    added.push_back(makeInternal({size, Relation::lessThanOrEqual, value, slot.huggingPriority[axis],
                                  prefix + " hugging", std::nullopt}));
    added.push_back(
        makeInternal({size, Relation::greaterThanOrEqual, value, slot.compressionResistancePriority[axis],
                      prefix + " compression resistance", std::nullopt}));
  }
  // Nothing to add when every axis given had a size already (a text's new width, each frame).
  if (LayoutResult result = added.empty() ? LayoutResult::success() : activate(added, Maintainer::engine);
      !result) {
    rollBack();
    return result;
  }
  // STEP 3: record, and drop the constraints of cleared axes (removal cannot fail).
  std::size_t next = 0;
  std::vector<LayoutConstraint> dropped;
  ItemSlot& slot = *slotOf(item);
  for (int axis = 0; axis < 2; ++axis) {
    if (sizes[axis] && !slot.intrinsicSize[axis]) {
      slot.hugging[axis] = added[next++];
      slot.compressionResistance[axis] = added[next++];
    } else if (!sizes[axis] && slot.intrinsicSize[axis]) {
      dropped.push_back(*slot.hugging[axis]);
      dropped.push_back(*slot.compressionResistance[axis]);
      slot.hugging[axis].reset();
      slot.compressionResistance[axis].reset();
    }
    slot.intrinsicSize[axis] = sizes[axis];
  }
  dropActive(dropped);
  return LayoutResult::success();
}

/// Where an item keeps one of its two intrinsic-size priorities: the constraints (per axis) and
/// the priorities (per axis), and how messages name it.
struct IntrinsicPriority {
  std::optional<LayoutConstraint> (ItemSlot::*constraints)[2];
  double (ItemSlot::*priorities)[2];
  const char* name;
};

namespace {

constexpr IntrinsicPriority hugging{&ItemSlot::hugging, &ItemSlot::huggingPriority,
                                    "content hugging priority"};
constexpr IntrinsicPriority compressionResistance{&ItemSlot::compressionResistance,
                                                  &ItemSlot::compressionResistancePriority,
                                                  "compression resistance priority"};

}  // namespace

LayoutResult LayoutEngineImplementation::setIntrinsicPriority(const LayoutItem& item, LayoutAxis axis,
                                                              double priority,
                                                              const IntrinsicPriority& kind) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (axis != LayoutAxis::horizontal && axis != LayoutAxis::vertical) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                 std::string("cannot set the ") + kind.name + " of " + slot.shownName() +
                                     ": " + std::to_string(static_cast<int>(axis)) + " is not a LayoutAxis");
  }
  if (!priority::isValid(priority)) {
    return LayoutResult::failure(LayoutErrorKind::invalidPriority,
                                 std::string("cannot set the ") + kind.name + " of " + slot.shownName() +
                                     " to " + formatNumber(priority) + ": a priority is in (0, 1000]");
  }
  int index = axisIndex(axis);
  if (const std::optional<LayoutConstraint>& constraint = (slot.*kind.constraints)[index]) {
    if (LayoutResult result = setPriority(*constraint, priority, Maintainer::engine); !result) return result;
  }
  (slotOf(item)->*kind.priorities)[index] = priority;
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setContentHuggingPriority(const LayoutItem& item, LayoutAxis axis,
                                                                   double priority) {
  return setIntrinsicPriority(item, axis, priority, hugging);
}

LayoutResult LayoutEngineImplementation::setContentCompressionResistancePriority(const LayoutItem& item,
                                                                                 LayoutAxis axis,
                                                                                 double priority) {
  return setIntrinsicPriority(item, axis, priority, compressionResistance);
}

}  // namespace clayout::internal
