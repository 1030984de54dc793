// LayoutConstraint.h — a relation between anchor expressions of items, with identity.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <source_location>
#include <string>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Priority.h"

namespace clayout {

struct LayoutResult;
class LayoutEngine;
namespace internal {
class LayoutEngineImplementation;
}  // namespace internal

/// A constraint as the anchor operators build it, before it is given an identity: what
/// `a.right == b.left - 10` returns. It converts to a `LayoutConstraint`, which records where it
/// was written. `| priority` and `| LayoutIdentifier{"name"}` (AnchorOperators.h) return new
/// pending constraints.
struct PendingLayoutConstraint {
  LayoutExpression first;
  Relation relation = Relation::equal;
  LayoutExpression second;
  double priority = priority::required;
  std::string identifier;
  /// The kind of both sides as the anchor DSL typed them (C++'s `anchor_kind`, Swift's
  /// `LayoutAnchorKind`); none for a constraint built by hand or by the engine itself. For a kind of
  /// position, a side that a zero multiplier turns into a constant is refused
  /// (`zeroMultiplier`); the engine reads each side's kind from its terms all the same, since a
  /// hand-built constraint has no type to trust.
  std::optional<AnchorKind> anchorKind;
  /// Where the relation was written, when what built it knows (the anchor DSL's `==`, `<=`, `>=`
  /// and their named forms record it); line 0 otherwise. `LayoutConstraint` takes this place over
  /// that of its own conversion.
  std::source_location location{};
  /// The item whose layout direction reads leading and trailing in this constraint, when one is
  /// given (`| LayoutDirectionOf{item}`; a Visual Format Language line gives its superview);
  /// otherwise (a handle to no item) the first item's, the first side's first term's. It must be
  /// an item of the constraint's engine, in the same tree. Kept as a reference, not a handle: it is
  /// in every constraint's record.
  LayoutItemReference directionItem{};
};

/// A layout constraint: `first relation second` between linear expressions of item attributes,
/// at a priority, with an identifier and the place it was written, as NSLayoutConstraint.
///
/// A handle with identity: copies refer to the same constraint. It is inactive until an engine
/// activates it (`activateConstraints`, `LayoutEngine::activate`); while active its constant and
/// priority can change in place. The *constant* is Auto Layout's: `second.constant -
/// first.constant`, so for `a.right == b.left - 10` it is -10.
class LayoutConstraint {
 public:
  /// Gives `pending` an identity, recording where it was written: `pending.location`, the place of
  /// the relation the anchor DSL's operator recorded (each constraint its own line, with GCC and
  /// Clang alike, in an initializer list too), or, for a pending constraint without one, where
  /// this conversion happens. (A default argument of this conversion alone would give, with GCC,
  /// every element of an `activateConstraints({…})` list the line of the call.)
  LayoutConstraint(PendingLayoutConstraint pending,  // NOLINT: implicit on purpose
                   std::source_location location = std::source_location::current());

  /// Gives `pending` an identity written at `fileName`:`line`, for front ends that know the
  /// place otherwise than by `std::source_location` (Swift's `#fileID` and `#line`). `fileName`
  /// is stored as given (not shortened) and must outlive the constraint: a string literal or a
  /// Swift `StaticString`.
  static LayoutConstraint writtenAt(PendingLayoutConstraint pending, const char* fileName,
                                    std::uint32_t line);

  /// Records that the constraint was written at `fileName`:`line`, in place, when it has no place
  /// yet (its line is 0) and is inactive; `false` (and no change) otherwise. For front ends that
  /// learn the place only when the constraint is used (Swift's result builders and `activate`):
  /// every handle to the constraint sees the place, and its identity stays. `fileName` is stored
  /// as given and must outlive the constraint.
  bool recordPlaceIfUnknown(const char* fileName, std::uint32_t line) noexcept;

  /// The first side as written, its constant included: `a.right` in `a.right == b.left - 10`.
  const LayoutExpression& firstExpression() const noexcept { return data_->pending.first; }
  /// The second side as written: `b.left - 10`; `setConstant` changes its constant.
  const LayoutExpression& secondExpression() const noexcept { return data_->pending.second; }
  /// The relation between the sides.
  Relation relation() const noexcept { return data_->pending.relation; }
  /// Auto Layout's constant: the right-hand side's constant minus the left-hand side's.
  double constant() const noexcept { return data_->pending.second.constant - data_->pending.first.constant; }
  /// The priority as written or as last set (`setPriority`); `priority::required` unless given.
  double priority() const noexcept { return data_->pending.priority; }
  /// The identifier (empty when none).
  const std::string& identifier() const noexcept { return data_->pending.identifier; }
  /// The kind the anchor DSL typed the relation with; none for one built by hand.
  std::optional<AnchorKind> anchorKind() const noexcept { return data_->pending.anchorKind; }
  /// The item whose layout direction reads leading and trailing, when one was given (a handle to
  /// no item otherwise: the first item's direction reads them).
  LayoutItem directionItem() const noexcept { return data_->pending.directionItem.item(); }
  /// The file it was written in, without directories (`LoginScreen.cpp`; from `writtenAt`, as
  /// given); empty for the constraints the engine writes itself (intrinsic size, guides).
  const char* fileName() const noexcept;
  /// The line it was written on; 0 for the constraints the engine writes itself.
  std::uint32_t line() const noexcept { return data_->line; }
  /// Whether an engine has it active.
  bool isActive() const noexcept { return data_->active; }
  /// The engine the constraint's items belong to: null for a constraint without items, and null
  /// once that engine is destroyed (see `namesDestroyedEngine`).
  LayoutEngine* engine() const noexcept;
  /// Whether the constraint's items belong to an engine that was destroyed: it can no longer be
  /// activated, and its `setConstant` and `setPriority` answer `LayoutErrorKind::destroyedEngine`.
  bool namesDestroyedEngine() const noexcept;
  /// Whether a side names an empty item handle (an anchor of `LayoutItem()`, such as the
  /// `layoutMarginsGuide` of a layout guide): no engine can activate it (`removedItem`).
  bool usesEmptyItem() const noexcept;
  /// What a refusal of such a constraint says, after its description.
  static constexpr const char* emptyItemReason =
      "it uses an empty item handle (the margins or safe-area guide of a layout guide or of a removed "
      "item, or a default LayoutItem), which names no item";
  /// Whether `other` is a handle to this same constraint.
  bool isSameConstraint(const LayoutConstraint& other) const noexcept { return data_ == other.data_; }
  /// A stable address identifying the constraint.
  const void* identity() const noexcept { return data_.get(); }

  /// Changes the constant, in place when active (see `LayoutEngine::setConstant`).
  LayoutResult setConstant(double constant) noexcept;
  /// Changes the priority, in place when active (see `LayoutEngine::setPriority`).
  LayoutResult setPriority(double priority) noexcept;

  /// A readable form with item names, e.g.
  /// `label.top == button.bottom + 20 @750 "title-gap" (LoginScreen.cpp:42)`.
  std::string description() const;
  /// The description without the place it ends with, e.g. `label.top == button.bottom + 20 @750
  /// "title-gap"`: for a message that gives the place already (`LoginScreen.layout:42:1: …`).
  /// The same as `description()` for a constraint without a line.
  std::string statement() const;

 private:
  friend class LayoutEngine;
  friend class internal::LayoutEngineImplementation;
  struct Data {
    PendingLayoutConstraint pending;
    const char* fileName = "";
    std::uint32_t line = 0;
    /// While active: its place in its engine's list of active constraints (internal; the engine
    /// checks the place holds this very constraint before trusting it).
    std::uint32_t activeIndex = 0;
    bool active = false;
    /// Whether `fileName` is a whole path (from `std::source_location`), shortened when read:
    /// a constraint made in a loop does not scan its path each time.
    bool fileNameIsPath = false;
    /// The solver constraint standing for it while active.
    std::optional<Constraint> solverConstraint;
  };
  std::shared_ptr<Data> data_;
};

}  // namespace clayout
