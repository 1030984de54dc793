// LayoutEngine.h — the layout engine: a tree of items, their constraints, and their frames.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/ConstraintHelpers.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutDevice.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutMeasuring.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Layout/UnsatisfiableConstraints.h"

namespace clayout {

namespace internal {
class LayoutEngineImplementation;
}  // namespace internal

/// One item and axis whose layout is not uniquely determined.
struct LayoutAmbiguity {
  LayoutItem item;
  LayoutAxis axis = LayoutAxis::horizontal;
  /// Whether the position along the axis is free.
  bool positionIsAmbiguous = false;
  /// Whether the size along the axis is free.
  bool sizeIsAmbiguous = false;
  /// A readable sentence: `label: horizontal position is ambiguous`. When two equalities place
  /// one horizontal edge of the item, read in two directions (`box.leading == root.leading + 20`
  /// read right to left by a right-to-left box, `root.trailing == box.trailing + 20` left to
  /// right: both its right edge), it says so: `…: its right edge is placed twice, by … (read
  /// right to left) and by … (read left to right)`.
  std::string description;
};

/// One item whose frame changed since the previous `LayoutEngine::changedFrames`, with its new
/// frame (in the coordinates and at the scale of that call).
struct LayoutFrameChange {
  LayoutItem item;
  LayoutRect frame;
  /// Whether the item is not drawn: hidden itself or under a hidden ancestor (`isHiddenInTree`).
  /// An item whose state changed since the previous read is reported even when its frame did not
  /// move.
  bool isHidden = false;
};

/// A layout engine, Auto Layout's model headless: it owns a solver and a tree of items under a
/// root whose size the host sets, and computes every item's frame.
///
/// Each item has four unknowns (left, top, width, height in root coordinates); anchors are linear
/// expressions of them. Intrinsic content sizes become hugging and compression-resistance
/// constraints; leading and trailing resolve by each item's layout direction. Every call that can
/// fail returns a `LayoutResult` and leaves the engine exactly as it was, down to its solver's
/// tableau (each call runs in a solver transaction, `Solver::beginTransaction`), so a refusal
/// never moves a frame, even in an ambiguous layout. No call throws: running
/// out of memory inside a `noexcept` call ends the program (the one out-of-memory policy of the
/// engine, its solver and the Swift bridge; nothing catches `std::bad_alloc`). An
/// engine is used from one thread at a time; engines share no state (but for a process-wide
/// registry of the live engines, behind a mutex). Item handles, their anchors and the
/// constraints written with them carry their engine's address and a unique identity: after the
/// engine is destroyed, passing one to any engine (one made later at the same address too)
/// answers `LayoutErrorKind::destroyedEngine`, as do a constraint's own `setConstant` and
/// `setPriority` and `activateConstraints`; its description names its items `(destroyed engine)`.
class LayoutEngine {
 public:
  /// An engine whose root has size 0 × 0.
  LayoutEngine();
  ~LayoutEngine();
  LayoutEngine(const LayoutEngine&) = delete;
  LayoutEngine& operator=(const LayoutEngine&) = delete;

  // MARK: Items

  /// The root item: its top-left corner is the origin, its size is the host's.
  LayoutItem root() const noexcept;
  /// A new view called `name` (used in every message), not yet in the tree.
  LayoutItem makeItem(std::string name) noexcept;
  /// A new layout guide called `name`: it takes part in layout but is not drawn and has no
  /// subitems. Add it to the item it belongs to with `addSubitem`.
  LayoutItem makeLayoutGuide(std::string name) noexcept;
  /// Makes `child` the last subitem of `parent`, moving it (and its subtree) from its current
  /// parent; active constraints that would lose their common ancestor are deactivated. When the
  /// subtree's effective direction changes, its constraints that read leading or trailing are
  /// re-resolved as `setLayoutDirection` does, all or nothing: a re-resolved constraint that
  /// cannot hold refuses the move (`unsatisfiableConstraint`, the tree unchanged).
  LayoutResult addSubitem(const LayoutItem& parent, const LayoutItem& child) noexcept;
  /// Detaches `item` and its subtree from its parent, deactivating the active constraints that
  /// relate an item of the subtree to an item outside it. A detached tree reads left to right
  /// unless its top says otherwise: leading and trailing are re-resolved as for `addSubitem`.
  /// O(1) amortized in the number of the parent's subitems (their order is kept).
  LayoutResult removeFromParent(const LayoutItem& item) noexcept;
  /// Removes `item` and its subtree from the engine, deactivating every constraint that uses
  /// them; their handles then answer `removedItem`.
  LayoutResult removeItem(const LayoutItem& item) noexcept;
  /// Whether `item` is an item of this engine that has not been removed.
  bool contains(const LayoutItem& item) const noexcept;
  /// The parent (an empty handle for the root, a detached item or a removed one).
  LayoutItem parent(const LayoutItem& item) const noexcept;
  /// The subitems, in order.
  std::vector<LayoutItem> subitems(const LayoutItem& item) const;
  /// The name given at `makeItem` (`root` for the root; a guide of `layoutMarginsGuide` is
  /// `<item>.layoutMarginsGuide`); empty for a removed item or another engine's.
  std::string name(const LayoutItem& item) const;
  /// Whether the item is a layout guide.
  bool isLayoutGuide(const LayoutItem& item) const noexcept;
  /// Whether the engine is as a new one: no item but the root (items made and removed again
  /// count for nothing), no constraint but the engine's own on the root, the root's properties
  /// (UIKit's rules included) and size as a new engine's, the readable width the default, no
  /// measuring function, no helper. A layout file loads only into an empty engine
  /// (`loadLayoutText`).
  bool isEmpty() const noexcept;
  /// Runs `build`, calls on this engine (a layout file's, say), as one change of an empty engine:
  /// when it returns true the engine keeps what it made; when it returns false the engine is
  /// exactly as before, empty, with the same root handle and the same dump, and every handle
  /// `build` made names nothing (`removedItem`). The calls are made once, on the engine itself:
  /// no rehearsal. Returns whether the change was kept; false without running `build` when the
  /// engine is not empty (`isEmpty`). `build` must not throw. For C++ hosts (Swift loads files
  /// through `loadLayout(text:fileName:rootSize:)`, which uses it).
  bool buildFromEmpty(const std::function<bool()>& build) noexcept;

  // MARK: Properties

  /// Sets the root's size (a window resize): an edit of the solver, fast and incremental.
  ///
  /// The root's size is the host's. Once set, every required constraint must hold at it: a call
  /// after which they could not (`activate`, `setConstant`, `setPriority` to required, an
  /// intrinsic size, a direction, margins, …) fails with `unsatisfiableConstraint` and changes
  /// nothing, and so does a resize to a size at which they cannot hold: the engine keeps the old
  /// size (both axes) and lays out as before. Such a failure sets `LayoutResult::rootSizeAxis`;
  /// its message names the root's size as the first conflict, e.g. `the root's width (300, set by
  /// setRootSize)`, followed by the required constraints in `conflicts`. Optional constraints
  /// still yield to the root's size. Until the host first sets a size, the root's size follows
  /// the constraints (nothing holds it), and the first size must then fit them. A NaN or infinite
  /// size is `nonFiniteValue`, a negative one `invalidValue` (the message names the size).
  LayoutResult setRootSize(LayoutSize size) noexcept;
  /// Sets or clears the intrinsic content size per axis (nullopt: none on that axis). A NaN or
  /// infinite size is `nonFiniteValue`, a negative one `invalidValue`.
  LayoutResult setIntrinsicContentSize(const LayoutItem& item, std::optional<double> width,
                                       std::optional<double> height) noexcept;
  /// Sets the content hugging priority of an axis (default 250).
  LayoutResult setContentHuggingPriority(const LayoutItem& item, LayoutAxis axis, double priority) noexcept;
  /// Sets the content compression resistance priority of an axis (default 750).
  LayoutResult setContentCompressionResistancePriority(const LayoutItem& item, LayoutAxis axis,
                                                       double priority) noexcept;
  /// Sets the layout direction (default: inherit from the parent), re-resolving every active
  /// constraint that reads leading or trailing by an item whose effective direction changes, all
  /// or nothing (`unsatisfiableConstraint` when a re-resolved one cannot hold; `invalidValue`
  /// for a direction outside its cases). O(items whose direction changes + their constraints).
  LayoutResult setLayoutDirection(const LayoutItem& item, LayoutDirection direction) noexcept;
  /// The direction leading and trailing resolve by.
  LayoutDirection effectiveLayoutDirection(const LayoutItem& item) const noexcept;
  /// Sets the distances of the first baseline from the top and of the last baseline from the
  /// bottom (default 0 and 0).
  LayoutResult setBaselineOffsets(const LayoutItem& item, double firstFromTop,
                                  double lastFromBottom) noexcept;
  /// Sets the item's own layout margins (default 8 on each side, as UIView's). Its margins guide
  /// is inset by its effective margins (`layoutMargins`), of which these are the first part.
  LayoutResult setLayoutMargins(const LayoutItem& item, LayoutInsets margins) noexcept;
  /// Sets the item's own layout margins by reading direction.
  LayoutResult setDirectionalLayoutMargins(const LayoutItem& item, LayoutDirectionalInsets margins) noexcept;
  /// The guide inset from the item's edges by its effective layout margins (`layoutMargins`),
  /// made at the first call and the same handle after. An empty handle (`LayoutItem()`, not
  /// valid) for a layout guide, which has no margins (as UILayoutGuide has none), and for a
  /// removed item or another engine's, rather than an error: the guide is an expression's start
  /// (`content.leading == item.layoutMarginsGuide.leading`), and a constraint made with the empty
  /// handle is refused as `removedItem`, saying that it uses an empty item handle.
  LayoutItem layoutMarginsGuide(const LayoutItem& item) noexcept;
  /// Sets the item's own safe-area insets (default 0): for the root, the screen's (a status bar, a
  /// home indicator; `applyDevice` sets them); for any other item, insets added to the part of it
  /// that its ancestors' unsafe bands cover, as UIKit's `additionalSafeAreaInsets`.
  LayoutResult setSafeAreaInsets(const LayoutItem& item, LayoutInsets insets) noexcept;
  /// The guide inset from the item's edges by its effective safe-area insets (`safeAreaInsets`);
  /// an empty handle where `layoutMarginsGuide` answers one, for the same reasons.
  LayoutItem safeAreaLayoutGuide(const LayoutItem& item) noexcept;

  // MARK: Margins and safe area that follow the hierarchy

  // UIKit's rules (HierarchyInsets.cpp). An item's effective safe-area insets are, per edge, the
  // part of it its parent's unsafe band covers (at most the parent's inset: an item reaching
  // beyond its parent is covered no further) plus its own (`setSafeAreaInsets`); the root's are
  // its own. Its effective margins are its own margins (a view controller's root: the system
  // minimum until the host sets margins, and at least the minimum while it respects it), plus its
  // effective safe area when it insets its margins from the safe area (the default), and then, per
  // edge, at least the superview's effective margin minus its distance from the superview's edge
  // when it preserves the superview's margins. What covers an item and what it preserves depend on
  // frames: `layoutIfNeeded` settles them, as it settles measured text; until it runs, the guides
  // keep what the last one found (nothing before the first), while a change of an item's own
  // properties moves its guides at once.

  /// Whether the item's margins are at least its superview's where it is close to the
  /// superview's edges (UIView's `preservesSuperviewLayoutMargins`; default false).
  LayoutResult setPreservesSuperviewLayoutMargins(const LayoutItem& item, bool preserves) noexcept;
  /// Whether the item's margins are measured from its safe area (UIView's
  /// `insetsLayoutMarginsFromSafeArea`; default true).
  LayoutResult setInsetsLayoutMarginsFromSafeArea(const LayoutItem& item, bool insets) noexcept;
  /// Makes the item a view controller's root view with these system minimum margins (UIKit's
  /// `systemMinimumLayoutMargins`: 0 top and bottom, 16 or 20 on the sides by the screen; a
  /// device's are `LayoutDevice::systemMinimumLayoutMargins`), or an ordinary view again
  /// (nullopt, the default). Until the host sets the item's margins they are the minimum; then,
  /// while it respects the minimum, each edge is the larger. Not finite: `nonFiniteValue`.
  LayoutResult setSystemMinimumLayoutMargins(const LayoutItem& item,
                                             std::optional<LayoutDirectionalInsets> minimum) noexcept;
  /// Whether a view controller's root keeps at least its system minimum margins
  /// (`viewRespectsSystemMinimumLayoutMargins`; default true).
  LayoutResult setViewRespectsSystemMinimumLayoutMargins(const LayoutItem& item, bool respects) noexcept;
  /// Lays the root out as a full-screen view controller's view on `device`: sets the root's size
  /// to the device's screen (as `setRootSize`, under the same policy), its safe-area insets
  /// (`setSafeAreaInsets`) and its system minimum margins (`setSystemMinimumLayoutMargins`), all
  /// or nothing: when a step is refused the engine is exactly as before the call, and the message
  /// names the device before the step's own. `root` must be this engine's root (`invalidValue`
  /// otherwise: the screen's size is the root's). The device's scale, size classes and status bar
  /// are the host's to read; the engine lays out in points and has no traits.
  LayoutResult applyDevice(const LayoutItem& root, const LayoutDevice& device) noexcept;
  /// The item's effective layout margins at the current frames: what its margins guide is inset by
  /// once `layoutIfNeeded` has settled (zero for a removed item). O(depth).
  LayoutInsets layoutMargins(const LayoutItem& item) const;
  /// The item's effective safe-area insets at the current frames, as `layoutMargins`.
  LayoutInsets safeAreaInsets(const LayoutItem& item) const;

  // MARK: Alignment rectangles

  /// Sets how far the item's frame reaches beyond its alignment rectangle on each side (UIView's
  /// `alignmentRectInsets`; default 0; negative insets make the frame smaller). Constraints, the
  /// intrinsic content size and stacks act on the alignment rectangle; `frame`, `frames`,
  /// `changedFrames` and `fittingSize` report the frame, and the item's guides are inset from its
  /// frame. Refused (`invalidValue`) for the root, whose frame is the host's size, and for a layout
  /// guide; `nonFiniteValue` or `valueOutOfRange` for a side that is not finite or too large.
  LayoutResult setAlignmentRectInsets(const LayoutItem& item, LayoutInsets insets) noexcept;
  /// The item's alignment insets (zero for a removed item).
  LayoutInsets alignmentRectInsets(const LayoutItem& item) const noexcept;

  // MARK: Readable content guide

  /// The guide inside the item's margins, centred, at most `readableContentWidth` wide: UIView's
  /// `readableContentGuide`. Its top and bottom are the margins'; on each side it is inset by the
  /// effective margin plus half of what the margins' width exceeds the readable width by, which
  /// `layoutIfNeeded` settles (it reads the item's width).
  LayoutItem readableContentGuide(const LayoutItem& item) noexcept;
  /// Sets the readable width (the host's, from its text size; default 672, UIKit's at the default
  /// text size), which the readable guides follow at the next `layoutIfNeeded`. Not finite:
  /// `nonFiniteValue`; negative: `invalidValue`.
  LayoutResult setReadableContentWidth(double width) noexcept;
  /// The readable width.
  double readableContentWidth() const noexcept;

  // MARK: Constraints

  /// Activates constraints, all or nothing: on failure none of them is active, and the result
  /// names the first constraint at fault (with the conflicting ones when unsatisfiable). Under
  /// `UnsatisfiableConstraintPolicy::recover`, required constraints that cannot all hold break
  /// instead (`brokenConstraints`) and the call succeeds.
  LayoutResult activate(std::span<const LayoutConstraint> constraints) noexcept;
  /// Deactivates constraints, all or nothing.
  LayoutResult deactivate(std::span<const LayoutConstraint> constraints) noexcept;
  /// Changes the constant of an active constraint in place (Auto Layout's `constant`). Refuses
  /// another engine's constraint (`differentEngines`): change it through its own engine.
  LayoutResult setConstant(const LayoutConstraint& constraint, double constant) noexcept;
  /// Changes the priority of an active constraint in place. Refuses another engine's
  /// constraint (`differentEngines`).
  LayoutResult setPriority(const LayoutConstraint& constraint, double priority) noexcept;
  /// The active constraints that affect `item` along `axis`, in activation order (none for an
  /// `axis` outside `LayoutAxis`'s cases, cast from an integer).
  std::vector<LayoutConstraint> constraintsAffecting(const LayoutItem& item, LayoutAxis axis) const;

  // MARK: Unsatisfiable constraints

  /// Sets what `activate` and `setRootSize` do when the required constraints cannot all hold:
  /// refuse (the default) or break constraints of the conflict as UIKit does, by the rule
  /// `UnsatisfiableConstraintPolicy::recover` states. Every other call refuses under either
  /// policy. A value outside the enumeration is `invalidValue`.
  LayoutResult setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy policy) noexcept;
  /// The policy (`refuse` until set).
  UnsatisfiableConstraintPolicy unsatisfiableConstraintPolicy() const noexcept;
  /// Every constraint broken under `recover`, oldest first, each with its conflict.
  const std::vector<BrokenConstraint>& brokenConstraints() const noexcept;
  /// Forgets the broken constraints reported so far (they stay inactive).
  void clearBrokenConstraints() noexcept;

  // MARK: Frames

  /// The frame in parent or root coordinates; with `scale` > 0, edges snapped to pixels of that
  /// scale (each edge rounded to the nearest pixel, halves up, so adjacent items stay adjacent).
  /// A scale that is not a positive number from 1e-6 to 1e6 (the engine's range of multipliers,
  /// ValueRange.h: 0, a negative, NaN, an infinity, or 1e-300, whose pixels of 1e300 points would
  /// put every edge at 0) gives the frame unsnapped.
  /// A zero rectangle for a removed item or `coordinates` outside its cases (cast from an integer).
  LayoutRect frame(const LayoutItem& item, LayoutCoordinates coordinates = LayoutCoordinates::parent,
                   double scale = 0) const noexcept;
  /// Every frame of the root's tree at once, into `into`, in tree order (`itemsInTreeOrder`):
  /// the root first, then depth first, each item before its subitems and subitems in their order.
  /// Layout guides are included (they have frames), under the item they were added to; items
  /// outside the root's tree (made but never added, or detached) are not. Each frame is the one
  /// `frame(item, coordinates, scale)` answers, bit for bit, read in one pass over the tree (no
  /// lookup by handle). Returns the number of items in the tree: when `into` is smaller, nothing
  /// is written (size the buffer with the answer and call again). 0, and nothing written, for
  /// `coordinates` outside its cases (cast from an integer). O(items in the tree); the tree
  /// order is kept between calls and rebuilt only after the tree changed (so, `const` as it is, it
  /// is no more safe from two threads at once than any other call).
  std::size_t frames(std::span<LayoutRect> into, LayoutCoordinates coordinates = LayoutCoordinates::parent,
                     double scale = 0) const noexcept;
  /// The items of the root's tree in the order `frames` writes them: `frames(into)[i]` is the
  /// frame of `itemsInTreeOrder()[i]` until the tree changes (adding, moving, detaching or
  /// removing an item, or asking for a guide the engine makes on first use).
  std::vector<LayoutItem> itemsInTreeOrder() const;
  /// The items of the root's tree whose frame differs from the one the previous call reported,
  /// with their new frames, in tree order; then remembers every frame as read, so that a
  /// renderer redraws only those. Per engine; `frame` and `frames` do not count as reads.
  ///
  /// - The first call, and a call whose `coordinates` or `scale` differ from the previous call's,
  ///   reports every item of the tree.
  /// - An item that was not in the root's tree at the previous call (new, or added back after
  ///   being detached) is reported. A removed or detached item is not: the host removed it.
  /// - "Differs" is bitwise, on the four doubles of the frame: the solver is exact where it can
  ///   be, so a frame that did not move reads back the same bits; no tolerance hides a small move.
  /// - In parent coordinates (the default: what a view hierarchy sets) an item that keeps its
  ///   place in a parent that moved is not reported (moving the parent moves it); in root
  ///   coordinates (a renderer that draws the whole tree flat) it is.
  ///
  /// - An item whose drawn state (`LayoutFrameChange::isHidden`, see `setHidden`) changed is
  ///   reported, its frame unchanged or not: hiding a parent reports its whole subtree.
  ///
  /// Empty, and nothing remembered, for `coordinates` outside its cases. Cost: when only values
  /// changed since the previous call (the same tree, hidden flags, coordinates and scale), the
  /// solver says which variables moved (`Solver::takeChangedVariables`) and only their items (and
  /// in parent coordinates their subitems) are compared: O(what moved), a text change among
  /// 10,000 views costs a few frames, not 10,000. After a change of the tree or of a hidden flag,
  /// a refused call (the solver cannot account for a rollback's values), and at the first call:
  /// O(items in the tree), every frame read and compared.
  std::vector<LayoutFrameChange> changedFrames(LayoutCoordinates coordinates = LayoutCoordinates::parent,
                                               double scale = 0);
  /// The smallest (compressed) or largest (expanded) size of `item` that its constraints within
  /// its subtree allow, as `systemLayoutSizeFitting`; with `width`, the height for that width.
  /// A zero size for a removed item, `fitting` outside its cases (cast from an integer) or a
  /// `width` that is NaN, infinite or negative.
  LayoutSize fittingSize(const LayoutItem& item, LayoutFitting fitting,
                         std::optional<double> width = std::nullopt) const;

  // MARK: Measured items

  /// The most rounds `layoutIfNeeded` runs before it gives up with `layoutDidNotSettle`: a
  /// wrapping label settles in 2 (measure at the width it got, then find its width unchanged), a
  /// chain of labels whose heights move each other's widths in a few more; a layout still changing
  /// after 10 is taken to oscillate (a height that feeds back into its own width).
  static constexpr int maximumLayoutRounds = 10;
  /// Gives `item` a measuring function (a wrapping label; see `LayoutMeasuringFunction`), or
  /// clears it with an empty one. From then on the engine owns the item's intrinsic content size:
  /// its width is the natural width (measured at +infinity: the call measures once, so the natural
  /// size holds at once) and its height the height measured at the width the item got, which
  /// `layoutIfNeeded` finds. Until then the height is the natural height. Replacing the function
  /// re-measures as a new one; clearing it clears the intrinsic content size on both axes
  /// (`setIntrinsicContentSize` afterwards sets a fixed one again). A `setIntrinsicContentSize` on a
  /// measured item is overwritten by the next measuring. Fails, changing nothing, with
  /// `nonFiniteValue` (a NaN or infinite answer) or `invalidValue` (a negative one), or
  /// `measuringFunctionFailed` (it threw), each naming the item, or as `setIntrinsicContentSize`
  /// fails. An answer of -0 is taken as 0. The function is kept (copied) until it is replaced or
  /// the item removed.
  LayoutResult setMeasuringFunction(const LayoutItem& item, LayoutMeasuringFunction function) noexcept;
  /// Whether `item` has a measuring function.
  bool hasMeasuringFunction(const LayoutItem& item) const noexcept;
  /// Says that a measured item's content changed (a label's text): measures its natural size again
  /// now (the intrinsic width follows at once) and has the next `layoutIfNeeded` measure its height
  /// at its width however that width moved. Auto Layout's name. Nothing to do, and success, for an
  /// item without a measuring function (its intrinsic size is the host's). Fails as
  /// `setMeasuringFunction` does, changing nothing.
  LayoutResult invalidateIntrinsicContentSize(const LayoutItem& item) noexcept;
  /// Lays the measured items out, as Auto Layout's two passes for multi-line labels: reads each
  /// measured item's solved width; measures those whose width changed since they were last measured
  /// (or whose function is new or invalidated) and sets their intrinsic height to the answer (the
  /// solver re-solves incrementally); repeats until no height changes, at most
  /// `maximumLayoutRounds` rounds. Only items whose width or function changed are measured, so a
  /// call after one label's text changed measures that label (and any whose width it moved).
  ///
  /// Until it is called, frames answer the last solve: after a resize, a new constraint or an
  /// invalidated text, a measured item keeps the height measured at its old width. Call it before
  /// reading frames (the layout file's loader and the `clayout` tool do).
  ///
  /// All or nothing: when the heights still change after the last round it fails with
  /// `layoutDidNotSettle` naming the items whose height kept changing; a measuring answer that is
  /// NaN, infinite or negative, or a function that throws, fails as in `setMeasuringFunction`; a
  /// height the required constraints cannot take fails as `setIntrinsicContentSize` does. Each
  /// round measures every item first and sets heights after, so a failure in the first round
  /// changes nothing at all; after a later failure the intrinsic sizes it set are restored: the
  /// same constraints and constants, the same frames and the same solver tableau as before the
  /// call.
  /// Removed items' functions are forgotten here. O(measured items) per round plus the measuring
  /// and the solver's edits.
  LayoutResult layoutIfNeeded() noexcept;

  // MARK: Hidden items

  /// Hides or shows an item, as UIView's `isHidden`: a hidden item keeps its constraints and its
  /// frame (`frame` answers as before, and the items constrained to it do not move) but is not
  /// drawn: `changedFrames` reports it with `isHidden`, `hiddenInTreeOrder` flags it and the dump
  /// marks it `(hidden)`. Its subitems keep their own flag but are not drawn either
  /// (`isHiddenInTree`). A hidden arranged item of a stack collapses (LayoutStack.h), and a hidden
  /// item of a chain is gone from it (`makeChain`): the stack's or the chain's constraints are
  /// replaced, and when they cannot hold (the item's own required size is not 0) the call is
  /// refused with the conflict and changes nothing. Errors: `removedItem`, `differentEngines`,
  /// `destroyedEngine` for a handle that is not a live item of this engine; `invalidValue` for a
  /// layout guide (a guide is never drawn, so has nothing to hide). Setting the state an item
  /// already has succeeds and changes nothing.
  LayoutResult setHidden(const LayoutItem& item, bool hidden) noexcept;
  /// Hides or shows every item of `items` at once, as ConstraintLayout's Group sets the visibility
  /// of the widgets it references (the group is the list: it has no constraints or frame of its
  /// own). All or nothing: each item is checked first (the handle errors of `setHidden`, naming the
  /// item's place in the list, and `invalidValue` for a layout guide), and when one change is
  /// refused (an arranged item whose stack, or an item whose chain, cannot take the collapse) the
  /// items already changed are set back: the same flags, constraints and frames (an arranged item or
  /// a chain's item set back gets its stack or chain constraints anew, so the dump lists them
  /// later). An item listed twice, or already in the state asked for, changes nothing.
  LayoutResult setHidden(std::span<const LayoutItem> items, bool hidden) noexcept;
  /// The item's own flag, as set by `setHidden` (false for a removed item or another engine's).
  bool isHidden(const LayoutItem& item) const noexcept;
  /// Whether the item is not drawn: it or one of its ancestors is hidden. O(depth).
  bool isHiddenInTree(const LayoutItem& item) const noexcept;
  /// For every item of the root's tree in tree order (`itemsInTreeOrder`), whether it is not drawn
  /// (`isHiddenInTree`), into `into`, in one pass (an item's state is its own flag or its parent's
  /// state). Returns the number of items in the tree; nothing is written when `into` is smaller.
  /// With `frames`, all a flat renderer needs. O(items in the tree).
  std::size_t hiddenInTreeOrder(std::span<bool> into) const noexcept;

  // MARK: Stacks

  /// A new view called `name` that is a stack (UIStackView): it lays out its arranged subitems
  /// along its axis with constraints the engine maintains (the host reads them in
  /// `constraintsAffecting` and the dump but cannot deactivate or change them). Its options start
  /// as `LayoutStackProperties{}`. Not yet in the tree, as `makeItem`. The constraints carry
  /// identifiers that diagnostics print (as UIKit's `UISV-…`):
  ///
  /// - `stack-canvas-leading`, `stack-canvas-trailing`: the first and last visible items at the
  ///   canvas's edges along the axis (the canvas is the stack, or its `layoutMarginsGuide` when
  ///   `isLayoutMarginsRelativeArrangement`);
  /// - `stack-spacing`: the gap after the previous visible item (`==`, or `>=` for `equalSpacing`
  ///   and `equalCentering`); `stack-spacing-fit` (priority 1, `equalSpacing`): unless something
  ///   else sets the stack's length, the gaps are `spacing`;
  /// - `stack-fill-equally`, `stack-fill-proportionally`, `stack-equal-spacing`,
  ///   `stack-equal-centering`: the distribution between neighbours;
  /// - `stack-hiding`: a hidden arranged item's size along the axis is 0, and it sits at the
  ///   previous visible item's trailing edge (or the canvas's leading edge), without spacing;
  /// - `stack-alignment`: the alignment's equality across the axis; `stack-canvas-edge`: an item
  ///   stays inside the canvas across the axis; `stack-baseline-top` (priority 1): baseline-aligned
  ///   items rise to the top; `stack-canvas-fit` (priority 1): unless something else sets it, the
  ///   canvas is as thin across the axis as its items allow (alignments other than `fill`).
  ///
  /// Horizontal stacks arrange from leading to trailing (right to left in a right-to-left
  /// stack); their constraints read leading and trailing by the direction of the arranged item
  /// they start from (an arranged item that sets its own direction against its stack's is not
  /// supported). Arranging, removing, moving or hiding one item replaces only the constraints
  /// of that item and of the next visible one (the next two for `equalSpacing` and
  /// `equalCentering`, with the hidden ones between), the next item's alignment under a baseline
  /// alignment, and the trailing end when the last visible item changed: O(1) constraints, never
  /// the whole stack's. Changing an option rebuilds the stack's constraints. A change the
  /// solver refuses (`unsatisfiableConstraint`) leaves the items, frames, options and constraints
  /// as they were; the solver's tableau is rebuilt (see StackConstraints.cpp), so the dump's
  /// solver section may differ.
  LayoutItem makeStack(std::string name) noexcept;
  /// Whether the item is a stack.
  bool isStack(const LayoutItem& item) const noexcept;
  /// The stack's options (nullopt for an item that is not a stack).
  std::optional<LayoutStackProperties> stackProperties(const LayoutItem& stack) const noexcept;
  /// The stack's arranged subitems in order (empty for an item that is not a stack).
  std::vector<LayoutItem> arrangedSubitems(const LayoutItem& stack) const;
  /// Appends `item` to the stack's arranged subitems (`insertArrangedSubitem` at the end).
  LayoutResult addArrangedSubitem(const LayoutItem& stack, const LayoutItem& item) noexcept;
  /// Makes `item` the arranged subitem at `index`, as UIStackView's `insertArrangedSubview`: an
  /// item without a parent is first added as the stack's last subitem; an item already arranged
  /// moves to `index`, which counts in the final list (0 … count - 1 for a move, 0 … count for a
  /// new one). All or nothing. Errors: `invalidHierarchy` when `stack` is not a stack, `item` is a
  /// layout guide, the root, the stack itself or its ancestor, or a subitem of another parent;
  /// `invalidValue` for an index beyond the list; `unsatisfiableConstraint` when the new
  /// constraints cannot hold; the handle errors of `checkItem` (`removedItem`, …).
  LayoutResult insertArrangedSubitem(const LayoutItem& stack, const LayoutItem& item,
                                     std::size_t index) noexcept;
  /// Takes `item` out of the stack's arrangement (its stack constraints go, its neighbours close
  /// the gap); it stays a subitem of the stack, as UIKit's `removeArrangedSubview`. Detaching,
  /// moving or removing an arranged item from the tree also takes it out first. Errors:
  /// `invalidHierarchy` when `stack` is not a stack or `item` is not one of its arranged items.
  LayoutResult removeArrangedSubitem(const LayoutItem& stack, const LayoutItem& item) noexcept;
  /// Sets the axis, rebuilding the stack's constraints. `invalidValue` for an axis outside its
  /// cases, or vertical under a baseline alignment (UIKit's baseline alignments are horizontal).
  LayoutResult setStackAxis(const LayoutItem& stack, LayoutAxis axis) noexcept;
  /// Sets the distribution. `invalidValue` for a value outside its cases.
  LayoutResult setStackDistribution(const LayoutItem& stack, LayoutStackDistribution distribution) noexcept;
  /// Sets the alignment. `invalidValue` for a value outside its cases, or a baseline alignment of a
  /// vertical stack.
  LayoutResult setStackAlignment(const LayoutItem& stack, LayoutStackAlignment alignment) noexcept;
  /// Sets the spacing. `nonFiniteValue` for NaN or an infinity, `invalidValue` when negative,
  /// `valueOutOfRange` beyond the engine's range.
  LayoutResult setStackSpacing(const LayoutItem& stack, double spacing) noexcept;
  /// Sets the spacing after arranged item `after` (UIStackView's `setCustomSpacing(_:after:)`);
  /// nullopt returns to the stack's spacing. It applies while both `after` and the next visible
  /// item are visible. The errors of `setStackSpacing`, and `invalidHierarchy` when `after` is
  /// not arranged in the stack.
  LayoutResult setCustomSpacing(const LayoutItem& stack, const LayoutItem& after,
                                std::optional<double> spacing) noexcept;
  /// The custom spacing after `after` (nullopt when none, or `after` is not arranged in `stack`).
  std::optional<double> customSpacing(const LayoutItem& stack, const LayoutItem& after) const noexcept;
  /// Lays the items out inside the stack's layout margins (true) or its edges (false, the
  /// default). Making the margins guide on first use, as `layoutMarginsGuide` does.
  LayoutResult setLayoutMarginsRelativeArrangement(const LayoutItem& stack, bool relative) noexcept;
  /// Measures a vertical stack's spacing between baselines (see `LayoutStackProperties`).
  LayoutResult setBaselineRelativeArrangement(const LayoutItem& stack, bool relative) noexcept;

  // MARK: Diagnostics

  /// Every item and axis whose position or size is not uniquely determined.
  std::vector<LayoutAmbiguity> ambiguities() const;
  /// How far an active constraint of this engine is from holding at the solved values, in points
  /// (for a dimension times a multiplier, in the units of its `first - second`): 0 when it holds,
  /// the amount by which `==` misses, or by which `<=` / `>=` is exceeded. Only an optional
  /// constraint can miss (a stronger one won over it). Evaluated from the constraint's own
  /// expressions (leading and trailing by the items' current directions), not from the solver's
  /// rows; a residue within 1e-9 of the constraint's largest term is 0. Nullopt for a constraint
  /// that is not active in this engine.
  std::optional<double> constraintViolation(const LayoutConstraint& constraint) const noexcept;
  /// A readable description of a constraint with item names.
  std::string describe(const LayoutConstraint& constraint) const;
  /// A readable dump of the tree with frames, the active constraints and the solver.
  ///
  /// Each item is a line indented two spaces per level of depth, down to depth 32; a deeper
  /// item is indented as depth 32 and starts with its depth, `[depth 40] name: …`, so that the
  /// text grows linearly with the number of items, however deep the tree. No recursion follows
  /// the tree's depth (nor in any other call of the engine): a tree of any depth is safe.
  std::string dump() const;

  /// Checks that the engine's bookkeeping agrees with its solver (every active constraint's
  /// solver constraint is in the solver and maps back to it, and the solver holds no other; the
  /// solver's own invariants) and describes the first disagreement; empty when all hold. For tests
  /// and fuzzing: it costs time proportional to the whole layout.
  std::string checkInvariants() const;

  // MARK: ConstraintLayout helpers

  // Android ConstraintLayout's helpers (ConstraintHelpers.h), each a set of constraints the
  // engine maintains: the host cannot deactivate or change them, only remove the whole helper.
  // Each call is all or nothing: on failure (the message names the culprit) the engine is
  // exactly as it was. Like the host's constraints, a helper's constraints are deactivated when
  // an item they use is removed or moved to another tree; `removeHelper` removes what is left.

  /// A guideline of `parent` called `name`: a layout guide, subitem of `parent`, of thickness 0
  /// spanning the parent (a vertical one: `width == 0`, the parent's top and height), whose
  /// position is `value` points from the parent's leading or top edge (`begin`), from its
  /// trailing or bottom edge inward (`end`), or `value` times the parent's width or height from
  /// its leading or top edge (`fraction`, in [0, 1]). Leading follows the guide's direction
  /// (inherited from `parent`): under a right-to-left parent, begin 20 is 20 points from the right
  /// edge. Relate other items to `helper.guide`'s `leading` (or `top`). Constraints identified
  /// `guideline <name>` (and `guideline <name> span`). A value that is not finite is
  /// `nonFiniteValue`; a fraction outside [0, 1], or a reference or orientation outside its cases,
  /// `invalidValue`.
  LayoutHelperResult makeGuideline(const LayoutItem& parent, std::string name,
                                   GuidelineOrientation orientation, GuidelineReference reference,
                                   double value) noexcept;
  /// A barrier of `parent` called `name` at the most extreme `edge` of `items` (1 or more), moved
  /// outward by `margin` (a trailing barrier `margin` points after the last trailing edge, a
  /// leading one `margin` points before the first leading edge): a layout guide of thickness 0
  /// spanning `parent`, as a guideline. Its constraints, per item, a required
  /// `barrier >= item.edge + margin` (trailing, right, bottom; `<=` and `- margin` for leading,
  /// left, top) identified `barrier <name>`, and an optional pull the other way at
  /// `barrierPullPriority` identified `barrier <name> pull`, whose summed error is least when the
  /// barrier touches the extreme item. The pull is at the lowest level so that it never moves
  /// the items (a pull above their hugging would stretch every label to the widest one); the
  /// price: an optional constraint of a higher priority that pulls the barrier itself away from
  /// its items (not one that pushes it against them) wins over the pull, which ConstraintLayout,
  /// where a barrier is no constraint, never lets happen. Intrinsic sizes that change move the
  /// barrier with them. No item, an item repeated, `parent` among the items, a margin not finite
  /// or an edge outside its cases is refused.
  LayoutHelperResult makeBarrier(const LayoutItem& parent, std::string name, BarrierEdge edge,
                                 std::span<const LayoutItem> items, double margin = 0) noexcept;
  /// A horizontal chain of `items` (2 or more, in reading order: leading to trailing) between
  /// `start` and `end`, by `options` (ConstraintHelpers.h): required constraints identified
  /// `chain-spread`, `chain-spreadInside`, `chain-packed` (the gaps) and `chain-weight` (the sizes
  /// of weighted items). Gaps are not held to be positive: items larger than the space overlap,
  /// as in ConstraintLayout. `options.margins` (one per item, or none) are fixed space inside the
  /// gaps that the style does not spread (ConstraintHelpers.h, `LayoutChainMargins`).
  ///
  /// A hidden item (`setHidden`, its own flag) is "gone", as ConstraintLayout's `View.GONE` in a
  /// chain: its size along the chain is 0 (a required `size == 0`, identified `chain-gone`, which
  /// its compression resistance yields to and a required size of its own refuses), it sits at the
  /// trailing edge of the visible item before it (or at `start`), its margins and weight count for
  /// nothing, and the chain spreads over its visible items only, by the same style. Hiding or
  /// showing an item of a chain replaces that chain's constraints, all or nothing (`setHidden`
  /// fails and changes nothing when the new ones cannot hold). With one visible item, `spread` and
  /// `spreadInside` center it between the anchors (after its margins), `packed` places it by the
  /// bias, a weighted one fills; with none, the gone items sit at `start`. When no visible item is
  /// weighted, the style and the bias apply. An item of the chain that was removed or moved to
  /// another tree is left out when the chain is next rebuilt; a chain whose anchor's item was
  /// removed, or whose anchors no longer share a tree, is left as it is.
  ///
  /// Refused (`invalidValue`, naming the culprit): a chain of one item, an item repeated, a bias
  /// outside [0, 1], a weight that is negative or not finite, weights or margins not one per
  /// item, a margin that is negative (`nonFiniteValue` for one that is not finite) or out of
  /// range, each naming the item and the margin (`the start margin -4 of b`).
  LayoutHelperResult makeChain(std::span<const LayoutItem> items, CLayoutDirectionalXAxisAnchor start,
                               CLayoutDirectionalXAxisAnchor end,
                               const LayoutChainOptions& options = {}) noexcept;
  /// A vertical chain of `items` (top to bottom) between `start` and `end`, as the horizontal one.
  LayoutHelperResult makeChain(std::span<const LayoutItem> items, CLayoutYAxisAnchor start,
                               CLayoutYAxisAnchor end, const LayoutChainOptions& options = {}) noexcept;
  /// Centers `item` between `start` and `end` with ConstraintLayout's bias: a required
  /// `item.leading == start + (end - start - item.width) * bias` identified `bias`, so 0 puts
  /// the item against `start`, 1 against `end`, 0.5 in the middle (its size is its own
  /// constraints'). A bias outside [0, 1] (NaN included) is `invalidValue`.
  LayoutHelperResult centerWithBias(const LayoutItem& item, CLayoutDirectionalXAxisAnchor start,
                                    CLayoutDirectionalXAxisAnchor end, double bias) noexcept;
  /// Centers `item` vertically between `start` and `end` with a bias (0 top, 1 bottom).
  LayoutHelperResult centerWithBias(const LayoutItem& item, CLayoutYAxisAnchor start, CLayoutYAxisAnchor end,
                                    double bias) noexcept;
  /// Holds `item`'s width : height at `width` : `height` (16 : 9): one required
  /// `item.width == item.height * (width / height)` identified `ratio`. Either side may be the one
  /// computed: whichever dimension the other constraints determine, the other follows (when
  /// both are determined and disagree, the call is `unsatisfiableConstraint`). A side that is 0,
  /// negative, NaN or infinite is refused (`invalidValue` or `nonFiniteValue`).
  LayoutHelperResult setDimensionRatio(const LayoutItem& item, double width, double height) noexcept;
  /// Removes a helper: deactivates its constraints that are still active and, for a guideline or
  /// a barrier, removes its guide (and with it the host's constraints that use the guide). An
  /// empty handle, another engine's helper or one already removed is refused (`notActive`,
  /// `differentEngines`), changing nothing.
  LayoutResult removeHelper(const LayoutHelper& helper) noexcept;
  /// The constraints of a live helper, active or not (deactivated when an item was removed), in
  /// the order made; empty for another engine's or a removed helper.
  std::vector<LayoutConstraint> helperConstraints(const LayoutHelper& helper) const;

 private:
  std::unique_ptr<internal::LayoutEngineImplementation> implementation_;
};

}  // namespace clayout
