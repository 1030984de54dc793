// BadConstraintInputTests.cpp — the catalogue of bad input to the layout engine's public API
// (BadInputCatalogue.h), for constraints: numbers, priorities and relations outside their ranges,
// forged handles, duplicates, hand-built constraints that pair attributes the DSL refuses, batches
// with one bad constraint among good ones, deactivation, in-place changes, and property changes
// that the required constraints refuse (undone exactly).
#define CLAYOUT_TEST_MAIN
#include "BadInputCatalogue.h"

using namespace clayout;
using namespace clayout::testing::bad_input;

// MARK: - Activation

TEST_CASE("bad input: forged handles (an index past the engine's items, a stale generation)") {
  std::vector<BadInput> rows;
  // Forged with the engine's own identity: the engine must look at the item, not only the engine.
  auto pastTheEnd = [](Scene& s) {
    return LayoutItem(&s.engine, ItemIdentifier{1000000, 1}, s.body.engineIdentity());
  };
  auto staleGeneration = [](Scene& s) {
    return LayoutItem(&s.engine,
                      ItemIdentifier{s.body.identifier().index, s.body.identifier().generation + 7},
                      s.body.engineIdentity());
  };
  for (auto forge : {+pastTheEnd, +staleGeneration}) {
    rows.push_back(
        {"intrinsic size of a forged handle", LayoutErrorKind::removedItem, {"removed"}, [forge](Scene& s) {
           return s.engine.setIntrinsicContentSize(forge(s), 1, 1);
         }});
    rows.push_back(
        {"a forged handle as a subitem", LayoutErrorKind::removedItem, {"subitem"}, [forge](Scene& s) {
           return s.engine.addSubitem(s.root, forge(s));
         }});
    rows.push_back({"a forged handle in a constraint",
                    LayoutErrorKind::removedItem,
                    {"body.width == (removed item).width"},
                    [forge](Scene& s) {
                      LayoutItem forged = forge(s);
                      return s.engine.activate(batch({s.body.width == forged.width}));
                    }});
  }
  runCatalogue(rows);
}

TEST_CASE("bad input: numbers in constraints") {
  std::vector<BadInput> rows;
  for (double bad : {notANumber, infinity, -infinity}) {
    std::string value = numberDescription(bad);
    rows.push_back({"constant non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"loose.height == " + value},
                    [bad](Scene& s) { return s.engine.activate(batch({s.loose.height == bad})); }});
    rows.push_back({"position constant non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"body.bottom <= spacer.top", numberDescription(std::fabs(bad))},
                    [bad](Scene& s) {
                      return s.engine.activate(batch({(s.body.bottom <= s.spacer.top + bad) | 100.0}));
                    }});
    rows.push_back(
        {"multiplier non-finite",
         LayoutErrorKind::nonFiniteValue,
         {value + "·header.width"},
         [bad](Scene& s) { return s.engine.activate(batch({s.icon.width == s.header.width * bad})); }});
    rows.push_back(
        {"multiplier non-finite on the first side",
         LayoutErrorKind::nonFiniteValue,
         {value + "·icon.height"},
         [bad](Scene& s) { return s.engine.activate(batch({s.icon.height * bad == s.header.height})); }});
  }
  for (double bad : {0.0, -0.0, -1.0, 1000.5, 1e300, notANumber, infinity, -infinity, -denormal}) {
    rows.push_back({"priority out of range",
                    LayoutErrorKind::invalidPriority,
                    {"loose.height == 40", "(0, 1000]"},
                    [bad](Scene& s) { return s.engine.activate(batch({(s.loose.height == 40) | bad})); }});
  }
  rows.push_back(
      {"identifier named in a refusal", LayoutErrorKind::nonFiniteValue, {"\"hero-gap\""}, [](Scene& s) {
         return activateConstraints(
             {(s.icon.top == s.header.top + notANumber) | LayoutIdentifier{"hero-gap"}});
       }});
  runCatalogue(rows);
}

TEST_CASE("bad input: one bad constraint in a batch of good ones") {
  std::vector<BadInput> rows;
  // Each batch: good constraints before and after the bad one. None of them is active afterwards.
  struct Culprit {
    const char* name;
    LayoutErrorKind kind;
    std::string text;
    std::function<LayoutConstraint(Scene&)> make;
  };
  std::vector<Culprit> culprits = {
      {"non-finite constant", LayoutErrorKind::nonFiniteValue, "icon.width <= nan",
       [](Scene& s) { return s.icon.width <= notANumber; }},
      {"invalid priority", LayoutErrorKind::invalidPriority, "icon.width >= 1 @0",
       [](Scene& s) { return (s.icon.width >= 1) | 0.0; }},
      {"removed item", LayoutErrorKind::removedItem, "removed", [](Scene& s) { return s.gone.height == 5; }},
      {"another engine's item", LayoutErrorKind::differentEngines, "stranger.width",
       [](Scene& s) { return s.body.width == s.stranger.width; }},
      {"no common ancestor", LayoutErrorKind::noCommonAncestor, "loose",
       [](Scene& s) { return s.loose.width == s.header.width; }},
      {"already active", LayoutErrorKind::alreadyActive, "\"body-gap\"", [](Scene& s) { return s.bodyTop; }},
      {"unsatisfiable", LayoutErrorKind::unsatisfiableConstraint, "header.width == 120",
       [](Scene& s) { return s.header.width == 120; }},
  };
  for (const Culprit& culprit : culprits) {
    auto made = std::make_shared<std::vector<LayoutConstraint>>();
    rows.push_back({culprit.name,
                    culprit.kind,
                    {culprit.text},
                    [culprit, made](Scene& s) {
                      *made = {(s.icon.top >= s.header.top) | 500.0, s.loose.height <= 100, culprit.make(s),
                               s.body.width <= 300};
                      return s.engine.activate(*made);
                    },
                    [made](Scene&, const LayoutResult& result) {
                      REQUIRE(made->size() == 4);
                      CHECK(!(*made)[0].isActive());
                      CHECK(!(*made)[1].isActive());
                      CHECK(!(*made)[3].isActive());
                      CHECK(result.constraint.has_value() && result.constraint->isSameConstraint((*made)[2]));
                    }});
  }
  // The same through the DSL's activateConstraints.
  rows.push_back({"activateConstraints: one non-finite among good",
                  LayoutErrorKind::nonFiniteValue,
                  {"loose.width == inf"},
                  [](Scene& s) {
                    return activateConstraints({s.loose.height <= 100, s.loose.width == infinity});
                  }});
  rows.push_back(
      {"activateConstraints: a constraint twice", LayoutErrorKind::alreadyActive, {"twice"}, [](Scene& s) {
         LayoutConstraint twice = s.loose.height <= 100;
         return activateConstraints({twice, twice});
       }});
  rows.push_back({"activateConstraints: a constraint of another engine after good ones",
                  LayoutErrorKind::differentEngines,
                  {"stranger.width == 30"},
                  [](Scene& s) {
                    return activateConstraints({s.loose.height <= 100, s.strangerWidth});
                  }});
  runCatalogue(rows);
}

TEST_CASE("bad input: constraints that cannot be activated") {
  std::vector<BadInput> rows;
  rows.push_back(
      {"an active constraint again", LayoutErrorKind::alreadyActive, {"header.width == 100"}, [](Scene& s) {
         return s.engine.activate(batch({s.headerWidth}));
       }});
  rows.push_back({"a constraint dropped with its removed item",
                  LayoutErrorKind::removedItem,
                  {"removed"},
                  [](Scene& s) { return s.engine.activate(batch({s.goneWidth})); },
                  [](Scene& s, const LayoutResult&) { CHECK(!s.goneWidth.isActive()); }});
  rows.push_back({"another engine's active constraint",
                  LayoutErrorKind::differentEngines,
                  {"stranger.width == 30"},
                  [](Scene& s) { return s.engine.activate(batch({s.strangerWidth})); },
                  [](Scene& s, const LayoutResult&) { CHECK(s.strangerWidth.isActive()); }});
  rows.push_back({"a constraint without items", LayoutErrorKind::differentEngines, {"no item"}, [](Scene& s) {
                    PendingLayoutConstraint constant;
                    constant.second.constant = 4;
                    return s.engine.activate(batch({LayoutConstraint(constant)}));
                  }});
  rows.push_back({"a detached item with an item of the tree",
                  LayoutErrorKind::noCommonAncestor,
                  {"loose", "footer"},
                  [](Scene& s) { return s.engine.activate(batch({s.footer.height == s.loose.height})); }});
  rows.push_back({"a position times zero (hand-built)",
                  LayoutErrorKind::zeroMultiplier,
                  {"zero multiplier"},
                  [](Scene& s) {
                    LayoutConstraint c = handBuilt(s.engine, s.icon, LayoutAttribute::left, s.header,
                                                   LayoutAttribute::left, true);
                    PendingLayoutConstraint pending;
                    pending.first = c.firstExpression();
                    pending.second = c.secondExpression();
                    pending.second.terms[0].coefficient = 0;
                    pending.anchorKind = AnchorKind::xAxis;
                    return s.engine.activate(batch({LayoutConstraint(pending)}));
                  }});
  // Pairings the DSL refuses at compile time, built by hand: refused at activation too.
  rows.push_back({"a horizontal position with a vertical one",
                  LayoutErrorKind::invalidValue,
                  {"icon.left == header.top"},
                  [](Scene& s) {
                    return s.engine.activate(batch({handBuilt(s.engine, s.icon, LayoutAttribute::left,
                                                              s.header, LayoutAttribute::top, true)}));
                  }});
  rows.push_back({"a vertical position with a horizontal one, not marked as positions",
                  LayoutErrorKind::invalidValue,
                  {"icon.centerY == header.centerX"},
                  [](Scene& s) {
                    return s.engine.activate(batch({handBuilt(s.engine, s.icon, LayoutAttribute::centerY,
                                                              s.header, LayoutAttribute::centerX, false)}));
                  }});
  rows.push_back(
      {"leading with left", LayoutErrorKind::invalidValue, {"icon.leading == header.left"}, [](Scene& s) {
         return s.engine.activate(batch(
             {handBuilt(s.engine, s.icon, LayoutAttribute::leading, s.header, LayoutAttribute::left, true)}));
       }});
  rows.push_back({"a position with a dimension",
                  LayoutErrorKind::invalidValue,
                  {"icon.top == header.height"},
                  [](Scene& s) {
                    return s.engine.activate(batch({handBuilt(s.engine, s.icon, LayoutAttribute::top,
                                                              s.header, LayoutAttribute::height, false)}));
                  }});
  rows.push_back({"a dimension with a position",
                  LayoutErrorKind::invalidValue,
                  {"icon.width == header.right"},
                  [](Scene& s) {
                    return s.engine.activate(batch({handBuilt(s.engine, s.icon, LayoutAttribute::width,
                                                              s.header, LayoutAttribute::right, false)}));
                  }});
  runCatalogue(rows);
}

TEST_CASE("bad input: deactivation") {
  std::vector<BadInput> rows;
  rows.push_back({"a constraint never activated",
                  LayoutErrorKind::notActive,
                  {"loose.height == 41", "not active"},
                  [](Scene& s) { return s.engine.deactivate(batch({s.loose.height == 41})); }});
  rows.push_back({"an active constraint twice",
                  LayoutErrorKind::notActive,
                  {"loose.width == 40", "twice"},
                  [](Scene& s) {
                    return s.engine.deactivate(batch({s.looseWidth, s.looseWidth}));
                  },
                  [](Scene& s, const LayoutResult&) { CHECK(s.looseWidth.isActive()); }});
  rows.push_back({"an inactive one after an active one",
                  LayoutErrorKind::notActive,
                  {"footer.width == 91"},
                  [](Scene& s) {
                    return s.engine.deactivate(batch({s.footerWish, s.footer.width == 91}));
                  },
                  [](Scene& s, const LayoutResult&) { CHECK(s.footerWish.isActive()); }});
  rows.push_back({"a constraint the engine maintains",
                  LayoutErrorKind::notActive,
                  {"footer", "engine maintains"},
                  [](Scene& s) {
                    std::vector<LayoutConstraint> maintained;
                    for (const LayoutConstraint& c :
                         s.engine.constraintsAffecting(s.footer, LayoutAxis::horizontal))
                      if (c.line() == 0) maintained.push_back(c);
                    REQUIRE(!maintained.empty());
                    return s.engine.deactivate(batch({maintained.front()}));
                  }});
  rows.push_back({"another engine's constraint",
                  LayoutErrorKind::differentEngines,
                  {"stranger.width == 30"},
                  [](Scene& s) { return s.engine.deactivate(batch({s.strangerWidth})); },
                  [](Scene& s, const LayoutResult&) { CHECK(s.strangerWidth.isActive()); }});
  rows.push_back({"a constraint dropped with its removed item",
                  LayoutErrorKind::notActive,
                  {"not active"},
                  [](Scene& s) { return s.engine.deactivate(batch({s.goneWidth})); }});
  rows.push_back({"deactivateConstraints: constraints of two engines",
                  LayoutErrorKind::differentEngines,
                  {"engines"},
                  [](Scene& s) {
                    return deactivateConstraints({s.looseWidth, s.strangerWidth});
                  },
                  [](Scene& s, const LayoutResult&) { CHECK(s.looseWidth.isActive()); }});
  runCatalogue(rows);
}

// MARK: - Constants and priorities changed in place

TEST_CASE("bad input: setConstant and setPriority") {
  std::vector<BadInput> rows;
  for (double bad : {notANumber, infinity, -infinity}) {
    rows.push_back({"setConstant non-finite",
                    LayoutErrorKind::nonFiniteValue,
                    {"header.width == 100"},
                    [bad](Scene& s) { return s.engine.setConstant(s.headerWidth, bad); },
                    [](Scene& s, const LayoutResult&) { CHECK_EQUAL(s.headerWidth.constant(), 100.0); }});
    rows.push_back({"setConstant non-finite through the constraint",
                    LayoutErrorKind::nonFiniteValue,
                    {"\"body-gap\""},
                    [bad](Scene& s) { return s.bodyTop.setConstant(bad); },
                    [](Scene& s, const LayoutResult&) { CHECK_EQUAL(s.bodyTop.constant(), 5.0); }});
    rows.push_back({"setConstant non-finite on an inactive constraint",
                    LayoutErrorKind::nonFiniteValue,
                    {"(removed item).width == 10"},
                    [bad](Scene& s) { return s.goneWidth.setConstant(bad); },
                    [](Scene& s, const LayoutResult&) { CHECK_EQUAL(s.goneWidth.constant(), 10.0); }});
  }
  for (double bad : {0.0, -1.0, 1000.5, 1e300, notANumber, infinity, -infinity}) {
    rows.push_back({"setPriority out of range",
                    LayoutErrorKind::invalidPriority,
                    {"footer.width == 90 @300"},
                    [bad](Scene& s) { return s.engine.setPriority(s.footerWish, bad); },
                    [](Scene& s, const LayoutResult&) { CHECK_EQUAL(s.footerWish.priority(), 300.0); }});
  }
  rows.push_back({"setPriority out of range on a required one",
                  LayoutErrorKind::invalidPriority,
                  {"header.width == 100"},
                  [](Scene& s) { return s.headerWidth.setPriority(1000.001); }});
  rows.push_back({"setPriority out of range on an inactive one",
                  LayoutErrorKind::invalidPriority,
                  {"(removed item).width == 10"},
                  [](Scene& s) { return s.goneWidth.setPriority(-denormal); }});
  rows.push_back({"setConstant on a constraint the engine maintains",
                  LayoutErrorKind::notActive,
                  {"engine maintains"},
                  [](Scene& s) {
                    std::vector<LayoutConstraint> affecting =
                        s.engine.constraintsAffecting(s.footer, LayoutAxis::vertical);
                    for (const LayoutConstraint& c : affecting)
                      if (c.line() == 0) return s.engine.setConstant(c, 1);
                    return LayoutResult::success();
                  }});
  rows.push_back({"setPriority on a constraint the engine maintains",
                  LayoutErrorKind::notActive,
                  {"engine maintains"},
                  [](Scene& s) {
                    for (const LayoutConstraint& c :
                         s.engine.constraintsAffecting(s.footer, LayoutAxis::horizontal))
                      if (c.line() == 0) return s.engine.setPriority(c, 999);
                    return LayoutResult::success();
                  }});
  rows.push_back({"a constraint without items: setConstant",
                  LayoutErrorKind::nonFiniteValue,
                  {"not finite"},
                  [](Scene&) {
                    PendingLayoutConstraint constant;
                    return LayoutConstraint(constant).setConstant(notANumber);
                  }});
  rows.push_back({"a constraint without items: setPriority",
                  LayoutErrorKind::invalidPriority,
                  {"(0, 1000]"},
                  [](Scene&) {
                    PendingLayoutConstraint constant;
                    return LayoutConstraint(constant).setPriority(0);
                  }});
  runCatalogue(rows);
}

// MARK: - Property changes that cannot hold: undone exactly

TEST_CASE("bad input: property changes that required constraints refuse") {
  std::vector<Refusal> rows;
  // footer's compression resistance made required, then a larger intrinsic width than a required
  // maximum allows.
  rows.push_back({"intrinsic size against a required maximum",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"footer.width <= 120"},
                  [](Scene& s) {
                    CHECK_SUCCESS(s.engine.setContentCompressionResistancePriority(
                        s.footer, LayoutAxis::horizontal, priority::required));
                    CHECK_SUCCESS(activateConstraints({s.footer.width <= 120}));
                  },
                  [](Scene& s) { return s.engine.setIntrinsicContentSize(s.footer, 150, 30); }});
  rows.push_back({"hugging made required against a required minimum",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"footer.width >= 85"},
                  [](Scene& s) { CHECK_SUCCESS(activateConstraints({s.footer.width >= 85})); },
                  [](Scene& s) {
                    return s.engine.setContentHuggingPriority(s.footer, LayoutAxis::horizontal,
                                                              priority::required);
                  }});
  rows.push_back({"an optional constraint made required against a required one",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"footer.width == 90", "footer.width <= 88"},
                  [](Scene& s) { CHECK_SUCCESS(activateConstraints({s.footer.width <= 88})); },
                  [](Scene& s) { return s.engine.setPriority(s.footerWish, priority::required); }});
  rows.push_back({"margins that a required width inside them cannot fit",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"body.layoutMarginsGuide"},
                  [](Scene& s) {
                    LayoutItem guide = s.engine.layoutMarginsGuide(s.body);
                    CHECK_SUCCESS(activateConstraints({guide.height >= 30}));
                    // body is 50 high: margins of 15 and 15 leave 20.
                  },
                  [](Scene& s) {
                    return s.engine.setLayoutMargins(s.body, {15, 8, 15, 8});
                  }});
  rows.push_back({"safe-area insets that a required height inside them cannot fit",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"safeAreaLayoutGuide"},
                  [](Scene& s) {
                    LayoutItem guide = s.engine.safeAreaLayoutGuide(s.header);
                    CHECK_SUCCESS(activateConstraints({guide.height >= 15}));
                    // header is 20 high.
                  },
                  [](Scene& s) {
                    return s.engine.setSafeAreaInsets(s.header, {4, 0, 4, 0});
                  }});
  rows.push_back({"baseline offsets that a required baseline cannot follow",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"icon.firstBaseline"},
                  [](Scene& s) {
                    // icon's top is at 12 in the root, 2 below the header's: its first baseline
                    // (offset 0) is held there, and an offset of 5 cannot hold.
                    CHECK_SUCCESS(activateConstraints({s.icon.firstBaseline == s.header.top + 2}));
                  },
                  [](Scene& s) { return s.engine.setBaselineOffsets(s.icon, 5, 0); }});
  rows.push_back({"a constant that a required constraint cannot follow",
                  LayoutErrorKind::unsatisfiableConstraint,
                  {"icon.width == 16"},
                  [](Scene& s) {
                    LayoutConstraint inside = s.icon.right <= s.header.right;
                    CHECK_SUCCESS(activateConstraints({inside}));
                    // icon.left is header.left + 2 and width 16: a header of 100 holds it; of 10
                    // it cannot.
                  },
                  [](Scene& s) { return s.engine.setConstant(s.headerWidth, 10); }});
  runRefusals(rows);
}

TEST_CASE("bad input: the catalogue of constraints has not shrunk") {
  // Runs last (cases run in order of declaration): every catalogue above has run by now.
  checkCatalogueSize(85);
}
