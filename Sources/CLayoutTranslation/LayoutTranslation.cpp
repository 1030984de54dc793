// LayoutTranslation.cpp — the public entry point: load the file into a scratch engine, then write
// its description as code in the language asked for (see CLayoutTranslation/LayoutTranslation.h).
#include "CLayoutTranslation/LayoutTranslation.h"

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "LayoutCodeWriter.h"
#include "Text/LayoutFileParser.h"
#include "Text/Lexer.h"

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
  // The one place the language is chosen: each has its emitter.
  translation.code =
      language == TranslationLanguage::cpp
          ? internal::cppLayoutCode(parse.description, text, translation.typeName, translation.functionName)
          : internal::swiftLayoutCode(parse.description, text, translation.typeName,
                                      translation.functionName);
  return translation;
}

}  // namespace clayout
