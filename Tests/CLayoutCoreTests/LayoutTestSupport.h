// LayoutTestSupport.h — helpers shared by the layout engine's tests: frame checks and building
// items into a tree. Include after TestSupport.h.
#pragma once

#include <string>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

namespace clayout::testing {

/// Records a failure at `line` unless `rect` is (x, y, width, height) to 1e-9.
inline void checkFrame(const LayoutRect& rect, double x, double y, double width, double height,
                       const char* file, int line) {
  if (!near(rect.x, x) || !near(rect.y, y) || !near(rect.width, width) || !near(rect.height, height)) {
    reportFailure(file, line,
                  "frame (" + std::to_string(rect.x) + ", " + std::to_string(rect.y) + ", " +
                      std::to_string(rect.width) + ", " + std::to_string(rect.height) + "), expected (" +
                      std::to_string(x) + ", " + std::to_string(y) + ", " + std::to_string(width) + ", " +
                      std::to_string(height) + ")");
  }
}

/// A new item called `name`, added as the last subitem of `parent`.
inline LayoutItem addItem(LayoutEngine& engine, const LayoutItem& parent, const char* name) {
  LayoutItem item = engine.makeItem(name);
  engine.addSubitem(parent, item);
  return item;
}

inline bool containsText(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace clayout::testing

#define CHECK_FRAME(rect, x, y, width, height) \
  ::clayout::testing::checkFrame((rect), (x), (y), (width), (height), __FILE__, __LINE__)
