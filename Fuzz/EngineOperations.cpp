// EngineOperations.cpp — libFuzzer harness: the fuzz input as a program of layout engine calls.
//
// The input is read as a sequence of operations on a layout engine (and a second engine, for
// the calls that mix engines): tree edits (items, guides, margins and safe-area guides, add,
// move, detach, remove), constraints built with the anchor DSL (every attribute kind, multipliers,
// constants, priorities) or as raw expressions (any attributes, several terms, cast values),
// activation and deactivation (single, batch, `activateConstraints`), setConstant, setPriority,
// intrinsic sizes, hugging and compression resistance, layout direction, baseline offsets,
// margins, safe area, the root's size, and the queries (frames, fitting sizes, ambiguities,
// dump); and the features of issue 14: stacks (made empty or with up to 1,000 arranged items;
// arranging, inserting, removing, reordering and nesting; axis, distribution, alignment, spacing,
// custom spacing, margins- and baseline-relative arrangement), hidden items and groups, measuring
// functions that the input parameterises (wrapping text, fixed sizes, ones that answer NaN or a
// negative size, throw, feed their height back into their width or change at every call),
// `invalidateIntrinsicContentSize` and `layoutIfNeeded`, ConstraintLayout's helpers (guidelines,
// barriers, chains, centering with bias, dimension ratio, removal) and the bulk reads (`frames`,
// `itemsInTreeOrder`, `hiddenInTreeOrder`, `changedFrames`). Fuzz/README.md gives the byte
// format. After every operation the harness checks, and aborts with a message naming the step
// when one breaks:
//   (a) every active required constraint holds at the frames, the harness's own and the engine's
//       (intrinsic sizes, guides, stacks, helpers: every active constraint of an item the harness
//       got), in root coordinates, attributes resolved as ConstraintResolution.cpp documents:
//       |residual| <= 1e-9 · max(1, the largest |coefficient · unknown| and constant); no active
//       constraint uses an item the engine no longer contains; and every stack of the stack
//       pool lays out as UIStackView does (`checkStack`, read from the frames);
//   (b) after a failed call, nothing changed: `dump()` (but what the engine documents a refusal
//       may change: `Latitude`), every frame (the pool's and the whole tree's), every
//       constraint's activity, constant and priority, and the stacks' options, arranged items
//       and custom spacings, the hidden flags, measuring functions and helpers
//       (`featureState`);
//   (c) every frame is finite (root and parent coordinates, snapped at 1, 2 and 3, each item's
//       and every `frames` read);
//   (d) the reads agree: `frames` writes `frame`'s answers bit for bit in the order of
//       `itemsInTreeOrder`, which is the tree's order; `hiddenInTreeOrder` writes
//       `isHiddenInTree`; `changedFrames` reports exactly the items whose frame (or drawn state)
//       differs from the harness's own full read at the previous `changedFrames`, or that were
//       not in the tree then; after a successful `layoutIfNeeded` every measured item whose
//       function answers by the width alone has settled (its intrinsic size is what its function
//       answers at its solved width).
// CLAYOUT_FUZZ_SKIP_NUMERIC=1 leaves (a)'s residual and stack checks out, compares (b)'s frames
// within rounding (and the dump without its frames) and keeps finite numbers within 1e-6 … 1e6
// in magnitude (FuzzInput::number); CLAYOUT_FUZZ_MODERATE_NUMBERS=1 draws those numbers and keeps
// every check.
// CLAYOUT_FUZZ_SKIP_SOLVER_STATE=1 compares only the model part of the dump in (b), not the
// solver's tableau (no longer needed since each engine call runs in a solver transaction; kept
// for bisecting); CLAYOUT_FUZZ_NO_ROOT_SIZE=1 never calls
// setRootSize; CLAYOUT_FUZZ_SLOW_STACKS=1 lets equal-distribution stacks grow past
// `largestEqualStack`. CLAYOUT_FUZZ_TRACE=1 prints every step.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "FuzzInput.h"

namespace {

using namespace clayout;
using clayout::fuzz::FuzzInput;

constexpr std::size_t maximumItems = 24;
constexpr std::size_t maximumConstraints = 64;
constexpr std::size_t maximumSteps = 200;
constexpr std::size_t maximumStacks = 8;
constexpr std::size_t maximumHelpers = 12;
/// The most arranged items `makeStackWithItems` makes in one program (a stack of 1,000 twice).
constexpr std::size_t maximumBuiltItems = 2000;
/// A stack of more arranged items than this is large: once one is built, the program runs at
/// most `stepsAfterLargeStack` more steps (each step checks every item, and a stack edit there
/// costs the solver up to a second: a program of 200 such steps would run for an hour).
constexpr std::size_t largeStack = 64;
constexpr std::size_t stepsAfterLargeStack = 24;
/// The most arranged items of an equalSpacing or equalCentering stack (unless
/// CLAYOUT_FUZZ_SLOW_STACKS=1): beyond, the solver's cost explodes (Fuzz/findings/README.md,
/// solver-cost-equal-distribution-stack).
constexpr std::size_t largestEqualStack = 48;

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Bit for bit, or within rounding when `nearly` (CLAYOUT_FUZZ_SKIP_NUMERIC).
bool sameRect(const LayoutRect& a, const LayoutRect& b, bool nearly) {
  auto same = [&](double x, double y) { return nearly ? fuzz::nearlyEqual(x, y) : sameBits(x, y); };
  return same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height);
}

/// What a failed call must leave untouched.
struct Snapshot {
  std::string dump;
  std::vector<LayoutRect> frames;
  struct ConstraintState {
    bool active;
    double constant;
    double priority;
  };
  std::vector<ConstraintState> constraints;
  /// What the dump does not show of stacks, hidden items, measuring and helpers (`featureState`).
  std::string features;
  /// Every frame of the root's tree (root coordinates, unsnapped), the pool's or not.
  std::vector<LayoutRect> treeFrames;
};

/// What of the dump a refused call may change, as the engine documents: nothing (the rule: every
/// public call runs in a solver transaction, so even the tableau is as it was), or the order in
/// which the dump lists the engine's constraints (a refused group hide gives the arranged items it
/// set back their stack constraints anew, LayoutEngine.h). The frames and the model are never
/// among them.
enum class Latitude : std::uint8_t { none, order };

/// Baseline offsets as last set successfully (the engine's defaults are 0 and 0).
struct Baselines {
  double firstFromTop = 0;
  double lastFromBottom = 0;
};

/// What a measuring function made by the fuzz input answers: a deterministic function of the
/// width (for `growing`, of the number of calls so far too), parameterised by the input. The
/// engine gets a copy of a function that shares the recipe, so the harness can change the
/// content (a label's text) and compute what the engine should have measured.
struct MeasuringRecipe {
  enum class Kind : std::uint8_t {
    /// A wrapping label: `characters` of `advance` points on lines of `lineHeight`.
    text,
    /// The same size at every width (NaN, negative and infinite sizes included).
    fixedSize,
    /// A height that moves against the width: |`size` - width|; under a 1 : 1 ratio the width
    /// follows the height, and the layout flips between two widths and never settles.
    feedback,
    /// A height one `lineHeight` taller at each call: it breaks the contract (the same answer at
    /// the same width), so it settles only when no width moves.
    growing,
    /// As `text`, but a NaN height at widths up to `threshold` (every width when it is +inf).
    notANumberBelow,
    /// As `text`, but a negative height at widths up to `threshold`.
    negativeBelow,
    /// As `text`, but throws at widths up to `threshold` (a std::exception, or an int).
    throwsBelow,
  };
  Kind kind = Kind::text;
  double characters = 0;
  double advance = 1;
  double lineHeight = 0;
  /// `fixedSize`'s width and height; `feedback`'s `size`.
  double width = 0;
  double height = 0;
  double threshold = 0;
  bool throwsStandardException = true;
  std::uint64_t calls = 0;

  /// Whether the answer depends on the width alone.
  bool isPure() const noexcept { return kind != Kind::growing; }

  /// The wrapped text at `at` (+infinity: on one line).
  LayoutSize textSize(double at) const noexcept {
    double natural = characters * advance;
    if (characters <= 0) return {0, 0};
    if (!(at < natural)) return {natural, std::fmin(lineHeight, maximumMeasuredHeight)};
    double perLine = std::fmax(1, std::floor(at / advance));
    double lines = std::ceil(characters / perLine);
    return {std::fmin(natural, perLine * advance), std::fmin(lines * lineHeight, maximumMeasuredHeight)};
  }

  /// What a pure recipe answers at `at` when it answers a size (none where it fails), without
  /// counting a call: what the engine measured, for the checks.
  std::optional<LayoutSize> expected(double at) const {
    bool failing = !(at > threshold);
    switch (kind) {
      case Kind::text:
        return textSize(at);
      case Kind::fixedSize:
        return LayoutSize{width, height};
      case Kind::feedback:
        return std::isinf(at) ? LayoutSize{width, width} : LayoutSize{width, std::fabs(width - at)};
      case Kind::growing:
        return std::nullopt;
      case Kind::notANumberBelow:
      case Kind::negativeBelow:
      case Kind::throwsBelow:
        if (failing) return std::nullopt;
        return textSize(at);
    }
    return std::nullopt;
  }

  /// The answer at `at`, what the engine's copy of the function returns.
  LayoutSize answer(double at) {
    ++calls;
    bool failing = !(at > threshold);
    switch (kind) {
      case Kind::text:
        return textSize(at);
      case Kind::fixedSize:
        return {width, height};
      case Kind::feedback:
        return std::isinf(at) ? LayoutSize{width, width} : LayoutSize{width, std::fabs(width - at)};
      case Kind::growing:
        return {textSize(at).width,
                std::fmin(static_cast<double>(calls) * lineHeight, maximumMeasuredHeight)};
      case Kind::notANumberBelow:
        if (failing) return {textSize(at).width, std::numeric_limits<double>::quiet_NaN()};
        return textSize(at);
      case Kind::negativeBelow:
        if (failing) return {textSize(at).width, -lineHeight - 1};
        return textSize(at);
      case Kind::throwsBelow:
        if (failing) {
          if (throwsStandardException) throw std::runtime_error("the fuzz input's measuring function threw");
          throw 42;
        }
        return textSize(at);
    }
    return {0, 0};
  }

  /// The tallest a text answers: measured heights run from 0 to 1e6.
  static constexpr double maximumMeasuredHeight = 1e6;
};

/// The harness's memory of the previous `changedFrames` read, kept from a full `frames` read.
struct FrameRead {
  bool made = false;
  LayoutCoordinates coordinates = LayoutCoordinates::parent;
  double scale = 0;
  struct Seen {
    LayoutRect frame;
    bool hidden = false;
  };
  /// By item (`Program::key`), every item of the tree at that read.
  std::map<std::uint64_t, Seen> seen;
};

class Program {
 public:
  explicit Program(FuzzInput& input, bool skipNumeric)
      : input_(input), skipNumeric_(skipNumeric), trace_(fuzz::environmentFlag("CLAYOUT_FUZZ_TRACE")) {
    items_.push_back(engine_.root());
    track(engine_.root());
    otherItem_ = other_.makeItem("other");
    (void)other_.addSubitem(other_.root(), otherItem_);
    // A helper of the other engine, for `removeHelper` to refuse (`differentEngines`).
    otherHelper_ = other_.setDimensionRatio(otherItem_, 2, 1).helper;
  }

  void run() {
    for (step_ = 0; step_ < stepLimit_ && !input_.empty(); ++step_) {
      offset_ = input_.position();
      traced_ = false;
      runOperation();
      // An operation that calls nothing that can fail (a query, a read) is traced here.
      if (trace_ && !traced_)
        std::fprintf(stderr, "step %zu (byte %zu): %s\n", step_, offset_, operation_.c_str());
    }
    operation_ = "end of the input";
    if (std::string broken = engine_.checkInvariants(); !broken.empty()) fail("engine invariant: " + broken);
    if (std::string broken = other_.checkInvariants(); !broken.empty())
      fail("engine invariant (the other engine): " + broken);
  }

 private:
  // MARK: Operands

  /// An item of the pool (one in sixty-four: the other engine's item, or an empty handle).
  LayoutItem item() {
    std::uint8_t code = input_.byte();
    if (code == 255) return otherItem_;
    if (code == 254) return LayoutItem();
    return items_[code % items_.size()];
  }

  void keep(const LayoutItem& item) {
    track(item);
    if (items_.size() < maximumItems) {
      items_.push_back(item);
    } else {
      items_[1 + input_.below(items_.size() - 1)] = item;
    }
  }

  void keep(const LayoutConstraint& constraint) {
    if (constraints_.size() < maximumConstraints) {
      constraints_.push_back(constraint);
    } else {
      constraints_[input_.below(constraints_.size())] = constraint;
    }
  }

  /// A constraint of the pool, made when the pool is empty.
  LayoutConstraint constraint() {
    if (constraints_.empty()) keep(newAnchorConstraint());
    return constraints_[input_.below(constraints_.size())];
  }

  std::vector<LayoutConstraint> batch() {
    std::vector<LayoutConstraint> list;
    std::size_t count = input_.below(6);
    for (std::size_t index = 0; index < count; ++index) list.push_back(constraint());
    return list;
  }

  static CLayoutXAxisAnchor xAnchor(const LayoutItem& item, std::size_t which) {
    const CLayoutXAxisAnchor anchors[] = {item.left, item.right, item.centerX};
    return anchors[which % 3];
  }
  static CLayoutDirectionalXAxisAnchor directionalAnchor(const LayoutItem& item, std::size_t which) {
    return which % 2 == 0 ? item.leading : item.trailing;
  }
  static CLayoutYAxisAnchor yAnchor(const LayoutItem& item, std::size_t which) {
    const CLayoutYAxisAnchor anchors[] = {item.top, item.bottom, item.centerY, item.firstBaseline,
                                          item.lastBaseline};
    return anchors[which % 5];
  }
  static CLayoutDimension dimension(const LayoutItem& item, std::size_t which) {
    return which % 2 == 0 ? item.width : item.height;
  }

  /// `self relation other · multiplier + constant` through the named DSL form.
  template <typename Kind>
  PendingLayoutConstraint relateNamed(const CLayoutAnchor<Kind>& self, const CLayoutAnchor<Kind>& other,
                                      std::uint8_t relation, double multiplier, double constant) {
    CLayoutExpression<Kind> first(self);
    CLayoutExpression<Kind> second(other);
    switch (relation % 3) {
      case 0:
        return first.isEqualTo(second, multiplier, constant);
      case 1:
        return first.isLessThanOrEqualTo(second, multiplier, constant);
      default:
        return first.isGreaterThanOrEqualTo(second, multiplier, constant);
    }
  }

  /// A constraint written with the anchor DSL: every kind, the operators and the named forms.
  PendingLayoutConstraint newPending() {
    LayoutItem a = item();
    LayoutItem b = item();
    std::size_t whichA = input_.byte();
    std::size_t whichB = input_.byte();
    std::uint8_t relation = input_.byte();
    double constant = input_.number();
    switch (input_.below(10)) {
      case 0:
        return a.left == b.right + constant;
      case 1:
        return relateNamed(xAnchor(a, whichA), xAnchor(b, whichB), relation, input_.number(), constant);
      case 2:
        return relateNamed(directionalAnchor(a, whichA), directionalAnchor(b, whichB), relation,
                           input_.number(), constant);
      case 3:
        return a.leading >= b.trailing + constant;
      case 4:
        return relateNamed(yAnchor(a, whichA), yAnchor(b, whichB), relation, input_.number(), constant);
      case 5:
        return yAnchor(a, whichA) <= yAnchor(b, whichB) - constant;
      case 6:
        return relateNamed(dimension(a, whichA), dimension(b, whichB), relation, input_.number(), constant);
      case 7:
        switch (relation % 3) {
          case 0:
            return dimension(a, whichA) == constant;
          case 1:
            return dimension(a, whichA) <= constant;
          default:
            return constant >= dimension(a, whichA) * input_.number();
        }
      case 8:
        // A distance between two positions related to a dimension.
        return (xAnchor(a, whichA) - xAnchor(b, whichB)) == dimension(a, whichB) / input_.number() + constant;
      default:
        return (yAnchor(a, whichA) - yAnchor(b, whichB)) >= a.height - b.height + constant;
    }
  }

  LayoutConstraint newAnchorConstraint() {
    PendingLayoutConstraint pending = newPending();
    if (input_.below(2) == 0) pending = pending | input_.priority();
    if (input_.below(4) == 0) pending = pending | LayoutIdentifier{"g" + std::to_string(made_)};
    ++made_;
    return LayoutConstraint(std::move(pending));
  }

  /// A raw expression of 0 to 3 terms of any attribute (one in thirty-two an integer cast outside
  /// the cases), as a front end other than the DSL could build it.
  LayoutExpression rawExpression() {
    LayoutExpression expression;
    std::vector<LayoutEngine*> engines;
    std::size_t count = input_.below(4);
    for (std::size_t index = 0; index < count; ++index) {
      LayoutItem of = item();
      std::uint8_t attribute = input_.byte();
      LayoutAttribute cast = attribute % 32 == 31 ? static_cast<LayoutAttribute>(12 + attribute % 5)
                                                  : static_cast<LayoutAttribute>(attribute % 12);
      expression.terms.push_back(LayoutTerm{of.identifier(), cast, input_.number()});
      engines.push_back(of.engine());
      if (expression.engine == nullptr) {
        expression.engine = of.engine();
        expression.engineIdentity = of.engineIdentity();
      }
      if (of.engine() != expression.engine) expression.mixesEngines = true;
    }
    // As the DSL records them: the engine of every term, when they are not all the same.
    if (expression.mixesEngines) expression.termEngines.assign(engines.begin(), engines.end());
    expression.constant = input_.number();
    return expression;
  }

  LayoutConstraint newRawConstraint() {
    PendingLayoutConstraint pending;
    pending.first = rawExpression();
    pending.second = rawExpression();
    std::uint8_t relation = input_.byte();
    pending.relation =
        relation % 16 == 15 ? static_cast<Relation>(3 + relation % 5) : static_cast<Relation>(relation % 3);
    pending.priority = input_.priority();
    // Typed as the DSL types positions (the first term's kind) or not typed at all, as a host's
    // own front end may.
    if (input_.below(2) == 0 && !pending.first.terms.empty())
      pending.anchorKind = anchorKindOf(pending.first.terms.front().attribute);
    ++made_;
    return LayoutConstraint(std::move(pending));
  }

  LayoutAxis axis() {
    std::uint8_t code = input_.byte();
    return code % 32 == 31 ? static_cast<LayoutAxis>(2 + code % 3) : static_cast<LayoutAxis>(code % 2);
  }

  LayoutInsets insets() {
    LayoutInsets value;
    value.top = input_.number();
    value.left = input_.number();
    value.bottom = input_.number();
    value.right = input_.number();
    return value;
  }

  std::optional<double> optionalNumber() {
    if (input_.below(3) == 0) return std::nullopt;
    return input_.number();
  }

  // MARK: Operations

  void runOperation() {
    std::uint8_t code = input_.byte();
    switch (code % 64) {
      case 0:
        operation_ = "makeItem";
        keep(engine_.makeItem("v" + std::to_string(items_.size())));
        return checkAll();
      case 1:
        operation_ = "makeLayoutGuide";
        keep(engine_.makeLayoutGuide("g" + std::to_string(items_.size())));
        return checkAll();
      case 2:
      case 3: {
        operation_ = "addSubitem";
        LayoutItem parent = item();
        LayoutItem child = item();
        return change([&] { return engine_.addSubitem(parent, child); });
      }
      case 4: {
        operation_ = "removeFromParent";
        LayoutItem child = item();
        return change([&] { return engine_.removeFromParent(child); });
      }
      case 5: {
        operation_ = "removeItem";
        LayoutItem gone = item();
        return change([&] { return engine_.removeItem(gone); });
      }
      case 6: {
        operation_ = "layoutMarginsGuide";
        LayoutItem of = item();
        LayoutItem guide = engine_.layoutMarginsGuide(of);
        if (guide.isValid()) keep(guide);
        return checkAll();
      }
      case 7: {
        operation_ = "safeAreaLayoutGuide";
        LayoutItem of = item();
        LayoutItem guide = engine_.safeAreaLayoutGuide(of);
        if (guide.isValid()) keep(guide);
        return checkAll();
      }
      case 8:
      case 9:
      case 10: {
        operation_ = "new constraint (DSL), activate";
        LayoutConstraint made = newAnchorConstraint();
        keep(made);
        if (input_.below(4) == 0) return checkAll();
        return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&made, 1)); });
      }
      case 11: {
        operation_ = "new constraint (raw), activate";
        LayoutConstraint made = newRawConstraint();
        keep(made);
        return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&made, 1)); });
      }
      case 12:
      case 13: {
        operation_ = "activate";
        std::vector<LayoutConstraint> list = batch();
        return change([&] { return engine_.activate(list); });
      }
      case 14: {
        operation_ = "activateConstraints";
        std::vector<LayoutConstraint> list = batch();
        return change([&] { return activateConstraints(std::span<const LayoutConstraint>(list)); });
      }
      case 15: {
        operation_ = "deactivate";
        std::vector<LayoutConstraint> list = batch();
        if (input_.below(2) == 0) return change([&] { return engine_.deactivate(list); });
        return change([&] { return deactivateConstraints(std::span<const LayoutConstraint>(list)); });
      }
      case 16: {
        operation_ = "setConstant";
        LayoutConstraint changed = constraint();
        double constant = input_.number();
        if (input_.below(2) == 0) return change([&] { return engine_.setConstant(changed, constant); });
        return change([&] { return changed.setConstant(constant); });
      }
      case 17: {
        operation_ = "setPriority";
        LayoutConstraint changed = constraint();
        double priority = input_.priority();
        if (input_.below(2) == 0) return change([&] { return engine_.setPriority(changed, priority); });
        return change([&] { return changed.setPriority(priority); });
      }
      case 18: {
        operation_ = "setIntrinsicContentSize";
        LayoutItem of = item();
        std::optional<double> width = optionalNumber();
        std::optional<double> height = optionalNumber();
        return setIntrinsicSize(of, width, height);
      }
      case 19: {
        operation_ = "setContentHuggingPriority";
        LayoutItem of = item();
        LayoutAxis along = axis();
        double priority = input_.priority();
        return change([&] { return engine_.setContentHuggingPriority(of, along, priority); });
      }
      case 20: {
        operation_ = "setContentCompressionResistancePriority";
        LayoutItem of = item();
        LayoutAxis along = axis();
        double priority = input_.priority();
        return change([&] { return engine_.setContentCompressionResistancePriority(of, along, priority); });
      }
      case 21: {
        operation_ = "setLayoutDirection";
        LayoutItem of = item();
        std::uint8_t direction = input_.byte();
        LayoutDirection cast = direction % 16 == 15 ? static_cast<LayoutDirection>(3 + direction % 7)
                                                    : static_cast<LayoutDirection>(direction % 3);
        return change([&] { return engine_.setLayoutDirection(of, cast); });
      }
      case 22: {
        operation_ = "setBaselineOffsets";
        LayoutItem of = item();
        double first = input_.number();
        double last = input_.number();
        LayoutResult result =
            mutate([&] { return engine_.setBaselineOffsets(of, first, last); }, Latitude::none, false);
        if (result.succeeded()) baselines_[key(of)] = Baselines{first, last};
        return checkAll();
      }
      case 23: {
        operation_ = "setLayoutMargins";
        LayoutItem of = item();
        LayoutInsets margins = insets();
        if (input_.below(2) == 0) return change([&] { return engine_.setLayoutMargins(of, margins); });
        LayoutDirectionalInsets directional{margins.top, margins.left, margins.bottom, margins.right};
        return change([&] { return engine_.setDirectionalLayoutMargins(of, directional); });
      }
      case 24: {
        operation_ = "setSafeAreaInsets";
        LayoutItem of = item();
        LayoutInsets value = insets();
        return change([&] { return engine_.setSafeAreaInsets(of, value); });
      }
      case 25:
      case 26: {
        operation_ = "setRootSize";
        LayoutSize size{input_.number(), input_.number()};
        if (noRootSize_) return checkAll();
        return change([&] { return engine_.setRootSize(size); });
      }
      case 27: {
        operation_ = "queries";
        LayoutItem of = item();
        LayoutSize compressed = engine_.fittingSize(of, LayoutFitting::compressed);
        LayoutSize expanded = engine_.fittingSize(of, LayoutFitting::expanded, optionalNumber());
        (void)compressed;
        (void)expanded;
        (void)engine_.ambiguities();
        (void)engine_.constraintsAffecting(of, axis());
        (void)engine_.subitems(of);
        (void)engine_.name(of);
        (void)engine_.parent(of);
        (void)engine_.frame(of, static_cast<LayoutCoordinates>(input_.below(3)), input_.number());
        for (const LayoutConstraint& each : constraints_) {
          (void)engine_.describe(each);
          (void)each.description();
        }
        return checkAll();
      }
      case 28: {
        operation_ = "constraint across engines";
        LayoutItem mine = item();
        LayoutConstraint across = mine.width == otherItem_.width * input_.number();
        keep(across);
        return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&across, 1)); });
      }
      case 29: {
        operation_ = "add another engine's item";
        LayoutItem parent = item();
        return change([&] { return engine_.addSubitem(parent, otherItem_); });
      }
      default:
        return runFeatureOperation(code % 64);
    }
  }

  // MARK: Operands of the features (stacks, hidden items, measuring, helpers)

  /// Remembers an item the harness got, for the checks that cover every item (a stack's
  /// arranged items are not all in the pool).
  void track(const LayoutItem& item) {
    if (item.isValid() && tracked_.insert(key(item)).second) everyItem_.push_back(item);
  }

  /// A stack of the stack pool (one in eight: an item of the pool, mostly not a stack). When the
  /// pool has none, a stack of three items under the root is made first, as `constraint` does.
  LayoutItem stack() {
    if (input_.below(8) == 0) return item();
    if (stacks_.empty()) (void)makeFirstStack();
    return stacks_[input_.below(stacks_.size())];
  }

  /// A horizontal stack under the root (or detached), of three views of intrinsic sizes 10 × 20,
  /// 30 × 20 and 20 × 40. Its calls cannot fail (a new stack and new views, detached, then a
  /// subtree added to the root); the operation that asked for it is checked, and so are they with
  /// it.
  LayoutItem makeFirstStack(bool underRoot = true) {
    LayoutItem made = engine_.makeStack("stack" + std::to_string(made_++));
    keep(made);
    keepStack(made);
    const LayoutSize sizes[] = {{10, 20}, {30, 20}, {20, 40}};
    for (const LayoutSize& size : sizes) {
      LayoutItem arranged = engine_.makeItem("v" + std::to_string(made_++));
      keep(arranged);
      (void)engine_.setIntrinsicContentSize(arranged, size.width, size.height);
      (void)engine_.addArrangedSubitem(made, arranged);
    }
    if (underRoot) (void)engine_.addSubitem(engine_.root(), made);
    return made;
  }

  void keepStack(const LayoutItem& made) {
    if (stacks_.size() < maximumStacks) {
      stacks_.push_back(made);
    } else {
      stacks_[input_.below(stacks_.size())] = made;
    }
  }

  /// One of `stack`'s arranged items (two bytes: a stack may have 1,000), or an item of the pool
  /// when it has none.
  LayoutItem arrangedItem(const LayoutItem& of) {
    std::vector<LayoutItem> arranged = engine_.arrangedSubitems(of);
    std::size_t choice = input_.byte() | (static_cast<std::size_t>(input_.byte()) << 8);
    if (arranged.empty()) return item();
    return arranged[choice % arranged.size()];
  }

  /// An arranged item of a stack of the stack pool, or an item of the pool.
  LayoutItem arrangedOrPoolItem() {
    if (stacks_.empty() || input_.below(4) == 0) return item();
    return arrangedItem(stacks_[input_.below(stacks_.size())]);
  }

  /// A place in a list of `count` arranged items: mostly inside it (or one past it), sometimes
  /// beyond, once in a while the largest index.
  std::size_t arrangedIndex(std::size_t count) {
    std::uint8_t code = input_.byte();
    if (code == 255) return std::numeric_limits<std::size_t>::max();
    return code % (count + 2);
  }

  LayoutStackDistribution distribution() {
    std::uint8_t code = input_.byte();
    return code % 16 == 15 ? static_cast<LayoutStackDistribution>(5 + code % 7)
                           : static_cast<LayoutStackDistribution>(code % 5);
  }

  LayoutStackAlignment alignment() {
    std::uint8_t code = input_.byte();
    return code % 16 == 15 ? static_cast<LayoutStackAlignment>(6 + code % 7)
                           : static_cast<LayoutStackAlignment>(code % 6);
  }

  /// A spacing: mostly a small whole number, else any number (negative, NaN, huge: refused).
  double spacing() {
    std::uint8_t code = input_.byte();
    if (code < 192) return static_cast<double>(code % 24);
    return input_.number();
  }

  /// A fraction for a bias or a guideline: mostly k/8 in [0, 1], else any number.
  double fraction() {
    std::uint8_t code = input_.byte();
    if (code < 216) return static_cast<double>(code % 9) / 8;
    return input_.number();
  }

  /// Mostly an item of the pool other than the root (the root is refused by most helpers), else
  /// an arranged item or any item of the pool.
  LayoutItem listedItem() {
    if (items_.size() < 2 || input_.below(8) == 0) return arrangedOrPoolItem();
    return items_[1 + input_.below(items_.size() - 1)];
  }

  /// 0 to 6 items (mostly 2 or more, mostly distinct), for groups, barriers and chains.
  std::vector<LayoutItem> itemList() {
    std::vector<LayoutItem> list;
    std::uint8_t code = input_.byte();
    std::size_t count = code % 8 == 7 ? code % 2 : 2 + code % 5;
    bool repeats = code >= 224;
    for (std::size_t index = 0; index < count; ++index) {
      LayoutItem next = listedItem();
      if (repeats || std::find(list.begin(), list.end(), next) == list.end()) list.push_back(next);
    }
    return list;
  }

  /// A helper of the pool, an empty handle or the other engine's helper.
  LayoutHelper helper() {
    std::uint8_t code = input_.byte();
    if (code == 255 || helpers_.empty()) return LayoutHelper{};
    if (code == 254) return otherHelper_;
    return helpers_[code % helpers_.size()];
  }

  void keep(const LayoutHelper& made) {
    if (made.guide.isValid()) {
      keep(made.guide);
      track(made.guide);
    }
    if (helpers_.size() < maximumHelpers) {
      helpers_.push_back(made);
    } else {
      helpers_[input_.below(helpers_.size())] = made;
    }
  }

  /// A measuring recipe drawn from the input (see `MeasuringRecipe`).
  std::shared_ptr<MeasuringRecipe> newRecipe() {
    static constexpr double advances[] = {1, 7, 8.5, 0.5, 100, 1e-3};
    static constexpr double lineHeights[] = {0, 1, 17, 20.5, 44, 1000, 1e6, 0.1};
    auto recipe = std::make_shared<MeasuringRecipe>();
    std::uint8_t kind = input_.byte();
    static constexpr MeasuringRecipe::Kind kinds[] = {
        MeasuringRecipe::Kind::text,
        MeasuringRecipe::Kind::text,
        MeasuringRecipe::Kind::text,
        MeasuringRecipe::Kind::fixedSize,
        MeasuringRecipe::Kind::feedback,
        MeasuringRecipe::Kind::growing,
        MeasuringRecipe::Kind::notANumberBelow,
        MeasuringRecipe::Kind::negativeBelow,
        MeasuringRecipe::Kind::throwsBelow,
    };
    recipe->kind = kinds[kind % std::size(kinds)];
    recipe->characters = input_.byte();
    recipe->advance = advances[input_.below(std::size(advances))];
    recipe->lineHeight = lineHeights[input_.below(std::size(lineHeights))];
    if (recipe->kind == MeasuringRecipe::Kind::fixedSize || recipe->kind == MeasuringRecipe::Kind::feedback) {
      recipe->width = input_.number();
      recipe->height = input_.number();
    }
    if (recipe->kind == MeasuringRecipe::Kind::notANumberBelow ||
        recipe->kind == MeasuringRecipe::Kind::negativeBelow ||
        recipe->kind == MeasuringRecipe::Kind::throwsBelow) {
      recipe->threshold = input_.number();
      recipe->throwsStandardException = input_.below(2) == 0;
    }
    return recipe;
  }

  /// The function the engine gets: it shares the recipe.
  static LayoutMeasuringFunction functionOf(const std::shared_ptr<MeasuringRecipe>& recipe) {
    return [recipe](double width) { return recipe->answer(width); };
  }

  /// Gives `of` the function of `recipe` (checked), and remembers the recipe when it succeeds.
  void setMeasuring(const LayoutItem& of, const std::shared_ptr<MeasuringRecipe>& recipe) {
    LayoutResult result = mutate([&] { return engine_.setMeasuringFunction(of, functionOf(recipe)); });
    if (result.succeeded()) measured_[key(of)] = MeasuredState{of, recipe, true};
  }

  /// Whether `stack` would have an equal distribution over more than `largestEqualStack`
  /// arranged items with `distribution` and `count` items: a known cost of the solver that the
  /// harness steps around (unless CLAYOUT_FUZZ_SLOW_STACKS=1).
  bool isSlowStack(LayoutStackDistribution distribution, std::size_t count) const {
    return !slowStacks_ && count > largestEqualStack &&
           (distribution == LayoutStackDistribution::equalSpacing ||
            distribution == LayoutStackDistribution::equalCentering);
  }

  /// Whether arranging one more item in `stack` would make it a slow stack (`isSlowStack`).
  bool isSlowToGrow(const LayoutItem& stack) const {
    std::optional<LayoutStackProperties> properties = engine_.stackProperties(stack);
    return properties && isSlowStack(properties->distribution, engine_.arrangedSubitems(stack).size() + 1);
  }

  // MARK: Operations of the features

  void runFeatureOperation(std::size_t code) {
    switch (code) {
      case 30: {
        operation_ = "makeStack";
        LayoutItem made = engine_.makeStack("stack" + std::to_string(made_++));
        keep(made);
        track(made);
        keepStack(made);
        return checkAll();
      }
      case 31:
        return makeStackWithItems();
      case 32:
      case 33: {
        operation_ = code == 32 ? "insertArrangedSubitem" : "addArrangedSubitem";
        LayoutItem into = stack();
        LayoutItem arranged = arrangedOrPoolItem();
        if (isSlowToGrow(into)) return checkAll();
        if (code == 33) return change([&] { return engine_.addArrangedSubitem(into, arranged); });
        std::size_t index = arrangedIndex(engine_.arrangedSubitems(into).size());
        return change([&] { return engine_.insertArrangedSubitem(into, arranged, index); });
      }
      case 34: {
        operation_ = "removeArrangedSubitem";
        LayoutItem from = stack();
        LayoutItem arranged = input_.below(8) == 0 ? item() : arrangedItem(from);
        return change([&] { return engine_.removeArrangedSubitem(from, arranged); });
      }
      case 35: {
        operation_ = "insertArrangedSubitem (reorder)";
        LayoutItem in = stack();
        LayoutItem arranged = arrangedItem(in);
        std::size_t index = arrangedIndex(engine_.arrangedSubitems(in).size());
        return change([&] { return engine_.insertArrangedSubitem(in, arranged, index); });
      }
      case 36: {
        operation_ = "setStackAxis";
        LayoutItem of = stack();
        LayoutAxis value = axis();
        return change([&] { return engine_.setStackAxis(of, value); });
      }
      case 37: {
        operation_ = "setStackDistribution";
        LayoutItem of = stack();
        LayoutStackDistribution value = distribution();
        if (isSlowStack(value, engine_.arrangedSubitems(of).size())) return checkAll();
        return change([&] { return engine_.setStackDistribution(of, value); });
      }
      case 38: {
        operation_ = "setStackAlignment";
        LayoutItem of = stack();
        LayoutStackAlignment value = alignment();
        return change([&] { return engine_.setStackAlignment(of, value); });
      }
      case 39: {
        operation_ = "setStackSpacing";
        LayoutItem of = stack();
        double value = spacing();
        return change([&] { return engine_.setStackSpacing(of, value); });
      }
      case 40: {
        operation_ = "setCustomSpacing";
        LayoutItem of = stack();
        LayoutItem after = input_.below(8) == 0 ? item() : arrangedItem(of);
        std::optional<double> value;
        if (input_.below(4) != 0) value = spacing();
        LayoutResult result = mutate([&] { return engine_.setCustomSpacing(of, after, value); });
        if (result.succeeded() && engine_.customSpacing(of, after) != value) {
          fail("setCustomSpacing succeeded but customSpacing answers otherwise");
        }
        return;
      }
      case 41: {
        LayoutItem of = stack();
        bool relative = input_.below(2) == 0;
        if (input_.below(2) == 0) {
          operation_ = "setLayoutMarginsRelativeArrangement";
          return change([&] { return engine_.setLayoutMarginsRelativeArrangement(of, relative); });
        }
        operation_ = "setBaselineRelativeArrangement";
        return change([&] { return engine_.setBaselineRelativeArrangement(of, relative); });
      }
      case 42:
      case 59: {
        operation_ = "setHidden";
        LayoutItem of = code == 42 ? item() : arrangedOrPoolItem();
        bool hidden = input_.below(3) != 0;
        LayoutResult result = mutate([&] { return engine_.setHidden(of, hidden); });
        if (result.succeeded() && engine_.isHidden(of) != hidden)
          fail("setHidden succeeded but isHidden disagrees");
        return;
      }
      case 43: {
        operation_ = "setHidden (group)";
        std::vector<LayoutItem> group = itemList();
        bool hidden = input_.below(3) != 0;
        LayoutResult result = mutate(
            [&] { return engine_.setHidden(std::span<const LayoutItem>(group), hidden); }, Latitude::order);
        if (result.succeeded()) {
          for (const LayoutItem& each : group) {
            if (engine_.isHidden(each) != hidden)
              fail("setHidden (group) succeeded but an item's flag disagrees");
          }
        }
        return;
      }
      case 44:
      case 61: {
        operation_ = "setMeasuringFunction";
        LayoutItem of = code == 44 ? item() : arrangedOrPoolItem();
        if (input_.below(8) == 0) {
          operation_ = "setMeasuringFunction (clear)";
          LayoutResult result =
              mutate([&] { return engine_.setMeasuringFunction(of, LayoutMeasuringFunction()); });
          if (result.succeeded()) measured_.erase(key(of));
          return;
        }
        return setMeasuring(of, newRecipe());
      }
      case 45: {
        operation_ = "invalidateIntrinsicContentSize";
        LayoutItem of = arrangedOrPoolItem();
        // The content changes first (a label's new text), as a host's would.
        auto found = measured_.find(key(of));
        if (found != measured_.end() && input_.below(2) == 0) {
          MeasuringRecipe& recipe = *found->second.recipe;
          recipe.characters = input_.byte();
          if (recipe.kind == MeasuringRecipe::Kind::fixedSize ||
              recipe.kind == MeasuringRecipe::Kind::feedback) {
            recipe.width = input_.number();
            recipe.height = input_.number();
          }
          recipe.threshold = input_.number();
          // Until the engine takes the new content, what it measured is the old content's.
          found->second.current = false;
        }
        LayoutResult result = mutate([&] { return engine_.invalidateIntrinsicContentSize(of); });
        if (result.succeeded() && found != measured_.end()) found->second.current = true;
        return;
      }
      case 46:
      case 57: {
        operation_ = "layoutIfNeeded";
        LayoutResult result = mutate([&] { return engine_.layoutIfNeeded(); }, Latitude::none, false);
        if (result.succeeded()) checkSettled();
        return checkAll();
      }
      case 47: {
        operation_ = "makeGuideline";
        LayoutItem parent = item();
        std::uint8_t orientation = input_.byte();
        std::uint8_t reference = input_.byte();
        GuidelineOrientation castOrientation = orientation % 16 == 15
                                                   ? static_cast<GuidelineOrientation>(2 + orientation % 5)
                                                   : static_cast<GuidelineOrientation>(orientation % 2);
        GuidelineReference castReference = reference % 16 == 15
                                               ? static_cast<GuidelineReference>(3 + reference % 5)
                                               : static_cast<GuidelineReference>(reference % 3);
        double value = castReference == GuidelineReference::fraction ? fraction() : input_.number();
        return makeHelper([&] {
          return engine_.makeGuideline(parent, "line" + std::to_string(made_++), castOrientation,
                                       castReference, value);
        });
      }
      case 48: {
        operation_ = "makeBarrier";
        LayoutItem parent = item();
        std::uint8_t edge = input_.byte();
        BarrierEdge castEdge =
            edge % 16 == 15 ? static_cast<BarrierEdge>(6 + edge % 5) : static_cast<BarrierEdge>(edge % 6);
        std::vector<LayoutItem> list = itemList();
        double margin = input_.below(2) == 0 ? 0 : input_.number();
        return makeHelper([&] {
          return engine_.makeBarrier(parent, "barrier" + std::to_string(made_++), castEdge,
                                     std::span<const LayoutItem>(list), margin);
        });
      }
      case 49: {
        operation_ = "makeChain";
        std::vector<LayoutItem> list = itemList();
        LayoutItem start = item();
        LayoutItem end = item();
        std::size_t whichStart = input_.byte();
        std::size_t whichEnd = input_.byte();
        LayoutChainOptions options;
        std::uint8_t style = input_.byte();
        options.style =
            style % 16 == 15 ? static_cast<ChainStyle>(3 + style % 5) : static_cast<ChainStyle>(style % 3);
        options.bias = fraction();
        std::uint8_t weights = input_.byte();
        if (weights % 4 == 1) {
          // One weight per item, mostly small whole numbers (some 0: items keep their size).
          for (std::size_t index = 0; index < list.size(); ++index) {
            options.weights.push_back(input_.below(4) == 0 ? input_.number()
                                                           : static_cast<double>(input_.below(4)));
          }
        } else if (weights % 4 == 2) {
          options.weights.assign(input_.below(4), 1.0);  // mostly the wrong count
        }
        std::uint8_t margins = input_.byte();
        if (margins % 4 == 1) {
          // One (start, end) per item, mostly small multiples of 4 (some any number: negative,
          // NaN, out of range, which the engine refuses).
          auto margin = [&] {
            return input_.below(4) == 0 ? input_.number() : 4.0 * static_cast<double>(input_.below(4));
          };
          for (std::size_t index = 0; index < list.size(); ++index) {
            double start = margin();
            options.margins.push_back(LayoutChainMargins{start, margin()});
          }
        } else if (margins % 4 == 2) {
          options.margins.assign(input_.below(4), LayoutChainMargins{8, 8});  // mostly the wrong count
        }
        if (input_.below(2) == 0) {
          return makeHelper([&] {
            return engine_.makeChain(std::span<const LayoutItem>(list), directionalAnchor(start, whichStart),
                                     directionalAnchor(end, whichEnd), options);
          });
        }
        return makeHelper([&] {
          return engine_.makeChain(std::span<const LayoutItem>(list), yAnchor(start, whichStart),
                                   yAnchor(end, whichEnd), options);
        });
      }
      case 50: {
        operation_ = "centerWithBias";
        LayoutItem centered = arrangedOrPoolItem();
        LayoutItem start = item();
        LayoutItem end = item();
        std::size_t whichStart = input_.byte();
        std::size_t whichEnd = input_.byte();
        double bias = fraction();
        if (input_.below(2) == 0) {
          return makeHelper([&] {
            return engine_.centerWithBias(centered, directionalAnchor(start, whichStart),
                                          directionalAnchor(end, whichEnd), bias);
          });
        }
        return makeHelper([&] {
          return engine_.centerWithBias(centered, yAnchor(start, whichStart), yAnchor(end, whichEnd), bias);
        });
      }
      case 51: {
        operation_ = "setDimensionRatio";
        LayoutItem of = arrangedOrPoolItem();
        double width = input_.below(2) == 0 ? static_cast<double>(1 + input_.below(16)) : input_.number();
        double height = input_.below(2) == 0 ? static_cast<double>(1 + input_.below(16)) : input_.number();
        return makeHelper([&] { return engine_.setDimensionRatio(of, width, height); });
      }
      case 52: {
        operation_ = "removeHelper";
        LayoutHelper removed = helper();
        LayoutResult result = mutate([&] { return engine_.removeHelper(removed); });
        if (result.succeeded() && !engine_.helperConstraints(removed).empty()) {
          fail("removeHelper succeeded but the helper still has constraints");
        }
        return;
      }
      case 53:
      case 58:
        operation_ = "changedFrames";
        return readChangedFrames();
      case 54:
        operation_ = "frames";
        return readFrames();
      case 55: {
        operation_ = "keep an arranged item";
        LayoutItem arranged = arrangedOrPoolItem();
        if (engine_.contains(arranged)) keep(arranged);
        return checkAll();
      }
      case 56: {
        operation_ = "insertArrangedSubitem (nested stack)";
        LayoutItem outer = stack();
        // Mostly a new detached stack (one that has a parent cannot be arranged elsewhere).
        LayoutItem inner = input_.below(4) == 0 ? stack() : makeFirstStack(false);
        if (isSlowToGrow(outer)) return checkAll();
        std::size_t index = arrangedIndex(engine_.arrangedSubitems(outer).size());
        return change([&] { return engine_.insertArrangedSubitem(outer, inner, index); });
      }
      case 60: {
        operation_ = "setIntrinsicContentSize (arranged)";
        LayoutItem of = arrangedOrPoolItem();
        std::optional<double> width = optionalNumber();
        std::optional<double> height = optionalNumber();
        return setIntrinsicSize(of, width, height);
      }
      case 62: {
        LayoutItem of = arrangedOrPoolItem();
        if (input_.below(2) == 0) {
          operation_ = "removeFromParent (arranged)";
          return change([&] { return engine_.removeFromParent(of); });
        }
        operation_ = "removeItem (arranged)";
        return change([&] { return engine_.removeItem(of); });
      }
      default: {
        operation_ = "setLayoutDirection (stack)";
        LayoutItem of = stack();
        LayoutDirection direction = static_cast<LayoutDirection>(input_.below(3));
        return change([&] { return engine_.setLayoutDirection(of, direction); });
      }
    }
  }

  /// A stack of 0 to 8 arranged items (size code 255: 9 to 65, or with a second byte of 246 to
  /// 255, 100 to 1,000, rare as they are slow), built detached with options, sizes, measuring
  /// functions and hidden items drawn from a small generator seeded by the input (so a stack of
  /// 1,000 costs a few bytes), then added to an item of the pool: that addition is the checked
  /// call. The calls of the build are not checked one by one (the single operations check each); a
  /// refused one leaves the stack as it was and the build goes on.
  void makeStackWithItems() {
    operation_ = "makeStack with arranged items";
    LayoutItem parent = item();
    std::size_t count = input_.below(9);
    if (input_.byte() == 255) {
      std::uint8_t size = input_.byte();
      count = size >= 246 ? 100 * static_cast<std::size_t>(size - 245) : 9 + size % 57;
    }
    count = std::min(count, maximumBuiltItems - std::min(maximumBuiltItems, built_));
    LayoutItem made = engine_.makeStack("stack" + std::to_string(made_++));
    keep(made);
    track(made);
    keepStack(made);
    (void)engine_.setStackAxis(made, axis());
    LayoutStackDistribution chosen = distribution();
    (void)engine_.setStackDistribution(made, chosen);
    if (isSlowStack(chosen, count)) count = largestEqualStack;
    built_ += count;
    if (count > largeStack) stepLimit_ = std::min(stepLimit_, step_ + 1 + stepsAfterLargeStack);
    (void)engine_.setStackAlignment(made, alignment());
    (void)engine_.setStackSpacing(made, spacing());
    std::uint32_t state = 0;
    for (int index = 0; index < 4; ++index) state = (state << 8) | input_.byte();
    auto next = [&state]() {
      state = state * 1664525u + 1013904223u;
      return state >> 8;
    };
    static constexpr double widths[] = {0, 1, 10, 44, 100, 320, 0.5, 1e3};
    static constexpr double heights[] = {0, 1, 17, 44, 100, 1e3, 1e4, 1e6};
    std::vector<LayoutItem> arranged;
    for (std::size_t index = 0; index < count; ++index) {
      LayoutItem each = engine_.makeItem("row" + std::to_string(made_) + "." + std::to_string(index));
      track(each);
      std::uint32_t choice = next();
      switch (choice % 4) {
        case 0:
          break;
        case 1:
        case 2:
          (void)engine_.setIntrinsicContentSize(each, widths[(choice >> 2) % std::size(widths)],
                                                heights[(choice >> 5) % std::size(heights)]);
          break;
        default: {
          auto recipe = std::make_shared<MeasuringRecipe>();
          recipe->characters = static_cast<double>((choice >> 2) % 200);
          recipe->advance = 1 + static_cast<double>((choice >> 10) % 8);
          recipe->lineHeight = heights[(choice >> 5) % std::size(heights)];
          if (engine_.setMeasuringFunction(each, functionOf(recipe))) {
            measured_[key(each)] = MeasuredState{each, recipe, true};
          }
        }
      }
      if ((choice >> 13) % 8 == 0) (void)engine_.setHidden(each, true);
      (void)engine_.addArrangedSubitem(made, each);
      arranged.push_back(each);
    }
    ++made_;
    if (!arranged.empty()) keep(arranged[next() % arranged.size()]);
    return change([&] { return engine_.addSubitem(parent, made); });
  }

  /// Runs a call that makes a helper (checked as every call), and keeps the helper it made.
  template <typename Call>
  void makeHelper(Call call) {
    LayoutHelperResult made{};
    LayoutResult result = mutate([&] {
      made = call();
      return made.result;
    });
    if (!result.succeeded()) return;
    if (!made.helper.isValid()) fail("a helper was made but its handle is empty");
    for (const LayoutConstraint& each : engine_.helperConstraints(made.helper)) {
      if (!each.isActive()) fail("a new helper's constraint " + each.description() + " is not active");
    }
    keep(made.helper);
  }

  /// `setIntrinsicContentSize`, checked; on a measured item the size is the host's until the
  /// next measuring (the harness no longer knows what the engine measured).
  void setIntrinsicSize(const LayoutItem& of, std::optional<double> width, std::optional<double> height) {
    LayoutResult result = mutate([&] { return engine_.setIntrinsicContentSize(of, width, height); });
    if (result.succeeded()) {
      if (auto found = measured_.find(key(of)); found != measured_.end()) found->second.current = false;
    }
  }

  // MARK: Checks of the features

  /// The intrinsic size of `of` along `along` as its content-size constraints hold it (the
  /// constant of its `… hugging` constraint, IntrinsicContentSize.cpp); none without one.
  std::optional<double> intrinsicSize(const LayoutItem& of, LayoutAxis along) const {
    static const std::string suffix = " hugging";
    for (const LayoutConstraint& each : engine_.constraintsAffecting(of, along)) {
      const std::string& identifier = each.identifier();
      const LayoutTerms& terms = each.firstExpression().terms;
      if (identifier.size() >= suffix.size() &&
          identifier.compare(identifier.size() - suffix.size(), suffix.size(), suffix) == 0 &&
          terms.size() == 1 && terms.front().item == of.identifier()) {
        return each.constant();
      }
    }
    return std::nullopt;
  }

  /// After a successful `layoutIfNeeded`: every measured item whose recipe answers by the width
  /// alone, and whose content the engine took, has as intrinsic size the natural width and the
  /// height its recipe answers at its solved width (bit for bit: the engine set what the function
  /// answered, a -0 as +0), i.e. the layout settled.
  void checkSettled() const {
    for (const auto& [itemKey, state] : measured_) {
      const LayoutItem& of = state.item;
      if (!state.current || !state.recipe->isPure() || !engine_.contains(of) ||
          !engine_.hasMeasuringFunction(of)) {
        continue;
      }
      double width = engine_.frame(of, LayoutCoordinates::root).width;
      std::optional<LayoutSize> natural = state.recipe->expected(std::numeric_limits<double>::infinity());
      std::optional<LayoutSize> measured = state.recipe->expected(width);
      if (!natural || !measured)
        fail("layoutIfNeeded succeeded where the measuring function of " + engine_.name(of) +
             " fails (width " + numberDescription(width) + ")");
      std::optional<double> intrinsicWidth = intrinsicSize(of, LayoutAxis::horizontal);
      std::optional<double> intrinsicHeight = intrinsicSize(of, LayoutAxis::vertical);
      // The engine keeps a measured -0 as +0 (MeasuredItems.cpp): `+ 0.0` does the same here.
      if (!intrinsicWidth || !sameBits(*intrinsicWidth, natural->width + 0.0) || !intrinsicHeight ||
          !sameBits(*intrinsicHeight, measured->height + 0.0)) {
        fail("layoutIfNeeded succeeded but " + engine_.name(of) + " is not settled: at width " +
             numberDescription(width) + " it measures " + numberDescription(natural->width) + " × " +
             numberDescription(measured->height) + ", its intrinsic size is " +
             (intrinsicWidth ? numberDescription(*intrinsicWidth) : "none") + " × " +
             (intrinsicHeight ? numberDescription(*intrinsicHeight) : "none"));
      }
    }
  }

  LayoutCoordinates coordinatesOperand() {
    std::uint8_t code = input_.byte();
    return code % 16 == 15 ? static_cast<LayoutCoordinates>(2 + code % 5)
                           : static_cast<LayoutCoordinates>(code % 2);
  }

  /// A pixel scale: mostly 0 (none), 1, 2 or 3, else any number.
  double scaleOperand() {
    std::uint8_t code = input_.byte();
    if (code < 224) return static_cast<double>(code % 4);
    return input_.number();
  }

  static bool isCoordinates(LayoutCoordinates coordinates) {
    return coordinates == LayoutCoordinates::root || coordinates == LayoutCoordinates::parent;
  }

  static std::string text(const LayoutRect& rect) {
    return "(" + numberDescription(rect.x) + ", " + numberDescription(rect.y) + ", " +
           numberDescription(rect.width) + ", " + numberDescription(rect.height) + ")";
  }

  /// The root's tree in tree order as `subitems` gives it: the root, then depth first, each item
  /// before its subitems, in their order.
  std::vector<LayoutItem> treeOrder() const {
    std::vector<LayoutItem> order;
    std::vector<LayoutItem> pending{engine_.root()};
    while (!pending.empty()) {
      LayoutItem next = pending.back();
      pending.pop_back();
      order.push_back(next);
      std::vector<LayoutItem> children = engine_.subitems(next);
      for (auto child = children.rbegin(); child != children.rend(); ++child) pending.push_back(*child);
    }
    return order;
  }

  /// The bulk reads: `itemsInTreeOrder` is the tree order; `frames` answers its size without
  /// writing into a buffer too small and writes `frame`'s answers bit for bit; `hiddenInTreeOrder`
  /// writes `isHiddenInTree`; coordinates outside their cases answer 0.
  void readFrames() {
    LayoutCoordinates coordinates = coordinatesOperand();
    double scale = scaleOperand();
    std::vector<LayoutItem> order = engine_.itemsInTreeOrder();
    if (order != treeOrder()) fail("itemsInTreeOrder is not the tree order of subitems");
    std::size_t count = engine_.frames(std::span<LayoutRect>(), coordinates, scale);
    if (!isCoordinates(coordinates)) {
      if (count != 0)
        fail("frames answered " + std::to_string(count) + " for coordinates outside their cases");
      return checkAll();
    }
    if (count != order.size()) {
      fail("frames answered " + std::to_string(count) + " for a tree of " + std::to_string(order.size()) +
           " items");
    }
    const LayoutRect unwritten{-7.25, 1e300, -0.0, 3.5};
    std::vector<LayoutRect> buffer(count + 1, unwritten);
    if (count > 0) {
      if (engine_.frames(std::span<LayoutRect>(buffer.data(), count - 1), coordinates, scale) != count) {
        fail("frames into a buffer one too small did not answer the tree's size");
      }
      for (const LayoutRect& each : buffer) {
        if (!sameRect(each, unwritten, false)) fail("frames wrote into a buffer one too small");
      }
    }
    if (engine_.frames(buffer, coordinates, scale) != count)
      fail("frames answered another size the second time");
    if (!sameRect(buffer[count], unwritten, false)) fail("frames wrote past the tree's size");
    for (std::size_t index = 0; index < count; ++index) {
      LayoutRect single = engine_.frame(order[index], coordinates, scale);
      if (!sameRect(buffer[index], single, false)) {
        fail("frames wrote " + text(buffer[index]) + " for " + engine_.name(order[index]) +
             " where frame answers " + text(single));
      }
    }
    std::unique_ptr<bool[]> hidden(new bool[count + 1]);
    if (engine_.hiddenInTreeOrder(std::span<bool>(hidden.get(), count + 1)) != count) {
      fail("hiddenInTreeOrder answered another size than frames");
    }
    for (std::size_t index = 0; index < count; ++index) {
      if (hidden[index] != engine_.isHiddenInTree(order[index])) {
        fail("hiddenInTreeOrder disagrees with isHiddenInTree for " + engine_.name(order[index]));
      }
    }
    return checkAll();
  }

  /// `changedFrames` against the harness's own memory of the previous read (a full `frames`
  /// read): exactly the items of the tree whose frame differs bit for bit, whose drawn state
  /// changed, or that were not in the tree at the previous read (every item at the first read and
  /// after a change of coordinates or scale), in tree order, with the frames `frames` writes.
  void readChangedFrames() {
    LayoutCoordinates coordinates = coordinatesOperand();
    double scale = scaleOperand();
    if (!isCoordinates(coordinates)) {
      if (!engine_.changedFrames(coordinates, scale).empty()) {
        fail("changedFrames reported items for coordinates outside their cases");
      }
      return checkAll();
    }
    std::vector<LayoutItem> order = engine_.itemsInTreeOrder();
    std::vector<LayoutRect> frames(order.size());
    (void)engine_.frames(frames, coordinates, scale);
    std::unique_ptr<bool[]> hidden(new bool[order.size() + 1]);
    (void)engine_.hiddenInTreeOrder(std::span<bool>(hidden.get(), order.size()));
    bool everything =
        !lastRead_.made || lastRead_.coordinates != coordinates || !sameBits(lastRead_.scale, scale);
    std::vector<std::size_t> expected;
    for (std::size_t index = 0; index < order.size(); ++index) {
      auto found = lastRead_.seen.find(key(order[index]));
      if (everything || found == lastRead_.seen.end() ||
          !sameRect(found->second.frame, frames[index], false) || found->second.hidden != hidden[index]) {
        expected.push_back(index);
      }
    }
    std::vector<LayoutFrameChange> changes = engine_.changedFrames(coordinates, scale);
    for (std::size_t index = 0; index < std::max(changes.size(), expected.size()); ++index) {
      if (index >= changes.size()) {
        fail("changedFrames did not report " + engine_.name(order[expected[index]]) + ", now " +
             text(frames[expected[index]]) + " (" + std::to_string(changes.size()) + " reported, " +
             std::to_string(expected.size()) + " expected)");
      }
      if (index >= expected.size() || !(changes[index].item == order[expected[index]])) {
        fail("changedFrames reported " + engine_.name(changes[index].item) + " " +
             text(changes[index].frame) +
             (index < expected.size() ? " where " + engine_.name(order[expected[index]]) + " was expected"
                                      : "") +
             " (" + std::to_string(changes.size()) + " reported, " + std::to_string(expected.size()) +
             " expected)");
      }
      std::size_t position = expected[index];
      if (!sameRect(changes[index].frame, frames[position], false) ||
          changes[index].isHidden != hidden[position]) {
        fail("changedFrames reported " + engine_.name(changes[index].item) + " at " +
             text(changes[index].frame) + (changes[index].isHidden ? " hidden" : "") +
             " where frames reads " + text(frames[position]) + (hidden[position] ? " hidden" : ""));
      }
    }
    lastRead_.made = true;
    lastRead_.coordinates = coordinates;
    lastRead_.scale = scale;
    lastRead_.seen.clear();
    for (std::size_t index = 0; index < order.size(); ++index) {
      lastRead_.seen[key(order[index])] = FrameRead::Seen{frames[index], hidden[index]};
    }
    return checkAll();
  }

  /// An item's edges along and across a stack's axis in reading coordinates: leading and
  /// trailing count leftward in a right-to-left item (its leading edge is its right edge), so that
  /// `next.lead == previous.trail + spacing` reads the same both ways.
  struct StackEdges {
    double lead, trail, size, crossLead, crossTrail, crossCenter, top, bottom, firstBaseline, lastBaseline;
    double magnitude;
  };

  StackEdges edgesOf(const LayoutItem& of, bool horizontal) const {
    LayoutRect rect = engine_.frame(of, LayoutCoordinates::root);
    bool rightToLeft = engine_.effectiveLayoutDirection(of) == LayoutDirection::rightToLeft;
    double leading = rightToLeft ? -(rect.x + rect.width) : rect.x;
    double trailing = rightToLeft ? -rect.x : rect.x + rect.width;
    Baselines offsets;
    if (auto found = baselines_.find(key(of)); found != baselines_.end()) offsets = found->second;
    StackEdges edges{};
    edges.top = rect.y;
    edges.bottom = rect.y + rect.height;
    edges.firstBaseline = rect.y + offsets.firstFromTop;
    edges.lastBaseline = rect.y + rect.height - offsets.lastFromBottom;
    if (horizontal) {
      edges.lead = leading;
      edges.trail = trailing;
      edges.size = rect.width;
      edges.crossLead = edges.top;
      edges.crossTrail = edges.bottom;
      edges.crossCenter = rect.y + rect.height / 2;
    } else {
      edges.lead = edges.top;
      edges.trail = edges.bottom;
      edges.size = rect.height;
      edges.crossLead = leading;
      edges.crossTrail = trailing;
      edges.crossCenter = rect.x + rect.width / 2;
    }
    edges.magnitude =
        std::fmax(std::fmax(std::fabs(rect.x), std::fabs(rect.y)),
                  std::fmax(std::fmax(std::fabs(rect.width), std::fabs(rect.height)),
                            std::fmax(std::fabs(offsets.firstFromTop), std::fabs(offsets.lastFromBottom))));
    return edges;
  }

  /// The stack's canvas: its margins guide when it arranges relative to its margins, else itself.
  LayoutItem canvasOf(const LayoutItem& stack, const LayoutStackProperties& properties) const {
    if (!properties.isLayoutMarginsRelativeArrangement) return stack;
    std::string guideName = engine_.name(stack) + ".layoutMarginsGuide";
    for (const LayoutItem& each : engine_.subitems(stack)) {
      if (engine_.isLayoutGuide(each) && engine_.name(each) == guideName) return each;
    }
    return stack;
  }

  /// UIStackView's layout, read from the frames (LayoutStack.h): the first and last visible
  /// arranged items at the canvas's ends; the spacing (or custom spacing) between visible
  /// neighbours, at least it for the equal distributions; equal sizes (fillEqually), sizes in
  /// the ratio of the intrinsic sizes (fillProportionally), equal gaps (equalSpacing); a hidden
  /// item of size 0 at the previous visible item's trailing edge; the alignment across the axis.
  /// Not checked: equalCentering (optional, at 999), and stacks whose arranged items read in
  /// another direction than their canvas (not supported, LayoutEngine.h).
  void checkStack(const LayoutItem& stack) const {
    std::optional<LayoutStackProperties> properties = engine_.stackProperties(stack);
    if (!properties) return;
    std::vector<LayoutItem> arranged = engine_.arrangedSubitems(stack);
    if (arranged.empty()) return;
    LayoutItem canvas = canvasOf(stack, *properties);
    LayoutDirection direction = engine_.effectiveLayoutDirection(canvas);
    for (const LayoutItem& each : arranged) {
      if (engine_.effectiveLayoutDirection(each) != direction) return;
    }
    const bool horizontal = properties->axis == LayoutAxis::horizontal;
    const LayoutAxis axis = properties->axis;
    const StackEdges edges = edgesOf(canvas, horizontal);
    auto expect = [&](const std::string& what, const LayoutItem& of, double left, Relation relation,
                      double right, double scale) {
      double residual = left - right;
      double tolerance = fuzz::residualTolerance(scale);
      bool holds = relation == Relation::equal             ? std::fabs(residual) <= tolerance
                   : relation == Relation::lessThanOrEqual ? residual <= tolerance
                                                           : residual >= -tolerance;
      if (!holds) {
        fail("STACK: in " + engine_.name(stack) + " (" + stackDistributionName(properties->distribution) +
             ", " + stackAlignmentName(properties->alignment) + ", spacing " +
             numberDescription(properties->spacing) + (horizontal ? ", horizontal" : ", vertical") + "), " +
             engine_.name(of) + ": " + what + ": " + numberDescription(left) +
             (relation == Relation::equal             ? " == "
              : relation == Relation::lessThanOrEqual ? " <= "
                                                      : " >= ") +
             numberDescription(right) + " does not hold (residual " + numberDescription(residual) + ")\n" +
             engine_.dump());
      }
    };
    const bool equalGaps = properties->distribution == LayoutStackDistribution::equalSpacing ||
                           properties->distribution == LayoutStackDistribution::equalCentering;
    std::optional<StackEdges> previous, beforePrevious;
    LayoutItem previousItem;
    for (std::size_t index = 0; index < arranged.size(); ++index) {
      const LayoutItem& each = arranged[index];
      StackEdges item = edgesOf(each, horizontal);
      double scale = std::fmax(item.magnitude, edges.magnitude);
      if (previous) scale = std::fmax(scale, previous->magnitude);
      if (engine_.isHidden(each)) {
        expect("a hidden item's size along the axis", each, item.size, Relation::equal, 0, scale);
        expect("a hidden item at the previous visible item's end", each, item.lead, Relation::equal,
               previous ? previous->trail : edges.lead, scale);
      } else if (!previous) {
        expect("the first visible item at the canvas's leading edge", each, item.lead, Relation::equal,
               edges.lead, scale);
      } else {
        double gap = engine_.customSpacing(stack, previousItem).value_or(properties->spacing);
        scale = std::fmax(scale, gap);
        Relation relation = equalGaps ? Relation::greaterThanOrEqual : Relation::equal;
        if (!horizontal && properties->isBaselineRelativeArrangement) {
          expect("the spacing between baselines", each, item.firstBaseline, relation,
                 previous->lastBaseline + gap, scale);
        } else {
          expect("the spacing", each, item.lead, relation, previous->trail + gap, scale);
        }
        if (properties->distribution == LayoutStackDistribution::fillEqually) {
          expect("fillEqually's size", each, item.size, Relation::equal, previous->size, scale);
        }
        if (properties->distribution == LayoutStackDistribution::fillProportionally) {
          std::optional<double> own = intrinsicSize(each, axis);
          std::optional<double> other = intrinsicSize(previousItem, axis);
          if (own && other && *own > 0 && *other > 0) {
            expect("fillProportionally's sizes in the ratio of the intrinsic sizes " +
                       numberDescription(*own) + " : " + numberDescription(*other),
                   each, item.size * *other, Relation::equal, previous->size * *own,
                   std::fmax(scale * *other, previous->magnitude * *own));
          }
        }
        if (properties->distribution == LayoutStackDistribution::equalSpacing && beforePrevious) {
          expect("equalSpacing's gaps", each, item.lead - previous->trail, Relation::equal,
                 previous->lead - beforePrevious->trail, std::fmax(scale, beforePrevious->magnitude));
        }
      }
      if (!engine_.isHidden(each)) {
        beforePrevious = previous;
        previous = item;
        previousItem = each;
      }
      switch (properties->alignment) {
        case LayoutStackAlignment::fill:
          expect("fill alignment's leading edge", each, item.crossLead, Relation::equal, edges.crossLead,
                 scale);
          expect("fill alignment's trailing edge", each, item.crossTrail, Relation::equal, edges.crossTrail,
                 scale);
          break;
        case LayoutStackAlignment::leading:
          expect("leading alignment", each, item.crossLead, Relation::equal, edges.crossLead, scale);
          expect("inside the canvas", each, item.crossTrail, Relation::lessThanOrEqual, edges.crossTrail,
                 scale);
          break;
        case LayoutStackAlignment::trailing:
          expect("trailing alignment", each, item.crossTrail, Relation::equal, edges.crossTrail, scale);
          expect("inside the canvas", each, item.crossLead, Relation::greaterThanOrEqual, edges.crossLead,
                 scale);
          break;
        case LayoutStackAlignment::center:
          expect("center alignment", each, item.crossCenter, Relation::equal, edges.crossCenter, scale);
          expect("inside the canvas", each, item.crossLead, Relation::greaterThanOrEqual, edges.crossLead,
                 scale);
          break;
        case LayoutStackAlignment::firstBaseline:
        case LayoutStackAlignment::lastBaseline: {
          bool first = properties->alignment == LayoutStackAlignment::firstBaseline;
          if (index > 0) {
            StackEdges before = edgesOf(arranged[index - 1], horizontal);
            expect("baseline alignment", each, first ? item.firstBaseline : item.lastBaseline,
                   Relation::equal, first ? before.firstBaseline : before.lastBaseline,
                   std::fmax(scale, before.magnitude));
          }
          expect("inside the canvas (top)", each, item.top, Relation::greaterThanOrEqual, edges.top, scale);
          expect("inside the canvas (bottom)", each, item.bottom, Relation::lessThanOrEqual, edges.bottom,
                 scale);
          break;
        }
      }
    }
    if (previous) {
      expect("the last visible item at the canvas's trailing edge", previousItem, previous->trail,
             Relation::equal, edges.trail, std::fmax(previous->magnitude, edges.magnitude));
    }
  }

  /// What a failed call must leave as it was that the dump does not show: each stack's options,
  /// arranged items and custom spacings, each item's own hidden flag and measuring function, the
  /// helpers' constraints and the tree order.
  std::string featureState() const {
    std::string state;
    for (const LayoutItem& each : everyItem_) {
      if (!engine_.contains(each)) continue;
      state += engine_.name(each);
      if (engine_.isHidden(each)) state += " hidden";
      if (engine_.hasMeasuringFunction(each)) state += " measured";
      if (std::optional<LayoutStackProperties> properties = engine_.stackProperties(each)) {
        state += std::string(" stack ") +
                 (properties->axis == LayoutAxis::horizontal ? "horizontal " : "vertical ") +
                 stackDistributionName(properties->distribution) + " " +
                 stackAlignmentName(properties->alignment) + " " + numberDescription(properties->spacing) +
                 (properties->isLayoutMarginsRelativeArrangement ? " margins" : "") +
                 (properties->isBaselineRelativeArrangement ? " baselines" : "") + ":";
        for (const LayoutItem& arranged : engine_.arrangedSubitems(each)) {
          state += " " + engine_.name(arranged);
          if (std::optional<double> custom = engine_.customSpacing(each, arranged)) {
            state += " +" + numberDescription(*custom);
          }
        }
      }
      state += "\n";
    }
    for (const LayoutHelper& each : helpers_) {
      state += "helper " + std::to_string(each.number) + ":";
      for (const LayoutConstraint& constraint : engine_.helperConstraints(each)) {
        state += " [" + engine_.describe(constraint) + (constraint.isActive() ? "]" : " inactive]");
      }
      state += "\n";
    }
    state += "tree:";
    for (const LayoutItem& each : engine_.itemsInTreeOrder()) state += " " + engine_.name(each);
    return state + "\n";
  }

  // MARK: Invariants

  [[noreturn]] void fail(const std::string& what) const { fuzz::fail(step_, operation_, what); }

  static std::uint64_t key(const LayoutItem& item) {
    return (static_cast<std::uint64_t>(item.identifier().index) << 32) | item.identifier().generation;
  }

  /// The dump, or under CLAYOUT_FUZZ_SKIP_SOLVER_STATE only its model part (items, frames,
  /// constraints), without the solver's tableau (a flag kept for bisecting: the engine's solver
  /// transactions leave the tableau exactly as it was).
  std::string modelPart(std::string dump, Latitude latitude) const {
    if (skipSolverState_) {
      if (std::size_t solver = dump.find("\nsolver:\n"); solver != std::string::npos) dump.resize(solver + 1);
    }
    if (latitude == Latitude::order) {
      // The engine's constraints as a sorted list of lines.
      if (std::size_t section = dump.find("\nengine constraints:\n"); section != std::string::npos) {
        std::size_t start = section + std::string("\nengine constraints:\n").size();
        std::size_t end = dump.find("\nsolver:\n", start);
        if (end == std::string::npos) end = dump.size();
        std::vector<std::string> lines;
        for (std::size_t line = start; line < end;) {
          std::size_t next = dump.find('\n', line);
          if (next == std::string::npos || next > end) next = end;
          lines.push_back(dump.substr(line, next - line));
          line = next + 1;
        }
        std::sort(lines.begin(), lines.end());
        std::string sorted;
        for (const std::string& line : lines) sorted += line + "\n";
        dump = dump.substr(0, start) + sorted + dump.substr(std::min(end + 1, dump.size()));
      }
    }
    // The frames are compared within rounding (`sameRect`); their text is left out here.
    if (skipNumeric_) dump = withoutFrames(dump);
    return dump;
  }

  /// The dump without the frames' text (each item's line ends at its name).
  static std::string withoutFrames(const std::string& dump) {
    std::string kept;
    std::size_t start = 0;
    while (start < dump.size()) {
      std::size_t end = dump.find('\n', start);
      if (end == std::string::npos) end = dump.size();
      std::string line = dump.substr(start, end - start);
      if (std::size_t frame = line.find(": x "); frame != std::string::npos) line.resize(frame);
      kept += line + "\n";
      start = end + 1;
    }
    return kept;
  }

  Snapshot snapshot(Latitude latitude) const {
    Snapshot state;
    state.dump = modelPart(engine_.dump(), latitude) + "--- the other engine\n" +
                 modelPart(other_.dump(), Latitude::none);
    for (const LayoutItem& each : items_) {
      state.frames.push_back(engine_.frame(each, LayoutCoordinates::root));
      state.frames.push_back(engine_.frame(each, LayoutCoordinates::parent, 2));
    }
    for (const LayoutConstraint& each : constraints_) {
      state.constraints.push_back({each.isActive(), each.constant(), each.priority()});
    }
    state.features = featureState();
    state.treeFrames.resize(engine_.frames(std::span<LayoutRect>(), LayoutCoordinates::root));
    (void)engine_.frames(state.treeFrames, LayoutCoordinates::root);
    return state;
  }

  /// Runs a call that may change the engine and checks (b) when it fails, allowing the change
  /// of the dump that `latitude` names; then, when `check`, the rest.
  template <typename Call>
  LayoutResult mutate(Call call, Latitude latitude = Latitude::none, bool check = true) {
    Snapshot before = snapshot(latitude);
    LayoutResult result = call();
    if (trace_) {
      std::fprintf(stderr, "step %zu (byte %zu): %s: %s\n", step_, offset_, operation_.c_str(),
                   result.succeeded() ? "ok" : result.message.c_str());
      traced_ = true;
    }
    if (!result.succeeded()) {
      if (result.message.empty()) fail("a failure without a message");
      // The engine's bookkeeping agrees with its solver (every active constraint held by its own
      // solver constraint), which a refused call's rollback must not break. After refusals only:
      // the check reads the whole tableau, and every step would cost the harness most of its speed.
      if (std::string broken = engine_.checkInvariants(); !broken.empty())
        fail("engine invariant: " + broken);
      Snapshot after = snapshot(latitude);
      if (before.dump != after.dump) {
        fail("the call failed (" + result.message + ") but changed the dump:\n--- before\n" + before.dump +
             "--- after\n" + after.dump);
      }
      for (std::size_t index = 0; index < before.frames.size(); ++index) {
        // A snapped frame (odd indices) may jump a pixel on a rounding-level change: under
        // CLAYOUT_FUZZ_SKIP_NUMERIC only the unsnapped ones are compared.
        if (skipNumeric_ && index % 2 == 1) continue;
        if (!sameRect(before.frames[index], after.frames[index], skipNumeric_)) {
          auto text = [](const LayoutRect& rect) {
            return "(" + numberDescription(rect.x) + ", " + numberDescription(rect.y) + ", " +
                   numberDescription(rect.width) + ", " + numberDescription(rect.height) + ")";
          };
          fail("the call failed (" + result.message + ") but changed the frame of " +
               engine_.name(items_[index / 2]) + (index % 2 == 1 ? " (parent coordinates, scale 2)" : "") +
               " from " + text(before.frames[index]) + " to " + text(after.frames[index]));
        }
      }
      if (before.features != after.features) {
        fail("the call failed (" + result.message +
             ") but changed the stacks, hidden items, measuring or helpers:\n--- before\n" + before.features +
             "--- after\n" + after.features);
      }
      if (before.treeFrames.size() != after.treeFrames.size())
        fail("the call failed (" + result.message + ") but changed the tree's size");
      for (std::size_t index = 0; index < before.treeFrames.size(); ++index) {
        if (!sameRect(before.treeFrames[index], after.treeFrames[index], skipNumeric_)) {
          fail("the call failed (" + result.message + ") but changed the frame of the tree's item " +
               std::to_string(index) + " (" + engine_.name(engine_.itemsInTreeOrder()[index]) + ") from " +
               text(before.treeFrames[index]) + " to " + text(after.treeFrames[index]));
        }
      }
      for (std::size_t index = 0; index < before.constraints.size(); ++index) {
        const Snapshot::ConstraintState& was = before.constraints[index];
        const Snapshot::ConstraintState& is = after.constraints[index];
        if (was.active != is.active || !sameBits(was.constant, is.constant) ||
            !sameBits(was.priority, is.priority)) {
          fail("the call failed (" + result.message + ") but changed the constraint " +
               constraints_[index].description());
        }
      }
    }
    if (check) checkAll();
    return result;
  }

  /// `mutate` with every check, for the operations that need not see the result.
  template <typename Call>
  void change(Call call, Latitude latitude = Latitude::none) {
    (void)mutate(call, latitude);
  }

  /// Whether `of` is an arranged item of a stack.
  bool isArranged(const LayoutItem& of) const {
    LayoutItem parent = engine_.parent(of);
    if (!engine_.isStack(parent)) return false;
    std::vector<LayoutItem> arranged = engine_.arrangedSubitems(parent);
    return std::find(arranged.begin(), arranged.end(), of) != arranged.end();
  }

  void checkAll() const {
    if (trace_ && operation_.empty()) std::fprintf(stderr, "step %zu\n", step_);
    static const double scales[] = {0, 1, 2, 3};
    for (const LayoutItem& each : items_) {
      if (!engine_.contains(each)) continue;
      for (double scale : scales) {
        for (LayoutCoordinates coordinates : {LayoutCoordinates::root, LayoutCoordinates::parent}) {
          LayoutRect rect = engine_.frame(each, coordinates, scale);
          if (!std::isfinite(rect.x) || !std::isfinite(rect.y) || !std::isfinite(rect.width) ||
              !std::isfinite(rect.height)) {
            fail("the frame of " + engine_.name(each) + " is not finite at scale " + std::to_string(scale));
          }
        }
      }
    }
    // Every frame of the tree, in one read per scale and coordinates.
    std::vector<LayoutRect> frames(engine_.frames(std::span<LayoutRect>(), LayoutCoordinates::root));
    for (double scale : scales) {
      for (LayoutCoordinates coordinates : {LayoutCoordinates::root, LayoutCoordinates::parent}) {
        (void)engine_.frames(frames, coordinates, scale);
        for (const LayoutRect& rect : frames) {
          if (!std::isfinite(rect.x) || !std::isfinite(rect.y) || !std::isfinite(rect.width) ||
              !std::isfinite(rect.height)) {
            fail("frames wrote a frame that is not finite at scale " + std::to_string(scale));
          }
        }
      }
    }
    // The host's constraints, then every other active constraint of a live item (the engine's:
    // intrinsic sizes, guides, stacks, helpers).
    std::unordered_set<const void*> checked;
    for (const LayoutConstraint& each : constraints_) {
      if (each.isActive()) checkActive(each);
      checked.insert(each.identity());
    }
    for (const LayoutItem& each : everyItem_) {
      if (!engine_.contains(each)) continue;
      for (LayoutAxis along : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
        for (const LayoutConstraint& constraint : engine_.constraintsAffecting(each, along)) {
          if (checked.insert(constraint.identity()).second) checkActive(constraint);
        }
      }
    }
    if (!skipNumeric_) {
      for (const LayoutItem& each : stacks_) checkStack(each);
    }
  }

  /// One term's value and magnitude at the frames, `coefficient · item.attribute` resolved in
  /// `direction` as ConstraintResolution.cpp documents.
  void addTerm(const LayoutEngine& engine, const LayoutTerm& term, double sign, LayoutDirection direction,
               double& sum, double& scale) const {
    // With the engine's identity: a handle without it names no item (its frame would be zero).
    LayoutItem of(const_cast<LayoutEngine*>(&engine), term.item, engine.root().engineIdentity());
    LayoutRect rect = engine.frame(of, LayoutCoordinates::root);
    double c = sign * term.coefficient;
    auto add = [&](double coefficient, double value) {
      double product = coefficient * value;
      sum += product;
      scale = std::fmax(scale, std::fabs(product));
    };
    Baselines offsets;
    if (auto found = baselines_.find(key(of)); &engine == &engine_ && found != baselines_.end()) {
      offsets = found->second;
    }
    bool rightToLeft = direction == LayoutDirection::rightToLeft;
    switch (term.attribute) {
      case LayoutAttribute::left:
        return add(c, rect.x);
      case LayoutAttribute::right:
        add(c, rect.x);
        return add(c, rect.width);
      case LayoutAttribute::centerX:
        add(c, rect.x);
        return add(c / 2, rect.width);
      case LayoutAttribute::width:
        return add(c, rect.width);
      case LayoutAttribute::top:
        return add(c, rect.y);
      case LayoutAttribute::bottom:
        add(c, rect.y);
        return add(c, rect.height);
      case LayoutAttribute::centerY:
        add(c, rect.y);
        return add(c / 2, rect.height);
      case LayoutAttribute::height:
        return add(c, rect.height);
      case LayoutAttribute::firstBaseline:
        add(c, rect.y);
        return add(c, offsets.firstFromTop);
      case LayoutAttribute::lastBaseline:
        add(c, rect.y);
        add(c, rect.height);
        return add(-c, offsets.lastFromBottom);
      case LayoutAttribute::leading:
        if (!rightToLeft) return add(c, rect.x);
        add(-c, rect.x);
        return add(-c, rect.width);
      case LayoutAttribute::trailing:
        if (rightToLeft) return add(-c, rect.x);
        add(c, rect.x);
        return add(c, rect.width);
    }
    fail("an active constraint has an attribute outside the cases");
  }

  /// (a) for one active constraint: its items are all in the engine, and when required it holds.
  void checkActive(const LayoutConstraint& constraint) const {
    // `activateConstraints` finds the engine from the items: a constraint of the other engine's
    // items alone is active there.
    if (constraint.engine() == nullptr) fail("an active constraint without an engine");
    const LayoutEngine& engine = *constraint.engine();
    const LayoutExpression& first = constraint.firstExpression();
    const LayoutExpression& second = constraint.secondExpression();
    for (const LayoutExpression* side : {&first, &second}) {
      for (const LayoutTerm& term : side->terms) {
        // A handle with the engine's identity: one without it names no item of a live engine.
        LayoutItem held(const_cast<LayoutEngine*>(&engine), term.item, engine.root().engineIdentity());
        if (!engine.contains(held)) {
          fail("the active constraint " + constraint.description() +
               " uses an item the engine no longer has");
        }
      }
    }
    if (skipNumeric_ || !priority::isRequired(constraint.priority())) return;
    ItemIdentifier directionItem =
        !first.terms.empty() ? first.terms.front().item
                             : (!second.terms.empty() ? second.terms.front().item : ItemIdentifier{});
    LayoutDirection direction = engine.effectiveLayoutDirection(
        LayoutItem(const_cast<LayoutEngine*>(&engine), directionItem, engine.root().engineIdentity()));
    double residual = first.constant - second.constant;
    double scale = std::fmax(std::fabs(first.constant), std::fabs(second.constant));
    for (const LayoutTerm& term : first.terms) addTerm(engine, term, 1, direction, residual, scale);
    for (const LayoutTerm& term : second.terms) addTerm(engine, term, -1, direction, residual, scale);
    double tolerance = fuzz::residualTolerance(scale);
    bool holds = false;
    switch (constraint.relation()) {
      case Relation::equal:
        holds = std::fabs(residual) <= tolerance;
        break;
      case Relation::lessThanOrEqual:
        holds = residual <= tolerance;
        break;
      case Relation::greaterThanOrEqual:
        holds = residual >= -tolerance;
        break;
    }
    if (!holds) {
      fail("NUMERIC: the active required constraint " + engine.describe(constraint) +
           " does not hold at the frames: residual " + std::to_string(residual) + " (tolerance " +
           std::to_string(tolerance) + ")\n" + engine.dump());
    }
  }

  FuzzInput& input_;
  bool skipNumeric_;
  bool skipSolverState_ = fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_SOLVER_STATE");
  /// CLAYOUT_FUZZ_NO_ROOT_SIZE=1: setRootSize is never called, so the root-size rule (whose
  /// failures are undone inexactly, Fuzz/findings) never refuses anything.
  bool noRootSize_ = fuzz::environmentFlag("CLAYOUT_FUZZ_NO_ROOT_SIZE");
  /// CLAYOUT_FUZZ_TRACE=1: every step and its result on stderr, to read a reproducer.
  bool trace_;
  std::size_t step_ = 0;
  std::size_t made_ = 0;
  std::string operation_ = "start";
  // The engines first: the handles and constraints below are destroyed before them.
  LayoutEngine engine_;
  LayoutEngine other_;
  LayoutItem otherItem_;
  std::vector<LayoutItem> items_;
  std::vector<LayoutConstraint> constraints_;
  std::map<std::uint64_t, Baselines> baselines_;
  /// The byte at which the current operation's code is, and whether the operation was traced
  /// (for traces).
  std::size_t offset_ = 0;
  bool traced_ = false;
  /// Every item the harness got (the pool's and the stacks' arranged items), by `key` in
  /// `tracked_`: the checks cover all of them.
  std::vector<LayoutItem> everyItem_;
  std::unordered_set<std::uint64_t> tracked_;
  std::vector<LayoutItem> stacks_;
  std::vector<LayoutHelper> helpers_;
  LayoutHelper otherHelper_;
  /// The arranged items `makeStackWithItems` made so far.
  std::size_t built_ = 0;
  /// The step at which the program ends (earlier once a large stack is built).
  std::size_t stepLimit_ = maximumSteps;
  /// CLAYOUT_FUZZ_SLOW_STACKS=1: equal-distribution stacks of any size (see `largestEqualStack`).
  bool slowStacks_ = fuzz::environmentFlag("CLAYOUT_FUZZ_SLOW_STACKS");
  /// A measured item's recipe, and whether the engine took its current content (false after a
  /// content change the engine refused, or an intrinsic size the host set over it).
  struct MeasuredState {
    LayoutItem item;
    std::shared_ptr<MeasuringRecipe> recipe;
    bool current = true;
  };
  std::map<std::uint64_t, MeasuredState> measured_;
  FrameRead lastRead_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool skipNumeric = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_NUMERIC");
  // Moderate numbers with every check kept: past the value range's known failures at 1e15
  // (Fuzz/findings: solver-value-range-misses-dependents), the residuals still checked.
  static const bool moderateNumbers = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_MODERATE_NUMBERS");
  FuzzInput input(data, size, skipNumeric || moderateNumbers);
  Program program(input, skipNumeric);
  program.run();
  return 0;
}
