// CostCases.cpp — the operations whose cost grows fastest with N, each timed at one N
// so that a run at several N shows how it grows (see Workloads.md, "Cost cases").
//
//   C1explain   a chain of N required links `x[i] == x[i-1] + 1` from `x[0] == 0`, then `x[N] == 0`:
//               refused, and the conflict explanation names all N + 1 chain constraints. Timed:
//               the refused `addConstraint` (the explanation is most of it).
//   C2levels    N optional constraints `v[i] == i` at N distinct priorities (one objective level
//               each). Timed: adding them one by one and reading every value.
//   C3deep      an engine tree N levels deep (item i the only subitem of item i-1), each item
//               `leading == parent.leading + 1` and `width == 10`; then the top item's direction
//               switched to right-to-left and back. Timed: building (items and constraints) and
//               the two switches, reported apart (`build_ms`, `switch_ms`); `time_ms` is the sum.
//   C4remove    N subitems of one parent, then every fifth of them (N/5) removed from the parent.
//               Timed: the removals.
//   C5stack     a horizontal stack of N arranged views (intrinsic widths 10 + i % 7, height 20)
//               under a 1000-wide root, switched from fill to equalCentering, then to
//               equalSpacing (n^4 when equal centering's constraints were not below 150).
//               Timed: the two switches, reported apart (`centering_ms`, `spacing_ms`).
//   C6ratios    a vertical fillProportionally stack pinned to a 320 × 1000 root, N arranged views
//               added one by one, their intrinsic heights drawn from 1 to 1e6 (neighbours up to
//               1e6 apart: Fuzz/findings, engine-slow-stack-arbitrated-per-item). Every such
//               addition is decided by the exact arbiter (Arbiter.cpp). Timed: the additions
//               (`time_ms`) and the slowest one (`slowest_ms`).
//   C7oneVariable  N optional constraints `x == i` on ONE variable, each at its own priority, added
//               in increasing priority (each addition overrides every one before it; C2levels is
//               the same with one variable per priority). Timed: the additions
//               (`time_ms`), the slowest one (`slowest_ms`); also the pivots and levels.
//   C7highestOnly  C7oneVariable's additions with every wish below the highest taken out as the
//               next is added (added, then the previous one removed): what the additions would
//               cost if a wish that a higher one on the same expression overrides held no row (a
//               bound on parking them: docs/performance.md). Timed: the additions and removals.
//   C8baselineStack  a horizontal lastBaseline stack (UIStackView's alignment of text rows) under a
//               1000-wide root, N arranged views of intrinsic widths 10 + i % 7 and heights 20, 30
//               and 40 in turn, added one by one; then `LayoutEngine::checkInvariants` once (the
//               fuzz harness calls it after every step; it was quadratic and worse in a column's
//               length). Timed: the additions (`time_ms`), the slowest one (`slowest_ms`) and the
//               check (`invariants_ms`).
//
// Each run checks its answer (the conflict's size, every value, the frames after the switch, the
// parent's subitems) and prints one line `BENCH case=<case> n=<N> status=ok time_ms=<t> ...`; a
// wrong answer prints `FAIL ...` and exits 3.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "CLayoutCore/Anchors/ActivateConstraints.h"
#include "CLayoutCore/Anchors/AnchorOperators.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

[[noreturn]] void fail(const std::string& caseName, const std::string& message) {
  std::printf("FAIL case=%s %s\n", caseName.c_str(), message.c_str());
  std::fflush(stdout);
  std::exit(3);
}

void check(const clayout::SolverResult& result, const char* call) {
  if (!result.succeeded()) {
    std::printf("ERROR %s failed: %s\n", call, result.message.c_str());
    std::exit(2);
  }
}

void check(const clayout::LayoutResult& result, const char* call) {
  if (!result.succeeded()) {
    std::printf("ERROR %s failed: %s\n", call, result.message.c_str());
    std::exit(2);
  }
}

void report(const char* caseName, int n, double timeMilliseconds, const std::string& extra = "") {
  std::printf("BENCH case=%s n=%d status=ok time_ms=%.3f%s\n", caseName, n, timeMilliseconds, extra.c_str());
}

/// Arranges `view` in `stack`, adding the time the call took to `total` and keeping the slowest.
void arrangeTimed(clayout::LayoutEngine& engine, const clayout::LayoutItem& stack,
                  const clayout::LayoutItem& view, double& total, double& slowest) {
  Clock::time_point start = Clock::now();
  check(engine.addArrangedSubitem(stack, view), "addArrangedSubitem");
  double elapsed = millisecondsSince(start);
  total += elapsed;
  slowest = std::max(slowest, elapsed);
}

void chainExplanation(int n) {
  clayout::Solver solver;
  std::vector<clayout::Variable> x;
  x.reserve(static_cast<std::size_t>(n) + 1);
  for (int i = 0; i <= n; ++i) x.emplace_back("x" + std::to_string(i));
  check(solver.addConstraint(clayout::Expression(x[0]) == clayout::Expression(0.0)), "addConstraint");
  for (int i = 1; i <= n; ++i) {
    check(solver.addConstraint(clayout::Expression(x[static_cast<std::size_t>(i)]) ==
                               clayout::Expression(x[static_cast<std::size_t>(i) - 1]) + 1.0),
          "addConstraint");
  }
  Clock::time_point start = Clock::now();
  clayout::SolverResult result =
      solver.addConstraint(clayout::Expression(x[static_cast<std::size_t>(n)]) == clayout::Expression(0.0));
  double elapsed = millisecondsSince(start);
  if (result.succeeded()) fail("C1explain", "x[N] == 0 was accepted");
  // x[0] == 0, the N links and the failing constraint itself: every one is needed.
  if (result.conflicts.size() != static_cast<std::size_t>(n) + 1) {
    fail("C1explain",
         "conflicts=" + std::to_string(result.conflicts.size()) + " expected=" + std::to_string(n + 1));
  }
  report("C1explain", n, elapsed);
}

void distinctPriorities(int n) {
  Clock::time_point start = Clock::now();
  clayout::Solver solver;
  std::vector<clayout::Variable> v;
  v.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    v.emplace_back("v" + std::to_string(i));
    // Distinct priorities in (1, 999): i / n spread over the optional range.
    double priority = 1.0 + 998.0 * (static_cast<double>(i) + 0.5) / static_cast<double>(n);
    check(solver.addConstraint(clayout::Constraint(clayout::Expression(v.back()) - static_cast<double>(i),
                                                   clayout::Relation::equal, priority)),
          "addConstraint");
  }
  std::vector<double> values(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    values[static_cast<std::size_t>(i)] = solver.valueOf(v[static_cast<std::size_t>(i)]);
  double elapsed = millisecondsSince(start);
  for (int i = 0; i < n; ++i) {
    if (values[static_cast<std::size_t>(i)] != static_cast<double>(i)) {
      fail("C2levels", "v" + std::to_string(i) + "=" + std::to_string(values[static_cast<std::size_t>(i)]));
    }
  }
  report("C2levels", n, elapsed, " levels=" + std::to_string(solver.statistics().levels));
}

void oneVariableLevels(int n) {
  clayout::Solver solver;
  clayout::Variable x("x");
  std::vector<clayout::Constraint> constraints;
  constraints.reserve(static_cast<std::size_t>(n));
  double total = 0, slowest = 0;
  for (int i = 0; i < n; ++i) {
    // Distinct priorities in (1, 999), increasing with i, as C2levels's.
    double priority = 1.0 + 998.0 * (static_cast<double>(i) + 0.5) / static_cast<double>(n);
    constraints.emplace_back(clayout::Expression(x) - static_cast<double>(i), clayout::Relation::equal,
                             priority);
    Clock::time_point start = Clock::now();
    check(solver.addConstraint(constraints.back()), "addConstraint");
    double elapsed = millisecondsSince(start);
    total += elapsed;
    slowest = std::max(slowest, elapsed);
  }
  // The last constraint has the highest priority, and x == N - 1 costs it nothing: every lower
  // level's error is then as small as it can be given x, so x == N - 1 is the optimum.
  if (solver.valueOf(x) != static_cast<double>(n - 1))
    fail("C7oneVariable", "x=" + std::to_string(solver.valueOf(x)) + " expected " + std::to_string(n - 1));
  clayout::SolverStatistics statistics = solver.statistics();
  char extra[128];
  std::snprintf(extra, sizeof extra, " slowest_ms=%.3f pivots=%zu levels=%zu", slowest, statistics.pivots,
                statistics.levels);
  report("C7oneVariable", n, total, extra);
}

void highestOnly(int n) {
  clayout::Solver solver;
  clayout::Variable x("x");
  std::vector<clayout::Constraint> constraints;
  constraints.reserve(static_cast<std::size_t>(n));
  Clock::time_point start = Clock::now();
  for (int i = 0; i < n; ++i) {
    double priority = 1.0 + 998.0 * (static_cast<double>(i) + 0.5) / static_cast<double>(n);
    constraints.emplace_back(clayout::Expression(x) - static_cast<double>(i), clayout::Relation::equal,
                             priority);
    check(solver.addConstraint(constraints.back()), "addConstraint");
    if (i > 0)
      check(solver.removeConstraint(constraints[static_cast<std::size_t>(i) - 1]), "removeConstraint");
  }
  double elapsed = millisecondsSince(start);
  if (solver.valueOf(x) != static_cast<double>(n - 1))
    fail("C7highestOnly", "x=" + std::to_string(solver.valueOf(x)) + " expected " + std::to_string(n - 1));
  report("C7highestOnly", n, elapsed, " pivots=" + std::to_string(solver.statistics().pivots));
}

void deepTree(int n) {
  using clayout::LayoutItem;
  Clock::time_point start = Clock::now();
  clayout::LayoutEngine engine;
  std::vector<LayoutItem> items;
  items.reserve(static_cast<std::size_t>(n));
  std::vector<clayout::LayoutConstraint> constraints;
  constraints.reserve(2 * static_cast<std::size_t>(n) + 1);
  for (int i = 0; i < n; ++i) {
    items.push_back(engine.makeItem("v" + std::to_string(i)));
    const LayoutItem& parent = i == 0 ? engine.root() : items[static_cast<std::size_t>(i) - 1];
    check(engine.addSubitem(parent, items.back()), "addSubitem");
  }
  constraints.emplace_back(items[0].width == engine.root().width);
  for (int i = 0; i < n; ++i) {
    const LayoutItem& item = items[static_cast<std::size_t>(i)];
    const LayoutItem& parent = i == 0 ? engine.root() : items[static_cast<std::size_t>(i) - 1];
    constraints.emplace_back(item.leading == parent.leading + 1);
    if (i > 0) constraints.emplace_back(item.width == 10);
  }
  check(engine.activate(constraints), "activate");
  check(engine.setRootSize({static_cast<double>(n) * 2 + 100, 100}), "setRootSize");
  double build = millisecondsSince(start);
  Clock::time_point switchStart = Clock::now();
  check(engine.setLayoutDirection(items[0], clayout::LayoutDirection::rightToLeft), "setLayoutDirection");
  clayout::LayoutRect deepest = engine.frame(items.back(), clayout::LayoutCoordinates::root);
  check(engine.setLayoutDirection(items[0], clayout::LayoutDirection::leftToRight), "setLayoutDirection");
  double switching = millisecondsSince(switchStart);
  // Right to left, `item.leading == parent.leading + 1` reads `-item.right == -parent.right + 1`:
  // item i's right edge is W - 1 - i (the root, left to right, has its right edge at W).
  double width = static_cast<double>(n) * 2 + 100;
  double expectedRight = width - static_cast<double>(n);
  if (std::fabs(deepest.x + deepest.width - expectedRight) > 1e-6 || std::fabs(deepest.width - 10) > 1e-6) {
    fail("C3deep", "deepest x=" + std::to_string(deepest.x) + " width=" + std::to_string(deepest.width));
  }
  clayout::LayoutRect back = engine.frame(items.back(), clayout::LayoutCoordinates::root);
  if (std::fabs(back.x - static_cast<double>(n)) > 1e-6)
    fail("C3deep", "after the switch back x=" + std::to_string(back.x));
  char extra[96];
  std::snprintf(extra, sizeof extra, " build_ms=%.3f switch_ms=%.3f", build, switching);
  report("C3deep", n, build + switching, extra);
}

void removeChildren(int n) {
  clayout::LayoutEngine engine;
  clayout::LayoutItem parent = engine.makeItem("parent");
  check(engine.addSubitem(engine.root(), parent), "addSubitem");
  std::vector<clayout::LayoutItem> children;
  children.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    children.push_back(engine.makeItem("c" + std::to_string(i)));
    check(engine.addSubitem(parent, children.back()), "addSubitem");
  }
  Clock::time_point start = Clock::now();
  for (int i = 0; i < n; i += 5)
    check(engine.removeFromParent(children[static_cast<std::size_t>(i)]), "removeFromParent");
  double elapsed = millisecondsSince(start);
  std::vector<clayout::LayoutItem> left = engine.subitems(parent);
  std::size_t k = 0;
  for (int i = 0; i < n; ++i) {
    if (i % 5 == 0) continue;
    if (k >= left.size() || !(left[k] == children[static_cast<std::size_t>(i)])) {
      fail("C4remove", "subitem " + std::to_string(k) + " is not c" + std::to_string(i));
    }
    ++k;
  }
  if (k != left.size()) fail("C4remove", "extra subitems");
  report("C4remove", n, elapsed);
}

void switchStack(int n) {
  clayout::LayoutEngine engine;
  check(engine.setRootSize({1000, 500}), "setRootSize");
  clayout::LayoutItem stack = engine.makeStack("stack");
  check(engine.addSubitem(engine.root(), stack), "addSubitem");
  check(clayout::activateConstraints({stack.left == engine.root().left, stack.top == engine.root().top}),
        "activateConstraints");
  double widths = 0;
  for (int i = 0; i < n; ++i) {
    clayout::LayoutItem view = engine.makeItem("v" + std::to_string(i));
    check(engine.addSubitem(stack, view), "addSubitem");
    check(engine.setIntrinsicContentSize(view, 10 + i % 7, 20), "setIntrinsicContentSize");
    check(engine.addArrangedSubitem(stack, view), "addArrangedSubitem");
    widths += 10 + i % 7;
  }
  Clock::time_point start = Clock::now();
  check(engine.setStackDistribution(stack, clayout::LayoutStackDistribution::equalCentering),
        "equalCentering");
  clayout::LayoutRect centered = engine.frame(stack);
  double centering = millisecondsSince(start);
  start = Clock::now();
  check(engine.setStackDistribution(stack, clayout::LayoutStackDistribution::equalSpacing), "equalSpacing");
  clayout::LayoutRect spaced = engine.frame(stack);
  double spacing = millisecondsSince(start);
  // Spacing 0 and nothing sizing the stack: every view at its intrinsic width, so the stack is at
  // least their sum wide (equal centering or equal gaps may add space, never take it).
  if (centered.width < widths - 1e-6 || spaced.width < widths - 1e-6 || centered.height != 20)
    fail("C5stack", "stack " + std::to_string(centered.width) + " and " + std::to_string(spaced.width) +
                        " wide, items " + std::to_string(widths));
  char extra[96];
  std::snprintf(extra, sizeof extra, " centering_ms=%.3f spacing_ms=%.3f", centering, spacing);
  report("C5stack", n, centering + spacing, extra);
}

void proportionalStack(int n) {
  clayout::LayoutEngine engine;
  const double height = 1000;
  check(engine.setRootSize({320, height}), "setRootSize");
  clayout::LayoutItem stack = engine.makeStack("stack");
  check(engine.addSubitem(engine.root(), stack), "addSubitem");
  check(engine.setStackAxis(stack, clayout::LayoutAxis::vertical), "setStackAxis");
  check(engine.setStackDistribution(stack, clayout::LayoutStackDistribution::fillProportionally),
        "fillProportionally");
  clayout::LayoutItem root = engine.root();
  check(clayout::activateConstraints({stack.left == root.left, stack.right == root.right,
                                      stack.top == root.top, stack.bottom == root.bottom}),
        "activateConstraints");
  static constexpr double heights[] = {3, 1e6, 1, 1e4, 17, 44, 100, 1e3};
  std::uint32_t state = 12345;
  std::vector<clayout::LayoutItem> views;
  std::vector<double> intrinsic;
  double total = 0, slowest = 0;
  for (int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    double each = heights[(state >> 8) % 8];
    clayout::LayoutItem view = engine.makeItem("v" + std::to_string(i));
    check(engine.setIntrinsicContentSize(view, 10, each), "setIntrinsicContentSize");
    arrangeTimed(engine, stack, view, total, slowest);
    views.push_back(view);
    intrinsic.push_back(each);
  }
  // UIStackView's fillProportionally with the stack pinned: the heights are the root's height
  // shared in proportion to the intrinsic heights, stacked from the top without gaps.
  double sum = 0;
  for (double each : intrinsic) sum += each;
  double top = 0;
  for (int i = 0; i < n; ++i) {
    clayout::LayoutRect frame = engine.frame(views[static_cast<std::size_t>(i)]);
    double expected = height * intrinsic[static_cast<std::size_t>(i)] / sum;
    if (std::fabs(frame.height - expected) > 1e-9 * height || std::fabs(frame.y - top) > 1e-9 * height)
      fail("C6ratios", "view " + std::to_string(i) + " at y " + std::to_string(frame.y) + " height " +
                           std::to_string(frame.height) + ", expected " + std::to_string(top) + " and " +
                           std::to_string(expected));
    top += expected;
  }
  char extra[64];
  std::snprintf(extra, sizeof extra, " slowest_ms=%.3f", slowest);
  report("C6ratios", n, total, extra);
}

void baselineStack(int n) {
  clayout::LayoutEngine engine;
  check(engine.setRootSize({1000, 500}), "setRootSize");
  clayout::LayoutItem stack = engine.makeStack("stack");
  check(engine.addSubitem(engine.root(), stack), "addSubitem");
  check(engine.setStackAlignment(stack, clayout::LayoutStackAlignment::lastBaseline), "setStackAlignment");
  check(clayout::activateConstraints({stack.left == engine.root().left, stack.top == engine.root().top}),
        "activateConstraints");
  std::vector<clayout::LayoutItem> views;
  double total = 0, slowest = 0;
  for (int i = 0; i < n; ++i) {
    clayout::LayoutItem view = engine.makeItem("v" + std::to_string(i));
    check(engine.setIntrinsicContentSize(view, 10 + i % 7, 20 + 10 * (i % 3)), "setIntrinsicContentSize");
    arrangeTimed(engine, stack, view, total, slowest);
    views.push_back(view);
  }
  Clock::time_point start = Clock::now();
  std::string broken = engine.checkInvariants();
  double invariants = millisecondsSince(start);
  if (!broken.empty()) fail("C8baselineStack", "invariant: " + broken);
  // With no baseline offsets a view's last baseline is its bottom: every bottom is the first's.
  // Each view is as tall as its intrinsic height (the alignment does not stretch it), the stack
  // as tall as the tallest (40: its canvas hugs the views), so every bottom is at 40 when n >= 3.
  double tallest = n >= 3 ? 40 : 20 + 10 * (n - 1);
  for (int i = 0; i < n; ++i) {
    clayout::LayoutRect frame = engine.frame(views[static_cast<std::size_t>(i)]);
    if (std::fabs(frame.height - (20 + 10 * (i % 3))) > 1e-9 ||
        std::fabs(frame.y + frame.height - tallest) > 1e-9)
      fail("C8baselineStack", "view " + std::to_string(i) + " at y " + std::to_string(frame.y) + " height " +
                                  std::to_string(frame.height) + ", bottom expected at " +
                                  std::to_string(tallest));
  }
  char extra[96];
  std::snprintf(extra, sizeof extra, " slowest_ms=%.3f invariants_ms=%.3f", slowest, invariants);
  report("C8baselineStack", n, total, extra);
}

}  // namespace

int main(int argc, char** argv) {
  std::string caseName;
  int n = 1000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--case") == 0) caseName = argv[i + 1];
    if (std::strcmp(argv[i], "--n") == 0) n = std::atoi(argv[i + 1]);
  }
  if (n < 1) n = 1;
  if (caseName == "C1explain") {
    chainExplanation(n);
  } else if (caseName == "C2levels") {
    distinctPriorities(n);
  } else if (caseName == "C3deep") {
    deepTree(n);
  } else if (caseName == "C4remove") {
    removeChildren(n);
  } else if (caseName == "C5stack") {
    switchStack(n);
  } else if (caseName == "C6ratios") {
    proportionalStack(n);
  } else if (caseName == "C7oneVariable") {
    oneVariableLevels(n);
  } else if (caseName == "C7highestOnly") {
    highestOnly(n);
  } else if (caseName == "C8baselineStack") {
    baselineStack(n);
  } else {
    std::printf(
        "usage: clayout-bench-costs --case C1explain|C2levels|C3deep|C4remove|C5stack|C6ratios|C7oneVariable"
        "|C7highestOnly|C8baselineStack --n N\n");
    return 1;
  }
  return 0;
}
