// HelperBridge.cpp — the Swift face's entry points for ConstraintLayout's helpers: each forwards to
// `LayoutEngine` (LayoutEngine.h, "MARK: ConstraintLayout helpers"). No exception is caught
// (SwiftBridge.h: out of memory ends the program).
#include <optional>
#include <span>
#include <vector>

#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

/// The engine at `engine`, an address made by `makeSwiftLayoutEngine` and not yet destroyed.
LayoutEngine& engineAt(void* engine) noexcept { return *static_cast<LayoutEngine*>(engine); }

/// The anchor `expression` is, when it is one (`1 · item.attribute`, no constant); none otherwise.
template <typename Anchor>
std::optional<Anchor> anchorOf(const LayoutExpression& expression) noexcept {
  if (expression.terms.size() != 1 || expression.terms.front().coefficient != 1 || expression.constant != 0 ||
      expression.mixesEngines)
    return std::nullopt;
  const LayoutTerm& term = expression.terms.front();
  return Anchor(expression.engine, term.item, term.attribute, expression.engineIdentity);
}

/// The refusal of a start or end that is an expression rather than one anchor.
LayoutHelperResult notAnAnchor(const char* what) {
  return LayoutHelperResult{
      LayoutResult::failure(LayoutErrorKind::invalidValue,
                            std::string("cannot make the ") + what +
                                ": its start and end must each be one anchor (an item's leadingAnchor, "
                                "trailingAnchor, topAnchor, …), not an expression"),
      {}};
}

}  // namespace

LayoutHelperResult engineMakeGuideline(void* engine, const LayoutItem& parent, const std::string& name,
                                       GuidelineOrientation orientation, GuidelineReference reference,
                                       double value) noexcept {
  return engineAt(engine).makeGuideline(parent, name, orientation, reference, value);
}

LayoutHelperResult engineMakeBarrier(void* engine, const LayoutItem& parent, const std::string& name,
                                     BarrierEdge edge, const LayoutItem* items, std::size_t count,
                                     double margin) noexcept {
  // A null list has no items, whatever `count` says.
  std::span<const LayoutItem> list =
      items != nullptr ? std::span(items, count) : std::span<const LayoutItem>();
  return engineAt(engine).makeBarrier(parent, name, edge, list, margin);
}

LayoutHelperResult engineMakeChain(void* engine, const LayoutItem* items, std::size_t count, bool horizontal,
                                   const LayoutExpression& start, const LayoutExpression& end,
                                   ChainStyle style, double bias, const double* weights,
                                   std::size_t weightCount, const double* margins,
                                   std::size_t marginCount) noexcept {
  std::span<const LayoutItem> list =
      items != nullptr ? std::span(items, count) : std::span<const LayoutItem>();
  LayoutChainOptions options;
  options.style = style;
  options.bias = bias;
  if (weights != nullptr) options.weights.assign(weights, weights + weightCount);
  if (margins != nullptr) {
    for (std::size_t index = 0; index < marginCount; ++index) {
      const double* group = margins + 6 * index;
      LayoutChainMargins each{group[0], group[1]};
      if (group[2] != 0) each.goneStart = group[3];
      if (group[4] != 0) each.goneEnd = group[5];
      options.margins.push_back(each);
    }
  }
  if (horizontal) {
    auto first = anchorOf<CLayoutDirectionalXAxisAnchor>(start);
    auto last = anchorOf<CLayoutDirectionalXAxisAnchor>(end);
    if (!first || !last) return notAnAnchor("chain");
    return engineAt(engine).makeChain(list, *first, *last, options);
  }
  auto first = anchorOf<CLayoutYAxisAnchor>(start);
  auto last = anchorOf<CLayoutYAxisAnchor>(end);
  if (!first || !last) return notAnAnchor("chain");
  return engineAt(engine).makeChain(list, *first, *last, options);
}

LayoutHelperResult engineCenterWithBias(void* engine, const LayoutItem& item, bool horizontal,
                                        const LayoutExpression& start, const LayoutExpression& end,
                                        double bias) noexcept {
  if (horizontal) {
    auto first = anchorOf<CLayoutDirectionalXAxisAnchor>(start);
    auto last = anchorOf<CLayoutDirectionalXAxisAnchor>(end);
    if (!first || !last) return notAnAnchor("centering with a bias");
    return engineAt(engine).centerWithBias(item, *first, *last, bias);
  }
  auto first = anchorOf<CLayoutYAxisAnchor>(start);
  auto last = anchorOf<CLayoutYAxisAnchor>(end);
  if (!first || !last) return notAnAnchor("centering with a bias");
  return engineAt(engine).centerWithBias(item, *first, *last, bias);
}

LayoutHelperResult engineSetDimensionRatio(void* engine, const LayoutItem& item, double width,
                                           double height) noexcept {
  return engineAt(engine).setDimensionRatio(item, width, height);
}

LayoutResult layoutHelperResultOutcome(const LayoutHelperResult& made) noexcept { return made.result; }

LayoutHelper layoutHelperResultHelper(const LayoutHelperResult& made) noexcept { return made.helper; }

LayoutItem layoutHelperGuide(const LayoutHelper& helper) noexcept { return helper.guide; }

LayoutResult engineRemoveHelper(void* engine, const LayoutHelper& helper) noexcept {
  return engineAt(engine).removeHelper(helper);
}

LayoutConstraintVector engineHelperConstraints(void* engine, const LayoutHelper& helper) noexcept {
  return engineAt(engine).helperConstraints(helper);
}

}  // namespace clayout::swift_bridge
