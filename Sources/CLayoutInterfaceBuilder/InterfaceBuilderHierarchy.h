// InterfaceBuilderHierarchy.h — what the importer reads out of an Interface Builder file: the
// hierarchies Auto Layout lays out (a XIB's top-level views, a storyboard scene's root view, each
// cell's content view), each a tree of views with their constraints, size-class variations
// already resolved for one device. The reading (InterfaceBuilderReading.cpp) fills it; the writer
// (LayoutFileWriter.cpp) turns it into a layout file.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"
#include "InterfaceBuilderDevice.h"
#include "XMLDocument.h"

namespace clayout::internal {

/// UIView's autoresizing mask, as IB writes it (`<autoresizingMask key="autoresizingMask"
/// flexibleMaxX="YES" heightSizable="YES"/>`).
struct AutoresizingMask {
  bool flexibleMinX = false;
  bool widthSizable = false;
  bool flexibleMaxX = false;
  bool flexibleMinY = false;
  bool heightSizable = false;
  bool flexibleMaxY = false;
};

/// One constraint, as IB wrote it, with the size class's variation applied.
///
/// Invariant: `firstItem` is never empty (IB leaves it out for the view that holds the
/// constraint: the reading writes that view's id); `secondItem` is empty for a constant
/// (`width == 44`), and then `secondAttribute` is empty too.
struct IBConstraint {
  const XMLElement* element = nullptr;
  std::string id;
  std::string firstItem;
  std::string firstAttribute;
  std::string secondItem;
  std::string secondAttribute;
  Relation relation = Relation::equal;
  double multiplier = 1;
  double constant = 0;
  double priority = 1000;
  /// IB's placeholder: removed when the app is built, but IB lays the canvas out with it.
  bool placeholder = false;
  /// The identifier the developer gave it in IB, if any (its IB id is the layout file's).
  std::string userIdentifier;
  /// The id of the view whose `<constraints>` holds it: positions with a multiplier are measured
  /// from its origin, as UIKit measures them in the holding view's coordinates.
  std::string holder;
};

/// What a layout guide id of the file stands for.
enum class IBGuideKind : std::uint8_t {
  /// A view's `viewLayoutGuide key="safeArea"`.
  safeArea,
  /// A scroll view's `contentLayoutGuide` or `frameLayoutGuide`.
  scrollContent,
  scrollFrame,
  /// A view controller's old `topLayoutGuide` and `bottomLayoutGuide`
  /// (`viewControllerLayoutGuide type="top"`).
  topLayoutGuide,
  bottomLayoutGuide,
};

struct IBGuide {
  IBGuideKind kind = IBGuideKind::safeArea;
  /// The index of the view it belongs to (the root for a view controller's guides).
  std::int32_t view = 0;
};

/// One view of a hierarchy, with what the file says about it that layout depends on.
struct IBView {
  const XMLElement* element = nullptr;
  /// IB's id, the element's name (its UIKit class without `UI`: `label`, `stackView`), the
  /// custom class and the label the developer gave it.
  std::string id;
  std::string tag;
  std::string customClass;
  std::string userLabel;
  /// The name of an outlet that points at it, when exactly one does.
  std::string outletName;
  /// Its name in the layout file (the writer assigns it).
  std::string name;

  /// Its frame in its superview's coordinates, as IB computed it.
  std::optional<LayoutRect> frame;
  /// Whether UIKit makes constraints from its autoresizing mask and frame
  /// (`translatesAutoresizingMaskIntoConstraints`, on unless IB writes "NO"; off for a stack's
  /// arranged views and for the hierarchy's root).
  bool translatesAutoresizingMask = true;
  AutoresizingMask autoresizingMask;
  bool hidden = false;
  /// IB's marks: its frame is not what its constraints give (misplaced), or they do not
  /// determine it (ambiguous).
  bool misplaced = false;
  bool ambiguous = false;

  std::optional<double> horizontalHugging, verticalHugging;
  std::optional<double> horizontalCompressionResistance, verticalCompressionResistance;
  /// The intrinsic size and why (a comment in the output), per axis; nullopt: none.
  std::optional<double> intrinsicWidth, intrinsicHeight;
  std::string intrinsicReason;
  /// How far its frame reaches beyond its alignment rectangle (UIKit's controls whose artwork
  /// draws outside the rectangle constraints place); nullopt: none.
  std::optional<LayoutInsets> alignmentRectInsets;

  /// The size of its font (`<fontDescription pointSize=…>` or a text style's), for estimating
  /// its baselines; nullopt for a view without one.
  std::optional<double> fontSize;

  std::optional<LayoutInsets> layoutMargins;
  std::optional<LayoutDirectionalInsets> directionalLayoutMargins;
  bool preservesSuperviewLayoutMargins = false;
  bool insetsLayoutMarginsFromSafeArea = true;

  // A stack view's properties (tag "stackView").
  std::string axis = "horizontal";
  std::string distribution = "fill";
  std::string alignment = "fill";
  double spacing = 0;
  bool layoutMarginsRelativeArrangement = false;
  bool baselineRelativeArrangement = false;

  /// The tree: its parent's index (-1 for the root), its subviews' indices in order, and
  /// whether it is arranged in its parent (a stack view).
  std::int32_t parent = -1;
  std::vector<std::int32_t> subviews;
  bool arranged = false;

  /// The ids of its scroll view guides, when the file declares them.
  std::string contentLayoutGuide;
  std::string frameLayoutGuide;

  bool isStack() const noexcept { return tag == "stackView"; }
  bool isScrollView() const noexcept {
    return tag == "scrollView" || tag == "tableView" || tag == "collectionView" || tag == "textView";
  }
};

/// A hierarchy Auto Layout lays out: `views[0]` is its root, laid out at `rootSize`.
struct IBHierarchy {
  /// What it is, for the output's header and the layout file's name: the scene's title or the
  /// root's name, and the scene it belongs to (storyboards).
  std::string title;
  std::string sceneTitle;
  std::string sceneIdentifier;
  /// The view controller's id, class and storyboard id, for `--scene`.
  std::string controllerIdentifier;
  std::string controllerClass;
  std::string storyboardIdentifier;

  std::vector<IBView> views;
  /// Every installed constraint of the hierarchy, in the order of the file.
  std::vector<IBConstraint> constraints;
  /// The layout guides' ids.
  std::map<std::string, IBGuide> guides;
  /// The index of each view by IB id.
  std::map<std::string, std::int32_t> viewsById;

  LayoutSize rootSize;
  /// Where the size comes from, for the header comment.
  std::string rootSizeReason;
  LayoutInsets safeAreaInsets;
  std::string safeAreaReason;
  /// The root's margins when UIKit gives it others than UIView's 8 (a cell's content view, which
  /// takes its cell's), and why.
  std::optional<LayoutInsets> rootLayoutMargins;
  std::string rootLayoutMarginsReason;
  /// A view controller's view's system minimum margins at the sides (the engine then adds the
  /// safe area); nullopt for any other root.
  std::optional<double> systemMinimumSideMargin;
};

/// `<tag id="…">` (with the user label or custom class when it has one), as diagnostics name an
/// element.
std::string describeElement(const XMLElement& element);

}  // namespace clayout::internal
