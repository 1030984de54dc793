// TranslationNames.h — the names a translated layout file gives its items, groups and metrics, and
// the names of its struct and function.
#pragma once

#include <map>
#include <set>
#include <string>

namespace clayout::internal {

/// The code's names for a file's items, groups and metrics: unique, and never a name the
/// language keeps (its keywords) or the generated code declares or uses unqualified itself.
class TranslationNames {
 public:
  /// `reserved`: the language's keywords and the generated code's own names (each emitter's
  /// list). With `cppImplementationNames`, also every name C++ keeps for its implementation
  /// (`_Upper…`, anything with `__`).
  TranslationNames(const std::set<std::string>& reserved, bool cppImplementationNames);
  /// Reserves `name` (the struct's and function's names), so no item or metric takes it.
  void reserve(const std::string& name);
  /// The code's name for the file's name `name`: `name` itself when it is free; else `name` with
  /// `suffix` (`Item`, `Metric`) and, if needed, a number. Guarantees: the same answer for the
  /// same `name` (the first call's), a different one for different names.
  std::string nameFor(const std::string& name, const std::string& suffix);

 private:
  bool cppImplementationNames_;
  std::set<std::string> taken_;
  std::map<std::string, std::string> given_;
};

/// `Login` for `path/to/login.layout` (the file name's stem, its words capitalized and joined;
/// `Layout` for a stem without letters or digits, prefixed by `File` when it starts with a digit).
std::string typeStemForFileName(const std::string& fileName);

}  // namespace clayout::internal
