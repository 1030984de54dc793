// FixtureRunner.cpp — the C++ runner of the cross-language fixtures (Tests/Fixtures/README.md):
// loads each fixture with clayout::loadLayoutText, runs its steps with LayoutEngine's calls, checks
// every expectation and writes each fixture's canonical transcript. Built a second time with
// CLAYOUT_FIXTURE_DSL defined (clayout-run-fixtures-dsl), it builds each fixture with its
// translation to the C++ DSL (`activateConstraints({ … })`, TranslatedLayouts.h) instead of the
// loader, and writes the same transcript.
//
//   clayout-run-fixtures[-dsl] --root FIXTURES_FOLDER --transcripts OUTPUT_FOLDER FIXTURE…
//
// FIXTURE paths are named in messages and transcripts relative to FIXTURES_FOLDER. Exit status 0
// when every expectation of every fixture holds, 1 otherwise (each failure printed as
// `file:line: expected …, got …`), 2 for bad arguments. Reading the expectation lines:
// FixtureFormat.cpp.

#include <CLayoutCore/CLayoutCore.h>
#include <CLayoutCore/Text/LayoutFile.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#ifdef CLAYOUT_FIXTURE_DSL
// Every fixture in the C++ DSL, written at build time by clayout-translate-files.
#include "TranslatedLayouts.h"
#endif

#include "FixtureFormat.h"

namespace {

using namespace clayout;
using namespace clayout::fixtures;

/// One fixture's run: its engine, its items and constraints by reference, the transcript.
class FixtureRun {
 public:
  /// With `useTranslation`, the layout is built by the fixture's translation to the C++ DSL
  /// instead of the loader.
  FixtureRun(std::string fileName, Failures& failures, bool useTranslation)
      : fileName_(std::move(fileName)), failures_(failures), useTranslation_(useTranslation) {}

  /// Runs the fixture `text`; returns its transcript. Failures go to `failures_`.
  std::string run(const std::string& text) {
    std::vector<Phase> phases = readPhases(text, failures_);
    transcript_ = "fixture " + fileName_ + "\n";
    // Built by its translation, the file is loaded into another engine only for its items' names
    // and order.
    LayoutEngine scratch;
    LayoutFileLoad load = loadLayoutText(useTranslation_ ? scratch : engine_, text, fileName_);
    if (!phases[0].loadErrors.empty()) {
      // A file that must not load (it has no translation: both runs check the loader).
      checkLoadErrors(phases, load);
      return transcript_;
    }
    if (!load) {
      for (const TextDiagnostic& diagnostic : load.diagnostics)
        failures_.fail(1, describeDiagnostic(diagnostic));
      transcript_ += "does not load\n";
      return transcript_;
    }
    std::vector<LayoutConstraint> constraints;
    if (useTranslation_) {
      if (!buildTranslation(load, constraints)) {
        transcript_ += "does not build\n";
        return transcript_;
      }
    } else {
      for (const LoadedItem& item : load.items) items_.emplace_back(item.name, item.item);
      for (const LoadedConstraint& loaded : load.constraints) constraints.push_back(loaded.constraint);
    }
    // The groups by name, their items found by name among the file's (in either engine).
    for (const LoadedGroup& group : load.groups) {
      std::vector<LayoutItem>& members = groups_[group.name];
      for (const LayoutItem& member : group.items) {
        for (const LoadedItem& loaded : load.items) {
          if (loaded.item == member) members.push_back(*item(loaded.name));
        }
      }
    }
    for (const LayoutConstraint& constraint : constraints) {
      const std::string& identifier = constraint.identifier();
      if (identifier.empty()) continue;
      if (!constraints_.emplace(identifier, constraint).second)
        failures_.fail(1, "the identifier \"" + identifier + "\" twice");
    }
    transcript_ += "load\n";
    writeFrames();
    for (const auto& [name, item] : items_) {
      bool listed = std::any_of(phases[0].frames.begin(), phases[0].frames.end(),
                                [&](const FrameExpectation& frame) { return frame.name == name; });
      if (!listed) failures_.fail(1, "no `#= " + name + " …` line after the load: every item needs one");
    }
    checkFrames(phases[0]);
    for (std::size_t index = 1; index < phases.size(); ++index) {
      transcript_ += "step " + std::to_string(index) + " " + phases[index].stepText + "\n";
      runStep(phases[index]);
      writeFrames();
      checkFrames(phases[index]);
    }
    return transcript_;
  }

 private:
  /// The load of a file that must not load: its diagnostics, to the transcript and against the
  /// `#! load error` lines, in order (kind, place and, when given, text in the message).
  void checkLoadErrors(const std::vector<Phase>& phases, const LayoutFileLoad& load) {
    transcript_ += "load\n";
    if (load) {
      transcript_ += "  ok\n";
      failures_.fail(phases[0].loadErrors.front().expectationLine, "expected the load to fail, it loaded");
      return;
    }
    for (const TextDiagnostic& diagnostic : load.diagnostics) {
      transcript_ += "  error " + std::string(textDiagnosticKindName(diagnostic.kind)) + " at " +
                     std::to_string(diagnostic.location.line) + ":" +
                     std::to_string(diagnostic.location.column) + "\n  message " + diagnostic.message + "\n";
      for (const TextNote& note : diagnostic.notes) {
        transcript_ += "  note " + std::to_string(note.location.line) + ":" +
                       std::to_string(note.location.column) + " " + note.message + "\n";
      }
    }
    const std::vector<LoadErrorExpectation>& expected = phases[0].loadErrors;
    if (expected.size() != load.diagnostics.size()) {
      failures_.fail(expected.front().expectationLine, "expected " + std::to_string(expected.size()) +
                                                           " load errors, got " +
                                                           std::to_string(load.diagnostics.size()));
    }
    for (std::size_t index = 0; index < std::min(expected.size(), load.diagnostics.size()); ++index) {
      const LoadErrorExpectation& expectation = expected[index];
      const TextDiagnostic& diagnostic = load.diagnostics[index];
      std::string kind = textDiagnosticKindName(diagnostic.kind);
      if (kind != expectation.kind || diagnostic.location.line != expectation.line ||
          diagnostic.location.column != expectation.column ||
          diagnostic.message.find(expectation.text) == std::string::npos) {
        failures_.fail(expectation.expectationLine,
                       "expected " + expectation.kind + " at " + std::to_string(expectation.line) + ":" +
                           std::to_string(expectation.column) +
                           (expectation.text.empty() ? "" : " saying \"" + expectation.text + "\"") +
                           ", got " + describeDiagnostic(diagnostic));
      }
    }
    for (std::size_t index = 1; index < phases.size(); ++index)
      failures_.fail(phases[index].line, "a file that must not load has no steps");
  }

  /// Builds the fixture into `engine_` by its translation to the C++ DSL (TranslatedLayouts.h, by
  /// the file's base name), fills `items_` in the order of `load` and gives the constraints in the
  /// file's order. False (reported) when there is no translation, it fails, or it lacks an item.
  bool buildTranslation([[maybe_unused]] const LayoutFileLoad& load,
                        [[maybe_unused]] std::vector<LayoutConstraint>& constraints) {
#ifdef CLAYOUT_FIXTURE_DSL
    std::string baseName = std::filesystem::path(fileName_).filename().string();
    const TranslatedLayout* translation = nullptr;
    for (const TranslatedLayout& translated : translatedLayouts)
      if (baseName == translated.fileName) translation = &translated;
    if (translation == nullptr) {
      failures_.fail(1, "no translation of " + baseName + " (reconfigure: the fixtures are globbed)");
      return false;
    }
    if (LayoutResult result = translation->build(engine_, constraints); !result) {
      failures_.fail(1, "the translation does not build: " + result.message);
      return false;
    }
    std::map<std::string, LayoutItem> byName;
    collectItems(engine_.root(), byName);
    for (const LoadedItem& item : load.items) {
      auto found = byName.find(item.name);
      if (found == byName.end()) {
        failures_.fail(static_cast<int>(item.location.line), "the translation has no item " + item.name);
        return false;
      }
      items_.emplace_back(item.name, found->second);
    }
    return true;
#else
    failures_.fail(1, "this runner is built without the translations (clayout-run-fixtures-dsl has them)");
    return false;
#endif
  }

  /// Every item under `parent` by name (the tree's, guides included). Assumes unique names, as a
  /// layout file's are.
  void collectItems(const LayoutItem& parent, std::map<std::string, LayoutItem>& byName) const {
    for (const LayoutItem& child : engine_.subitems(parent)) {
      byName.emplace(engine_.name(child), child);
      collectItems(child, byName);
    }
  }

  std::optional<LayoutItem> item(const std::string& name) const {
    for (const auto& [itemName, item] : items_)
      if (itemName == name) return item;
    if (name == "root") return engine_.root();
    for (const auto& [itemName, item] : removed_)
      if (itemName == name) return item;
    return std::nullopt;
  }

  /// The constraint `"identifier"` names; nullopt (reported at `line`) when none.
  std::optional<LayoutConstraint> constraint(const std::string& reference, int line) {
    if (reference.size() >= 2 && reference.front() == '"' && reference.back() == '"') {
      auto found = constraints_.find(reference.substr(1, reference.size() - 2));
      if (found != constraints_.end()) return found->second;
    }
    failures_.fail(line, "no constraint " + reference + " in the file (a reference is \"identifier\")");
    return std::nullopt;
  }

  /// The description a reference stands for: `"id"`'s constraint's, or the text of `[…]`.
  std::string referencedDescription(const std::string& reference, int line) {
    if (reference.size() >= 2 && reference.front() == '[' && reference.back() == ']')
      return reference.substr(1, reference.size() - 2);
    std::optional<LayoutConstraint> found = constraint(reference, line);
    return found ? withoutPlace(found->description()) : "?";
  }

  std::vector<LayoutRect> frames() const {
    std::vector<LayoutRect> result;
    for (const auto& [name, item] : items_) result.push_back(engine_.frame(item, LayoutCoordinates::root));
    return result;
  }

  void writeFrames() {
    for (const auto& [name, item] : items_) {
      LayoutRect frame = engine_.frame(item, LayoutCoordinates::root);
      transcript_ += "  " + name + " " + exactNumber(frame.x) + " " + exactNumber(frame.y) + " " +
                     exactNumber(frame.width) + " " + exactNumber(frame.height) +
                     (engine_.isHiddenInTree(item) ? " hidden" : "") + "\n";
    }
  }

  void checkFrames(const Phase& phase) {
    auto text = [](const LayoutRect& frame) {
      return exactNumber(frame.x) + " " + exactNumber(frame.y) + " " + exactNumber(frame.width) + " " +
             exactNumber(frame.height);
    };
    for (const FrameExpectation& expectation : phase.frames) {
      std::optional<LayoutItem> found = item(expectation.name);
      if (!found) {
        failures_.fail(expectation.line, "no item " + expectation.name);
        continue;
      }
      LayoutRect frame = engine_.frame(*found, LayoutCoordinates::root);
      bool near = std::abs(frame.x - expectation.frame.x) <= 1e-9 &&
                  std::abs(frame.y - expectation.frame.y) <= 1e-9 &&
                  std::abs(frame.width - expectation.frame.width) <= 1e-9 &&
                  std::abs(frame.height - expectation.frame.height) <= 1e-9;
      if (!near)
        failures_.fail(expectation.line,
                       expectation.name + ": expected " + text(expectation.frame) + ", got " + text(frame));
      if (bool hidden = engine_.isHiddenInTree(*found); hidden != expectation.hidden)
        failures_.fail(expectation.line, expectation.name + ": expected it " +
                                             (expectation.hidden ? "hidden" : "drawn") + ", it is " +
                                             (hidden ? "hidden" : "drawn"));
    }
  }

  /// Makes the step's call; nullopt when the step's words are bad (reported).
  std::optional<LayoutResult> call(const Phase& phase) {
    const std::vector<std::string>& step = phase.step;
    const std::string& verb = step[0];
    auto bad = [&](const char* form) -> std::optional<LayoutResult> {
      failures_.fail(phase.line, std::string("expected `#> ") + form + "`");
      return std::nullopt;
    };
    double first = 0;
    double second = 0;
    if (verb == "resize") {
      if (step.size() != 3 || !readStepNumber(step[1], first) || !readStepNumber(step[2], second))
        return bad("resize W H");
      return engine_.setRootSize({.width = first, .height = second});
    }
    if (verb == "constant" || verb == "priority") {
      bool good = step.size() == 3 &&
                  (verb == "constant" ? readStepNumber(step[2], first) : readPriority(step[2], first));
      if (!good) return bad(verb == "constant" ? "constant REF VALUE" : "priority REF PRIORITY");
      std::optional<LayoutConstraint> found = constraint(step[1], phase.line);
      if (!found) return std::nullopt;
      return verb == "constant" ? engine_.setConstant(*found, first) : engine_.setPriority(*found, first);
    }
    if (verb == "activate" || verb == "deactivate") {
      if (step.size() != 2) return bad("activate|deactivate REF");
      std::optional<LayoutConstraint> found = constraint(step[1], phase.line);
      if (!found) return std::nullopt;
      std::vector<LayoutConstraint> one = {*found};
      return verb == "activate" ? engine_.activate(one) : engine_.deactivate(one);
    }
    if (verb == "intrinsic") {
      std::optional<double> sizes[2];
      bool good = step.size() == 4;
      for (int index = 0; good && index < 2; ++index) {
        if (step[index + 2] == "none") continue;
        good = readStepNumber(step[index + 2], first);
        sizes[index] = first;
      }
      std::optional<LayoutItem> found = good ? item(step[1]) : std::nullopt;
      if (!found) return bad("intrinsic NAME W|none H|none");
      return engine_.setIntrinsicContentSize(*found, sizes[0], sizes[1]);
    }
    if (verb == "hugging" || verb == "compression") {
      static const std::map<std::string, LayoutAxis> axes = {{"horizontal", LayoutAxis::horizontal},
                                                             {"vertical", LayoutAxis::vertical}};
      std::optional<LayoutItem> found = step.size() == 4 ? item(step[1]) : std::nullopt;
      auto axis = step.size() == 4 ? axes.find(step[2]) : axes.end();
      if (!found || axis == axes.end() || !readPriority(step[3], first))
        return bad(verb == "hugging" ? "hugging NAME horizontal|vertical PRIORITY"
                                     : "compression NAME horizontal|vertical PRIORITY");
      return verb == "hugging" ? engine_.setContentHuggingPriority(*found, axis->second, first)
                               : engine_.setContentCompressionResistancePriority(*found, axis->second, first);
    }
    if (verb == "margins" || verb == "safeArea") {
      double sides[4] = {};
      bool good = step.size() == 6;
      for (int index = 0; good && index < 4; ++index) good = readStepNumber(step[index + 2], sides[index]);
      std::optional<LayoutItem> found = good ? item(step[1]) : std::nullopt;
      if (!found)
        return bad(verb == "margins" ? "margins NAME TOP LEFT BOTTOM RIGHT"
                                     : "safeArea NAME TOP LEFT BOTTOM RIGHT");
      LayoutInsets insets{.top = sides[0], .left = sides[1], .bottom = sides[2], .right = sides[3]};
      return verb == "margins" ? engine_.setLayoutMargins(*found, insets)
                               : engine_.setSafeAreaInsets(*found, insets);
    }
    if (verb == "direction") {
      static const std::map<std::string, LayoutDirection> directions = {
          {"leftToRight", LayoutDirection::leftToRight},
          {"rightToLeft", LayoutDirection::rightToLeft},
          {"inherit", LayoutDirection::inherit}};
      std::optional<LayoutItem> found = step.size() == 3 ? item(step[1]) : std::nullopt;
      auto direction = step.size() == 3 ? directions.find(step[2]) : directions.end();
      if (!found || direction == directions.end())
        return bad("direction NAME leftToRight|rightToLeft|inherit");
      return engine_.setLayoutDirection(*found, direction->second);
    }
    if (verb == "directionalMargins") {
      double sides[4] = {};
      bool good = step.size() == 6;
      for (int index = 0; good && index < 4; ++index) good = readStepNumber(step[index + 2], sides[index]);
      std::optional<LayoutItem> found = good ? item(step[1]) : std::nullopt;
      if (!found) return bad("directionalMargins NAME TOP LEADING BOTTOM TRAILING");
      return engine_.setDirectionalLayoutMargins(
          *found, {.top = sides[0], .leading = sides[1], .bottom = sides[2], .trailing = sides[3]});
    }
    if (verb == "baselines") {
      std::optional<LayoutItem> found = step.size() == 4 ? item(step[1]) : std::nullopt;
      if (!found || !readStepNumber(step[2], first) || !readStepNumber(step[3], second))
        return bad("baselines NAME FIRST LAST");
      return engine_.setBaselineOffsets(*found, first, second);
    }
    if (verb == "remove") {
      std::optional<LayoutItem> found = step.size() == 2 ? item(step[1]) : std::nullopt;
      if (!found) return bad("remove NAME");
      LayoutResult result = engine_.removeItem(*found);
      // The removed item and its subtree leave the transcript; later steps may still name them (the
      // engine answers `removed item`).
      if (result.succeeded()) {
        for (const auto& entry : items_)
          if (!engine_.contains(entry.second)) removed_.push_back(entry);
        std::erase_if(items_, [&](const auto& entry) { return !engine_.contains(entry.second); });
      }
      return result;
    }
    if (verb == "layout") {
      if (step.size() != 1) return bad("layout");
      return engine_.layoutIfNeeded();
    }
    if (verb == "hidden") {
      // NAME is an item, or a group of the file (`group name: …`): its items at once.
      auto group = step.size() == 3 ? groups_.find(step[1]) : groups_.end();
      std::optional<LayoutItem> found =
          step.size() == 3 && group == groups_.end() ? item(step[1]) : std::nullopt;
      if ((!found && group == groups_.end()) || (step[2] != "true" && step[2] != "false"))
        return bad("hidden NAME|GROUP true|false");
      if (group != groups_.end()) return engine_.setHidden(group->second, step[2] == "true");
      return engine_.setHidden(*found, step[2] == "true");
    }
    if (verb == "detach") {
      std::optional<LayoutItem> found = step.size() == 2 ? item(step[1]) : std::nullopt;
      if (!found) return bad("detach NAME");
      return engine_.removeFromParent(*found);
    }
    if (verb == "measure") {
      std::optional<LayoutItem> found = step.size() == 4 ? item(step[1]) : std::nullopt;
      if (!found || !readStepNumber(step[2], first) || !readStepNumber(step[3], second))
        return bad("measure NAME W H");
      // A function that answers the same size at every width (the natural one included).
      LayoutSize size{.width = first, .height = second};
      return engine_.setMeasuringFunction(*found, [size](double) { return size; });
    }
    if (verb == "foreign") {
      // A second engine, kept until the run ends (the error's description names its item), with
      // one item `foreign` in its tree; NAME.ATTRIBUTE == foreign.ATTRIBUTE given to this engine.
      std::optional<LayoutItem> found = step.size() == 3 ? item(step[1]) : std::nullopt;
      LayoutEngine& other = *foreignEngines_.emplace_back(std::make_unique<LayoutEngine>());
      LayoutItem stranger = other.makeItem("foreign");
      if (LayoutResult added = other.addSubitem(other.root(), stranger); !added) return added;
      std::optional<LayoutConstraint> relation =
          found ? sameAttribute(*found, stranger, step[2], 1, false) : std::nullopt;
      if (!relation) return bad("foreign NAME ATTRIBUTE");
      return engine_.activate(std::vector<LayoutConstraint>{*relation});
    }
    if (verb == "destroyed") {
      // NAME.ATTRIBUTE == stale.ATTRIBUTE, written while `stale`'s engine lives (as Swift must:
      // its items keep their engine alive), then given to this engine once that engine is gone.
      std::optional<LayoutItem> found = step.size() == 3 ? item(step[1]) : std::nullopt;
      std::optional<LayoutConstraint> relation;
      {
        LayoutEngine other;
        LayoutItem stale = other.makeItem("stale");
        if (LayoutResult added = other.addSubitem(other.root(), stale); !added) return added;
        if (found) relation = sameAttribute(*found, stale, step[2], 1, false);
      }
      if (!relation) return bad("destroyed NAME ATTRIBUTE");
      return engine_.activate(std::vector<LayoutConstraint>{*relation});
    }
    if (verb == "zeroMultiplier") {
      // NAME.ATTRIBUTE == OTHER.ATTRIBUTE · 0 (+ 0): a position made a constant.
      std::optional<LayoutItem> found = step.size() == 4 ? item(step[1]) : std::nullopt;
      std::optional<LayoutItem> other = step.size() == 4 ? item(step[3]) : std::nullopt;
      std::optional<LayoutConstraint> relation =
          found && other ? sameAttribute(*found, *other, step[2], 0, true) : std::nullopt;
      if (!relation) return bad("zeroMultiplier NAME POSITION OTHER");
      return engine_.activate(std::vector<LayoutConstraint>{*relation});
    }
    if (verb == "arrange") {
      // Appended, or, with `at INDEX`, made the arranged item at INDEX (moved when arranged already).
      bool at = step.size() == 5 && step[3] == "at";
      std::optional<LayoutItem> stack = step.size() == 3 || at ? item(step[1]) : std::nullopt;
      std::optional<LayoutItem> found = step.size() == 3 || at ? item(step[2]) : std::nullopt;
      std::size_t index = 0;
      if (!stack || !found || (at && !readIndex(step[4], index))) return bad("arrange STACK ITEM [at INDEX]");
      return at ? engine_.insertArrangedSubitem(*stack, *found, index)
                : engine_.addArrangedSubitem(*stack, *found);
    }
    if (verb == "unarrange") {
      // Out of the arrangement; the item stays a subitem of the stack.
      std::optional<LayoutItem> stack = step.size() == 3 ? item(step[1]) : std::nullopt;
      std::optional<LayoutItem> found = step.size() == 3 ? item(step[2]) : std::nullopt;
      if (!stack || !found) return bad("unarrange STACK ITEM");
      return engine_.removeArrangedSubitem(*stack, *found);
    }
    failures_.fail(phase.line, "no step `" + verb + "` (Tests/Fixtures/README.md lists the steps)");
    return std::nullopt;
  }

  /// Runs a `fitting NAME compressed|expanded [width W]` step: a query, whose size goes to the
  /// transcript and is checked against the phase's `#= size W H`.
  void runFitting(const Phase& phase) {
    const std::vector<std::string>& step = phase.step;
    std::optional<LayoutItem> found = step.size() >= 3 ? item(step[1]) : std::nullopt;
    bool good =
        found && (step[2] == "compressed" || step[2] == "expanded") && (step.size() == 3 || step.size() == 5);
    double width = 0;
    if (good && step.size() == 5) good = step[3] == "width" && readNumber(step[4], width);
    if (!good) {
      failures_.fail(phase.line, "expected `#> fitting NAME compressed|expanded [width W]`");
      transcript_ += "  not run\n";
      return;
    }
    LayoutFitting fitting = step[2] == "compressed" ? LayoutFitting::compressed : LayoutFitting::expanded;
    LayoutSize size =
        engine_.fittingSize(*found, fitting, step.size() == 5 ? std::optional<double>(width) : std::nullopt);
    transcript_ += "  size " + exactNumber(size.width) + " " + exactNumber(size.height) + "\n";
    if (!phase.size) {
      failures_.fail(phase.line, "a `fitting` step needs a `#= size W H` line after it");
    } else if (std::abs(size.width - phase.size->frame.width) > 1e-9 ||
               std::abs(size.height - phase.size->frame.height) > 1e-9) {
      failures_.fail(phase.size->line, "size: expected " + exactNumber(phase.size->frame.width) + " " +
                                           exactNumber(phase.size->frame.height) + ", got " +
                                           exactNumber(size.width) + " " + exactNumber(size.height));
    }
  }

  void runStep(const Phase& phase) {
    if (phase.step[0] == "fitting") {
      runFitting(phase);
      return;
    }
    std::vector<LayoutRect> framesBefore = frames();
    std::string dumpBefore = layoutState(engine_);
    std::optional<LayoutResult> result = call(phase);
    if (!result) {
      transcript_ += "  not run\n";
      return;
    }
    if (result->succeeded()) {
      transcript_ += "  ok\n";
      if (phase.error)
        failures_.fail(phase.error->line, "expected error " + phase.error->kind + ", got success");
      return;
    }
    std::string kind = layoutErrorKindName(result->kind);
    std::optional<std::string> culprit;
    if (result->constraint) culprit = withoutPlace(result->constraint->description());
    std::vector<std::string> conflicts;
    for (const LayoutConstraint& conflict : result->conflicts)
      conflicts.push_back(withoutPlace(conflict.description()));
    std::sort(conflicts.begin(), conflicts.end());
    transcript_ += "  error " + kind + "\n";
    if (culprit) transcript_ += "  culprit " + *culprit + "\n";
    for (const std::string& conflict : conflicts) transcript_ += "  conflict " + conflict + "\n";

    if (!phase.error) {
      failures_.fail(phase.line, "expected success, got " + kind + ": " + result->message);
    } else {
      const ErrorExpectation& expected = *phase.error;
      if (expected.kind != kind)
        failures_.fail(expected.line, "expected error " + expected.kind + ", got " + kind);
      std::optional<std::string> expectedCulprit;
      if (expected.culprit) expectedCulprit = referencedDescription(*expected.culprit, expected.line);
      if (expectedCulprit != culprit)
        failures_.fail(expected.line, "expected culprit " + expectedCulprit.value_or("(none)") + ", got " +
                                          culprit.value_or("(none)"));
      std::vector<std::string> expectedConflicts;
      for (const std::string& reference : expected.conflicts)
        expectedConflicts.push_back(referencedDescription(reference, expected.line));
      std::sort(expectedConflicts.begin(), expectedConflicts.end());
      if (expectedConflicts != conflicts) {
        auto list = [](const std::vector<std::string>& descriptions) {
          std::string text;
          for (const std::string& description : descriptions) text += " [" + description + "]";
          return text.empty() ? std::string(" (none)") : text;
        };
        failures_.fail(expected.line,
                       "expected conflicts" + list(expectedConflicts) + ", got" + list(conflicts));
      }
    }
    // A failed call leaves the engine as it was.
    std::vector<LayoutRect> framesAfter = frames();
    bool same = std::equal(framesAfter.begin(), framesAfter.end(), framesBefore.begin(), framesBefore.end(),
                           [](const LayoutRect& a, const LayoutRect& b) {
                             return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
                           });
    if (!same || layoutState(engine_) != dumpBefore)
      failures_.fail(phase.line, "the failed step changed the engine");
  }

  std::string fileName_;
  Failures& failures_;
  bool useTranslation_ = false;
  LayoutEngine engine_;
  std::vector<std::pair<std::string, LayoutItem>> items_;
  /// The items a `remove` step removed, by name: out of the transcript, still named by steps.
  std::vector<std::pair<std::string, LayoutItem>> removed_;
  std::map<std::string, LayoutConstraint> constraints_;
  /// The file's groups by name (`group name: …`), for `hidden GROUP true|false`.
  std::map<std::string, std::vector<LayoutItem>> groups_;
  /// The engines of `foreign` steps, alive until the run ends.
  std::vector<std::unique_ptr<LayoutEngine>> foreignEngines_;
  std::string transcript_;
};

}  // namespace

int main(int argc, char** argv) {
  std::filesystem::path root;
  std::filesystem::path transcripts;
  std::vector<std::filesystem::path> fixtures;
  for (int index = 1; index < argc; ++index) {
    std::string argument = argv[index];
    if ((argument == "--root" || argument == "--transcripts") && index + 1 < argc) {
      (argument == "--root" ? root : transcripts) = argv[++index];
    } else {
      fixtures.emplace_back(argument);
    }
  }
  if (root.empty() || transcripts.empty() || fixtures.empty()) {
    std::fprintf(stderr, "usage: clayout-run-fixtures --root FOLDER --transcripts FOLDER FIXTURE…\n");
    return 2;
  }
  std::filesystem::create_directories(transcripts);
  int failed = 0;
  int known = 0;
  for (const std::filesystem::path& path : fixtures) {
    std::string fileName = std::filesystem::relative(path, root).generic_string();
    Failures failures{.fileName = fileName, .known = false, .count = 0, .quiet = false};
    std::ifstream input(path, std::ios::binary);
    if (!input) {
      failures.fail(0, "cannot read the file");
      ++failed;
      continue;
    }
    std::string text((std::istreambuf_iterator<char>(input)), std::istreambuf_iterator<char>());
    failures.known = isMarkedDisagreeing(text);
#ifdef CLAYOUT_FIXTURE_DSL
    // The C++ DSL's run, then the loader's, whose transcript it must equal byte for byte.
    std::string transcript = FixtureRun(fileName, failures, true).run(text);
    Failures loaderFailures{.fileName = fileName, .known = false, .count = 0, .quiet = true};
    std::string loaderTranscript = FixtureRun(fileName, loaderFailures, false).run(text);
    if (transcript != loaderTranscript) {
      std::size_t at = 0;
      while (at < transcript.size() && at < loaderTranscript.size() && transcript[at] == loaderTranscript[at])
        ++at;
      std::size_t lineStart = transcript.rfind('\n', at == 0 ? 0 : at - 1);
      lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
      auto lineAt = [lineStart](const std::string& text) {
        return text.substr(lineStart, text.find('\n', lineStart) - lineStart);
      };
      std::fprintf(stderr, "%s: the C++ DSL's transcript differs from the loader's: `%s` for `%s`\n",
                   fileName.c_str(), lineAt(transcript).c_str(), lineAt(loaderTranscript).c_str());
      failures.known = false;
      ++failures.count;
    }
#else
    std::string transcript = FixtureRun(fileName, failures, false).run(text);
#endif
    if (failures.known) {
      if (failures.count == 0) {
        std::fprintf(stderr, "%s: marked `#~ disagrees:` but every expectation holds: remove the mark\n",
                     fileName.c_str());
        ++failed;
      } else {
        ++known;
      }
      failures.count = 0;
    }
    // The translation names its Swift function from the base name and does not wrap its signature:
    // longer names break swift-format's 110 columns (Tests/Fixtures/README.md).
    if (std::string baseName = path.stem().string(); baseName.size() > 18) {
      failures.known = false;
      failures.fail(0, "the base name " + baseName + " is longer than 18 characters");
    }
    std::string transcriptName = fileName;
    std::replace(transcriptName.begin(), transcriptName.end(), '/', '.');
    transcriptName.replace(transcriptName.size() - std::string(".layout").size(), std::string::npos,
                           ".transcript");
    std::ofstream output(transcripts / transcriptName, std::ios::binary);
    output << transcript;
    if (failures.count > 0) ++failed;
  }
  std::printf("%zu fixtures, %d failed, %d known disagreements (marked `#~ disagrees:`)\n", fixtures.size(),
              failed, known);
  return failed == 0 ? 0 : 1;
}
