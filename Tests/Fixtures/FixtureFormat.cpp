// FixtureFormat.cpp — reading a fixture's expectation lines, and the texts of its transcript (see
// FixtureFormat.h).
#include "FixtureFormat.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>

namespace clayout::fixtures {

/// Splits `text` into words; a `"…"` or `[…]` is one word (brackets kept, quotes kept); a word
/// `#` ends the words (a comment). Assumes one line.
std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> result;
  std::size_t index = 0;
  while (index < text.size()) {
    char character = text[index];
    if (character == ' ' || character == '\t' || character == '\r') {
      ++index;
      continue;
    }
    if (character == '#') break;
    std::size_t end = index + 1;
    if (character == '"' || character == '[') {
      char close = character == '"' ? '"' : ']';
      while (end < text.size() && text[end] != close) ++end;
      end = std::min(end + 1, text.size());
    } else {
      while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != '\r') ++end;
    }
    result.push_back(text.substr(index, end - index));
    index = end;
  }
  return result;
}

/// Reads a fixture number: a decimal or `A/B`. False when `word` is neither.
bool readNumber(const std::string& word, double& value) {
  std::size_t slash = word.find('/');
  auto decimal = [](const std::string& text, double& out) {
    if (text.empty()) return false;
    char* end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && std::isfinite(out);
  };
  if (slash == std::string::npos) return decimal(word, value);
  double numerator = 0;
  double denominator = 0;
  if (!decimal(word.substr(0, slash), numerator) || !decimal(word.substr(slash + 1), denominator) ||
      denominator == 0)
    return false;
  value = numerator / denominator;
  return true;
}

/// Reads a priority: a number or an Auto Layout name. False when `word` is neither.
/// A step's number: a number as `readNumber` reads it, or the words `nan`, `inf` and `-inf`, so that
/// a step can pass what the engine must refuse (`non-finite value`).
bool readStepNumber(const std::string& word, double& value) {
  if (word == "nan") {
    value = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  if (word == "inf" || word == "-inf") {
    value =
        word == "inf" ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
    return true;
  }
  return readNumber(word, value);
}

/// An arranged item's index: decimal digits only (at most 9), so that a step cannot name a
/// negative one. False for any other word.
bool readIndex(const std::string& word, std::size_t& value) {
  if (word.empty() || word.size() > 9 ||
      !std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  value = std::stoul(word);
  return true;
}

bool readPriority(const std::string& word, double& value) {
  static const std::map<std::string, double> names = {{"required", priority::required},
                                                      {"defaultHigh", priority::defaultHigh},
                                                      {"defaultLow", priority::defaultLow},
                                                      {"fittingSizeLevel", priority::fittingSizeLevel}};
  if (auto found = names.find(word); found != names.end()) {
    value = found->second;
    return true;
  }
  return readStepNumber(word, value);
}

/// `first.ATTRIBUTE == second.ATTRIBUTE · multiplier`, built with the anchors' named form
/// (`isEqualTo`, Auto Layout's `constraint(equalTo:multiplier:constant:)`, which takes a multiplier
/// on a position too), for the attribute a step names: `left`, `right`, `centerX`, `leading`,
/// `trailing`, `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`, and, unless
/// `positionsOnly`, `width` and `height`. nullopt for any other word. Swift's runner has the same
/// table (`sameAttribute`, FixtureTests.swift).
std::optional<LayoutConstraint> sameAttribute(const LayoutItem& first, const LayoutItem& second,
                                              const std::string& attribute, double multiplier,
                                              bool positionsOnly) {
  auto relate = [multiplier](const auto& anchor, const auto& other) {
    return LayoutConstraint(CLayoutExpression(anchor).isEqualTo(other, multiplier, 0));
  };
  if (attribute == "left") return relate(first.left, second.left);
  if (attribute == "right") return relate(first.right, second.right);
  if (attribute == "centerX") return relate(first.centerX, second.centerX);
  if (attribute == "leading") return relate(first.leading, second.leading);
  if (attribute == "trailing") return relate(first.trailing, second.trailing);
  if (attribute == "top") return relate(first.top, second.top);
  if (attribute == "bottom") return relate(first.bottom, second.bottom);
  if (attribute == "centerY") return relate(first.centerY, second.centerY);
  if (attribute == "firstBaseline") return relate(first.firstBaseline, second.firstBaseline);
  if (attribute == "lastBaseline") return relate(first.lastBaseline, second.lastBaseline);
  if (positionsOnly) return std::nullopt;
  if (attribute == "width") return relate(first.width, second.width);
  if (attribute == "height") return relate(first.height, second.height);
  return std::nullopt;
}

/// Parses the expectation lines of `text` into phases (the load first). Reports bad lines to
/// `failures`.
std::vector<Phase> readPhases(const std::string& text, Failures& failures) {
  std::vector<Phase> phases(1);
  std::istringstream lines(text);
  std::string lineText;
  int line = 0;
  while (std::getline(lines, lineText)) {
    ++line;
    std::size_t start = lineText.find_first_not_of(" \t");
    if (start == std::string::npos || lineText.size() < start + 2 || lineText[start] != '#') continue;
    char marker = lineText[start + 1];
    if (marker != '=' && marker != '>' && marker != '!') continue;
    std::vector<std::string> parts = words(lineText.substr(start + 2));
    if (marker == '>') {
      if (parts.empty()) {
        failures.fail(line, "a step without words");
        continue;
      }
      Phase phase;
      phase.step = parts;
      phase.line = line;
      for (const std::string& part : parts) phase.stepText += (phase.stepText.empty() ? "" : " ") + part;
      phases.push_back(std::move(phase));
    } else if (marker == '=' && parts.size() == 3 && parts[0] == "size") {
      double width = 0;
      double height = 0;
      if (phases.size() == 1 || phases.back().step[0] != "fitting" || phases.back().size ||
          !readNumber(parts[1], width) || !readNumber(parts[2], height)) {
        failures.fail(line, "expected one `#= size W H` line after a `fitting` step");
        continue;
      }
      phases.back().size =
          FrameExpectation{.name = "size", .frame = {.width = width, .height = height}, .line = line};
    } else if (marker == '=') {
      FrameExpectation expectation;
      expectation.line = line;
      double values[4] = {};
      expectation.hidden = parts.size() == 6 && parts[5] == "hidden";
      bool good = parts.size() == 5 || expectation.hidden;
      for (int index = 0; good && index < 4; ++index) good = readNumber(parts[index + 1], values[index]);
      if (!good) {
        failures.fail(line, "expected `#= NAME X Y W H [hidden]`");
        continue;
      }
      expectation.name = parts[0];
      expectation.frame = {.x = values[0], .y = values[1], .width = values[2], .height = values[3]};
      phases.back().frames.push_back(expectation);
    } else if (parts.size() >= 2 && parts[0] == "load" && parts[1] == "error") {
      // `#! load error KIND at LINE:COLUMN ["TEXT"]`, before any step.
      LoadErrorExpectation expectation;
      expectation.expectationLine = line;
      std::size_t index = 2;
      while (index < parts.size() && parts[index] != "at")
        expectation.kind += (expectation.kind.empty() ? "" : " ") + parts[index++];
      bool good = phases.size() == 1 && !expectation.kind.empty() && index + 1 < parts.size();
      if (good) {
        const std::string& place = parts[index + 1];
        std::size_t colon = place.find(':');
        double number = 0;
        good = colon != std::string::npos && readNumber(place.substr(0, colon), number) && number >= 1;
        expectation.line = static_cast<std::uint32_t>(number);
        good = good && readNumber(place.substr(colon + 1), number) && number >= 1;
        expectation.column = static_cast<std::uint32_t>(number);
        index += 2;
      }
      if (good && index < parts.size()) {
        const std::string& text = parts[index++];
        good = text.size() >= 2 && text.front() == '"' && text.back() == '"';
        if (good) expectation.text = text.substr(1, text.size() - 2);
      }
      if (!good || index != parts.size()) {
        failures.fail(line, "expected `#! load error KIND at LINE:COLUMN [\"TEXT\"]` before any step");
        continue;
      }
      phases[0].loadErrors.push_back(expectation);
    } else {
      if (parts.empty() || parts[0] != "error" || phases.size() == 1 || phases.back().error) {
        failures.fail(line, "expected one `#! error KIND …` line after a step");
        continue;
      }
      ErrorExpectation error;
      error.line = line;
      std::size_t index = 1;
      while (index < parts.size() && parts[index] != "culprit" && parts[index] != "conflicts")
        error.kind += (error.kind.empty() ? "" : " ") + parts[index++];
      if (index < parts.size() && parts[index] == "culprit") {
        if (index + 1 >= parts.size()) {
          failures.fail(line, "`culprit` without a constraint");
          continue;
        }
        error.culprit = parts[index + 1];
        index += 2;
      }
      if (index < parts.size() && parts[index] == "conflicts") {
        for (++index; index < parts.size(); ++index) error.conflicts.push_back(parts[index]);
      }
      if (index != parts.size() || error.kind.empty()) {
        failures.fail(line, "expected `#! error KIND [culprit REF] [conflicts REF…]`");
        continue;
      }
      phases.back().error = error;
    }
  }
  return phases;
}

/// `%.17g`, with -0 printed as 0: exact for a double, the same in both languages.
std::string exactNumber(double value) {
  if (value == 0) value = 0;
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}

/// The constraint's description without its place, a last ` (FILE:LINE)`: the layout file's for
/// the loader, the generated code's for the DSL (so that both give the same text).
std::string withoutPlace(const std::string& description) {
  std::size_t open = description.rfind(" (");
  if (open == std::string::npos || description.back() != ')') return description;
  std::size_t colon = description.rfind(':');
  if (colon == std::string::npos || colon < open + 3 || colon + 2 >= description.size()) return description;
  for (std::size_t index = colon + 1; index + 1 < description.size(); ++index)
    if (description[index] < '0' || description[index] > '9') return description;
  return description.substr(0, open);
}

/// The engine's dump without its solver section: the items, frames and constraints. The solver's
/// rows may be pivoted into another, equivalent basis by a refused call (a finding of the first
/// fixtures, Tests/Fixtures/README.md), which changes no result.
///
/// The constraints of each section are compared in any order: a refused group (`hidden GROUP`)
/// sets back the items it had changed, and the stack constraints of an arranged item set back are
/// made anew, so the dump lists them later (LayoutEngine.h, `setHidden` of several items); the
/// same constraints are active, with the same frames.
std::string layoutState(const LayoutEngine& engine) {
  std::string dump = engine.dump();
  std::size_t solver = dump.find("\nsolver:");
  std::istringstream lines(solver == std::string::npos ? dump : dump.substr(0, solver));
  std::string state;
  std::vector<std::string> section;
  bool constraints = false;
  auto flush = [&] {
    std::sort(section.begin(), section.end());
    for (const std::string& line : section) state += line + "\n";
    section.clear();
  };
  std::string line;
  while (std::getline(lines, line)) {
    bool indented = !line.empty() && line[0] == ' ';
    if (!indented) {
      flush();
      constraints = line == "active constraints:" || line == "engine constraints:";
      state += line + "\n";
    } else if (constraints) {
      section.push_back(line);
    } else {
      state += line + "\n";
    }
  }
  flush();
  return state;
}

/// Whether `text` has a `#~ disagrees: …` line: a fixture whose hand derivation the engine does
/// not meet yet (Tests/Fixtures/README.md).
bool isMarkedDisagreeing(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::size_t start = line.find_first_not_of(" \t");
    if (start != std::string::npos && line.compare(start, 13, "#~ disagrees:") == 0) return true;
  }
  return false;
}

}  // namespace clayout::fixtures
