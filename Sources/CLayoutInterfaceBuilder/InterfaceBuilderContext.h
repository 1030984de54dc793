// InterfaceBuilderContext.h — what the reading of an IB file knows across hierarchies: the file,
// the device and its size classes, the outlets, images and designables the file declares, and
// the diagnostics. Shared by InterfaceBuilderReading.cpp (the document, its scenes and roots) and
// InterfaceBuilderViews.cpp (one hierarchy's views and constraints).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "InterfaceBuilderHierarchy.h"

namespace clayout::internal {

/// A number as IB writes it (`12`, `0.5`, `-3.5`, `1e-3`), or nullopt when it is not one or not
/// finite.
std::optional<double> parseNumber(std::string_view text) noexcept;

/// A diagnostic of `fileName` at `element` (its line, column and description; the file as a whole
/// when null).
ImportDiagnostic diagnosticAt(const std::string& fileName, const XMLElement* element,
                              ImportDiagnosticSeverity severity, std::string message);

/// `text`'s words (runs of ASCII letters and digits) joined in camel case: `Title Label` gives
/// `titleLabel`, or `TitleLabel` with `capitalizeFirst`; the rest dropped.
std::string camelCaseWords(const std::string& text, bool capitalizeFirst);

class ReadingContext {
 public:
  ReadingContext(const XMLElement& document, std::string fileName, InterfaceBuilderDevice device,
                 std::vector<ImportDiagnostic>& diagnostics);

  const std::string& fileName() const noexcept { return fileName_; }
  const InterfaceBuilderDevice& device() const noexcept { return device_; }

  /// The size-class variations of `element` that apply to the device, least specific first
  /// (`default`, then the width class, then the height class, then both): a later one's
  /// attributes override an earlier one's.
  std::vector<const XMLElement*> variations(const XMLElement& element) const;
  /// The attribute `name` of `element` with its applicable variations applied.
  std::optional<std::string_view> attribute(const XMLElement& element, std::string_view name) const;
  /// Whether the constraint or subview with IB id `identifier` is installed for the device's size
  /// classes (`<mask key="constraints"><exclude reference="…"/>` in a variation).
  bool isInstalled(std::string_view identifier) const;

  /// The property name of the one outlet that points at `identifier`, or "".
  std::string outletName(const std::string& identifier) const;
  /// The size of the image named `name` in the file's `<resources>`.
  std::optional<LayoutSize> imageSize(std::string_view name) const;
  /// The intrinsic content size IB computed for the designable view `identifier`.
  std::optional<LayoutSize> designableSize(const std::string& identifier) const;

  void report(const XMLElement* element, ImportDiagnosticSeverity severity, std::string message);
  void warn(const XMLElement& element, std::string message) {
    report(&element, ImportDiagnosticSeverity::warning, std::move(message));
  }
  void error(const XMLElement& element, std::string message) {
    report(&element, ImportDiagnosticSeverity::error, std::move(message));
  }

 private:
  std::string fileName_;
  InterfaceBuilderDevice device_;
  std::vector<ImportDiagnostic>& diagnostics_;
  /// For each referenced id, the most specific applicable mask entry: (specificity, included).
  std::map<std::string, std::pair<int, bool>, std::less<>> masks_;
  std::map<std::string, std::string> outlets_;
  std::map<std::string, LayoutSize, std::less<>> images_;
  std::map<std::string, LayoutSize> designables_;

  /// How specific a variation key is for the device (0 for `default`), or -1 when it does not
  /// apply.
  int specificity(std::string_view key) const;
  void collect(const XMLElement& element);
};

/// Reads one hierarchy, rooted at the view element `root`, into `hierarchy` (its views and
/// constraints; the caller sets its size, insets and titles). `extraGuides` are guides that
/// belong to the root but are declared outside it (a view controller's top and bottom layout
/// guides); `aliases` are ids that stand for the root, and `cell` the cell whose content view is
/// the root (its constraints are the hierarchy's too), if it is one.
void readHierarchy(ReadingContext& context, const XMLElement& root, IBHierarchy& hierarchy,
                   const std::vector<std::pair<std::string, IBGuideKind>>& extraGuides,
                   const std::vector<std::string>& aliases, const XMLElement* cell);

/// The device `document` is laid out for: `option` (`retina6_1` or `retina6_1:landscape`) when
/// given, else the file's canvas device (an iPhone 8's in portrait, with a warning, when the file
/// names none or one this table does not know). Sets `canvasDevice` to whether it is the file's
/// canvas. Nullopt, with an error in `diagnostics`, for a document that is not a UIKit IB file or
/// an unknown `option`.
std::optional<InterfaceBuilderDevice> documentDevice(const XMLElement& document, const std::string& fileName,
                                                     const std::string& option, bool& canvasDevice,
                                                     std::vector<ImportDiagnostic>& diagnostics);

/// Every hierarchy of `document`, in the order of the file.
std::vector<IBHierarchy> readHierarchies(const XMLElement& document, ReadingContext& context,
                                         bool canvasDevice);

/// Whether `element` is a view (it has a frame, or its name is a UIKit view's).
bool isViewElement(const XMLElement& element);

}  // namespace clayout::internal
