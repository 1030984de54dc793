// TranslatedLayoutTests.cpp — every file of Tests/Translation, translated to C++ at build time
// (clayout-translate-files, Tests/CLayoutCoreTests/CMakeLists.txt) and compiled in here: built by
// its generated function in one engine and loaded by `loadLayoutText` in another, the two engines
// must have the same items (by name, with the same parents), the same constraints in the same order
// (term by term), the same frames (to 1e-9) and the same ambiguities.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "TestSupport.h"
#include "TranslatedLayouts.h"

using namespace clayout;

namespace {

/// Every item under the root by name (the file's names are unique), with its parent's name.
void collect(const LayoutEngine& engine, const LayoutItem& item, std::map<std::string, LayoutItem>& items,
             std::map<std::string, std::string>& parents) {
  for (const LayoutItem& child : engine.subitems(item)) {
    items.emplace(engine.name(child), child);
    parents.emplace(engine.name(child), engine.name(item));
    collect(engine, child, items, parents);
  }
}

/// The ambiguities as sentences, sorted: the same set in both engines.
std::vector<std::string> ambiguities(const LayoutEngine& engine) {
  std::vector<std::string> sentences;
  for (const LayoutAmbiguity& ambiguity : engine.ambiguities()) sentences.push_back(ambiguity.description);
  std::sort(sentences.begin(), sentences.end());
  return sentences;
}

/// One side's terms as `item.attribute` → coefficient, with the name of its first term (which
/// decides how leading and trailing resolve): like terms are combined by both the parser and
/// the DSL, but the translation may write a distance's terms in another order.
struct SideTerms {
  std::string first;
  std::map<std::string, double> coefficients;
  double constant = 0;
};

SideTerms termsOf(const LayoutEngine& engine, const LayoutExpression& expression) {
  SideTerms side;
  side.constant = expression.constant;
  for (const LayoutTerm& term : expression.terms) {
    LayoutItem item(expression.engine == nullptr ? nullptr : const_cast<LayoutEngine*>(&engine), term.item,
                    expression.engineIdentity);
    std::string name = engine.name(item) + "." + attributeName(term.attribute);
    if (side.first.empty()) side.first = name;
    side.coefficients[name] += term.coefficient;
  }
  return side;
}

/// Whether two constraints are the same constraint of two engines: relation, priority,
/// identifier, and both sides term by term (coefficients and constants to 1e-9).
bool sameConstraint(const LayoutEngine& a, const LayoutConstraint& x, const LayoutEngine& b,
                    const LayoutConstraint& y) {
  if (x.relation() != y.relation() || x.priority() != y.priority() || x.identifier() != y.identifier() ||
      x.anchorKind() != y.anchorKind())
    return false;
  for (auto [first, second] : {std::pair{&x.firstExpression(), &y.firstExpression()},
                               std::pair{&x.secondExpression(), &y.secondExpression()}}) {
    SideTerms p = termsOf(a, *first);
    SideTerms q = termsOf(b, *second);
    if (p.first != q.first || p.coefficients.size() != q.coefficients.size() ||
        !testing::near(p.constant, q.constant))
      return false;
    for (const auto& [name, coefficient] : p.coefficients) {
      auto other = q.coefficients.find(name);
      if (other == q.coefficients.end() || !testing::near(coefficient, other->second)) return false;
    }
  }
  return true;
}

std::string fileText(const std::string& name) {
  std::ifstream stream(std::string(CLAYOUT_TRANSLATION_FOLDER) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << stream.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("every translated file builds the frames its file loads") {
  // At least the ten the test's brief asks for, each compared below.
  CHECK(std::size(translatedLayouts) >= 10);
  for (const TranslatedLayout& translated : translatedLayouts) {
    const std::string name = translated.fileName;
    std::string text = fileText(name);
    CHECK_WITH(!text.empty(), name);

    LayoutEngine loaded;
    LayoutFileLoad load = loadLayoutText(loaded, text, name);
    CHECK_WITH(load.succeeded(), name);
    LayoutEngine built;
    std::vector<LayoutConstraint> constraints;
    LayoutResult result = translated.build(built, constraints);
    CHECK_WITH(result.succeeded(), name + ": " + result.message);

    // The same constraints in the same order: those of the file, a format's expanded in place.
    CHECK_WITH(constraints.size() == load.constraints.size(), name + ": the number of constraints");
    for (std::size_t i = 0; i < std::min(constraints.size(), load.constraints.size()); ++i) {
      CHECK_WITH(constraints[i].isActive(), name);
      CHECK_WITH(sameConstraint(loaded, load.constraints[i].constraint, built, constraints[i]),
                 name + ": " + loaded.describe(load.constraints[i].constraint) + " built as " +
                     built.describe(constraints[i]));
    }

    std::map<std::string, LayoutItem> loadedItems, builtItems;
    std::map<std::string, std::string> loadedParents, builtParents;
    collect(loaded, loaded.root(), loadedItems, loadedParents);
    collect(built, built.root(), builtItems, builtParents);
    CHECK_WITH(loadedParents == builtParents, name + ": the trees differ");
    // Every item of the file is in the tree (and so compared); the engine's own guides
    // (`form.layoutMarginsGuide`) are there too, and compared as well.
    for (const LoadedItem& item : load.items)
      CHECK_WITH(loadedItems.count(item.name) == 1, name + ": " + item.name);
    // The root's frame too (its size).
    loadedItems.emplace("root", loaded.root());
    builtItems.emplace("root", built.root());
    for (const auto& [itemName, item] : loadedItems) {
      auto other = builtItems.find(itemName);
      CHECK_WITH(other != builtItems.end(), name + ": no item " + itemName + " in the built engine");
      if (other == builtItems.end()) continue;
      LayoutRect a = loaded.frame(item, LayoutCoordinates::root);
      LayoutRect b = built.frame(other->second, LayoutCoordinates::root);
      std::string context = name + ": " + itemName;
      CHECK_WITH(testing::near(a.x, b.x) && testing::near(a.y, b.y) && testing::near(a.width, b.width) &&
                     testing::near(a.height, b.height),
                 context);
    }
    CHECK_WITH(ambiguities(loaded) == ambiguities(built), name + ": the ambiguities differ");
  }
}

TEST_CASE("the ambiguous file is ambiguous, so that comparing ambiguities compares something") {
  // ambiguous.layout leaves `floating`'s horizontal position and `sized`'s width free (derived
  // from the file: floating has a width and a top only, sized a left, top and height).
  for (const TranslatedLayout& translated : translatedLayouts) {
    if (std::string(translated.fileName) != "ambiguous.layout") continue;
    LayoutEngine built;
    std::vector<LayoutConstraint> constraints;
    CHECK_SUCCESS(translated.build(built, constraints));
    std::vector<std::string> found = ambiguities(built);
    CHECK(!found.empty());
    bool floating = false, sized = false;
    for (const std::string& sentence : found) {
      floating = floating || testing::containsText(sentence, "floating: horizontal position");
      sized = sized || testing::containsText(sentence, "sized: horizontal size");
    }
    CHECK(floating);
    CHECK(sized);
    return;
  }
  CHECK(false);  // the file is missing
}
