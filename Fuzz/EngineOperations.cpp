// EngineOperations.cpp — libFuzzer harness: the fuzz input as a program of layout engine calls.
//
// The input is read as a sequence of operations on a layout engine (and a second engine, for
// the calls that mix engines): tree edits (items, guides, margins and safe-area guides, add,
// move, detach, remove), constraints built with the anchor DSL (every attribute kind, multipliers,
// constants, priorities) or as raw expressions (any attributes, several terms, cast values),
// activation and deactivation (single, batch, `activateConstraints`), setConstant, setPriority,
// intrinsic sizes, hugging and compression resistance, layout direction, baseline offsets,
// margins, safe area, the root's size, and the queries (frames, fitting sizes, ambiguities,
// dump). Fuzz/README.md gives the byte format. After every operation the harness checks, and
// aborts with a message naming the step when one breaks:
//   (a) every active required constraint the harness made holds at the frames (root
//       coordinates, attributes resolved as ConstraintResolution.cpp documents): |residual| <=
//       1e-9 · max(1, the largest |coefficient · unknown| and constant); and no active
//       constraint uses an item the engine no longer contains;
//   (b) after a failed call, nothing changed: `dump()`, every frame, and every constraint's
//       activity, constant and priority are identical before and after;
//   (c) every frame is finite (root and parent coordinates, snapped at 1, 2 and 3).
// CLAYOUT_FUZZ_SKIP_NUMERIC=1 leaves (a)'s residual check out, compares (b)'s frames within
// rounding (and the dump without its frames) and keeps finite numbers within 1e-6 … 1e6 in
// magnitude (FuzzInput::number).
// CLAYOUT_FUZZ_SKIP_SOLVER_STATE=1 compares only the model part of the dump in (b), not the
// solver's tableau (see Fuzz/findings/README.md); CLAYOUT_FUZZ_NO_ROOT_SIZE=1 never calls
// setRootSize. CLAYOUT_FUZZ_TRACE=1 prints every step.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>
#include <string>
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
};

/// Baseline offsets as last set successfully (the engine's defaults are 0 and 0).
struct Baselines {
  double firstFromTop = 0;
  double lastFromBottom = 0;
};

class Program {
 public:
  explicit Program(FuzzInput& input, bool skipNumeric)
      : input_(input), skipNumeric_(skipNumeric), trace_(fuzz::environmentFlag("CLAYOUT_FUZZ_TRACE")) {
    items_.push_back(engine_.root());
    otherItem_ = other_.makeItem("other");
    (void)other_.addSubitem(other_.root(), otherItem_);
  }

  void run() {
    for (step_ = 0; step_ < maximumSteps && !input_.empty(); ++step_) runOperation();
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
    pending.relatesPositions = input_.below(2) == 0;
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
    switch (code % 30) {
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
        return change([&] { return engine_.setIntrinsicContentSize(of, width, height); });
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
        LayoutResult result = mutate([&] { return engine_.setBaselineOffsets(of, first, last); }, false);
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
      default: {
        operation_ = "add another engine's item";
        LayoutItem parent = item();
        return change([&] { return engine_.addSubitem(parent, otherItem_); });
      }
    }
  }

  // MARK: Invariants

  [[noreturn]] void fail(const std::string& what) const { fuzz::fail(step_, operation_, what); }

  static std::uint64_t key(const LayoutItem& item) {
    return (static_cast<std::uint64_t>(item.identifier().index) << 32) | item.identifier().generation;
  }

  /// The dump, or under CLAYOUT_FUZZ_SKIP_SOLVER_STATE only its model part (items, frames,
  /// constraints), without the solver's tableau: the engine undoes some failed calls with
  /// inverse solver calls, which leave the same solution in another tableau (a known finding).
  std::string modelPart(std::string dump) const {
    if (skipSolverState_) {
      if (std::size_t solver = dump.find("\nsolver:\n"); solver != std::string::npos) dump.resize(solver + 1);
    }
    if (skipNumeric_) {
      // The frames are compared within rounding (`sameRect`); their text is left out here.
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
      dump = kept;
    }
    return dump;
  }

  Snapshot snapshot() const {
    Snapshot state;
    state.dump = modelPart(engine_.dump()) + "--- the other engine\n" + modelPart(other_.dump());
    for (const LayoutItem& each : items_) {
      state.frames.push_back(engine_.frame(each, LayoutCoordinates::root));
      state.frames.push_back(engine_.frame(each, LayoutCoordinates::parent, 2));
    }
    for (const LayoutConstraint& each : constraints_) {
      state.constraints.push_back({each.isActive(), each.constant(), each.priority()});
    }
    return state;
  }

  /// Runs a call that may change the engine and checks (b) when it fails; then, when `check`,
  /// the rest.
  template <typename Call>
  LayoutResult mutate(Call call, bool check = true) {
    Snapshot before = snapshot();
    LayoutResult result = call();
    if (trace_) {
      std::fprintf(stderr, "step %zu: %s: %s\n", step_, operation_.c_str(),
                   result.succeeded() ? "ok" : result.message.c_str());
    }
    if (!result.succeeded()) {
      if (result.message.empty()) fail("a failure without a message");
      Snapshot after = snapshot();
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
  void change(Call call) {
    (void)mutate(call);
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
    for (const LayoutConstraint& each : constraints_) {
      if (each.isActive()) checkActive(each);
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
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool skipNumeric = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_NUMERIC");
  FuzzInput input(data, size, skipNumeric);
  Program program(input, skipNumeric);
  program.run();
  return 0;
}
