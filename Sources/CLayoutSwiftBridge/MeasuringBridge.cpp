// MeasuringBridge.cpp — measured items for the Swift face: a Swift closure crosses as a C
// function pointer and a context pointer (the classic, verified form: a `std::function` made from
// a Swift closure is not), owned here by a shared holder that releases the context once.
#include <memory>
#include <utility>

#include "CLayoutCore/Layout/TextMeasurement.h"
#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

/// A Swift callback and its context; releases the context when the last copy of the measuring
/// function goes (the engine copies functions, so the holder is shared).
class SwiftMeasuring {
 public:
  SwiftMeasuring(SwiftMeasuringCallback measure, void* context, SwiftMeasuringRelease release) noexcept
      : measure_(measure), context_(context), release_(release) {}
  ~SwiftMeasuring() {
    if (release_ != nullptr) release_(context_);
  }
  SwiftMeasuring(const SwiftMeasuring&) = delete;
  SwiftMeasuring& operator=(const SwiftMeasuring&) = delete;

  LayoutSize operator()(double width) const noexcept {
    LayoutSize size;
    measure_(context_, width, &size.width, &size.height);
    return size;
  }

 private:
  SwiftMeasuringCallback measure_;
  void* context_;
  SwiftMeasuringRelease release_;
};

}  // namespace

LayoutResult engineSetMeasuringFunction(void* engine, const LayoutItem& item, SwiftMeasuringCallback measure,
                                        void* context, SwiftMeasuringRelease release) noexcept {
  auto holder = std::make_shared<SwiftMeasuring>(measure, context, release);
  if (measure == nullptr) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue, "the measuring function is null");
  }
  return engineAt(engine).setMeasuringFunction(
      item, [holder = std::move(holder)](double width) { return (*holder)(width); });
}

LayoutResult engineSetMonospacedText(void* engine, const LayoutItem& item, const std::string& text,
                                     double advance, double lineHeight) noexcept {
  return engineAt(engine).setMeasuringFunction(
      item, MonospacedTextMeasurer{advance, lineHeight}.measuringFunction(text));
}

LayoutResult engineClearMeasuringFunction(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).setMeasuringFunction(item, LayoutMeasuringFunction{});
}

bool engineHasMeasuringFunction(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).hasMeasuringFunction(item);
}

LayoutResult engineInvalidateIntrinsicContentSize(void* engine, const LayoutItem& item) noexcept {
  return engineAt(engine).invalidateIntrinsicContentSize(item);
}

LayoutResult engineLayoutIfNeeded(void* engine) noexcept { return engineAt(engine).layoutIfNeeded(); }

int engineMaximumLayoutRounds() noexcept { return LayoutEngine::maximumLayoutRounds; }

LayoutSize monospacedTextSize(const std::string& text, double width, double advance,
                              double lineHeight) noexcept {
  return MonospacedTextMeasurer{advance, lineHeight}.measure(text, width);
}

std::string monospacedTextLines(const std::string& text, double width, double advance,
                                double lineHeight) noexcept {
  std::string joined;
  for (const std::string& line : MonospacedTextMeasurer{advance, lineHeight}.lines(text, width)) {
    joined += line;
    joined += '\n';
  }
  return joined;
}

}  // namespace clayout::swift_bridge
