// EngineBridge.cpp — the Swift face's entry points for an engine, its items, their properties and
// frames: each forwards to `LayoutEngine`. No exception is caught (SwiftBridge.h: out of memory
// ends the program).
#include <optional>
#include <span>

#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

/// The engine at `engine`, an address made by `makeSwiftLayoutEngine` and not yet destroyed.
LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

/// `value` when `hasValue`, none otherwise: how Swift passes an optional number.
std::optional<double> optionalNumber(bool hasValue, double value) noexcept {
  return hasValue ? std::optional<double>(value) : std::nullopt;
}

}  // namespace

// MARK: - Engine lifetime

void* makeSwiftLayoutEngine() noexcept { return new LayoutEngine(); }

void destroySwiftLayoutEngine(void* engine) noexcept { delete static_cast<LayoutEngine*>(engine); }

// MARK: - Items and the tree

LayoutItem engineRoot(void* engine) noexcept { return engineAt(engine).root(); }

LayoutItem engineMakeItem(void* engine, const std::string& name) noexcept {
  return engineAt(engine).makeItem(name);
}

LayoutItem engineMakeLayoutGuide(void* engine, const std::string& name) noexcept {
  return engineAt(engine).makeLayoutGuide(name);
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
  return engineAt(engine).subitems(item);
}

std::string engineItemName(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).name(item);
}

bool engineIsLayoutGuide(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).isLayoutGuide(item);
}

bool layoutItemsAreSame(const LayoutItem& a, const LayoutItem& b) noexcept { return a == b; }

// MARK: - Item properties

LayoutResult engineSetRootSize(void* engine, double width, double height) noexcept {
  return engineAt(engine).setRootSize({width, height});
}

LayoutResult engineSetIntrinsicContentSize(void* engine, const LayoutItem& item, bool hasWidth, double width,
                                           bool hasHeight, double height) noexcept {
  return engineAt(engine).setIntrinsicContentSize(item, optionalNumber(hasWidth, width),
                                                  optionalNumber(hasHeight, height));
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

std::size_t engineFrames(void* engine, LayoutRect* into, std::size_t capacity, LayoutCoordinates coordinates,
                         double scale) noexcept {
  // A null buffer has no room, whatever `capacity` says.
  std::span<LayoutRect> buffer =
      into != nullptr ? std::span<LayoutRect>(into, capacity) : std::span<LayoutRect>();
  return engineAt(engine).frames(buffer, coordinates, scale);
}

LayoutItemVector engineItemsInTreeOrder(void* engine) noexcept { return engineAt(engine).itemsInTreeOrder(); }

LayoutFrameChangeVector engineChangedFrames(void* engine, LayoutCoordinates coordinates,
                                            double scale) noexcept {
  return engineAt(engine).changedFrames(coordinates, scale);
}

LayoutSize engineFittingSize(void* engine, const LayoutItem& item, LayoutFitting fitting, bool hasWidth,
                             double width) noexcept {
  return engineAt(engine).fittingSize(item, fitting, optionalNumber(hasWidth, width));
}

LayoutConstraintVector engineConstraintsAffecting(void* engine, const LayoutItem& item,
                                                  LayoutAxis axis) noexcept {
  return engineAt(engine).constraintsAffecting(item, axis);
}

LayoutAmbiguityVector engineAmbiguities(void* engine) noexcept { return engineAt(engine).ambiguities(); }

std::string engineDump(void* engine) noexcept { return engineAt(engine).dump(); }

bool engineIsEmpty(void* engine) noexcept { return engineAt(engine).isEmpty(); }

}  // namespace clayout::swift_bridge
