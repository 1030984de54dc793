// BadInputTests.cpp — a catalogue of bad input to the layout engine's public API, kept so that
// what was once found stays found, for items and their properties: non-finite, out-of-range and
// denormal numbers, priorities outside (0, 1000], enumeration values cast from integers, items of
// another engine, removed items, empty handles, and tree operations that would make a cycle or move
// the root; and the queries that have no error channel (frames, fitting sizes, guides), checked for
// their documented answer and for leaving the engine unchanged. The rows, and what each checks:
// BadInputCatalogue.h. The constraints' rows: BadConstraintInputTests.cpp. EngineMisuseTests.cpp
// and LayoutErrorTests.cpp hold the cases that came with their fixes; this file does not repeat
// them.
#define CLAYOUT_TEST_MAIN
#include "BadInputCatalogue.h"

using namespace clayout;
using namespace clayout::testing::bad_input;

// MARK: - Root size

TEST_CASE("bad input: the root's size") {
  std::vector<BadInput> rows;
  for (LayoutSize size :
       {LayoutSize{notANumber, 200}, LayoutSize{300, notANumber}, LayoutSize{infinity, 200},
        LayoutSize{-infinity, 200}, LayoutSize{300, infinity}, LayoutSize{300, -infinity}}) {
    rows.push_back({"setRootSize non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"root's size", numberDescription(std::isfinite(size.width) ? size.height : size.width)},
                    [size](Scene& s) { return s.engine.setRootSize(size); }});
  }
  // A negative size is no window's: refused, naming the value.
  rows.push_back(
      {"setRootSize negative width", LayoutErrorKind::invalidValue, {"root's size", "-300"}, [](Scene& s) {
         return s.engine.setRootSize({-300, 200});
       }});
  rows.push_back(
      {"setRootSize negative height", LayoutErrorKind::invalidValue, {"root's size", "-0.5"}, [](Scene& s) {
         return s.engine.setRootSize({300, -0.5});
       }});
  rows.push_back(
      {"setRootSize negative denormal", LayoutErrorKind::invalidValue, {"root's size"}, [](Scene& s) {
         return s.engine.setRootSize({-denormal, 200});
       }});
  runCatalogue(rows);
}

// MARK: - Intrinsic content size, hugging and compression resistance

TEST_CASE("bad input: intrinsic content size") {
  std::vector<BadInput> rows;
  for (double bad : {notANumber, infinity, -infinity}) {
    rows.push_back({"intrinsic width non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"intrinsic content size of footer", numberDescription(bad)},
                    [bad](Scene& s) { return s.engine.setIntrinsicContentSize(s.footer, bad, 30); }});
    rows.push_back(
        {"intrinsic height non-finite",
         LayoutErrorKind::nonFiniteValue,
         {"intrinsic content size of footer", numberDescription(bad)},
         [bad](Scene& s) { return s.engine.setIntrinsicContentSize(s.footer, std::nullopt, bad); }});
  }
  rows.push_back({"intrinsic width negative",
                  LayoutErrorKind::invalidValue,
                  {"intrinsic content size of footer", "-5"},
                  [](Scene& s) { return s.engine.setIntrinsicContentSize(s.footer, -5, 30); }});
  rows.push_back({"intrinsic height negative on an item without one",
                  LayoutErrorKind::invalidValue,
                  {"intrinsic content size of header", "-1"},
                  [](Scene& s) { return s.engine.setIntrinsicContentSize(s.header, std::nullopt, -1); }});
  rows.push_back(
      {"intrinsic size of a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
         return s.engine.setIntrinsicContentSize(s.gone, 10, 10);
       }});
  rows.push_back({"intrinsic size of another engine's item",
                  LayoutErrorKind::differentEngines,
                  {"another engine"},
                  [](Scene& s) { return s.engine.setIntrinsicContentSize(s.stranger, 10, 10); }});
  rows.push_back(
      {"intrinsic size of an empty handle", LayoutErrorKind::removedItem, {"empty handle"}, [](Scene& s) {
         return s.engine.setIntrinsicContentSize(LayoutItem{}, 10, 10);
       }});
  runCatalogue(rows);
}

TEST_CASE("bad input: hugging and compression resistance priorities") {
  std::vector<BadInput> rows;
  for (double bad : {0.0, -0.0, -1.0, 1000.0000001, 1e300, notANumber, infinity, -infinity, -denormal}) {
    rows.push_back({"hugging priority out of range",
                    LayoutErrorKind::invalidPriority,
                    {"content hugging priority of footer", "(0, 1000]"},
                    [bad](Scene& s) {
                      return s.engine.setContentHuggingPriority(s.footer, LayoutAxis::horizontal, bad);
                    }});
    rows.push_back({"compression priority out of range",
                    LayoutErrorKind::invalidPriority,
                    {"compression resistance priority of footer", "(0, 1000]"},
                    [bad](Scene& s) {
                      return s.engine.setContentCompressionResistancePriority(s.footer, LayoutAxis::vertical,
                                                                              bad);
                    }});
  }
  rows.push_back({"hugging of a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.setContentHuggingPriority(s.gone, LayoutAxis::horizontal, 300);
                  }});
  rows.push_back({"compression of another engine's item",
                  LayoutErrorKind::differentEngines,
                  {"another engine"},
                  [](Scene& s) {
                    return s.engine.setContentCompressionResistancePriority(s.stranger, LayoutAxis::vertical,
                                                                            300);
                  }});
  // The axis is checked before the priority: a bad axis with a bad priority names the axis.
  rows.push_back({"hugging with a bad axis and a bad priority",
                  LayoutErrorKind::invalidValue,
                  {"footer", "is not a LayoutAxis"},
                  [](Scene& s) {
                    return s.engine.setContentHuggingPriority(s.footer, static_cast<LayoutAxis>(255),
                                                              notANumber);
                  }});
  runCatalogue(rows);
}

// MARK: - Layout direction, baselines, margins, safe area

TEST_CASE("bad input: layout direction and baselines") {
  std::vector<BadInput> rows;
  rows.push_back({"direction of a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.setLayoutDirection(s.gone, LayoutDirection::rightToLeft);
                  }});
  rows.push_back(
      {"direction of another engine's item",
       LayoutErrorKind::differentEngines,
       {"another engine"},
       [](Scene& s) { return s.engine.setLayoutDirection(s.stranger, LayoutDirection::rightToLeft); }});
  rows.push_back(
      {"direction of an empty handle", LayoutErrorKind::removedItem, {"empty handle"}, [](Scene& s) {
         return s.engine.setLayoutDirection(LayoutItem{}, LayoutDirection::leftToRight);
       }});
  rows.push_back({"direction 255 of the root", LayoutErrorKind::invalidValue, {"root", "255"}, [](Scene& s) {
                    return s.engine.setLayoutDirection(s.root, static_cast<LayoutDirection>(255));
                  }});
  for (double bad : {notANumber, infinity, -infinity}) {
    rows.push_back({"first baseline non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"baseline offsets of footer to " + numberDescription(bad) + " and 0"},
                    [bad](Scene& s) { return s.engine.setBaselineOffsets(s.footer, bad, 0); }});
    rows.push_back({"last baseline non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"baseline offsets of icon to 0 and " + numberDescription(bad)},
                    [bad](Scene& s) { return s.engine.setBaselineOffsets(s.icon, 0, bad); }});
  }
  rows.push_back({"baselines of a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.setBaselineOffsets(s.gone, 1, 1);
                  }});
  runCatalogue(rows);
}

TEST_CASE("bad input: layout margins and safe-area insets") {
  std::vector<BadInput> rows;
  for (int side = 0; side < 4; ++side) {
    for (double bad : {notANumber, infinity}) {
      LayoutInsets insets{8, 8, 8, 8};
      double* field[4] = {&insets.top, &insets.left, &insets.bottom, &insets.right};
      *field[side] = bad;
      std::string text = "(";
      for (int each = 0; each < 4; ++each) text += (each ? ", " : "") + numberDescription(*field[each]);
      text += ")";
      rows.push_back({"layout margins non-finite",
                      LayoutErrorKind::nonFiniteValue,
                      {"layout margins of body to " + text},
                      [insets](Scene& s) { return s.engine.setLayoutMargins(s.body, insets); }});
      rows.push_back({"safe-area insets non-finite",
                      LayoutErrorKind::nonFiniteValue,
                      {"safe-area insets of root to " + text},
                      [insets](Scene& s) { return s.engine.setSafeAreaInsets(s.root, insets); }});
    }
  }
  rows.push_back({"directional margins non-finite",
                  LayoutErrorKind::nonFiniteValue,
                  {"layout margins of header to (0, -inf, 0, 0)"},
                  [](Scene& s) {
                    return s.engine.setDirectionalLayoutMargins(s.header, {0, -infinity, 0, 0});
                  }});
  rows.push_back({"margins of a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.setLayoutMargins(s.gone, {1, 1, 1, 1});
                  }});
  rows.push_back({"safe area of another engine's item",
                  LayoutErrorKind::differentEngines,
                  {"another engine"},
                  [](Scene& s) {
                    return s.engine.setSafeAreaInsets(s.stranger, {1, 1, 1, 1});
                  }});
  runCatalogue(rows);
}

// MARK: - The tree

TEST_CASE("bad input: tree operations") {
  std::vector<BadInput> rows;
  rows.push_back(
      {"the root as a subitem", LayoutErrorKind::invalidHierarchy, {"root", "header"}, [](Scene& s) {
         return s.engine.addSubitem(s.header, s.root);
       }});
  rows.push_back(
      {"an item under itself", LayoutErrorKind::invalidHierarchy, {"body", "itself"}, [](Scene& s) {
         return s.engine.addSubitem(s.body, s.body);
       }});
  rows.push_back(
      {"an item under its own child", LayoutErrorKind::invalidHierarchy, {"header", "icon"}, [](Scene& s) {
         return s.engine.addSubitem(s.icon, s.header);
       }});
  rows.push_back({"the root under its grandchild", LayoutErrorKind::invalidHierarchy, {"root"}, [](Scene& s) {
                    return s.engine.addSubitem(s.icon, s.root);
                  }});
  rows.push_back(
      {"a subitem of a layout guide", LayoutErrorKind::invalidHierarchy, {"spacer", "loose"}, [](Scene& s) {
         return s.engine.addSubitem(s.spacer, s.loose);
       }});
  rows.push_back({"the engine's own guide moved",
                  LayoutErrorKind::invalidHierarchy,
                  {"body.layoutMarginsGuide", "its own guides"},
                  [](Scene& s) {
                    LayoutItem guide = s.engine.layoutMarginsGuide(s.body);
                    return s.engine.addSubitem(s.root, guide);
                  }});
  rows.push_back(
      {"another engine's item as a subitem", LayoutErrorKind::differentEngines, {"subitem"}, [](Scene& s) {
         return s.engine.addSubitem(s.root, s.stranger);
       }});
  rows.push_back(
      {"another engine's item as a parent", LayoutErrorKind::differentEngines, {"parent"}, [](Scene& s) {
         return s.engine.addSubitem(s.stranger, s.loose);
       }});
  rows.push_back(
      {"a removed item as a subitem", LayoutErrorKind::removedItem, {"subitem", "removed"}, [](Scene& s) {
         return s.engine.addSubitem(s.root, s.gone);
       }});
  rows.push_back(
      {"a removed item as a parent", LayoutErrorKind::removedItem, {"parent", "removed"}, [](Scene& s) {
         return s.engine.addSubitem(s.gone, s.loose);
       }});
  rows.push_back({"an empty handle as a subitem",
                  LayoutErrorKind::removedItem,
                  {"subitem", "empty handle"},
                  [](Scene& s) { return s.engine.addSubitem(s.root, LayoutItem{}); }});
  rows.push_back({"detaching the root", LayoutErrorKind::invalidHierarchy, {"root"}, [](Scene& s) {
                    return s.engine.removeFromParent(s.root);
                  }});
  rows.push_back({"detaching the engine's own guide",
                  LayoutErrorKind::invalidHierarchy,
                  {"header.layoutMarginsGuide"},
                  [](Scene& s) {
                    LayoutItem guide = s.engine.layoutMarginsGuide(s.header);
                    return s.engine.removeFromParent(guide);
                  }});
  rows.push_back({"detaching a removed item", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.removeFromParent(s.gone);
                  }});
  rows.push_back({"removing the root", LayoutErrorKind::invalidHierarchy, {"root"}, [](Scene& s) {
                    return s.engine.removeItem(s.root);
                  }});
  rows.push_back({"removing an item twice", LayoutErrorKind::removedItem, {"removed"}, [](Scene& s) {
                    return s.engine.removeItem(s.gone);
                  }});
  rows.push_back(
      {"removing another engine's item", LayoutErrorKind::differentEngines, {"another engine"}, [](Scene& s) {
         return s.engine.removeItem(s.stranger);
       }});
  runCatalogue(rows);
}

// MARK: - Queries: no error channel, a documented answer, nothing changed

TEST_CASE("bad input: queries answer nothing for bad items and change nothing") {
  Scene s;
  std::string before = s.snapshot();
  for (const LayoutItem& bad : {s.gone, s.stranger, LayoutItem{}}) {
    CHECK_FRAME(s.engine.frame(bad, LayoutCoordinates::root), 0, 0, 0, 0);
    LayoutSize fitting = s.engine.fittingSize(bad, LayoutFitting::expanded, 10);
    CHECK_EQUAL(fitting.width, 0.0);
    CHECK_EQUAL(fitting.height, 0.0);
    CHECK(!s.engine.contains(bad));
    CHECK(!s.engine.parent(bad).isValid());
    CHECK(s.engine.subitems(bad).empty());
    CHECK_EQUAL(s.engine.name(bad), std::string());
    CHECK(!s.engine.isLayoutGuide(bad));
    CHECK(s.engine.constraintsAffecting(bad, LayoutAxis::horizontal).empty());
    CHECK(!s.engine.layoutMarginsGuide(bad).isValid());
    CHECK(!s.engine.safeAreaLayoutGuide(bad).isValid());
  }
  CHECK_EQUAL(s.snapshot(), before);
}

TEST_CASE("bad input: frames with a scale that is not a positive multiplier in range are not snapped") {
  Scene s;
  CHECK_SUCCESS(s.engine.setIntrinsicContentSize(s.loose, std::nullopt, std::nullopt));
  // icon at 2.5 in header coordinates: a half that snapping at scale 1 would round.
  CHECK_SUCCESS(s.engine.setConstant(s.headerWidth, 100.25));
  std::string before = s.snapshot();
  // Beyond the engine's range of multipliers (1e-6 to 1e6, ValueRange.h) too: at 1e-300 a pixel is
  // 1e300 points wide, and snapping would put every edge at 0 (an outside test's finding).
  for (double scale :
       {notANumber, infinity, -infinity, -1.0, -denormal, 0.0, denormal, 1e-300, 9e-7, 1.1e6, 1e300}) {
    CHECK_FRAME(s.engine.frame(s.body, LayoutCoordinates::root, scale), 20, 35, 260, 50);
    CHECK_FRAME(s.engine.frame(s.header, LayoutCoordinates::root, scale), 10, 10, 100.25, 20);
  }
  // At the ends of the range it snaps: pixels of 1e6 points put every edge here at 0; pixels of
  // 1e-6 points keep these edges, which are whole numbers of them.
  CHECK_FRAME(s.engine.frame(s.header, LayoutCoordinates::root, 1e-6), 0, 0, 0, 0);
  CHECK_FRAME(s.engine.frame(s.header, LayoutCoordinates::root, 1e6), 10, 10, 100.25, 20);
  CHECK_EQUAL(s.snapshot(), before);
  // Above the range too: 100.25 lies on every grid here, so an edge off the grids tells. With the
  // header 100 + 1/3 wide, pixels of 1e-6 points snap its trailing edge to 110.333333; at 1.1e6,
  // beyond the range, the width is the solver's, bit for bit.
  CHECK_SUCCESS(s.engine.setConstant(s.headerWidth, 100 + 1.0 / 3));
  const double unsnapped = s.engine.frame(s.header, LayoutCoordinates::root).width;
  CHECK_NEAR(unsnapped, 100 + 1.0 / 3, 1e-12);
  CHECK_NEAR(s.engine.frame(s.header, LayoutCoordinates::root, 1e6).width, 100.333333, 1e-9);
  CHECK(s.engine.frame(s.header, LayoutCoordinates::root, 1.1e6).width == unsnapped);
}

TEST_CASE("bad input: a fitting size for a width that is not a size is zero") {
  Scene s;
  std::string before = s.snapshot();
  for (double width : {notANumber, infinity, -infinity, -10.0}) {
    for (LayoutFitting fitting : {LayoutFitting::compressed, LayoutFitting::expanded}) {
      LayoutSize size = s.engine.fittingSize(s.footer, fitting, width);
      CHECK_EQUAL(size.width, 0.0);
      CHECK_EQUAL(size.height, 0.0);
    }
  }
  // A good width still answers: footer's height is its intrinsic 30 at any width.
  LayoutSize size = s.engine.fittingSize(s.footer, LayoutFitting::compressed, 50);
  CHECK_NEAR(size.width, 50, 1e-9);
  CHECK_NEAR(size.height, 30, 1e-9);
  CHECK_EQUAL(s.snapshot(), before);
}

TEST_CASE("bad input: the catalogue of items and properties has not shrunk") {
  // Runs last (cases run in order of declaration): every catalogue above has run by now.
  checkCatalogueSize(88);
}
