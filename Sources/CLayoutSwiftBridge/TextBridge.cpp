// TextBridge.cpp — the Swift face's entry points for layout files: each forwards to
// `loadLayoutText` / `loadLayoutFile` or reads their result. No exception is caught (SwiftBridge.h:
// out of memory ends the program).
#include "CLayoutCore/Text/LayoutFile.h"
#include "CLayoutSwiftBridge/SwiftBridge.h"
#include "CLayoutTranslation/LayoutTranslation.h"

namespace clayout::swift_bridge {

namespace {

/// The load at `load`, an address made by `loadSwiftLayoutText` or `loadSwiftLayoutFile`.
const LayoutFileLoad& loadAt(const void* load) noexcept { return *static_cast<const LayoutFileLoad*>(load); }
const TextDiagnostic& diagnosticAt(const void* load, std::size_t index) noexcept {
  return loadAt(load).diagnostics[index];
}
const TextNote& noteAt(const void* load, std::size_t index, std::size_t note) noexcept {
  return diagnosticAt(load, index).notes[note];
}
const LoadedItem& itemAt(const void* load, std::size_t index) noexcept { return loadAt(load).items[index]; }
const LoadedConstraint& constraintAt(const void* load, std::size_t index) noexcept {
  return loadAt(load).constraints[index];
}
const LoadedGroup& groupAt(const void* load, std::size_t index) noexcept {
  return loadAt(load).groups[index];
}

}  // namespace

void* loadSwiftLayoutText(void* engine, const std::string& text, const std::string& fileName,
                          bool hasRootSize, double rootWidth, double rootHeight) noexcept {
  LayoutFileOptions options;
  if (hasRootSize) options.rootSize = LayoutSize{rootWidth, rootHeight};
  return new LayoutFileLoad(loadLayoutText(*static_cast<LayoutEngine*>(engine), text, fileName, options));
}

void* loadSwiftLayoutFile(void* engine, const std::string& path) noexcept {
  return new LayoutFileLoad(loadLayoutFile(*static_cast<LayoutEngine*>(engine), path));
}

SwiftLayoutTranslation translateSwiftLayoutText(const std::string& text, const std::string& fileName,
                                                bool toSwift) noexcept {
  LayoutTranslation translation =
      translateLayout(text, fileName, toSwift ? TranslationLanguage::swift : TranslationLanguage::cpp);
  auto* diagnostics = new LayoutFileLoad();
  diagnostics->diagnostics = std::move(translation.diagnostics);
  return {diagnostics, std::move(translation.code), std::move(translation.typeName),
          std::move(translation.functionName)};
}

void destroySwiftLayoutFileLoad(void* load) noexcept { delete static_cast<LayoutFileLoad*>(load); }

std::string layoutFileItemIdentifier(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).identifier;
}
std::string layoutFileRootIdentifier(const void* load) noexcept { return loadAt(load).rootIdentifier; }

std::size_t layoutFileDiagnosticCount(const void* load) noexcept { return loadAt(load).diagnostics.size(); }
std::string layoutFileDiagnosticFileName(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).location.fileName;
}
std::uint32_t layoutFileDiagnosticLine(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).location.line;
}
std::uint32_t layoutFileDiagnosticColumn(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).location.column;
}
std::string layoutFileDiagnosticKindName(const void* load, std::size_t index) noexcept {
  return textDiagnosticKindName(diagnosticAt(load, index).kind);
}
bool layoutFileDiagnosticIsUnsatisfiable(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).kind == TextDiagnosticKind::unsatisfiableConstraint;
}
std::string layoutFileDiagnosticMessage(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).message;
}
std::string layoutFileDiagnosticDescription(const void* load, std::size_t index) noexcept {
  return describeDiagnostic(diagnosticAt(load, index));
}
std::size_t layoutFileNoteCount(const void* load, std::size_t index) noexcept {
  return diagnosticAt(load, index).notes.size();
}
std::string layoutFileNoteFileName(const void* load, std::size_t index, std::size_t note) noexcept {
  return noteAt(load, index, note).location.fileName;
}
std::uint32_t layoutFileNoteLine(const void* load, std::size_t index, std::size_t note) noexcept {
  return noteAt(load, index, note).location.line;
}
std::uint32_t layoutFileNoteColumn(const void* load, std::size_t index, std::size_t note) noexcept {
  return noteAt(load, index, note).location.column;
}
std::string layoutFileNoteMessage(const void* load, std::size_t index, std::size_t note) noexcept {
  return noteAt(load, index, note).message;
}

std::size_t layoutFileItemCount(const void* load) noexcept { return loadAt(load).items.size(); }
LayoutItem layoutFileItem(const void* load, std::size_t index) noexcept { return itemAt(load, index).item; }
std::string layoutFileItemName(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).name;
}
std::string layoutFileItemParentName(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).parentName;
}
std::uint32_t layoutFileItemDepth(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).depth;
}
bool layoutFileItemIsLayoutGuide(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).isLayoutGuide;
}
std::uint32_t layoutFileItemLine(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).location.line;
}
std::uint32_t layoutFileItemColumn(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).location.column;
}
bool layoutFileItemHasText(const void* load, std::size_t index) noexcept {
  return itemAt(load, index).text.has_value();
}
std::string layoutFileItemText(const void* load, std::size_t index) noexcept {
  const LoadedItem& item = itemAt(load, index);
  return item.text ? item.text->text : std::string();
}
double layoutFileItemTextAdvance(const void* load, std::size_t index) noexcept {
  const LoadedItem& item = itemAt(load, index);
  return item.text ? item.text->measurer.advance : 0;
}
double layoutFileItemTextLineHeight(const void* load, std::size_t index) noexcept {
  const LoadedItem& item = itemAt(load, index);
  return item.text ? item.text->measurer.lineHeight : 0;
}

std::size_t layoutFileConstraintCount(const void* load) noexcept { return loadAt(load).constraints.size(); }
LayoutConstraint layoutFileConstraint(const void* load, std::size_t index) noexcept {
  return constraintAt(load, index).constraint;
}
std::uint32_t layoutFileConstraintLine(const void* load, std::size_t index) noexcept {
  return constraintAt(load, index).location.line;
}
std::uint32_t layoutFileConstraintColumn(const void* load, std::size_t index) noexcept {
  return constraintAt(load, index).location.column;
}

std::size_t layoutFileGroupCount(const void* load) noexcept { return loadAt(load).groups.size(); }
std::string layoutFileGroupName(const void* load, std::size_t index) noexcept {
  return groupAt(load, index).name;
}
std::uint32_t layoutFileGroupLine(const void* load, std::size_t index) noexcept {
  return groupAt(load, index).location.line;
}
std::uint32_t layoutFileGroupColumn(const void* load, std::size_t index) noexcept {
  return groupAt(load, index).location.column;
}
std::size_t layoutFileGroupItemCount(const void* load, std::size_t index) noexcept {
  return groupAt(load, index).items.size();
}
LayoutItem layoutFileGroupItem(const void* load, std::size_t index, std::size_t item) noexcept {
  return groupAt(load, index).items[item];
}

}  // namespace clayout::swift_bridge
