// InterfaceBuilderBridge.cpp — the Swift face's entry points for Interface Builder files: each
// forwards to `importInterfaceBuilderText` / `importInterfaceBuilderFile` or reads their result.
// No exception is caught (SwiftBridge.h: out of memory ends the program).
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"
#include "CLayoutSwiftBridge/SwiftBridge.h"

namespace clayout::swift_bridge {

namespace {

const InterfaceBuilderImport& importAt(const void* import) noexcept {
  return *static_cast<const InterfaceBuilderImport*>(import);
}
const ImportedLayout& layoutAt(const void* import, std::size_t index) noexcept {
  return importAt(import).layouts[index];
}
const ImportDiagnostic& diagnosticAt(const void* import, std::size_t index) noexcept {
  return importAt(import).diagnostics[index];
}
InterfaceBuilderImportOptions options(const std::string& rootIdentifier, const std::string& sceneName,
                                      const std::string& device) {
  return {rootIdentifier, sceneName, device};
}

}  // namespace

void* importSwiftInterfaceBuilderText(const std::string& text, const std::string& fileName,
                                      const std::string& rootIdentifier, const std::string& sceneName,
                                      const std::string& device) noexcept {
  return new InterfaceBuilderImport(
      importInterfaceBuilderText(text, fileName, options(rootIdentifier, sceneName, device)));
}

void* importSwiftInterfaceBuilderFile(const std::string& path, const std::string& rootIdentifier,
                                      const std::string& sceneName, const std::string& device) noexcept {
  return new InterfaceBuilderImport(
      importInterfaceBuilderFile(path, options(rootIdentifier, sceneName, device)));
}

void destroySwiftInterfaceBuilderImport(void* import) noexcept {
  delete static_cast<InterfaceBuilderImport*>(import);
}

std::size_t importedLayoutCount(const void* import) noexcept { return importAt(import).layouts.size(); }
std::string importedLayoutFileName(const void* import, std::size_t index) noexcept {
  return layoutAt(import, index).fileName;
}
std::string importedLayoutRootIdentifier(const void* import, std::size_t index) noexcept {
  return layoutAt(import, index).rootIdentifier;
}
std::string importedLayoutTitle(const void* import, std::size_t index) noexcept {
  return layoutAt(import, index).title;
}
std::string importedLayoutText(const void* import, std::size_t index) noexcept {
  return layoutAt(import, index).text;
}

std::size_t importDiagnosticCount(const void* import) noexcept { return importAt(import).diagnostics.size(); }
std::string importDiagnosticFileName(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).location.fileName;
}
std::uint32_t importDiagnosticLine(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).location.line;
}
std::uint32_t importDiagnosticColumn(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).location.column;
}
bool importDiagnosticIsError(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).severity == ImportDiagnosticSeverity::error;
}
std::string importDiagnosticElement(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).element;
}
std::string importDiagnosticMessage(const void* import, std::size_t index) noexcept {
  return diagnosticAt(import, index).message;
}
std::string importDiagnosticDescription(const void* import, std::size_t index) noexcept {
  return describeImportDiagnostic(diagnosticAt(import, index));
}

}  // namespace clayout::swift_bridge
