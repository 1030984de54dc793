// UIKitRulesBridge.cpp — UIKit's rules for the Swift face: margins and safe areas that follow the
// hierarchy, alignment rectangles, the readable content guide and the recovery from
// unsatisfiable constraints, and the devices.
#include <optional>

#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

}  // namespace

LayoutResult engineSetPreservesSuperviewLayoutMargins(void* engine, const LayoutItem& item,
                                                      bool preserves) noexcept {
  return engineAt(engine).setPreservesSuperviewLayoutMargins(item, preserves);
}

LayoutResult engineSetInsetsLayoutMarginsFromSafeArea(void* engine, const LayoutItem& item,
                                                      bool insets) noexcept {
  return engineAt(engine).setInsetsLayoutMarginsFromSafeArea(item, insets);
}

LayoutResult engineSetSystemMinimumLayoutMargins(void* engine, const LayoutItem& item, bool hasMinimum,
                                                 LayoutDirectionalInsets minimum) noexcept {
  return engineAt(engine).setSystemMinimumLayoutMargins(
      item, hasMinimum ? std::optional<LayoutDirectionalInsets>(minimum) : std::nullopt);
}

LayoutResult engineSetViewRespectsSystemMinimumLayoutMargins(void* engine, const LayoutItem& item,
                                                             bool respects) noexcept {
  return engineAt(engine).setViewRespectsSystemMinimumLayoutMargins(item, respects);
}

LayoutInsets engineLayoutMargins(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).layoutMargins(item);
}

LayoutInsets engineSafeAreaInsets(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).safeAreaInsets(item);
}

LayoutResult engineSetAlignmentRectInsets(void* engine, const LayoutItem& item,
                                          LayoutInsets insets) noexcept {
  return engineAt(engine).setAlignmentRectInsets(item, insets);
}

LayoutInsets engineAlignmentRectInsets(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).alignmentRectInsets(item);
}

LayoutItem engineReadableContentGuide(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).readableContentGuide(item);
}

LayoutResult engineSetReadableContentWidth(void* engine, double width) noexcept {
  return engineAt(engine).setReadableContentWidth(width);
}

double engineReadableContentWidth(void* engine) noexcept { return engineAt(engine).readableContentWidth(); }

void engineSetRecoversUnsatisfiableConstraints(void* engine, bool recovers) noexcept {
  // Cannot fail: both are cases of the enumeration.
  (void)engineAt(engine).setUnsatisfiableConstraintPolicy(recovers ? UnsatisfiableConstraintPolicy::recover
                                                                   : UnsatisfiableConstraintPolicy::refuse);
}

bool engineRecoversUnsatisfiableConstraints(void* engine) noexcept {
  return engineAt(engine).unsatisfiableConstraintPolicy() == UnsatisfiableConstraintPolicy::recover;
}

std::size_t engineBrokenConstraintCount(void* engine) noexcept {
  return engineAt(engine).brokenConstraints().size();
}

LayoutResult engineBrokenConstraint(void* engine, std::size_t index) noexcept {
  const BrokenConstraint& broken = engineAt(engine).brokenConstraints().at(index);
  LayoutResult result;
  result.kind = LayoutErrorKind::unsatisfiableConstraint;
  result.message = broken.message;
  result.constraint = broken.constraint;
  result.conflicts = broken.conflicts;
  result.rootSizeAxis = broken.rootSizeAxis;
  return result;
}

void engineClearBrokenConstraints(void* engine) noexcept { engineAt(engine).clearBrokenConstraints(); }

// MARK: - Devices

LayoutDevice layoutDeviceNamed(const std::string& name, bool landscape) noexcept {
  return LayoutDevice::named(
             name, landscape ? LayoutDeviceOrientation::landscape : LayoutDeviceOrientation::portrait)
      .value_or(LayoutDevice{});
}

std::string layoutDeviceKnownNames() noexcept {
  std::string lines;
  for (const std::string& name : LayoutDevice::knownNames()) lines += name + "\n";
  return lines;
}

LayoutResult engineApplyDevice(void* engine, const LayoutDevice& device) noexcept {
  LayoutEngine& layout = engineAt(engine);
  return layout.applyDevice(layout.root(), device);
}

}  // namespace clayout::swift_bridge
