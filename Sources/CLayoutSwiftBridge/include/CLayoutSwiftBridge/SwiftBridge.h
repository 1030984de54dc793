// SwiftBridge.h — the named, noexcept C++ functions the Swift face (SwiftLayout) calls.
//
// A SwiftPM target of its own (`CLayoutSwiftBridge`), above the C++ core and apart from it: C++
// hosts never see these functions (they are not in the core's umbrella header, its CMake library
// or its install), and the Swift face imports them `internal`ly, so Swift clients do not either.
//
// Swift's C++ interop cannot build a `std::initializer_list`, use `std::source_location` default
// arguments, or call the anchor operator templates; it handles overloaded names and reference
// semantics poorly (see the interop notes). So the Swift face reaches the engine only through the
// functions below: each has a distinct name, takes and returns plain values (`LayoutItem`,
// `LayoutExpression`, `PendingLayoutConstraint`, `LayoutConstraint` handles, `LayoutResult`),
// passes batches as pointer + count, and never throws.
//
// Out of memory: every function is `noexcept`, and none catches. The engine reports every failure
// it can recover from as a `LayoutResult`; the only exception left is `std::bad_alloc` while
// copying a name, a message or a list, and running out of memory inside a `noexcept` function
// ends the program (`std::terminate`). That is the honest outcome: an empty name or message in
// its place would be a silent lie to Swift, which cannot catch C++ exceptions anyway.
//
// Ownership: `makeSwiftLayoutEngine` heap-allocates an engine so that its address, which every
// item handle, anchor and constraint stores, is stable; the Swift `LayoutEngine` class owns it and
// calls `destroySwiftLayoutEngine` from its deinit. The engine is passed as `void*` (the same
// untyped address item handles store), so that Swift never takes it for an object it should
// retain or release.
//
// These functions hold no layout logic: each forwards to the layout model, the anchor algebra or
// the core's number formatting. The files: `EngineBridge.cpp` (the engine, its items, their
// properties and frames), `ConstraintBridge.cpp` (anchor expressions, constraints, results, text),
// `TextBridge.cpp` (layout files and their translation to code), `UIKitRulesBridge.cpp` (margins and
// safe areas that follow the hierarchy, the readable content guide), `InterfaceBuilderBridge.cpp`
// (Interface Builder files imported as layout files).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"

namespace clayout::swift_bridge {

/// A list of constraint handles, as Swift sees `std::vector<LayoutConstraint>`.
using LayoutConstraintVector = std::vector<LayoutConstraint>;
/// A list of item handles, as Swift sees `std::vector<LayoutItem>`.
using LayoutItemVector = std::vector<LayoutItem>;
/// A list of frame changes, as Swift sees `std::vector<LayoutFrameChange>`.
using LayoutFrameChangeVector = std::vector<LayoutFrameChange>;
/// A list of ambiguities, as Swift sees `std::vector<LayoutAmbiguity>`.
using LayoutAmbiguityVector = std::vector<LayoutAmbiguity>;
/// A list of sizes, as Swift sees `std::vector<LayoutSize>`.
using LayoutSizeVector = std::vector<LayoutSize>;

// MARK: - Engine lifetime

/// A new engine on the heap (root 0 × 0), never null; release it with `destroySwiftLayoutEngine`.
__attribute__((returns_nonnull)) void* makeSwiftLayoutEngine() noexcept;
/// Destroys an engine made by `makeSwiftLayoutEngine` (null does nothing).
void destroySwiftLayoutEngine(void* engine) noexcept;

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
/// Whether `item` is a live item of the engine (false once removed).
bool engineContains(void* engine, const LayoutItem& item) noexcept;
/// The parent: an empty handle (`isValid()` false) for the root, a detached or a removed item.
LayoutItem engineParent(void* engine, const LayoutItem& item) noexcept;
/// The subitems, in order.
LayoutItemVector engineSubitems(void* engine, const LayoutItem& item) noexcept;
/// The name given at creation.
std::string engineItemName(void* engine, const LayoutItem& item) noexcept;
/// Whether the item is a layout guide.
bool engineIsLayoutGuide(void* engine, const LayoutItem& item) noexcept;
/// Whether two handles name the same item of the same engine (the C++ `operator==`, a hidden
/// friend Swift cannot call).
bool layoutItemsAreSame(const LayoutItem& a, const LayoutItem& b) noexcept;

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
/// The direction leading and trailing resolve by: never `inherit`.
LayoutDirection engineEffectiveLayoutDirection(void* engine, const LayoutItem& item) noexcept;
/// Sets the baseline offsets (from the top and from the bottom).
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

// MARK: - UIKit's rules (UIKitRulesBridge.cpp)

/// `setPreservesSuperviewLayoutMargins`.
LayoutResult engineSetPreservesSuperviewLayoutMargins(void* engine, const LayoutItem& item,
                                                      bool preserves) noexcept;
/// `setInsetsLayoutMarginsFromSafeArea`.
LayoutResult engineSetInsetsLayoutMarginsFromSafeArea(void* engine, const LayoutItem& item,
                                                      bool insets) noexcept;
/// `setSystemMinimumLayoutMargins`; without `hasMinimum`, an ordinary view again.
LayoutResult engineSetSystemMinimumLayoutMargins(void* engine, const LayoutItem& item, bool hasMinimum,
                                                 LayoutDirectionalInsets minimum) noexcept;
/// `setViewRespectsSystemMinimumLayoutMargins`.
LayoutResult engineSetViewRespectsSystemMinimumLayoutMargins(void* engine, const LayoutItem& item,
                                                             bool respects) noexcept;
/// The effective layout margins at the current frames.
LayoutInsets engineLayoutMargins(void* engine, const LayoutItem& item) noexcept;
/// The effective safe-area insets at the current frames.
LayoutInsets engineSafeAreaInsets(void* engine, const LayoutItem& item) noexcept;
/// `setAlignmentRectInsets`.
LayoutResult engineSetAlignmentRectInsets(void* engine, const LayoutItem& item, LayoutInsets insets) noexcept;
/// The item's alignment insets.
LayoutInsets engineAlignmentRectInsets(void* engine, const LayoutItem& item) noexcept;
/// The item's readable content guide.
LayoutItem engineReadableContentGuide(void* engine, const LayoutItem& item) noexcept;
/// `setReadableContentWidth`.
LayoutResult engineSetReadableContentWidth(void* engine, double width) noexcept;
/// The readable width.
double engineReadableContentWidth(void* engine) noexcept;
/// `setUnsatisfiableConstraintPolicy`: `recover` when `recovers`, else `refuse`.
void engineSetRecoversUnsatisfiableConstraints(void* engine, bool recovers) noexcept;
/// Whether the policy is `recover`.
bool engineRecoversUnsatisfiableConstraints(void* engine) noexcept;
/// How many constraints the engine broke (`brokenConstraints`).
std::size_t engineBrokenConstraintCount(void* engine) noexcept;
/// The broken constraint at `index` (< the count) as the refusal it replaced: kind
/// `unsatisfiableConstraint`, its message, the broken constraint, its conflicts, the root's axis.
LayoutResult engineBrokenConstraint(void* engine, std::size_t index) noexcept;
/// `clearBrokenConstraints`.
void engineClearBrokenConstraints(void* engine) noexcept;
/// `LayoutDevice::named`; for a name the table does not know, a device whose
/// `interfaceBuilderIdentifier` is empty (Swift gets no `std::optional` of it).
LayoutDevice layoutDeviceNamed(const std::string& name, bool landscape) noexcept;
/// `LayoutDevice::knownNames`, one a line.
std::string layoutDeviceKnownNames() noexcept;
/// `applyDevice` to the engine's root.
LayoutResult engineApplyDevice(void* engine, const LayoutDevice& device) noexcept;

// MARK: - Measured items (MeasuringBridge.cpp)

/// A measuring function from Swift, as a C function and a context: writes the size of the item's
/// content at `width` (+infinity: the natural size) to `sizeWidth` and `sizeHeight`. It cannot
/// throw (a Swift closure cannot throw into C++); the engine refuses a NaN or negative answer.
using SwiftMeasuringCallback = void (*)(void* context, double width, double* sizeWidth, double* sizeHeight);
/// Releases a measuring callback's context, once, when the engine no longer holds the function.
using SwiftMeasuringRelease = void (*)(void* context);
/// `setMeasuringFunction` with a Swift callback. Takes ownership of `context` in every case: it is
/// released (by `release`) when the function is replaced, cleared, or the engine destroyed, or at
/// once when the call fails.
LayoutResult engineSetMeasuringFunction(void* engine, const LayoutItem& item, SwiftMeasuringCallback measure,
                                        void* context, SwiftMeasuringRelease release) noexcept;
/// `setMeasuringFunction` with the reference monospaced measurer for `text` (measured in C++,
/// no call back into Swift).
LayoutResult engineSetMonospacedText(void* engine, const LayoutItem& item, const std::string& text,
                                     double advance, double lineHeight) noexcept;
/// Clears the item's measuring function (and its intrinsic content size).
LayoutResult engineClearMeasuringFunction(void* engine, const LayoutItem& item) noexcept;
/// Whether the item has a measuring function.
bool engineHasMeasuringFunction(void* engine, const LayoutItem& item) noexcept;
/// `invalidateIntrinsicContentSize`.
LayoutResult engineInvalidateIntrinsicContentSize(void* engine, const LayoutItem& item) noexcept;
/// `layoutIfNeeded`.
LayoutResult engineLayoutIfNeeded(void* engine) noexcept;
/// The engine's bound on `layoutIfNeeded`'s rounds.
int engineMaximumLayoutRounds() noexcept;
/// The reference monospaced measurer's size of `text` at `width`.
LayoutSize monospacedTextSize(const std::string& text, double width, double advance,
                              double lineHeight) noexcept;
/// The reference monospaced measurer's lines of `text` at `width`, each followed by `\n` (a line
/// never holds one), so that no line and one empty line differ: "" and "\n".
std::string monospacedTextLines(const std::string& text, double width, double advance,
                                double lineHeight) noexcept;

// MARK: - Frames and diagnostics

/// The frame in parent or root coordinates, snapped to pixels of `scale` when `scale` > 0.
LayoutRect engineFrame(void* engine, const LayoutItem& item, LayoutCoordinates coordinates,
                       double scale) noexcept;
/// Every frame of the root's tree in tree order into `into` (room for `capacity` frames; null
/// with 0 to ask for the count): the number of items in the tree, nothing written when it is
/// more than `capacity` (`LayoutEngine::frames`).
std::size_t engineFrames(void* engine, LayoutRect* into, std::size_t capacity, LayoutCoordinates coordinates,
                         double scale) noexcept;
/// The items of the root's tree in the order `engineFrames` writes their frames.
LayoutItemVector engineItemsInTreeOrder(void* engine) noexcept;
/// The items whose frame changed since the previous call, with their frames, then marks them read
/// (`LayoutEngine::changedFrames`).
LayoutFrameChangeVector engineChangedFrames(void* engine, LayoutCoordinates coordinates,
                                            double scale) noexcept;
/// The fitting size; with `hasWidth`, the height for `width`.
LayoutSize engineFittingSize(void* engine, const LayoutItem& item, LayoutFitting fitting, bool hasWidth,
                             double width) noexcept;
/// The active constraints affecting `item` along `axis`, in activation order.
LayoutConstraintVector engineConstraintsAffecting(void* engine, const LayoutItem& item,
                                                  LayoutAxis axis) noexcept;
/// Every ambiguous item and axis.
LayoutAmbiguityVector engineAmbiguities(void* engine) noexcept;
/// The readable dump of the tree, the active constraints and the solver.
std::string engineDump(void* engine) noexcept;
/// Whether the engine is as a new one (`LayoutEngine::isEmpty`).
bool engineIsEmpty(void* engine) noexcept;

// MARK: - Anchor expressions

/// `1 · item.attribute`, in the item's engine.
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
/// A side that is a bare number (no engine).
LayoutExpression constantLayoutExpression(double constant) noexcept;

// MARK: - Constraints

/// A new inactive constraint `first relation second` at the required priority, of the anchor kind
/// `kind` the Swift DSL typed it with (`PendingLayoutConstraint::anchorKind`), written at
/// `fileName` (a string that outlives the constraint, e.g. Swift's `#fileID`):`line`. Each side is
/// copied once.
LayoutConstraint relatedLayoutConstraint(const LayoutExpression& first, Relation relation,
                                         const LayoutExpression& second, AnchorKind kind,
                                         const char* fileName, std::uint32_t line) noexcept;
/// A new inactive constraint like `constraint` at `priority` (not validated: activation reports an
/// invalid priority).
LayoutConstraint layoutConstraintWithPriority(const LayoutConstraint& constraint, double priority) noexcept;
/// A new inactive constraint like `constraint` with `identifier`.
LayoutConstraint layoutConstraintWithIdentifier(const LayoutConstraint& constraint,
                                                const std::string& identifier) noexcept;
/// A new inactive constraint like `constraint` that reads leading and trailing in `item`'s layout
/// direction (`PendingLayoutConstraint::directionItem`), at `constraint`'s place.
LayoutConstraint layoutConstraintInLayoutDirectionOf(const LayoutConstraint& constraint,
                                                     const LayoutItem& item) noexcept;
/// Records that `constraint` was written at `fileName`:`line` when it has no place yet and is
/// inactive (`LayoutConstraint::recordPlaceIfUnknown`); otherwise leaves it as it is.
void recordLayoutConstraintPlace(const LayoutConstraint& constraint, const char* fileName,
                                 std::uint32_t line) noexcept;
/// Activates `count` constraints at `constraints`, all or nothing (`activateConstraints`).
LayoutResult activateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept;
/// Deactivates `count` constraints at `constraints`, all or nothing.
LayoutResult deactivateLayoutConstraints(const LayoutConstraint* constraints, std::size_t count) noexcept;
/// Changes the constant (in place when active).
LayoutResult setLayoutConstraintConstant(const LayoutConstraint& constraint, double constant) noexcept;
/// Changes the priority (in place when active).
LayoutResult setLayoutConstraintPriority(const LayoutConstraint& constraint, double priority) noexcept;
/// Whether an engine has the constraint active.
bool layoutConstraintIsActive(const LayoutConstraint& constraint) noexcept;
/// How far the active constraint misses at its engine's solved values
/// (`LayoutEngine::constraintViolation`); NaN when it is not active or its engine is gone.
double layoutConstraintViolation(const LayoutConstraint& constraint) noexcept;
/// Auto Layout's constant: the second side's constant minus the first's.
double layoutConstraintConstant(const LayoutConstraint& constraint) noexcept;
/// The priority, on the (0, 1000] scale (not validated before activation).
double layoutConstraintPriority(const LayoutConstraint& constraint) noexcept;
/// The identifier (empty when none).
std::string layoutConstraintIdentifier(const LayoutConstraint& constraint) noexcept;
/// The file it was written in (empty when unknown).
std::string layoutConstraintFileName(const LayoutConstraint& constraint) noexcept;
/// The line it was written on (0: unknown).
std::uint32_t layoutConstraintLine(const LayoutConstraint& constraint) noexcept;
/// The readable description with item names and source location.
std::string layoutConstraintDescription(const LayoutConstraint& constraint) noexcept;
/// The description without its place (`LayoutConstraint::statement`).
std::string layoutConstraintStatement(const LayoutConstraint& constraint) noexcept;
/// The items the constraint relates, each once, in the order they first appear (first side, then
/// second); none when its engine is gone or it has no item.
LayoutItemVector layoutConstraintItems(const LayoutConstraint& constraint) noexcept;
/// A stable address identifying the constraint (for hashing).
const void* layoutConstraintIdentity(const LayoutConstraint& constraint) noexcept;
/// Whether two handles name one constraint.
bool layoutConstraintsAreSame(const LayoutConstraint& a, const LayoutConstraint& b) noexcept;

// MARK: - Constraints without effect (ConstraintEffectAnalysis)

/// A new analysis of `count` constraints at `constraints` (active in `engine`) at `sizeCount`
/// root sizes, on the heap (`ConstraintEffectAnalysis`); never null. Destroy it before the engine.
__attribute__((returns_nonnull)) void* makeConstraintEffectAnalysis(void* engine,
                                                                    const LayoutConstraint* constraints,
                                                                    std::size_t count,
                                                                    const LayoutSize* sizes,
                                                                    std::size_t sizeCount) noexcept;
/// Takes up to `steps` more steps; whether the analysis is done.
bool advanceConstraintEffectAnalysis(void* analysis, std::size_t steps) noexcept;
/// The steps taken, and the most there can be.
std::size_t constraintEffectAnalysisStepsDone(const void* analysis) noexcept;
std::size_t constraintEffectAnalysisStepCount(const void* analysis) noexcept;
/// The constraints found without effect among those searched, in the order given.
LayoutConstraintVector constraintEffectAnalysisWithoutEffect(const void* analysis) noexcept;
/// How many constraints, the first ones, were searched at every size.
std::size_t constraintEffectAnalysisSearchedCount(const void* analysis) noexcept;
/// The sizes the root could take.
LayoutSizeVector constraintEffectAnalysisSizesTried(const void* analysis) noexcept;
/// Destroys an analysis (restoring the engine's root size and the constraints' activity).
void destroyConstraintEffectAnalysis(void* analysis) noexcept;

// MARK: - Results

/// The error kind (`none` on success).
LayoutErrorKind layoutResultKind(const LayoutResult& result) noexcept;
/// The engine's message (empty on success).
std::string layoutResultMessage(const LayoutResult& result) noexcept;
/// Whether the result names the constraint at fault.
bool layoutResultHasConstraint(const LayoutResult& result) noexcept;
/// The constraint at fault (call only when `layoutResultHasConstraint`).
LayoutConstraint layoutResultConstraint(const LayoutResult& result) noexcept;
/// The conflicting constraints of an unsatisfiable activation (empty for any other kind).
LayoutConstraintVector layoutResultConflicts(const LayoutResult& result) noexcept;
/// `result.rootSizeAxis`: 0 horizontal, 1 vertical, -1 when the root's size is not in the conflict.
int layoutResultRootSizeAxis(const LayoutResult& result) noexcept;

// MARK: - Text

/// The readable name of an error kind, as C++ messages write it: `no common ancestor`.
std::string layoutErrorKindDescription(LayoutErrorKind kind) noexcept;
/// A number as every message of the core writes it (`750`, `749.1234568`, `nan`): integers without
/// a decimal point, anything else with up to 10 significant digits.
std::string formatNumber(double value) noexcept;
/// A name as every message of the core quotes it (`nameDescription`): long ones cut.
std::string quotedName(const std::string& name) noexcept;
/// Writes `text` to standard error and flushes it (the Swift face's default diagnostics, without
/// Foundation or a C library import on the Swift side).
void writeToStandardError(const std::string& text) noexcept;

// MARK: - Layout files

// A load (`clayout::LayoutFileLoad`, CLayoutCore/Text/LayoutFile.h) lives on the heap behind an
// untyped address, read through the accessors below by index (Swift never imports its maps and
// nested vectors), and is released with `destroySwiftLayoutFileLoad`. Indices must be below the
// matching count.

/// Loads `text`, called `fileName` in messages, into `engine` (all or nothing; the engine must be
/// new), at `rootWidth` × `rootHeight` instead of the file's `size:` when `hasRootSize`
/// (`LayoutFileOptions::rootSize`); never null.
__attribute__((returns_nonnull)) void* loadSwiftLayoutText(void* engine, const std::string& text,
                                                           const std::string& fileName, bool hasRootSize,
                                                           double rootWidth, double rootHeight) noexcept;
/// Loads the file at `path` into `engine`; never null.
__attribute__((returns_nonnull)) void* loadSwiftLayoutFile(void* engine, const std::string& path) noexcept;
/// Releases a load (null does nothing).
void destroySwiftLayoutFileLoad(void* load) noexcept;
/// How many diagnostics (0: loaded).
std::size_t layoutFileDiagnosticCount(const void* load) noexcept;
/// A diagnostic's file name, line and column (line 0: the file as a whole).
std::string layoutFileDiagnosticFileName(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileDiagnosticLine(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileDiagnosticColumn(const void* load, std::size_t index) noexcept;
/// A diagnostic's kind, by the core's name (`syntax error`, `unsatisfiable constraint`, …).
std::string layoutFileDiagnosticKindName(const void* load, std::size_t index) noexcept;
/// Whether a diagnostic is an unsatisfiable constraint (or root size).
bool layoutFileDiagnosticIsUnsatisfiable(const void* load, std::size_t index) noexcept;
/// A diagnostic's message.
std::string layoutFileDiagnosticMessage(const void* load, std::size_t index) noexcept;
/// A diagnostic as compilers print it, notes included (`describeDiagnostic`).
std::string layoutFileDiagnosticDescription(const void* load, std::size_t index) noexcept;
/// How many notes a diagnostic has, and each note's place and message.
std::size_t layoutFileNoteCount(const void* load, std::size_t index) noexcept;
std::string layoutFileNoteFileName(const void* load, std::size_t index, std::size_t note) noexcept;
std::uint32_t layoutFileNoteLine(const void* load, std::size_t index, std::size_t note) noexcept;
std::uint32_t layoutFileNoteColumn(const void* load, std::size_t index, std::size_t note) noexcept;
std::string layoutFileNoteMessage(const void* load, std::size_t index, std::size_t note) noexcept;
/// How many items the file declared (in file order), and each one's handle, name, parent's
/// name, depth, kind and place.
std::size_t layoutFileItemCount(const void* load) noexcept;
LayoutItem layoutFileItem(const void* load, std::size_t index) noexcept;
std::string layoutFileItemName(const void* load, std::size_t index) noexcept;
std::string layoutFileItemParentName(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileItemDepth(const void* load, std::size_t index) noexcept;
bool layoutFileItemIsLayoutGuide(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileItemLine(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileItemColumn(const void* load, std::size_t index) noexcept;
/// The item's `identifier:` (`LoadedItem::identifier`), "" without one; the root's.
std::string layoutFileItemIdentifier(const void* load, std::size_t index) noexcept;
std::string layoutFileRootIdentifier(const void* load) noexcept;
/// Whether the item is a text item, and its text and font (`LoadedItem::text`); "" and 0 for
/// another item.
bool layoutFileItemHasText(const void* load, std::size_t index) noexcept;
std::string layoutFileItemText(const void* load, std::size_t index) noexcept;
double layoutFileItemTextAdvance(const void* load, std::size_t index) noexcept;
double layoutFileItemTextLineHeight(const void* load, std::size_t index) noexcept;
/// How many constraints the file activated, and each one's handle and place.
std::size_t layoutFileConstraintCount(const void* load) noexcept;
LayoutConstraint layoutFileConstraint(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileConstraintLine(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileConstraintColumn(const void* load, std::size_t index) noexcept;
/// How many groups the file declared (`group name: a, b`), and each one's name, place and items.
std::size_t layoutFileGroupCount(const void* load) noexcept;
std::string layoutFileGroupName(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileGroupLine(const void* load, std::size_t index) noexcept;
std::uint32_t layoutFileGroupColumn(const void* load, std::size_t index) noexcept;
std::size_t layoutFileGroupItemCount(const void* load, std::size_t index) noexcept;
LayoutItem layoutFileGroupItem(const void* load, std::size_t index, std::size_t item) noexcept;

/// A layout file translated to code (`clayout::translateLayout`, CLayoutTranslation/LayoutTranslation.h).
struct SwiftLayoutTranslation {
  /// A load (as `loadSwiftLayoutText` makes) holding the translation's diagnostics, none when the
  /// file was translated; read with the `layoutFile…` accessors, released with
  /// `destroySwiftLayoutFileLoad`; never null.
  void* diagnostics;
  /// The code, the items' struct's name and the function's name (empty on failure).
  std::string code;
  std::string typeName;
  std::string functionName;
};
/// Translates `text`, called `fileName`, to Swift (`toSwift`) or C++ code.
SwiftLayoutTranslation translateSwiftLayoutText(const std::string& text, const std::string& fileName,
                                                bool toSwift) noexcept;

// MARK: - Interface Builder files (InterfaceBuilderBridge.cpp)

// An import (`clayout::InterfaceBuilderImport`, CLayoutInterfaceBuilder/InterfaceBuilderImport.h)
// lives on the heap behind an untyped address, read by index through the accessors below and
// released with `destroySwiftInterfaceBuilderImport`. Indices must be below the matching count.

/// Imports `text`, an IB file called `fileName`, with the options of `InterfaceBuilderImportOptions`
/// (each empty when not given); never null.
__attribute__((returns_nonnull)) void* importSwiftInterfaceBuilderText(const std::string& text,
                                                                       const std::string& fileName,
                                                                       const std::string& rootIdentifier,
                                                                       const std::string& sceneName,
                                                                       const std::string& device) noexcept;
/// Reads the file at `path` and imports it; never null.
__attribute__((returns_nonnull)) void* importSwiftInterfaceBuilderFile(const std::string& path,
                                                                       const std::string& rootIdentifier,
                                                                       const std::string& sceneName,
                                                                       const std::string& device) noexcept;
/// Releases an import (null does nothing).
void destroySwiftInterfaceBuilderImport(void* import) noexcept;
/// How many layout files, and each one's file name, root view's IB id, title and text.
std::size_t importedLayoutCount(const void* import) noexcept;
std::string importedLayoutFileName(const void* import, std::size_t index) noexcept;
std::string importedLayoutRootIdentifier(const void* import, std::size_t index) noexcept;
std::string importedLayoutTitle(const void* import, std::size_t index) noexcept;
std::string importedLayoutText(const void* import, std::size_t index) noexcept;
/// How many diagnostics, and each one's place, severity, element, message and description
/// (`describeImportDiagnostic`).
std::size_t importDiagnosticCount(const void* import) noexcept;
std::string importDiagnosticFileName(const void* import, std::size_t index) noexcept;
std::uint32_t importDiagnosticLine(const void* import, std::size_t index) noexcept;
std::uint32_t importDiagnosticColumn(const void* import, std::size_t index) noexcept;
bool importDiagnosticIsError(const void* import, std::size_t index) noexcept;
std::string importDiagnosticElement(const void* import, std::size_t index) noexcept;
std::string importDiagnosticMessage(const void* import, std::size_t index) noexcept;
std::string importDiagnosticDescription(const void* import, std::size_t index) noexcept;

// MARK: - ConstraintLayout helpers (HelperBridge.cpp)

// Each forwards to the `LayoutEngine` call of the same name (LayoutEngine.h). The chains and the
// centering take their two anchors as the Swift anchors' expressions: each must be one anchor
// (`1 · item.attribute`, no constant), or the call is refused (`invalidValue`) before the engine.

/// `LayoutEngine::makeGuideline`.
LayoutHelperResult engineMakeGuideline(void* engine, const LayoutItem& parent, const std::string& name,
                                       GuidelineOrientation orientation, GuidelineReference reference,
                                       double value) noexcept;
/// `LayoutEngine::makeBarrier`, the items as pointer + count.
LayoutHelperResult engineMakeBarrier(void* engine, const LayoutItem& parent, const std::string& name,
                                     BarrierEdge edge, const LayoutItem* items, std::size_t count,
                                     double margin) noexcept;
/// `LayoutEngine::makeChain` between leading/trailing anchors (`horizontal`) or vertical ones; the
/// weights as pointer + count (0: none), the margins as `marginCount` groups of six doubles
/// (start, end, whether goneStart is given (0 or 1), goneStart, the same for goneEnd) flattened
/// into `6 · marginCount` doubles (0: none).
LayoutHelperResult engineMakeChain(void* engine, const LayoutItem* items, std::size_t count, bool horizontal,
                                   const LayoutExpression& start, const LayoutExpression& end,
                                   ChainStyle style, double bias, const double* weights,
                                   std::size_t weightCount, const double* margins,
                                   std::size_t marginCount) noexcept;
/// `LayoutEngine::centerWithBias`, horizontal (leading/trailing anchors) or vertical.
LayoutHelperResult engineCenterWithBias(void* engine, const LayoutItem& item, bool horizontal,
                                        const LayoutExpression& start, const LayoutExpression& end,
                                        double bias) noexcept;
/// `LayoutEngine::setDimensionRatio`.
LayoutHelperResult engineSetDimensionRatio(void* engine, const LayoutItem& item, double width,
                                           double height) noexcept;
/// The outcome of a helper call (success, or what failed and why).
LayoutResult layoutHelperResultOutcome(const LayoutHelperResult& made) noexcept;
/// The helper a successful call made (an empty handle after a failure).
LayoutHelper layoutHelperResultHelper(const LayoutHelperResult& made) noexcept;
/// The guide of a guideline or a barrier (an empty handle for the other helpers).
LayoutItem layoutHelperGuide(const LayoutHelper& helper) noexcept;
/// `LayoutEngine::removeHelper`.
LayoutResult engineRemoveHelper(void* engine, const LayoutHelper& helper) noexcept;
/// `LayoutEngine::helperConstraints`.
LayoutConstraintVector engineHelperConstraints(void* engine, const LayoutHelper& helper) noexcept;

// MARK: Hidden items and stacks (StackBridge.cpp)

/// `LayoutEngine::setHidden`, `isHidden`, `isHiddenInTree`.
LayoutResult engineSetHidden(void* engine, const LayoutItem& item, bool hidden) noexcept;
/// `LayoutEngine::setHidden` of several items (ConstraintLayout's groups): `count` items at `items`.
LayoutResult engineSetHiddenItems(void* engine, const LayoutItem* items, std::size_t count,
                                  bool hidden) noexcept;
bool engineIsHidden(void* engine, const LayoutItem& item) noexcept;
bool engineIsHiddenInTree(void* engine, const LayoutItem& item) noexcept;
/// `LayoutEngine::makeStack`, `isStack`, `arrangedSubitems`.
LayoutItem engineMakeStack(void* engine, const std::string& name) noexcept;
bool engineIsStack(void* engine, const LayoutItem& item) noexcept;
LayoutItemVector engineArrangedSubitems(void* engine, const LayoutItem& stack) noexcept;
/// `LayoutEngine::insertArrangedSubitem`; with `atEnd`, `addArrangedSubitem` (`index` unused).
LayoutResult engineInsertArrangedSubitem(void* engine, const LayoutItem& stack, const LayoutItem& item,
                                         bool atEnd, std::size_t index) noexcept;
LayoutResult engineRemoveArrangedSubitem(void* engine, const LayoutItem& stack,
                                         const LayoutItem& item) noexcept;
/// The stack setters; enumerations as their raw values (the engine refuses a value outside the cases).
LayoutResult engineSetStackAxis(void* engine, const LayoutItem& stack, LayoutAxis axis) noexcept;
LayoutResult engineSetStackDistribution(void* engine, const LayoutItem& stack,
                                        std::uint8_t distribution) noexcept;
LayoutResult engineSetStackAlignment(void* engine, const LayoutItem& stack, std::uint8_t alignment) noexcept;
LayoutResult engineSetStackSpacing(void* engine, const LayoutItem& stack, double spacing) noexcept;
/// `LayoutEngine::setCustomSpacing`; without `hasSpacing`, back to the stack's spacing.
LayoutResult engineSetCustomSpacing(void* engine, const LayoutItem& stack, const LayoutItem& after,
                                    bool hasSpacing, double spacing) noexcept;
/// The custom spacing after `after`, or NaN when none.
double engineCustomSpacing(void* engine, const LayoutItem& stack, const LayoutItem& after) noexcept;
LayoutResult engineSetLayoutMarginsRelativeArrangement(void* engine, const LayoutItem& stack,
                                                       bool relative) noexcept;
LayoutResult engineSetBaselineRelativeArrangement(void* engine, const LayoutItem& stack,
                                                  bool relative) noexcept;
/// The stack's options (`LayoutEngine::stackProperties`); the defaults for an item that is not a stack.
LayoutStackProperties engineStackProperties(void* engine, const LayoutItem& stack) noexcept;

}  // namespace clayout::swift_bridge
