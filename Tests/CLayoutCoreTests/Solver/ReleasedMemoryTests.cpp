// ReleasedMemoryTests.cpp — a long-lived solver gives back the memory of a layout it no longer
// holds: after a large layout is removed (and the calls that follow are small), most of the heap
// the layout took is free again, though the solver lives on and is never empty.
//
// The heap is counted by this executable's own `operator new` and `operator delete` (every C++
// allocation of the library, exact, whatever the allocator's free lists hide), as
// `clayout-soak` counts it (Benchmarks/Soak.cpp).
#define CLAYOUT_TEST_MAIN
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

namespace {

/// Bytes held by `operator new` (as requested).
std::size_t heapBytes = 0;

}  // namespace

// A header of 16 bytes holds the size and keeps every block aligned as `malloc`'s are.
void* operator new(std::size_t size) {
  auto* block = static_cast<std::size_t*>(std::malloc(size + 16));
  if (block == nullptr) throw std::bad_alloc();
  block[0] = size;
  heapBytes += size;
  return reinterpret_cast<char*>(block) + 16;
}

// Not inlined: inlined into a `delete` of an object it sees allocated at its own size, GCC takes
// the header's read for one before the object (-Warray-bounds).
[[gnu::noinline]] void operator delete(void* pointer) noexcept {
  if (pointer == nullptr) return;
  auto* block = reinterpret_cast<std::size_t*>(static_cast<char*>(pointer) - 16);
  heapBytes -= block[0];
  std::free(block);
}

void operator delete(void* pointer, std::size_t) noexcept { operator delete(pointer); }

using namespace clayout;

namespace {

/// What a layout took and what stayed after it was removed, in bytes.
struct Held {
  std::size_t peak;
  std::size_t after;
};

}  // namespace

// 400 variables in a row, each at least 8 after the previous (required), each wishing to sit at
// 10·i at its own priority (400 objective levels: long cost lists, long rows). The solver keeps
// one constraint of its own throughout, so it is never empty (an empty solver resets itself).
// After the layout is removed in one call and 100 small calls follow, the heap the layout took is
// what its rows, costs and journal held (given back) plus the slots the solver keeps for reuse,
// a few hundred bytes a symbol: less than half.
TEST_CASE("a solver gives back most of a large layout's memory once it is removed") {
  Solver solver;
  Variable keep("keep");
  Constraint kept = keep == 0;
  REQUIRE(solver.addConstraint(kept).succeeded());
  const int count = 400;
  std::vector<Variable> variables;
  for (int i = 0; i < count; ++i) variables.emplace_back("v" + std::to_string(i));
  std::vector<Constraint> layout;
  for (int i = 0; i + 1 < count; ++i) layout.push_back(variables[i + 1] >= variables[i] + 8);
  for (int i = 0; i < count; ++i) layout.push_back((variables[i] == 10.0 * i) | (1.0 + 0.5 * i));
  Constraint small = keep >= -1;
  std::size_t before = heapBytes;
  for (const Constraint& each : layout) REQUIRE(solver.addConstraint(each).succeeded());
  // v[i] = 10·i meets every link (a gap of 10 >= 8) and every wish.
  CHECK_EQUAL(solver.valueOf(variables[count - 1]), 10.0 * (count - 1));
  Held held{heapBytes - before, 0};
  REQUIRE(solver.removeConstraints(layout).succeeded());
  for (int i = 0; i < 100; ++i) {
    REQUIRE(solver.addConstraint(small).succeeded());
    REQUIRE(solver.removeConstraint(small).succeeded());
  }
  held.after = heapBytes - before;
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  CHECK(2 * held.after < held.peak);
  if (2 * held.after >= held.peak) {
    std::printf("  held %zu of the layout's %zu bytes\n", held.after, held.peak);
  }
}

// N wishes on one variable, `x == i` at priorities rising with i (each addition overrides every
// one before it): the heap grows linearly in N. What a wish holds, worked by hand: its record (64
// bytes), its constraint's data and term (96), its row (a 64-byte slot and 3 to 4 cells of 12 in a
// buffer of up to 8), its two error symbols (40 each, and a cost list's slot of 24 each), its
// level (a map node and the level, about 150, and a list of at most 33 symbol names of 4 bytes
// in a buffer of up to 64), its own error's cost and one cost each of the two errors of the
// highest wish (32 bytes each, in buffers at most twice their size plus 4), and the journal's
// kept copy of its row and two costs of one call: about 1.2 KB. The bound, 4 KB a wish, leaves
// room. A cost list kept at its longest size after it emptied or shrank (each replaced highest
// wish's errors: room for N to 2N costs of 32 bytes) would make it about 64·N bytes a wish.
TEST_CASE("N priorities on one variable take memory linear in N") {
  Solver solver;
  Variable x("x");
  const int count = 2000;
  std::vector<Constraint> wishes;
  for (int i = 0; i < count; ++i)
    wishes.push_back((x == static_cast<double>(i)) | (1.0 + 998.0 * (i + 0.5) / count));
  std::size_t before = heapBytes;
  for (const Constraint& wish : wishes) REQUIRE(solver.addConstraint(wish).succeeded());
  std::size_t held = heapBytes - before;
  CHECK_EQUAL(solver.valueOf(x), static_cast<double>(count - 1));
  CHECK_WITH(held <= std::size_t{4096} * count,
             std::to_string(held) + " bytes for " + std::to_string(count) + " wishes");
}

// MARK: - An engine

namespace {

/// The bytes a new engine holds.
std::size_t newEngineBytes() {
  std::size_t before = heapBytes;
  auto engine = std::make_unique<LayoutEngine>();
  return heapBytes - before;
}

/// `count` items under the root of `engine`, each placed after the previous one (required),
/// sized at its own priority, and centred on its neighbour's top at another: a layout's rows,
/// levels and definitions.
std::vector<LayoutItem> buildRow(LayoutEngine& engine, int count, int made) {
  std::vector<LayoutItem> items;
  LayoutItem root = engine.root();
  for (int i = 0; i < count; ++i) {
    LayoutItem item = engine.makeItem("item" + std::to_string(made + i));
    REQUIRE(engine.addSubitem(root, item).succeeded());
    std::vector<LayoutConstraint> constraints;
    const LayoutItem& previous = items.empty() ? root : items.back();
    constraints.push_back(item.leading >= previous.leading + 8);
    constraints.push_back((item.width == 20.0 + i % 7) | (1.0 + i % 900));
    constraints.push_back(item.top == previous.top + 4);
    constraints.push_back((item.height <= previous.height * 0.5 + 10) | 500);
    REQUIRE(engine.activate(constraints).succeeded());
    items.push_back(item);
  }
  return items;
}

}  // namespace

// An engine is never empty to its solver (the root's origin and size edits stay), so its solver
// never reset itself: after every item was removed it held the slots, free lists and levels of the
// largest layout it had. Once the last item goes it gives
// them back: what its destruction frees is within 16 KiB of a new engine's, and it goes on as one
// (a new item is placed, the root keeps its size, a removed item's handle names nothing).
TEST_CASE("an engine emptied of its items holds about what a new one does") {
  const std::size_t fresh = newEngineBytes();
  auto engine = std::make_unique<LayoutEngine>();
  REQUIRE(engine->setRootSize({800, 600}).succeeded());
  std::vector<LayoutItem> items = buildRow(*engine, 300, 0);
  const std::size_t built = heapBytes;
  for (const LayoutItem& item : items) REQUIRE(engine->removeItem(item).succeeded());
  const std::size_t emptied = heapBytes;
  // Still an engine: the root keeps its size, a removed handle names no new item.
  LayoutItem again = engine->makeItem("again");
  REQUIRE(engine->addSubitem(engine->root(), again).succeeded());
  LayoutConstraint place[] = {again.leading == engine->root().leading + 10, again.width == 30,
                              again.top == engine->root().top + 5, again.height == 7};
  REQUIRE(engine->activate(place).succeeded());
  CHECK(!engine->contains(items.front()));
  CHECK(!engine->contains(items.back()));
  CHECK(engine->contains(again));
  LayoutRect frame = engine->frame(again, LayoutCoordinates::root, 1);
  CHECK_EQUAL(frame.x, 10.0);
  CHECK_EQUAL(frame.width, 30.0);
  LayoutRect root = engine->frame(engine->root(), LayoutCoordinates::root, 1);
  CHECK_EQUAL(root.width, 800.0);
  CHECK_EQUAL(root.height, 600.0);
  REQUIRE(engine->removeItem(again).succeeded());
  std::size_t before = heapBytes;
  engine.reset();
  const std::size_t held = before - heapBytes;
  CHECK(held < fresh + 16 * 1024);
  if (held >= fresh + 16 * 1024) {
    std::printf("  an emptied engine held %zu bytes (a new one %zu, built %zu, emptied %zu)\n", held, fresh,
                built, emptied);
  }
}

// A long-lived engine's heap stays flat: rounds that each add 24 items with constraints at random
// priorities and constants to a base layout, change constants, priorities and the root's size,
// and remove the 24 items again leave the engine where it was. The heap after round 40 and after
// round 120 then differ by less than 48 KiB (what a journal buffer may keep of a large call); a
// book that grows with every item made (names, generations, slots, users of freed symbols) would
// pass that bound.
TEST_CASE("a long-lived engine's heap stays flat over rounds of items made and removed") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({1000, 800}).succeeded());
  std::vector<LayoutItem> base = buildRow(engine, 40, 0);
  std::uint64_t state = 7;
  auto below = [&](std::uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  const double priorities[] = {1, 100, 250, 500, 750, 999, priority::required};
  int made = 40;
  auto round = [&] {
    std::vector<LayoutItem> added;
    std::vector<LayoutConstraint> live;
    for (int i = 0; i < 24; ++i) {
      LayoutItem item = engine.makeItem("item" + std::to_string(made++));
      const LayoutItem& parent = base[below(base.size())];
      REQUIRE(engine.addSubitem(parent, item).succeeded());
      const double priority = priorities[below(7)];
      const double constant = static_cast<double>(below(40));
      LayoutConstraint constraints[] = {(item.leading == parent.leading + constant) | priority,
                                        (item.width == constant * 2) | priorities[below(6)],
                                        (item.top >= parent.top + 2) | priority,
                                        (item.height == parent.height * 0.5) | priorities[below(6)]};
      for (const LayoutConstraint& each : constraints) {
        if (engine.activate(std::span<const LayoutConstraint>(&each, 1)).succeeded()) live.push_back(each);
      }
      added.push_back(item);
    }
    for (int i = 0; i < 60 && !live.empty(); ++i) {
      LayoutConstraint& each = live[below(live.size())];
      (void)engine.setConstant(each, static_cast<double>(below(40)));
      if (each.priority() < priority::required) (void)engine.setPriority(each, priorities[below(6)]);
    }
    (void)engine.setRootSize({600.0 + below(800), 400.0 + below(600)});
    for (const LayoutItem& item : added) REQUIRE(engine.removeItem(item).succeeded());
  };
  for (int i = 0; i < 40; ++i) round();
  const std::size_t early = heapBytes;
  for (int i = 0; i < 80; ++i) round();
  const std::size_t late = heapBytes;
  const long growth = static_cast<long>(late) - static_cast<long>(early);
  CHECK(growth < 48 * 1024);
  std::printf("  heap after 40 rounds %zu bytes, after 120 %zu (%+ld)\n", early, late, growth);
}
