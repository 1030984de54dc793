// InterfaceBuilderImport.cpp — libFuzzer harness: the fuzz input as the text of an Interface
// Builder file.
//
// The bytes are imported with `importInterfaceBuilderText`. The harness checks, and aborts with a
// message when one breaks:
//   (a) the import returns (no crash, no sanitizer report, no exception: the function is noexcept);
//   (b) every diagnostic has a message and a place inside the text (line 1 … lines + 1, column ≥ 1;
//       line 0 and column 0 for the file as a whole);
//   (c) an import with an error writes no layout, one without writes at least one;
//   (d) each layout file is named `….layout`, once, and starts with `clayout 1`; it loads into a
//       new engine, or a warning says it does not (`does not load as written (NAME:`);
//   (e) the import is a function of its input: a second import gives the same layouts and
//       diagnostics.
// Fuzz/interface-builder.dict gives libFuzzer IB's words (Fuzz/run passes it); the seeds in
// Fuzz/corpus/interface-builder are the test files of Tests/InterfaceBuilder, written for the
// project.
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
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

bool sameDiagnostics(const InterfaceBuilderImport& a, const InterfaceBuilderImport& b) {
  if (a.diagnostics.size() != b.diagnostics.size() || a.layouts.size() != b.layouts.size()) return false;
  for (std::size_t index = 0; index < a.diagnostics.size(); ++index) {
    if (describeImportDiagnostic(a.diagnostics[index]) != describeImportDiagnostic(b.diagnostics[index]))
      return false;
  }
  for (std::size_t index = 0; index < a.layouts.size(); ++index) {
    if (a.layouts[index].text != b.layouts[index].text ||
        a.layouts[index].fileName != b.layouts[index].fileName)
      return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::uint32_t lines = 1;
  for (char c : text) lines += c == '\n' ? 1 : 0;

  InterfaceBuilderImport imported = importInterfaceBuilderText(text, "fuzz.xib");
  for (const ImportDiagnostic& diagnostic : imported.diagnostics) {
    if (diagnostic.message.empty()) broken("a diagnostic without a message", text);
    if (diagnostic.location.fileName != "fuzz.xib") broken("a diagnostic names another file", text);
    const TextLocation& place = diagnostic.location;
    bool wholeFile = place.line == 0 && place.column == 0;
    if (!wholeFile && !(place.line <= lines + 1 && place.column >= 1)) {
      broken("a diagnostic outside the text: " + describeImportDiagnostic(diagnostic), text);
    }
  }
  if (!imported.succeeded() && !imported.layouts.empty())
    broken("an import with an error wrote layouts", text);
  if (imported.succeeded() && imported.layouts.empty())
    broken("an import without an error wrote nothing", text);
  std::set<std::string> names;
  for (const ImportedLayout& layout : imported.layouts) {
    const std::string& name = layout.fileName;
    if (name.size() < 8 || name.compare(name.size() - 7, 7, ".layout") != 0 || !names.insert(name).second) {
      broken("a layout file's name is not a unique NAME.layout: " + name, text);
    }
    if (layout.text.rfind("clayout 1\n", 0) != 0)
      broken("a layout file does not start with 'clayout 1'", text);
    LayoutEngine engine;
    LayoutFileLoad load = loadLayoutText(engine, layout.text, name);
    if (load.succeeded()) continue;
    bool said = false;
    for (const ImportDiagnostic& diagnostic : imported.diagnostics) {
      said =
          said || (diagnostic.severity == ImportDiagnosticSeverity::warning &&
                   diagnostic.message.find("does not load as written (" + name + ":") != std::string::npos);
    }
    if (!said) {
      broken("a layout file does not load and no warning says so: " +
                 describeDiagnostic(load.diagnostics.front()),
             text);
    }
  }
  if (!sameDiagnostics(imported, importInterfaceBuilderText(text, "fuzz.xib"))) {
    broken("a second import of the same text differs", text);
  }
  return 0;
}
