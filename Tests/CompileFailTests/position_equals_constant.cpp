// position_equals_constant.cpp — a position cannot equal a constant (a dimension can).
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void relatePositionToConstant(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.left == 100;
#else
  auto value = a.width == 100;
#endif
  static_cast<void>(value);
}
