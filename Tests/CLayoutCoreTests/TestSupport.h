// TestSupport.h — the one support header of the C++ tests: a minimal harness (standard library
// only) and the checks the tests share (kinds of solver errors, frames, text).
//
// Each test file is its own executable registered with ctest. A file declares cases with
// `TEST_CASE("name") { ... }` and ends with nothing else: `main` comes from this header when
// `CLAYOUT_TEST_MAIN` is defined before including it (exactly one include per executable).
// Checks record a failure with file and line and go on; `REQUIRE` stops the case.
//
// The executable runs every case, or with one argument only the cases whose name contains it:
//
//   build/dev/tests/SolverOperationTests suggestValue      the cases whose name contains "suggestValue"
//   ctest --preset dev -R SolverOperationTests             the whole file
//
// A filter that selects no case fails (exit status 1), so that a typo is not a pass.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"

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

/// Runs the cases whose name contains `filter` (every case for ""), prints one line per case and
/// a count; 0 when every case run passed and at least one ran, 1 otherwise.
inline int runAll(const char* filter = "") {
  int failedCases = 0;
  int ranCases = 0;
  for (const TestCase& testCase : registry()) {
    if (std::strstr(testCase.name, filter) == nullptr) continue;
    ++ranCases;
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
  if (*filter != '\0') {
    std::printf("%d of %d cases match \"%s\"\n", ranCases, static_cast<int>(registry().size()), filter);
    if (ranCases == 0) return 1;
  }
  std::printf("%d passed, %d failed\n", ranCases - failedCases, failedCases);
  return failedCases == 0 ? 0 : 1;
}

// MARK: - Shared checks

/// Whether `part` occurs in `text`.
inline bool containsText(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

/// Whether `variables` holds `variable` (the same variable, not one of the same name).
inline bool containsVariable(const std::vector<Variable>& variables, const Variable& variable) {
  for (const Variable& candidate : variables)
    if (candidate.isSameVariable(variable)) return true;
  return false;
}

/// Records a failure at `line` unless `rect` (the text `what`) is (x, y, width, height) to 1e-9.
inline void checkFrame(const LayoutRect& rect, double x, double y, double width, double height,
                       const char* what, const char* file, int line) {
  if (!near(rect.x, x) || !near(rect.y, y) || !near(rect.width, width) || !near(rect.height, height)) {
    reportFailure(file, line,
                  std::string(what) + " is (" + std::to_string(rect.x) + ", " + std::to_string(rect.y) +
                      ", " + std::to_string(rect.width) + ", " + std::to_string(rect.height) +
                      "), expected (" + std::to_string(x) + ", " + std::to_string(y) + ", " +
                      std::to_string(width) + ", " + std::to_string(height) + ")");
  }
}

/// A new item called `name`, added as the last subitem of `parent`.
inline LayoutItem addItem(LayoutEngine& engine, const LayoutItem& parent, const char* name) {
  LayoutItem item = engine.makeItem(name);
  LayoutResult added = engine.addSubitem(parent, item);
  if (!added) reportFailure(__FILE__, __LINE__, "addItem(" + std::string(name) + "): " + added.message);
  return item;
}

/// The result of a call that a test helper has already checked (`expectFailure`), which its caller
/// may keep for more checks or drop: unlike a bare `LayoutResult` or `SolverResult`, which are
/// `[[nodiscard]]`, dropping it says nothing was overlooked.
template <class Result>
struct CheckedResult {
  Result result;
  operator const Result&() const { return result; }
};

/// The engine's dump without the solver's part: the items, frames and active constraints. A change
/// the host undoes itself (a helper made and removed again) may leave the solver's tableau in
/// another but equivalent basis (a row may become a definition), so it is compared by what the
/// host can observe. A refused call is compared by the whole dump: it leaves the solver exactly as
/// it was (each call of the engine runs in a solver transaction).
inline std::string layoutModel(const LayoutEngine& engine) {
  std::string dump = engine.dump();
  return dump.substr(0, dump.find("\nsolver:"));
}

/// Runs `call`, which must fail with `kind`, a message, and leave `engine`'s whole dump as it was
/// (`EXPECT_FAILURE`).
inline CheckedResult<LayoutResult> expectLayoutFailure(LayoutEngine& engine, LayoutErrorKind kind,
                                                       const std::function<LayoutResult()>& call,
                                                       const char* file, int line) {
  std::string before = engine.dump();
  LayoutResult result = call();
  if (result.kind != kind) {
    reportFailure(file, line,
                  std::string("kind ") + layoutErrorKindName(result.kind) + ", expected " +
                      layoutErrorKindName(kind) + " (" + result.message + ")");
  }
  if (result.message.empty()) reportFailure(file, line, "empty message");
  if (engine.dump() != before) reportFailure(file, line, "the engine changed:\n" + engine.dump());
  if (std::string broken = engine.checkInvariants(); !broken.empty())
    reportFailure(file, line, "engine invariant: " + broken);
  return {result};
}

}  // namespace clayout::testing

/// `call` (an expression of `LayoutResult`) must fail with `kind` and leave `engine` unchanged.
#define EXPECT_FAILURE(engine, kind, call) \
  ::clayout::testing::expectLayoutFailure((engine), (kind), [&]() { return call; }, __FILE__, __LINE__)

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

/// `CHECK` with `context` (a string: the case, the values) after the condition in the failure.
#define CHECK_WITH(condition, context)                                                                    \
  do {                                                                                                    \
    if (!(condition))                                                                                     \
      ::clayout::testing::reportFailure(__FILE__, __LINE__, std::string(#condition) + " — " + (context)); \
  } while (false)

/// Records a failure, with the result's message, unless the call (a `LayoutResult` or `SolverResult`)
/// succeeded. For the set-up calls of a test, whose results are `[[nodiscard]]`.
#define CHECK_SUCCESS(...)                                                                             \
  do {                                                                                                 \
    const auto clayoutCheckedResult = (__VA_ARGS__);                                                   \
    if (!clayoutCheckedResult.succeeded())                                                             \
      ::clayout::testing::reportFailure(                                                               \
          __FILE__, __LINE__, std::string(#__VA_ARGS__) + " failed: " + clayoutCheckedResult.message); \
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

/// A frame (a `LayoutRect`) is (x, y, width, height), each to 1e-9.
#define CHECK_FRAME(rect, x, y, width, height) \
  ::clayout::testing::checkFrame((rect), (x), (y), (width), (height), #rect, __FILE__, __LINE__)

/// A solver result has the error kind `expected` (compared by name, so a failure prints both).
#define CHECK_KIND(result, expected)                                \
  CHECK_EQUAL(std::string(::clayout::errorKindName((result).kind)), \
              std::string(::clayout::errorKindName(expected)))

/// `part` occurs in the text `text`.
#define CHECK_CONTAINS(text, part)                                                                  \
  do {                                                                                              \
    if (!::clayout::testing::containsText((text), (part)))                                          \
      ::clayout::testing::reportFailure(                                                            \
          __FILE__, __LINE__, "\"" + std::string(text) + "\" lacks \"" + std::string(part) + "\""); \
  } while (false)

#ifdef CLAYOUT_TEST_MAIN
/// `tests/<Name>Tests [filter]`: see the top of this file.
int main(int argc, char** argv) {
  if (argc > 2) {
    std::fprintf(stderr, "usage: %s [part of a case name]\n", argv[0]);
    return 2;
  }
  return ::clayout::testing::runAll(argc == 2 ? argv[1] : "");
}
#endif
