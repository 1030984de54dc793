// A program against the installed translation library: one layout file translated to C++ and to
// Swift. Exits non-zero when a translation fails or lacks the names docs/layout-file.md gives it
// (`card.layout`: the struct `CardLayout`, the function `buildCardLayout`).
#include <cstdio>
#include <string>

#include "CLayoutTranslation/LayoutTranslation.h"

int main() {
  const char* file = "clayout 1\nview card\ncard.width == 100\n";
  for (clayout::TranslationLanguage language :
       {clayout::TranslationLanguage::cpp, clayout::TranslationLanguage::swift}) {
    clayout::LayoutTranslation translation = clayout::translateLayout(file, "card.layout", language);
    if (!translation || translation.typeName != "CardLayout" ||
        translation.functionName != "buildCardLayout" ||
        translation.code.find("buildCardLayout") == std::string::npos) {
      std::printf("installed CLayoutTranslation: the translation of card.layout failed\n");
      return 1;
    }
  }
  std::printf("installed CLayoutTranslation: card.layout translated to C++ and Swift\n");
  return 0;
}
