// position_equals_dimension.cpp — a position cannot equal a dimension.
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void relatePositionToDimension(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.left == b.width;
#else
  auto value = a.right - a.left == b.width;
#endif
  static_cast<void>(value);
}
