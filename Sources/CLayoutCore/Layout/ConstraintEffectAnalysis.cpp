// ConstraintEffectAnalysis.cpp — which constraints change nothing (see ConstraintEffectAnalysis.h).
//
// Why a probe rather than the engine's ambiguity report: deactivating a constraint that pins
// something leaves the solver's values where they were (the incremental simplex does not move a
// variable that has become free), so the frames alone cannot tell a constraint that pinned an
// edge from a duplicate; and the ambiguity report reads the whole tableau, which for every
// constraint of a large file made the check quadratic. Whatever the constraint's removal frees
// moves its own sides apart (every other constraint still holds, so a new free direction is one
// along which `first - second` changes), so asking those sides to part, at a priority below
// everything else, finds exactly the new freedom, in the engine's incremental steps.
#include "CLayoutCore/Layout/ConstraintEffectAnalysis.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <utility>

#include "CLayoutCore/Solver/Priority.h"

namespace clayout {

namespace {

/// How far the probes ask a constraint's sides to part, in points.
constexpr double probeOffset = 1;
/// A probe's move counts when a frame moves by more than this: any real freedom moves the sides
/// by `probeOffset`, and so some frame by far more than rounding.
constexpr double probeThreshold = 1e-7;

bool moved(const LayoutRect& a, const LayoutRect& b, double limit) {
  // A NaN on either side (a frame not yet read) counts as moved.
  return !(std::fabs(a.x - b.x) <= limit && std::fabs(a.y - b.y) <= limit &&
           std::fabs(a.width - b.width) <= limit && std::fabs(a.height - b.height) <= limit);
}

}  // namespace

ConstraintEffectAnalysis::ConstraintEffectAnalysis(LayoutEngine& engine,
                                                   std::vector<LayoutConstraint> constraints,
                                                   std::vector<LayoutSize> sizes)
    : engine_(engine),
      constraints_(std::move(constraints)),
      sizes_(std::move(sizes)),
      sizeTaken_(sizes_.size(), false),
      sizeTried_(sizes_.size(), false),
      hasEffect_(constraints_.size(), false) {
  // The probes go below every constraint of the engine (the host's, the engine's own for
  // intrinsic sizes, guides, stacks and helpers), so that they only choose among the solutions
  // the layout already finds equally good.
  double smallest = priority::required;
  for (const LayoutItem& item : engine_.itemsInTreeOrder()) {
    for (LayoutAxis axis : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
      for (const LayoutConstraint& constraint : engine_.constraintsAffecting(item, axis))
        smallest = std::min(smallest, constraint.priority());
    }
  }
  probePriority_ = std::max(smallest / 2, std::numeric_limits<double>::min());
  for (std::size_t index = 0; index < constraints_.size(); ++index) {
    if (!constraints_[index].isActive()) hasEffect_[index] = true;
  }
  // Every frame, read once: the first call reports every item.
  (void)framesMoved(0);
}

ConstraintEffectAnalysis::~ConstraintEffectAnalysis() {
  if (resized_) {
    (void)engine_.setRootSize(sizes_.front());
    (void)engine_.layoutIfNeeded();
  }
}

std::size_t ConstraintEffectAnalysis::stepsDone() const noexcept {
  if (isDone()) return stepCount();
  // The slices done, and in the current one the sizes done and the constraints passed.
  const std::size_t slice = std::min(sliceSize, constraints_.size() - sliceStart_);
  return sliceStart_ * sizes_.size() + size_ * slice + (constraint_ - sliceStart_);
}

std::vector<LayoutSize> ConstraintEffectAnalysis::sizesTried() const {
  std::vector<LayoutSize> tried;
  for (std::size_t index = 0; index < sizes_.size(); ++index) {
    if (sizeTaken_[index] || !sizeTried_[index]) tried.push_back(sizes_[index]);
  }
  return tried;
}

std::vector<LayoutConstraint> ConstraintEffectAnalysis::withoutEffect() const {
  std::vector<LayoutConstraint> found;
  for (std::size_t index = 0; index < searchedCount(); ++index) {
    if (!hasEffect_[index]) found.push_back(constraints_[index]);
  }
  return found;
}

bool ConstraintEffectAnalysis::advance(std::size_t steps) noexcept {
  while (steps > 0 && !isDone()) {
    if (!sizeStarted_) startSize();
    const std::size_t sliceEnd = std::min(sliceStart_ + sliceSize, constraints_.size());
    if (!sizeTaken_[size_] || constraint_ >= sliceEnd) {
      const std::size_t slice = sliceStart_;
      nextSize();
      // A slice done ends the call, so that a host can stop with whole slices answered for.
      if (sliceStart_ != slice) break;
      continue;
    }
    if (!hasEffect_[constraint_]) {
      step();
      --steps;
    }
    ++constraint_;
  }
  if (isDone() && resized_) {
    (void)engine_.setRootSize(sizes_.front());
    (void)engine_.layoutIfNeeded();
    (void)framesMoved(std::numeric_limits<double>::infinity());
    resized_ = false;
  }
  return isDone();
}

void ConstraintEffectAnalysis::nextSize() {
  sizeStarted_ = false;
  constraint_ = sliceStart_;
  if (++size_ < sizes_.size()) return;
  size_ = 0;
  sliceStart_ = std::min(sliceStart_ + sliceSize, constraints_.size());
  constraint_ = sliceStart_;
}

void ConstraintEffectAnalysis::startSize() {
  sizeStarted_ = true;
  if (sizeTried_[size_] && !sizeTaken_[size_]) return;
  // Text items are laid out again at each size before their frames are read.
  resized_ = true;
  const bool taken = static_cast<bool>(engine_.setRootSize(sizes_[size_])) && engine_.layoutIfNeeded();
  sizeTried_[size_] = true;
  sizeTaken_[size_] = taken;
  (void)framesMoved(std::numeric_limits<double>::infinity());
}

void ConstraintEffectAnalysis::step() {
  const LayoutConstraint constraint = constraints_[constraint_];
  if (!engine_.deactivate(std::span<const LayoutConstraint>(&constraint, 1))) {
    hasEffect_[constraint_] = true;  // the engine keeps it (one it maintains, or another engine's)
    return;
  }
  (void)engine_.layoutIfNeeded();
  bool effect = framesMoved(threshold);
  if (!effect) {
    switch (constraint.relation()) {
      case Relation::equal:
        effect = probeMoves(constraint, probeOffset) || probeMoves(constraint, -probeOffset);
        break;
      case Relation::greaterThanOrEqual:
        effect = probeMoves(constraint, -probeOffset);
        break;
      case Relation::lessThanOrEqual:
        effect = probeMoves(constraint, probeOffset);
        break;
    }
  }
  restore(constraint);
  if (effect) hasEffect_[constraint_] = true;
}

bool ConstraintEffectAnalysis::probeMoves(const LayoutConstraint& constraint, double offset) {
  PendingLayoutConstraint pending;
  pending.first = constraint.firstExpression();
  pending.relation = Relation::equal;
  pending.second = constraint.secondExpression();
  pending.second.constant += offset;
  pending.priority = probePriority_;
  pending.anchorKind = constraint.anchorKind();
  // Read in the constraint's own direction, so that its sides part as they are written.
  pending.directionItem = constraint.directionItem();
  const LayoutConstraint probe = LayoutConstraint::writtenAt(std::move(pending), "", 0);
  if (!engine_.activate(std::span<const LayoutConstraint>(&probe, 1))) return false;
  (void)engine_.layoutIfNeeded();
  const bool moves = framesMoved(probeThreshold);
  (void)engine_.deactivate(std::span<const LayoutConstraint>(&probe, 1));
  (void)engine_.layoutIfNeeded();
  (void)framesMoved(std::numeric_limits<double>::infinity());
  return moves;
}

void ConstraintEffectAnalysis::restore(const LayoutConstraint& constraint) {
  // It held at this size before its step, and its removal can only have made the layout easier:
  // it is taken back.
  (void)engine_.activate(std::span<const LayoutConstraint>(&constraint, 1));
  (void)engine_.layoutIfNeeded();
  (void)framesMoved(std::numeric_limits<double>::infinity());
}

bool ConstraintEffectAnalysis::framesMoved(double limit) {
  bool any = false;
  for (const LayoutFrameChange& change : engine_.changedFrames(LayoutCoordinates::root)) {
    const std::uint32_t index = change.item.identifier().index;
    if (index >= frames_.size()) {
      const double unknown = std::numeric_limits<double>::quiet_NaN();
      frames_.resize(index + 1, LayoutRect{unknown, unknown, unknown, unknown});
    }
    any = any || moved(change.frame, frames_[index], limit);
    frames_[index] = change.frame;
  }
  return any;
}

}  // namespace clayout
