// BadInputTests.cpp — a catalogue of bad input to the layout engine's public API (issue 11, "keep
// it found"): non-finite, out-of-range and denormal numbers, priorities outside (0, 1000],
// enumeration values cast from integers, items of another engine, removed items, empty handles,
// duplicates, hand-built constraints that pair attributes the DSL refuses, batches with one bad
// constraint among good ones, and tree operations that would make a cycle or move the root.
//
// Each row runs one call on a fully laid out scene and checks three things: the error kind, that
// the message names the culprit (the constraint's description, the item's name, the value), and
// that the engine is unchanged: its dump, its ambiguities and every frame (parent and root
// coordinates, snapped and not) are the same before and after. Queries that have no error
// channel (frames, fitting sizes, guides) are checked for their documented answer and for leaving
// the engine unchanged. EngineMisuseTests.cpp and LayoutErrorTests.cpp hold the cases that came
// with their fixes; this file does not repeat them.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

const double notANumber = std::numeric_limits<double>::quiet_NaN();
const double infinity = std::numeric_limits<double>::infinity();
const double denormal = std::numeric_limits<double>::denorm_min();

/// A root 300 × 200 set by the host, with every frame derived by hand:
///   header (10, 10, 100, 20): left, top, width and height required;
///   icon in header (2, 2, 16, 16) in header coordinates;
///   body (20, 35, 260, 50): leading and trailing 20 inside the root, 5 below the header;
///   spacer, a guide of the root, under the body: (0, 85, 300, 10);
///   footer, intrinsic 80 × 30, centred 10 above the root's bottom, and an optional wish for a
///     width of 90 at 300, above its hugging (250) and below its compression resistance (750):
///     (105, 160, 90, 30);
///   loose, a detached item 40 × 40 (its position is its own business);
///   gone, removed from the engine (the handle stays).
/// Another engine holds `stranger`, with an active width.
struct Scene {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem header = addItem(engine, root, "header");
  LayoutItem icon = addItem(engine, header, "icon");
  LayoutItem body = addItem(engine, root, "body");
  LayoutItem footer = addItem(engine, root, "footer");
  LayoutItem spacer = engine.makeLayoutGuide("spacer");
  LayoutItem loose = engine.makeItem("loose");
  LayoutItem gone = addItem(engine, root, "gone");
  LayoutConstraint headerWidth = header.width == 100;
  LayoutConstraint bodyTop = (body.top == header.bottom + 5) | LayoutIdentifier{"body-gap"};
  LayoutConstraint footerWish = (footer.width == 90) | 300.0;
  LayoutConstraint looseWidth = loose.width == 40;
  /// Active on `gone` until it was removed: now inactive.
  LayoutConstraint goneWidth = gone.width == 10;
  LayoutEngine other;
  LayoutItem stranger = addItem(other, other.root(), "stranger");
  LayoutConstraint strangerWidth = stranger.width == 30;

  Scene() {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.addSubitem(root, spacer));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(footer, 80, 30));
    CHECK_SUCCESS(activateConstraints(
        {header.left == root.left + 10, header.top == root.top + 10, headerWidth, header.height == 20}));
    CHECK_SUCCESS(activateConstraints(
        {icon.left == header.left + 2, icon.centerY == header.centerY, icon.width == 16, icon.height == 16}));
    CHECK_SUCCESS(activateConstraints({body.leading == root.leading + 20, bodyTop,
                                       body.trailing == root.trailing - 20, body.height == 50}));
    CHECK_SUCCESS(activateConstraints({spacer.top == body.bottom, spacer.height == 10,
                                       spacer.left == root.left, spacer.width == root.width}));
    CHECK_SUCCESS(
        activateConstraints({footer.centerX == root.centerX, footer.bottom == root.bottom - 10, footerWish}));
    CHECK_SUCCESS(activateConstraints({looseWidth, loose.height == 40}));
    CHECK_SUCCESS(activateConstraints({goneWidth}));
    CHECK_SUCCESS(engine.removeItem(gone));
    CHECK_SUCCESS(activateConstraints({strangerWidth}));
    // The engine makes a guide when first asked: asked here, so that a row asking again changes
    // nothing.
    CHECK(engine.layoutMarginsGuide(body).isValid());
    CHECK(engine.layoutMarginsGuide(header).isValid());
    CHECK_FRAME(engine.frame(header, LayoutCoordinates::root), 10, 10, 100, 20);
    CHECK_FRAME(engine.frame(icon), 2, 2, 16, 16);
    CHECK_FRAME(engine.frame(body, LayoutCoordinates::root), 20, 35, 260, 50);
    CHECK_FRAME(engine.frame(spacer, LayoutCoordinates::root), 0, 85, 300, 10);
    CHECK_FRAME(engine.frame(footer, LayoutCoordinates::root), 105, 160, 90, 30);
  }

  /// Everything a caller can observe of the engine, as text.
  std::string snapshot() const {
    std::string text = engine.dump();
    for (const LayoutAmbiguity& ambiguity : engine.ambiguities()) text += ambiguity.description + "\n";
    for (const LayoutItem& item : {root, header, icon, body, footer, spacer, loose}) {
      for (LayoutCoordinates coordinates : {LayoutCoordinates::parent, LayoutCoordinates::root}) {
        for (double scale : {0.0, 3.0}) {
          LayoutRect rect = engine.frame(item, coordinates, scale);
          text += engine.name(item) + " " + numberDescription(rect.x) + " " + numberDescription(rect.y) +
                  " " + numberDescription(rect.width) + " " + numberDescription(rect.height) + "\n";
        }
      }
      for (LayoutAxis axis : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
        text += engine.name(item) + " affected by " +
                std::to_string(engine.constraintsAffecting(item, axis).size()) + "\n";
      }
      text += engine.name(item) + " direction " +
              std::to_string(static_cast<int>(engine.effectiveLayoutDirection(item))) + "\n";
    }
    return text + other.dump();
  }
};

/// A constraint built by hand (as a front end other than the DSL could): `first == second`
/// between two attributes of items of `engine`.
LayoutConstraint handBuilt(LayoutEngine& engine, const LayoutItem& firstItem, LayoutAttribute first,
                           const LayoutItem& secondItem, LayoutAttribute second, bool relatesPositions) {
  PendingLayoutConstraint pending;
  pending.first = LayoutExpression::of(firstItem.identifier(), first, &engine);
  pending.second = LayoutExpression::of(secondItem.identifier(), second, &engine);
  pending.relatesPositions = relatesPositions;
  return LayoutConstraint(pending);
}

/// One row of the catalogue: a call on a fresh scene, the kind it must fail with and the texts its
/// message must contain. `check`, when given, looks at the scene and the result afterwards (the
/// constraints of a refused batch are inactive, …).
struct BadInput {
  const char* name;
  LayoutErrorKind kind;
  std::vector<std::string> culprits;
  std::function<LayoutResult(Scene&)> call;
  std::function<void(Scene&, const LayoutResult&)> check = nullptr;
};

/// The first line where `before` and `after` differ, both ways, for a readable failure.
std::string firstDifference(const std::string& before, const std::string& after) {
  std::size_t start = 0;
  while (start < before.size() && start < after.size() && before[start] == after[start]) ++start;
  start = before.rfind('\n', start) == std::string::npos ? 0 : before.rfind('\n', start) + 1;
  auto lineAt = [start](const std::string& text) {
    return text.substr(start, text.find('\n', start) - start);
  };
  return "was \"" + lineAt(before) + "\", is \"" + lineAt(after) + "\"";
}

int rowsRun = 0;

/// Runs each row on a scene of its own and reports each failed expectation with the row's name.
void runCatalogue(const std::vector<BadInput>& rows) {
  for (const BadInput& row : rows) {
    ++rowsRun;
    Scene scene;
    std::string before = scene.snapshot();
    LayoutResult result = row.call(scene);
    std::string where = std::string("[") + row.name + "] ";
    if (result.kind != row.kind) {
      testing::reportFailure(__FILE__, __LINE__,
                             where + "kind " + layoutErrorKindName(result.kind) + ", expected " +
                                 layoutErrorKindName(row.kind) + " (" + result.message + ")");
    }
    for (const std::string& culprit : row.culprits) {
      if (!testing::containsText(result.message, culprit))
        testing::reportFailure(__FILE__, __LINE__,
                               where + "\"" + result.message + "\" does not name " + culprit);
    }
    std::string after = scene.snapshot();
    if (after != before)
      testing::reportFailure(__FILE__, __LINE__,
                             where + "the engine changed: " + firstDifference(before, after));
    if (row.check) row.check(scene, result);
  }
}

/// A refusal that needs its own set-up first (made before the snapshot, so only the refused call
/// is judged): `setUp` runs on the fresh scene, then `call` must fail.
struct Refusal {
  const char* name;
  LayoutErrorKind kind;
  std::vector<std::string> culprits;
  std::function<void(Scene&)> setUp;
  std::function<LayoutResult(Scene&)> call;
};

void runRefusals(const std::vector<Refusal>& rows) {
  for (const Refusal& row : rows) {
    ++rowsRun;
    Scene scene;
    row.setUp(scene);
    std::string before = scene.snapshot();
    LayoutResult result = row.call(scene);
    std::string where = std::string("[") + row.name + "] ";
    if (result.kind != row.kind) {
      testing::reportFailure(__FILE__, __LINE__,
                             where + "kind " + layoutErrorKindName(result.kind) + ", expected " +
                                 layoutErrorKindName(row.kind) + " (" + result.message + ")");
    }
    for (const std::string& culprit : row.culprits) {
      if (!testing::containsText(result.message, culprit))
        testing::reportFailure(__FILE__, __LINE__,
                               where + "\"" + result.message + "\" does not name " + culprit);
    }
    std::string after = scene.snapshot();
    if (after != before)
      testing::reportFailure(__FILE__, __LINE__,
                             where + "the engine changed: " + firstDifference(before, after));
  }
}

std::vector<LayoutConstraint> batch(std::initializer_list<LayoutConstraint> constraints) {
  return constraints;
}

}  // namespace

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
                    pending.relatesPositions = true;
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

TEST_CASE("bad input: the catalogue has at least 80 rows") {
  // Runs last (cases run in order of declaration): every catalogue above has run by now, unless a
  // filter selected only some cases.
  std::printf("%d rows of bad input\n", rowsRun);
  if (rowsRun > 0) CHECK(rowsRun >= 80);
}
