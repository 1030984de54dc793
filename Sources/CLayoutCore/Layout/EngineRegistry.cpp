// EngineRegistry.cpp — the live engines by address (see EngineRegistry.h).
#include "EngineRegistry.h"

#include <atomic>
#include <mutex>
#include <unordered_map>

namespace clayout::internal {

namespace {

std::atomic<std::uint64_t> nextIdentity{1};

/// The registry: a function-local static, so that it exists before the first engine of any
/// translation unit's static initialization and outlives the last.
struct Registry {
  std::mutex mutex;
  std::unordered_map<const void*, std::uint64_t> identities;
};

Registry& registry() {
  static Registry* instance = new Registry();  // never destroyed: engines may outlive statics
  return *instance;
}

}  // namespace

std::uint64_t registerEngine(const void* engine) {
  std::uint64_t identity = nextIdentity.fetch_add(1, std::memory_order_relaxed);
  Registry& live = registry();
  std::lock_guard<std::mutex> lock(live.mutex);
  live.identities[engine] = identity;
  return identity;
}

void unregisterEngine(const void* engine) {
  Registry& live = registry();
  std::lock_guard<std::mutex> lock(live.mutex);
  live.identities.erase(engine);
}

bool engineIsLive(const void* engine) {
  Registry& live = registry();
  std::lock_guard<std::mutex> lock(live.mutex);
  return live.identities.count(engine) != 0;
}

std::uint64_t liveEngineIdentity(const void* engine) {
  Registry& live = registry();
  std::lock_guard<std::mutex> lock(live.mutex);
  auto found = live.identities.find(engine);
  return found != live.identities.end() ? found->second : 0;
}

bool engineIsLive(const void* engine, std::uint64_t identity) {
  Registry& live = registry();
  std::lock_guard<std::mutex> lock(live.mutex);
  auto found = live.identities.find(engine);
  return found != live.identities.end() && found->second == identity;
}

}  // namespace clayout::internal
