// LayoutDiagnostics.cpp — readable constraints, the constraints affecting an item, the ambiguity
// report and the dump of an engine.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "EngineRegistry.h"
#include "LayoutDescription.h"
#include "LayoutEngineImplementation.h"
#include "Support/BoundedText.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

// MARK: Descriptions

std::string describeLayoutConstraint(const LayoutConstraint& constraint,
                                     const std::function<std::string(ItemIdentifier, void*)>& nameOf) {
  auto side = [&](const LayoutExpression& expression) {
    std::string text;
    bool first = true;
    auto appendSigned = [&](double value, const std::string& magnitudeText) {
      bool negative = value < 0;
      if (first) {
        if (negative) text += "-";
      } else {
        text += negative ? " - " : " + ";
      }
      text += magnitudeText;
      first = false;
    };
    // A side of an engine that was destroyed (maybe with another engine at its address now)
    // names no item: the identifiers would name the other engine's.
    bool destroyed = expression.termEngines.empty() && expression.engine != nullptr &&
                     expression.engineIdentity != 0 &&
                     !engineIsLive(expression.engine, expression.engineIdentity);
    for (std::size_t index = 0; index < expression.terms.size(); ++index) {
      const LayoutTerm& term = expression.terms[index];
      // A side that mixes engines says whose each item is; any other side is one engine's.
      void* engine = expression.termEngines.empty() ? expression.engine : expression.termEngines[index];
      std::string name = (destroyed ? std::string("(destroyed engine)") : nameOf(term.item, engine)) + "." +
                         attributeName(term.attribute);
      double magnitude = std::fabs(term.coefficient);
      appendSigned(term.coefficient, magnitude == 1 ? name : formatNumber(magnitude) + "·" + name);
    }
    if (expression.constant != 0 || first) {
      if (first) {
        text = formatNumber(expression.constant);
      } else {
        appendSigned(expression.constant, formatNumber(std::fabs(expression.constant)));
      }
    }
    return text;
  };
  std::string text = side(constraint.firstExpression()) + " " + relationSymbol(constraint.relation()) + " " +
                     side(constraint.secondExpression());
  // Any priority but exactly required is written, a refused one (0, 1001, nan) included.
  if (constraint.priority() != priority::required) text += " @" + formatNumber(constraint.priority());
  if (!constraint.identifier().empty()) text += " \"" + boundedName(constraint.identifier()) + "\"";
  return text + placeDescription(constraint);
}

std::string placeDescription(const LayoutConstraint& constraint) {
  if (constraint.line() == 0) return {};
  return " (" + boundedName(constraint.fileName()) + ":" + std::to_string(constraint.line()) + ")";
}

std::string LayoutEngineImplementation::describe(const LayoutConstraint& constraint) const {
  return internal::describeLayoutConstraint(constraint, [this](ItemIdentifier item, void* engine) {
    if (engine == nullptr || engine == owner_) return displayName(item);
    // An item of another engine, in a constraint this engine refuses: that engine names it, while
    // it exists.
    std::uint64_t identity = liveEngineIdentity(engine);
    if (identity == 0) return std::string("(destroyed engine)");
    auto* other = static_cast<LayoutEngine*>(engine);
    std::string name = other->name(LayoutItem(other, item, identity));
    return name.empty() ? std::string("(removed item)") : boundedName(name);
  });
}

// MARK: Constraints affecting an item

namespace {

bool isHorizontal(LayoutAttribute attribute) {
  switch (attribute) {
    case LayoutAttribute::left:
    case LayoutAttribute::right:
    case LayoutAttribute::leading:
    case LayoutAttribute::trailing:
    case LayoutAttribute::centerX:
    case LayoutAttribute::width:
      return true;
    default:
      return false;
  }
}

}  // namespace

std::vector<LayoutConstraint> LayoutEngineImplementation::constraintsAffecting(const LayoutItem& item,
                                                                               LayoutAxis axis) const {
  std::vector<LayoutConstraint> affecting;
  if (slotOf(item) == nullptr) return affecting;
  if (axis != LayoutAxis::horizontal && axis != LayoutAxis::vertical) return affecting;
  bool horizontal = axis == LayoutAxis::horizontal;
  for (const ActiveEntry* entry : activeUsing({item.identifier()})) {
    bool affects = false;
    for (const LayoutExpression* side :
         {&entry->constraint.firstExpression(), &entry->constraint.secondExpression()}) {
      for (const LayoutTerm& term : side->terms) {
        affects = affects || (term.item == item.identifier() && isHorizontal(term.attribute) == horizontal);
      }
    }
    if (affects) affecting.push_back(entry->constraint);
  }
  return affecting;
}

// MARK: Ambiguity

std::string LayoutEngineImplementation::edgePlacedTwice(ItemIdentifier item) const {
  // Each required equality that places one of the item's horizontal edges through leading or
  // trailing, with the edge it places (0 left, 1 right) and the direction it reads them in.
  struct Placement {
    const LayoutConstraint* constraint;
    int edge;
    bool rightToLeft;
  };
  std::vector<Placement> placements;
  for (const ActiveEntry* entry : activeUsing({item})) {
    const PendingLayoutConstraint& pending = entry->constraint.data_->pending;
    if (pending.relation != Relation::equal || !priority::isRequired(pending.priority)) continue;
    const bool rightToLeft =
        effectiveLayoutDirection(directionItemOf(pending)) == LayoutDirection::rightToLeft;
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      for (const LayoutTerm& term : side->terms) {
        if (term.item != item) continue;
        if (term.attribute != LayoutAttribute::leading && term.attribute != LayoutAttribute::trailing)
          continue;
        const bool leading = term.attribute == LayoutAttribute::leading;
        placements.push_back({&entry->constraint, leading == rightToLeft ? 1 : 0, rightToLeft});
      }
    }
  }
  for (std::size_t a = 0; a < placements.size(); ++a) {
    for (std::size_t b = a + 1; b < placements.size(); ++b) {
      if (placements[a].edge != placements[b].edge || placements[a].rightToLeft == placements[b].rightToLeft)
        continue;
      auto reading = [](bool rightToLeft) {
        return rightToLeft ? " (read right to left)" : " (read left to right)";
      };
      return std::string(": its ") + (placements[a].edge == 1 ? "right" : "left") +
             " edge is placed twice, by " + describe(*placements[a].constraint) +
             reading(placements[a].rightToLeft) + " and by " + describe(*placements[b].constraint) +
             reading(placements[b].rightToLeft);
    }
  }
  return {};
}

std::vector<LayoutAmbiguity> LayoutEngineImplementation::ambiguities() const {
  // A variable is free when no active constraint and no edit names it (the solver does not know
  // it: asked of the solver rather than gathered from every constraint's terms into a hash set,
  // which was most of this report's cost on large files), or when the solver finds it ambiguous.
  std::unordered_set<const void*> ambiguous;
  for (const Variable& variable : solver_.ambiguousVariables()) ambiguous.insert(variable.identity());
  auto isFree = [&](const Variable& variable) {
    return !solver_.hasVariable(variable) || ambiguous.count(variable.identity()) != 0;
  };
  // Items in tree order: the root's tree, then each detached tree.
  std::vector<ItemIdentifier> order = subtree(root_);
  for (std::uint32_t index = 0; index < items_.size(); ++index) {
    const ItemSlot& slot = items_[index];
    if (!slot.alive || slot.parent.isValid() || index == root_.index) continue;
    std::vector<ItemIdentifier> tree = subtree(ItemIdentifier{index, slot.generation});
    order.insert(order.end(), tree.begin(), tree.end());
  }
  std::vector<LayoutAmbiguity> report;
  for (ItemIdentifier item : order) {
    const ItemSlot& slot = *slotOf(item);
    for (LayoutAxis axis : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
      bool horizontal = axis == LayoutAxis::horizontal;
      LayoutAmbiguity ambiguity;
      ambiguity.item = handle(item);
      ambiguity.axis = axis;
      ambiguity.positionIsAmbiguous = isFree(horizontal ? slot.left : slot.top);
      ambiguity.sizeIsAmbiguous = isFree(horizontal ? slot.width : slot.height);
      if (!ambiguity.positionIsAmbiguous && !ambiguity.sizeIsAmbiguous) continue;
      std::string what = ambiguity.positionIsAmbiguous && ambiguity.sizeIsAmbiguous ? "position and size are"
                         : ambiguity.positionIsAmbiguous                            ? "position is"
                                                                                    : "size is";
      ambiguity.description =
          slot.shownName() + ": " + (horizontal ? "horizontal " : "vertical ") + what + " ambiguous";
      if (horizontal) ambiguity.description += edgePlacedTwice(item);
      report.push_back(std::move(ambiguity));
    }
  }
  return report;
}

// MARK: Dump

namespace {

/// The deepest level the dump shows by indentation alone (see `LayoutEngine::dump`).
constexpr std::size_t dumpIndentedDepth = 32;

}  // namespace

std::string LayoutEngineImplementation::checkInvariants() const {
  // Every active constraint is in the solver, by its own solver constraint, which maps back to
  // it; the solver holds those and nothing else (the engine's temporary constraints are gone by
  // the end of every call). A refused call that put back new objects in place of the old, or
  // lost one, breaks the first; one that left a constraint behind, the count.
  std::unordered_set<const void*> resolvedConstraints;
  for (std::size_t index = 0; index < active_.size(); ++index) {
    const LayoutConstraint& constraint = active_[index].constraint;
    if (constraint.data_->activeIndex != index)
      return "active constraint " + describe(constraint) + " does not know its place in the list";
    const std::optional<Constraint>& resolved = constraint.data_->solverConstraint;
    if (!constraint.data_->active) return "active constraint " + describe(constraint) + " is marked inactive";
    if (!resolved) return "active constraint " + describe(constraint) + " has no solver constraint";
    if (!solver_.hasConstraint(*resolved))
      return "active constraint " + describe(constraint) + " is not in the solver (`" +
             resolved->description() + "`)";
    if (!resolvedConstraints.insert(resolved->identity()).second)
      return "the solver constraint of " + describe(constraint) + " stands for another active constraint too";
  }
  if (std::size_t held = solver_.statistics().constraints; held != active_.size())
    return "the solver holds " + std::to_string(held) + " constraints for " + std::to_string(active_.size()) +
           " active ones";
  if (solver_.openTransactions() != 0) return "a solver transaction is still open";
  return solver_.checkInvariants();
}

std::string LayoutEngineImplementation::dump() const {
  std::string text = "items (frames in root coordinates):\n";
  auto frameText = [&](ItemIdentifier item) {
    LayoutRect rect = frame(handle(item), LayoutCoordinates::root, 0);
    return "x " + formatNumber(rect.x) + ", y " + formatNumber(rect.y) + ", width " +
           formatNumber(rect.width) + ", height " + formatNumber(rect.height);
  };
  // Iterative, with an explicit stack: the host decides the depth of the tree, so no recursion
  // may follow it. Indentation stops growing at `dumpIndentedDepth`; deeper lines carry their
  // depth as a number instead, so the text stays linear in the number of items.
  auto writeTree = [&](ItemIdentifier top) {
    std::vector<std::pair<ItemIdentifier, std::size_t>> stack{{top, 0}};
    while (!stack.empty()) {
      auto [item, depth] = stack.back();
      stack.pop_back();
      const ItemSlot& slot = *slotOf(item);
      text += std::string(2 * std::min(depth, dumpIndentedDepth) + 2, ' ');
      if (depth > dumpIndentedDepth) text += "[depth " + std::to_string(depth) + "] ";
      text += slot.name;
      if (slot.isLayoutGuide) text += " (guide)";
      if (slot.direction != LayoutDirection::inherit) {
        text += slot.direction == LayoutDirection::rightToLeft ? " (right to left)" : " (left to right)";
      }
      if (slot.hidden) text += " (hidden)";
      if (slot.stack) {
        text += slot.stack->properties.axis == LayoutAxis::horizontal ? " (horizontal stack)"
                                                                      : " (vertical stack)";
      }
      text += ": " + frameText(item) + "\n";
      // Pushed last child first, so that the subitems come out in order.
      for (auto child = slot.subitems.rbegin(); child != slot.subitems.rend(); ++child) {
        if (child->isValid()) stack.emplace_back(*child, depth + 1);
      }
    }
  };
  writeTree(root_);
  bool anyDetached = false;
  for (std::uint32_t index = 0; index < items_.size(); ++index) {
    const ItemSlot& slot = items_[index];
    if (!slot.alive || slot.parent.isValid() || index == root_.index) continue;
    if (!anyDetached) text += "detached items:\n";
    anyDetached = true;
    writeTree(ItemIdentifier{index, slot.generation});
  }
  text += "active constraints:\n";
  for (const ActiveEntry* entry : activeInOrder()) {
    if (entry->maintainer == Maintainer::host) text += "  " + describe(entry->constraint) + "\n";
  }
  text += "engine constraints:\n";
  for (const ActiveEntry* entry : activeInOrder()) {
    if (entry->maintainer == Maintainer::engine) text += "  " + describe(entry->constraint) + "\n";
  }
  text += "solver:\n" + solver_.dump();
  return text;
}

}  // namespace clayout::internal

namespace clayout {

std::string numberDescription(double value) { return internal::formatNumber(value); }

std::string nameDescription(std::string_view name) { return internal::boundedName(name); }

}  // namespace clayout
