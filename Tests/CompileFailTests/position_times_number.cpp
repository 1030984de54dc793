// position_times_number.cpp — a position cannot be multiplied by a number (a dimension can).
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void multiplyPosition(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.left * 2;
#else
  auto value = a.width * 2;
#endif
  static_cast<void>(value);
}
