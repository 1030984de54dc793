// ConstraintEffectAnalysis.h — which of some active constraints change nothing: deactivated
// alone, no frame moves at any of a few root sizes and nothing becomes free to move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// Finds, among some active constraints of an engine, those without effect: deactivated alone,
/// no item's frame (root coordinates) moves by more than `threshold` at any of the root sizes
/// given (a size the required constraints cannot take is skipped), and nothing becomes free to
/// move that was not. An exact duplicate is one; so is each of a set of required constraints
/// that over-determine an item. What `clayout check` warns about.
///
/// The work is done in steps (`advance`), one constraint at one size each, so that a host can
/// show progress and stop: the constraints in slices of `sliceSize`, in order; for each slice the
/// sizes in the order given, and at each size the slice's constraints, leaving out those already
/// found to have an effect. A host that stops early has the answer for every constraint of the
/// slices done (`searchedCount`), the first ones. Each step deactivates the constraint and
/// compares only the frames that changed (`LayoutEngine::changedFrames`); when none moved, it
/// asks whether the constraint's sides are now free to part: a probe `first == second ± 1`, at a
/// priority below every other in the engine, moves something exactly when they are (on the side
/// the relation forbade: both for `==`, down for `>=`, up for `<=`). Then the constraint is
/// activated again. A step therefore costs what the engine's incremental changes cost, not a
/// pass over every item; each size of a slice costs one root-size change and one read of the
/// frames that moved. (What the engine's changes cost is the solver's: on a long list of items
/// with intrinsic sizes a removal or addition re-optimizes in time that grows with the list.)
///
/// While it runs the analysis owns the engine's state: it changes the root's size and the
/// constraints' activity, and takes `changedFrames` (a host that reads them for drawing sees
/// them as new afterwards). Once done, or when destroyed, every constraint it deactivated is
/// active again and the root has the first size again (when it could take it). Constraints that
/// are not active, or that the engine will not deactivate, count as having an effect.
class ConstraintEffectAnalysis {
 public:
  /// How far a frame may move and still count as not moved, in points: below a thousandth of a
  /// pixel at scale 10.
  static constexpr double threshold = 0.0001;

  /// An analysis of `constraints` (active in `engine`) at `sizes` (the first being the root's
  /// size the host wants back). Reads the frames once; assumes `engine` outlives the analysis.
  ConstraintEffectAnalysis(LayoutEngine& engine, std::vector<LayoutConstraint> constraints,
                           std::vector<LayoutSize> sizes);
  ~ConstraintEffectAnalysis();
  ConstraintEffectAnalysis(const ConstraintEffectAnalysis&) = delete;
  ConstraintEffectAnalysis& operator=(const ConstraintEffectAnalysis&) = delete;

  /// The constraints searched together, size after size.
  static constexpr std::size_t sliceSize = 256;

  /// Analyses up to `steps` more constraints (each at one size), stopping early when a slice is
  /// done (so that a host can stop there); whether the analysis is done.
  bool advance(std::size_t steps) noexcept;
  /// Whether every constraint has been analysed at every size it needed.
  bool isDone() const noexcept { return sliceStart_ >= constraints_.size() || sizes_.empty(); }
  /// How many constraints, the first ones, have been analysed at every size.
  std::size_t searchedCount() const noexcept { return isDone() ? constraints_.size() : sliceStart_; }
  /// The steps taken so far and the most there can be (constraints × sizes; a constraint found
  /// with an effect skips its remaining sizes, which then count as taken).
  std::size_t stepsDone() const noexcept;
  std::size_t stepCount() const noexcept { return constraints_.size() * sizes_.size(); }
  /// The sizes given but those the root was found not to take (one not tried yet counts).
  std::vector<LayoutSize> sizesTried() const;
  /// The constraints without effect among the `searchedCount` first ones, in the order given.
  std::vector<LayoutConstraint> withoutEffect() const;

 private:
  /// Starts size `size_` for the current slice: sets it and reads the frames that moved; a size
  /// found once not to hold is not tried again.
  void startSize();
  /// Moves on to the next size, or to the next slice after the last size.
  void nextSize();
  /// The analysis of constraint `constraint_` at the current size.
  void step();
  /// Whether any frame changed since the last read by more than `limit` in some number; keeps the
  /// new frames.
  bool framesMoved(double limit);
  /// Whether a probe `first == second + offset` of `constraint` moves anything.
  bool probeMoves(const LayoutConstraint& constraint, double offset);
  /// Activates `constraint` again after its step and reads the frames back.
  void restore(const LayoutConstraint& constraint);

  LayoutEngine& engine_;
  std::vector<LayoutConstraint> constraints_;
  std::vector<LayoutSize> sizes_;
  /// Whether each size could be taken, once tried (`sizeTried_`).
  std::vector<bool> sizeTaken_;
  std::vector<bool> sizeTried_;
  /// Whether each constraint was found to have an effect.
  std::vector<bool> hasEffect_;
  /// Each item's frame as last read, by slot index (`ItemIdentifier::index`).
  std::vector<LayoutRect> frames_;
  /// The priority of the probes: half the smallest of the engine's constraints.
  double probePriority_ = 0;
  /// The slice, the size and the constraint next analysed.
  std::size_t sliceStart_ = 0;
  std::size_t size_ = 0;
  std::size_t constraint_ = 0;
  bool sizeStarted_ = false;
  /// Whether the root's size was changed (to be set back).
  bool resized_ = false;
};

}  // namespace clayout
