// x_with_y.cpp — a horizontal anchor cannot be related to a vertical one.
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void relateXWithY(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.left == b.top + 8;
#else
  auto value = a.left == b.left + 8;
#endif
  static_cast<void>(value);
}
