// Soak.cpp — clayout-soak: a million random operations on a solver and on a layout engine, each
// holding about a thousand live constraints, with the process's resident memory reported at
// intervals; fails when the memory after warm-up grows beyond a stated bound (a leak or a book
// that only grows). A benchmark mode, not a test: run it with `Benchmarks/run --soak` (see README.md).
//
//   clayout-soak [--target solver|engine|both] [--operations N] [--live N] [--interval N]
//                [--warmup N] [--bound-mib M] [--seed S] [--leak-bytes B]
//
// Each report line: `SOAK target=… operations=… live=… failed=… rss_kib=… hwm_kib=… heap_kib=… ms=…`,
// from /proc/self/status (VmRSS, VmHWM) and from this program's own count of the bytes `operator
// new` holds (`heap_kib`: every C++ allocation of the library, exact, unlike the resident set that
// the allocator's free lists hide). The verdict compares the peak (VmHWM) at the end with the peak
// at the end of the warm-up: growth beyond `--bound-mib` (default 4 MiB) fails (exit status 1).
// `SOAK-HEAP` says how the heap grew after the warm-up, per million operations (reported, not
// judged: Benchmarks/README.md has today's figures); `SOAK-HEAP-TREND` the least-squares slope
// over every report after the warm-up and the means of their two halves, which tell a creep from
// the heap's swing with the live count and the journal's kept buffers. At the end each target
// takes out everything it holds (every constraint and edit; every item) and `SOAK-EMPTIED` says
// what the emptied solver or engine still holds (what its destruction gives back) beside a new
// one (`held_kib`, `fresh_kib`).
// The solver soak runs first, so the engine's figures include the solver's peak: each target is
// judged against its own warm-up. Exit status 2 on a usage error or a broken invariant (the
// solver's `checkInvariants` at each report, a non-finite frame). `--leak-bytes B` leaks B bytes
// per operation on purpose: with 8 the verdict must fail, which shows the bound can be exceeded.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"

// MARK: - Counting the heap

namespace {

/// Bytes held by `operator new` (as requested, with a header per block holding the size).
std::size_t heapBytes = 0;

void* countedAllocation(std::size_t size) {
  // A header of 16 bytes keeps every block aligned as `malloc`'s are.
  auto* block = static_cast<std::size_t*>(std::malloc(size + 16));
  if (block == nullptr) throw std::bad_alloc();
  block[0] = size;
  heapBytes += size;
  return reinterpret_cast<char*>(block) + 16;
}

void countedRelease(void* pointer) noexcept {
  if (pointer == nullptr) return;
  auto* block = reinterpret_cast<std::size_t*>(static_cast<char*>(pointer) - 16);
  heapBytes -= block[0];
  std::free(block);
}

}  // namespace

// The replaceable global allocation functions (the program's, not the library's to choose): every
// allocation of the library and of the standard containers in it comes through these. The library
// asks for no over-aligned blocks, so the aligned forms are not replaced.
void* operator new(std::size_t size) { return countedAllocation(size); }
void* operator new[](std::size_t size) { return countedAllocation(size); }
void operator delete(void* pointer) noexcept { countedRelease(pointer); }
void operator delete[](void* pointer) noexcept { countedRelease(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { countedRelease(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { countedRelease(pointer); }

namespace {

using namespace clayout;

struct Options {
  std::string target = "both";
  long operations = 1000000;
  long live = 1000;
  long interval = 100000;
  long warmup = 200000;
  double boundMiB = 4;
  std::uint64_t seed = 11;
  /// Bytes leaked on purpose after each operation: `--leak-bytes 8` must make the verdict fail,
  /// which checks the check.
  long leakBytes = 0;
};

[[noreturn]] void usage(const char* message) {
  std::fprintf(
      stderr,
      "clayout-soak: %s\nusage: clayout-soak [--target solver|engine|both] [--operations N] [--live N] "
      "[--interval N] [--warmup N] [--bound-mib M] [--seed S] [--leak-bytes B]\n",
      message);
  std::exit(2);
}

Options parseOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string name = argv[i];
    if (i + 1 >= argc) usage(("missing value after " + name).c_str());
    const char* value = argv[++i];
    if (name == "--target") {
      options.target = value;
      if (options.target != "solver" && options.target != "engine" && options.target != "both")
        usage("--target is solver, engine or both");
    } else if (name == "--operations") {
      options.operations = std::atol(value);
    } else if (name == "--live") {
      options.live = std::atol(value);
    } else if (name == "--interval") {
      options.interval = std::atol(value);
    } else if (name == "--warmup") {
      options.warmup = std::atol(value);
    } else if (name == "--bound-mib") {
      options.boundMiB = std::atof(value);
    } else if (name == "--leak-bytes") {
      options.leakBytes = std::atol(value);
    } else if (name == "--seed") {
      options.seed = std::strtoull(value, nullptr, 10);
    } else {
      usage(("unknown option " + name).c_str());
    }
  }
  if (options.operations <= 0 || options.live <= 0 || options.interval <= 0 || options.warmup < 0 ||
      options.warmup >= options.operations || options.boundMiB < 0 || options.leakBytes < 0)
    usage("counts must be positive, the warm-up shorter than the run");
  return options;
}

/// splitmix64: a fixed, portable sequence for a given seed.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, bound).
  std::size_t below(std::size_t bound) { return static_cast<std::size_t>(next() % bound); }
  /// An integer in [low, high] as a double.
  double between(int low, int high) {
    return low + static_cast<double>(below(static_cast<std::size_t>(high - low + 1)));
  }

 private:
  std::uint64_t state_;
};

/// VmRSS and VmHWM of this process, in KiB (0 when /proc is not there), and the bytes `operator
/// new` holds, in KiB.
struct Memory {
  long rss = 0;
  long hwm = 0;
  long heap = 0;
};

Memory readMemory() {
  Memory memory;
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) memory.rss = std::atol(line.c_str() + 6);
    if (line.rfind("VmHWM:", 0) == 0) memory.hwm = std::atol(line.c_str() + 6);
  }
  memory.heap = static_cast<long>(heapBytes / 1024);
  return memory;
}

/// Reports at intervals and judges the growth after warm-up.
class Monitor {
 public:
  Monitor(const char* target, const Options& options) : target_(target), options_(options) {}

  /// Called after each operation (1-based count).
  void after(long operation, std::size_t live, long failed) {
    if (options_.leakBytes > 0) {
      // Touched, so that the pages count in the resident set.
      auto* leaked = new char[static_cast<std::size_t>(options_.leakBytes)];
      std::memset(leaked, 1, static_cast<std::size_t>(options_.leakBytes));
      lastLeak_ = leaked;  // volatile: the allocation cannot be optimized away
    }
    if (operation == options_.warmup) warm_ = readMemory();
    if (operation % options_.interval != 0 && operation != options_.operations) return;
    Memory now = readMemory();
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    std::printf(
        "SOAK target=%s operations=%ld live=%zu failed=%ld rss_kib=%ld hwm_kib=%ld heap_kib=%ld ms=%.0f\n",
        target_, operation, live, failed, now.rss, now.hwm, now.heap, ms);
    std::fflush(stdout);
    last_ = now;
    if (operation > options_.warmup) samples_.push_back({operation, now.heap});
  }

  /// Prints the verdict; false when the peak grew beyond the bound after warm-up.
  bool verdict() const {
    long growth = last_.hwm - warm_.hwm;
    long bound = static_cast<long>(options_.boundMiB * 1024);
    bool flat = growth <= bound;
    std::printf("SOAK-RESULT target=%s warm_hwm_kib=%ld end_hwm_kib=%ld growth_kib=%ld bound_kib=%ld %s\n",
                target_, warm_.hwm, last_.hwm, growth, bound, flat ? "flat" : "GREW");
    long after = options_.operations - options_.warmup;
    std::printf(
        "SOAK-HEAP target=%s warm_heap_kib=%ld end_heap_kib=%ld growth_kib=%ld per_million_kib=%.1f\n",
        target_, warm_.heap, last_.heap, last_.heap - warm_.heap,
        static_cast<double>(last_.heap - warm_.heap) * 1e6 / static_cast<double>(after));
    // Two samples judge the heap badly: it swings by hundreds of KiB with the live count and with
    // the journal's buffers (kept between calls). The least-squares slope over every report after
    // the warm-up, and the means of its two halves, tell a creep from that swing.
    if (samples_.size() >= 4) {
      double meanX = 0, meanY = 0;
      for (const Sample& sample : samples_) {
        meanX += static_cast<double>(sample.operation);
        meanY += static_cast<double>(sample.heap);
      }
      meanX /= static_cast<double>(samples_.size());
      meanY /= static_cast<double>(samples_.size());
      double covariance = 0, variance = 0;
      long low = samples_.front().heap, high = low;
      for (const Sample& sample : samples_) {
        double x = static_cast<double>(sample.operation) - meanX;
        covariance += x * (static_cast<double>(sample.heap) - meanY);
        variance += x * x;
        low = std::min(low, sample.heap);
        high = std::max(high, sample.heap);
      }
      std::size_t half = samples_.size() / 2;
      double first = 0, second = 0;
      for (std::size_t i = 0; i < samples_.size(); ++i)
        (i < half ? first : second) += static_cast<double>(samples_[i].heap);
      first /= static_cast<double>(half);
      second /= static_cast<double>(samples_.size() - half);
      std::printf(
          "SOAK-HEAP-TREND target=%s reports=%zu slope_kib_per_million=%.1f first_half_mean_kib=%.0f "
          "second_half_mean_kib=%.0f min_kib=%ld max_kib=%ld\n",
          target_, samples_.size(), covariance / variance * 1e6, first, second, low, high);
    }
    return flat;
  }

 private:
  const char* target_;
  const Options& options_;
  Memory warm_;
  Memory last_;
  /// The heap at each report after the warm-up.
  struct Sample {
    long operation;
    long heap;
  };
  std::vector<Sample> samples_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  char* volatile lastLeak_ = nullptr;
};

/// The bytes a new `T` holds on the heap, in KiB.
template <typename T>
long freshHeapKiB() {
  std::size_t before = heapBytes;
  auto fresh = std::make_unique<T>();
  return static_cast<long>((heapBytes - before) / 1024);
}

/// Prints what an emptied solver or engine holds (`held`: the heap given back when it is
/// destroyed) beside a new one's.
void reportEmptied(const char* target, std::size_t heldBytes, long fresh) {
  std::printf("SOAK-EMPTIED target=%s held_kib=%ld fresh_kib=%ld\n", target,
              static_cast<long>(heldBytes / 1024), fresh);
}

/// Removes element `index` of `items` in O(1), order not kept.
template <typename T>
void swapRemove(std::vector<T>& items, std::size_t index) {
  items[index] = items.back();
  items.pop_back();
}

// MARK: - The solver

/// Random operations on one solver: adds (required inequalities and optional equalities between
/// differences of variables, small integer constants, so that every system is well conditioned),
/// removals, constant and priority changes, edits added, suggested and removed, batches. About
/// `live` constraints at all times after the first ones; refusals (an infeasible required
/// inequality, a duplicate) are part of the traffic.
bool soakSolver(const Options& options) {
  Random random(options.seed);
  Monitor monitor("solver", options);
  auto owned = std::make_unique<Solver>();
  Solver& solver = *owned;
  std::vector<Variable> variables;
  for (long i = 0; i < 2 * options.live; ++i) variables.emplace_back("v" + std::to_string(i));
  std::vector<Constraint> live;
  std::vector<Variable> edited;
  const double priorities[] = {1, 100, 250, 500, 750, 999};
  long failed = 0;
  // Each constraint relates a variable to one of its next three: the tableau stays sparse, as a
  // layout's does (views relate to their neighbours), and the required ones (`later - earlier >=
  // c`) never form a cycle, so they always hold together.
  auto makeConstraint = [&]() {
    std::size_t first = random.below(variables.size() - 3);
    const Variable& a = variables[first];
    const Variable& b = variables[first + 1 + random.below(3)];
    if (random.below(4) == 0) return Constraint(b - a >= random.between(0, 20));
    return Constraint(b - a == random.between(-50, 50), priorities[random.below(6)]);
  };
  for (long operation = 1; operation <= options.operations; ++operation) {
    std::size_t choice = random.below(100);
    bool wantMore = live.size() < static_cast<std::size_t>(options.live);
    SolverResult result;
    if (choice < 45) {
      // Add one below the target, remove one at it: the count stays about `live`.
      if (wantMore) {
        Constraint c = makeConstraint();
        result = solver.addConstraint(c);
        if (result) live.push_back(c);
      } else {
        std::size_t index = random.below(live.size());
        result = solver.removeConstraint(live[index]);
        if (result) swapRemove(live, index);
      }
    } else if (choice < 50 && wantMore) {
      // A batch of four, all or nothing.
      std::vector<Constraint> batch;
      for (int i = 0; i < 4; ++i) batch.push_back(makeConstraint());
      result = solver.addConstraints(batch);
      if (result) live.insert(live.end(), batch.begin(), batch.end());
    } else if (choice < 65 && !live.empty()) {
      result = solver.setConstant(live[random.below(live.size())], random.between(-60, 60));
    } else if (choice < 75 && !live.empty()) {
      result = solver.setPriority(live[random.below(live.size())], priorities[random.below(6)]);
    } else if (choice < 78) {
      const Variable& v = variables[random.below(variables.size())];
      result = solver.addEditVariable(v, priorities[random.below(5)]);
      if (result) edited.push_back(v);
    } else if (choice < 80 && !edited.empty()) {
      std::size_t index = random.below(edited.size());
      result = solver.removeEditVariable(edited[index]);
      if (result) swapRemove(edited, index);
    } else if (!edited.empty()) {
      result = solver.suggestValue(edited[random.below(edited.size())], random.between(-500, 500));
    }
    if (!result) ++failed;
    if (operation % options.interval == 0) {
      std::string broken = solver.checkInvariants();
      if (!broken.empty()) {
        std::printf("SOAK-BROKEN target=solver operations=%ld %s\n", operation, broken.c_str());
        std::exit(2);
      }
    }
    monitor.after(operation, live.size(), failed);
  }
  bool flat = monitor.verdict();
  // Everything out: the solver is empty, as a new one.
  (void)solver.removeConstraints(live);
  for (const Variable& v : edited) (void)solver.removeEditVariable(v);
  live.clear();
  std::size_t emptied = heapBytes;
  owned.reset();
  reportEmptied("solver", emptied - heapBytes, freshHeapKiB<Solver>());
  return flat;
}

// MARK: - The engine

/// Random operations on one engine of about 250 items under the root, about `live` constraints:
/// activations (required and optional, positions and sizes), deactivations, constant and priority
/// changes, root resizes, intrinsic sizes, moves within the tree, items removed and made again,
/// frames read. Refusals are part of the traffic.
bool soakEngine(const Options& options) {
  Random random(options.seed + 1);
  Monitor monitor("engine", options);
  auto owned = std::make_unique<LayoutEngine>();
  LayoutEngine& engine = *owned;
  LayoutItem root = engine.root();
  (void)engine.setRootSize({1000, 800});  // cannot fail: nothing is active yet
  std::vector<LayoutItem> items;
  int made = 0;
  auto makeItem = [&]() {
    LayoutItem parent = items.empty() || random.below(3) == 0 ? root : items[random.below(items.size())];
    LayoutItem item = engine.makeItem("item" + std::to_string(made++));
    if (engine.addSubitem(parent, item)) items.push_back(item);
  };
  for (int i = 0; i < 250; ++i) makeItem();
  std::vector<LayoutConstraint> live;
  const double priorities[] = {1, 100, 250, 500, 750, 999};
  long failed = 0;
  // Each constraint relates an item to its parent or to a neighbour in `items` (sparse, as a
  // layout is); every item is in the root's tree, so they always share an ancestor.
  auto makeConstraint = [&]() -> LayoutConstraint {
    std::size_t index = random.below(items.size());
    const LayoutItem& a = items[index];
    LayoutItem b =
        random.below(2) == 0 ? engine.parent(a) : items[(index + 1 + random.below(3)) % items.size()];
    double constant = random.between(0, 40);
    double priority = random.below(5) == 0 ? priority::required : priorities[random.below(6)];
    switch (random.below(5)) {
      case 0:
        return (a.leading >= b.leading + constant) | priority;
      case 1:
        return (a.top == b.bottom + constant) | priority;
      case 2:
        return (a.width == constant * 2) | priority;
      case 3:
        return (a.height <= b.height * 0.5 + constant) | priority;
      default:
        return (a.centerX == b.centerX) | priority;
    }
  };
  /// Drops the constraints that the engine deactivated (a removed item, a move).
  auto prune = [&]() {
    for (std::size_t i = live.size(); i-- > 0;)
      if (!live[i].isActive()) swapRemove(live, i);
  };
  for (long operation = 1; operation <= options.operations; ++operation) {
    std::size_t choice = random.below(100);
    bool wantMore = live.size() < static_cast<std::size_t>(options.live);
    LayoutResult result;
    if (choice < 45) {
      if (wantMore) {
        LayoutConstraint c = makeConstraint();
        result = engine.activate(std::span<const LayoutConstraint>(&c, 1));
        if (result) live.push_back(c);
      } else {
        std::size_t index = random.below(live.size());
        result = engine.deactivate(std::span<const LayoutConstraint>(&live[index], 1));
        if (result) swapRemove(live, index);
      }
    } else if (choice < 58 && !live.empty()) {
      result = engine.setConstant(live[random.below(live.size())], random.between(0, 40));
    } else if (choice < 66 && !live.empty()) {
      LayoutConstraint& c = live[random.below(live.size())];
      if (c.priority() < priority::required) result = engine.setPriority(c, priorities[random.below(6)]);
    } else if (choice < 70) {
      result = engine.setRootSize({random.between(600, 1400), random.between(400, 1000)});
    } else if (choice < 75) {
      const LayoutItem& item = items[random.below(items.size())];
      if (random.below(3) == 0) {
        result = engine.setIntrinsicContentSize(item, std::nullopt, std::nullopt);
      } else {
        result = engine.setIntrinsicContentSize(item, random.between(10, 200), random.between(10, 60));
      }
    } else if (choice < 78) {
      // A move within the tree (refused when it would make a cycle).
      result = engine.addSubitem(items[random.below(items.size())], items[random.below(items.size())]);
      prune();
    } else if (choice < 80) {
      // An item removed with its subtree, and as many made again.
      std::size_t index = random.below(items.size());
      result = engine.removeItem(items[index]);
      for (std::size_t i = items.size(); i-- > 0;)
        if (!engine.contains(items[i])) swapRemove(items, i);
      prune();
      while (items.size() < 250) makeItem();
    } else {
      LayoutRect frame = engine.frame(items[random.below(items.size())], LayoutCoordinates::root, 2);
      if (!std::isfinite(frame.x) || !std::isfinite(frame.width)) {
        std::printf("SOAK-BROKEN target=engine operations=%ld a frame is not finite\n", operation);
        std::exit(2);
      }
    }
    if (!result) ++failed;
    monitor.after(operation, live.size(), failed);
  }
  bool flat = monitor.verdict();
  // Every item removed (with its subtree and constraints): only the root is left, as in a new
  // engine. The constraints' handles go first, so that only the engine holds what is measured.
  live.clear();
  for (const LayoutItem& item : engine.subitems(root)) (void)engine.removeItem(item);
  items.clear();
  std::size_t emptied = heapBytes;
  owned.reset();
  reportEmptied("engine", emptied - heapBytes, freshHeapKiB<LayoutEngine>());
  return flat;
}

}  // namespace

int main(int argc, char** argv) {
  Options options = parseOptions(argc, argv);
  std::printf("SOAK-PLAN operations=%ld live=%ld interval=%ld warmup=%ld bound_mib=%g seed=%llu\n",
              options.operations, options.live, options.interval, options.warmup, options.boundMiB,
              static_cast<unsigned long long>(options.seed));
  bool flat = true;
  if (options.target != "engine") flat = soakSolver(options) && flat;
  if (options.target != "solver") flat = soakEngine(options) && flat;
  return flat ? 0 : 1;
}
