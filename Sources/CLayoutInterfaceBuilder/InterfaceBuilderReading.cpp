// InterfaceBuilderReading.cpp — an IB document's hierarchies: which views are roots (a XIB's
// top-level views, a view controller's view, a cell's content view, a table's header), the device
// and its size classes, and what UIKit gives each root: its size, its safe area (status bar,
// navigation bar, tab bar, sensor housing, home indicator) and its margins.
#include <cctype>
#include <charconv>
#include <cmath>
#include <set>

#include "InterfaceBuilderContext.h"

namespace clayout::internal {

std::optional<double> parseNumber(std::string_view text) noexcept {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty() || !std::isfinite(value))
    return std::nullopt;
  return value;
}

std::string describeElement(const XMLElement& element) {
  std::string text = "<" + element.name;
  for (const char* name : {"id", "userLabel", "customClass", "key"}) {
    if (auto value = element.attribute(name))
      text += " " + std::string(name) + "=\"" + std::string(*value) + "\"";
  }
  return text + ">";
}

ImportDiagnostic diagnosticAt(const std::string& fileName, const XMLElement* element,
                              ImportDiagnosticSeverity severity, std::string message) {
  ImportDiagnostic diagnostic;
  diagnostic.location = {fileName, element ? element->line : 0, element ? element->column : 0};
  diagnostic.severity = severity;
  if (element) diagnostic.element = describeElement(*element);
  diagnostic.message = std::move(message);
  return diagnostic;
}

std::string camelCaseWords(const std::string& text, bool capitalizeFirst) {
  std::string words;
  bool newWord = true;
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80 || !std::isalnum(byte)) {
      newWord = true;
      continue;
    }
    bool capital = newWord && (capitalizeFirst || !words.empty());
    bool lower = words.empty() && !capitalizeFirst;
    words += capital ? static_cast<char>(std::toupper(byte))
             : lower ? static_cast<char>(std::tolower(byte))
                     : c;
    newWord = false;
  }
  return words;
}

// MARK: - The context

ReadingContext::ReadingContext(const XMLElement& document, std::string fileName,
                               InterfaceBuilderDevice device, std::vector<ImportDiagnostic>& diagnostics)
    : fileName_(std::move(fileName)), device_(std::move(device)), diagnostics_(diagnostics) {
  std::map<std::string, int> outletCounts;
  // Outlets, resources, designables and the size-class masks, wherever they are.
  std::vector<const XMLElement*> pending{&document};
  while (!pending.empty()) {
    const XMLElement& element = *pending.back();
    pending.pop_back();
    if (element.name == "outlet") {
      auto destination = element.attribute("destination");
      auto property = element.attribute("property");
      if (destination && property) {
        std::string key(*destination);
        if (++outletCounts[key] == 1) {
          outlets_[key] = std::string(*property);
        } else {
          outlets_[key].clear();
        }
      }
    } else if (element.name == "image" && element.attribute("name")) {
      std::optional<double> width = parseNumber(element.attribute("width").value_or(""));
      std::optional<double> height = parseNumber(element.attribute("height").value_or(""));
      if (width && height && *width >= 0 && *height >= 0)
        images_[std::string(*element.attribute("name"))] = {*width, *height};
    } else if (element.name == "designable" && element.attribute("name")) {
      if (const XMLElement* size = element.child("size", "intrinsicContentSize")) {
        std::optional<double> width = parseNumber(size->attribute("width").value_or(""));
        std::optional<double> height = parseNumber(size->attribute("height").value_or(""));
        if (width && height && *width >= 0 && *height >= 0)
          designables_[std::string(*element.attribute("name"))] = {*width, *height};
      }
    } else if (element.name == "variation") {
      int level = specificity(element.attribute("key").value_or(""));
      for (const XMLElement& mask : element.children) {
        if (level < 0 || mask.name != "mask") continue;
        for (const XMLElement& entry : mask.children) {
          auto reference = entry.attribute("reference");
          if (!reference || (entry.name != "include" && entry.name != "exclude")) continue;
          auto [place, added] = masks_.try_emplace(std::string(*reference), level, entry.name == "include");
          if (!added && place->second.first <= level) place->second = {level, entry.name == "include"};
        }
      }
    }
    for (const XMLElement& child : element.children) pending.push_back(&child);
  }
}

int ReadingContext::specificity(std::string_view key) const {
  if (key == "default") return 0;
  int level = 0;
  // "heightClass=regular-widthClass=compact": each trait must match the device.
  while (!key.empty()) {
    std::size_t dash = key.find('-');
    std::string_view trait = key.substr(0, dash);
    key = dash == std::string_view::npos ? std::string_view() : key.substr(dash + 1);
    std::size_t equals = trait.find('=');
    if (equals == std::string_view::npos) return -1;
    std::string_view name = trait.substr(0, equals);
    std::string_view value = trait.substr(equals + 1);
    SizeClass sizeClass = SizeClass::compact;
    if (value == "regular") {
      sizeClass = SizeClass::regular;
    } else if (value != "compact") {
      return -1;
    }
    if (name == "widthClass") {
      if (device_.horizontalSizeClass != sizeClass) return -1;
      level += 1;
    } else if (name == "heightClass") {
      if (device_.verticalSizeClass != sizeClass) return -1;
      level += 2;
    } else {
      return -1;
    }
  }
  return level;
}

std::vector<const XMLElement*> ReadingContext::variations(const XMLElement& element) const {
  // Specificity 0 to 3 (ReadingContext::specificity), in that order, each in the order of the file.
  std::vector<const XMLElement*> result;
  for (int wanted = 0; wanted <= 3; ++wanted) {
    for (const XMLElement& child : element.children) {
      if (child.name == "variation" && specificity(child.attribute("key").value_or("")) == wanted)
        result.push_back(&child);
    }
  }
  return result;
}

std::optional<std::string_view> ReadingContext::attribute(const XMLElement& element,
                                                          std::string_view name) const {
  std::optional<std::string_view> value = element.attribute(name);
  for (const XMLElement* variation : variations(element)) {
    if (auto overridden = variation->attribute(name)) value = overridden;
  }
  return value;
}

bool ReadingContext::isInstalled(std::string_view identifier) const {
  auto found = masks_.find(identifier);
  return found == masks_.end() || found->second.second;
}

std::string ReadingContext::outletName(const std::string& identifier) const {
  auto found = outlets_.find(identifier);
  return found == outlets_.end() ? "" : found->second;
}

std::optional<LayoutSize> ReadingContext::imageSize(std::string_view name) const {
  auto found = images_.find(name);
  if (found == images_.end()) return std::nullopt;
  return found->second;
}

std::optional<LayoutSize> ReadingContext::designableSize(const std::string& identifier) const {
  auto found = designables_.find(identifier);
  if (found == designables_.end()) return std::nullopt;
  return found->second;
}

void ReadingContext::report(const XMLElement* element, ImportDiagnosticSeverity severity,
                            std::string message) {
  diagnostics_.push_back(diagnosticAt(fileName_, element, severity, std::move(message)));
}

// MARK: - The document

namespace {

/// What a root is, which decides its size, safe area and margins.
enum class RootKind : std::uint8_t {
  /// A view controller's view, or a XIB's or scene's top-level view: placed on the screen.
  screen,
  /// A table or collection view cell's content view.
  cellContent,
  /// A table's header or footer, a collection view's supplementary view: sized by its frame.
  frame,
};

/// A bar above or below a view controller's view, as IB simulates it.
struct Bar {
  /// Its height (0: no bar).
  double height = 0;
  /// Whether it is opaque (`translucent="NO"`): the view then ends at the bar instead of passing
  /// under it (unless the controller extends its layout under opaque bars).
  bool opaque = false;
  /// For a navigation controller's bar, where IB put it: below the status bar it simulated.
  std::optional<double> y;
};

/// The bars a view controller's view sits between.
struct Bars {
  Bar top;
  Bar bottom;
};

/// The storyboard's navigation and tab bar controllers, from its segues: which view controllers
/// sit under a navigation bar (a navigation controller's root, and what it shows) and above a tab
/// bar (a tab bar controller's children), and which are embedded in a container view.
class Containment {
 public:
  explicit Containment(const XMLElement& document) {
    std::map<std::string, std::vector<std::string>> shows;
    std::vector<std::string> tabChildren;
    std::map<std::string, std::vector<std::string>> navigationChildren;
    visit(document, nullptr, shows, tabChildren, navigationChildren);

    // A navigation controller's root and everything shown from it are under its bar.
    std::vector<std::pair<std::string, Bar>> pending;
    for (const auto& [controller, children] : navigationChildren) {
      for (const std::string& child : children) pending.emplace_back(child, navigationBars_[controller]);
    }
    std::set<std::string> seen;
    while (!pending.empty()) {
      auto [controller, bar] = pending.back();
      pending.pop_back();
      if (!seen.insert(controller).second) continue;
      underNavigationBar_[controller] = bar;
      for (const std::string& shown : shows[controller]) pending.emplace_back(shown, bar);
    }
    for (const std::string& child : tabChildren) {
      aboveTabBar_.insert(child);
      for (const std::string& root : navigationChildren[child]) aboveTabBar_.insert(root);
    }
  }

  /// The navigation bar over `controller`, if it has one.
  std::optional<Bar> navigationBar(const std::string& controller) const {
    auto found = underNavigationBar_.find(controller);
    if (found == underNavigationBar_.end()) return std::nullopt;
    return found->second;
  }
  bool isAboveTabBar(const std::string& controller) const { return aboveTabBar_.count(controller) > 0; }
  /// Whether `controller` is shown in a container view (an embed segue's destination).
  bool isEmbedded(const std::string& controller) const { return embedded_.count(controller) > 0; }

 private:
  std::map<std::string, Bar> navigationBars_;
  std::map<std::string, Bar> underNavigationBar_;
  std::set<std::string> aboveTabBar_;
  std::set<std::string> embedded_;

  void visit(const XMLElement& element, const XMLElement* controller,
             std::map<std::string, std::vector<std::string>>& shows, std::vector<std::string>& tabChildren,
             std::map<std::string, std::vector<std::string>>& navigationChildren) {
    if (element.attribute("sceneMemberID") == "viewController") controller = &element;
    if (controller && element.name == "segue") {
      std::string source(controller->attribute("id").value_or(""));
      std::string destination(element.attribute("destination").value_or(""));
      auto kind = element.attribute("kind");
      auto relationship = element.attribute("relationship");

      if (kind == "relationship" && relationship == "rootViewController") {
        navigationChildren[source].push_back(destination);
      } else if (kind == "relationship" && relationship == "viewControllers") {
        tabChildren.push_back(destination);
      } else if (kind == "show" || kind == "push") {
        shows[source].push_back(destination);
      } else if (kind == "embed") {
        embedded_.insert(destination);
      }
    }
    if (element.name == "navigationController") {
      std::string id(element.attribute("id").value_or(""));
      Bar bar;
      if (element.attribute("navigationBarHidden") != "YES") {
        bar.height = 44;
        if (const XMLElement* navigationBar = element.child("navigationBar", "navigationBar")) {
          bar.opaque = navigationBar->attribute("translucent") == "NO";
          if (const XMLElement* frame = navigationBar->child("rect", "frame")) {
            std::optional<double> height = parseNumber(frame->attribute("height").value_or(""));
            if (height && *height > 0) bar.height = *height;
            bar.y = parseNumber(frame->attribute("y").value_or(""));
          }
        }
      }
      navigationBars_[id] = bar;
    }
    for (const XMLElement& child : element.children)
      visit(child, controller, shows, tabChildren, navigationChildren);
  }
};

/// The scene a root belongs to.
struct SceneContext {
  std::string title;
  std::string identifier;
  const XMLElement* controller = nullptr;
};

class DocumentReader {
 public:
  DocumentReader(ReadingContext& context, std::vector<IBHierarchy>& hierarchies, const XMLElement& document,
                 bool canvasDevice)
      : context_(context),
        hierarchies_(hierarchies),
        containment_(document),
        canvasDevice_(canvasDevice),
        toolsVersion_(parseNumber(document.attribute("toolsVersion").value_or("")).value_or(0)) {}

  /// Finds the roots under `element` (whose parent element is `parent`), depth first; `inTable`
  /// says whether `element` lies in a table or collection view (a cell there gets its margins from
  /// the table, a cell on its own in a XIB does not).
  void findRoots(const XMLElement& element, const XMLElement* parent, SceneContext scene,
                 bool inTable = false) {
    if (element.name == "scene") {
      scene.title = element.precedingComment;
      scene.identifier = std::string(element.attribute("sceneID").value_or(""));
      scene.controller = nullptr;
    }
    if (element.attribute("sceneMemberID") == "viewController") scene.controller = &element;
    bool inSubviews = parent && parent->name == "subviews";
    if (!inSubviews && isViewElement(element) && parent) {
      auto key = element.attribute("key");
      if (element.name == "tableViewCell" || element.name == "collectionViewCell") {
        // The cell's content view is the root; the cell itself is placed by its table.
        for (const XMLElement& child : element.children) {
          if (isViewElement(child) && child.attribute("key") == "contentView") {
            addRoot(child, RootKind::cellContent, scene, {std::string(element.attribute("id").value_or(""))},
                    &element, inTable);
          }
        }
      } else if (key == "contentView" && parent->name != "visualEffectView") {
        // Read with its cell, above.
      } else if (key == "contentView" || key == "navigationBar" || key == "toolbar" || key == "tabBar") {
        // A visual effect view's content view belongs to its hierarchy; a navigation or tab bar
        // controller's bars are placed by their controller.
      } else if (key == "view" && scene.controller == parent) {
        addRoot(element, RootKind::screen, scene, {});
      } else if (parent->name == "objects") {
        // A top-level object of a XIB or a scene: a view on its own.
        addRoot(element, RootKind::screen, scene, {});
      } else {
        // A table's header or footer, a collection view's supplementary view, a bar button's
        // custom view: sized by its frame.
        addRoot(element, RootKind::frame, scene, {});
      }
    }
    inTable = inTable || element.name == "tableView" || element.name == "collectionView";
    for (const XMLElement& child : element.children) findRoots(child, &element, scene, inTable);
  }

 private:
  ReadingContext& context_;
  std::vector<IBHierarchy>& hierarchies_;
  Containment containment_;
  bool canvasDevice_;
  /// The file's `toolsVersion`: IB's simulation changed with Xcode's versions.
  double toolsVersion_;

  /// Reads the hierarchy of `root`; `cell` is the cell whose content view it is, if it is one.
  void addRoot(const XMLElement& root, RootKind kind, const SceneContext& scene,
               std::vector<std::string> aliases, const XMLElement* cell = nullptr, bool inTable = false) {
    IBHierarchy hierarchy;
    hierarchy.sceneTitle = scene.title;
    hierarchy.sceneIdentifier = scene.identifier;
    std::vector<std::pair<std::string, IBGuideKind>> guides;
    if (scene.controller) {
      const XMLElement& controller = *scene.controller;
      hierarchy.controllerIdentifier = std::string(controller.attribute("id").value_or(""));
      hierarchy.controllerClass = std::string(controller.attribute("customClass").value_or(""));
      hierarchy.storyboardIdentifier = std::string(controller.attribute("storyboardIdentifier").value_or(""));
      if (kind == RootKind::screen) {
        if (const XMLElement* layoutGuides = controller.child("layoutGuides")) {
          for (const XMLElement& guide : layoutGuides->children) {
            auto type = guide.attribute("type");
            auto id = guide.attribute("id");
            if (guide.name != "viewControllerLayoutGuide" || !id) continue;
            guides.emplace_back(std::string(*id), type == "bottom" ? IBGuideKind::bottomLayoutGuide
                                                                   : IBGuideKind::topLayoutGuide);
          }
        }
      }
    }
    readHierarchy(context_, root, hierarchy, guides, aliases, cell);
    hierarchy.title = title(hierarchy, kind, cell);
    size(hierarchy, kind, scene, cell, inTable);
    hierarchies_.push_back(std::move(hierarchy));
  }

  /// What the hierarchy is called: the root's user label, the scene's title for a view
  /// controller's view, the cell's class or reuse identifier for a content view, the root's
  /// class, else its element and id.
  static std::string title(const IBHierarchy& hierarchy, RootKind kind, const XMLElement* cell) {
    const IBView& view = hierarchy.views[0];
    if (!view.userLabel.empty()) return view.userLabel;
    if (kind == RootKind::screen && !hierarchy.sceneTitle.empty()) return hierarchy.sceneTitle;
    if (cell) {
      for (const char* name : {"userLabel", "customClass", "reuseIdentifier"}) {
        if (auto value = cell->attribute(name); value && !value->empty()) return std::string(*value);
      }
      return cell->name + " " + std::string(cell->attribute("id").value_or(""));
    }
    if (!view.customClass.empty()) return view.customClass;
    return view.tag + " " + view.id;
  }

  /// The root's size, safe-area insets and margins.
  void size(IBHierarchy& hierarchy, RootKind kind, const SceneContext& scene, const XMLElement* cell,
            bool inTable) {
    IBView& root = hierarchy.views[0];
    const InterfaceBuilderDevice& device = context_.device();
    if (!root.frame)
      context_.warn(*root.element, "a root view without a frame: laid out at the device's screen size");
    LayoutRect frame = root.frame.value_or(LayoutRect{0, 0, device.screen.width, device.screen.height});
    hierarchy.rootSize = {frame.width, frame.height};
    hierarchy.rootSizeReason = "IB's frame";
    if (kind == RootKind::cellContent) {
      // A cell's content view keeps its cell's margins where it lies under them
      // (preservesSuperviewLayoutMargins), else UIView's 8: the cell's are 11 at the top and
      // bottom and at the sides the table's (the system minimum of the screen's width), or 15
      // for a cell on its own in a XIB. No safe area within a cell.
      double side = inTable ? device.systemMinimumSideMargin : 15;
      double cellWidth = frame.x + frame.width;
      if (cell) {
        if (const XMLElement* rect = cell->child("rect", "frame")) {
          cellWidth = parseNumber(rect->attribute("width").value_or("")).value_or(cellWidth);
        }
      }
      double leading = std::max(8.0, side - frame.x);
      double trailing = std::max(8.0, frame.x + frame.width - (cellWidth - side));
      hierarchy.rootLayoutMargins = LayoutInsets{11, leading, 11, trailing};
      hierarchy.rootLayoutMarginsReason =
          inTable ? "a table cell's content view: the cell's margins, the table's at the sides"
                  : "a cell's content view, the cell on its own (margins 15 at the sides)";
      return;
    }
    if (kind == RootKind::frame) return;
    const XMLElement* controller = scene.controller;
    bool freeform = (controller ? controller : root.element)
                        ->child("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics") != nullptr;
    bool useFrame = canvasDevice_ && root.frame && !root.misplaced;
    if (!controller) {
      // A view on its own (a XIB's top-level view): IB's frame (another device's screen when it
      // fills one). Since Xcode 12, IB gives it the screen's safe-area insets; before, none.
      if (!canvasDevice_ && !freeform) {
        hierarchy.rootSize = device.screen;
        hierarchy.rootSizeReason = "the screen of " + device.identifier;
      }
      if (toolsVersion_ < 19000) return;
      setSafeArea(hierarchy, device.safeAreaInsets, false,
                  "the safe area IB gives a view on its own on " + device.identifier);
      return;
    }
    if (containment_.isEmbedded(hierarchy.controllerIdentifier) ||
        (useFrame && !freeform && frame.width != device.screen.width)) {
      // A controller's view that is not on the screen as such (embedded in a container view, or
      // narrower than the screen: a popover, a form sheet): IB's frame, no safe area.
      return;
    }
    // A view controller's view on the screen (a freeform one on a screen of its own size),
    // between its bars: below the opaque ones it does not extend under. Its safe area is what the
    // status bar (or the sensor housing), the bars and the home indicator cover of it. Whether IB
    // simulated the status bar shows in where it put a navigation controller's bar; without one,
    // Xcode 11 did not (tools 14800 to 16999), the others did.
    Bars bars = this->bars(hierarchy, *controller);
    bool statusBar = bars.top.y ? *bars.top.y > 0 : !(toolsVersion_ >= 14800 && toolsVersion_ < 19000);
    statusBar = statusBar || device.hasSensorHousing;
    double screenHeight = freeform ? frame.height : device.screen.height;
    double topBand = (statusBar ? device.safeAreaInsets.top : 0) + bars.top.height;
    double bottomBand = device.safeAreaInsets.bottom + bars.bottom.height;
    bool underOpaqueBars = controller->attribute("extendedLayoutIncludesOpaqueBars") == "YES";
    bool extendsTop = true;
    bool extendsBottom = true;
    if (const XMLElement* edges = controller->child("extendedEdge", "edgesForExtendedLayout")) {
      extendsTop = edges->attribute("top") == "YES";
      extendsBottom = edges->attribute("bottom") == "YES";
    }
    double top = 0;
    double bottom = screenHeight;
    if (bars.top.height > 0 && ((bars.top.opaque && !underOpaqueBars) || !extendsTop)) top = topBand;
    if (bars.bottom.height > 0 && ((bars.bottom.opaque && !underOpaqueBars) || !extendsBottom))
      bottom = screenHeight - bottomBand;
    if (useFrame || freeform) {
      // IB's frame gives the height; the view ends where the bars let it end.
      top = std::clamp(bottom - frame.height, 0.0, topBand);
      bottom = top + frame.height;
    } else {
      hierarchy.rootSize = {device.screen.width, bottom - top};
      hierarchy.rootSizeReason = std::string(root.misplaced ? "IB marks its frame misplaced: " : "") +
                                 "the screen of " + device.identifier +
                                 (top > 0 || bottom < device.screen.height ? " less the opaque bars" : "");
    }
    LayoutInsets insets;
    insets.top = std::clamp(topBand - top, 0.0, std::max(0.0, bottom - top));
    insets.bottom = std::clamp(bottom - (screenHeight - bottomBand), 0.0, std::max(0.0, bottom - top));
    insets.left = device.safeAreaInsets.left;
    insets.right = device.safeAreaInsets.right;
    setSafeArea(hierarchy, insets, true,
                "what the status bar, the bars and the screen's edges of " + device.identifier + " cover");
  }

  /// Sets the root's safe area; a view controller's view also gets the system minimum margins
  /// (the engine insets the margins from the safe area, as UIKit does).
  void setSafeArea(IBHierarchy& hierarchy, const LayoutInsets& insets, bool controllerView,
                   std::string reason) {
    hierarchy.safeAreaInsets = insets;
    hierarchy.safeAreaReason = std::move(reason);
    if (controllerView) hierarchy.systemMinimumSideMargin = context_.device().systemMinimumSideMargin;
  }

  /// The navigation bar (from the navigation controller it is in) and the tab bar or toolbar of a
  /// view controller; the simulated metrics IB shows, when set, win.
  Bars bars(const IBHierarchy& hierarchy, const XMLElement& controller) const {
    Bars bars;
    if (std::optional<Bar> navigationBar = containment_.navigationBar(hierarchy.controllerIdentifier))
      bars.top = *navigationBar;
    if (containment_.isAboveTabBar(hierarchy.controllerIdentifier))
      bars.bottom = Bar{49, false, std::nullopt};
    for (const XMLElement& child : controller.children) {
      auto key = child.attribute("key");
      bool opaque = child.attribute("translucent") == "NO";
      if (key == "simulatedTopBarMetrics") {
        bars.top = child.name == "simulatedNavigationBarMetrics"
                       ? Bar{child.attribute("prompted") == "YES" ? 74.0 : std::max(bars.top.height, 44.0),
                             opaque, bars.top.y}
                       : Bar{};
      } else if (key == "simulatedBottomBarMetrics") {
        bars.bottom = child.name == "simulatedTabBarMetrics"    ? Bar{49, opaque, std::nullopt}
                      : child.name == "simulatedToolbarMetrics" ? Bar{44, opaque, std::nullopt}
                                                                : Bar{};
      }
    }
    return bars;
  }
};

}  // namespace

namespace {

/// The largest frame of a view controller's view that fills a screen as IB laid it out (not
/// misplaced, not freeform, at the origin, as tall as wide or taller in portrait), or nullopt.
std::optional<LayoutSize> canvasScreen(const XMLElement& document) {
  std::optional<LayoutSize> largest;
  std::vector<const XMLElement*> pending{&document};
  while (!pending.empty()) {
    const XMLElement& element = *pending.back();
    pending.pop_back();
    for (const XMLElement& child : element.children) pending.push_back(&child);
    if (element.attribute("sceneMemberID") != "viewController" ||
        element.child("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"))
      continue;
    const XMLElement* view = nullptr;
    for (const XMLElement& child : element.children) {
      if (child.attribute("key") == "view") view = &child;
    }
    if (!view || view->attribute("misplaced") == "YES") continue;
    const XMLElement* rect = view->child("rect", "frame");
    if (!rect) continue;
    std::optional<double> x = parseNumber(rect->attribute("x").value_or(""));
    std::optional<double> y = parseNumber(rect->attribute("y").value_or(""));
    std::optional<double> width = parseNumber(rect->attribute("width").value_or(""));
    std::optional<double> height = parseNumber(rect->attribute("height").value_or(""));
    if (!x || !y || !width || !height || *x != 0 || *y != 0) continue;
    if (!largest || *width * *height > largest->width * largest->height)
      largest = LayoutSize{*width, *height};
  }
  return largest;
}

}  // namespace

std::optional<InterfaceBuilderDevice> documentDevice(const XMLElement& document, const std::string& fileName,
                                                     const std::string& option, bool& canvasDevice,
                                                     std::vector<ImportDiagnostic>& diagnostics) {
  auto report = [&](const XMLElement* element, ImportDiagnosticSeverity severity, std::string message) {
    diagnostics.push_back(diagnosticAt(fileName, element, severity, std::move(message)));
  };
  if (document.name != "document") {
    report(&document, ImportDiagnosticSeverity::error,
           "not an Interface Builder file: its root element is <" + document.name +
               ">, where IB writes <document>");
    return std::nullopt;
  }
  auto runtime = document.attribute("targetRuntime").value_or("");
  if (runtime.find("MacOSX") != std::string_view::npos) {
    report(&document, ImportDiagnosticSeverity::error,
           "an AppKit (macOS) file: only UIKit's (iOS, tvOS) files are imported");
    return std::nullopt;
  }
  double toolsVersion = parseNumber(document.attribute("toolsVersion").value_or("")).value_or(0);
  const XMLElement* canvas = document.child("device");
  std::string canvasIdentifier(canvas ? canvas->attribute("id").value_or("") : "");
  std::string canvasOrientation(canvas ? canvas->attribute("orientation").value_or("portrait") : "portrait");
  std::string identifier = canvasIdentifier;
  std::string orientation = canvasOrientation;
  if (!option.empty()) {
    std::size_t colon = option.find(':');
    identifier = option.substr(0, colon);
    orientation = colon == std::string::npos ? "portrait" : option.substr(colon + 1);
  }
  std::optional<InterfaceBuilderDevice> device =
      interfaceBuilderDevice(identifier, orientation, toolsVersion);
  if (!device && !option.empty()) {
    report(nullptr, ImportDiagnosticSeverity::error,
           "unknown device '" + option + "' (expected one of " + knownInterfaceBuilderDevices() +
               ", or a device's name: " + joinedDeviceNames(LayoutDevice::knownNames()) +
               "; optionally followed by :portrait or :landscape)");
    return std::nullopt;
  }
  if (!device) {
    device = interfaceBuilderDevice("retina4_7", "portrait", toolsVersion);
    report(canvas ? canvas : &document, ImportDiagnosticSeverity::warning,
           canvasIdentifier.empty()
               ? "the file names no canvas device: size classes and insets are an iPhone 8's "
                 "in portrait"
               : "unknown canvas device '" + canvasIdentifier +
                     "': size classes and insets are an iPhone 8's in portrait");
  }
  // By IB's id: `--device "iPhone 11"` names the canvas of a retina6_1 file.
  canvasDevice =
      option.empty() || (device->identifier == canvasIdentifier && orientation == canvasOrientation);
  if (canvasDevice) {
    // An IB id has meant several screens over Xcode's versions (retina6_12 is 390 × 844 in
    // Xcode 12, 393 × 852 in Xcode 15): the screen is the one the file's full-screen view
    // controllers' views were laid out on, when they show one.
    if (std::optional<LayoutSize> screen = canvasScreen(document);
        screen && (screen->width != device->screen.width || screen->height != device->screen.height)) {
      std::string name = device->identifier;
      // Only a screen of the table: a controller's view may also be shorter than its screen
      // (under opaque bars) or sized by hand.
      if (std::optional<InterfaceBuilderDevice> sized =
              interfaceBuilderDeviceOfSize(*screen, orientation, toolsVersion)) {
        device = sized;
        device->identifier = name;
      }
    }
  }
  if (document.attribute("useAutolayout") != "YES") {
    report(&document, ImportDiagnosticSeverity::warning,
           "the file does not use Auto Layout (useAutolayout): its views are placed by their autoresizing "
           "masks");
  }
  return device;
}

std::vector<IBHierarchy> readHierarchies(const XMLElement& document, ReadingContext& context,
                                         bool canvasDevice) {
  std::vector<IBHierarchy> hierarchies;
  DocumentReader reader(context, hierarchies, document, canvasDevice);
  reader.findRoots(document, nullptr, {});
  return hierarchies;
}

}  // namespace clayout::internal
