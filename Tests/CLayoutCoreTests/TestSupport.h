// TestSupport.h — a minimal test harness for the C++ tests (standard library only).
//
// Each test file is its own executable registered with ctest. A file declares cases with
// `TEST_CASE("name") { ... }` and ends with nothing else: `main` comes from this header when
// `CLAYOUT_TEST_MAIN` is defined before including it (exactly one include per executable).
// Checks record a failure with file and line and go on; `REQUIRE` stops the case.
#pragma once

#include <cmath>
#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace clayout::testing {

struct TestCase {
  const char* name;
  std::function<void()> body;
};

inline std::vector<TestCase>& registry() {
  static std::vector<TestCase> cases;
  return cases;
}

inline int& failureCount() {
  static int failures = 0;
  return failures;
}

struct Registrar {
  Registrar(const char* name, std::function<void()> body) { registry().push_back({name, std::move(body)}); }
};

struct RequireFailed {};

inline void reportFailure(const char* file, int line, const std::string& what) {
  ++failureCount();
  std::fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what.c_str());
}

template <typename A, typename B>
std::string describePair(const A& a, const B& b) {
  std::ostringstream stream;
  stream.precision(17);
  stream << "left = " << a << ", right = " << b;
  return stream.str();
}

/// Whether `a` and `b` agree to `tolerance`, relative to their size when it exceeds 1.
inline bool near(double a, double b, double tolerance = 1e-9) {
  double scale = std::fmax(1.0, std::fmax(std::fabs(a), std::fabs(b)));
  return std::fabs(a - b) <= tolerance * scale;
}

inline int runAll() {
  int failedCases = 0;
  for (const TestCase& testCase : registry()) {
    int before = failureCount();
    try {
      testCase.body();
    } catch (const RequireFailed&) {
    } catch (const std::exception& error) {
      reportFailure(__FILE__, __LINE__, std::string("unexpected exception: ") + error.what());
    }
    bool passed = failureCount() == before;
    if (!passed) ++failedCases;
    std::printf("[%s] %s\n", passed ? "pass" : "FAIL", testCase.name);
  }
  int total = static_cast<int>(registry().size());
  std::printf("%d passed, %d failed\n", total - failedCases, failedCases);
  return failedCases == 0 ? 0 : 1;
}

}  // namespace clayout::testing

#define CLAYOUT_CONCAT_INNER(a, b) a##b
#define CLAYOUT_CONCAT(a, b) CLAYOUT_CONCAT_INNER(a, b)
#define TEST_CASE(name)                                                         \
  static void CLAYOUT_CONCAT(testBody, __LINE__)();                             \
  static ::clayout::testing::Registrar CLAYOUT_CONCAT(testRegistrar, __LINE__)( \
      name, &CLAYOUT_CONCAT(testBody, __LINE__));                               \
  static void CLAYOUT_CONCAT(testBody, __LINE__)()

#define CHECK(condition)                                                                 \
  do {                                                                                   \
    if (!(condition)) ::clayout::testing::reportFailure(__FILE__, __LINE__, #condition); \
  } while (false)

#define REQUIRE(condition)                                               \
  do {                                                                   \
    if (!(condition)) {                                                  \
      ::clayout::testing::reportFailure(__FILE__, __LINE__, #condition); \
      throw ::clayout::testing::RequireFailed{};                         \
    }                                                                    \
  } while (false)

#define CHECK_EQUAL(a, b)                                                                            \
  do {                                                                                               \
    const auto& checkLeft = (a);                                                                     \
    const auto& checkRight = (b);                                                                    \
    if (!(checkLeft == checkRight))                                                                  \
      ::clayout::testing::reportFailure(                                                             \
          __FILE__, __LINE__,                                                                        \
          std::string(#a " == " #b "; ") + ::clayout::testing::describePair(checkLeft, checkRight)); \
  } while (false)

#define CHECK_NEAR(a, b, tolerance)                                                                 \
  do {                                                                                              \
    double checkLeft = (a);                                                                         \
    double checkRight = (b);                                                                        \
    if (!::clayout::testing::near(checkLeft, checkRight, (tolerance)))                              \
      ::clayout::testing::reportFailure(                                                            \
          __FILE__, __LINE__,                                                                       \
          std::string(#a " ≈ " #b "; ") + ::clayout::testing::describePair(checkLeft, checkRight)); \
  } while (false)

#ifdef CLAYOUT_TEST_MAIN
int main() { return ::clayout::testing::runAll(); }
#endif
