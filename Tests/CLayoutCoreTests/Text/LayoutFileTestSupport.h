// LayoutFileTestSupport.h — what the layout file tests share: loading a text that must load (its
// diagnostics printed when it does not), and an item's frame by name.
#pragma once

#include <string>

#include "CLayoutCore/Text/LayoutFile.h"
#include "TestSupport.h"

namespace clayout::testing {

/// Loads `text` (called `test.layout`) into `engine`, recording a failure with every diagnostic
/// when it does not load.
inline LayoutFileLoad loadExpectingSuccess(LayoutEngine& engine, const std::string& text, const char* file,
                                           int line) {
  LayoutFileLoad load = loadLayoutText(engine, text, "test.layout");
  if (!load.succeeded()) {
    std::string all;
    for (const TextDiagnostic& diagnostic : load.diagnostics) all += "\n  " + describeDiagnostic(diagnostic);
    reportFailure(file, line, "the layout did not load:" + all);
  }
  return load;
}

/// The frame of the item `name` of `load`, in root coordinates (a zero frame for an unknown name,
/// which then fails the frame check).
inline LayoutRect frameOf(const LayoutEngine& engine, const LayoutFileLoad& load, const std::string& name) {
  auto found = load.itemsByName.find(name);
  if (found == load.itemsByName.end()) return LayoutRect{-1, -1, -1, -1};
  return engine.frame(found->second, LayoutCoordinates::root);
}

}  // namespace clayout::testing

#define LOAD_LAYOUT(engine, text) \
  ::clayout::testing::loadExpectingSuccess((engine), (text), __FILE__, __LINE__)
#define CHECK_ITEM_FRAME(engine, load, name, x, y, width, height) \
  CHECK_FRAME(::clayout::testing::frameOf((engine), (load), (name)), x, y, width, height)
