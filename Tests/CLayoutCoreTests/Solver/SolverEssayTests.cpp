// SolverEssayTests.cpp — the worked example of the solver's opening essay
// (Sources/CLayoutCore/Solver/SolverImplementation.cpp), so that the essay cannot go stale.
#define CLAYOUT_TEST_MAIN
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// A row or definition read from a dump: coefficient by symbol, the constant under "".
using ParsedRow = std::map<std::string, double>;

/// The objective levels (as "objective@250"), rows and definitions of `solver.dump()`, by basic
/// symbol (or subject), with every symbol
/// named as the essay names it: an external one by its variable's name, a constraint's marker
/// and second error by `names[i]` for the i-th constraint in insertion order (for example
/// {"d1"} or {"e+", "e-"}). The dump's own symbol numbers and cell order are incidental and
/// are not compared.
std::map<std::string, ParsedRow> essayRows(const Solver& solver,
                                           const std::vector<std::vector<std::string>>& names) {
  std::istringstream lines(solver.dump());
  std::vector<std::string> text;
  for (std::string line; std::getline(lines, line);) text.push_back(line);
  // The markers, from the constraints' lines: `  <description> [marker d3]`, `[marker e8, e9]`
  // or `[definition of v5(middle)]`.
  std::map<std::string, std::string> rename;
  std::size_t constraintIndex = 0;
  bool inConstraints = false;
  for (const std::string& line : text) {
    if (line.rfind("Constraints", 0) == 0) {
      inConstraints = true;
      continue;
    }
    if (!inConstraints) continue;
    if (line.find("[definition of ") != std::string::npos) {
      ++constraintIndex;  // held as a definition: no marker yet
      continue;
    }
    std::size_t open = line.rfind("[marker ");
    if (open == std::string::npos || constraintIndex >= names.size()) continue;
    std::string symbols = line.substr(open + 8, line.size() - open - 9);
    std::size_t comma = symbols.find(", ");
    rename[symbols.substr(0, comma)] = names[constraintIndex].at(0);
    if (comma != std::string::npos) rename[symbols.substr(comma + 2)] = names[constraintIndex].at(1);
    ++constraintIndex;
  }
  auto nameOf = [&](const std::string& symbol) {
    std::size_t open = symbol.find('(');
    if (open != std::string::npos) return symbol.substr(open + 1, symbol.size() - open - 2);
    auto found = rename.find(symbol);
    return found != rename.end() ? found->second : symbol;
  };
  // The levels, the rows (`  v1(right) = 50 - 0.5·d3 + …`) and definitions
  // (`  v5(middle) := 0 + 0.5·v2(left)`).
  std::map<std::string, ParsedRow> rows;
  bool inRows = false;
  for (const std::string& line : text) {
    if (line.rfind("Objective", 0) == 0 || line == "Rows:" || line == "Definitions:") {
      inRows = true;
      continue;
    }
    if (line.empty() || line[0] != ' ') {
      inRows = false;
      continue;
    }
    if (!inRows) continue;
    std::istringstream words(line);
    std::string basic, equals, constant;
    words >> basic >> equals;
    if (basic[0] == '@') {  // an objective level: `  @250 (1 users): 0 + 1·e8 + 1·e9`
      basic = "objective" + basic;
      words >> equals;
    }
    words >> constant;
    ParsedRow row;
    row[""] = std::stod(constant);
    for (std::string sign, cell; words >> sign >> cell;) {
      std::size_t dot = cell.find("·");
      double coefficient = std::stod(cell.substr(0, dot));
      row[nameOf(cell.substr(dot + std::string("·").size()))] = sign == "-" ? -coefficient : coefficient;
    }
    rows[nameOf(basic)] = row;
  }
  return rows;
}

/// Checks that `actual` holds exactly the rows of `expected`, each to 1e-9.
void checkRows(const std::map<std::string, ParsedRow>& actual,
               const std::map<std::string, ParsedRow>& expected) {
  CHECK_EQUAL(actual.size(), expected.size());
  for (const auto& [basic, row] : expected) {
    auto found = actual.find(basic);
    CHECK(found != actual.end());
    if (found == actual.end()) continue;
    CHECK_EQUAL(found->second.size(), row.size());
    for (const auto& [symbol, coefficient] : row) {
      auto cell = found->second.find(symbol);
      CHECK(cell != found->second.end());
      if (cell != found->second.end()) CHECK_NEAR(cell->second, coefficient, 1e-9);
    }
  }
}

}  // namespace

TEST_CASE("the Cassowary paper's example: left 40, middle 45, right 50") {
  Variable left("left"), middle("middle"), right("right");
  Solver solver;
  REQUIRE(solver.addConstraint(right == left + 10));
  REQUIRE(solver.addConstraint(right <= 100));
  REQUIRE(solver.addConstraint(middle == (left + right) / 2));
  REQUIRE(solver.addConstraint(left >= 0));
  REQUIRE(solver.addConstraint((middle == 45) | priority::defaultLow));
  // By hand: middle = left + 5, so the weak middle == 45 holds with left = 40, right = 50, which
  // also keeps right <= 100 and left >= 0.
  CHECK_NEAR(solver.valueOf(left), 40, 1e-9);
  CHECK_NEAR(solver.valueOf(middle), 45, 1e-9);
  CHECK_NEAR(solver.valueOf(right), 50, 1e-9);
  // The essay's final tableau: rows for right, left, middle, s₄ and s₂ (ε⁺ left the basis), and
  // no definition left outside it.
  CHECK_EQUAL(solver.statistics().rows, std::size_t(5));
  CHECK_EQUAL(solver.statistics().definitions, std::size_t(0));
  CHECK_EQUAL(solver.statistics().levels, std::size_t(1));
}

TEST_CASE("the essay's tableau, step by step, as the dump prints it") {
  Variable left("left"), middle("middle"), right("right");
  Solver solver;
  const std::vector<std::vector<std::string>> names = {{"d1"}, {"s2"}, {"d3"}, {"s4"}, {"e+", "e-"}};
  // Steps 1 and 2: right == left + 10 is held as the definition of right until `right <= 100`
  // mentions right; then right = 10 + left - d1, and the second row, solved for left, gives
  // left = 90 + d1 - s2 and right = 100 - s2.
  REQUIRE(solver.addConstraint(right == left + 10));
  REQUIRE(solver.addConstraint(right <= 100));
  checkRows(essayRows(solver, names), {
                                          {"right", {{"", 100}, {"s2", -1}}},
                                          {"left", {{"", 90}, {"d1", 1}, {"s2", -1}}},
                                      });
  // Steps 3 and 4: middle is a fresh variable, so its equality is the definition
  // middle := left/2 + right/2; left >= 0 has no external symbol left once left is substituted:
  // s4 = 90 + d1 - s2.
  REQUIRE(solver.addConstraint(middle == (left + right) / 2));
  REQUIRE(solver.addConstraint(left >= 0));
  checkRows(essayRows(solver, names), {
                                          {"right", {{"", 100}, {"s2", -1}}},
                                          {"left", {{"", 90}, {"d1", 1}, {"s2", -1}}},
                                          {"s4", {{"", 90}, {"d1", 1}, {"s2", -1}}},
                                          {"middle", {{"", 0}, {"left", 0.5}, {"right", 0.5}}},
                                      });
  // Step 5 moves middle's definition in (middle = 95 + d1/2 - s2 - d3) and adds
  // e+ = 50 + d1/2 - s2 - d3 + e-; s2 enters, e+ leaves at s2 = 50. Solved for s2, the e+ row is
  // s2 = 50 + d1/2 - d3 + e- - e+, and substituting it gives the final tableau:
  REQUIRE(solver.addConstraint((middle == 45) | priority::defaultLow));
  checkRows(essayRows(solver, names),
            {
                {"s2", {{"", 50}, {"d1", 0.5}, {"d3", -1}, {"e-", 1}, {"e+", -1}}},
                {"right", {{"", 50}, {"d1", -0.5}, {"d3", 1}, {"e-", -1}, {"e+", 1}}},
                {"left", {{"", 40}, {"d1", 0.5}, {"d3", 1}, {"e-", -1}, {"e+", 1}}},
                {"s4", {{"", 40}, {"d1", 0.5}, {"d3", 1}, {"e-", -1}, {"e+", 1}}},
                {"middle", {{"", 45}, {"e-", -1}, {"e+", 1}}},
                {"objective@250", {{"", 0}, {"e+", 1}, {"e-", 1}}},
            });
}

TEST_CASE("the essay's variant: a weak pull beyond the required bound stops at the bound") {
  Variable left("left"), middle("middle"), right("right");
  Solver solver;
  REQUIRE(solver.addConstraint(right == left + 10));
  REQUIRE(solver.addConstraint(right <= 100));
  REQUIRE(solver.addConstraint(middle == (left + right) / 2));
  REQUIRE(solver.addConstraint(left >= 0));
  REQUIRE(solver.addConstraint((middle == 99) | priority::defaultLow));
  // middle = left + 5 and right = left + 10 <= 100, so middle can reach 95 at most.
  CHECK_NEAR(solver.valueOf(middle), 95, 1e-9);
  CHECK_NEAR(solver.valueOf(right), 100, 1e-9);
  CHECK_NEAR(solver.valueOf(left), 90, 1e-9);
}

TEST_CASE("a row of views is held as definitions, outside the tableau") {
  // v[i].left == v[i-1].left + v[i-1].width + 8, widths 20: left of view i = 8 + 28·(i-1).
  Solver solver;
  Variable containerLeft("container.left");
  REQUIRE(solver.addConstraint(containerLeft == 0));
  std::vector<Variable> lefts, widths;
  const int count = 2000;
  for (int i = 0; i < count; ++i) {
    lefts.emplace_back("v" + std::to_string(i + 1) + ".left");
    widths.emplace_back("v" + std::to_string(i + 1) + ".width");
    if (i == 0) {
      REQUIRE(solver.addConstraint(lefts[0] == containerLeft + 8));
    } else {
      REQUIRE(solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8));
    }
    REQUIRE(solver.addConstraint(widths[i] == 20));
  }
  for (int i = 0; i < count; ++i) CHECK_NEAR(solver.valueOf(lefts[i]), 8 + 28.0 * i, 1e-9);
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.definitions, std::size_t(2 * count + 1));
  CHECK_EQUAL(statistics.rows, std::size_t(0));
  // A constraint at the end of the chain moves the chain into the tableau; the values stay.
  Variable right("right");
  REQUIRE(solver.addConstraint(right == lefts.back() + widths.back()));
  REQUIRE(solver.addConstraint(right <= 100000));
  CHECK_NEAR(solver.valueOf(right), 8 + 28.0 * (count - 1) + 20, 1e-9);
}
