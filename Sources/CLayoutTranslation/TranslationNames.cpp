// TranslationNames.cpp — names in the translated code (see TranslationNames.h). The languages'
// reserved names are each emitter's (CppLayoutCode.cpp, SwiftLayoutCode.cpp).
#include "TranslationNames.h"

#include <cctype>

namespace clayout::internal {

namespace {

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

TranslationNames::TranslationNames(const std::set<std::string>& reserved, bool cppImplementationNames)
    : cppImplementationNames_(cppImplementationNames), taken_(reserved) {}

void TranslationNames::reserve(const std::string& name) { taken_.insert(name); }

std::string TranslationNames::nameFor(const std::string& name, const std::string& suffix) {
  if (auto found = given_.find(name); found != given_.end()) return found->second;
  auto free = [&](const std::string& candidate) {
    if (taken_.count(candidate) != 0 || looksLikeLibraryType(candidate)) return false;
    return !(cppImplementationNames_ && reservedForCppImplementation(candidate));
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
