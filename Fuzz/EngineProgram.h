// EngineProgram.h — the engine harness's program (EngineOperations.cpp): the fuzz input read as a
// sequence of engine calls, with the pools of items, constraints, stacks and helpers it builds and
// the checks it makes after every call. The class is declared here; its parts are in files of their
// own: the operands and the core operations (EngineOperations.cpp), the features' operations
// (stacks, hidden items, measuring functions, helpers: EngineFeatureOperations.cpp), the reads and
// the stacks' checks (EngineReads.cpp) and the invariants after every call (EngineInvariants.cpp).
//
// About 700 lines on purpose: the one class's declaration with its pools and the small inline
// readers every part uses.
#pragma once

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

namespace clayout::fuzz::engine {

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
/// The most arranged items of a firstBaseline or lastBaseline stack (unless
/// CLAYOUT_FUZZ_SLOW_STACKS=1): such a stack built one item at a time costs the solver about n³
/// (each addition rewrites rows as long as the stack; Fuzz/findings/README.md,
/// engine-timeout-baseline-stack; Benchmarks' C8baselineStack), a minute at 1,000 items here.
constexpr std::size_t largestBaselineStack = 128;

inline bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Bit for bit, or within rounding when `nearly` (CLAYOUT_FUZZ_SKIP_NUMERIC).
inline bool sameRect(const LayoutRect& a, const LayoutRect& b, bool nearly) {
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
  LayoutItem item();

  void keep(const LayoutItem& item);

  void keep(const LayoutConstraint& constraint);

  /// A constraint of the pool, made when the pool is empty.
  LayoutConstraint constraint();

  std::vector<LayoutConstraint> batch();

  static CLayoutXAxisAnchor xAnchor(const LayoutItem& item, std::size_t which);
  static CLayoutDirectionalXAxisAnchor directionalAnchor(const LayoutItem& item, std::size_t which);
  static CLayoutYAxisAnchor yAnchor(const LayoutItem& item, std::size_t which);
  static CLayoutDimension dimension(const LayoutItem& item, std::size_t which);

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
  PendingLayoutConstraint newPending();

  LayoutConstraint newAnchorConstraint();

  /// A raw expression of 0 to 3 terms of any attribute (one in thirty-two an integer cast outside
  /// the cases), as a front end other than the DSL could build it.
  LayoutExpression rawExpression();

  LayoutConstraint newRawConstraint();

  LayoutAxis axis();

  LayoutInsets insets();

  std::optional<double> optionalNumber();

  // MARK: Operations

  void runOperation();

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

  /// The most arranged items the harness gives a stack of `distribution` and `alignment`: the
  /// known costs of the solver that it steps around (unless CLAYOUT_FUZZ_SLOW_STACKS=1), an
  /// equal distribution's (`largestEqualStack`) and a baseline alignment's
  /// (`largestBaselineStack`).
  std::size_t largestStack(LayoutStackDistribution distribution, LayoutStackAlignment alignment) const {
    std::size_t largest = std::numeric_limits<std::size_t>::max();
    if (slowStacks_) return largest;
    if (distribution == LayoutStackDistribution::equalSpacing ||
        distribution == LayoutStackDistribution::equalCentering)
      largest = largestEqualStack;
    if (alignment == LayoutStackAlignment::firstBaseline || alignment == LayoutStackAlignment::lastBaseline)
      largest = std::min(largest, largestBaselineStack);
    return largest;
  }

  /// Whether `stack` with `distribution` and `alignment` would be beyond `largestStack` with
  /// `count` arranged items.
  bool isSlowStack(LayoutStackDistribution distribution, LayoutStackAlignment alignment,
                   std::size_t count) const {
    return count > largestStack(distribution, alignment);
  }

  /// Whether arranging one more item in `stack` would make it a slow stack (`isSlowStack`).
  bool isSlowToGrow(const LayoutItem& stack) const {
    std::optional<LayoutStackProperties> properties = engine_.stackProperties(stack);
    return properties && isSlowStack(properties->distribution, properties->alignment,
                                     engine_.arrangedSubitems(stack).size() + 1);
  }

  // MARK: Operations of the features

  void runFeatureOperation(std::size_t code);

  /// A stack of 0 to 8 arranged items (size code 255: 9 to 65, or with a second byte of 246 to
  /// 255, 100 to 1,000, rare as they are slow), built detached with options, sizes, measuring
  /// functions and hidden items drawn from a small generator seeded by the input (so a stack of
  /// 1,000 costs a few bytes), then added to an item of the pool: that addition is the checked
  /// call. The calls of the build are not checked one by one (the single operations check each); a
  /// refused one leaves the stack as it was and the build goes on.
  void makeStackWithItems();

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
  void setIntrinsicSize(const LayoutItem& of, std::optional<double> width, std::optional<double> height);

  // MARK: Checks of the features

  /// The intrinsic size of `of` along `along` as its content-size constraints hold it (the
  /// constant of its `… hugging` constraint, IntrinsicContentSize.cpp); none without one.
  std::optional<double> intrinsicSize(const LayoutItem& of, LayoutAxis along) const;

  /// After a successful `layoutIfNeeded`: every measured item whose recipe answers by the width
  /// alone, and whose content the engine took, has as intrinsic size the natural width and the
  /// height its recipe answers at its solved width (bit for bit: the engine set what the function
  /// answered, a -0 as +0), i.e. the layout settled.
  void checkSettled() const;

  LayoutCoordinates coordinatesOperand();

  /// A pixel scale: mostly 0 (none), 1, 2 or 3, else any number.
  double scaleOperand();

  static bool isCoordinates(LayoutCoordinates coordinates);

  static std::string text(const LayoutRect& rect);

  /// The root's tree in tree order as `subitems` gives it: the root, then depth first, each item
  /// before its subitems, in their order.
  std::vector<LayoutItem> treeOrder() const;

  /// The bulk reads: `itemsInTreeOrder` is the tree order; `frames` answers its size without
  /// writing into a buffer too small and writes `frame`'s answers bit for bit; `hiddenInTreeOrder`
  /// writes `isHiddenInTree`; coordinates outside their cases answer 0.
  void readFrames();

  /// `changedFrames` against the harness's own memory of the previous read (a full `frames`
  /// read): exactly the items of the tree whose frame differs bit for bit, whose drawn state
  /// changed, or that were not in the tree at the previous read (every item at the first read and
  /// after a change of coordinates or scale), in tree order, with the frames `frames` writes.
  void readChangedFrames();

  /// An item's edges along and across a stack's axis in reading coordinates: leading and
  /// trailing count leftward in a right-to-left item (its leading edge is its right edge), so that
  /// `next.lead == previous.trail + spacing` reads the same both ways.
  struct StackEdges {
    double lead, trail, size, crossLead, crossTrail, crossCenter, top, bottom, firstBaseline, lastBaseline;
    double magnitude;
  };

  StackEdges edgesOf(const LayoutItem& of, bool horizontal) const;

  /// The stack's canvas: its margins guide when it arranges relative to its margins, else itself.
  LayoutItem canvasOf(const LayoutItem& stack, const LayoutStackProperties& properties) const;

  /// UIStackView's layout, read from the frames (LayoutStack.h): the first and last visible
  /// arranged items at the canvas's ends; the spacing (or custom spacing) between visible
  /// neighbours, at least it for the equal distributions; equal sizes (fillEqually), sizes in
  /// the ratio of the intrinsic sizes (fillProportionally), equal gaps (equalSpacing); a hidden
  /// item of size 0 at the previous visible item's trailing edge; the alignment across the axis.
  /// Not checked: equalCentering (optional, at 999), and stacks whose arranged items read in
  /// another direction than their canvas (not supported, LayoutEngine.h).
  void checkStack(const LayoutItem& stack) const;

  /// What a failed call must leave as it was that the dump does not show: each stack's options,
  /// arranged items and custom spacings, each item's own hidden flag and measuring function, the
  /// helpers' constraints and the tree order.
  std::string featureState() const;

  // MARK: Invariants

  [[noreturn]] void fail(const std::string& what) const { fuzz::fail(step_, operation_, what); }

  static std::uint64_t key(const LayoutItem& item);

  /// The dump, or under CLAYOUT_FUZZ_SKIP_SOLVER_STATE only its model part (items, frames,
  /// constraints), without the solver's tableau (a flag kept for bisecting: the engine's solver
  /// transactions leave the tableau exactly as it was).
  std::string modelPart(std::string dump, Latitude latitude) const;

  /// The dump without the frames' text (each item's line ends at its name).
  static std::string withoutFrames(const std::string& dump);

  Snapshot snapshot(Latitude latitude) const;

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
  bool isArranged(const LayoutItem& of) const;

  void checkAll() const;

  /// One term's value and magnitude at the frames, `coefficient · item.attribute` resolved in
  /// `direction` as ConstraintResolution.cpp documents.
  void addTerm(const LayoutEngine& engine, const LayoutTerm& term, double sign, LayoutDirection direction,
               double& sum, double& scale) const;

  /// (a) for one active constraint: its items are all in the engine, and when required it holds.
  void checkActive(const LayoutConstraint& constraint) const;

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

}  // namespace clayout::fuzz::engine
