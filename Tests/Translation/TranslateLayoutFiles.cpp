// TranslateLayoutFiles.cpp — the build's translator of Tests/Translation/*.layout (see README.md
// there): each file to C++ or Swift with `clayout::translateLayout`, plus an index of them all
// that the tests iterate.
//
//   clayout-translate-files --to cpp --output FOLDER FILE…         writes FOLDER/TranslatedLayouts.h:
//                                                                 every translation and an index
//   clayout-translate-files --to swift --output FOLDER FILE…       writes FOLDER/<Type>.swift and
//                                                                 FOLDER/TranslatedLayouts.swift
//   clayout-translate-files --to swift --check FOLDER FILE…        fails (exit 1) when FOLDER's
//                                                                 files differ from a fresh translation,
//                                                                 printing the command that regenerates them
//   … --to swift --index NAME …                                   names the index NAME (in its file
//                                                                 Name.swift) instead of
//                                                                 translatedLayouts, for a second set of
//                                                                 files in one target (Tests/Fixtures)
//
// A file is named in the code by its base name (`login.layout`), so the output does not depend
// on where the checkout is. A file with a `#! load error` line (a fixture that must not load,
// Tests/Fixtures/README.md) has no translation and is left out.
#include <CLayoutCore/Text/LayoutFile.h>
#include <CLayoutTranslation/LayoutTranslation.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Options {
  clayout::TranslationLanguage language = clayout::TranslationLanguage::cpp;
  std::string folder;
  bool check = false;
  std::vector<std::string> files;
  /// The index's name: `translatedLayouts` (Tests/Translation) unless `--index` says otherwise.
  std::string indexName = "translatedLayouts";
};

int usage(const char* why) {
  std::fprintf(stderr,
               "clayout-translate-files: %s\n"
               "usage: clayout-translate-files --to cpp|swift (--output | --check) FOLDER FILE...\n",
               why);
  return 2;
}

bool read(const std::string& path, std::string& contents) {
  std::ifstream stream(path, std::ios::binary);
  if (!stream.is_open()) return false;
  std::ostringstream text;
  text << stream.rdbuf();
  contents = text.str();
  return !stream.bad();
}

/// Whether `text` has a line that starts (after spaces) with `#! load error`: a fixture of a file
/// that must not load, which has no translation.
bool mustNotLoad(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::size_t start = line.find_first_not_of(" \t");
    if (start != std::string::npos && line.compare(start, 13, "#! load error") == 0) return true;
  }
  return false;
}

/// The index: every translated file by name, with a function that builds it into an engine.
std::string index(clayout::TranslationLanguage language, const std::string& indexName,
                  const std::vector<std::pair<std::string, clayout::LayoutTranslation>>& translations) {
  std::string out;
  bool isTranslationIndex = indexName == "translatedLayouts";
  if (language == clayout::TranslationLanguage::cpp) {
    out += "// Every translated file of Tests/Translation, written by clayout-translate-files.\n";
    out += "#pragma once\n\n#include <CLayoutCore/CLayoutCore.h>\n";
    // One header with every translation, so that the build knows the one file it regenerates.
    for (const auto& [name, translation] : translations) {
      std::string code = translation.code;
      for (const char* line : {"#pragma once\n", "#include <CLayoutCore/CLayoutCore.h>\n"}) {
        if (auto found = code.find(line); found != std::string::npos) code.erase(found, std::strlen(line));
      }
      out += "\n" + code;
    }
    out +=
        "\n/// A translated file: its name, and a function that builds it into a new engine and gives its\n";
    out += "/// constraints.\n";
    out += "struct TranslatedLayout {\n  const char* fileName;\n";
    out += "  clayout::LayoutResult (*build)(clayout::LayoutEngine& engine,\n";
    out += "                                 std::vector<clayout::LayoutConstraint>& constraints);\n};\n\n";
    out += "inline const TranslatedLayout translatedLayouts[] = {\n";
    for (const auto& [name, translation] : translations) {
      out += "    {\"" + name + "\",\n";
      out +=
          "     [](clayout::LayoutEngine& engine, std::vector<clayout::LayoutConstraint>& constraints) {\n";
      out += "       " + translation.typeName + " layout;\n";
      out += "       clayout::LayoutResult result = " + translation.functionName + "(engine, layout);\n";
      out += "       constraints = layout.constraints;\n       return result;\n     }},\n";
    }
    out += "};\n";
  } else {
    if (isTranslationIndex) {
      out += "// Every translated file of Tests/Translation, written by clayout-translate-files:\n";
      out += "// regenerate it rather than edit it (Tests/Translation/README.md).\n\nimport SwiftLayout\n\n";
    } else {
      out += "// Every translated file, written by clayout-translate-files --index " + indexName + ":\n";
      out += "// regenerate it rather than edit it (the README beside the layout files).\n\n";
      out += "import SwiftLayout\n\n";
    }
    out += "/// Each translated file's name and a function that builds it into a new engine and gives its\n";
    out += "/// constraints.\n";
    out += "var " + indexName +
           ": [(fileName: String, build: (LayoutEngine) throws -> "
           "[LayoutConstraint])] {\n";
    out += "  [\n";
    for (const auto& [name, translation] : translations)
      out += "    (\"" + name + "\", { try " + translation.functionName + "(in: $0).constraints }),\n";
    out += "  ]\n}\n";
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  bool haveLanguage = false;
  for (int i = 1; i < argc; ++i) {
    std::string argument = argv[i];
    if (argument == "--to" && i + 1 < argc) {
      std::string language = argv[++i];
      if (language != "cpp" && language != "swift") return usage("--to takes cpp or swift");
      options.language =
          language == "cpp" ? clayout::TranslationLanguage::cpp : clayout::TranslationLanguage::swift;
      haveLanguage = true;
    } else if ((argument == "--output" || argument == "--check") && i + 1 < argc) {
      options.check = argument == "--check";
      options.folder = argv[++i];
    } else if (argument == "--index" && i + 1 < argc) {
      options.indexName = argv[++i];
      if (options.indexName.empty() || options.indexName[0] < 'a' || options.indexName[0] > 'z')
        return usage("--index takes a lowerCamelCase name");
    } else if (argument.rfind("--", 0) == 0) {
      return usage(("unknown option " + argument).c_str());
    } else {
      options.files.push_back(argument);
    }
  }
  if (!haveLanguage || options.folder.empty() || options.files.empty()) return usage("missing arguments");
  if (options.indexName != "translatedLayouts" && options.language != clayout::TranslationLanguage::swift)
    return usage("--index is for --to swift (the C++ index is one header per build folder)");

  std::vector<std::pair<std::string, clayout::LayoutTranslation>> translations;
  std::map<std::string, std::string> outputs;  // file name in the folder → contents
  const char* extension = options.language == clayout::TranslationLanguage::cpp ? ".h" : ".swift";
  bool failed = false;
  for (const std::string& path : options.files) {
    std::string text;
    if (!read(path, text)) {
      std::fprintf(stderr, "clayout-translate-files: cannot read %s\n", path.c_str());
      return 2;
    }
    if (mustNotLoad(text)) continue;
    std::string name = std::filesystem::path(path).filename().string();
    clayout::LayoutTranslation translation = clayout::translateLayout(text, name, options.language);
    if (!translation) {
      for (const clayout::TextDiagnostic& diagnostic : translation.diagnostics)
        std::fprintf(stderr, "%s\n", clayout::describeDiagnostic(diagnostic).c_str());
      failed = true;
      continue;
    }
    // C++: all in the index (below); Swift: a file each, checked in.
    if (options.language == clayout::TranslationLanguage::swift)
      outputs[translation.typeName + extension] = translation.code;
    translations.emplace_back(name, std::move(translation));
  }
  if (failed) return 1;
  std::string indexFile = options.indexName;
  indexFile[0] = static_cast<char>(indexFile[0] - 'a' + 'A');
  outputs[indexFile + extension] = index(options.language, options.indexName, translations);

  if (options.check) {
    std::vector<std::string> stale;
    for (const auto& [name, contents] : outputs) {
      std::string existing;
      if (!read((std::filesystem::path(options.folder) / name).string(), existing) || existing != contents)
        stale.push_back(name);
    }
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(options.folder, error)) {
      std::string name = entry.path().filename().string();
      if (entry.path().extension() == extension && outputs.count(name) == 0)
        stale.push_back(name + " (no layout file)");
    }
    if (stale.empty()) return 0;
    std::fprintf(stderr, "clayout-translate-files: the translated files in %s are stale:\n",
                 options.folder.c_str());
    for (const std::string& name : stale) std::fprintf(stderr, "  %s\n", name.c_str());
    std::fprintf(stderr, "regenerate them (the README beside the layout files) with:\n  %s --to swift",
                 argv[0]);
    if (options.indexName != "translatedLayouts")
      std::fprintf(stderr, " --index %s", options.indexName.c_str());
    std::fprintf(stderr, " --output %s", options.folder.c_str());
    for (const std::string& path : options.files) std::fprintf(stderr, " %s", path.c_str());
    std::fprintf(stderr, "\n");
    return 1;
  }
  std::error_code error;
  std::filesystem::create_directories(options.folder, error);
  for (const auto& [name, contents] : outputs) {
    std::string path = (std::filesystem::path(options.folder) / name).string();
    std::string existing;
    if (read(path, existing) && existing == contents) continue;  // unchanged: no rebuild
    std::ofstream stream(path, std::ios::binary | std::ios::trunc);
    stream << contents;
    if (!stream) {
      std::fprintf(stderr, "clayout-translate-files: cannot write %s\n", path.c_str());
      return 2;
    }
  }
  return 0;
}
