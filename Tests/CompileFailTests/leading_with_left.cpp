// leading_with_left.cpp — leading/trailing cannot be related to left/right (they differ in
// right-to-left layouts).
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void relateLeadingWithLeft(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.leading == b.right + 8;
#else
  auto value = a.leading == b.trailing + 8;
#endif
  static_cast<void>(value);
}
