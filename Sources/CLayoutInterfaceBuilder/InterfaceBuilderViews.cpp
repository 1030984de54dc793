// InterfaceBuilderViews.cpp — one hierarchy's views and constraints, read from the XML tree with
// the device's size-class variations applied.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "ConstraintWriting.h"
#include "InterfaceBuilderContext.h"

namespace clayout::internal {

namespace {

// UIKit's view classes as IB names their elements; any element with a frame counts as well.
const std::set<std::string, std::less<>> viewElementNames{"view",
                                                          "label",
                                                          "button",
                                                          "imageView",
                                                          "stackView",
                                                          "scrollView",
                                                          "tableView",
                                                          "collectionView",
                                                          "textField",
                                                          "textView",
                                                          "switch",
                                                          "slider",
                                                          "segmentedControl",
                                                          "stepper",
                                                          "pageControl",
                                                          "activityIndicatorView",
                                                          "progressView",
                                                          "datePicker",
                                                          "pickerView",
                                                          "searchBar",
                                                          "navigationBar",
                                                          "toolbar",
                                                          "tabBar",
                                                          "containerView",
                                                          "visualEffectView",
                                                          "webView",
                                                          "wkWebView",
                                                          "mapView",
                                                          "mtkView",
                                                          "glkView",
                                                          "sceneKitView",
                                                          "arscnView",
                                                          "arskView",
                                                          "skView",
                                                          "tableViewCell",
                                                          "tableViewCellContentView",
                                                          "collectionViewCell",
                                                          "collectionViewCellContentView",
                                                          "collectionReusableView",
                                                          "tableViewHeaderFooterView",
                                                          "pickerView",
                                                          "visualEffectView"};

/// The views whose intrinsic content size UIKit measures from content the file does not hold
/// (text in fonts, images, controls' artwork): IB's frame stands for it, on the axes given.
struct MeasuredClass {
  const char* tag;
  bool width;
  bool height;
  const char* what;
};
constexpr MeasuredClass measuredClasses[] = {
    {"label", true, true, "a label's text"},
    {"button", true, true, "a button's title and image"},
    {"textField", true, true, "a text field's text"},
    {"switch", true, true, "a switch's artwork"},
    {"segmentedControl", true, true, "a segmented control's segments"},
    {"stepper", true, true, "a stepper's artwork"},
    {"pageControl", true, true, "a page control's dots"},
    {"activityIndicatorView", true, true, "an activity indicator's artwork"},
    {"datePicker", true, true, "a date picker's content"},
    {"pickerView", true, true, "a picker's content"},
    {"progressView", false, true, "a progress view's track"},
    {"slider", false, true, "a slider's artwork"},
    {"searchBar", false, true, "a search bar's artwork"},
    {"navigationBar", false, true, "a navigation bar's artwork"},
    {"toolbar", false, true, "a toolbar's artwork"},
    {"tabBar", false, true, "a tab bar's artwork"},
};

/// UIKit's controls whose frame reaches past their alignment rectangle, and by how much (IB's
/// frames show it: a switch pinned to a margin at 359 has its frame's right edge at 361; a view
/// stacked 10 below a segmented control starts 9 below its frame).
struct AlignedClass {
  const char* tag;
  LayoutInsets insets;
};
constexpr AlignedClass alignedClasses[] = {
    {"switch", {0, 0, 0, 2}},
    {"segmentedControl", {0, 0, 1, 0}},
};

bool isYes(std::optional<std::string_view> value) { return value && *value == "YES"; }

/// Reads one hierarchy; each function's contract is in its comment.
class HierarchyReader {
 public:
  HierarchyReader(ReadingContext& context, IBHierarchy& hierarchy)
      : context_(context), hierarchy_(hierarchy) {}

  /// Adds the view `element` and its installed subviews, depth first, in the order of the file.
  void addView(const XMLElement& element, std::int32_t parent, bool arranged) {
    auto index = static_cast<std::int32_t>(hierarchy_.views.size());
    hierarchy_.views.emplace_back();
    IBView& view = hierarchy_.views.back();
    view.element = &element;
    view.tag = element.name;
    view.parent = parent;
    view.arranged = arranged;
    if (auto id = element.attribute("id"); id && !id->empty()) {
      view.id = std::string(*id);
    } else {
      // IB leaves a collection view cell's content view without one; any other view has one.
      view.id = "line" + std::to_string(element.line) + "-" + element.name;
      if (element.attribute("key") != "contentView")
        context_.warn(element, "a view without an id: it is called '" + view.id + "' here");
    }
    if (!hierarchy_.viewsById.emplace(view.id, index).second) {
      context_.warn(element, "a second view with the id '" + view.id + "': constraints name the first");
    }
    readAttributes(view, parent < 0);
    if (parent >= 0) hierarchy_.views[static_cast<std::size_t>(parent)].subviews.push_back(index);

    // Guides, the subviews, then the constraints (indices into `views` move as it grows: no
    // reference to `view` is kept past this point). The constraints come after the subviews'
    // because a nib adds them so (a subview is decoded, its constraints with it, before its
    // superview's are added), and recovery from a conflict breaks the one added first: a view's
    // own size before the edges its superview holds, as UIKit's logs show it.
    for (const XMLElement& child : element.children) {
      if (child.name == "viewLayoutGuide") addGuide(child, index);
      if (child.name == "layoutGuides") {
        for (const XMLElement& guide : child.children) addGuide(guide, index);
      }
    }
    bool stack = element.name == "stackView";
    if (const XMLElement* subviews = element.child("subviews")) {
      for (const XMLElement& subview : subviews->children) {
        if (!isViewElement(subview)) continue;
        auto id = subview.attribute("id");
        if (id && !context_.isInstalled(*id)) continue;
        addView(subview, index, stack);
      }
    }
    // A visual effect view's content view is its subview, filling it by its autoresizing mask.
    if (element.name == "visualEffectView") {
      if (const XMLElement* content = element.child("view", "contentView")) addView(*content, index, false);
    }
    if (const XMLElement* constraints = element.child("constraints")) {
      for (const XMLElement& constraint : constraints->children) {
        if (constraint.name == "constraint")
          addConstraint(constraint, hierarchy_.views[std::size_t(index)].id);
      }
    }
  }

  /// Drops the constraints that name an item outside the hierarchy (with a warning each).
  void checkConstraints() {
    std::vector<IBConstraint> kept;
    for (IBConstraint& constraint : hierarchy_.constraints) {
      bool known = true;
      for (const std::string* item : {&constraint.firstItem, &constraint.secondItem}) {
        if (item->empty() || hierarchy_.viewsById.count(*item) || hierarchy_.guides.count(*item)) continue;
        context_.warn(*constraint.element, "it relates '" + *item +
                                               "', which is not a view or guide of the hierarchy of " +
                                               describeElement(*hierarchy_.views[0].element) + ": left out");
        known = false;
        break;
      }
      if (known) kept.push_back(std::move(constraint));
    }
    hierarchy_.constraints = std::move(kept);
  }

  void addAlias(const std::string& identifier) { hierarchy_.viewsById.emplace(identifier, 0); }

  /// Adds the constraints `element` holds as the root's (a cell holds constraints between its
  /// content view's subviews and itself, whose edges are its content view's).
  void addConstraintsOf(const XMLElement& element) {
    if (const XMLElement* constraints = element.child("constraints")) {
      for (const XMLElement& constraint : constraints->children) {
        if (constraint.name == "constraint") addConstraint(constraint, hierarchy_.views[0].id);
      }
    }
  }
  void addGuide(const std::string& identifier, IBGuideKind kind) {
    hierarchy_.guides[identifier] = {kind, 0};
  }

 private:
  ReadingContext& context_;
  IBHierarchy& hierarchy_;

  std::optional<double> number(const XMLElement& element, std::string_view name) {
    auto text = context_.attribute(element, name);
    if (!text) return std::nullopt;
    std::optional<double> value = parseNumber(*text);
    if (!value)
      context_.warn(element,
                    "the " + std::string(name) + " '" + std::string(*text) + "' is not a number: ignored");
    return value;
  }

  std::optional<double> priority(const XMLElement& element, std::string_view name) {
    std::optional<double> value = number(element, name);
    if (value && !(*value > 0 && *value <= 1000)) {
      context_.warn(element, "the " + std::string(name) + " " + layoutNumber(*value) +
                                 " is outside (0, 1000]: taken as " + (*value > 1000 ? "1000" : "1"));
      value = *value > 1000 ? 1000 : 1;
    }
    return value;
  }

  void readAttributes(IBView& view, bool isRoot) {
    const XMLElement& element = *view.element;
    view.customClass = std::string(element.attribute("customClass").value_or(""));
    view.userLabel = std::string(element.attribute("userLabel").value_or(""));
    view.outletName = context_.outletName(view.id);
    if (const XMLElement* rect = element.child("rect", "frame")) {
      LayoutRect frame;
      bool valid = true;
      for (auto [name, field] : {std::pair{"x", &frame.x}, std::pair{"y", &frame.y},
                                 std::pair{"width", &frame.width}, std::pair{"height", &frame.height}}) {
        std::optional<double> value = number(*rect, name);
        if (!value) valid = false;
        *field = value.value_or(0);
      }
      if (valid && (frame.width < 0 || frame.height < 0)) {
        context_.warn(*rect, "a frame with a negative size: taken as empty");
        frame.width = std::max(frame.width, 0.0);
        frame.height = std::max(frame.height, 0.0);
      }
      if (valid) view.frame = frame;
    }
    // IB's "fixed frame" views (no constraints of their own) are placed by their autoresizing
    // masks at run time, whatever translatesAutoresizingMaskIntoConstraints says in the file.
    view.translatesAutoresizingMask =
        !isRoot && !view.arranged &&
        (element.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" ||
         isYes(element.attribute("fixedFrame")));
    if (const XMLElement* mask = element.child("autoresizingMask", "autoresizingMask")) {
      AutoresizingMask& m = view.autoresizingMask;
      m.flexibleMinX = isYes(mask->attribute("flexibleMinX"));
      m.widthSizable = isYes(mask->attribute("widthSizable"));
      m.flexibleMaxX = isYes(mask->attribute("flexibleMaxX"));
      m.flexibleMinY = isYes(mask->attribute("flexibleMinY"));
      m.heightSizable = isYes(mask->attribute("heightSizable"));
      m.flexibleMaxY = isYes(mask->attribute("flexibleMaxY"));
    }
    view.hidden = isYes(context_.attribute(element, "hidden"));
    view.misplaced = isYes(element.attribute("misplaced"));
    view.ambiguous = isYes(element.attribute("ambiguous"));
    view.horizontalHugging = priority(element, "horizontalHuggingPriority");
    view.verticalHugging = priority(element, "verticalHuggingPriority");
    view.horizontalCompressionResistance = priority(element, "horizontalCompressionResistancePriority");
    view.verticalCompressionResistance = priority(element, "verticalCompressionResistancePriority");
    if (const XMLElement* margins = element.child("edgeInsets", "layoutMargins")) {
      view.layoutMargins =
          LayoutInsets{number(*margins, "top").value_or(0), number(*margins, "left").value_or(0),
                       number(*margins, "bottom").value_or(0), number(*margins, "right").value_or(0)};
    }
    if (const XMLElement* margins = element.child("directionalEdgeInsets", "directionalLayoutMargins")) {
      view.directionalLayoutMargins = LayoutDirectionalInsets{
          number(*margins, "top").value_or(0), number(*margins, "leading").value_or(0),
          number(*margins, "bottom").value_or(0), number(*margins, "trailing").value_or(0)};
    }
    view.preservesSuperviewLayoutMargins = isYes(element.attribute("preservesSuperviewLayoutMargins"));
    view.insetsLayoutMarginsFromSafeArea = element.attribute("insetsLayoutMarginsFromSafeArea") != "NO";
    if (view.isStack()) readStack(view);
    readFont(view);
    for (const XMLElement& child : element.children) {
      if (child.name == "viewLayoutGuide" && child.attribute("key") == "contentLayoutGuide")
        view.contentLayoutGuide = std::string(child.attribute("id").value_or(""));
      if (child.name == "viewLayoutGuide" && child.attribute("key") == "frameLayoutGuide")
        view.frameLayoutGuide = std::string(child.attribute("id").value_or(""));
    }
    readIntrinsicSize(view);
  }

  /// The font's size: its point size, or the default size of its text style (UIKit's at the
  /// default content size category).
  void readFont(IBView& view) {
    const XMLElement* font = view.element->child("fontDescription", "fontDescription");
    if (!font) return;
    if (std::optional<double> size = number(*font, "pointSize"); size && *size > 0) {
      view.fontSize = size;
      return;
    }
    static const std::map<std::string, double, std::less<>> textStyles{
        {"UICTFontTextStyleLargeTitle", 34}, {"UICTFontTextStyleTitle0", 34},
        {"UICTFontTextStyleTitle1", 28},     {"UICTFontTextStyleTitle2", 22},
        {"UICTFontTextStyleTitle3", 20},     {"UICTFontTextStyleHeadline", 17},
        {"UICTFontTextStyleBody", 17},       {"UICTFontTextStyleCallout", 16},
        {"UICTFontTextStyleSubhead", 15},    {"UICTFontTextStyleFootnote", 13},
        {"UICTFontTextStyleCaption1", 12},   {"UICTFontTextStyleCaption2", 11}};
    if (auto style = font->attribute("style")) {
      if (auto found = textStyles.find(*style); found != textStyles.end()) view.fontSize = found->second;
    }
  }

  void readStack(IBView& view) {
    const XMLElement& element = *view.element;
    if (auto axis = context_.attribute(element, "axis")) view.axis = std::string(*axis);
    if (auto distribution = context_.attribute(element, "distribution"))
      view.distribution = std::string(*distribution);
    if (auto alignment = context_.attribute(element, "alignment")) view.alignment = std::string(*alignment);
    if (context_.attribute(element, "spacingType") == "standard") {
      // UIStackView.spacingUseSystem: the system spacing between the views, 8 between most.
      view.spacing = 8;
    } else if (std::optional<double> spacing = number(element, "spacing")) {
      view.spacing = *spacing;
    }
    view.layoutMarginsRelativeArrangement =
        isYes(context_.attribute(element, "layoutMarginsRelativeArrangement"));
    view.baselineRelativeArrangement = isYes(context_.attribute(element, "baselineRelativeArrangement"));
  }

  void readIntrinsicSize(IBView& view) {
    const XMLElement& element = *view.element;
    std::optional<LayoutSize> frameSize;
    if (view.frame) frameSize = LayoutSize{view.frame->width, view.frame->height};
    if (std::optional<LayoutSize> designed = context_.designableSize(view.id)) {
      view.intrinsicWidth = designed->width;
      view.intrinsicHeight = designed->height;
      view.intrinsicReason = "the size IB's designable rendering measured";
    } else if (view.tag == "imageView") {
      // IB's frame is what IB measured (an image it could not load is laid out 16 × 16, whatever
      // the file's resources say); the resource's size stands in when there is no frame.
      auto image = element.attribute("image");
      std::optional<LayoutSize> size = image ? context_.imageSize(*image) : std::nullopt;
      if (image && frameSize) {
        view.intrinsicWidth = frameSize->width;
        view.intrinsicHeight = frameSize->height;
        view.intrinsicReason = "IB's frame: UIKit measures an image view's image";
        if (size && (size->width != frameSize->width || size->height != frameSize->height)) {
          view.intrinsicReason += " (the file's resources give it " + layoutNumber(size->width) + " x " +
                                  layoutNumber(size->height) + ")";
        }
      } else if (size) {
        view.intrinsicWidth = size->width;
        view.intrinsicHeight = size->height;
        view.intrinsicReason = "its image's size, from the file's resources";
      }
    } else if (view.tag == "textView" && element.attribute("scrollEnabled") == "NO" && frameSize) {
      view.intrinsicWidth = frameSize->width;
      view.intrinsicHeight = frameSize->height;
      view.intrinsicReason = "IB's frame: a text view that does not scroll is as large as its text";
    } else if (frameSize) {
      // A view its autoresizing mask places keeps IB's frame: the constraints written from its mask
      // place the frame itself.
      for (const AlignedClass& aligned : alignedClasses) {
        if (view.tag == aligned.tag && !view.translatesAutoresizingMask)
          view.alignmentRectInsets = aligned.insets;
      }
      // The intrinsic size is the alignment rectangle's: the frame less the insets.
      LayoutInsets insets = view.alignmentRectInsets.value_or(LayoutInsets{});
      for (const MeasuredClass& measured : measuredClasses) {
        if (view.tag != measured.tag) continue;
        if (measured.width)
          view.intrinsicWidth = std::max(0.0, frameSize->width - insets.left - insets.right);
        if (measured.height)
          view.intrinsicHeight = std::max(0.0, frameSize->height - insets.top - insets.bottom);
        view.intrinsicReason = std::string("IB's frame") +
                               (view.alignmentRectInsets ? " less the insets" : "") + ": UIKit measures " +
                               measured.what + " with fonts and images the file does not hold";
      }
    }
    // The placeholder intrinsic size set in IB's size inspector wins over all of the above.
    for (auto [name, target] : {std::pair{"placeholderIntrinsicWidth", &view.intrinsicWidth},
                                std::pair{"placeholderIntrinsicHeight", &view.intrinsicHeight}}) {
      auto text = element.attribute(name);
      if (!text) continue;
      if (*text == "infinite") {
        *target = std::nullopt;
      } else if (std::optional<double> value = parseNumber(*text); value && *value >= 0) {
        *target = *value;
      } else {
        context_.warn(element,
                      std::string("the ") + name + " '" + std::string(*text) + "' is not a size: ignored");
        continue;
      }
      view.intrinsicReason = "the placeholder intrinsic size set in IB";
    }
  }

  void addGuide(const XMLElement& guide, std::int32_t view) {
    auto id = guide.attribute("id");
    if (!id || id->empty()) return;
    if (guide.name == "viewLayoutGuide") {
      auto key = guide.attribute("key");
      IBGuideKind kind = IBGuideKind::safeArea;
      if (key == "safeArea") {
        kind = IBGuideKind::safeArea;
      } else if (key == "contentLayoutGuide") {
        kind = IBGuideKind::scrollContent;
      } else if (key == "frameLayoutGuide") {
        kind = IBGuideKind::scrollFrame;
      } else {
        context_.warn(guide, "a layout guide IB does not usually write (key '" +
                                 std::string(key.value_or("")) + "'): constraints to it are left out");
        return;
      }
      hierarchy_.guides[std::string(*id)] = {kind, view};
    }
  }

  void addConstraint(const XMLElement& element, const std::string& holder) {
    auto id = element.attribute("id");
    if (id && !context_.isInstalled(*id)) return;
    IBConstraint constraint;
    constraint.element = &element;
    constraint.id = std::string(id.value_or(""));
    constraint.holder = holder;
    constraint.firstItem = std::string(element.attribute("firstItem").value_or(holder));
    constraint.firstAttribute = std::string(context_.attribute(element, "firstAttribute").value_or(""));
    constraint.secondItem = std::string(element.attribute("secondItem").value_or(""));
    constraint.secondAttribute = std::string(context_.attribute(element, "secondAttribute").value_or(""));
    if (constraint.firstAttribute.empty()) {
      context_.warn(element, "a constraint without firstAttribute: left out");
      return;
    }
    if (constraint.secondItem.empty() != constraint.secondAttribute.empty()) {
      if (constraint.secondItem.empty()) {
        // A second attribute without a second item relates the holding view.
        constraint.secondItem = holder;
      } else {
        context_.warn(element, "a second item without secondAttribute: left out");
        return;
      }
    }
    auto relation = context_.attribute(element, "relation");
    if (relation == "lessThanOrEqual") {
      constraint.relation = Relation::lessThanOrEqual;
    } else if (relation == "greaterThanOrEqual") {
      constraint.relation = Relation::greaterThanOrEqual;
    } else if (relation && *relation != "equal") {
      context_.warn(element, "the relation '" + std::string(*relation) + "' is not IB's: taken as equal");
    }
    if (auto multiplier = context_.attribute(element, "multiplier")) {
      // IB writes a multiplier as a number or as a ratio, "16:9" or "2/3".
      std::size_t colon = multiplier->find_first_of(":/");
      std::optional<double> value;
      if (colon == std::string_view::npos) {
        value = parseNumber(*multiplier);
      } else {
        std::optional<double> numerator = parseNumber(multiplier->substr(0, colon));
        std::optional<double> denominator = parseNumber(multiplier->substr(colon + 1));
        if (numerator && denominator && *denominator != 0) value = *numerator / *denominator;
      }
      if (!value || *value == 0 || std::abs(*value) > 1e6 || std::abs(*value) < 1e-6) {
        context_.warn(element, "the multiplier '" + std::string(*multiplier) +
                                   "' is not a number UIKit takes (non-zero, finite): taken as 1");
      } else {
        constraint.multiplier = *value;
      }
    }
    constraint.constant = number(element, "constant").value_or(0);
    constraint.priority = priority(element, "priority").value_or(1000);
    constraint.placeholder = isYes(element.attribute("placeholder"));
    constraint.userIdentifier = std::string(element.attribute("identifier").value_or(""));
    hierarchy_.constraints.push_back(std::move(constraint));
  }
};

}  // namespace

bool isViewElement(const XMLElement& element) {
  if (element.name == "placeholder" || element.name == "viewControllerLayoutGuide" ||
      element.name == "viewLayoutGuide")
    return false;
  return viewElementNames.count(element.name) > 0 || element.child("rect", "frame") != nullptr;
}

void readHierarchy(ReadingContext& context, const XMLElement& root, IBHierarchy& hierarchy,
                   const std::vector<std::pair<std::string, IBGuideKind>>& extraGuides,
                   const std::vector<std::string>& aliases, const XMLElement* cell) {
  HierarchyReader reader(context, hierarchy);
  reader.addView(root, -1, false);
  for (const std::string& alias : aliases) reader.addAlias(alias);
  if (cell) reader.addConstraintsOf(*cell);
  for (const auto& [identifier, kind] : extraGuides) reader.addGuide(identifier, kind);
  reader.checkConstraints();
}

}  // namespace clayout::internal
