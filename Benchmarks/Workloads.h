// Workloads.h — the benchmark workloads of Benchmarks/Workloads.md, written once and run on every
// solver through a small adapter, so that ours and kiwi do exactly the same work: the runs, the
// frames of W3 and the order of W4, the reports and the command line. The workloads' constraint
// specifications and floors are in WorkloadSpecs.h, the measures and checks in BenchMeasures.h.
//
// A workload is a stream of constraint specifications (`Spec`: up to four terms over view
// variables, a constant, a relation and a strength) produced by a generator that calls back for each
// one, in the order workloads.md gives. Nothing is stored by the harness but the solver's own
// constraint handles and the values read back, so a run's peak memory is the solver's.
//
// An adapter `A` provides:
//   using Var; using Cons;                       // the solver's variable and constraint handles
//   static constexpr const char* name;           // "ours", "kiwi"
//   static constexpr bool hasBatch;              // whether addBatch exists
//   Cons make(const Spec&, const std::vector<Var>&);   // the constraint of a spec
//   void add(const Cons&); void remove(const Cons&); void addBatch(const std::vector<Cons>&);
//   void addEdit(const Var&);                    // an edit variable at strong
//   void suggest(const Var&, double);
//   void readAll(const std::vector<Var>&, double* out);   // the current value of every variable
//   std::string stats();                         // extra "key=value" fields for the report
// Every adapter call that fails ends the process through `bench::fatal` (exit status 2).
//
// The floor (`floorChain`, `floorTree`) computes the same frames with plain arithmetic; it is both
// the "no solver" time and the expected solution each run is checked against (workloads.md's closed
// forms are checked too).
#pragma once

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "BenchMeasures.h"
#include "WorkloadSpecs.h"

namespace bench {

// MARK: The W3 frames and the W4 order

inline constexpr int w3Frames = 1000;

inline double dragWidth(int f) { return 3839.0 - f; }
inline double jumpWidth(int f) {
  return 2560.0 + static_cast<double>((static_cast<long long>(f) * 7919) % 1281);
}

/// W4's constraint indices: every i % 10 == 5 of W2's list, in xorshift64 Fisher–Yates order.
inline std::vector<long long> churnOrder(long long constraintCount) {
  std::vector<long long> v;
  for (long long i = 5; i < constraintCount; i += 10) v.push_back(i);
  std::uint64_t x = 0x9E3779B97F4A7C15ull;
  for (size_t k = v.size(); k >= 2; --k) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    std::swap(v[k - 1], v[x % k]);
  }
  return v;
}

// MARK: Reports

struct Options {
  std::string workload;
  int n = 0;
  double capSeconds = 0;       // soft limit of the measured part (0: none)
  double setupCapSeconds = 0;  // soft limit of the setup of W3 and W4 (0: none)
};

/// The one line a run prints: `BENCH key=value ...`.
struct Report {
  std::string line;
  Report(const Options& o, const char* impl, const char* api) {
    line = "BENCH workload=" + o.workload + " impl=" + impl + " api=" + api + " N=" + std::to_string(o.n);
  }
  Report& add(const char* key, const std::string& value) {
    line += std::string(" ") + key + "=" + value;
    return *this;
  }
  Report& add(const char* key, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.6f", value);
    return add(key, std::string(buffer));
  }
  Report& add(const char* key, long long value) { return add(key, std::to_string(value)); }
  void print() {
    add("maxrss_kb", static_cast<long long>(peakRssKb()));
    add("rusage_kb", static_cast<long long>(rusageMaxRss()));
    add("cpu_ms", cpuMs());
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
  }
};

inline std::string contextOf(const Options& o, const char* impl) {
  return "workload=" + o.workload + " impl=" + impl + " N=" + std::to_string(o.n);
}

// MARK: Runs on a solver

template <class A>
std::vector<typename A::Var> makeVariables(int views) {
  std::vector<typename A::Var> vars;
  vars.reserve(4 * static_cast<size_t>(views));
  for (int i = 0; i < 4 * views; ++i) vars.emplace_back();
  return vars;
}

/// W1, W2, W2batch, W2required and W2equalities: add everything (one by one, or as one batch), then
/// read every value.
template <class A>
int runBuild(const Options& o, const char* api) {
  const bool chain = o.workload == "W1";
  const bool batch = o.workload == "W2batch";
  const TreeVariant variant = o.workload == "W2required"     ? TreeVariant::requiredOnly
                              : o.workload == "W2equalities" ? TreeVariant::equalitiesOnly
                                                             : TreeVariant::whole;
  const std::string context = contextOf(o, A::name);
  if (batch && !A::hasBatch) fatal(context + ": this solver has no batch");
  const int views = chain ? chainViews(o.n) : treeViews(o.n);
  const Deadline deadline = Deadline::after(o.capSeconds);
  bool capped = false;
  long long added = 0;
  std::vector<double> values;
  std::string stats;
  double ms = 0;
  {
    const auto start = Clock::now();
    A solver;
    auto vars = makeVariables<A>(views);
    std::vector<typename A::Cons> constraints;
    constraints.reserve(chain ? 4 * static_cast<size_t>(o.n) + 2 : static_cast<size_t>(9.5 * o.n) + 8);
    auto emit = [&](const Spec& s) {
      if (capped) return;
      constraints.push_back(solver.make(s, vars));
      if (!batch) {
        solver.add(constraints.back());
        ++added;
        if ((added & 63) == 0 && deadline.passed()) capped = true;
      }
    };
    if (chain)
      forEachChainSpec(o.n, emit);
    else
      forEachTreeSpec(o.n, emit, variant);
    if (batch) {
      solver.addBatch(constraints);
      added = static_cast<long long>(constraints.size());
    }
    if (!capped) {
      values.resize(vars.size());
      solver.readAll(vars, values.data());
    }
    ms = msSince(start);
    stats = solver.stats();
  }  // The solver is destroyed here, out of the timed part.
  Report report(o, A::name, api);
  if (capped) {
    report.add("status", std::string("capped")).add("time_ms", ms).add("done", added);
    report.print();
    return 0;
  }
  // Check: every constraint added, the floor's frames, and workloads.md's closed forms.
  if (!chain && added != treeConstraintCount(o.n, variant))
    fatal(context + ": " + std::to_string(added) + " constraints added, the workload has " +
          std::to_string(treeConstraintCount(o.n, variant)));
  std::vector<double> expected(values.size());
  if (chain) {
    floorChain(o.n, expected.data());
    checkValues(
        "solution", values.data(), expected.data(), static_cast<long long>(values.size()),
        [](long long i) { return i == 2 || i == 3; }, context);  // the container's size is free
    checkChainClosedForm(o.n, values.data(), context);
  } else {
    floorTree(o.n, treeRootWidth, expected.data());
    checkValues("solution", values.data(), expected.data(), static_cast<long long>(values.size()), context);
    checkTreeClosedForm(o.n, treeRootWidth, values.data(), context);
  }
  report.add("status", std::string("ok")).add("time_ms", ms).add("done", added);
  if (!stats.empty()) report.add("stats", stats);
  report.print();
  return 0;
}

/// Builds W2 (or a variant's tree) one by one, the setup of W3 and W4, keeping the constraint
/// handles.
template <class A>
bool buildTree(A& solver, std::vector<typename A::Var>& vars, std::vector<typename A::Cons>& constraints,
               int n, const Deadline& deadline, TreeVariant variant = TreeVariant::whole) {
  bool capped = false;
  long long added = 0;
  forEachTreeSpec(
      n,
      [&](const Spec& s) {
        if (capped) return;
        constraints.push_back(solver.make(s, vars));
        solver.add(constraints.back());
        ++added;
        if ((added & 63) == 0 && deadline.passed()) capped = true;
      },
      variant);
  return !capped;
}

/// Adds the timing fields of a run timed per frame (W3) or per operation (W4): status, median,
/// p95, max, total, and how many of how many were done before any cap.
inline Report& addTimings(Report& report, const std::vector<double>& samples, bool capped, long long done,
                          long long of) {
  const Distribution d = distribution(samples);
  return report.add("status", std::string(capped ? "capped" : "ok"))
      .add("median_ms", d.median)
      .add("p95_ms", d.p95)
      .add("max_ms", d.max)
      .add("time_ms", d.total)
      .add("done", done)
      .add("of", of);
}

/// The W3 frames, the same at every level: `frame(x)` resizes the root to width x and reads every
/// value into `values`; each frame is timed, then checked against the floor and the closed form.
/// Returns whether the deadline stopped the frames early.
template <class Frame>
bool runResizeFrames(const Options& o, const std::string& context, std::vector<double>& values,
                     std::vector<double>& frames, Frame&& frame) {
  const bool drag = o.workload == "W3drag";
  const Deadline deadline = Deadline::after(o.capSeconds);
  std::vector<double> expected(values.size());
  frames.reserve(w3Frames);
  for (int f = 0; f < w3Frames; ++f) {
    const double x = drag ? dragWidth(f) : jumpWidth(f);
    const auto start = Clock::now();
    frame(x);
    frames.push_back(msSince(start));
    floorTree(o.n, x, expected.data());
    const std::string frameContext = context + " frame=" + std::to_string(f) + " width=" + std::to_string(x);
    checkValues("solution", values.data(), expected.data(), static_cast<long long>(values.size()),
                frameContext);
    checkTreeClosedForm(o.n, x, values.data(), frameContext);
    if (deadline.passed() && f + 1 < w3Frames) return true;
  }
  return false;
}

/// The W4 operations, the same at every level: for each index of `order`, `remove(i)` then
/// `add(i)`, each timed, until the deadline of `o.capSeconds`.
struct ChurnTimings {
  std::vector<double> operations;
  size_t pairs = 0;
  bool capped = false;
  /// Which operation took longest: "remove:<index>" or "add:<index>".
  std::string slowest;
};

template <class Remove, class Add>
ChurnTimings runChurnOperations(const Options& o, const std::vector<long long>& order, Remove&& remove,
                                Add&& add) {
  const Deadline deadline = Deadline::after(o.capSeconds);
  ChurnTimings churn;
  churn.operations.reserve(2 * order.size());
  double slowestMs = -1;
  auto note = [&](double ms, const char* what, long long i) {
    churn.operations.push_back(ms);
    if (ms > slowestMs) {
      slowestMs = ms;
      churn.slowest = std::string(what) + ":" + std::to_string(i);
    }
  };
  for (long long i : order) {
    auto start = Clock::now();
    remove(i);
    auto middle = Clock::now();
    add(i);
    auto end = Clock::now();
    note(std::chrono::duration<double, std::milli>(middle - start).count(), "remove", i);
    note(std::chrono::duration<double, std::milli>(end - middle).count(), "add", i);
    ++churn.pairs;
    if (churn.pairs < order.size() && deadline.passed()) {
      churn.capped = true;
      break;
    }
  }
  return churn;
}

/// The timing fields of a W4 report.
inline Report& addChurnTimings(Report& report, const ChurnTimings& churn,
                               const std::vector<long long>& order) {
  return addTimings(report, churn.operations, churn.capped, static_cast<long long>(churn.pairs),
                    static_cast<long long>(order.size()))
      .add("slowest", churn.slowest);
}

/// W3: live resize of W2's root width; per-frame times of suggest + read every value.
template <class A>
int runResize(const Options& o, const char* api) {
  const std::string context = contextOf(o, A::name);
  const int views = treeViews(o.n);
  Report report(o, A::name, api);

  const auto setupStart = Clock::now();
  A solver;
  auto vars = makeVariables<A>(views);
  std::vector<typename A::Cons> constraints;
  // W3jumpRequired: the tree of W2required, whose root constraints (R4 among them) are W2's.
  const TreeVariant variant = o.workload == "W3jumpRequired" ? TreeVariant::requiredOnly : TreeVariant::whole;
  if (!buildTree(solver, vars, constraints, o.n, Deadline::after(o.setupCapSeconds), variant)) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  const auto& rootWidth = vars[var(0, width)];
  solver.addEdit(rootWidth);
  solver.suggest(rootWidth, treeRootWidth);
  solver.remove(constraints[treeRootWidthIndex]);
  std::vector<double> values(vars.size()), expected(vars.size());
  solver.readAll(vars, values.data());
  const double setupMs = msSince(setupStart);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution after the setup", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);

  std::vector<double> frames;
  const bool capped = runResizeFrames(o, context, values, frames, [&](double x) {
    solver.suggest(rootWidth, x);
    solver.readAll(vars, values.data());
  });
  addTimings(report, frames, capped, static_cast<long long>(frames.size()), w3Frames)
      .add("setup_ms", setupMs);
  const std::string stats = solver.stats();
  if (!stats.empty()) report.add("stats", stats);
  report.print();
  return 0;
}

/// The W5 frames, the same at every level: `frame(w)` gives the text the intrinsic width w, lays out
/// and reads the text's frame (the only one that changes) into `text` (left, top, width, height);
/// each frame is timed, then checked against the floor. Returns whether the deadline stopped the
/// frames early; `last` receives the last width set.
template <class Frame>
bool runTextFrames(const Options& o, const std::string& context, double* text, std::vector<double>& frames,
                   double& last, Frame&& frame) {
  const int leaf = textLeaf(o.n);
  const double initial = textInitialWidth(o.n);
  std::vector<double> expected(4 * static_cast<size_t>(o.n));
  floorTree(o.n, treeRootWidth, expected.data());
  const Deadline deadline = Deadline::after(o.capSeconds);
  frames.reserve(w3Frames);
  for (int f = 0; f < w3Frames; ++f) {
    const double w = textWidth(initial, f);
    const auto start = Clock::now();
    frame(w);
    frames.push_back(msSince(start));
    last = w;
    expected[4 * static_cast<size_t>(leaf) + width] = w;
    checkValues("text frame", text, expected.data() + 4 * static_cast<size_t>(leaf), 4,
                context + " frame=" + std::to_string(f) + " text=" + std::to_string(leaf) +
                    " width=" + std::to_string(w));
    if (deadline.passed() && f + 1 < w3Frames) return true;
  }
  return false;
}

/// W5: W2 without the text's stretch, an edit variable (strong) on the text's width standing for
/// its intrinsic width; per frame one suggestion and the text's four values read.
template <class A>
int runTextChange(const Options& o, const char* api) {
  const std::string context = contextOf(o, A::name);
  const int views = treeViews(o.n);
  const int text = textLeaf(o.n);
  if (text < 0) fatal(context + ": W5 needs a leaf under a vertical stack (N >= 6)");
  Report report(o, A::name, api);

  const auto setupStart = Clock::now();
  A solver;
  auto vars = makeVariables<A>(views);
  std::vector<typename A::Cons> constraints;
  const Deadline setupDeadline = Deadline::after(o.setupCapSeconds);
  bool capped = false;
  long long added = 0;
  forEachTreeSpec(o.n, [&](const Spec& s) {
    if (capped || isTextStretch(s, text)) return;
    constraints.push_back(solver.make(s, vars));
    solver.add(constraints.back());
    ++added;
    if ((added & 63) == 0 && setupDeadline.passed()) capped = true;
  });
  if (capped) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  const auto& textWidthVariable = vars[static_cast<size_t>(var(text, width))];
  solver.addEdit(textWidthVariable);
  solver.suggest(textWidthVariable, textInitialWidth(o.n));
  std::vector<double> values(vars.size()), expected(vars.size());
  solver.readAll(vars, values.data());
  const double setupMs = msSince(setupStart);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution after the setup", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);

  std::vector<typename A::Var> textVariables(vars.begin() + 4 * text, vars.begin() + 4 * text + 4);
  double textFrame[4] = {0, 0, 0, 0}, last = 0;
  std::vector<double> frames;
  const bool framesCapped = runTextFrames(o, context, textFrame, frames, last, [&](double w) {
    solver.suggest(textWidthVariable, w);
    solver.readAll(textVariables, textFrame);
  });
  solver.readAll(vars, values.data());
  floorText(o.n, last, expected.data());
  checkValues("solution after the frames", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);
  addTimings(report, frames, framesCapped, static_cast<long long>(frames.size()), w3Frames)
      .add("setup_ms", setupMs)
      .add("text", static_cast<long long>(text));
  const std::string stats = solver.stats();
  if (!stats.empty()) report.add("stats", stats);
  report.print();
  return 0;
}

/// W4: remove and re-add 10% of W2's constraints one at a time; per-operation times.
template <class A>
int runChurn(const Options& o, const char* api) {
  const std::string context = contextOf(o, A::name);
  const int views = treeViews(o.n);
  Report report(o, A::name, api);

  const auto setupStart = Clock::now();
  A solver;
  auto vars = makeVariables<A>(views);
  std::vector<typename A::Cons> constraints;
  if (!buildTree(solver, vars, constraints, o.n, Deadline::after(o.setupCapSeconds))) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  std::vector<double> before(vars.size()), after(vars.size()), expected(vars.size());
  solver.readAll(vars, before.data());
  const double setupMs = msSince(setupStart);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution before the churn", before.data(), expected.data(),
              static_cast<long long>(before.size()), context);

  const std::vector<long long> order = churnOrder(static_cast<long long>(constraints.size()));
  const ChurnTimings churn = runChurnOperations(
      o, order, [&](long long i) { solver.remove(constraints[static_cast<size_t>(i)]); },
      [&](long long i) { solver.add(constraints[static_cast<size_t>(i)]); });
  solver.readAll(vars, after.data());
  checkValues("solution after the churn (compared with the one before)", after.data(), before.data(),
              static_cast<long long>(after.size()), context);
  addChurnTimings(report, churn, order).add("setup_ms", setupMs);
  const std::string stats = solver.stats();
  if (!stats.empty()) report.add("stats", stats);
  report.print();
  return 0;
}

template <class A>
int runOn(const Options& o, const char* api) {
  if (isBuildWorkload(o.workload)) return runBuild<A>(o, api);
  if (o.workload == "W3drag" || o.workload == "W3jump" || o.workload == "W3jumpRequired")
    return runResize<A>(o, api);
  if (o.workload == "W4") return runChurn<A>(o, api);
  if (o.workload == "W5") return runTextChange<A>(o, api);
  fatal("unknown workload " + o.workload);
}

// MARK: Runs of the floor

/// The floor of W1, W2 (W2batch, W2required and W2equalities: the same frames) and W3 frames, timed
/// the same way.
inline int runFloor(const Options& o) {
  const std::string context = contextOf(o, "floor");
  Report report(o, "floor", "none");
  const bool chain = o.workload == "W1";
  if (isBuildWorkload(o.workload)) {
    const int views = chain ? chainViews(o.n) : treeViews(o.n);
    const auto start = Clock::now();
    std::vector<double> values(4 * static_cast<size_t>(views));
    if (chain)
      floorChain(o.n, values.data());
    else
      floorTree(o.n, treeRootWidth, values.data());
    const double ms = msSince(start);
    if (chain)
      checkChainClosedForm(o.n, values.data(), context);
    else
      checkTreeClosedForm(o.n, treeRootWidth, values.data(), context);
    report.add("status", std::string("ok")).add("time_ms", ms);
    report.print();
    return 0;
  }
  if (o.workload == "W3drag" || o.workload == "W3jump" || o.workload == "W3jumpRequired") {
    const bool drag = o.workload == "W3drag";
    std::vector<double> values(4 * static_cast<size_t>(treeViews(o.n)));
    floorTree(o.n, treeRootWidth, values.data());
    std::vector<double> frames;
    frames.reserve(w3Frames);
    for (int f = 0; f < w3Frames; ++f) {
      const double x = drag ? dragWidth(f) : jumpWidth(f);
      const auto start = Clock::now();
      floorTree(o.n, x, values.data());
      frames.push_back(msSince(start));
      checkTreeClosedForm(o.n, x, values.data(), context);
    }
    addTimings(report, frames, false, static_cast<long long>(frames.size()), w3Frames);
    report.print();
    return 0;
  }
  report.add("status", std::string("none"));
  report.print();
  return 0;
}

// MARK: Command line

inline Options parseOptions(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) fatal("missing value after " + arg);
      return argv[++i];
    };
    if (arg == "--workload")
      o.workload = value();
    else if (arg == "--n")
      o.n = std::atoi(value().c_str());
    else if (arg == "--cap")
      o.capSeconds = std::atof(value().c_str());
    else if (arg == "--setup-cap")
      o.setupCapSeconds = std::atof(value().c_str());
    else if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: %s --workload W1|W2|W2batch|W2required|W2equalities|W3drag|W3jump|W3jumpRequired|W4|W5\n"
          "         --n VIEWS [--cap SECONDS] [--setup-cap SECONDS]\n"
          "Runs one workload once and prints one BENCH line (exit 3 on a wrong solution, 2 on an error).\n",
          argv[0]);
      std::exit(0);
    } else
      fatal("unknown argument " + arg);
  }
  static const char* known[] = {"W1",     "W2",     "W2batch",        "W2required", "W2equalities",
                                "W3drag", "W3jump", "W3jumpRequired", "W4",         "W5"};
  if (std::find_if(std::begin(known), std::end(known), [&](const char* k) { return o.workload == k; }) ==
      std::end(known))
    fatal("unknown or missing --workload '" + o.workload + "'");
  if (o.n < 1) fatal("--n must be at least 1");
  return o;
}

}  // namespace bench
