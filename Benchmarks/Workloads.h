// Workloads.h — the benchmark workloads of ../shared/workloads.md, written once and run on every
// solver through a small adapter, so that ours and kiwi do exactly the same work.
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

namespace bench {

// MARK: Specifications

enum class Rel { le, eq, ge };
enum class Strength { required, strong, medium, weak };

/// Auto Layout's numbers for the strengths (ours); kiwi maps them to its own strengths.
inline double priorityValue(Strength strength) {
  switch (strength) {
    case Strength::required:
      return 1000;
    case Strength::strong:
      return 750;
    case Strength::medium:
      return 500;
    case Strength::weak:
      return 250;
  }
  return 1000;
}

/// Variable slots of a view: the index of a view's variable is `4 * view + slot`.
enum Slot : int { left = 0, top = 1, width = 2, height = 3 };
inline int var(int view, Slot slot) { return 4 * view + slot; }

/// `Σ coeff[k]·variables[var[k]] + constant  rel  0` at `strength`.
struct Spec {
  int count = 0;
  int var[4] = {0, 0, 0, 0};
  double coeff[4] = {0, 0, 0, 0};
  double constant = 0;
  Rel rel = Rel::eq;
  Strength strength = Strength::required;

  Spec& term(int variable, double coefficient) {
    var[count] = variable;
    coeff[count] = coefficient;
    ++count;
    return *this;
  }
};

inline Spec spec(Rel rel, Strength strength, double constant) {
  Spec s;
  s.rel = rel;
  s.strength = strength;
  s.constant = constant;
  return s;
}

[[noreturn]] inline void fatal(const std::string& message) {
  std::printf("ERROR %s\n", message.c_str());
  std::fflush(stdout);
  std::exit(2);
}

// MARK: W1 "chain": views 1..N in a row inside a container (view 0); N + 1 views, 4N + 2 constraints

inline int chainViews(int n) { return n + 1; }

template <class F>
void forEachChainSpec(int n, F&& emit) {
  constexpr Rel eq = Rel::eq;
  constexpr Strength req = Strength::required;
  emit(spec(eq, req, 0).term(var(0, left), 1));  // container.left == 0
  emit(spec(eq, req, 0).term(var(0, top), 1));   // container.top == 0
  for (int i = 1; i <= n; ++i) {
    if (i == 1) {
      // v1.left == container.left + 8
      emit(spec(eq, req, -8).term(var(1, left), 1).term(var(0, left), -1));
    } else {
      // v[i].left == v[i-1].left + v[i-1].width + 8
      emit(spec(eq, req, -8).term(var(i, left), 1).term(var(i - 1, left), -1).term(var(i - 1, width), -1));
    }
    emit(spec(eq, req, -20).term(var(i, width), 1));                      // width == 20
    emit(spec(eq, req, -10).term(var(i, top), 1).term(var(0, top), -1));  // top == container.top + 10
    emit(spec(eq, req, -30).term(var(i, height), 1));                     // height == 30
  }
}

/// The floor of W1: every frame with plain arithmetic (the container's width and height are free
/// in W1 and left at 0).
inline void floorChain(int n, double* out) {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  double x = out[0] + 8;
  const double y = out[1] + 10;
  for (int i = 1; i <= n; ++i) {
    double* f = out + 4 * i;
    f[0] = x;
    f[1] = y;
    f[2] = 20;
    f[3] = 30;
    x += 20 + 8;
  }
}

// MARK: W2 "tree": N views in a complete 4-ary tree, breadth-first, parent of i is (i-1)/4

/// Whether a workload builds a layout once and reads it (W1, W2, W2batch, W2required,
/// W2equalities).
inline bool isBuildWorkload(const std::string& workload) {
  return workload == "W1" || workload == "W2" || workload == "W2batch" || workload == "W2required" ||
         workload == "W2equalities";
}

inline int treeViews(int n) { return n; }

/// The index of R4 (`root.width == 3840`) in W2's list.
inline constexpr int treeRootWidthIndex = 3;
inline constexpr double treeRootWidth = 3840;
inline constexpr double treeRootHeight = 2160;

/// Which of W2's constraints a tree workload adds (Workloads.md).
enum class TreeVariant {
  /// W2 itself (W2batch, and the setup of W3, W4 and W5).
  whole,
  /// W2required: no objective. The strong `csize` equality is required and the weak and medium
  /// constraints, which W2's solution violates or meets by accident, are left out. Its solution is
  /// W2's: every value is fixed by required equalities, and the strong equality holds in W2's
  /// solution.
  requiredOnly,
  /// W2equalities: W2required without its inequalities (`<=`, and the root's `width >= 0`), which
  /// W2's solution meets: only equalities, each defining a new variable. The same solution.
  equalitiesOnly,
};

/// Calls `emit` for each of W2's constraints, in order (those of `variant`).
template <class F>
void forEachTreeSpec(int n, F&& emit, TreeVariant variant = TreeVariant::whole) {
  constexpr Strength req = Strength::required;
  const bool requiredOnly = variant != TreeVariant::whole;
  const bool inequalities = variant != TreeVariant::equalitiesOnly;
  // Root.
  emit(spec(Rel::eq, req, 0).term(var(0, left), 1));
  emit(spec(Rel::eq, req, 0).term(var(0, top), 1));
  if (inequalities) emit(spec(Rel::ge, req, 0).term(var(0, width), 1));
  emit(spec(Rel::eq, req, -treeRootWidth).term(var(0, width), 1));  // R4
  emit(spec(Rel::eq, req, -treeRootHeight).term(var(0, height), 1));
  // Parents in breadth-first order; depth parity flips at each level's end.
  bool even = true;        // depth of the current parent is even
  long long levelEnd = 1;  // first index of the next level
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    const int P = static_cast<int>(p);
    const Slot pos = even ? left : top, size = even ? width : height;
    const Slot cpos = even ? top : left, csize = even ? height : width;
    const int first = 4 * P + 1;
    const int k = std::min(4, n - first);
    // child.start + child.length <= P.start + P.length - 1 (required): the child ends within P.
    auto endsWithinParent = [&](int child, Slot start, Slot length) {
      if (!inequalities) return;
      emit(spec(Rel::le, req, 1)
               .term(var(child, start), 1)
               .term(var(child, length), 1)
               .term(var(P, start), -1)
               .term(var(P, length), -1));
    };
    for (int j = 0; j < k; ++j) {
      const int c = first + j;
      // c.size == 0.25 * P.size - 2
      emit(spec(Rel::eq, req, 2).term(var(c, size), 1).term(var(P, size), -0.25));
      if (j == 0) {
        // c0.pos == P.pos + 1
        emit(spec(Rel::eq, req, -1).term(var(c, pos), 1).term(var(P, pos), -1));
      } else {
        // cj.pos == c(j-1).pos + c(j-1).size + 2
        emit(
            spec(Rel::eq, req, -2).term(var(c, pos), 1).term(var(c - 1, pos), -1).term(var(c - 1, size), -1));
      }
      // c.cpos == P.cpos + 1
      emit(spec(Rel::eq, req, -1).term(var(c, cpos), 1).term(var(P, cpos), -1));
      // c.cpos + c.csize <= P.cpos + P.csize - 1
      endsWithinParent(c, cpos, csize);
      // c.csize == P.csize - 2 (strong)
      emit(spec(Rel::eq, requiredOnly ? req : Strength::strong, 2)
               .term(var(c, csize), 1)
               .term(var(P, csize), -1));
      if (requiredOnly) continue;
      // width >= 10, height >= 10 (weak); width == 44, height == 44 (medium)
      emit(spec(Rel::ge, Strength::weak, -10).term(var(c, width), 1));
      emit(spec(Rel::ge, Strength::weak, -10).term(var(c, height), 1));
      emit(spec(Rel::eq, Strength::medium, -44).term(var(c, width), 1));
      emit(spec(Rel::eq, Strength::medium, -44).term(var(c, height), 1));
    }
    // c(k-1).pos + c(k-1).size <= P.pos + P.size - 1
    endsWithinParent(first + k - 1, pos, size);
  }
}

/// The number of W2's constraints (of a variant's).
inline long long treeConstraintCount(int n, TreeVariant variant = TreeVariant::whole) {
  long long count = 0;
  forEachTreeSpec(
      n, [&](const Spec&) { ++count; }, variant);
  return count;
}

/// The floor of W2 (and of a W3 frame): every frame with plain arithmetic, for root width `w`.
inline void floorTree(int n, double w, double* out) {
  out[0] = 0;
  out[1] = 0;
  out[2] = w;
  out[3] = treeRootHeight;
  bool even = true;
  long long levelEnd = 1;
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    const double* P = out + 4 * p;
    const int pos = even ? 0 : 1, size = even ? 2 : 3, cpos = even ? 1 : 0, csize = even ? 3 : 2;
    const long long first = 4 * p + 1;
    const long long k = std::min<long long>(4, n - first);
    const double s = 0.25 * P[size] - 2;
    const double cp = P[cpos] + 1, cs = P[csize] - 2;
    double x = P[pos] + 1;
    for (long long j = 0; j < k; ++j) {
      double* c = out + 4 * (first + j);
      c[pos] = x;
      c[size] = s;
      c[cpos] = cp;
      c[csize] = cs;
      x += s + 2;
    }
  }
}

// MARK: W5 "one text changes": W2 with one leaf, the text, sized by its intrinsic width

/// The depth of view `i` in W2's tree (the root at 0): levels start at 0, 1, 5, 21, ... (4^d - 1) / 3.
inline int treeDepth(long long i) {
  int depth = 0;
  for (long long levelStart = 1; i >= levelStart; levelStart = 4 * levelStart + 1) ++depth;
  return depth;
}

/// W5's text: the first leaf, in breadth-first order, whose parent stacks vertically (odd depth), so
/// that its width is its parent's cross axis; -1 when the tree has none (N < 6).
inline int textLeaf(int n) {
  for (long long i = 1; i < n; ++i) {
    if (4 * i + 1 < n) continue;  // a parent
    if (treeDepth((i - 1) / 4) % 2 == 1) return static_cast<int>(i);
  }
  return -1;
}

/// The text's width in W2's solution (its parent's width - 2): its initial intrinsic width in W5.
inline double textInitialWidth(int n) {
  const int text = textLeaf(n);
  if (text < 0) return 0;
  std::vector<double> frames(4 * static_cast<size_t>(n));
  floorTree(n, treeRootWidth, frames.data());
  return frames[4 * static_cast<size_t>(text) + width];
}

/// The text's intrinsic width at frame f of W5: between half and all of its initial width, never
/// the same as the frame before.
inline double textWidth(double initial, int f) { return initial * (0.5 + static_cast<double>(f % 11) / 20); }

/// Whether `s` is the constraint W5 leaves out of W2's list: the text's `csize == P.csize - 2`
/// (strong), its stretch across its parent, which the intrinsic width replaces.
inline bool isTextStretch(const Spec& s, int text) {
  return s.strength == Strength::strong && s.count == 2 && s.var[0] == var(text, width);
}

/// The index of that constraint in W2's list.
inline long long textStretchIndex(int n) {
  const int text = textLeaf(n);
  long long index = 0, found = -1;
  forEachTreeSpec(n, [&](const Spec& s) {
    if (found < 0 && isTextStretch(s, text)) found = index;
    ++index;
  });
  return found;
}

/// The floor of a W5 frame: W2's frames at root width 3840 with the text `w` wide.
inline void floorText(int n, double w, double* out) {
  floorTree(n, treeRootWidth, out);
  const int text = textLeaf(n);
  if (text >= 0) out[4 * static_cast<size_t>(text) + width] = w;
}

// MARK: Timing, memory, checks

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// getrusage's peak resident memory, in kilobytes.
inline long rusageMaxRss() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
#if defined(__APPLE__)
  return usage.ru_maxrss / 1024;  // bytes on macOS
#else
  return usage.ru_maxrss;  // kilobytes on Linux
#endif
}

/// The processor time of this process so far (user + system), in ms: with wall times on a loaded
/// machine it tells waiting from working.
inline double cpuMs() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto ms = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3;
  };
  return ms(usage.ru_utime) + ms(usage.ru_stime);
}

/// The peak resident memory of this process, in kilobytes.
///
/// getrusage's ru_maxrss is the high-water mark of the *process*, and Linux carries it across
/// execve: a benchmark started by a Python driver would report at least the driver's own size.
/// /proc/self/status's VmHWM is the high-water mark of this program's address space only, so it is
/// preferred where it exists; ru_maxrss is the fallback (and is printed too, as rusage_kb).
inline long peakRssKb() {
  if (std::FILE* status = std::fopen("/proc/self/status", "r")) {
    char line[256];
    long kb = -1;
    while (std::fgets(line, sizeof line, status)) {
      if (std::strncmp(line, "VmHWM:", 6) == 0) {
        kb = std::strtol(line + 6, nullptr, 10);
        break;
      }
    }
    std::fclose(status);
    if (kb >= 0) return kb;
  }
  return rusageMaxRss();
}

/// A soft time limit, checked between solver calls (a call in progress is never interrupted).
struct Deadline {
  Clock::time_point end;
  bool active = false;
  static Deadline after(double seconds) {
    Deadline d;
    d.active = seconds > 0;
    d.end =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    return d;
  }
  bool passed() const { return active && Clock::now() >= end; }
};

inline const char* slotName(int slot) {
  static const char* names[] = {"left", "top", "width", "height"};
  return names[slot & 3];
}

inline bool close(double got, double expected) {
  return std::isfinite(got) && std::fabs(got - expected) <= 1e-6 * std::max(1.0, std::fabs(expected));
}

/// Compares `count` values with the expected ones (skipping indices `skip(i)`); on the first
/// difference prints a FAIL line and ends the process with status 3.
template <class Skip>
void checkValues(const char* what, const double* got, const double* expected, long long count, Skip&& skip,
                 const std::string& context) {
  long long wrong = 0, first = -1;
  for (long long i = 0; i < count; ++i) {
    if (skip(i)) continue;
    if (!close(got[i], expected[i])) {
      if (first < 0) first = i;
      ++wrong;
    }
  }
  if (wrong == 0) return;
  std::printf("FAIL %s %s: %lld wrong values; first: view %lld %s expected %.17g got %.17g\n",
              context.c_str(), what, wrong, first / 4, slotName(static_cast<int>(first % 4)), expected[first],
              got[first]);
  // A few more, for the report.
  int shown = 0;
  for (long long i = first + 1; i < count && shown < 5; ++i) {
    if (skip(i) || close(got[i], expected[i])) continue;
    std::printf("FAIL   also view %lld %s expected %.17g got %.17g\n", i / 4,
                slotName(static_cast<int>(i % 4)), expected[i], got[i]);
    ++shown;
  }
  std::fflush(stdout);
  std::exit(3);
}

inline void checkValues(const char* what, const double* got, const double* expected, long long count,
                        const std::string& context) {
  checkValues(
      what, got, expected, count, [](long long) { return false; }, context);
}

/// workloads.md's own closed forms, checked on any W1 solution (views 1..N).
inline void checkChainClosedForm(int n, const double* got, const std::string& context) {
  std::vector<double> expected(4 * static_cast<size_t>(chainViews(n)));
  for (int i = 1; i <= n; ++i) {
    expected[4 * i + 0] = 8 + 28.0 * (i - 1);
    expected[4 * i + 1] = 10;
    expected[4 * i + 2] = 20;
    expected[4 * i + 3] = 30;
  }
  checkValues(
      "W1 closed form", got, expected.data(), static_cast<long long>(expected.size()),
      [](long long i) { return i < 4; }, context);
  if (!close(got[0], 0) || !close(got[1], 0)) {
    std::printf("FAIL %s: container origin expected (0, 0) got (%.17g, %.17g)\n", context.c_str(), got[0],
                got[1]);
    std::exit(3);
  }
}

/// workloads.md's own closed forms for a W2 solution of root width `w`: root width as given and
/// depth-1 children W/4 - 2 wide.
inline void checkTreeClosedForm(int n, double w, const double* got, const std::string& context) {
  bool ok = close(got[2], w);
  for (int c = 1; c <= 4 && c < n; ++c) ok = ok && close(got[4 * c + 2], w / 4 - 2);
  if (!ok) {
    std::printf("FAIL %s: root width expected %.17g got %.17g; depth-1 width expected %.17g got %.17g\n",
                context.c_str(), w, got[2], w / 4 - 2, n > 1 ? got[6] : 0.0);
    std::exit(3);
  }
}

// MARK: Statistics of per-frame and per-operation times

struct Distribution {
  double median = 0, p95 = 0, max = 0, total = 0;
  size_t count = 0;
};

inline Distribution distribution(std::vector<double> samples) {
  Distribution d;
  d.count = samples.size();
  if (samples.empty()) return d;
  std::sort(samples.begin(), samples.end());
  const size_t n = samples.size();
  d.median = n % 2 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2]);
  size_t k = static_cast<size_t>(std::ceil(0.95 * static_cast<double>(n)));
  d.p95 = samples[std::min(n - 1, k == 0 ? 0 : k - 1)];
  d.max = samples.back();
  for (double s : samples) d.total += s;
  return d;
}

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
