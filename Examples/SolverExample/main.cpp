// main.cpp — the solver on its own, from C++: two small systems solved, checked and printed.
//
// 1. The worked example of the Cassowary paper (Badros, Borning & Stuckey, 2001, section 2):
//    three points on a line segment of at most 100,
//
//        right == left + 10          (required)
//        right <= 100                (required)
//        middle == (left + right) / 2 (required)
//        left >= 0                   (required)
//        middle == 45                (weak: priority 250, Auto Layout's defaultLow)
//
//    The required constraints leave left free in [0, 90]; the weak one pulls middle to 45, which
//    they allow, so left = 40, middle = 45, right = 50.
//
// 2. A row of views, each with a left edge and a width, 8 points apart:
//
//        view1.left == 8
//        view_i.left == view_(i-1).left + view_(i-1).width + 8
//        view_i.width == 20
//
//    so view_i.left = 8 + 28·(i - 1).
//
// Usage: clayout-solver-example [--views N] [--no-dump] [--help]
// Exits 0 when every value is the expected one, 1 when one is not, 2 on a solver error or bad usage.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"

namespace {

using clayout::Constraint;
using clayout::Solver;
using clayout::SolverResult;
using clayout::Variable;
namespace priority = clayout::priority;

struct Options {
  int views = 3;
  bool dump = true;
};

void printUsage(std::FILE* stream) {
  std::fprintf(stream,
               "usage: clayout-solver-example [--views N] [--no-dump] [--help]\n"
               "  Solves the Cassowary paper's worked example and a row of N views (default 3),\n"
               "  prints the values and the solver's dump, and checks them against the expected ones.\n"
               "  --views N   number of views in the row (1 to 100000)\n"
               "  --no-dump   do not print the solvers' internal state\n");
}

/// Parses the command line; returns false (after printing why) on bad usage.
bool parseOptions(int argc, char** argv, Options& options, bool& helpRequested) {
  for (int index = 1; index < argc; ++index) {
    std::string_view argument = argv[index];
    if (argument == "--help" || argument == "-h") {
      helpRequested = true;
    } else if (argument == "--no-dump") {
      options.dump = false;
    } else if (argument == "--views" && index + 1 < argc) {
      char* end = nullptr;
      long views = std::strtol(argv[++index], &end, 10);
      if (*end != '\0' || views < 1 || views > 100000) {
        std::fprintf(stderr, "clayout-solver-example: --views takes a number from 1 to 100000\n");
        return false;
      }
      options.views = static_cast<int>(views);
    } else {
      std::fprintf(stderr, "clayout-solver-example: unknown argument '%s'\n", argv[index]);
      return false;
    }
  }
  return true;
}

/// Prints a failed solver call and says whether the call succeeded.
bool report(const SolverResult& result, const char* what) {
  if (result.succeeded()) return true;
  std::fprintf(stderr, "error: %s: %s: %s\n", what, clayout::errorKindName(result.kind),
               result.message.c_str());
  for (const Constraint& conflict : result.conflicts) {
    std::fprintf(stderr, "  conflicts with %s\n", conflict.description().c_str());
  }
  return false;
}

/// Prints `name = value (expected …)` and says whether the value is the expected one.
bool check(const std::string& name, double value, double expected) {
  bool matches = std::fabs(value - expected) <= 1e-9 * std::fmax(1.0, std::fabs(expected));
  std::printf("  %-16s = %10.3f   (expected %g)%s\n", name.c_str(), value, expected,
              matches ? "" : "   <-- MISMATCH");
  return matches;
}

void printDump(const Solver& solver) {
  std::printf("\n  solver dump:\n");
  std::string dump = solver.dump();
  std::size_t start = 0;
  while (start < dump.size()) {
    std::size_t end = dump.find('\n', start);
    if (end == std::string::npos) end = dump.size();
    std::printf("    %.*s\n", static_cast<int>(end - start), dump.data() + start);
    start = end + 1;
  }
}

// MARK: The Cassowary paper's example

/// Solves the paper's example; returns 0, 1 (wrong value) or 2 (solver error).
int solveCassowaryExample(const Options& options) {
  std::printf("Cassowary paper example (left, middle, right on a segment of at most 100)\n");

  Variable left("left");
  Variable middle("middle");
  Variable right("right");
  Solver solver;

  // Required constraints, one at a time: the solver re-optimizes after each.
  const Constraint required[] = {
      right == left + 10,
      right <= 100,
      middle == (left + right) / 2,
      left >= 0,
  };
  for (const Constraint& constraint : required) {
    if (!report(solver.addConstraint(constraint), "adding a required constraint")) return 2;
  }
  // Weak: may be violated if the required ones demand it, and here they do not.
  if (!report(solver.addConstraint((middle == 45) | priority::defaultLow), "adding middle == 45")) {
    return 2;
  }

  bool allMatch = true;
  allMatch &= check("left", solver.valueOf(left), 40);
  allMatch &= check("middle", solver.valueOf(middle), 45);
  allMatch &= check("right", solver.valueOf(right), 50);
  if (options.dump) printDump(solver);
  return allMatch ? 0 : 1;
}

// MARK: A row of views

struct View {
  Variable left;
  Variable width;
};

/// Solves a row of `options.views` views added as one batch; returns 0, 1 or 2.
int solveRowOfViews(const Options& options) {
  std::printf("\nA row of %d views, 20 wide and 8 apart, added as one batch\n", options.views);

  std::vector<View> views;
  std::vector<Constraint> constraints;
  for (int index = 1; index <= options.views; ++index) {
    std::string name = "view" + std::to_string(index);
    View view{Variable(name + ".left"), Variable(name + ".width")};
    if (views.empty()) {
      constraints.push_back(view.left == 8);
    } else {
      const View& previous = views.back();
      constraints.push_back(view.left == previous.left + previous.width + 8);
    }
    constraints.push_back(view.width == 20);
    views.push_back(std::move(view));
  }

  Solver solver;
  if (!report(solver.addConstraints(constraints), "adding the row")) return 2;

  bool allMatch = true;
  // A long row prints its first and last three views only.
  for (int index = 1; index <= options.views; ++index) {
    bool shown = options.views <= 6 || index <= 3 || index > options.views - 3;
    const View& view = views[static_cast<std::size_t>(index - 1)];
    double expectedLeft = 8 + 28.0 * (index - 1);
    if (shown) {
      allMatch &= check(view.left.name(), solver.valueOf(view.left), expectedLeft);
      allMatch &= check(view.width.name(), solver.valueOf(view.width), 20);
    } else {
      allMatch &= std::fabs(solver.valueOf(view.left) - expectedLeft) <= 1e-9 * expectedLeft;
      allMatch &= std::fabs(solver.valueOf(view.width) - 20) <= 1e-9 * 20;
      if (index == 4) std::printf("  ...\n");
    }
  }
  if (options.dump && options.views <= 10) printDump(solver);
  return allMatch ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  bool helpRequested = false;
  if (!parseOptions(argc, argv, options, helpRequested)) {
    printUsage(stderr);
    return 2;
  }
  if (helpRequested) {
    printUsage(stdout);
    return 0;
  }

  int status = solveCassowaryExample(options);
  int rowStatus = solveRowOfViews(options);
  if (rowStatus > status) status = rowStatus;

  std::printf("\n%s\n", status == 0   ? "All values are the expected ones."
                        : status == 1 ? "Some values differ from the expected ones."
                                      : "The solver reported an error.");
  return status;
}
