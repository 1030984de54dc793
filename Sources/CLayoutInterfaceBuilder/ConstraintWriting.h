// ConstraintWriting.h — IB's constraints and autoresizing masks as constraints of a layout file,
// in its anchor notation (`title.leading == root.layoutMarginsGuide.leading + 8 "aB3-x1-9Qz"`).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "InterfaceBuilderHierarchy.h"

namespace clayout::internal {

/// A number as the layout file reads it back exactly: the shortest text that round-trips.
std::string layoutNumber(double value);

/// Writes anchors and constraints of one hierarchy whose views have their names.
class ConstraintWriter {
 public:
  /// `contentGuides` and `frameGuides` name, per scroll view index, the layout guides the writer
  /// declares for its content and frame layout guides.
  ConstraintWriter(const IBHierarchy& hierarchy, const std::map<std::int32_t, std::string>& contentGuides,
                   const std::map<std::int32_t, std::string>& frameGuides);

  /// The constraint as a layout-file line (without identifier or comment), or nullopt with
  /// `why` set when the layout file cannot say it (a position equal to a number, an X position
  /// with a Y one, an attribute IB does not write).
  std::optional<std::string> constraint(const IBConstraint& constraint, std::string& why) const;

  /// The constraints UIKit makes for the view at `index` from its autoresizing mask and its frame
  /// in its superview (`translatesAutoresizingMaskIntoConstraints`), four per view: two per axis.
  std::vector<std::string> autoresizingConstraints(std::int32_t index) const;

  /// Whether the view at `index` is the view at `ancestor` or lies under it.
  bool isWithin(std::int32_t index, std::int32_t ancestor) const;

 private:
  const IBHierarchy& hierarchy_;
  const std::map<std::int32_t, std::string>& contentGuides_;
  const std::map<std::int32_t, std::string>& frameGuides_;

  /// What an IB attribute is: the layout file's attribute, whether it is of the margins guide,
  /// and its kind (0: X, 1: leading/trailing, 2: Y, 3: a dimension; -1: not an attribute).
  struct Attribute {
    std::string name;
    bool margin = false;
    int kind = -1;
  };
  static Attribute attribute(const std::string& ibAttribute);

  /// `item.attribute` in the layout file's notation, for the item with IB id `item` in a
  /// constraint whose other item is `other` (a scroll view's edges are its content's when the
  /// other item is inside it).
  std::optional<std::string> anchor(const std::string& item, const Attribute& attribute,
                                    const std::string& other, std::string& why) const;
  std::string viewName(std::int32_t index) const;
};

}  // namespace clayout::internal
