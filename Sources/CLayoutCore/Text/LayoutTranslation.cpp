// LayoutTranslation.cpp — the public entry point: load the file into a scratch engine, then write
// its description as code (see CLayoutCore/Text/LayoutTranslation.h).
#include "CLayoutCore/Text/LayoutTranslation.h"

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "LayoutFileParser.h"
#include "LayoutTranslationParts.h"
#include "Lexer.h"

namespace clayout {

LayoutTranslation translateLayout(std::string_view text, std::string fileName,
                                  TranslationLanguage language) noexcept {
  LayoutTranslation translation;
  {
    // The file must load: every parse error and every refusal of the engine, as the loader
    // reports them, found on an engine of the translation's own.
    LayoutEngine scratch;
    LayoutFileLoad load = loadLayoutText(scratch, text, fileName);
    if (!load) {
      translation.diagnostics = std::move(load.diagnostics);
      return translation;
    }
  }
  internal::LayoutFileParse parse = internal::parseLayoutFile(internal::tokenize(text), fileName);
  std::string stem = internal::typeStemForFileName(fileName);
  // `form-layout.layout` gives `FormLayout`, not `FormLayoutLayout`.
  if (stem.size() > 6 && stem.compare(stem.size() - 6, 6, "Layout") == 0) stem.erase(stem.size() - 6);
  translation.typeName = stem + "Layout";
  translation.functionName = "build" + stem + "Layout";
  translation.code =
      internal::layoutCode(parse.description, text, language, translation.typeName, translation.functionName);
  return translation;
}

}  // namespace clayout
