// InterfaceBuilderFileTests.cpp — every Interface Builder file of Tests/InterfaceBuilder (written
// for these tests, not by IB), imported and laid out: each file says, in a comment, the frames it
// must give with their derivation by hand, and the warnings it must raise (its README). The Swift
// tests read the same files with the same expectations (InterfaceBuilderFileTests.swift).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "CLayoutCore/Text/LayoutFile.h"
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// One file's expectations for one device ("" for the file's canvas device).
struct Expectations {
  std::size_t layouts = 0;
  bool unloadable = false;
  /// id → (x, y, width, height) in the superview's coordinates.
  std::map<std::string, LayoutRect> frames;
  /// (severity, element id, part of the message).
  std::vector<std::tuple<ImportDiagnosticSeverity, std::string, std::string>> diagnostics;
};

std::string readText(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  std::ostringstream contents;
  contents << stream.rdbuf();
  return contents.str();
}

/// The expectations of a file's text by device: every line `expect[@DEVICE] WHAT …`.
std::map<std::string, Expectations> expectationsOf(const std::string& text, const std::string& file) {
  std::map<std::string, Expectations> runs;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::size_t start = line.find_first_not_of(' ');
    if (start == std::string::npos || line.compare(start, 6, "expect") != 0) continue;
    std::istringstream words(line.substr(start + 6));
    std::string device;
    if (words.peek() == '@') {
      words.get();
      words >> device;
    }
    Expectations& run = runs[device];
    std::string what;
    words >> what;
    if (what == "layouts") {
      words >> run.layouts;
    } else if (what == "unloadable") {
      run.unloadable = true;
    } else if (what == "frame") {
      std::string id;
      LayoutRect frame;
      words >> id >> frame.x >> frame.y >> frame.width >> frame.height;
      run.frames[id] = frame;
    } else if (what == "warning" || what == "error") {
      std::string id;
      words >> id;
      std::string rest;
      std::getline(words, rest);
      std::size_t open = rest.find('"');
      std::size_t close = rest.rfind('"');
      run.diagnostics.emplace_back(
          what == "error" ? ImportDiagnosticSeverity::error : ImportDiagnosticSeverity::warning, id,
          rest.substr(open + 1, close - open - 1));
    } else {
      testing::reportFailure(file.c_str(), 0, "unknown expectation: " + line);
    }
  }
  return runs;
}

/// The 1-based line of the element whose id is `id` in `text`, 0 when there is none.
std::uint32_t lineOfElement(const std::string& text, const std::string& id) {
  std::size_t at = text.find(" id=\"" + id + "\"");
  if (at == std::string::npos) return 0;
  return static_cast<std::uint32_t>(
      std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1);
}

void checkFile(const std::filesystem::path& path) {
  std::string text = readText(path);
  std::string file = path.filename().string();
  std::map<std::string, Expectations> runs = expectationsOf(text, file);
  if (runs.empty()) testing::reportFailure(file.c_str(), 0, "no expectation");
  for (const auto& [device, expected] : runs) {
    std::string run = file + (device.empty() ? "" : " on " + device);
    InterfaceBuilderImportOptions options;
    options.device = device;
    InterfaceBuilderImport imported = importInterfaceBuilderText(text, file, options);
    if (imported.layouts.size() != expected.layouts) {
      testing::reportFailure(
          run.c_str(), 0,
          std::to_string(imported.layouts.size()) + " layouts, expected " + std::to_string(expected.layouts));
    }
    // Every diagnostic expected, every expected one found, at its element's line.
    std::vector<bool> found(expected.diagnostics.size(), false);
    for (const ImportDiagnostic& diagnostic : imported.diagnostics) {
      bool matched = false;
      for (std::size_t index = 0; index < expected.diagnostics.size(); ++index) {
        const auto& [severity, id, part] = expected.diagnostics[index];
        if (diagnostic.severity == severity &&
            testing::containsText(diagnostic.element, "id=\"" + id + "\"") &&
            diagnostic.location.line == lineOfElement(text, id) &&
            testing::containsText(diagnostic.message, part)) {
          found[index] = matched = true;
        }
      }
      if (!matched)
        testing::reportFailure(run.c_str(), 0, "unexpected: " + describeImportDiagnostic(diagnostic));
    }
    for (std::size_t index = 0; index < found.size(); ++index) {
      if (!found[index]) {
        testing::reportFailure(run.c_str(), 0,
                               "no diagnostic at " + std::get<1>(expected.diagnostics[index]) + " with \"" +
                                   std::get<2>(expected.diagnostics[index]) + "\"");
      }
    }
    // Every layout loads (but the one of a file that expects it not to), and every view expected
    // has its frame in its superview.
    std::map<std::string, LayoutRect> frames;
    for (const ImportedLayout& layout : imported.layouts) {
      LayoutEngine engine;
      LayoutFileLoad load = loadLayoutText(engine, layout.text, layout.fileName);
      if (!load) {
        if (!expected.unloadable) {
          testing::reportFailure(
              run.c_str(), 0,
              layout.fileName + " does not load: " + describeDiagnostic(load.diagnostics.front()));
        }
        continue;
      }
      if (expected.unloadable) testing::reportFailure(run.c_str(), 0, layout.fileName + " loads");
      for (const LoadedItem& item : load.items) {
        if (!item.identifier.empty()) frames[item.identifier] = engine.frame(item.item);
      }
    }
    for (const auto& [id, frame] : expected.frames) {
      auto laidOut = frames.find(id);
      if (laidOut == frames.end()) {
        testing::reportFailure(run.c_str(), 0, "no view " + id);
        continue;
      }
      testing::checkFrame(laidOut->second, frame.x, frame.y, frame.width, frame.height,
                          (run + ": " + id).c_str(), __FILE__, __LINE__);
    }
  }
}

}  // namespace

TEST_CASE("every file of Tests/InterfaceBuilder gives the frames and diagnostics it expects") {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(CLAYOUT_INTERFACE_BUILDER_FOLDER)) {
    std::string extension = entry.path().extension().string();
    if (extension == ".xib" || extension == ".storyboard") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  REQUIRE(paths.size() >= 10);
  for (const auto& path : paths) checkFile(path);
}
