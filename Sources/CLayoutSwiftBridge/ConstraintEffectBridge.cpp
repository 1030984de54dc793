// ConstraintEffectBridge.cpp — the Swift face's entry points for `ConstraintEffectAnalysis`: an
// analysis lives on the heap behind an opaque pointer, made, advanced, read and destroyed here.
#include <utility>
#include <vector>

#include "CLayoutCore/Layout/ConstraintEffectAnalysis.h"
#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

ConstraintEffectAnalysis& analysisAt(void* analysis) noexcept {
  return *static_cast<ConstraintEffectAnalysis*>(analysis);
}
const ConstraintEffectAnalysis& analysisAt(const void* analysis) noexcept {
  return *static_cast<const ConstraintEffectAnalysis*>(analysis);
}

}  // namespace

void* makeConstraintEffectAnalysis(void* engine, const LayoutConstraint* constraints, std::size_t count,
                                   const LayoutSize* sizes, std::size_t sizeCount) noexcept {
  std::vector<LayoutConstraint> list(constraints, constraints + count);
  std::vector<LayoutSize> sizeList(sizes, sizes + sizeCount);
  return new ConstraintEffectAnalysis(*static_cast<LayoutEngine*>(engine), std::move(list),
                                      std::move(sizeList));
}

bool advanceConstraintEffectAnalysis(void* analysis, std::size_t steps) noexcept {
  return analysisAt(analysis).advance(steps);
}

std::size_t constraintEffectAnalysisStepsDone(const void* analysis) noexcept {
  return analysisAt(analysis).stepsDone();
}

std::size_t constraintEffectAnalysisStepCount(const void* analysis) noexcept {
  return analysisAt(analysis).stepCount();
}

LayoutConstraintVector constraintEffectAnalysisWithoutEffect(const void* analysis) noexcept {
  return analysisAt(analysis).withoutEffect();
}

std::size_t constraintEffectAnalysisSearchedCount(const void* analysis) noexcept {
  return analysisAt(analysis).searchedCount();
}

LayoutSizeVector constraintEffectAnalysisSizesTried(const void* analysis) noexcept {
  return analysisAt(analysis).sizesTried();
}

void destroyConstraintEffectAnalysis(void* analysis) noexcept {
  delete static_cast<ConstraintEffectAnalysis*>(analysis);
}

}  // namespace clayout::swift_bridge
