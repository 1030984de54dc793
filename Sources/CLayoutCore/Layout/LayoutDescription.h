// LayoutDescription.h — the readable form of layout constraints (internal).
#pragma once

#include <functional>
#include <string>

#include "CLayoutCore/Layout/LayoutConstraint.h"

namespace clayout::internal {

/// `label.top == button.bottom + 20 @750 "title-gap" (LoginScreen.cpp:42)`: each side as its
/// terms (`item.attribute`, a coefficient other than 1 written before it as `2·a.width`, signs
/// between terms as operators) then its constant when not 0 (a bare constant for a side without
/// terms); `@priority` only when not required; the identifier in quotes when there is one; the
/// file name and line when known. `nameOf` gives the name of an item of an engine (each side
/// carries its engine, which may differ from the other side's in a constraint being refused).
/// `nameOf` gives each name as messages quote it (`boundedName`), and the identifier and the file
/// name are quoted through it too: a description never quotes megabytes, whatever the names.
std::string describeLayoutConstraint(const LayoutConstraint& constraint,
                                     const std::function<std::string(ItemIdentifier, void*)>& nameOf);

/// The place a description ends with, ` (LoginScreen.cpp:42)`; empty for a constraint without a
/// line.
std::string placeDescription(const LayoutConstraint& constraint);

}  // namespace clayout::internal
