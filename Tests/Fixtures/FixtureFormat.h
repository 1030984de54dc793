// FixtureFormat.h — the fixture file's expectation lines (Tests/Fixtures/README.md) as the C++
// runner reads them, and the texts its transcripts are made of: what FixtureRunner.cpp's run of a
// fixture checks against.
#pragma once

#include <CLayoutCore/CLayoutCore.h>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace clayout::fixtures {

/// A frame expected by a `#= NAME X Y W H [hidden]` line.
struct FrameExpectation {
  std::string name;
  LayoutRect frame;
  int line = 0;
  /// Whether the item is expected not to be drawn (`hidden`: it or an ancestor is hidden).
  bool hidden = false;
};

/// A `#! error KIND [culprit REF] [conflicts REF…]` line.
struct ErrorExpectation {
  std::string kind;
  std::optional<std::string> culprit;
  std::vector<std::string> conflicts;
  int line = 0;
};

/// A `#! load error KIND at LINE:COLUMN ["TEXT"]` line: one diagnostic of a file that must not
/// load.
struct LoadErrorExpectation {
  std::string kind;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  /// Text the diagnostic's message must contain (empty: any).
  std::string text;
  int expectationLine = 0;
};

/// The load (no step) or one `#> STEP` line, with what must hold after it.
struct Phase {
  std::vector<std::string> step;  // the step's words; empty for the load
  std::string stepText;           // the step as written, for the transcript
  int line = 0;
  std::optional<ErrorExpectation> error;
  std::vector<FrameExpectation> frames;
  /// A `#= size W H` line after a `fitting` step: the fitting size expected (x and y unused).
  std::optional<FrameExpectation> size;
  /// For the load of a file that must not load: its diagnostics, in order.
  std::vector<LoadErrorExpectation> loadErrors;
};

/// A fixture's problems: a bad expectation line or a failed expectation.
struct Failures {
  std::string fileName;
  /// A fixture marked `#~ disagrees:`: its failures are printed as known.
  bool known = false;
  int count = 0;
  /// Counts without printing (the loader's run that the DSL's is compared with).
  bool quiet = false;

  void fail(int line, const std::string& message) {
    ++count;
    if (quiet) return;
    std::fprintf(stderr, "%s:%d: %s%s\n", fileName.c_str(), line, known ? "known disagreement: " : "",
                 message.c_str());
  }
};

/// Splits `text` into words; a `"…"` or `[…]` is one word (brackets kept, quotes kept); a word
/// `#` ends the words (a comment). Assumes one line.
std::vector<std::string> words(const std::string& text);

/// Reads a fixture number: a decimal or `A/B`. False when `word` is neither.
bool readNumber(const std::string& word, double& value);

/// Reads a priority: a number or an Auto Layout name. False when `word` is neither.
/// A step's number: a number as `readNumber` reads it, or the words `nan`, `inf` and `-inf`, so that
/// a step can pass what the engine must refuse (`non-finite value`).
bool readStepNumber(const std::string& word, double& value);

/// An arranged item's index: decimal digits only (at most 9), so that a step cannot name a
/// negative one. False for any other word.
bool readIndex(const std::string& word, std::size_t& value);

/// Parses the expectation lines of `text` into phases (the load first). Reports bad lines to
/// `failures`.
std::vector<Phase> readPhases(const std::string& text, Failures& failures);

/// Reads a step's priority: a named one (`required`, `defaultHigh`, `defaultLow`,
/// `fittingSizeLevel`) or a step's number (`readStepNumber`). False when `word` is neither.
bool readPriority(const std::string& word, double& value);

/// `first.ATTRIBUTE == second.ATTRIBUTE · multiplier`, built with the anchors' named form
/// (`isEqualTo`, Auto Layout's `constraint(equalTo:multiplier:constant:)`, which takes a multiplier
/// on a position too), for the attribute a step names: `left`, `right`, `centerX`, `leading`,
/// `trailing`, `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`, and, unless
/// `positionsOnly`, `width` and `height`. nullopt for any other word. Swift's runner has the same
/// table (`sameAttribute`, FixtureTests.swift).
std::optional<LayoutConstraint> sameAttribute(const LayoutItem& first, const LayoutItem& second,
                                              const std::string& attribute, double multiplier,
                                              bool positionsOnly);

/// `%.17g`, with -0 printed as 0: exact for a double, the same in both languages.
std::string exactNumber(double value);

/// The constraint's description without its place, a last ` (FILE:LINE)`: the layout file's for
/// the loader, the generated code's for the DSL (so that both give the same text).
std::string withoutPlace(const std::string& description);

/// The engine's dump without its solver section: the items, frames and constraints. The solver's
/// rows may be pivoted into another, equivalent basis by a refused call (a finding of the first
/// fixtures, Tests/Fixtures/README.md), which changes no result.
///
/// The constraints of each section are compared in any order: a refused group (`hidden GROUP`)
/// sets back the items it had changed, and the stack constraints of an arranged item set back are
/// made anew, so the dump lists them later (LayoutEngine.h, `setHidden` of several items); the
/// same constraints are active, with the same frames.
std::string layoutState(const LayoutEngine& engine);

/// Whether `text` has a `#~ disagrees: …` line: a fixture whose hand derivation the engine does
/// not meet yet (Tests/Fixtures/README.md).
bool isMarkedDisagreeing(const std::string& text);

}  // namespace clayout::fixtures
