// WorkloadHarness.cpp — WorkloadHarness.h's functions, each a forward to Benchmarks/Workloads.h.
#include "WorkloadHarness.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "../../../Workloads.h"

namespace harness {

namespace {

/// The names of the api=swift level in its report line and FAIL lines.
constexpr const char* implementation = "ours";
constexpr const char* api = "swift";

/// Assumes nothing; guarantees a view count Workloads.h takes (an `int`, at least 1), else an
/// ERROR (parseOptions gives only such counts).
int viewCountOf(std::ptrdiff_t n) {
  if (n < 1 || n > std::numeric_limits<int>::max())
    bench::fatal("view count " + std::to_string(n) + " out of range");
  return static_cast<int>(n);
}

/// The options of the report line: Workloads.h's `Report` and `contextOf` read only these two.
bench::Options optionsOf(const char* workload, std::ptrdiff_t n) {
  bench::Options options;
  options.workload = workload;
  options.n = viewCountOf(n);
  return options;
}

/// Assumes nothing; guarantees that `count == expected` on return (else an ERROR naming `what`,
/// which ends the process: a Swift caller passed a buffer of the wrong size).
void requireCount(std::ptrdiff_t count, long long expected, const char* what) {
  if (count != expected)
    bench::fatal(std::string(what) + ": " + std::to_string(count) + " values given, " +
                 std::to_string(expected) + " expected");
}

/// This process's one report line, from `startReport` to `printReport`.
std::optional<bench::Report> report;

/// Assumes nothing; guarantees a started report (else an ERROR naming `what`).
bench::Report& startedReport(const char* what) {
  if (!report) bench::fatal(std::string(what) + " before startReport");
  return *report;
}

}  // namespace

// MARK: Options

Options parseOptions(int argc, char** argv) noexcept {
  const bench::Options parsed = bench::parseOptions(argc, argv);
  Options options;
  options.workload = parsed.workload;
  options.n = parsed.n;
  options.capSeconds = parsed.capSeconds;
  options.setupCapSeconds = parsed.setupCapSeconds;
  return options;
}

std::string contextOf(const char* workload, std::ptrdiff_t n) noexcept {
  return bench::contextOf(optionsOf(workload, n), implementation);
}

void fatal(const char* message) noexcept { bench::fatal(message); }

// MARK: Sizes of the workloads

std::ptrdiff_t chainViews(std::ptrdiff_t n) noexcept { return bench::chainViews(viewCountOf(n)); }
std::ptrdiff_t treeViews(std::ptrdiff_t n) noexcept { return bench::treeViews(viewCountOf(n)); }

std::ptrdiff_t chainConstraintCount(std::ptrdiff_t n) noexcept {
  std::ptrdiff_t count = 0;
  bench::forEachChainSpec(viewCountOf(n), [&](const bench::Spec&) { ++count; });
  return count;
}

std::ptrdiff_t treeConstraintCount(std::ptrdiff_t n) noexcept {
  return static_cast<std::ptrdiff_t>(bench::treeConstraintCount(viewCountOf(n)));
}

double treeRootWidth() noexcept { return bench::treeRootWidth; }
double treeRootHeight() noexcept { return bench::treeRootHeight; }

// MARK: The floor and the checks

void floorTree(std::ptrdiff_t n, double rootWidth, double* out, std::ptrdiff_t count) noexcept {
  const int views = viewCountOf(n);
  requireCount(count, 4LL * bench::treeViews(views), "floorTree");
  bench::floorTree(views, rootWidth, out);
}

void checkValues(const char* what, const double* got, const double* expected, std::ptrdiff_t count,
                 const char* context) noexcept {
  bench::checkValues(what, got, expected, count, context);
}

void checkChainSolution(std::ptrdiff_t n, const double* got, std::ptrdiff_t count,
                        const char* context) noexcept {
  const int views = viewCountOf(n);
  requireCount(count, 4LL * bench::chainViews(views), "checkChainSolution");
  std::vector<double> expected(static_cast<size_t>(count));
  bench::floorChain(views, expected.data());
  bench::checkValues(
      "solution", got, expected.data(), count, [](long long i) { return i == 2 || i == 3; },
      context);  // the container's size is free
  bench::checkChainClosedForm(views, got, context);
}

void checkTreeClosedForm(std::ptrdiff_t n, double rootWidth, const double* got, std::ptrdiff_t count,
                         const char* context) noexcept {
  const int views = viewCountOf(n);
  requireCount(count, 4LL * bench::treeViews(views), "checkTreeClosedForm");
  bench::checkTreeClosedForm(views, rootWidth, got, context);
}

void checkResizeFrame(std::ptrdiff_t n, std::ptrdiff_t frame, double rootWidth, const double* got,
                      double* expected, std::ptrdiff_t count, const char* context) noexcept {
  const int views = viewCountOf(n);
  requireCount(count, 4LL * bench::treeViews(views), "checkResizeFrame");
  bench::floorTree(views, rootWidth, expected);
  const std::string frameContext =
      std::string(context) + " frame=" + std::to_string(frame) + " width=" + std::to_string(rootWidth);
  bench::checkValues("solution", got, expected, count, frameContext);
  bench::checkTreeClosedForm(views, rootWidth, got, frameContext);
}

// MARK: The W3 frames and the W4 order

std::ptrdiff_t resizeFrameCount() noexcept { return bench::w3Frames; }
double dragWidth(std::ptrdiff_t frame) noexcept { return bench::dragWidth(static_cast<int>(frame)); }
double jumpWidth(std::ptrdiff_t frame) noexcept { return bench::jumpWidth(static_cast<int>(frame)); }

std::ptrdiff_t churnOrderCount(std::ptrdiff_t constraintCount) noexcept {
  return static_cast<std::ptrdiff_t>(bench::churnOrder(constraintCount).size());
}

void churnOrder(std::ptrdiff_t constraintCount, std::ptrdiff_t* out, std::ptrdiff_t count) noexcept {
  const std::vector<long long> order = bench::churnOrder(constraintCount);
  requireCount(count, static_cast<long long>(order.size()), "churnOrder");
  std::copy(order.begin(), order.end(), out);
}

// MARK: The report line

void startReport(const char* workload, std::ptrdiff_t n) noexcept {
  if (report) bench::fatal("startReport called twice");
  report.emplace(optionsOf(workload, n), implementation, api);
}

void reportText(const char* key, const char* value) noexcept {
  startedReport("reportText").add(key, std::string(value));
}

void reportMilliseconds(const char* key, double value) noexcept {
  startedReport("reportMilliseconds").add(key, value);
}

void reportCount(const char* key, std::ptrdiff_t value) noexcept {
  startedReport("reportCount").add(key, static_cast<long long>(value));
}

void reportTimings(const Samples& samples, bool capped, std::ptrdiff_t done, std::ptrdiff_t of) noexcept {
  bench::addTimings(startedReport("reportTimings"), samples, capped, done, of);
}

void printReport() noexcept { startedReport("printReport").print(); }

}  // namespace harness
