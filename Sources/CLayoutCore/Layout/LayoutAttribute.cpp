// LayoutAttribute.cpp — the names of attributes, as written in constraint descriptions, their
// anchors' kinds, and which kinds relate.
#include "CLayoutCore/Layout/LayoutAttribute.h"

namespace clayout {

const char* attributeName(LayoutAttribute attribute) noexcept {
  switch (attribute) {
    case LayoutAttribute::left:
      return "left";
    case LayoutAttribute::right:
      return "right";
    case LayoutAttribute::top:
      return "top";
    case LayoutAttribute::bottom:
      return "bottom";
    case LayoutAttribute::leading:
      return "leading";
    case LayoutAttribute::trailing:
      return "trailing";
    case LayoutAttribute::width:
      return "width";
    case LayoutAttribute::height:
      return "height";
    case LayoutAttribute::centerX:
      return "centerX";
    case LayoutAttribute::centerY:
      return "centerY";
    case LayoutAttribute::firstBaseline:
      return "firstBaseline";
    case LayoutAttribute::lastBaseline:
      return "lastBaseline";
  }
  return "unknown";
}

AnchorKind anchorKindOf(LayoutAttribute attribute) noexcept {
  switch (attribute) {
    case LayoutAttribute::left:
    case LayoutAttribute::right:
    case LayoutAttribute::centerX:
      return AnchorKind::xAxis;
    case LayoutAttribute::leading:
    case LayoutAttribute::trailing:
      return AnchorKind::directionalXAxis;
    case LayoutAttribute::top:
    case LayoutAttribute::bottom:
    case LayoutAttribute::centerY:
    case LayoutAttribute::firstBaseline:
    case LayoutAttribute::lastBaseline:
      return AnchorKind::yAxis;
    case LayoutAttribute::width:
    case LayoutAttribute::height:
      break;
  }
  return AnchorKind::dimension;
}

RelationProblem relationProblem(std::optional<AnchorKind> first, std::optional<AnchorKind> second) noexcept {
  if (!first && !second) return RelationProblem::twoNumbers;
  const bool firstPosition = first && isPosition(*first);
  const bool secondPosition = second && isPosition(*second);
  if (firstPosition && secondPosition) {
    if (*first == *second) return RelationProblem::none;
    if (*first == AnchorKind::yAxis || *second == AnchorKind::yAxis) return RelationProblem::differentAxes;
    return RelationProblem::directionalWithAbsolute;
  }
  if (firstPosition || secondPosition) {
    const std::optional<AnchorKind>& other = firstPosition ? second : first;
    return other ? RelationProblem::positionWithDimension : RelationProblem::positionWithNumber;
  }
  return RelationProblem::none;
}

}  // namespace clayout
