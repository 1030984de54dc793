// CaseNames.cpp — the names of the layout model's small enumerations, one table each, which the
// layout file's parser, the translation to code and the engine's messages all read (the stack's
// are in StackLayout.cpp, the attributes' in LayoutAttribute.cpp).
#include "CLayoutCore/Layout/ConstraintHelpers.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

const char* layoutAxisName(LayoutAxis axis) noexcept {
  switch (axis) {
    case LayoutAxis::horizontal:
      return "horizontal";
    case LayoutAxis::vertical:
      return "vertical";
  }
  return "(invalid)";
}

const char* layoutDirectionName(LayoutDirection direction) noexcept {
  switch (direction) {
    case LayoutDirection::inherit:
      return "inherit";
    case LayoutDirection::leftToRight:
      return "leftToRight";
    case LayoutDirection::rightToLeft:
      return "rightToLeft";
  }
  return "(invalid)";
}

const char* guidelineOrientationName(GuidelineOrientation orientation) noexcept {
  switch (orientation) {
    case GuidelineOrientation::vertical:
      return "vertical";
    case GuidelineOrientation::horizontal:
      return "horizontal";
  }
  return "(invalid)";
}

const char* guidelineReferenceName(GuidelineReference reference) noexcept {
  switch (reference) {
    case GuidelineReference::begin:
      return "begin";
    case GuidelineReference::end:
      return "end";
    case GuidelineReference::fraction:
      return "fraction";
  }
  return "(invalid)";
}

const char* barrierEdgeName(BarrierEdge edge) noexcept {
  switch (edge) {
    case BarrierEdge::leading:
      return "leading";
    case BarrierEdge::trailing:
      return "trailing";
    case BarrierEdge::left:
      return "left";
    case BarrierEdge::right:
      return "right";
    case BarrierEdge::top:
      return "top";
    case BarrierEdge::bottom:
      return "bottom";
  }
  return "(invalid)";
}

const char* chainStyleName(ChainStyle style) noexcept {
  switch (style) {
    case ChainStyle::spread:
      return "spread";
    case ChainStyle::spreadInside:
      return "spreadInside";
    case ChainStyle::packed:
      return "packed";
  }
  return "(invalid)";
}

}  // namespace clayout
