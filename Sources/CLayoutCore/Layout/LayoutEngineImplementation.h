// LayoutEngineImplementation.h — the state of a layout engine and its operations (internal).
// Over 700 lines on purpose: the declaration of one class, grouped by concept (MARK comments),
// whose operations live in the files listed below; splitting the declaration would hide from each
// file the state it shares with the others.
//
//
// `LayoutEngine` forwards every call here. The state:
// - `items_`: slots of items (views and layout guides), each with a generation so that a handle
//   to a removed item is recognized. A slot holds the item's four solver variables (left, top,
//   width, height in root coordinates), its place in the tree and its properties.
// - `solver_`: the incremental solver that holds every active constraint, user and internal.
// - `active_`: every active constraint, with its activation order and whether the engine
//   maintains it (intrinsic size, guides, root), in a dense list; each constraint's data keeps
//   its place there (`activeIndex`), so finding, adding and removing one costs no hashing. A
//   refusal that names conflicts maps the solver's constraints back to these
//   (`layoutConstraintOf`), on demand: activation, the common path, keeps no such map.
//
// The operations live in one file per concept: ItemTree.cpp (the tree), ConstraintResolution.cpp
// (LayoutConstraint → solver constraint), ConstraintActivation.cpp (activation, deactivation,
// in-place changes, re-resolution), ActiveConstraints.cpp (the books of active constraints),
// ItemProperties.cpp (root size, direction,
// baselines), IntrinsicContentSize.cpp, LayoutGuides.cpp (margins and safe area), Frames.cpp
// (frames, snapping, fitting size), LayoutDiagnostics.cpp (ambiguity, affecting, descriptions,
// dump), ConstraintViolation.cpp (whether an active constraint holds at the solved values),
// BulkFrames.cpp (every frame at once in tree order, and the frames that changed since the last read),
// HiddenItems.cpp (hidden items), LayoutGroups.cpp (several items hidden at once), StackLayout.cpp
// and StackConstraints.cpp (stacks, StackState.h).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutMeasuring.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Layout/UnsatisfiableConstraints.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/ValueRange.h"
#include "ChainState.h"
#include "ConstraintItems.h"
#include "StackState.h"
#include "Support/BoundedText.h"

namespace clayout::internal {

/// The priority of the root's size edits: just below required, so that the host's size wins over
/// every optional constraint. An edit rather than a required constraint so that a resize stays on
/// the solver's fast dual-simplex path; once the host has set a size, the engine checks after every
/// change that the root's variables equal it (`rootSizeViolation`) and refuses a change after which
/// they do not, so the edit never silently yields to required constraints. 999.999 rather than 999
/// so that a user's 999 stays below it.
inline constexpr double rootSizeEditPriority = 999.999;

/// Who maintains an active constraint, and who is asking to change one. The host activates,
/// deactivates and changes its own constraints; the engine maintains the ones it writes itself
/// (intrinsic size, guides, the root's origin), which the host may read but not touch.
enum class Maintainer : std::uint8_t { host, engine };

/// Auto Layout's constants of the four constraints of a guide inset by `insets` from its owner's
/// edges (left, top, right, bottom: `guide.edge == owner.edge + constant`).
inline std::array<double, 4> guideConstants(const LayoutInsets& insets) {
  return {insets.left, insets.top, -insets.right, -insets.bottom};
}

/// An item's effective safe-area insets and layout margins (`hierarchyInsets`).
struct HierarchyInsets {
  LayoutInsets safeArea;
  LayoutInsets margins;
};

/// What an engine-owned guide stands for.
enum class GuideRole : std::uint8_t { none, layoutMargins, safeArea, readableContent };

// MARK: Margins and safe area that follow the hierarchy

/// The parts of an item's insets that follow its frame and its ancestors' (HierarchyInsets.cpp),
/// as `layoutIfNeeded` last found them; zero until then, and for an item without a parent.
struct DerivedInsets {
  /// Per edge, the part of the item that its parent's unsafe band covers (at most the parent's
  /// inset on that edge, never negative).
  LayoutInsets coveredSafeArea;
  /// Per edge, the parent's effective margin minus the item's distance from the parent's edge:
  /// what the item's margin must be for its content to stay inside the parent's margins (may be
  /// negative; read only when the item preserves its superview's margins).
  LayoutInsets superviewMarginOverlap;
  /// The inset the readable content guide adds on the left and on the right to its owner's
  /// margins (half of what the margins' width exceeds the readable width by; never negative).
  double readableInset = 0;
};

/// Where an item keeps its hugging or its compression resistance (IntrinsicContentSize.cpp).
struct IntrinsicPriority;

/// A handle that names no variable (a moved-from one; see `Variable`): what a slot holds for its
/// four unknowns until `makeItem` names them. Copying it allocates nothing, where each fresh
/// `Variable` is a heap block (a slot made and reset in `makeItem` cost eight of them).
inline const Variable& noVariable() {
  static const Variable none = [] {
    Variable made;
    Variable taken(std::move(made));
    return made;  // NOLINT(bugprone-use-after-move): a moved-from handle, on purpose
  }();
  return none;
}

/// One slot of the item table.
struct ItemSlot {
  /// The slot's current generation; the item is alive when `alive` (a removed item's slot keeps
  /// a bumped generation so old handles never match).
  std::uint32_t generation = 0;
  bool alive = false;
  std::string name;
  /// `name` as messages quote it: a name of ordinary length as it is, a very long one cut
  /// (`boundedName`), so that no message quotes megabytes.
  std::string shownName() const { return boundedName(name); }
  bool isLayoutGuide = false;
  /// The parent (invalid for the root and detached items).
  ItemIdentifier parent;
  /// The subitems in order (owned: removing the item removes them). A subitem that left is an
  /// invalid identifier (a hole) until the list is compacted, so that unlinking a child is O(1):
  /// every reader skips the holes.
  std::vector<ItemIdentifier> subitems;
  /// The number of holes in `subitems`; the list is compacted when they are more than half.
  std::uint32_t subitemHoles = 0;
  /// The item's index in its parent's `subitems` (meaningless without a parent).
  std::uint32_t positionInParent = 0;
  /// The cached effective layout direction (never `inherit`): the own direction, or the parent's
  /// effective one, or left to right at a tree's top. Kept up to date by every tree change and
  /// direction change (`changeEffectiveDirection`), so that resolving leading and trailing does
  /// not walk to the root.
  LayoutDirection effectiveDirection = LayoutDirection::leftToRight;
  /// The active constraints (user and internal) with a term of this item, by identity.
  std::vector<const void*> activeConstraints;
  /// The four unknowns, in root coordinates, named `<name>.left` etc. (by `makeItem`; a slot
  /// not in use names none).
  Variable left = noVariable(), top = noVariable(), width = noVariable(), height = noVariable();

  // Properties
  std::optional<double> intrinsicSize[2];
  double huggingPriority[2] = {priority::defaultLow, priority::defaultLow};
  double compressionResistancePriority[2] = {priority::defaultHigh, priority::defaultHigh};
  /// Internal hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
  /// constraints, per axis; empty while the axis has no intrinsic size.
  std::optional<LayoutConstraint> hugging[2];
  std::optional<LayoutConstraint> compressionResistance[2];
  LayoutDirection direction = LayoutDirection::inherit;
  double firstBaselineOffset = 0;
  double lastBaselineOffset = 0;
  LayoutInsets margins{8, 8, 8, 8};
  /// Set when the margins were given by reading direction.
  std::optional<LayoutDirectionalInsets> directionalMargins;
  /// The host's own safe-area insets: the screen's for the root, added to what the ancestors
  /// cover for any other item (UIKit's `additionalSafeAreaInsets`).
  LayoutInsets safeAreaInsets;

  // MARK: Margins and safe area that follow the hierarchy
  /// Whether the host set the margins (`margins` or `directionalMargins`): a view controller's root
  /// keeps the system minimum until then.
  bool marginsSetByHost = false;
  bool preservesSuperviewLayoutMargins = false;
  bool insetsLayoutMarginsFromSafeArea = true;
  /// Set for a view controller's root view: its system minimum margins.
  std::optional<LayoutDirectionalInsets> systemMinimumMargins;
  bool respectsSystemMinimumMargins = true;
  /// Kept for the owners of engine guides only (HierarchyInsets.cpp).
  DerivedInsets derived;

  // MARK: Alignment rectangles
  /// How far the frame reaches beyond the alignment rectangle on each side (UIView's
  /// `alignmentRectInsets`): the four unknowns are the alignment rectangle, which constraints act
  /// on; frames are it grown by these.
  LayoutInsets alignmentInsets;

  // Engine-owned guides
  ItemIdentifier layoutMarginsGuide;
  ItemIdentifier safeAreaGuide;
  ItemIdentifier readableContentGuide;
  /// For an engine-owned guide: its role and owner, and its four internal constraints
  /// (left, top, right, bottom).
  GuideRole guideRole = GuideRole::none;
  ItemIdentifier guideOwner;
  std::vector<LayoutConstraint> guideConstraints;

  /// The item's own hidden flag (`LayoutEngine::setHidden`).
  bool hidden = false;

  /// Set for a stack (`makeStack`): its options and arranged items (StackState.h). Shared only in
  /// the sense of a copyable slot: one slot owns it.
  std::shared_ptr<StackState> stack;
  /// The stack this item is arranged in (invalid when none).
  ItemIdentifier arrangedIn;
};

/// One item of the root's tree in tree order (BulkFrames.cpp).
struct TreeOrderEntry {
  ItemIdentifier item;
  /// The parent's position in the tree order (`noParentPosition` for the root).
  std::uint32_t parentPosition = 0;
};
inline constexpr std::uint32_t noParentPosition = UINT32_MAX;

/// The frame `changedFrames` last reported for the item of a slot (BulkFrames.cpp).
struct FrameRecord {
  /// The generation of the item the record is about (a reused slot's new item does not match).
  std::uint32_t generation = 0;
  /// The number of the read that saw the item last (0: never).
  std::uint64_t read = 0;
  LayoutRect frame;
  /// Whether the item was reported not drawn (hidden itself or under a hidden ancestor).
  bool hidden = false;
};

/// One helper of the engine (ConstraintHelpers.cpp): the constraints it made, in order, and the
/// guide it owns (guidelines and barriers; invalid for the others); for a chain, what it was made
/// of, from which its constraints are built again when one of its items is hidden or shown.
struct HelperRecord {
  std::vector<LayoutConstraint> constraints;
  ItemIdentifier guide;
  std::shared_ptr<const ChainState> chain;
};

/// An active constraint's bookkeeping.
struct ActiveEntry {
  LayoutConstraint constraint;
  /// Activation order, for listing in the order constraints were activated.
  std::uint64_t order = 0;
  /// `engine` when the engine maintains it: the host can neither deactivate nor change it.
  Maintainer maintainer = Maintainer::host;
};

/// The state and operations of a `LayoutEngine` (see the file comment).
class LayoutEngineImplementation {
 public:
  explicit LayoutEngineImplementation(LayoutEngine* owner);
  /// A new engine's state for `owner` in place of `empty`, its current state (assumed
  /// `isEmpty()`), for `LayoutEngine::buildFromEmpty`: the same identity, the root at the same
  /// slot and generation (its handle names it), every other slot free with its generation (so
  /// that no handle of `empty`'s removed items names a new item), and `empty`'s memory of the
  /// frames it reported. Does not own the identity's registration until `takeRegistration`.
  LayoutEngineImplementation(LayoutEngine* owner, const LayoutEngineImplementation& empty);
  ~LayoutEngineImplementation();
  /// Makes this engine the one that unregisters the identity when destroyed, in place of
  /// `previous` (which shares it).
  void takeRegistration(LayoutEngineImplementation& previous) noexcept;
  /// `LayoutEngine::isEmpty`.
  bool isEmpty() const noexcept;
  /// After a call (none running) that may have removed the last item: when the engine holds no
  /// item but the root and no constraint but the engine's own on the root (its origin, its
  /// intrinsic size), gives back what its tables and its solver grew to, as a new engine's: the
  /// solver takes the same constraints and edits again from empty (a reset), the item slots past
  /// the root go (`generationFloor_` keeps their handles from naming a new item), and the caches
  /// of the tree order and the frame reads are emptied. Changes no value, no handle's meaning, no
  /// frame; does nothing otherwise (O(1) then).
  void releaseEmptiedStorage();

  // MARK: Items (ItemTree.cpp)
  LayoutItem root() const noexcept { return handle(root_); }
  LayoutItem makeItem(std::string name, bool isLayoutGuide);
  LayoutResult addSubitem(const LayoutItem& parent, const LayoutItem& child);
  LayoutResult removeFromParent(const LayoutItem& item);
  LayoutResult removeItem(const LayoutItem& item);
  bool contains(const LayoutItem& item) const noexcept { return slotOf(item) != nullptr; }
  LayoutItem parent(const LayoutItem& item) const noexcept;
  std::vector<LayoutItem> subitems(const LayoutItem& item) const;
  std::string name(const LayoutItem& item) const;
  bool isLayoutGuide(const LayoutItem& item) const noexcept;

  // MARK: Properties (ItemProperties.cpp, IntrinsicContentSize.cpp, LayoutGuides.cpp)
  LayoutResult setRootSize(LayoutSize size);
  LayoutResult setIntrinsicContentSize(const LayoutItem& item, std::optional<double> width,
                                       std::optional<double> height);
  LayoutResult setContentHuggingPriority(const LayoutItem& item, LayoutAxis axis, double priority);
  LayoutResult setContentCompressionResistancePriority(const LayoutItem& item, LayoutAxis axis,
                                                       double priority);
  /// Sets a hugging or compression resistance priority (IntrinsicContentSize.cpp).
  LayoutResult setIntrinsicPriority(const LayoutItem& item, LayoutAxis axis, double priority,
                                    const IntrinsicPriority& kind);
  LayoutResult setLayoutDirection(const LayoutItem& item, LayoutDirection direction);
  LayoutDirection effectiveLayoutDirection(ItemIdentifier item) const noexcept;
  LayoutResult setBaselineOffsets(const LayoutItem& item, double firstFromTop, double lastFromBottom);
  LayoutResult setLayoutMargins(const LayoutItem& item, LayoutInsets margins);
  LayoutResult setDirectionalLayoutMargins(const LayoutItem& item, LayoutDirectionalInsets margins);
  LayoutItem guide(const LayoutItem& item, GuideRole role);
  LayoutResult setSafeAreaInsets(const LayoutItem& item, LayoutInsets insets);
  // MARK: Alignment rectangles (AlignmentRects.cpp)
  LayoutResult setAlignmentRectInsets(const LayoutItem& item, LayoutInsets insets);

  // MARK: Margins and safe area that follow the hierarchy (HierarchyInsets.cpp)
  LayoutResult setPreservesSuperviewLayoutMargins(const LayoutItem& item, bool preserves);
  LayoutResult setInsetsLayoutMarginsFromSafeArea(const LayoutItem& item, bool insets);
  LayoutResult setSystemMinimumLayoutMargins(const LayoutItem& item,
                                             std::optional<LayoutDirectionalInsets> minimum);
  LayoutResult setViewRespectsSystemMinimumLayoutMargins(const LayoutItem& item, bool respects);
  /// `LayoutEngine::applyDevice` under either policy (LayoutDevice.cpp).
  LayoutResult applyDevice(const LayoutItem& root, const LayoutDevice& device);
  LayoutResult setReadableContentWidth(double width);
  double readableContentWidth() const noexcept { return readableContentWidth_; }
  /// The item's own margins, by direction when they were given so (no system minimum, no safe
  /// area, no superview).
  LayoutInsets ownLayoutMargins(const ItemSlot& slot, ItemIdentifier item) const noexcept;
  /// The effective insets of a live item's guides from its edges, from its own properties and
  /// `derived` (which the caller gives: the slot's own, or a round's fresh ones).
  LayoutInsets effectiveSafeAreaInsets(const ItemSlot& slot, const DerivedInsets& derived) const noexcept;
  LayoutInsets effectiveLayoutMargins(const ItemSlot& slot, ItemIdentifier item,
                                      const DerivedInsets& derived) const noexcept;
  /// The effective insets of `item` at the current frames (zero for a removed item): what its
  /// guides hold once `layoutIfNeeded` has settled. O(depth).
  HierarchyInsets hierarchyInsets(const LayoutItem& item) const;
  /// One change of a guide owner's derived insets made by `followHierarchy`, to undo it.
  struct DerivedChange {
    ItemIdentifier owner;
    DerivedInsets before;
  };
  /// One round of the hierarchy's insets (`layoutIfNeeded`): reads every frame the engine guides'
  /// owners depend on from the current solution, stores each owner's fresh derived insets, and
  /// appends to `changed` the owners whose guides' constants differ from what the guides hold
  /// (their guides not yet updated) and to `changes` every owner whose derived insets were
  /// stored, with the ones before. Drops owners that were removed. Never fails.
  void followHierarchy(std::vector<ItemIdentifier>& changed, std::vector<DerivedChange>& changes);
  /// The live owners of engine guides, by slot index (in slot order, so that rounds and messages
  /// are deterministic); an entry whose item was removed is dropped by the next `followHierarchy`.
  std::map<std::uint32_t, ItemIdentifier> guideOwners_;
  /// UIKit's readable width at the default text size.
  static constexpr double defaultReadableContentWidth = 672;
  /// The host's readable width (`setReadableContentWidth`).
  double readableContentWidth_ = defaultReadableContentWidth;

  // MARK: Constraints (ConstraintActivation.cpp)
  /// Activates `constraints`, all or nothing, maintained by `maintainer` from now on. With
  /// `replacing` (solver constraints the engine's books no longer hold, `dropActive` without the
  /// solver), the solver replaces them by the new ones in one step (`Solver::replaceConstraints`):
  /// on failure it still holds them.
  LayoutResult activate(std::span<const LayoutConstraint> constraints,
                        Maintainer maintainer = Maintainer::host, std::span<const Constraint> replacing = {});
  /// The engine's books for `constraint`, active now as `solverConstraint` (in the solver), maintained
  /// by `maintainer`, at activation order `order` (0: the next one; another: the order it had
  /// before a `dropActive` that is being undone).
  void noteActive(const LayoutConstraint& constraint, const Constraint& solverConstraint,
                  Maintainer maintainer, std::uint64_t order = 0);
  LayoutResult deactivate(std::span<const LayoutConstraint> constraints);
  // MARK: Unsatisfiable constraints (UnsatisfiableRecovery.cpp)
  /// `activate` under `UnsatisfiableConstraintPolicy::recover`: as `activate`, but while the
  /// refusal is `unsatisfiableConstraint` with a constraint of the host's in its conflict, breaks
  /// the first activated of them (`brokenConstraints_`) and tries again without it. Terminates:
  /// each try holds one constraint fewer. Any other refusal refuses the whole call (the broken
  /// ones are noted active again; the caller's `allOrNothing` rolls the solver back).
  LayoutResult activateRecovering(std::span<const LayoutConstraint> constraints);
  /// `setRootSize` under `UnsatisfiableConstraintPolicy::recover`, as `activateRecovering`.
  LayoutResult setRootSizeRecovering(LayoutSize size);
  /// Runs `attempt` until it succeeds, breaking one constraint of each `unsatisfiableConstraint`
  /// refusal's conflict: one of `*batch` (the constraints `attempt` activates: it is left out of
  /// the next try) or an active one of the host's (deactivated). Refuses as the last try did when
  /// nothing of its conflict may break. Assumes a refused `attempt` changed nothing but the
  /// solver (each try runs in a solver transaction, rolled back when refused).
  LayoutResult recoverBy(std::vector<LayoutConstraint>* batch, const std::function<LayoutResult()>& attempt);
  UnsatisfiableConstraintPolicy unsatisfiablePolicy() const noexcept { return unsatisfiablePolicy_; }
  void setUnsatisfiablePolicy(UnsatisfiableConstraintPolicy policy) noexcept {
    unsatisfiablePolicy_ = policy;
  }
  const std::vector<BrokenConstraint>& brokenConstraints() const noexcept { return brokenConstraints_; }
  void clearBrokenConstraints() noexcept { brokenConstraints_.clear(); }
  /// Changes a constant in place; a constraint the engine maintains only when `caller` is the
  /// engine (the host gets `notActive`).
  LayoutResult setConstant(const LayoutConstraint& constraint, double constant,
                           Maintainer caller = Maintainer::host);
  /// Changes a priority in place, with the same rule for `caller` as `setConstant`.
  LayoutResult setPriority(const LayoutConstraint& constraint, double priority,
                           Maintainer caller = Maintainer::host);

  // MARK: Frames (Frames.cpp)
  LayoutRect frame(const LayoutItem& item, LayoutCoordinates coordinates, double scale) const noexcept;
  LayoutSize fittingSize(const LayoutItem& item, LayoutFitting fitting, std::optional<double> width) const;

  // MARK: Bulk frames (BulkFrames.cpp)
  std::size_t frames(std::span<LayoutRect> into, LayoutCoordinates coordinates, double scale) const noexcept;
  std::vector<LayoutItem> itemsInTreeOrder() const;
  std::vector<LayoutFrameChange> changedFrames(LayoutCoordinates coordinates, double scale);
  /// `changedFrames` when only values moved since the previous read (same tree, drawn states,
  /// coordinates and scale): the items of the variables the solver reports, and in parent
  /// coordinates their subitems, compared with their records in tree order. Assumes those
  /// conditions, and `moved` the solver's answer since that read.
  void changedFramesOfMoved(const std::vector<Variable>& moved, LayoutCoordinates coordinates, double scale,
                            std::vector<LayoutFrameChange>& changes);
  /// Compares the frame `rect` (drawn or not: `hidden`) of the item at `position` in the tree
  /// order with its record; appends it to `changes` and updates the record when it differs, or
  /// when `reportAnyway`.
  void compareFrame(std::size_t position, const LayoutRect& rect, bool hidden, bool reportAnyway,
                    std::vector<LayoutFrameChange>& changes);
  /// The root's tree in tree order (root first, depth first, subitems in order), rebuilt when
  /// `treeOrderIsCurrent_` is false, without recursion. Guarantees every entry names a live
  /// item and every entry but the root's names its parent's position, which is smaller.
  const std::vector<TreeOrderEntry>& treeOrder() const;

  // MARK: Hidden items (HiddenItems.cpp)
  LayoutResult setHidden(const LayoutItem& item, bool hidden);
  /// ConstraintLayout's groups (LayoutGroups.cpp).
  LayoutResult setHidden(std::span<const LayoutItem> items, bool hidden);
  bool isHidden(const LayoutItem& item) const noexcept;
  bool isHiddenInTree(const LayoutItem& item) const noexcept;
  std::size_t hiddenInTreeOrder(std::span<bool> into) const noexcept;

  // MARK: Stacks (StackLayout.cpp, StackConstraints.cpp)
  LayoutItem makeStack(std::string name);
  bool isStack(const LayoutItem& item) const noexcept;
  std::optional<LayoutStackProperties> stackProperties(const LayoutItem& stack) const noexcept;
  std::vector<LayoutItem> arrangedSubitems(const LayoutItem& stack) const;
  /// `index` nullopt: at the end.
  LayoutResult insertArrangedSubitem(const LayoutItem& stack, const LayoutItem& item,
                                     std::optional<std::size_t> index);
  LayoutResult removeArrangedSubitem(const LayoutItem& stack, const LayoutItem& item);
  /// Applies `change` to a copy of the stack's options, validates it (`what` names the option in
  /// messages) and rebuilds every constraint of the stack, all or nothing.
  LayoutResult changeStack(const LayoutItem& stack, const char* what,
                           const std::function<void(LayoutStackProperties&)>& change);
  LayoutResult setCustomSpacing(const LayoutItem& stack, const LayoutItem& after,
                                std::optional<double> spacing);
  std::optional<double> customSpacing(const LayoutItem& stack, const LayoutItem& after) const noexcept;
  /// Where an arranged item was, to put it back (`returnToStack`).
  struct StackPlace {
    ItemIdentifier item;
    ItemIdentifier stack;
    std::size_t index = 0;
    std::optional<double> customSpacingAfter;
  };
  /// Before a tree change that takes `item` out of its stack's subitems (its new parent
  /// `newParent`, invalid for detaching or removing): takes it out of the arrangement, relinking
  /// its neighbours, and says where it was in `place`. Success and no `place` when the item is not
  /// arranged or stays under its stack. `false`: nothing changed.
  LayoutResult leaveStack(ItemIdentifier item, ItemIdentifier newParent, std::optional<StackPlace>& place);
  /// Undoes `leaveStack` after the tree change failed (the engine is as `leaveStack` left it).
  void returnToStack(const std::optional<StackPlace>& place);
  /// `setIntrinsicContentSize`, then, for an arranged item of a fillProportionally stack, the
  /// ratios to its neighbours rebuilt; a refused rebuild restores the old sizes. All or nothing.
  LayoutResult setIntrinsicContentSizeInStack(const LayoutItem& item, std::optional<double> width,
                                              std::optional<double> height);
  /// After the hidden flag of arranged `item` changed: collapses or restores it in its stack.
  /// `false`: the stack's constraints are as they were (the caller restores the flag).
  LayoutResult stackItemHiddenChanged(ItemIdentifier item);
  /// The stack-building internals (StackConstraints.cpp): which entries' constraints of a stack
  /// to rebuild (indices into `StackState::arranged`, repeats allowed), or all of them.
  struct StackRebuild {
    std::vector<std::size_t> links;
    std::vector<std::size_t> alignment;
    bool everything = false;
  };
  /// Replaces the constraints `what` names by what the stack's current state and options say they
  /// should be, and its ends when the last visible item changed, after dropping `gone` (the active
  /// constraints of an entry already taken out), all or nothing. Does not add items (so no slot
  /// reference of a caller dangles). `false`: every constraint is as it was (the caller undoes its
  /// change of the state).
  LayoutResult rebuildStack(ItemIdentifier stack, const StackRebuild& what,
                            const std::vector<LayoutConstraint>& gone);
  /// Adds to `rebuild` the links of the entries from `start` on, up to and including the
  /// `visibleCount`-th visible one (those whose previous visible items changed); at most the first
  /// visible one unless the distribution is equalSpacing or equalCentering (the others read only
  /// the previous visible item).
  void addLinksFrom(StackRebuild& rebuild, const StackState& state, std::size_t start,
                    int visibleCount) const;
  /// Adds to `rebuild` the alignment of the entry at `index` when the stack's alignment chains
  /// each item to the previous one (the baselines).
  static void addChainedAlignment(StackRebuild& rebuild, const StackState& state, std::size_t index);
  /// The constraints of one entry (`links`, `alignment`) and the ends, for the current state.
  std::vector<LayoutConstraint> stackLinks(ItemIdentifier stack, std::size_t index);
  std::vector<LayoutConstraint> stackAlignment(ItemIdentifier stack, std::size_t index);
  std::vector<LayoutConstraint> stackEnds(ItemIdentifier stack, ItemIdentifier& last);
  /// The stack's canvas: its margins guide when margins-relative and the guide exists (made by
  /// `changeStack`), else the stack itself. Never makes an item.
  ItemIdentifier stackCanvas(ItemIdentifier stack) const;
  /// Whether an arranged item is hidden (collapsed in its stack).
  bool isCollapsed(const ArrangedEntry& entry) const { return items_[entry.item.index].hidden; }

  // MARK: Diagnostics (LayoutDiagnostics.cpp)
  std::vector<LayoutConstraint> constraintsAffecting(const LayoutItem& item, LayoutAxis axis) const;
  std::vector<LayoutAmbiguity> ambiguities() const;
  std::string describe(const LayoutConstraint& constraint) const;
  std::string dump() const;
  /// `LayoutEngine::checkInvariants`.
  std::string checkInvariants() const;

  /// Runs `call` inside a solver transaction: kept when it succeeds, rolled back when it fails.
  /// This is the engine's one undo of the solver, and the exact one: a refusal leaves the solver
  /// with the same tableau, basis and values (in an ambiguous layout, the same one of its equally
  /// good solutions), which inverse calls (removing what was added, adding back what was removed)
  /// would not. So no operation undoes its solver calls when it refuses: it restores its own
  /// books (its state outside the solver) and returns, and the solver stays as the refused step
  /// left it until the innermost `allOrNothing` around it rolls it back. Every public call runs in
  /// one (LayoutEngine.cpp). Calls nest: a public call made from inside another (a measuring
  /// function that calls the engine) is a nested transaction of its own, and so is an internal
  /// step whose caller goes on using the solver after its refusal (to try something else, or to
  /// undo earlier steps through engine calls): the step runs inside `allOrNothing`, and the
  /// caller goes on from the solver as it was before the step.
  ///
  /// Guarantees, on failure: the solver is as it was when `call` began, and each constraint whose
  /// solver constraint `call` replaced (`noteSolverConstraintChange`) has its solver constraint
  /// from before again (`restoreSolverConstraints`: the books may have put back a constraint with
  /// a new solver constraint of the same form). Assumes `call` restores its other books itself.
  template <typename Call>
  auto allOrNothing(Call&& call) {
    const std::size_t mark = solverConstraintsBefore_.size();
    ++callDepth_;
    (void)solver_.beginTransaction();
    auto result = call();
    if (result) {
      (void)solver_.commitTransaction();
      // An inner step's notes stay for the enclosing call, which may still be refused.
      if (callDepth_ == 1) solverConstraintsBefore_.clear();
    } else {
      (void)solver_.rollbackTransaction();
      restoreSolverConstraints(mark);
    }
    --callDepth_;
    return result;
  }
  /// Notes `constraint`'s solver constraint before it changes, while a call runs (see
  /// `allOrNothing`). Every change of a `solverConstraint` calls it first.
  void noteSolverConstraintChange(const LayoutConstraint& constraint) {
    if (callDepth_ > 0) solverConstraintsBefore_.emplace_back(constraint, constraint.data_->solverConstraint);
  }
  /// After a rollback of the transaction that began when `solverConstraintsBefore_` held `mark`
  /// notes: gives each constraint noted since its solver constraint from before (the one the
  /// solver holds again), and forgets those notes.
  void restoreSolverConstraints(std::size_t mark);
  /// How far an active constraint of this engine misses at the solved values (ConstraintViolation.cpp).
  std::optional<double> constraintViolation(const LayoutConstraint& constraint) const noexcept;

  // MARK: ConstraintLayout helpers (ConstraintHelpers.cpp, Guidelines.cpp, Barriers.cpp,
  // Chains.cpp, CenteringWithBias.cpp, DimensionRatio.cpp)
  LayoutHelperResult makeGuideline(const LayoutItem& parent, std::string name,
                                   GuidelineOrientation orientation, GuidelineReference reference,
                                   double value);
  LayoutHelperResult makeBarrier(const LayoutItem& parent, std::string name, BarrierEdge edge,
                                 std::span<const LayoutItem> items, double margin);
  /// A chain along `axis` between `start` and `end` (one-term expressions of anchors of the
  /// axis' kind: leading/trailing for horizontal, vertical positions for vertical).
  LayoutHelperResult makeChain(std::span<const LayoutItem> items, LayoutAxis axis,
                               const LayoutExpression& start, const LayoutExpression& end,
                               const LayoutChainOptions& options);
  /// Centering with bias along `axis`, `start` and `end` as for `makeChain`.
  LayoutHelperResult centerWithBias(const LayoutItem& item, LayoutAxis axis, const LayoutExpression& start,
                                    const LayoutExpression& end, double bias);
  LayoutHelperResult setDimensionRatio(const LayoutItem& item, double width, double height);
  LayoutResult removeHelper(const LayoutHelper& helper);
  std::vector<LayoutConstraint> helperConstraints(const LayoutHelper& helper) const;
  /// Makes a guide called `name`, subitem of the live `parent`, of thickness 0 across the line's
  /// `orientation` and spanning the parent along it; returns it with its three constraints in
  /// `constraints` (not active yet), identified `<identifier> span`. Assumes `parent` is live.
  LayoutItem makeLineGuide(const LayoutItem& parent, const std::string& name,
                           GuidelineOrientation orientation, const std::string& identifier,
                           std::vector<LayoutConstraint>& constraints);
  /// Activates `constraints` (maintained by the engine) and records them as a helper owning
  /// `guide` (or none), and for a chain `chain` (its items then find it: `chainsByItem_`). On
  /// failure removes `guide`, so that the engine is as before the call that made it, and answers
  /// the activation's failure.
  LayoutHelperResult installHelper(std::vector<LayoutConstraint> constraints, LayoutItem guide,
                                   std::shared_ptr<const ChainState> chain = nullptr);
  /// The constraints of `chain` for the items' hidden flags as they are now, over its items at
  /// `members` (indices into `chain.items`, in order, each a live item): the gaps by the style and
  /// the margins over the visible ones, `chain-gone` for the hidden ones. Not active.
  std::vector<LayoutConstraint> chainConstraints(const ChainState& chain,
                                                 const std::vector<std::size_t>& members) const;
  /// After the hidden flag of `item` changed: replaces the constraints of every chain it is an item
  /// of (`rebuildChain`), noting each replacement in `rebuilt`. `false`: every chain's constraints
  /// are as they were and `rebuilt` is empty (the caller restores the flag).
  LayoutResult chainItemHiddenChanged(ItemIdentifier item, std::vector<ChainRebuild>& rebuilt);
  /// Replaces the live chain `helper`'s active constraints by `chainConstraints` over its items that
  /// are still live and in its anchors' tree, all or nothing; does nothing (success, no note) when
  /// an anchor's item was removed or the anchors no longer share a tree. On success, `rebuilt`
  /// (when it changed anything) says how to undo it. `false`: the chain is as it was.
  LayoutResult rebuildChain(std::uint64_t helper, std::optional<ChainRebuild>& rebuilt);
  /// Undoes the books of a successful `rebuildChain`: its fresh constraints out, the old ones back
  /// with their solver constraints and activation order, the record as it was. Leaves the solver
  /// alone: assumes the call is refused, so that its transaction puts the old ones back there.
  void undoChainRebuild(const ChainRebuild& rebuilt);
  /// Notes the constraints `rebuilt` dropped active again, with their solver constraints and
  /// activation order (the books alone).
  void noteActiveAgain(const ChainRebuild& rebuilt);
  /// The live helper `helper` names, or null; `why` (when not null) says why not.
  const HelperRecord* helperOf(const LayoutHelper& helper, LayoutResult* why) const;

  // MARK: Shared helpers

  /// Makes the root item at `at` (its slot and generation) with its origin constraints and size
  /// edits: the construction's one step. Assumes the slot is free and the solver empty.
  void makeRoot(ItemIdentifier at);
  /// The slot `at` made a new item's (`at`'s generation, alive, four fresh variables).
  void initializeSlot(ItemIdentifier at, std::string name, bool isLayoutGuide);
  /// The handle of an item of this engine.
  LayoutItem handle(ItemIdentifier item) const noexcept { return LayoutItem(owner_, item, identity_); }
  /// The slot of a live item of this engine, or null.
  const ItemSlot* slotOf(ItemIdentifier item) const noexcept {
    if (!item.isValid() || item.index >= items_.size()) return nullptr;
    const ItemSlot& slot = items_[item.index];
    return slot.alive && slot.generation == item.generation ? &slot : nullptr;
  }
  ItemSlot* slotOf(ItemIdentifier item) noexcept {
    return const_cast<ItemSlot*>(static_cast<const LayoutEngineImplementation*>(this)->slotOf(item));
  }
  const ItemSlot* slotOf(const LayoutItem& item) const noexcept;
  ItemSlot* slotOf(const LayoutItem& item) noexcept;
  /// `removedItem` or `differentEngines` for a handle that does not name a live item of this
  /// engine; success otherwise. `role` says what the item is in the message (`item`, `parent`, …).
  LayoutResult checkItem(const LayoutItem& item, const char* role) const;
  /// The name an item prints as: its name, or `(removed item)`.
  std::string displayName(ItemIdentifier item) const;
  /// Whether two live items lie in one tree (have a common ancestor). Walks up from both in turn
  /// until one walk meets the other: O(distance to the nearest common ancestor), O(depth) when
  /// there is none.
  bool shareTree(ItemIdentifier a, ItemIdentifier b) const;
  /// Appends `child` (live, without a parent) to `parent`'s subitems and marks the tree order
  /// stale. Does not touch directions.
  void link(ItemIdentifier parent, ItemIdentifier child);
  /// Takes `child` (live, with a parent) out of its parent's subitems in O(1) amortized (a hole,
  /// compacted when holes are the majority) and marks the tree order stale. Does not touch
  /// directions.
  void unlink(ItemIdentifier child);
  /// The active user constraints that relate an item of `inside` to one outside it: those a
  /// move of the subtree `inside` to another tree, or its detaching, separates.
  std::vector<LayoutConstraint> constraintsLeaving(const std::vector<ItemIdentifier>& inside) const;
  /// Gives `item` the effective direction `direction`, and every descendant that inherits it
  /// the same, re-resolving the active constraints that read leading or trailing by an item
  /// whose direction changes (except those in `excluded`, about to be dropped) and the
  /// directional margins' guides, all or nothing. Feasibility is checked first on a scratch
  /// solver, so that a refusal leaves the engine's solver untouched (exactly as it was).
  /// Assumes `item` is live. `false`: nothing changed (caches, constraints, solver).
  LayoutResult changeEffectiveDirection(ItemIdentifier item, LayoutDirection direction,
                                        const std::unordered_set<const void*>& excluded);
  /// Whether `ancestor` is `item` or one of its ancestors.
  bool isAncestorOrSelf(ItemIdentifier ancestor, ItemIdentifier item) const noexcept;
  /// The item and every item below it, parents before children.
  std::vector<ItemIdentifier> subtree(ItemIdentifier item) const;
  /// The entry of `constraint` when this engine has it active; null otherwise (inactive, or
  /// active in another engine). O(1): the constraint's data keeps its place in `active_`.
  const ActiveEntry* activeEntry(const LayoutConstraint& constraint) const noexcept;
  ActiveEntry* activeEntry(const LayoutConstraint& constraint) noexcept;
  /// The entry of the constraint whose identity is `identity` (from an item's
  /// `activeConstraints`). Assumes this engine has it active.
  const ActiveEntry& activeEntryByIdentity(const void* identity) const noexcept;
  /// Adds `entry` to `active_` and records its place in the constraint's data. Assumes the
  /// constraint is not active here.
  void insertActive(ActiveEntry entry);
  /// Removes `constraint`'s entry from `active_` (the last one takes its place). Assumes this
  /// engine has it active.
  void eraseActive(const LayoutConstraint& constraint) noexcept;
  /// The layout constraint a refusal names for `solverConstraint`: the one of `batch` (the call's
  /// own, not active yet), else the active one it stands for, looked up in `activeNames`, which
  /// the first lookup that needs it builds from `active_` (O(active), once per refusal). None for
  /// the engine's temporary constraints.
  std::optional<LayoutConstraint> layoutConstraintOf(
      const Constraint& solverConstraint, const std::unordered_map<const void*, LayoutConstraint>& batch,
      std::optional<std::unordered_map<const void*, LayoutConstraint>>& activeNames) const;
  /// The active constraints in activation order (user and internal).
  std::vector<const ActiveEntry*> activeInOrder() const;
  /// The active constraints with a term of any of `items`, in activation order.
  std::vector<const ActiveEntry*> activeUsing(const std::vector<ItemIdentifier>& items) const;
  /// The items a constraint names (with repetitions): its terms', first side then second, in
  /// term order, then its direction item when it has one (`PendingLayoutConstraint::directionItem`),
  /// which must be live and in the tree as the others, and whose direction change re-resolves it.
  static ConstraintItems itemsOf(const LayoutConstraint& constraint);
  /// `: its right edge is placed twice, by X (read right to left) and by Y (read left to right)`
  /// when two required equalities place one horizontal edge of `item` through leading and
  /// trailing read in two directions (what leaves it ambiguous: its other edge is then free);
  /// empty otherwise. For the ambiguity report.
  std::string edgePlacedTwice(ItemIdentifier item) const;
  /// The item whose effective direction reads leading and trailing in `pending`: its direction
  /// item when it has one, else the first item that appears in it (none without items).
  static ItemIdentifier directionItemOf(const PendingLayoutConstraint& pending) noexcept;

  /// Whether `constraint` can be resolved (ConstraintResolution.cpp): its attributes and relation
  /// are cases of their enumerations, its sides pair attributes as the anchor DSL does (for the
  /// host's constraints: `maintainer` host), its numbers are finite and in range, its priority
  /// valid, and no zero multiplier turns a position into a constant. The refusal reads `cannot
  /// <verb> <constraint>: <why>`. Assumes the constraint's items are live items of this engine.
  LayoutResult checkResolvable(const char* verb, const LayoutConstraint& constraint,
                               Maintainer maintainer) const;
  /// The solver constraint standing for `pending` with the engine's current state: resolves every
  /// attribute to the item's variables (leading/trailing by the direction of the first item that
  /// appears), `first - second relation 0`.
  Constraint resolve(const PendingLayoutConstraint& pending) const;
  /// The constant of the solver constraint for `pending` (the normalized expression's constant),
  /// with `secondConstant` in place of the second side's constant when given; the same bits as
  /// `resolve(pending).expression().constant`. Assumes the items of baseline terms are live.
  double resolvedConstant(const PendingLayoutConstraint& pending,
                          std::optional<double> secondConstant = std::nullopt) const;

  /// Removes active constraints from the solver and the engine's books (never fails: they are
  /// present). Marks them inactive.
  /// Without `inSolver` the solver keeps them, for an `activate` that replaces them.
  void dropActive(const std::vector<LayoutConstraint>& constraints, bool inSolver = true);
  /// Replaces the solver constraints of active `constraints` by fresh resolutions (after a
  /// change of direction), all or nothing.
  LayoutResult reresolve(const std::vector<LayoutConstraint>& constraints);
  /// Sets the solver constants of active `constraints` to their fresh resolutions (after a
  /// change of baseline offsets or margins), all or nothing.
  LayoutResult refreshConstants(const std::vector<LayoutConstraint>& constraints);
  /// A new internal constraint (no source location), not active.
  static LayoutConstraint makeInternal(PendingLayoutConstraint pending);
  /// The insets a guide of `owner` with `role` keeps from the owner's edges, resolved by direction,
  /// with the owner's stored derived insets.
  LayoutInsets guideInsets(const ItemSlot& owner, ItemIdentifier ownerIdentifier, GuideRole role) const;
  /// The constants of the four constraints of `owner`'s guide of `role`: its insets from the
  /// owner's frame (`guideInsets`), less the owner's alignment insets, as the constraints relate
  /// the guide to the owner's alignment rectangle.
  std::array<double, 4> guideConstantsOf(const ItemSlot& owner, ItemIdentifier ownerIdentifier,
                                         GuideRole role) const;
  /// `nonFiniteValue` or `valueOutOfRange` when a side of `insets` is not finite or beyond the
  /// engine's range, the message `cannot set the <what> of <name> to (top, left, bottom, right)`;
  /// success otherwise.
  static LayoutResult checkInsets(const char* what, const std::string& name, const LayoutInsets& insets);
  /// The slot field that holds `owner`'s guide of `role` (not `none`).
  static ItemIdentifier& guideField(ItemSlot& owner, GuideRole role);
  /// The constants of the four constraints of every guide `owner` has, after a change of its
  /// insets, direction or derived insets, all or nothing.
  LayoutResult updateGuides(ItemIdentifier owner);
  /// Whether the constants the guides of `owner` hold differ from what `guideInsets` says now.
  bool guidesAreStale(ItemIdentifier owner) const;
  /// `differentEngines` for a constraint whose items belong to another engine (`verb` as in
  /// `constraintFailure`); success for this engine's and for one without items.
  LayoutResult checkOwnConstraint(const char* verb, const LayoutConstraint& constraint) const;
  /// Failure result for a constraint: `kind`, with the message `cannot <verb> <description>: <why>`.
  LayoutResult constraintFailure(LayoutErrorKind kind, const char* verb, const LayoutConstraint& constraint,
                                 const std::string& why) const;
  /// The layout failure for the failed solver call `result` (`verb` as in `constraintFailure`): the
  /// solver's kind mapped to the layout's, its constraint and conflicts mapped back to the
  /// `LayoutConstraint`s of `batch` (the call's own, not yet active) or of the active ones.
  LayoutResult layoutResultFrom(const SolverResult& result, const char* verb,
                                const std::unordered_map<const void*, LayoutConstraint>& batch) const;
  /// After a change that succeeded in the solver: the axis on which the root's variable differs
  /// from the host's size (relative 1e-9), i.e. on which the required constraints cannot hold at
  /// the root's size; none when both hold or the host never set a size. O(1): two value reads.
  std::optional<LayoutAxis> rootSizeViolation() const noexcept;
  /// The `unsatisfiableConstraint` failure for a change (`what`, e.g. `activate the constraints`)
  /// after which `rootSizeViolation()` named `axis`. Asks the solver for the conflicts by adding a
  /// temporary required `root.<axis> == size`, which fails and leaves the solver as it was (were
  /// it to succeed, it is removed again). `batch` maps the solver constraints of the change that
  /// are not active yet. The caller then undoes its change. Sets `rootSizeAxis`. The
  /// conflicts leave out `culprit` (named as the result's constraint, as activation does).
  LayoutResult rootSizeFailure(LayoutAxis axis, const std::string& what,
                               const std::unordered_map<const void*, LayoutConstraint>& batch,
                               std::optional<LayoutConstraint> culprit = std::nullopt);

  LayoutEngine* owner_;
  /// This engine's identity in the registry (EngineRegistry.h), carried by its item handles, and
  /// whether this object unregisters it when destroyed (not a `buildFromEmpty` attempt's).
  std::uint64_t identity_;
  bool ownsRegistration_ = true;
  Solver solver_;
  std::vector<ItemSlot> items_;
  std::vector<std::uint32_t> freeSlots_;
  /// At least every generation a slot dropped by `releaseEmptiedStorage` had: a slot appended
  /// later starts above it, so that no handle of a removed item names the new one.
  std::uint32_t generationFloor_ = 0;
  ItemIdentifier root_;
  /// Every active constraint, in no particular order (swap-removed); see `activeEntry`.
  std::vector<ActiveEntry> active_;
  /// How many `allOrNothing` calls are running (nested), and the solver constraints they have
  /// replaced so far, each with the one it had before, in order (`noteSolverConstraintChange`).
  std::uint32_t callDepth_ = 0;
  std::vector<std::pair<LayoutConstraint, std::optional<Constraint>>> solverConstraintsBefore_;
  std::uint64_t nextOrder_ = 1;
  /// What `activate` and `setRootSize` do with unsatisfiable required constraints.
  UnsatisfiableConstraintPolicy unsatisfiablePolicy_ = UnsatisfiableConstraintPolicy::refuse;
  /// Every constraint broken under the recover policy, oldest first, until the host clears them.
  std::vector<BrokenConstraint> brokenConstraints_;
  /// The buffer `activate` resolves into, kept empty between calls for its capacity: most calls
  /// activate one constraint, and a vector made for each was a heap block per constraint.
  std::vector<Constraint> resolvedBuffer_;
  /// The size last suggested for the root's edits ({0, 0}, the edits' first suggestion, until the
  /// host sets one).
  LayoutSize rootSize_;
  /// Whether the host set the root's size: from then on required constraints must hold at it.
  /// Before, the root's size follows the constraints as an edit does (nothing to hold it to).
  bool rootSizeSetByHost_ = false;
  /// The tree order (`treeOrder()`), and whether it is current: `link` and `unlink`, the only
  /// changes of the tree, clear the flag.
  mutable std::vector<TreeOrderEntry> treeOrder_;
  /// Built with `treeOrder_`: the tree position of each slot's item (`noParentPosition` when not
  /// in the tree), and the positions sorted by item slot: the bulk read visits the items in the
  /// order of their slots, and so of their memory (BulkFrames.cpp).
  mutable std::vector<std::uint32_t> treePositionOfSlot_;
  mutable std::vector<std::uint32_t> positionsBySlot_;
  /// The four variables (left, top, width, height) of each item of `positionsBySlot_`, in its
  /// order, for the solver's bulk read (`Solver::valuesOf`), and the values it reads.
  mutable std::vector<Variable> frameVariables_;
  mutable std::vector<double> frameValues_;
  mutable bool treeOrderIsCurrent_ = false;
  /// Counts the rebuilds of `treeOrder_`: a read compares it with the previous read's.
  mutable std::uint64_t treeOrderVersion_ = 0;
  /// `changedFrames`'s memory: per slot the last frame reported, the number of reads so far, and
  /// the last read's coordinates and scale; scratch root frames reused between reads.
  std::vector<FrameRecord> frameRecords_;
  std::uint64_t frameReads_ = 0;
  LayoutCoordinates lastReadCoordinates_ = LayoutCoordinates::parent;
  double lastReadScale_ = 0;
  std::vector<LayoutRect> rootFrameScratch_;
  /// The tree order's version at the previous read, and whether an item's hidden flag changed
  /// since (`setHidden`, its undo) or its alignment insets (which move its frame, no solver value):
  /// either makes the next read compare every item.
  std::uint64_t lastReadTreeOrderVersion_ = 0;
  bool drawnStateChanged_ = false;
  // MARK: Alignment rectangles
  /// Whether an item of this engine ever had alignment insets: until then the bulk read does not
  /// look at the slots (AlignmentRects.cpp).
  bool anyAlignmentInsets_ = false;
  /// For the read of moved items: the slot of each item variable, by the variable's identity,
  /// for the tree order of version `positionsVersion_`; the solver's moved variables; scratch
  /// positions.
  std::unordered_map<const void*, std::uint32_t> slotOfVariable_;
  std::uint64_t positionsVersion_ = 0;
  std::vector<Variable> movedVariables_;
  std::vector<std::uint32_t> movedPositions_;

  // MARK: Measured items (MeasuredItems.cpp)

  /// A measured item's function and what it last answered. The item's intrinsic content size is
  /// `naturalWidth` × `measuredHeight` while it has a function.
  struct MeasuredItem {
    ItemIdentifier item;
    LayoutMeasuringFunction function;
    /// The width answered at +infinity: the intrinsic width.
    double naturalWidth = 0;
    /// The height of the intrinsic size set last (at `measuredWidth`, or the natural height).
    double measuredHeight = 0;
    /// The solved width the height was measured at; empty when the function is new or was
    /// invalidated, so that `layoutIfNeeded` measures whatever the width.
    std::optional<double> measuredWidth;
  };
  LayoutResult setMeasuringFunction(const LayoutItem& item, LayoutMeasuringFunction function);
  bool hasMeasuringFunction(const LayoutItem& item) const noexcept;
  LayoutResult invalidateIntrinsicContentSize(const LayoutItem& item);
  LayoutResult layoutIfNeeded();
  /// The measured items by slot index, in slot order (so that rounds and messages are
  /// deterministic). An entry whose item was removed (its generation no longer matches) is
  /// dropped by the next `layoutIfNeeded`, or replaced when the slot's new item gets a function.
  std::map<std::uint32_t, MeasuredItem> measuredItems_;

  // MARK: ConstraintLayout helpers
  /// The live helpers by number, and the next number to give.
  std::unordered_map<std::uint64_t, HelperRecord> helpers_;
  std::uint64_t nextHelper_ = 1;
  /// The identities of every live helper's constraints: engine-maintained, yet deactivated when a
  /// move separates their items (`constraintsLeaving`), as the host's are.
  std::unordered_set<const void*> helperConstraintIdentities_;
  /// The chains each item is in, by the item's slot index: helper numbers, possibly of a removed
  /// helper or of an earlier item of the slot (each use checks the chain's items).
  std::unordered_map<std::uint32_t, std::vector<std::uint64_t>> chainsByItem_;

  /// `changedFrames`'s scratch: per position in the tree order, whether the item is not drawn.
  std::vector<bool> hiddenScratch_;
};

}  // namespace clayout::internal
