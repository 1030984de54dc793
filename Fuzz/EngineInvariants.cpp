// EngineInvariants.cpp — what the engine harness checks after every call: a refused call changed
// nothing, the active required constraints hold, every frame is finite (see EngineProgram.h and
// EngineOperations.cpp's comment).
#include "EngineProgram.h"

namespace clayout::fuzz::engine {

std::uint64_t Program::key(const LayoutItem& item) {
  return (static_cast<std::uint64_t>(item.identifier().index) << 32) | item.identifier().generation;
}

std::string Program::modelPart(std::string dump, Latitude latitude) const {
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

std::string Program::withoutFrames(const std::string& dump) {
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

Snapshot Program::snapshot(Latitude latitude) const {
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

bool Program::isArranged(const LayoutItem& of) const {
  LayoutItem parent = engine_.parent(of);
  if (!engine_.isStack(parent)) return false;
  std::vector<LayoutItem> arranged = engine_.arrangedSubitems(parent);
  return std::find(arranged.begin(), arranged.end(), of) != arranged.end();
}

void Program::checkAll() const {
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

void Program::addTerm(const LayoutEngine& engine, const LayoutTerm& term, double sign,
                      LayoutDirection direction, double& sum, double& scale) const {
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

void Program::checkActive(const LayoutConstraint& constraint) const {
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
        fail("the active constraint " + constraint.description() + " uses an item the engine no longer has");
      }
    }
  }
  if (skipNumeric_ || !priority::isRequired(constraint.priority())) return;
  ItemIdentifier directionItem = !first.terms.empty()
                                     ? first.terms.front().item
                                     : (!second.terms.empty() ? second.terms.front().item : ItemIdentifier{});
  LayoutDirection direction = engine.effectiveLayoutDirection(
      LayoutItem(const_cast<LayoutEngine*>(&engine), directionItem, engine.root().engineIdentity()));
  double residual = first.constant - second.constant;
  double scale = std::fmax(std::fabs(first.constant), std::fabs(second.constant));
  for (const LayoutTerm& term : first.terms) addTerm(engine, term, 1, direction, residual, scale);
  for (const LayoutTerm& term : second.terms) addTerm(engine, term, -1, direction, residual, scale);
  double tolerance = fuzz::residualTolerance(scale);
  if (!fuzz::holdsWithin(constraint.relation(), residual, tolerance)) {
    fail("NUMERIC: the active required constraint " + engine.describe(constraint) +
         " does not hold at the frames: residual " + std::to_string(residual) + " (tolerance " +
         std::to_string(tolerance) + ")\n" + engine.dump());
  }
}

}  // namespace clayout::fuzz::engine
