// UIKitPropertyParser.cpp — UIKit's rules' properties (see UIKitPropertyParser.h).
#include "UIKitPropertyParser.h"

#include <string>

namespace clayout::internal {

std::optional<bool> parseUIKitProperty(ParserState& state, const Token& name, ItemDescription& item,
                                       bool isRoot, LayoutFileDescription& description) {
  TextLocation location = state.locationOf(name);
  auto once = [&](bool isSet) {
    if (!isSet) return true;
    return state.error(name, TextDiagnosticKind::duplicateName,
                       "'" + name.text + "' is set twice on '" + item.name + "'");
  };
  auto flag = [&](std::optional<PropertyDescription<bool>>& target) {
    if (!once(target.has_value())) return false;
    std::optional<bool> value = state.parseBoolean();
    if (!value) return false;
    target = PropertyDescription<bool>{*value, location};
    return true;
  };
  // MARK: Margins and safe area that follow the hierarchy
  if (name.text == "preservesSuperviewLayoutMargins") return flag(item.preservesSuperviewLayoutMargins);
  if (name.text == "insetsLayoutMarginsFromSafeArea") return flag(item.insetsLayoutMarginsFromSafeArea);
  if (name.text == "viewRespectsSystemMinimumLayoutMargins")
    return flag(item.viewRespectsSystemMinimumLayoutMargins);
  if (name.text == "systemMinimumLayoutMargins") {
    if (!once(item.systemMinimumLayoutMargins.has_value())) return false;
    auto values = state.parseLabelledValues({"top", "leading", "bottom", "trailing"}, false, true);
    if (!values) return false;
    item.systemMinimumLayoutMargins = PropertyDescription<LayoutDirectionalInsets>{
        {labelledValue(*values, "top").value_or(0), labelledValue(*values, "leading").value_or(0),
         labelledValue(*values, "bottom").value_or(0), labelledValue(*values, "trailing").value_or(0)},
        location};
    return true;
  }
  // MARK: Alignment rectangles
  if (name.text == "alignmentRectInsets") {
    if (!once(item.alignmentRectInsets.has_value())) return false;
    if (isRoot || item.isLayoutGuide) {
      return state.error(
          name, TextDiagnosticKind::invalidStructure,
          std::string(isRoot ? "the root's frame is the host's size" : "a layout guide has no frame") +
              ": only a view has alignment insets");
    }
    auto values = state.parseLabelledValues({"top", "left", "bottom", "right"}, false, true);
    if (!values) return false;
    item.alignmentRectInsets = PropertyDescription<LayoutInsets>{
        {labelledValue(*values, "top").value_or(0), labelledValue(*values, "left").value_or(0),
         labelledValue(*values, "bottom").value_or(0), labelledValue(*values, "right").value_or(0)},
        location};
    return true;
  }
  // MARK: Readable content guide
  if (name.text == "readableContentWidth") {
    if (!isRoot) {
      return state.error(name, TextDiagnosticKind::invalidStructure,
                         "the readable width is the engine's, not '" + item.name +
                             "''s: write 'readableContentWidth:' at the top level");
    }
    if (!once(description.readableContentWidth.has_value())) return false;
    std::optional<double> value = state.parseNumber("a readable width");
    if (!value) return false;
    if (*value < 0) {
      return state.error(location, TextDiagnosticKind::invalidValue,
                         "readableContentWidth: " + numberText(*value) + " is negative");
    }
    description.readableContentWidth = PropertyDescription<double>{*value, location};
    return true;
  }
  // MARK: Unsatisfiable constraints
  if (name.text == "unsatisfiableConstraints") {
    if (!isRoot) {
      return state.error(name, TextDiagnosticKind::invalidStructure,
                         "the policy is the engine's, not '" + item.name +
                             "''s: write 'unsatisfiableConstraints:' at the top level");
    }
    if (!once(description.unsatisfiableConstraints.has_value())) return false;
    auto named = [](UnsatisfiableConstraintPolicy value) {
      return ParserState::named(value, unsatisfiableConstraintPolicyName);
    };
    std::optional<UnsatisfiableConstraintPolicy> value = state.choice<UnsatisfiableConstraintPolicy>(
        {named(UnsatisfiableConstraintPolicy::refuse), named(UnsatisfiableConstraintPolicy::recover)});
    if (!value) return false;
    description.unsatisfiableConstraints =
        PropertyDescription<UnsatisfiableConstraintPolicy>{*value, location};
    return true;
  }
  return std::nullopt;
}

}  // namespace clayout::internal
