// SwiftBridge.h — the named, noexcept C++ functions the Swift face (SwiftLayout) calls.
//
// Swift's C++ interop cannot build a `std::initializer_list`, use `std::source_location` default
// arguments, or call the anchor operator templates; it handles overloaded names and reference
// semantics poorly (see the interop notes). So the Swift face reaches the engine only through the
// functions below: each has a distinct name, takes and returns plain values (`LayoutItem`,
// `LayoutExpression`, `PendingLayoutConstraint`, `LayoutConstraint` handles, `LayoutResult`),
// passes batches as pointer + count, and never throws.
//
// Ownership: `makeSwiftLayoutEngine` heap-allocates an engine so that its address, which every
// item handle, anchor and constraint stores, is stable; the Swift `LayoutEngine` class owns it and
// calls `destroySwiftLayoutEngine` from its deinit. The engine is passed as `void*` (the same
// untyped address item handles store), so that Swift never takes it for an object it should
// retain or release.
//
// These functions hold no layout logic: each forwards to the layout model or the anchor algebra.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout::swift_bridge {

/// A list of constraint handles, as Swift sees `std::vector<LayoutConstraint>`.
using LayoutConstraintVector = std::vector<LayoutConstraint>;
/// A list of item handles.
using LayoutItemVector = std::vector<LayoutItem>;
/// A list of ambiguities.
using LayoutAmbiguityVector = std::vector<LayoutAmbiguity>;

// MARK: - Engine lifetime

/// A new engine on the heap (root 0 × 0); release it with `destroySwiftLayoutEngine`.
void* makeSwiftLayoutEngine() noexcept;
/// Destroys an engine made by `makeSwiftLayoutEngine` (null does nothing).
void destroySwiftLayoutEngine(void* engine) noexcept;
/// How many engines made by `makeSwiftLayoutEngine` are alive (for leak tests).
std::int64_t liveSwiftLayoutEngineCount() noexcept;
/// Adds `delta` to the live count of the Swift wrapper kind `kind` (0 engines, 1 items,
/// 2 constraints): the Swift face's leak counters, kept here as atomics so that every platform
/// has them without a Swift synchronization library.
void adjustSwiftLiveObjectCount(int kind, int delta) noexcept;
/// The live count of the Swift wrapper kind `kind`.
std::int64_t swiftLiveObjectCount(int kind) noexcept;

/// Writes `text` to standard error and flushes it (the Swift face's default diagnostics, without
/// Foundation or a C library import on the Swift side).
void writeToStandardError(const std::string& text) noexcept;

// MARK: - Items and the tree

/// The root item.
LayoutItem engineRoot(void* engine) noexcept;
/// A new view called `name`, not yet in the tree.
LayoutItem engineMakeItem(void* engine, const std::string& name) noexcept;
/// A new layout guide called `name`, not yet in the tree.
LayoutItem engineMakeLayoutGuide(void* engine, const std::string& name) noexcept;
/// Makes `child` the last subitem of `parent`.
LayoutResult engineAddSubitem(void* engine, const LayoutItem& parent, const LayoutItem& child) noexcept;
/// Detaches `item` from its parent.
LayoutResult engineRemoveFromParent(void* engine, const LayoutItem& item) noexcept;
/// Removes `item` and its subtree from the engine.
LayoutResult engineRemoveItem(void* engine, const LayoutItem& item) noexcept;
/// Whether `item` is a live item of the engine.
bool engineContains(void* engine, const LayoutItem& item) noexcept;
/// The parent (an empty handle when none).
LayoutItem engineParent(void* engine, const LayoutItem& item) noexcept;
/// The subitems, in order (empty if memory runs out).
LayoutItemVector engineSubitems(void* engine, const LayoutItem& item) noexcept;
/// The name (empty if memory runs out).
std::string engineItemName(void* engine, const LayoutItem& item) noexcept;
/// Whether the item is a layout guide.
bool engineIsLayoutGuide(void* engine, const LayoutItem& item) noexcept;

// MARK: - Item properties

/// Sets the root's size.
LayoutResult engineSetRootSize(void* engine, double width, double height) noexcept;
/// Sets the intrinsic content size; an axis whose `has…` is false has none.
LayoutResult engineSetIntrinsicContentSize(void* engine, const LayoutItem& item, bool hasWidth, double width,
                                           bool hasHeight, double height) noexcept;
/// Sets the content hugging priority of an axis.
LayoutResult engineSetContentHuggingPriority(void* engine, const LayoutItem& item, LayoutAxis axis,
                                             double priority) noexcept;
/// Sets the content compression resistance priority of an axis.
LayoutResult engineSetContentCompressionResistancePriority(void* engine, const LayoutItem& item,
                                                           LayoutAxis axis, double priority) noexcept;
/// Sets the layout direction.
LayoutResult engineSetLayoutDirection(void* engine, const LayoutItem& item,
                                      LayoutDirection direction) noexcept;
/// The direction leading and trailing resolve by.
LayoutDirection engineEffectiveLayoutDirection(void* engine, const LayoutItem& item) noexcept;
/// Sets the baseline offsets.
LayoutResult engineSetBaselineOffsets(void* engine, const LayoutItem& item, double firstFromTop,
                                      double lastFromBottom) noexcept;
/// Sets the layout margins.
LayoutResult engineSetLayoutMargins(void* engine, const LayoutItem& item, LayoutInsets margins) noexcept;
/// Sets the layout margins by reading direction.
LayoutResult engineSetDirectionalLayoutMargins(void* engine, const LayoutItem& item,
                                               LayoutDirectionalInsets margins) noexcept;
/// The item's layout margins guide.
LayoutItem engineLayoutMarginsGuide(void* engine, const LayoutItem& item) noexcept;
/// Sets the safe-area insets.
LayoutResult engineSetSafeAreaInsets(void* engine, const LayoutItem& item, LayoutInsets insets) noexcept;
/// The item's safe-area layout guide.
LayoutItem engineSafeAreaLayoutGuide(void* engine, const LayoutItem& item) noexcept;

// MARK: - Frames and diagnostics

/// The frame in parent or root coordinates, snapped to pixels of `scale` when `scale` > 0.
LayoutRect engineFrame(void* engine, const LayoutItem& item, LayoutCoordinates coordinates,
                       double scale) noexcept;
/// The fitting size; with `hasWidth`, the height for `width`.
LayoutSize engineFittingSize(void* engine, const LayoutItem& item, LayoutFitting fitting, bool hasWidth,
                             double width) noexcept;
/// The active constraints affecting `item` along `axis`.
LayoutConstraintVector engineConstraintsAffecting(void* engine, const LayoutItem& item,
                                                  LayoutAxis axis) noexcept;
/// Every ambiguous item and axis.
LayoutAmbiguityVector engineAmbiguities(void* engine) noexcept;
/// The dump of the engine.
std::string engineDump(void* engine) noexcept;

// MARK: - Anchor expressions

/// `1 · item.attribute`.
LayoutExpression anchorExpression(const LayoutItem& item, LayoutAttribute attribute) noexcept;
/// `a·aScale + b·bScale`, like terms combined (the anchor operators' arithmetic).
LayoutExpression combineLayoutExpressions(const LayoutExpression& a, double aScale, const LayoutExpression& b,
                                          double bScale) noexcept;
/// `expression · multiplier`.
LayoutExpression scaleLayoutExpression(const LayoutExpression& expression, double multiplier) noexcept;
/// `expression ÷ divisor`.
LayoutExpression divideLayoutExpression(const LayoutExpression& expression, double divisor) noexcept;
/// `expression + constant`.
LayoutExpression addConstantToLayoutExpression(const LayoutExpression& expression, double constant) noexcept;
/// A side that is a bare number.
LayoutExpression constantLayoutExpression(double constant) noexcept;
/// The constant term of an expression.
double layoutExpressionConstant(const LayoutExpression& expression) noexcept;

// MARK: - Constraints

/// `first relation second` at the required priority, not yet a constraint.
PendingLayoutConstraint relateLayoutExpressions(const LayoutExpression& first, Relation relation,
                                                const LayoutExpression& second,
                                                bool relatesPositions) noexcept;
/// Gives `pending` an identity, recording `fileName` (a string that outlives the constraint, e.g.
/// Swift's `#fileID`) and `line` as where it was written.
LayoutConstraint makeLayoutConstraint(const PendingLayoutConstraint& pending, const char* fileName,
                                      std::uint32_t line) noexcept;
/// A new inactive constraint like `constraint` at `priority` (not validated: activation reports an
/// invalid priority).
LayoutConstraint layoutConstraintWithPriority(const LayoutConstraint& constraint, double priority) noexcept;
/// A new inactive constraint like `constraint` with `identifier`.
LayoutConstraint layoutConstraintWithIdentifier(const LayoutConstraint& constraint,
                                                const std::string& identifier) noexcept;
/// A new inactive constraint like `constraint`, written at `fileName`:`line`.
LayoutConstraint layoutConstraintWithSourceLocation(const LayoutConstraint& constraint, const char* fileName,
                                                    std::uint32_t line) noexcept;
/// Activates `count` constraints at `constraints`, all or nothing (`activateConstraints`).
LayoutResult activateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept;
/// Deactivates `count` constraints at `constraints`, all or nothing.
LayoutResult deactivateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept;
/// Changes the constant (in place when active).
LayoutResult setLayoutConstraintConstant(const LayoutConstraint& constraint, double constant) noexcept;
/// Changes the priority (in place when active).
LayoutResult setLayoutConstraintPriority(const LayoutConstraint& constraint, double priority) noexcept;
/// Whether the constraint is active.
bool layoutConstraintIsActive(const LayoutConstraint& constraint) noexcept;
/// Auto Layout's constant.
double layoutConstraintConstant(const LayoutConstraint& constraint) noexcept;
/// The priority.
double layoutConstraintPriority(const LayoutConstraint& constraint) noexcept;
/// The relation.
Relation layoutConstraintRelation(const LayoutConstraint& constraint) noexcept;
/// The identifier (empty when none).
std::string layoutConstraintIdentifier(const LayoutConstraint& constraint) noexcept;
/// The file it was written in.
std::string layoutConstraintFileName(const LayoutConstraint& constraint) noexcept;
/// The line it was written on (0: unknown).
std::uint32_t layoutConstraintLine(const LayoutConstraint& constraint) noexcept;
/// The readable description with item names and source location.
std::string layoutConstraintDescription(const LayoutConstraint& constraint) noexcept;
/// The engine of the constraint's items (null when none).
void* layoutConstraintEngine(const LayoutConstraint& constraint) noexcept;
/// A stable address identifying the constraint (for hashing).
const void* layoutConstraintIdentity(const LayoutConstraint& constraint) noexcept;
/// Whether two handles name one constraint.
bool layoutConstraintsAreSame(const LayoutConstraint& a, const LayoutConstraint& b) noexcept;

// MARK: - Results

/// The error kind (`none` on success).
LayoutErrorKind layoutResultKind(const LayoutResult& result) noexcept;
/// The message.
std::string layoutResultMessage(const LayoutResult& result) noexcept;
/// The readable name of an error kind.
std::string layoutErrorKindDescription(LayoutErrorKind kind) noexcept;
/// Whether the result names the constraint at fault.
bool layoutResultHasConstraint(const LayoutResult& result) noexcept;
/// The constraint at fault (call only when `layoutResultHasConstraint`).
LayoutConstraint layoutResultConstraint(const LayoutResult& result) noexcept;
/// The conflicting constraints of an unsatisfiable activation.
LayoutConstraintVector layoutResultConflicts(const LayoutResult& result) noexcept;

}  // namespace clayout::swift_bridge
