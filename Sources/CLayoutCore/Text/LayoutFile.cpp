// LayoutFile.cpp — the public entry points: parse, then apply to the engine as one change.
#include "CLayoutCore/Text/LayoutFile.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "DiagnosticText.h"
#include "LayoutFileApplication.h"
#include "LayoutFileParser.h"
#include "Lexer.h"

namespace clayout {

namespace {

/// `loadLayoutText`'s work, before its diagnostics are bounded.
LayoutFileLoad loadUnbounded(LayoutEngine& engine, std::string_view text, std::string fileName,
                             const LayoutFileOptions& options) {
  LayoutFileLoad load;
  if (!engine.isEmpty()) {
    load.diagnostics.push_back(
        {{fileName, 0, 0},
         TextDiagnosticKind::engineNotEmpty,
         "the engine already has items, constraints or a root size: a layout file is loaded "
         "into a new engine",
         {}});
    return load;
  }
  internal::LayoutFileParse parse = internal::parseLayoutFile(internal::tokenize(text), fileName);
  if (!parse.diagnostics.empty()) {
    load.diagnostics = std::move(parse.diagnostics);
    return load;
  }
  if (options.rootSize) {
    // The host's size replaces the file's, which is then never set: it comes from no line.
    parse.description.rootSizeReplacesFile = parse.description.rootSize.has_value();
    parse.description.rootSize =
        internal::PropertyDescription<LayoutSize>{*options.rootSize, {fileName, 0, 0}};
    parse.description.rootSizeFromHost = true;
  }
  // Every call once, on the engine itself, as one change: a file the engine refuses anywhere
  // leaves it empty, as it was (its unsatisfiable constraint policy too, which the file's
  // `unsatisfiableConstraints:` may have changed), and reports every refusal.
  const bool kept = engine.buildFromEmpty([&] {
    internal::applyLayoutFile(parse.description, engine, load);
    return load.diagnostics.empty();
  });
  if (!kept) {
    LayoutFileLoad refused;
    refused.diagnostics = std::move(load.diagnostics);
    return refused;
  }
  return load;
}

}  // namespace

LayoutFileLoad loadLayoutText(LayoutEngine& engine, std::string_view text, std::string fileName,
                              const LayoutFileOptions& options) noexcept {
  LayoutFileLoad result = loadUnbounded(engine, text, std::move(fileName), options);
  // Whatever the file's bytes, its diagnostics are valid UTF-8 of a bounded length.
  internal::boundDiagnostics(result.diagnostics);
  return result;
}

LayoutFileLoad loadLayoutFile(LayoutEngine& engine, const std::string& path,
                              const LayoutFileOptions& options) noexcept {
  auto unreadable = [&](const std::string& why) {
    LayoutFileLoad load;
    load.diagnostics.push_back({{path, 0, 0}, TextDiagnosticKind::unreadableFile, "cannot read " + why, {}});
    return load;
  };
  // A folder opens as a stream on Linux and reads as nothing: refuse it by name first.
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return unreadable("'" + path + "': it is a folder");
  std::ifstream stream(path, std::ios::binary);
  if (!stream.is_open()) return unreadable("the file '" + path + "'");
  std::ostringstream contents;
  contents << stream.rdbuf();
  if (stream.bad()) return unreadable("the file '" + path + "'");
  return loadLayoutText(engine, contents.str(), path, options);
}

}  // namespace clayout
