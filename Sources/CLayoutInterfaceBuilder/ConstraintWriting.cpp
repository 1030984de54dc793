// ConstraintWriting.cpp — one IB constraint, or one autoresizing mask, in the layout file's
// anchor notation.
//
// UIKit's meaning, which the notation must keep:
// - `first.a = second.b × multiplier + constant`. A multiplier on positions is measured in the
//   coordinates of the view that holds the constraint (UIKit evaluates a constraint in its
//   holder's bounds): `first.centerX == holder.left + (second.centerX − holder.left) × m + c`,
//   so that `centerX = superview.centerX × 0.5` centres a view at a quarter of its superview.
// - Constraints between a scroll view's edges and a view inside it act on the scroll view's
//   content (its content layout guide); its width and height, and its edges seen from outside,
//   are its frame's.
// - A view controller's old top layout guide ends where the safe area begins, its bottom layout
//   guide starts where the safe area ends.
// - An autoresizing mask keeps the fixed parts of the frame (margins and size not flexible) and
//   shares any change of the superview's size among the flexible parts in proportion to their
//   size in IB's frame (UIView's autoresizesSubviews).
#include "ConstraintWriting.h"

#include <charconv>
#include <cmath>

namespace clayout::internal {

std::string layoutNumber(double value) {
  if (value == 0) return "0";
  char buffer[64];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  if (error != std::errc()) return "0";
  return std::string(buffer, end);
}

namespace {

/// ` + c` or ` - c` (nothing for 0).
std::string plusConstant(double constant) {
  if (constant == 0) return "";
  return constant < 0 ? " - " + layoutNumber(-constant) : " + " + layoutNumber(constant);
}

}  // namespace

ConstraintWriter::ConstraintWriter(const IBHierarchy& hierarchy,
                                   const std::map<std::int32_t, std::string>& contentGuides,
                                   const std::map<std::int32_t, std::string>& frameGuides)
    : hierarchy_(hierarchy), contentGuides_(contentGuides), frameGuides_(frameGuides) {}

ConstraintWriter::Attribute ConstraintWriter::attribute(const std::string& ib) {
  static const std::map<std::string, Attribute> table{
      {"left", {"left", false, 0}},
      {"right", {"right", false, 0}},
      {"centerX", {"centerX", false, 0}},
      {"leading", {"leading", false, 1}},
      {"trailing", {"trailing", false, 1}},
      {"top", {"top", false, 2}},
      {"bottom", {"bottom", false, 2}},
      {"centerY", {"centerY", false, 2}},
      {"firstBaseline", {"firstBaseline", false, 2}},
      {"lastBaseline", {"lastBaseline", false, 2}},
      {"baseline", {"lastBaseline", false, 2}},
      {"width", {"width", false, 3}},
      {"height", {"height", false, 3}},
      {"leftMargin", {"left", true, 0}},
      {"rightMargin", {"right", true, 0}},
      {"centerXWithinMargins", {"centerX", true, 0}},
      {"leadingMargin", {"leading", true, 1}},
      {"trailingMargin", {"trailing", true, 1}},
      {"topMargin", {"top", true, 2}},
      {"bottomMargin", {"bottom", true, 2}},
      {"centerYWithinMargins", {"centerY", true, 2}},
  };
  auto found = table.find(ib);
  return found == table.end() ? Attribute{} : found->second;
}

std::string ConstraintWriter::viewName(std::int32_t index) const {
  return index == 0 ? "root" : hierarchy_.views[static_cast<std::size_t>(index)].name;
}

bool ConstraintWriter::isWithin(std::int32_t index, std::int32_t ancestor) const {
  while (index >= 0) {
    if (index == ancestor) return true;
    index = hierarchy_.views[static_cast<std::size_t>(index)].parent;
  }
  return false;
}

std::optional<std::string> ConstraintWriter::anchor(const std::string& item, const Attribute& attribute,
                                                    const std::string& other, std::string& why) const {
  if (auto view = hierarchy_.viewsById.find(item); view != hierarchy_.viewsById.end()) {
    std::int32_t index = view->second;
    if (attribute.margin) return viewName(index) + ".layoutMarginsGuide." + attribute.name;
    auto content = contentGuides_.find(index);
    auto otherView = hierarchy_.viewsById.find(other);
    if (attribute.kind != 3 && content != contentGuides_.end() && otherView != hierarchy_.viewsById.end() &&
        otherView->second != index && isWithin(otherView->second, index))
      return content->second + "." + attribute.name;
    return viewName(index) + "." + attribute.name;
  }
  auto guide = hierarchy_.guides.find(item);
  if (guide == hierarchy_.guides.end()) {
    why = "it relates '" + item + "', which is not a view or guide of this hierarchy";
    return std::nullopt;
  }
  if (attribute.margin) {
    why = "a layout guide has no margins";
    return std::nullopt;
  }
  std::int32_t owner = guide->second.view;
  switch (guide->second.kind) {
    case IBGuideKind::safeArea:
      return viewName(owner) + ".safeAreaLayoutGuide." + attribute.name;
    case IBGuideKind::scrollContent:
    case IBGuideKind::scrollFrame: {
      const auto& names = guide->second.kind == IBGuideKind::scrollContent ? contentGuides_ : frameGuides_;
      auto name = names.find(owner);
      if (name == names.end()) {
        why = "a scroll view guide of a view that is not a scroll view";
        return std::nullopt;
      }
      return name->second + "." + attribute.name;
    }
    case IBGuideKind::topLayoutGuide:
    case IBGuideKind::bottomLayoutGuide: {
      bool top = guide->second.kind == IBGuideKind::topLayoutGuide;
      // The top guide spans the root's top to the safe area's; the bottom one the safe area's
      // bottom to the root's.
      std::string start = top ? "root.top" : "root.safeAreaLayoutGuide.bottom";
      std::string end = top ? "root.safeAreaLayoutGuide.top" : "root.bottom";
      if (attribute.name == "top") return start;
      if (attribute.name == "bottom" || attribute.name == "lastBaseline" || attribute.name == "firstBaseline")
        return attribute.name == "top" ? start : end;
      if (attribute.name == "height") return "(" + end + " - " + start + ")";
      if (attribute.name == "centerY") return start + " + (" + end + " - " + start + ") / 2";
      if (attribute.kind == 3) return "root.width";
      return "root." + attribute.name;
    }
  }
  return std::nullopt;
}

std::optional<std::string> ConstraintWriter::constraint(const IBConstraint& constraint,
                                                        std::string& why) const {
  Attribute first = attribute(constraint.firstAttribute);
  if (first.kind < 0) {
    why = "the attribute '" + constraint.firstAttribute + "' is not one of NSLayoutConstraint's";
    return std::nullopt;
  }
  std::optional<std::string> firstAnchor = anchor(constraint.firstItem, first, constraint.secondItem, why);
  if (!firstAnchor) return std::nullopt;
  const char* relation = constraint.relation == Relation::equal             ? " == "
                         : constraint.relation == Relation::lessThanOrEqual ? " <= "
                                                                            : " >= ";
  std::string line = *firstAnchor + relation;
  if (constraint.secondItem.empty()) {
    if (first.kind != 3) {
      why = "a position (" + constraint.firstAttribute + ") equal to a number";
      return std::nullopt;
    }
    if (constraint.constant < 0) {
      why = "a size equal to a negative number";
      return std::nullopt;
    }
    return line + layoutNumber(constraint.constant);
  }
  Attribute second = attribute(constraint.secondAttribute);
  if (second.kind < 0) {
    why = "the attribute '" + constraint.secondAttribute + "' is not one of NSLayoutConstraint's";
    return std::nullopt;
  }
  if ((first.kind == 3) != (second.kind == 3)) {
    why = "a size (" + (first.kind == 3 ? constraint.firstAttribute : constraint.secondAttribute) +
          ") related to a position";
    return std::nullopt;
  }
  if (first.kind != second.kind && first.kind != 3) {
    why = "the attributes " + constraint.firstAttribute + " and " + constraint.secondAttribute +
          " are of different axes or kinds (UIKit refuses leading with left, X with Y)";
    return std::nullopt;
  }
  std::optional<std::string> secondAnchor = anchor(constraint.secondItem, second, constraint.firstItem, why);
  if (!secondAnchor) return std::nullopt;
  double m = constraint.multiplier;
  if (m == 1) return line + *secondAnchor + plusConstant(constraint.constant);
  if (first.kind == 3)
    return line + *secondAnchor + " * " + layoutNumber(m) + plusConstant(constraint.constant);
  // A position times a number, measured from the holder's origin.
  Attribute originAttribute{first.kind == 1   ? "leading"
                            : first.kind == 0 ? "left"
                                              : "top",
                            false, first.kind};
  std::optional<std::string> origin = anchor(constraint.holder, originAttribute, constraint.secondItem, why);
  if (!origin) return std::nullopt;
  return line + *origin + " + (" + *secondAnchor + " - " + *origin + ") * " + layoutNumber(m) +
         plusConstant(constraint.constant);
}

std::vector<std::string> ConstraintWriter::autoresizingConstraints(std::int32_t index) const {
  const IBView& view = hierarchy_.views[static_cast<std::size_t>(index)];
  const IBView& parent = hierarchy_.views[static_cast<std::size_t>(view.parent)];
  std::string name = viewName(index);
  std::string parentName = viewName(view.parent);
  LayoutRect frame = view.frame.value_or(LayoutRect{});
  // The mask keeps the parts of IB's frame in IB's superview: the superview's size in IB is the
  // reference, whatever size it is laid out at (a root sized for another device).
  LayoutSize parentSize =
      parent.frame ? LayoutSize{parent.frame->width, parent.frame->height} : hierarchy_.rootSize;
  std::vector<std::string> lines;
  // One axis: `start` (x or y), `length` (width or height), the parent's `extent`, the mask's
  // three flexible parts.
  auto axis = [&](bool horizontal, double start, double length, double extent, bool flexibleStart,
                  bool flexibleLength, bool flexibleEnd) {
    const char* low = horizontal ? "left" : "top";
    const char* high = horizontal ? "right" : "bottom";
    const char* size = horizontal ? "width" : "height";
    std::string edge = parentName + "." + low;
    std::string parentLength = parentName + "." + size;
    double end = extent - start - length;
    // The flexible parts share the change of `extent`, in proportion to their sizes in IB.
    double flexibleTotal =
        (flexibleStart ? start : 0) + (flexibleLength ? length : 0) + (flexibleEnd ? end : 0);
    double fixedTotal = extent - flexibleTotal;
    int flexibleCount = int(flexibleStart) + int(flexibleLength) + int(flexibleEnd);
    if (flexibleCount == 0 || (flexibleCount == 1 && flexibleEnd) || !(flexibleTotal > 0)) {
      // Fixed start and length; when every flexible part is 0 in IB, UIKit keeps them all as
      // they are too.
      if (flexibleCount >= 1 && !(flexibleTotal > 0) && flexibleStart && !flexibleEnd && !flexibleLength) {
        lines.push_back(name + "." + size + " == " + layoutNumber(length));
        lines.push_back(parentName + "." + high + " == " + name + "." + high + plusConstant(end));
        return;
      }
      lines.push_back(name + "." + low + " == " + edge + plusConstant(start));
      lines.push_back(name + "." + size + " == " + layoutNumber(length));
      return;
    }
    // share(part) = part + (parent length − extent) × part / flexibleTotal
    //             = (parent length − fixedTotal) × part / flexibleTotal.
    auto share = [&](double part) {
      return "(" + parentLength + plusConstant(-fixedTotal) + ") * " + layoutNumber(part / flexibleTotal);
    };
    std::string startExpression = flexibleStart ? share(start) : layoutNumber(start);
    if (flexibleStart) {
      lines.push_back(name + "." + low + " == " + edge + " + " + startExpression);
    } else {
      lines.push_back(name + "." + low + " == " + edge + plusConstant(start));
    }
    if (flexibleLength) {
      lines.push_back(name + "." + size + " == " + share(length));
    } else {
      lines.push_back(name + "." + size + " == " + layoutNumber(length));
    }
  };
  const AutoresizingMask& mask = view.autoresizingMask;
  axis(true, frame.x, frame.width, parentSize.width, mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX);
  axis(false, frame.y, frame.height, parentSize.height, mask.flexibleMinY, mask.heightSizable,
       mask.flexibleMaxY);
  return lines;
}

}  // namespace clayout::internal
