// StackBridge.cpp — the Swift face's entry points for hidden items and stacks: each forwards to
// `LayoutEngine` (SwiftBridge.h). No exception is caught (out of memory ends the program).
#include <limits>
#include <span>

#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

/// The engine at `engine`, an address made by `makeSwiftLayoutEngine` and not yet destroyed.
LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

}  // namespace

LayoutResult engineSetHidden(void* engine, const LayoutItem& item, bool hidden) noexcept {
  return engineAt(engine).setHidden(item, hidden);
}

LayoutResult engineSetHiddenItems(void* engine, const LayoutItem* items, std::size_t count,
                                  bool hidden) noexcept {
  std::span<const LayoutItem> list =
      items != nullptr ? std::span(items, count) : std::span<const LayoutItem>();
  return engineAt(engine).setHidden(list, hidden);
}

bool engineIsHidden(void* engine, const LayoutItem& item) noexcept { return engineAt(engine).isHidden(item); }

bool engineIsHiddenInTree(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).isHiddenInTree(item);
}

LayoutItem engineMakeStack(void* engine, const std::string& name) noexcept {
  return engineAt(engine).makeStack(name);
}

bool engineIsStack(void* engine, const LayoutItem& item) noexcept { return engineAt(engine).isStack(item); }

LayoutItemVector engineArrangedSubitems(void* engine, const LayoutItem& stack) noexcept {
  return engineAt(engine).arrangedSubitems(stack);
}

LayoutResult engineInsertArrangedSubitem(void* engine, const LayoutItem& stack, const LayoutItem& item,
                                         bool atEnd, std::size_t index) noexcept {
  return atEnd ? engineAt(engine).addArrangedSubitem(stack, item)
               : engineAt(engine).insertArrangedSubitem(stack, item, index);
}

LayoutResult engineRemoveArrangedSubitem(void* engine, const LayoutItem& stack,
                                         const LayoutItem& item) noexcept {
  return engineAt(engine).removeArrangedSubitem(stack, item);
}

LayoutResult engineSetStackAxis(void* engine, const LayoutItem& stack, LayoutAxis axis) noexcept {
  return engineAt(engine).setStackAxis(stack, axis);
}

LayoutResult engineSetStackDistribution(void* engine, const LayoutItem& stack,
                                        std::uint8_t distribution) noexcept {
  return engineAt(engine).setStackDistribution(stack, static_cast<LayoutStackDistribution>(distribution));
}

LayoutResult engineSetStackAlignment(void* engine, const LayoutItem& stack, std::uint8_t alignment) noexcept {
  return engineAt(engine).setStackAlignment(stack, static_cast<LayoutStackAlignment>(alignment));
}

LayoutResult engineSetStackSpacing(void* engine, const LayoutItem& stack, double spacing) noexcept {
  return engineAt(engine).setStackSpacing(stack, spacing);
}

LayoutResult engineSetCustomSpacing(void* engine, const LayoutItem& stack, const LayoutItem& after,
                                    bool hasSpacing, double spacing) noexcept {
  return engineAt(engine).setCustomSpacing(stack, after,
                                           hasSpacing ? std::optional<double>(spacing) : std::nullopt);
}

double engineCustomSpacing(void* engine, const LayoutItem& stack, const LayoutItem& after) noexcept {
  return engineAt(engine).customSpacing(stack, after).value_or(std::numeric_limits<double>::quiet_NaN());
}

LayoutResult engineSetLayoutMarginsRelativeArrangement(void* engine, const LayoutItem& stack,
                                                       bool relative) noexcept {
  return engineAt(engine).setLayoutMarginsRelativeArrangement(stack, relative);
}

LayoutResult engineSetBaselineRelativeArrangement(void* engine, const LayoutItem& stack,
                                                  bool relative) noexcept {
  return engineAt(engine).setBaselineRelativeArrangement(stack, relative);
}

LayoutStackProperties engineStackProperties(void* engine, const LayoutItem& stack) noexcept {
  return engineAt(engine).stackProperties(stack).value_or(LayoutStackProperties{});
}

}  // namespace clayout::swift_bridge
