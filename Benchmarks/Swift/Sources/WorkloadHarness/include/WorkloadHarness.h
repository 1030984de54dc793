// WorkloadHarness.h — the harness of Benchmarks/Workloads.h, seen from Swift: the options, the sizes
// of the workloads, the floor's frames (the expected values), the checks, the W3 widths, the W4 order
// and the `BENCH key=value ...` report line of the api=swift benchmark.
//
// Every function here forwards to Workloads.h (included by WorkloadHarness.cpp only, so that Swift
// sees these few declarations and none of Workloads.h's templates), so the expected values and the
// checks exist once for every level. The Swift side keeps only what it times: the DSL calls and the
// clock around them.
//
// Written for Swift's C++ interop (see shared/interop.md): non-template functions with names of
// their own, nothing thrown (every function is `noexcept`; a failure ends the process as
// Workloads.h does: a FAIL line and status 3 for a wrong solution, an ERROR line and status 2 for an
// error), arrays as pointer + count, counts and indices as `std::ptrdiff_t` (Swift's `Int`).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace harness {

// MARK: Options

/// The command line of a run (Workloads.h's `bench::Options`).
struct Options {
  /// One of W1, W2, W2batch, W3drag, W3jump, W4.
  std::string workload;
  /// The number of views.
  std::ptrdiff_t n = 0;
  /// The soft time limit of the measured part, in seconds (0: none).
  double capSeconds = 0;
  /// The soft time limit of the setup of W3 and W4, in seconds (0: none).
  double setupCapSeconds = 0;
};

/// Parses `--workload W --n N [--cap S] [--setup-cap S]` as every benchmark executable does;
/// `--help` prints the usage and ends the process with status 0, a wrong argument ends it with
/// status 2.
Options parseOptions(int argc, char** argv) noexcept;

/// The text that starts every FAIL line of this run: `workload=W impl=ours N=N`, as
/// Workloads.h's `contextOf`.
std::string contextOf(const char* workload, std::ptrdiff_t n) noexcept;

/// Prints `ERROR message` and ends the process with status 2 (Workloads.h's `bench::fatal`).
[[noreturn]] void fatal(const char* message) noexcept;

// MARK: Sizes of the workloads

/// The views of W1 (the container and N views in a row).
std::ptrdiff_t chainViews(std::ptrdiff_t n) noexcept;
/// The views of W2, W3 and W4 (N views in a 4-ary tree).
std::ptrdiff_t treeViews(std::ptrdiff_t n) noexcept;
/// The number of W1's constraints, counted on Workloads.h's list.
std::ptrdiff_t chainConstraintCount(std::ptrdiff_t n) noexcept;
/// The number of W2's constraints, counted on Workloads.h's list.
std::ptrdiff_t treeConstraintCount(std::ptrdiff_t n) noexcept;
/// W2's root size before any resize.
double treeRootWidth() noexcept;
double treeRootHeight() noexcept;

// MARK: The floor and the checks

/// W2's frames for root width `rootWidth` (a W3 frame's too), as left, top, width, height per view;
/// `count` must be `4 * treeViews(n)` (else an ERROR).
void floorTree(std::ptrdiff_t n, double rootWidth, double* out, std::ptrdiff_t count) noexcept;

/// Compares `count` values with the expected ones; on a difference prints FAIL lines (`context`,
/// `what`, the first wrong values) and ends the process with status 3.
void checkValues(const char* what, const double* got, const double* expected, std::ptrdiff_t count,
                 const char* context) noexcept;

/// Checks a W1 solution (`count` values, `4 * chainViews(n)`) as Workloads.h's `runBuild` does:
/// against the floor's frames (the container's size is free) and Workloads.md's closed form.
void checkChainSolution(std::ptrdiff_t n, const double* got, std::ptrdiff_t count,
                        const char* context) noexcept;

/// Checks Workloads.md's closed forms of a W2 solution of root width `rootWidth`: the root width as
/// given, the depth-1 widths `rootWidth / 4 - 2`.
void checkTreeClosedForm(std::ptrdiff_t n, double rootWidth, const double* got, std::ptrdiff_t count,
                         const char* context) noexcept;

/// Checks frame `frame` of W3 (root width `rootWidth`) as Workloads.h's `runResizeFrames` does: the
/// floor's frames, written into `expected` (`count` values, as `got`), then the closed forms; the
/// FAIL lines name the frame and its width.
void checkResizeFrame(std::ptrdiff_t n, std::ptrdiff_t frame, double rootWidth, const double* got,
                      double* expected, std::ptrdiff_t count, const char* context) noexcept;

// MARK: The W3 frames and the W4 order

/// The number of W3's frames.
std::ptrdiff_t resizeFrameCount() noexcept;
/// The root width of frame `frame` of W3drag (a slow drag) and of W3jump (jumps).
double dragWidth(std::ptrdiff_t frame) noexcept;
double jumpWidth(std::ptrdiff_t frame) noexcept;

/// The number of W4's remove-and-add pairs for a list of `constraintCount` constraints.
std::ptrdiff_t churnOrderCount(std::ptrdiff_t constraintCount) noexcept;
/// W4's constraint indices, in their order, into `out` (`count` must be `churnOrderCount`).
void churnOrder(std::ptrdiff_t constraintCount, std::ptrdiff_t* out, std::ptrdiff_t count) noexcept;

// MARK: The report line

/// Per-frame or per-operation times in ms, kept in a C++ vector so that the report reads them
/// without a copy of its own.
using Samples = std::vector<double>;

/// Starts this run's one `BENCH workload=W impl=ours api=swift N=N` line (a second start is an
/// ERROR).
void startReport(const char* workload, std::ptrdiff_t n) noexcept;
/// Adds ` key=value` to the line (every `report…` function needs `startReport` first).
void reportText(const char* key, const char* value) noexcept;
/// Adds ` key=value` with the value in ms as Workloads.h prints it (`%.6f`).
void reportMilliseconds(const char* key, double value) noexcept;
/// Adds ` key=value` with a count.
void reportCount(const char* key, std::ptrdiff_t value) noexcept;
/// Adds the fields of a run timed per frame (W3) or per operation (W4), as Workloads.h's
/// `addTimings`: status (ok, or capped), median_ms, p95_ms, max_ms, time_ms, done, of.
void reportTimings(const Samples& samples, bool capped, std::ptrdiff_t done, std::ptrdiff_t of) noexcept;
/// Ends the line with the process's memory and processor time (maxrss_kb, rusage_kb, cpu_ms) and
/// prints it.
void printReport() noexcept;

}  // namespace harness
