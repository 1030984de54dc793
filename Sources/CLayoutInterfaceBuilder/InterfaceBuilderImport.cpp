// InterfaceBuilderImport.cpp — the public entry points: read the XML, pick the device, read the
// hierarchies, write each as a layout file, and load each into a scratch engine so that what the
// engine refuses is reported at IB's element.
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "InterfaceBuilderContext.h"
#include "LayoutFileWriter.h"
#include "XMLDocument.h"

namespace clayout {

std::string describeImportDiagnostic(const ImportDiagnostic& diagnostic) {
  std::string text = diagnostic.location.fileName;
  if (diagnostic.location.line > 0) {
    text += ":" + std::to_string(diagnostic.location.line) + ":" + std::to_string(diagnostic.location.column);
  }
  text += diagnostic.severity == ImportDiagnosticSeverity::error ? ": error: " : ": warning: ";
  if (!diagnostic.element.empty()) text += diagnostic.element + ": ";
  return text + diagnostic.message;
}

bool InterfaceBuilderImport::succeeded() const noexcept {
  for (const ImportDiagnostic& diagnostic : diagnostics) {
    if (diagnostic.severity == ImportDiagnosticSeverity::error) return false;
  }
  return true;
}

namespace {

using internal::IBHierarchy;
using internal::XMLElement;

/// `title` as part of a file name: its words in upper camel case (`Settings View Controller`
/// gives `SettingsViewController`), at most 60 characters.
std::string fileNamePart(const std::string& title) {
  std::string part = internal::camelCaseWords(title, true).substr(0, 60);
  return part.empty() ? "View" : part;
}

/// The file's name without folders and extension.
std::string stem(const std::string& fileName) {
  std::string name = std::filesystem::path(fileName).filename().string();
  std::size_t dot = name.rfind('.');
  if (dot != std::string::npos && dot > 0) name.erase(dot);
  return name.empty() ? "Imported" : name;
}

bool matchesScene(const IBHierarchy& hierarchy, const std::string& scene) {
  for (const std::string* name :
       {&hierarchy.sceneTitle, &hierarchy.sceneIdentifier, &hierarchy.controllerIdentifier,
        &hierarchy.storyboardIdentifier, &hierarchy.controllerClass}) {
    if (!name->empty() && *name == scene) return true;
  }
  return false;
}

/// Loads `written` into a scratch engine and reports each problem at the IB element of the line
/// it names.
void verify(const internal::WrittenLayout& written, const ImportedLayout& layout, const XMLElement& root,
            const std::string& fileName, std::vector<ImportDiagnostic>& diagnostics) {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, written.text, layout.fileName);
  auto elementAt = [&](std::uint32_t line) -> const XMLElement* {
    if (line >= 1 && line <= written.sources.size() && written.sources[line - 1])
      return written.sources[line - 1];
    return &root;
  };
  for (const TextDiagnostic& problem : load.diagnostics) {
    const XMLElement* element = elementAt(problem.location.line);
    ImportDiagnostic diagnostic =
        internal::diagnosticAt(fileName, element, ImportDiagnosticSeverity::warning,
                               "the layout file does not load as written (" + layout.fileName + ":" +
                                   std::to_string(problem.location.line) + "): " + problem.message);
    for (const TextNote& note : problem.notes) {
      const XMLElement* noted = elementAt(note.location.line);
      diagnostic.message += "; " + note.message + " from " + internal::describeElement(*noted) + " (line " +
                            std::to_string(noted->line) + ")";
    }
    diagnostics.push_back(std::move(diagnostic));
  }
  // The file recovers as UIKit does: each constraint broken is a warning at its IB element, with
  // the rest of its conflict, as UIKit's console says it at run time.
  auto lineOf = [&](const LayoutConstraint& constraint) -> std::uint32_t {
    for (const LoadedConstraint& loaded : load.constraints) {
      if (loaded.constraint.isSameConstraint(constraint)) return loaded.location.line;
    }
    return 0;
  };
  for (const BrokenConstraint& broken : engine.brokenConstraints()) {
    const XMLElement* element = elementAt(lineOf(broken.constraint));
    ImportDiagnostic diagnostic = internal::diagnosticAt(
        fileName, element, ImportDiagnosticSeverity::warning,
        "IB's required constraints cannot all hold: the layout breaks this one, as UIKit does at run time (" +
            layout.fileName + ":" + std::to_string(lineOf(broken.constraint)) + ")");
    for (const LayoutConstraint& conflict : broken.conflicts) {
      const XMLElement* noted = elementAt(lineOf(conflict));
      diagnostic.message += "; it conflicts with " + internal::describeElement(*noted) + " (line " +
                            std::to_string(noted->line) + ")";
    }
    if (broken.rootSizeAxis) {
      diagnostic.message += std::string("; it conflicts with the root's ") +
                            (*broken.rootSizeAxis == LayoutAxis::horizontal ? "width" : "height");
    }
    diagnostics.push_back(std::move(diagnostic));
  }
}

}  // namespace

InterfaceBuilderImport importInterfaceBuilderText(std::string_view text, const std::string& fileName,
                                                  const InterfaceBuilderImportOptions& options) noexcept {
  InterfaceBuilderImport result;
  internal::XMLRead xml = internal::readXML(text);
  if (!xml.root) {
    const internal::XMLError& error = xml.error.value_or(internal::XMLError{});
    result.diagnostics.push_back({{fileName, error.line, error.column},
                                  ImportDiagnosticSeverity::error,
                                  "",
                                  "not well-formed XML: " + error.message});
    return result;
  }
  bool canvasDevice = true;
  std::optional<internal::InterfaceBuilderDevice> device =
      internal::documentDevice(*xml.root, fileName, options.device, canvasDevice, result.diagnostics);
  if (!device) return result;
  internal::ReadingContext context(*xml.root, fileName, *device, result.diagnostics);
  std::vector<IBHierarchy> hierarchies = internal::readHierarchies(*xml.root, context, canvasDevice);

  // The hierarchies asked for; without a choice, those with something to lay out.
  std::vector<IBHierarchy*> chosen;
  std::string roots;
  for (IBHierarchy& hierarchy : hierarchies) {
    roots += (roots.empty() ? "" : ", ") + hierarchy.views[0].id + " (" + hierarchy.title + ")";
    if (!options.rootIdentifier.empty() && hierarchy.views[0].id != options.rootIdentifier) continue;
    if (!options.sceneName.empty() && !matchesScene(hierarchy, options.sceneName)) continue;
    if (options.rootIdentifier.empty() && hierarchy.views.size() < 2) continue;
    chosen.push_back(&hierarchy);
  }
  if (chosen.empty()) {
    std::string asked = !options.rootIdentifier.empty()
                            ? "no root view with the id '" + options.rootIdentifier + "'"
                        : !options.sceneName.empty() ? "no scene called '" + options.sceneName + "'"
                                                     : "no view with subviews to lay out";
    result.diagnostics.push_back({{fileName, 0, 0},
                                  ImportDiagnosticSeverity::error,
                                  "",
                                  asked + (roots.empty() ? std::string(" (the file has no views)")
                                                         : " (the roots are: " + roots + ")")});
    return result;
  }
  std::string base = stem(fileName);
  std::set<std::string> fileNames;
  for (IBHierarchy* hierarchy : chosen) {
    ImportedLayout layout;
    layout.rootIdentifier = hierarchy->views[0].id;
    layout.title = hierarchy->title;
    std::string name = chosen.size() == 1 ? base : base + "-" + fileNamePart(hierarchy->title);
    std::string unique = name;
    for (int suffix = 2; fileNames.count(unique); ++suffix) unique = name + "-" + std::to_string(suffix);
    fileNames.insert(unique);
    layout.fileName = unique + ".layout";
    internal::WrittenLayout written = internal::writeLayoutFile(*hierarchy, context, canvasDevice);
    verify(written, layout, *hierarchy->views[0].element, fileName, result.diagnostics);
    layout.text = std::move(written.text);
    result.layouts.push_back(std::move(layout));
  }
  return result;
}

InterfaceBuilderImport importInterfaceBuilderFile(const std::string& path,
                                                  const InterfaceBuilderImportOptions& options) noexcept {
  auto unreadable = [&](const std::string& why) {
    InterfaceBuilderImport result;
    result.diagnostics.push_back({{path, 0, 0}, ImportDiagnosticSeverity::error, "", "cannot read " + why});
    return result;
  };
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return unreadable("'" + path + "': it is a folder");
  std::ifstream stream(path, std::ios::binary);
  if (!stream.is_open()) return unreadable("the file '" + path + "'");
  std::ostringstream contents;
  contents << stream.rdbuf();
  if (stream.bad()) return unreadable("the file '" + path + "'");
  return importInterfaceBuilderText(contents.str(), path, options);
}

}  // namespace clayout
