// NumberFormat.h — how numbers print in descriptions, messages and dumps (internal, shared by every layer).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

namespace clayout::internal {

/// A number as people write it: integers without a decimal point, anything else with up to 10
/// significant digits; `nan`, `inf` and `-inf` for the non-finite values. Never prints `-0`.
inline std::string formatNumber(double value) {
  if (value == 0) return "0";
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[64];
  if (std::fabs(value) < 1e15 && value == std::trunc(value)) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
  }
  return buffer;
}

}  // namespace clayout::internal
