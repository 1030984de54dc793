// LayoutFileParser.cpp — libFuzzer harness: the fuzz input as the text of a layout file.
//
// The bytes are loaded with `loadLayoutText` into a new engine. The harness checks, and aborts
// with a message when one breaks:
//   (a) the load returns (no crash, no sanitizer report, no exception: the function is noexcept);
//   (b) a failed load changes nothing: the engine's dump is a new engine's, the result holds no
//       item and no constraint, and every diagnostic has a message and a place inside the text
//       (line 1 … lines + 1, column ≥ 1), its notes too (a note of an engine-made constraint may
//       have line 0);
//   (c) a successful load holds every item and constraint it reports: each item is in the engine
//       under its name, each constraint is active; and, unless CLAYOUT_FUZZ_SKIP_NUMERIC=1, every
//       frame is finite;
//   (d) a second load into the loaded engine is refused (`engineNotEmpty`) and changes nothing,
//       unless the file changed nothing the dump shows (`clayout 1` alone): the engine is then new.
// Fuzz/layout-file.dict gives libFuzzer the format's words (Fuzz/run passes it).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "CLayoutCore/CLayoutCore.h"
#include "CLayoutCore/Text/LayoutFile.h"

namespace {

using namespace clayout;

[[noreturn]] void broken(const std::string& what, std::string_view text) {
  std::fprintf(stderr, "INVARIANT BROKEN: %s\n--- input (%zu bytes) ---\n%.*s\n---\n", what.c_str(),
               text.size(), static_cast<int>(text.size() < 2000 ? text.size() : 2000), text.data());
  std::abort();
}

/// Whether `location` lies inside a text of `lines` lines.
bool inside(const TextLocation& location, std::uint32_t lines, bool mayBeWholeFile) {
  if (location.line == 0) return mayBeWholeFile && location.column == 0;
  return location.line <= lines + 1 && location.column >= 1;
}

const std::string& freshDump() {
  static const std::string dump = LayoutEngine().dump();
  return dump;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  static const bool skipNumeric = std::getenv("CLAYOUT_FUZZ_SKIP_NUMERIC") != nullptr;
  std::uint32_t lines = 1;
  for (char c : text) lines += c == '\n' ? 1 : 0;

  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, text, "fuzz.layout");
  if (!load.succeeded()) {
    if (engine.dump() != freshDump()) broken("a failed load changed the engine", text);
    if (!load.items.empty() || !load.constraints.empty() || !load.itemsByName.empty()) {
      broken("a failed load reports items or constraints", text);
    }
    for (const TextDiagnostic& diagnostic : load.diagnostics) {
      if (diagnostic.message.empty()) broken("a diagnostic without a message", text);
      if (diagnostic.location.fileName != "fuzz.layout") broken("a diagnostic names another file", text);
      if (!inside(diagnostic.location, lines, false)) {
        broken("a diagnostic outside the text: " + describeDiagnostic(diagnostic), text);
      }
      for (const TextNote& note : diagnostic.notes) {
        if (!inside(note.location, lines, true))
          broken("a note outside the text: " + describeDiagnostic(diagnostic), text);
      }
    }
    return 0;
  }
  for (const LoadedItem& item : load.items) {
    if (!engine.contains(item.item) || engine.name(item.item) != item.name) {
      broken("a loaded item is not in the engine under its name: " + item.name, text);
    }
    if (load.itemsByName.at(item.name) != item.item)
      broken("itemsByName disagrees with items: " + item.name, text);
  }
  for (const LoadedConstraint& constraint : load.constraints) {
    if (!constraint.constraint.isActive()) broken("a loaded constraint is not active", text);
  }
  if (!skipNumeric) {
    for (const auto& [name, item] : load.itemsByName) {
      LayoutRect frame = engine.frame(item, LayoutCoordinates::root);
      if (!std::isfinite(frame.x) || !std::isfinite(frame.y) || !std::isfinite(frame.width) ||
          !std::isfinite(frame.height)) {
        broken("a frame is not finite: " + name, text);
      }
    }
  }
  const std::string loaded = engine.dump();
  if (loaded == freshDump()) return 0;
  LayoutFileLoad again = loadLayoutText(engine, text, "fuzz.layout");
  if (again.succeeded() || again.diagnostics.front().kind != TextDiagnosticKind::engineNotEmpty) {
    broken("a second load into a loaded engine was not refused as engineNotEmpty", text);
  }
  if (engine.dump() != loaded) broken("a refused second load changed the engine", text);
  return 0;
}
