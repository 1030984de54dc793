// MeasuredItems.cpp — items whose size depends on their width (wrapping labels): measuring
// functions, and `layoutIfNeeded`, Auto Layout's two passes as a bounded loop.
//
// A measured item's intrinsic content size is the engine's (IntrinsicContentSize.cpp keeps the
// hugging and compression-resistance constraints): the width is the natural width (the function
// at +infinity), the height the function's height at the item's solved width. Every such size is
// set as the host's are (`setIntrinsicContentSizeInStack`), so that a fillProportionally stack
// follows a measured item's size as it follows any other's. `layoutIfNeeded`
// reads every measured item's width, measures those whose width (or function) changed, sets their
// heights (the solver re-solves incrementally on each `setConstant`) and repeats until no height
// changes. Each round measures first and sets heights after, so that a measurement that fails in
// the first round (the usual place: a new function or text) changes nothing at all. Every change
// is recorded, so that a later failure (an answer that is not a size, a function that throws, a
// layout that does not settle) restores the old heights newest first, each setting of a height
// all or nothing (`allOrNothing`), so that the restoring starts from a state the engine held and
// cannot fail. That restores the engine's books (the sizes, a stack's ratios); the solver is put
// back exactly by the call's transaction.
#include <cmath>
#include <exception>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

/// What one call of a measuring function gave: a size, or the failure naming the item.
struct Measurement {
  LayoutSize size;
  LayoutResult result;
};

/// `width` as messages write it: `+infinity` for the natural size.
std::string widthText(double width) { return std::isinf(width) ? "+infinity" : formatNumber(width); }

/// Calls `function` at `width` for the item called `name`, catching what it throws. Guarantees a
/// success only with a finite, non-negative size, never -0; the failure's message names the item, the width
/// and the value at fault.
Measurement measure(const LayoutMeasuringFunction& function, double width, const std::string& name) {
  Measurement measurement;
  // Written only for a failure: a success (every call of a settle loop) builds no text.
  auto where = [&]() { return "the measuring function of " + name + " at width " + widthText(width); };
  try {
    measurement.size = function(width);
  } catch (const std::exception& exception) {
    measurement.result =
        LayoutResult::failure(LayoutErrorKind::measuringFunctionFailed,
                              where() + " threw instead of answering a size: " + exception.what());
    return measurement;
  } catch (...) {
    measurement.result = LayoutResult::failure(LayoutErrorKind::measuringFunctionFailed,
                                               where() + " threw instead of answering a size");
    return measurement;
  }
  const std::pair<const char*, double> sides[2] = {{"width", measurement.size.width},
                                                   {"height", measurement.size.height}};
  for (const auto& [side, value] : sides) {
    if (!std::isfinite(value)) {
      measurement.result = LayoutResult::failure(
          LayoutErrorKind::nonFiniteValue,
          where() + " answered a " + side + " of " + formatNumber(value) + ": it is not finite");
      return measurement;
    }
    if (!(value >= 0)) {
      measurement.result = LayoutResult::failure(
          LayoutErrorKind::invalidValue,
          where() + " answered a " + side + " of " + formatNumber(value) + ": a size cannot be negative");
      return measurement;
    }
  }
  // A size of -0 is 0: kept as +0, or a later answer of +0 (equal to it) would change nothing and
  // leave the intrinsic constraints at -0 while the engine keeps +0 as the measured height.
  measurement.size.width += 0.0;
  measurement.size.height += 0.0;
  return measurement;
}

}  // namespace

LayoutResult LayoutEngineImplementation::setMeasuringFunction(const LayoutItem& item,
                                                              LayoutMeasuringFunction function) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  std::uint32_t index = item.identifier().index;
  auto existing = measuredItems_.find(index);
  bool hadFunction = existing != measuredItems_.end() && existing->second.item == item.identifier();
  if (!function) {
    if (!hadFunction) return LayoutResult::success();
    // Clearing removes the hugging and compression-resistance constraints (and a fillProportionally
    // stack's ratios to the item): it cannot fail.
    LayoutResult cleared = setIntrinsicContentSizeInStack(item, std::nullopt, std::nullopt);
    if (!cleared) return cleared;
    measuredItems_.erase(existing);
    return LayoutResult::success();
  }
  const std::string& name = slotOf(item)->name;
  Measurement natural = measure(function, std::numeric_limits<double>::infinity(), name);
  if (!natural.result) return natural.result;
  if (LayoutResult result = setIntrinsicContentSizeInStack(item, natural.size.width, natural.size.height);
      !result) {
    return result;
  }
  MeasuredItem& entry = measuredItems_[index];
  entry.item = item.identifier();
  entry.function = std::move(function);
  entry.naturalWidth = natural.size.width;
  entry.measuredHeight = natural.size.height;
  entry.measuredWidth.reset();
  return LayoutResult::success();
}

bool LayoutEngineImplementation::hasMeasuringFunction(const LayoutItem& item) const noexcept {
  if (slotOf(item) == nullptr) return false;
  auto entry = measuredItems_.find(item.identifier().index);
  return entry != measuredItems_.end() && entry->second.item == item.identifier();
}

LayoutResult LayoutEngineImplementation::invalidateIntrinsicContentSize(const LayoutItem& item) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  if (!hasMeasuringFunction(item)) return LayoutResult::success();
  MeasuredItem& entry = measuredItems_.at(item.identifier().index);
  Measurement natural = measure(entry.function, std::numeric_limits<double>::infinity(), slotOf(item)->name);
  if (!natural.result) return natural.result;
  // The height stays until `layoutIfNeeded` measures at the item's width.
  if (LayoutResult result = setIntrinsicContentSizeInStack(item, natural.size.width, entry.measuredHeight);
      !result) {
    return result;
  }
  entry.naturalWidth = natural.size.width;
  entry.measuredWidth.reset();
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::layoutIfNeeded() {
  // What a failure restores, in the order of the changes (undone newest first, so that each step
  // returns the engine to a state it held): a measured item's height, or a guide owner's derived
  // insets (HierarchyInsets.cpp).
  struct Change {
    bool isHeight;
    std::uint32_t index;
    double measuredHeight;
    std::optional<double> measuredWidth;
    DerivedChange derived;
  };
  std::vector<Change> changes;
  auto restore = [&]() {
    for (auto change = changes.rbegin(); change != changes.rend(); ++change) {
      if (!change->isHeight) {
        // Back to insets the guides held with every later change undone: it cannot fail.
        if (ItemSlot* owner = slotOf(change->derived.owner)) {
          owner->derived = change->derived.before;
          (void)updateGuides(change->derived.owner);
        }
        continue;
      }
      MeasuredItem& entry = measuredItems_.at(change->index);
      // Back to a height the solver held with every later change undone: it cannot fail.
      (void)setIntrinsicContentSizeInStack(handle(entry.item), entry.naturalWidth, change->measuredHeight);
      entry.measuredHeight = change->measuredHeight;
      entry.measuredWidth = change->measuredWidth;
    }
  };
  // A round measures every item whose width changed and reads every guide owner's insets at the
  // values of the last solve, and only then sets heights and guides: a failing measurement in the
  // first round leaves the engine untouched.
  struct Measured {
    std::uint32_t index;
    double width;
    double height;
  };
  std::vector<Measured> measured;
  std::vector<std::uint32_t> changedInRound;
  std::vector<ItemIdentifier> movedGuides;
  std::vector<DerivedChange> derivedChanges;
  for (int round = 1; round <= LayoutEngine::maximumLayoutRounds; ++round) {
    measured.clear();
    changedInRound.clear();
    movedGuides.clear();
    derivedChanges.clear();
    for (auto position = measuredItems_.begin(); position != measuredItems_.end();) {
      auto& [index, entry] = *position;
      const ItemSlot* slot = slotOf(entry.item);
      if (slot == nullptr) {
        // Removed: its constraints went with it, and no change of this call is about it.
        position = measuredItems_.erase(position);
        continue;
      }
      double width = solver_.valueOf(slot->width);
      if (!entry.measuredWidth || *entry.measuredWidth != width) {
        Measurement measurement = measure(entry.function, width, slot->name);
        if (!measurement.result) {
          restore();
          return measurement.result;
        }
        measured.push_back({index, width, measurement.size.height});
      }
      ++position;
    }
    // MARK: Margins and safe area that follow the hierarchy
    followHierarchy(movedGuides, derivedChanges);
    // The derived insets are stored, their guides not yet updated: a failure before that puts
    // the insets back, then restores the earlier changes.
    auto restoreRound = [&]() {
      for (auto derived = derivedChanges.rbegin(); derived != derivedChanges.rend(); ++derived)
        if (ItemSlot* owner = slotOf(derived->owner)) owner->derived = derived->before;
      restore();
    };
    for (const Measured& item : measured) {
      MeasuredItem& entry = measuredItems_.at(item.index);
      Change change{true, item.index, entry.measuredHeight, entry.measuredWidth, {}};
      if (item.height != entry.measuredHeight) {
        LayoutResult result = allOrNothing([&] {
          return setIntrinsicContentSizeInStack(handle(entry.item), entry.naturalWidth, item.height);
        });
        if (!result) {
          restoreRound();
          return result;
        }
        changedInRound.push_back(item.index);
      }
      changes.push_back(change);
      entry.measuredWidth = item.width;
      entry.measuredHeight = item.height;
    }
    for (const DerivedChange& derived : derivedChanges)
      changes.push_back({false, 0, 0, std::nullopt, derived});
    for (ItemIdentifier owner : movedGuides) {
      if (LayoutResult result = updateGuides(owner); !result) {
        restore();
        return result;
      }
    }
    if (changedInRound.empty() && movedGuides.empty()) return LayoutResult::success();
  }
  std::string what;
  if (!changedInRound.empty()) {
    what = "the height of ";
    for (std::size_t position = 0; position < changedInRound.size(); ++position) {
      if (position > 0) what += ", ";
      what += slotOf(measuredItems_.at(changedInRound[position]).item)->name;
    }
  }
  if (!movedGuides.empty()) {
    what += what.empty() ? "the guides of " : " and the guides of ";
    for (std::size_t position = 0; position < movedGuides.size(); ++position) {
      if (position > 0) what += ", ";
      what += displayName(movedGuides[position]);
    }
  }
  restore();
  std::string why = changedInRound.empty() ? "insets that move their own item?"
                    : movedGuides.empty()  ? "a height that moves its own width?"
                                           : "a height or insets that move themselves?";
  return LayoutResult::failure(
      LayoutErrorKind::layoutDidNotSettle,
      std::string(movedGuides.empty() ? "cannot lay out the measured items" : "cannot lay out") + ": after " +
          std::to_string(LayoutEngine::maximumLayoutRounds) + " rounds " + what + " still changed (" + why +
          ")");
}

}  // namespace clayout::internal

namespace clayout {

// MARK: LayoutEngine's measured items

LayoutResult LayoutEngine::setMeasuringFunction(const LayoutItem& item,
                                                LayoutMeasuringFunction function) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setMeasuringFunction(item, std::move(function)); });
}

bool LayoutEngine::hasMeasuringFunction(const LayoutItem& item) const noexcept {
  return implementation_->hasMeasuringFunction(item);
}

LayoutResult LayoutEngine::invalidateIntrinsicContentSize(const LayoutItem& item) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->invalidateIntrinsicContentSize(item); });
}

LayoutResult LayoutEngine::layoutIfNeeded() noexcept {
  return implementation_->allOrNothing([&] { return implementation_->layoutIfNeeded(); });
}

}  // namespace clayout
