// LayoutFileWriter.cpp — one hierarchy as a layout file: a header that says where it comes from
// and how the root is sized, the items as nested blocks with their properties, then the
// constraints (IB's, grouped by the view that holds them, then the autoresizing masks').
#include "LayoutFileWriter.h"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <set>

#include "CLayoutCore/Text/LayoutFile.h"
#include "ConstraintWriting.h"

namespace clayout::internal {

namespace {

/// `text` as a layout-file name: its words in lower camel case (`Title Label` gives
/// `titleLabel`); "" when nothing is left.
std::string identifierFrom(const std::string& text) {
  std::string name = camelCaseWords(text, false);
  if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) name = "v" + name;
  return name;
}

/// An IB id as part of a name: `k4A-Rp-76R` gives `k4A_Rp_76R`.
std::string identifierPart(const std::string& id) {
  std::string part;
  for (char c : id) {
    auto byte = static_cast<unsigned char>(c);
    part += std::isalnum(byte) && byte < 0x80 ? c : '_';
  }
  return part;
}

/// `text` inside a layout file's string (one line, `"` and `\` escaped).
std::string layoutString(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' || c == '\r' ? ' ' : c;
  }
  return out + "\"";
}

/// `text` inside a comment: on one line.
std::string commentText(std::string text) {
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return text;
}

class Writer {
 public:
  Writer(IBHierarchy& hierarchy, ReadingContext& context, bool canvasDevice)
      : hierarchy_(hierarchy),
        context_(context),
        canvasDevice_(canvasDevice),
        constraints_(hierarchy, contentGuides_, frameGuides_) {}

  WrittenLayout write() {
    assignNames();
    findBaselineViews();
    header();
    for (std::int32_t subview : hierarchy_.views[0].subviews) item(subview, 0);
    rootGuides();
    constraints();
    return std::move(out_);
  }

 private:
  IBHierarchy& hierarchy_;
  ReadingContext& context_;
  bool canvasDevice_;
  std::map<std::int32_t, std::string> contentGuides_;
  std::map<std::int32_t, std::string> frameGuides_;
  ConstraintWriter constraints_;
  WrittenLayout out_;
  std::set<std::string> names_;
  /// The views whose baselines the layout uses (in a baseline constraint, or arranged in a stack
  /// aligned by baselines).
  std::set<std::int32_t> baselineViews_;

  void findBaselineViews() {
    auto isBaseline = [](const std::string& attribute) {
      return attribute == "baseline" || attribute == "firstBaseline" || attribute == "lastBaseline";
    };
    for (const IBConstraint& constraint : hierarchy_.constraints) {
      for (auto [item, attribute] : {std::pair{&constraint.firstItem, &constraint.firstAttribute},
                                     std::pair{&constraint.secondItem, &constraint.secondAttribute}}) {
        auto view = hierarchy_.viewsById.find(*item);
        if (view != hierarchy_.viewsById.end() && isBaseline(*attribute)) baselineViews_.insert(view->second);
      }
    }
    for (const IBView& view : hierarchy_.views) {
      bool byBaseline = view.alignment == "firstBaseline" || view.alignment == "lastBaseline" ||
                        view.alignment == "baseline" || view.baselineRelativeArrangement;
      if (!view.isStack() || !byBaseline) continue;
      for (std::int32_t subview : view.subviews) baselineViews_.insert(subview);
    }
  }

  /// `baselineOffsets:` estimated for a view whose baselines the layout uses: the file holds no
  /// font metrics, so its font's size with the system font's (San Francisco's) metrics, the
  /// lines of text that fit IB's frame centred in it; for a view without a font, its bottom edge
  /// (Auto Layout's baseline of a view without text). Each with a warning: the result is an
  /// estimate of what UIKit measures.
  void baselines(const IBView& view, const std::string& indent) {
    double height = view.frame ? view.frame->height : 0;
    if (!view.fontSize) {
      line(
          indent + "baselineOffsets: firstFromTop " + layoutNumber(height) +
              ", lastFromBottom 0  # no font: its bottom edge, Auto Layout's baseline of a view without text",
          view.element);
      context_.warn(*view.element, "a baseline of a view without a font: taken as its bottom edge");
      return;
    }
    // San Francisco's ascender and descender, in units of its 2048-unit em.
    double size = *view.fontSize;
    double ascender = size * 1950 / 2048;
    double descender = size * 494 / 2048;
    double lineHeight = ascender + descender;
    double lines = std::max(1.0, std::floor(height / lineHeight + 1e-9));
    double inset = std::max(0.0, (height - lines * lineHeight) / 2);
    line(indent + "baselineOffsets: firstFromTop " + layoutNumber(inset + ascender) + ", lastFromBottom " +
             layoutNumber(inset + descender) + "  # estimated: the system font's metrics at " +
             layoutNumber(size) + " pt, centred in IB's frame",
         view.element);
    context_.warn(*view.element,
                  "baselines estimated from its " + layoutNumber(size) +
                      " pt font with the system font's metrics (the file holds no font metrics)");
  }

  void line(const std::string& text, const XMLElement* source = nullptr) {
    out_.text += text;
    out_.text += '\n';
    out_.sources.push_back(source);
  }

  std::string unique(std::string base, const std::string& id) {
    if (base.empty() || isReservedLayoutFileName(base))
      base += (base.empty() ? "" : "_") + identifierPart(id);
    std::string name = base;
    if (names_.count(name)) name = base + "_" + identifierPart(id);
    for (int suffix = 2; names_.count(name); ++suffix) name = base + "_" + std::to_string(suffix);
    names_.insert(name);
    return name;
  }

  void assignNames() {
    names_.insert("root");
    for (std::size_t index = 1; index < hierarchy_.views.size(); ++index) {
      IBView& view = hierarchy_.views[index];
      std::string base = identifierFrom(view.userLabel);
      if (base.empty()) base = identifierFrom(view.outletName);
      if (base.empty()) base = identifierFrom(view.tag) + "_" + identifierPart(view.id);
      view.name = unique(base, view.id);
    }
    hierarchy_.views[0].name = "root";
    // Scroll views get a content guide when something relates their content, and a frame guide
    // when the file declares one.
    for (std::size_t index = 0; index < hierarchy_.views.size(); ++index) {
      IBView& view = hierarchy_.views[index];
      if (view.tag != "scrollView") continue;
      auto position = static_cast<std::int32_t>(index);
      contentGuides_[position] = unique(view.name + "ContentLayoutGuide", view.id);
      if (!view.frameLayoutGuide.empty())
        frameGuides_[position] = unique(view.name + "FrameLayoutGuide", view.id);
    }
  }

  void header() {
    const IBView& root = hierarchy_.views[0];
    const InterfaceBuilderDevice& device = context_.device();
    line("clayout 1");
    std::string what = describeElement(*root.element);
    line("# Imported from " + std::filesystem::path(context_.fileName()).filename().string() +
         " by `clayout import`: " + commentText(what) + " (line " + std::to_string(root.element->line) + ")" +
         (hierarchy_.sceneTitle.empty() ? "" : ", scene \"" + commentText(hierarchy_.sceneTitle) + "\"") +
         ".");
    line(std::string("# Laid out for ") + device.identifier + " in " + device.orientation + " (width " +
         (device.horizontalSizeClass == SizeClass::compact ? "compact" : "regular") + ", height " +
         (device.verticalSizeClass == SizeClass::compact ? "compact" : "regular") + ")" +
         (canvasDevice_ ? ", IB's canvas device."
                        : ", not IB's canvas device: intrinsic sizes from IB's "
                          "frames are the canvas's."));
    line("identifier: " + layoutString(root.id), root.element);
    // UIKit never refuses a screen: it breaks a constraint of each conflict and goes on. The file
    // says so itself, so that it lays out as the app does wherever it is loaded.
    line("unsatisfiableConstraints: recover  # as UIKit: a conflict breaks a constraint, with a warning");
    line("size: width " + layoutNumber(hierarchy_.rootSize.width) + ", height " +
             layoutNumber(hierarchy_.rootSize.height) + "  # " + commentText(hierarchy_.rootSizeReason),
         root.element);
    const LayoutInsets& insets = hierarchy_.safeAreaInsets;
    if (insets.top != 0 || insets.left != 0 || insets.bottom != 0 || insets.right != 0) {
      line("safeAreaInsets: " + insetsText(insets) + "  # " + commentText(hierarchy_.safeAreaReason),
           root.element);
    }
    if (hierarchy_.systemMinimumSideMargin) {
      const std::string side = layoutNumber(*hierarchy_.systemMinimumSideMargin);
      line("systemMinimumLayoutMargins: top 0, leading " + side + ", bottom 0, trailing " + side +
               "  # a view controller's view: the system minimum margins of " + context_.device().identifier,
           root.element);
    }
    if (hierarchy_.rootLayoutMargins) {
      line("layoutMargins: " + insetsText(*hierarchy_.rootLayoutMargins) + "  # " +
               commentText(hierarchy_.rootLayoutMarginsReason),
           root.element);
      marginRules(root);
    } else {
      margins(root);
    }
    line("");
  }

  static std::string insetsText(const LayoutInsets& insets) {
    return "top " + layoutNumber(insets.top) + ", left " + layoutNumber(insets.left) + ", bottom " +
           layoutNumber(insets.bottom) + ", right " + layoutNumber(insets.right);
  }

  void margins(const IBView& view, const std::string& indent = "") {
    if (view.layoutMargins) line(indent + "layoutMargins: " + insetsText(*view.layoutMargins), view.element);
    if (view.directionalLayoutMargins) {
      const LayoutDirectionalInsets& m = *view.directionalLayoutMargins;
      line(indent + "directionalLayoutMargins: top " + layoutNumber(m.top) + ", leading " +
               layoutNumber(m.leading) + ", bottom " + layoutNumber(m.bottom) + ", trailing " +
               layoutNumber(m.trailing),
           view.element);
    }
    marginRules(view, indent);
  }

  /// How the view's margins follow its superview's and its safe area, where IB changes UIKit's
  /// defaults.
  void marginRules(const IBView& view, const std::string& indent = "") {
    if (view.preservesSuperviewLayoutMargins && view.parent >= 0)
      line(indent + "preservesSuperviewLayoutMargins: true", view.element);
    if (!view.insetsLayoutMarginsFromSafeArea)
      line(indent + "insetsLayoutMarginsFromSafeArea: false", view.element);
  }

  void item(std::int32_t index, int depth) {
    IBView& view = hierarchy_.views[static_cast<std::size_t>(index)];
    std::string indent(static_cast<std::size_t>(depth) * 2, ' ');
    std::string inner = indent + "  ";
    line(indent + (view.isStack() ? "stack " : "view ") + view.name + " {  # " +
             commentText(describeElement(*view.element)) + ", line " + std::to_string(view.element->line),
         view.element);
    line(inner + "identifier: " + layoutString(view.id), view.element);
    if (view.hidden) line(inner + "hidden: true", view.element);
    if (view.intrinsicWidth || view.intrinsicHeight) {
      std::string text = inner + "intrinsicContentSize: ";
      if (view.intrinsicWidth) text += "width " + layoutNumber(*view.intrinsicWidth);
      if (view.intrinsicWidth && view.intrinsicHeight) text += ", ";
      if (view.intrinsicHeight) text += "height " + layoutNumber(*view.intrinsicHeight);
      line(text + "  # " + commentText(view.intrinsicReason), view.element);
    }
    if (view.alignmentRectInsets) {
      line(inner + "alignmentRectInsets: " + insetsText(*view.alignmentRectInsets) +
               "  # UIKit's: its artwork reaches past the rectangle constraints place",
           view.element);
    }
    if (baselineViews_.count(index)) baselines(view, inner);
    priorities(inner, "contentHugging", view.horizontalHugging, view.verticalHugging, view);
    priorities(inner, "compressionResistance", view.horizontalCompressionResistance,
               view.verticalCompressionResistance, view);
    margins(view, inner);
    if (view.isStack()) stackProperties(view, inner);
    if (!view.customClass.empty() && view.tag == "view") {
      // A custom view draws itself (and may measure itself): only what the file says of it is
      // carried over.
      line(inner + "# drawn by " + commentText(view.customClass) + ": its drawing is not carried over",
           nullptr);
      context_.warn(*view.element, "a custom view (" + view.customClass +
                                       ") draws itself: its drawing is not carried over, only its layout");
    }
    for (std::int32_t subview : view.subviews) item(subview, depth + 1);
    if (auto guide = contentGuides_.find(index); guide != contentGuides_.end())
      line(inner + "guide " + guide->second + "  # its content layout guide: the scrolled content",
           view.element);
    if (auto guide = frameGuides_.find(index); guide != frameGuides_.end())
      line(inner + "guide " + guide->second + "  # its frame layout guide", view.element);
    line(indent + "}");
  }

  void priorities(const std::string& indent, const char* property, std::optional<double> horizontal,
                  std::optional<double> vertical, const IBView& view) {
    if (!horizontal && !vertical) return;
    std::string text = indent + property + ": ";
    if (horizontal) text += "horizontal " + layoutNumber(*horizontal);
    if (horizontal && vertical) text += ", ";
    if (vertical) text += "vertical " + layoutNumber(*vertical);
    line(text, view.element);
  }

  void stackProperties(const IBView& view, const std::string& indent) {
    if (view.axis == "vertical") line(indent + "axis: vertical", view.element);
    static const std::map<std::string, std::string> distributions{
        {"fill", "fill"},
        {"fillEqually", "fillEqually"},
        {"fillProportionally", "fillProportionally"},
        {"equalSpacing", "equalSpacing"},
        {"equalCentering", "equalCentering"}};
    static const std::map<std::string, std::string> alignments{{"fill", "fill"},
                                                               {"top", "top"},
                                                               {"leading", "leading"},
                                                               {"center", "center"},
                                                               {"bottom", "bottom"},
                                                               {"trailing", "trailing"},
                                                               {"firstBaseline", "firstBaseline"},
                                                               {"lastBaseline", "lastBaseline"},
                                                               {"baseline", "lastBaseline"}};
    if (auto found = distributions.find(view.distribution); found != distributions.end()) {
      if (found->second != "fill") line(indent + "distribution: " + found->second, view.element);
    } else {
      context_.warn(*view.element,
                    "the distribution '" + view.distribution + "' is not UIStackView's: fill instead");
    }
    if (auto found = alignments.find(view.alignment); found != alignments.end()) {
      if (found->second != "fill") line(indent + "alignment: " + found->second, view.element);
    } else {
      context_.warn(*view.element,
                    "the alignment '" + view.alignment + "' is not UIStackView's: fill instead");
    }
    if (view.spacing < 0) {
      context_.warn(*view.element,
                    "a negative spacing (" + layoutNumber(view.spacing) +
                        ", views overlap): the layout file's stacks take 0 or more; 0 instead");
      line(indent + "# spacing " + layoutNumber(view.spacing) +
           " in IB: negative spacings are not carried over");
    } else if (view.spacing != 0) {
      line(indent + "spacing: " + layoutNumber(view.spacing), view.element);
    }
    if (view.layoutMarginsRelativeArrangement)
      line(indent + "layoutMarginsRelativeArrangement: true", view.element);
    if (view.baselineRelativeArrangement) line(indent + "baselineRelativeArrangement: true", view.element);
  }

  /// The scroll views' guides: the content guide starts at the scroll view's origin (the
  /// content offset is zero), its size is what the content's constraints make it; the frame
  /// guide is the scroll view's frame.
  void rootGuides() {
    for (const auto& [index, guide] : contentGuides_) {
      const std::string& scroll = hierarchy_.views[static_cast<std::size_t>(index)].name;
      line("");
      line("# " + scroll + "'s content starts at its origin (no content offset)");
      line(guide + ".left == " + scroll + ".left");
      line(guide + ".top == " + scroll + ".top");
    }
    for (const auto& [index, guide] : frameGuides_) {
      const std::string& scroll = hierarchy_.views[static_cast<std::size_t>(index)].name;
      line("# " + scroll + "'s frame layout guide");
      line(guide + ".left == " + scroll + ".left");
      line(guide + ".top == " + scroll + ".top");
      line(guide + ".width == " + scroll + ".width");
      line(guide + ".height == " + scroll + ".height");
    }
  }

  void constraints() {
    std::string holder;
    for (const IBConstraint& constraint : hierarchy_.constraints) {
      if (constraint.holder != holder) {
        holder = constraint.holder;
        auto view = hierarchy_.viewsById.find(holder);
        line("");
        if (view != hierarchy_.viewsById.end()) {
          const IBView& holding = hierarchy_.views[static_cast<std::size_t>(view->second)];
          line("# The constraints of " + commentText(describeElement(*holding.element)) + " (" +
               (view->second == 0 ? std::string("root") : holding.name) + ")");
        }
      }
      std::string why;
      std::optional<std::string> text = constraints_.constraint(constraint, why);
      std::string source = "line " + std::to_string(constraint.element->line);
      if (!text) {
        context_.warn(*constraint.element, why + ": left out");
        line("# left out, " + commentText(why) + ": <constraint id=\"" + commentText(constraint.id) +
             "\"> (" + source + ")");
        continue;
      }
      std::string written = *text;
      if (constraint.priority != 1000) written += " @" + layoutNumber(constraint.priority);
      if (!constraint.id.empty()) written += " " + layoutString(constraint.id);
      std::string comment = source;
      if (constraint.placeholder)
        comment += "; a placeholder: IB lays out with it, the app is built without it";
      if (!constraint.userIdentifier.empty())
        comment += "; identifier " + commentText(constraint.userIdentifier);
      line(written + "  # " + comment, constraint.element);
    }
    for (std::size_t index = 1; index < hierarchy_.views.size(); ++index) {
      const IBView& view = hierarchy_.views[index];
      if (!view.translatesAutoresizingMask) continue;
      if (!view.frame) {
        context_.warn(*view.element, "a view placed by its autoresizing mask has no frame: it is not placed");
        continue;
      }
      line("");
      line("# " + view.name +
           " is placed by its autoresizing mask and IB's frame "
           "(translatesAutoresizingMaskIntoConstraints)");
      for (const std::string& text : constraints_.autoresizingConstraints(static_cast<std::int32_t>(index)))
        line(text, view.element);
    }
  }
};

}  // namespace

WrittenLayout writeLayoutFile(IBHierarchy& hierarchy, ReadingContext& context, bool canvasDevice) {
  return Writer(hierarchy, context, canvasDevice).write();
}

}  // namespace clayout::internal
