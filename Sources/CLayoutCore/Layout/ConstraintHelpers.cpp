// ConstraintHelpers.cpp — what ConstraintLayout's helpers share: the book of helpers (their
// constraints and guides), installing one all or nothing, removing one, and the line guide that
// guidelines and barriers are made of. Each helper's own constraints are in its file:
// Guidelines.cpp, Barriers.cpp, Chains.cpp, CenteringWithBias.cpp, DimensionRatio.cpp.
#include <string>
#include <utility>
#include <vector>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

LayoutItem LayoutEngineImplementation::makeLineGuide(const LayoutItem& parent, const std::string& name,
                                                     GuidelineOrientation orientation,
                                                     const std::string& identifier,
                                                     std::vector<LayoutConstraint>& constraints) {
  LayoutItem guide = makeItem(name, true);  // may reallocate the slots: no slot reference lives across it
  slotOf(guide)->effectiveDirection = slotOf(parent)->effectiveDirection;  // a guide inherits
  link(parent.identifier(), guide.identifier());
  // A vertical line: no width, the parent's top and height; a horizontal one: no height, the
  // parent's left and width.
  bool vertical = orientation == GuidelineOrientation::vertical;
  LayoutAttribute thickness = vertical ? LayoutAttribute::width : LayoutAttribute::height;
  LayoutAttribute spanStart = vertical ? LayoutAttribute::top : LayoutAttribute::left;
  LayoutAttribute spanLength = vertical ? LayoutAttribute::height : LayoutAttribute::width;
  auto of = [&](const LayoutItem& item, LayoutAttribute attribute) {
    return LayoutExpression::of(item.identifier(), attribute, owner_, identity_);
  };
  std::string span = identifier + " span";
  constraints.push_back(makeInternal(
      helperConstraint(of(guide, thickness), Relation::equal, LayoutExpression{}, priority::required, span)));
  constraints.push_back(makeInternal(helperConstraint(of(guide, spanStart), Relation::equal,
                                                      of(parent, spanStart), priority::required, span)));
  constraints.push_back(makeInternal(helperConstraint(of(guide, spanLength), Relation::equal,
                                                      of(parent, spanLength), priority::required, span)));
  return guide;
}

LayoutHelperResult LayoutEngineImplementation::installHelper(std::vector<LayoutConstraint> constraints,
                                                             LayoutItem guide,
                                                             std::shared_ptr<const ChainState> chain) {
  if (LayoutResult result = activate(constraints, Maintainer::engine); !result) {
    // A fresh guide that no constraint holds: removing it cannot fail, and leaves the tree and
    // the solver as before the call.
    if (guide.isValid()) (void)removeItem(guide);
    return LayoutHelperResult{std::move(result), LayoutHelper{}};
  }
  for (const LayoutConstraint& constraint : constraints)
    helperConstraintIdentities_.insert(constraint.identity());
  std::uint64_t number = nextHelper_++;
  if (chain != nullptr) {
    for (ItemIdentifier item : chain->items) chainsByItem_[item.index].push_back(number);
  }
  helpers_.emplace(number, HelperRecord{std::move(constraints), guide.identifier(), std::move(chain)});
  return LayoutHelperResult{LayoutResult::success(), LayoutHelper{owner_, identity_, number, guide}};
}

const HelperRecord* LayoutEngineImplementation::helperOf(const LayoutHelper& helper,
                                                         LayoutResult* why) const {
  auto refuse = [&](LayoutErrorKind kind, const char* message) -> const HelperRecord* {
    if (why != nullptr) *why = LayoutResult::failure(kind, message);
    return nullptr;
  };
  if (!helper.isValid())
    return refuse(LayoutErrorKind::notActive, "cannot remove the helper: it is an empty handle");
  if (helper.engine != static_cast<void*>(owner_) || helper.engineIdentity != identity_) {
    return refuse(LayoutErrorKind::differentEngines,
                  "cannot remove the helper: it belongs to another engine");
  }
  auto found = helpers_.find(helper.number);
  if (found == helpers_.end()) {
    return refuse(LayoutErrorKind::notActive, "cannot remove the helper: it was removed already");
  }
  return &found->second;
}

LayoutResult LayoutEngineImplementation::removeHelper(const LayoutHelper& helper) {
  LayoutResult why;
  const HelperRecord* record = helperOf(helper, &why);
  if (record == nullptr) return why;
  std::vector<LayoutConstraint> stillActive;
  for (const LayoutConstraint& constraint : record->constraints) {
    if (activeEntry(constraint) != nullptr) stillActive.push_back(constraint);
  }
  for (const LayoutConstraint& constraint : record->constraints)
    helperConstraintIdentities_.erase(constraint.identity());
  ItemIdentifier guide = record->guide;
  if (record->chain != nullptr) {
    for (ItemIdentifier item : record->chain->items) {
      auto found = chainsByItem_.find(item.index);
      if (found == chainsByItem_.end()) continue;
      std::erase(found->second, helper.number);
      if (found->second.empty()) chainsByItem_.erase(found);
    }
  }
  helpers_.erase(helper.number);
  // Removal cannot fail: the constraints are active (checked above) and each is listed once.
  dropActive(stillActive);
  if (slotOf(guide) != nullptr) (void)removeItem(handle(guide));  // a live guide, not the root
  return LayoutResult::success();
}

std::vector<LayoutConstraint> LayoutEngineImplementation::helperConstraints(
    const LayoutHelper& helper) const {
  const HelperRecord* record = helperOf(helper, nullptr);
  return record != nullptr ? record->constraints : std::vector<LayoutConstraint>{};
}

}  // namespace clayout::internal
