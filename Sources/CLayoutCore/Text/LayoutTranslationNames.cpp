// LayoutTranslationNames.cpp — names in the translated code (see LayoutTranslationParts.h).
#include <cctype>

#include "LayoutTranslationParts.h"

namespace clayout::internal {

namespace {

/// C++'s keywords and alternative tokens, and the names the generated C++ declares or uses
/// unqualified (`using namespace clayout`).
const std::set<std::string>& cppReserved() {
  static const std::set<std::string> names = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case",
      "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval",
      "constexpr", "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype",
      "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern",
      "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new",
      "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public",
      "register", "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
      "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true",
      "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
      "wchar_t", "while", "xor", "xor_eq", "final", "override", "import", "module",
      // The generated code's own names and the namespace's that it uses unqualified.
      "engine", "layout", "root", "result", "constraints", "activated", "made", "std", "clayout", "priority",
      "activateConstraints", "deactivateConstraints", "forbidden", "anchor_kind", "internal",
      "dimensionIsEqualToConstant", "dimensionIsLessThanOrEqualToConstant",
      "dimensionIsGreaterThanOrEqualToConstant", "numberDescription", "layoutErrorKindName", "loadLayoutText",
      "loadLayoutFile", "translateLayout", "describeDiagnostic", "textDiagnosticKindName",
      "GuidelineOrientation", "GuidelineReference", "BarrierEdge", "ChainStyle"};
  return names;
}

/// Swift's keywords and the names the generated Swift declares or uses unqualified.
const std::set<std::string>& swiftReserved() {
  static const std::set<std::string> names = {
      "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
      "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
      "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
      "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
      "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
      "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
      "some", "any", "Type", "Protocol", "_",
      // The generated code's own names and those it uses unqualified.
      "engine", "root", "constraints", "activate", "deactivate", "formatNumber", "SwiftLayout", "Double",
      "String", "Int", "Bool", "Void", "Never", "Optional", "Array"};
  return names;
}

/// Whether a name is one C++ keeps for the implementation (`_Upper…`, anything with `__`).
bool reservedForCppImplementation(const std::string& name) {
  if (name.find("__") != std::string::npos) return true;
  return name.size() > 1 && name[0] == '_' && std::isupper(static_cast<unsigned char>(name[1]));
}

/// Whether a name starts with `Layout`, `CLayout` or `Cxx` and an upper-case letter: the
/// libraries' type names, which a file's name must not shadow.
bool looksLikeLibraryType(const std::string& name) {
  for (const char* prefix : {"Layout", "CLayout", "Cxx"}) {
    std::string start(prefix);
    if (name.rfind(start, 0) == 0) return true;
  }
  return false;
}

}  // namespace

TranslationNames::TranslationNames(TranslationLanguage language) : language_(language) {
  taken_ = language == TranslationLanguage::cpp ? cppReserved() : swiftReserved();
}

void TranslationNames::reserve(const std::string& name) { taken_.insert(name); }

std::string TranslationNames::nameFor(const std::string& name, const std::string& suffix) {
  if (auto found = given_.find(name); found != given_.end()) return found->second;
  auto free = [&](const std::string& candidate) {
    if (taken_.count(candidate) != 0 || looksLikeLibraryType(candidate)) return false;
    return !(language_ == TranslationLanguage::cpp && reservedForCppImplementation(candidate));
  };
  std::string chosen = name;
  if (!free(chosen)) {
    // `_Name` and `__` are kept for C++'s implementation: the suffixed name starts otherwise.
    std::string base = name;
    while (!base.empty() && base[0] == '_') base.erase(0, 1);
    // A library's type name (`LayoutItem`) with a suffix still starts like one: `itemLayoutItem`.
    bool prefixed = base.empty() || looksLikeLibraryType(base);
    if (prefixed) base = "item" + base;
    while (base.find("__") != std::string::npos) base.replace(base.find("__"), 2, "_");
    chosen = prefixed && free(base) ? base : base + suffix;
    for (int number = 2; !free(chosen); ++number) chosen = base + suffix + std::to_string(number);
  }
  taken_.insert(chosen);
  given_.emplace(name, chosen);
  return chosen;
}

std::string typeStemForFileName(const std::string& fileName) {
  std::string stem = fileName;
  if (auto slash = stem.find_last_of("/\\"); slash != std::string::npos) stem.erase(0, slash + 1);
  if (auto dot = stem.find('.'); dot != std::string::npos && dot > 0) stem.erase(dot);
  std::string result;
  bool startOfWord = true;
  for (char character : stem) {
    auto byte = static_cast<unsigned char>(character);
    if (!std::isalnum(byte) || byte >= 0x80) {
      startOfWord = true;
      continue;
    }
    result += startOfWord ? static_cast<char>(std::toupper(byte)) : character;
    startOfWord = false;
  }
  if (result.empty()) return "Layout";
  if (std::isdigit(static_cast<unsigned char>(result[0]))) result = "File" + result;
  return result;
}

}  // namespace clayout::internal
