// product_of_dimensions.cpp — constraints are linear: a dimension times a dimension does not exist.
//
// Built twice by CMake (CMakeLists.txt here): as is, it must compile (the allowed twin); with
// CLAYOUT_FORBIDDEN defined it must fail to compile, for the reason the test names.
#include "CLayoutCore/CLayoutCore.h"

/// The twin and the forbidden form, on items `a` and `b` of one engine.
void multiplyDimensions(const clayout::LayoutItem& a, const clayout::LayoutItem& b) {
#ifdef CLAYOUT_FORBIDDEN
  auto value = a.width * b.width;
#else
  auto value = a.width * 2 + b.width;
#endif
  static_cast<void>(value);
}
