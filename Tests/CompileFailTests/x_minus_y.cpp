// x_minus_y.cpp — the distance between a horizontal and a vertical position does not exist.
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void subtractYFromX(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.right - b.top;
#else
  auto value = a.right - b.left;
#endif
  static_cast<void>(value);
}
