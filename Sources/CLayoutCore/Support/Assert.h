// Assert.h — cheap preconditions checked in debug and sanitizer builds (internal, every layer).
#pragma once

#ifndef NDEBUG
#include <cstdio>
#include <cstdlib>
#endif

/// `CLAYOUT_ASSERT(condition)`: when NDEBUG is not defined (debug and sanitizer builds), a false
/// condition prints `file:line: assertion failed: condition` to stderr and aborts. With NDEBUG
/// (Release) the condition is not even evaluated, so it may only state what the code already
/// assumes: it must never have a side effect the code relies on.
#ifndef NDEBUG
#define CLAYOUT_ASSERT(condition) \
  ((condition) ? static_cast<void>(0) : ::clayout::internal::assertionFailed(__FILE__, __LINE__, #condition))

namespace clayout::internal {

/// Reports a failed `CLAYOUT_ASSERT` and aborts.
[[noreturn]] inline void assertionFailed(const char* file, int line, const char* condition) {
  std::fprintf(stderr, "%s:%d: assertion failed: %s\n", file, line, condition);
  std::abort();
}

}  // namespace clayout::internal
#else
// `sizeof` names the condition's variables without evaluating it, so none becomes unused.
#define CLAYOUT_ASSERT(condition) static_cast<void>(sizeof((condition) ? 1 : 0))
#endif
