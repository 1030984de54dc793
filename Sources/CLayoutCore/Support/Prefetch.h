// Prefetch.h — a hint that memory is about to be read (internal).
#pragma once

namespace clayout::internal {

/// Asks the processor to bring the cache line of `address` in for reading, and returns at once.
/// A hint only: it never faults (any address may be given, a stale or past-the-end one too) and
/// changes no result; without a compiler that offers the hint it does nothing.
inline void prefetchForRead(const void* address) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(address, 0, 3);
#else
  (void)address;
#endif
}

}  // namespace clayout::internal
