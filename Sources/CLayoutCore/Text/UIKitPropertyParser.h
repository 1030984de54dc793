// UIKitPropertyParser.h — the properties of UIKit's rules in a layout file, read in the file's
// second pass with an item's other properties:
//
//   preservesSuperviewLayoutMargins        := ('true' | 'false')
//   insetsLayoutMarginsFromSafeArea        := ('true' | 'false')
//   systemMinimumLayoutMargins             := directional insets (top, leading, bottom, trailing;
//                                             one number for all; a side left out is 0)
//   viewRespectsSystemMinimumLayoutMargins := ('true' | 'false')
//   alignmentRectInsets                    := insets (top, left, bottom, right; one number for
//                                             all; a side left out is 0)      (views only)
//   readableContentWidth                   := number >= 0      (top level only: the engine's)
//   unsatisfiableConstraints               := ('refuse' | 'recover')   (top level only)
#pragma once

#include <optional>

#include "LayoutFileDescription.h"
#include "ParserState.h"

namespace clayout::internal {

/// Reads the property `name` of `item` (the root's properties when `isRoot`), the cursor after
/// its ':', into `item` or `description`: true when read, false with an error reported (a
/// property set twice, a bad value, a root-only property elsewhere), nullopt when `name` is not
/// one of these properties (nothing read).
std::optional<bool> parseUIKitProperty(ParserState& state, const Token& name, ItemDescription& item,
                                       bool isRoot, LayoutFileDescription& description);

/// The names `parseUIKitProperty` reads, for the list an unknown property's message gives.
inline constexpr const char* uikitPropertyNames =
    "preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, systemMinimumLayoutMargins, "
    "viewRespectsSystemMinimumLayoutMargins, alignmentRectInsets, readableContentWidth, "
    "unsatisfiableConstraints";

}  // namespace clayout::internal
