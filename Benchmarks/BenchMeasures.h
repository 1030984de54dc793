// BenchMeasures.h — what a benchmark run measures and checks: time, peak memory, the values read
// against the expected ones, and the distribution of per-frame times (Workloads.h runs them).
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

#include "WorkloadSpecs.h"

namespace bench {

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

}  // namespace bench
