// BadInputCatalogue.h — the scene and the runner of the catalogue of bad input to the layout
// engine's public API (BadInputTests.cpp: items and properties; BadConstraintInputTests.cpp:
// constraints). Each row runs one call on a fully laid out scene and checks three things: the
// error kind, that the message names the culprit (the constraint's description, the item's name,
// the value), and that the engine is unchanged: its dump, its ambiguities and every frame (parent
// and root coordinates, snapped and not) are the same before and after.
#pragma once

#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

namespace clayout::testing::bad_input {

using namespace clayout;
using testing::addItem;

inline const double notANumber = std::numeric_limits<double>::quiet_NaN();
inline const double infinity = std::numeric_limits<double>::infinity();
inline const double denormal = std::numeric_limits<double>::denorm_min();

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
inline LayoutConstraint handBuilt(LayoutEngine& engine, const LayoutItem& firstItem, LayoutAttribute first,
                                  const LayoutItem& secondItem, LayoutAttribute second,
                                  bool typedAsPositions) {
  PendingLayoutConstraint pending;
  pending.first = LayoutExpression::of(firstItem.identifier(), first, &engine);
  pending.second = LayoutExpression::of(secondItem.identifier(), second, &engine);
  // Typed as the DSL would type a relation of positions: the first attribute's kind.
  if (typedAsPositions) pending.anchorKind = anchorKindOf(first);
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
inline std::string firstDifference(const std::string& before, const std::string& after) {
  std::size_t start = 0;
  while (start < before.size() && start < after.size() && before[start] == after[start]) ++start;
  start = before.rfind('\n', start) == std::string::npos ? 0 : before.rfind('\n', start) + 1;
  auto lineAt = [start](const std::string& text) {
    return text.substr(start, text.find('\n', start) - start);
  };
  return "was \"" + lineAt(before) + "\", is \"" + lineAt(after) + "\"";
}

/// How many rows ran in this program (each executable counts its own catalogue).
inline int rowsRun = 0;

/// Runs `call` on `scene` as one row named `name`: counts it, and reports (with the row's name) a
/// kind other than `kind`, a message that does not name each of `culprits`, and any change of the
/// engine. Returns the call's result.
inline LayoutResult runRow(const char* name, LayoutErrorKind kind, const std::vector<std::string>& culprits,
                           Scene& scene, const std::function<LayoutResult(Scene&)>& call) {
  ++rowsRun;
  std::string before = scene.snapshot();
  LayoutResult result = call(scene);
  std::string where = std::string("[") + name + "] ";
  if (result.kind != kind) {
    testing::reportFailure(__FILE__, __LINE__,
                           where + "kind " + layoutErrorKindName(result.kind) + ", expected " +
                               layoutErrorKindName(kind) + " (" + result.message + ")");
  }
  for (const std::string& culprit : culprits) {
    if (!testing::containsText(result.message, culprit))
      testing::reportFailure(__FILE__, __LINE__,
                             where + "\"" + result.message + "\" does not name " + culprit);
  }
  std::string after = scene.snapshot();
  if (after != before)
    testing::reportFailure(__FILE__, __LINE__,
                           where + "the engine changed: " + firstDifference(before, after));
  return result;
}

/// Runs each row on a scene of its own (`runRow`), then its own `check`.
inline void runCatalogue(const std::vector<BadInput>& rows) {
  for (const BadInput& row : rows) {
    Scene scene;
    LayoutResult result = runRow(row.name, row.kind, row.culprits, scene, row.call);
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

/// Runs each row on a scene of its own, set up first (`runRow`).
inline void runRefusals(const std::vector<Refusal>& rows) {
  for (const Refusal& row : rows) {
    Scene scene;
    row.setUp(scene);
    (void)runRow(row.name, row.kind, row.culprits, scene, row.call);
  }
}

inline std::vector<LayoutConstraint> batch(std::initializer_list<LayoutConstraint> constraints) {
  return constraints;
}

/// Checks at the end of a program that its catalogue did not shrink: at least `least` rows ran,
/// when every case ran (a filter that selects only some runs fewer).
inline void checkCatalogueSize(int least) {
  std::printf("%d rows of bad input\n", rowsRun);
  if (rowsRun > 0) CHECK(rowsRun >= least);
}

}  // namespace clayout::testing::bad_input
