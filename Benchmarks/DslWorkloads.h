// DslWorkloads.h — the workloads of Workloads.md run through the layout engine and its C++ anchor
// DSL (api=cpp): each view is an item, each constraint is written with the typed anchors
// (`c.left == prev.right + 2`, `(c.width == 44) | 500`), activated with `LayoutEngine::activate`,
// and every frame is read back with `LayoutEngine::frame(item, LayoutCoordinates::root)`; W3's
// frames with one bulk read (`LayoutEngine::frames`), W5's with `LayoutEngine::changedFrames`.
//
// The constraints are those of Workloads.h's `forEachChainSpec` / `forEachTreeSpec`, in the same
// order and as many (checked), so W4 churns the same constraints. The differences from the solver
// level, all forced by the engine's model:
//   - Views are items in a tree (W1: the container is a subitem of the engine's root and the N views
//     are its subitems; W2: view 0 is a subitem of the engine's root and view i a subitem of view
//     (i-1)/4), so every constraint has a common ancestor. Creating and adding the items is timed,
//     as creating the variables is at the solver level.
//   - A position cannot equal a constant in the DSL (`forbidden::position_related_to_a_constant`),
//     so `left == 0` and `top == 0` pin the container (W1) or the tree's root (W2) to the engine
//     root's `left` and `top`, which the engine holds at 0.
//   - W2's root size: R4 (`root.width == 3840`) and `root.height == 2160` are written
//     `t.width == engine.root().width` and `t.height == engine.root().height`, and the engine
//     root's size is set to 3840 × 2160 with `setRootSize` (the host's window size, an edit of the
//     solver just below required). The constraint count is unchanged.
//   - W3: the solver level adds an edit variable (strong) on the tree root's width and removes R4;
//     here nothing is removed: each frame is `setRootSize({x, 2160})` (the engine's own root edit)
//     followed by reading every frame.
//   - W1: the engine root keeps its initial size 0 × 0 (W1 constrains no size to it).
// The expected values are the same as at the solver level: the floor's frames and workloads.md's
// closed forms.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Anchors/AnchorOperators.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "Workloads.h"

namespace bench::dsl {

using clayout::LayoutConstraint;
using clayout::LayoutEngine;
using clayout::LayoutItem;
using clayout::PendingLayoutConstraint;

inline void check(const clayout::LayoutResult& result, const char* call) {
  if (!result.succeeded()) {
    std::string message =
        std::string(call) + " failed: " + clayout::layoutErrorKindName(result.kind) + ": " + result.message;
    if (result.constraint) message += " [" + result.constraint->description() + "]";
    fatal(message);
  }
}

// MARK: Items

/// W1's items: the container (index 0) under the engine's root, views 1..N under the container.
inline std::vector<LayoutItem> makeChainItems(LayoutEngine& engine, int n) {
  std::vector<LayoutItem> items;
  items.reserve(static_cast<size_t>(chainViews(n)));
  items.push_back(engine.makeItem("container"));
  check(engine.addSubitem(engine.root(), items[0]), "addSubitem");
  for (int i = 1; i <= n; ++i) {
    items.push_back(engine.makeItem("v" + std::to_string(i)));
    check(engine.addSubitem(items[0], items.back()), "addSubitem");
  }
  return items;
}

/// W2's items: view 0 under the engine's root, view i under view (i-1)/4.
inline std::vector<LayoutItem> makeTreeItems(LayoutEngine& engine, int n) {
  std::vector<LayoutItem> items;
  items.reserve(static_cast<size_t>(treeViews(n)));
  for (int i = 0; i < n; ++i) {
    items.push_back(engine.makeItem("v" + std::to_string(i)));
    const LayoutItem& parent = i == 0 ? engine.root() : items[static_cast<size_t>((i - 1) / 4)];
    check(engine.addSubitem(parent, items.back()), "addSubitem");
  }
  return items;
}

// MARK: Constraints, written with the anchors

/// W1's constraints (Workloads.md), in order: `emit(PendingLayoutConstraint)`.
template <class F>
void forEachChainConstraint(const LayoutEngine& engine, const std::vector<LayoutItem>& v, int n, F&& emit) {
  const LayoutItem root = engine.root();
  const LayoutItem& container = v[0];
  emit(container.left == root.left);  // container.left == 0
  emit(container.top == root.top);    // container.top == 0
  for (size_t i = 1; i <= static_cast<size_t>(n); ++i) {
    if (i == 1)
      emit(v[i].left == container.left + 8);
    else
      emit(v[i].left == v[i - 1].right + 8);
    emit(v[i].width == 20);
    emit(v[i].top == container.top + 10);
    emit(v[i].height == 30);
  }
}

/// The children of parent `p` (first child `first`, `k` of them) along the main axis given by the
/// member anchors `pos`/`end`/`size` and the cross axis `cpos`/`cend`/`csize`.
template <class Pos, class CPos, class Dim, class F>
void emitChildren(const std::vector<LayoutItem>& v, size_t p, size_t first, size_t k, Pos pos, Pos end,
                  Dim size, CPos cpos, CPos cend, Dim csize, F& emit) {
  const LayoutItem& P = v[p];
  for (size_t j = 0; j < k; ++j) {
    const LayoutItem& c = v[first + j];
    emit(c.*size == P.*size * 0.25 - 2);
    if (j == 0)
      emit(c.*pos == P.*pos + 1);
    else
      emit(c.*pos == v[first + j - 1].*end + 2);  // == prev.pos + prev.size + 2
    emit(c.*cpos == P.*cpos + 1);
    emit(c.*cend <= P.*cend - 1);            // c.cpos + c.csize <= P.cpos + P.csize - 1
    emit((c.*csize == P.*csize - 2) | 750);  // strong
    emit((c.width >= 10) | 250);             // weak
    emit((c.height >= 10) | 250);
    emit((c.width == 44) | 500);  // medium
    emit((c.height == 44) | 500);
  }
  emit(v[first + k - 1].*end <= P.*end - 1);  // last.pos + last.size <= P.pos + P.size - 1
}

/// W2's constraints (Workloads.md), in order: `emit(PendingLayoutConstraint)`.
template <class F>
void forEachTreeConstraint(const LayoutEngine& engine, const std::vector<LayoutItem>& v, int n, F&& emit) {
  const LayoutItem root = engine.root();
  const LayoutItem& t = v[0];
  emit(t.left == root.left);    // left == 0
  emit(t.top == root.top);      // top == 0
  emit(t.width >= 0);           // width >= 0
  emit(t.width == root.width);  // R4: width == 3840, the root size
  emit(t.height == root.height);
  bool even = true;
  long long levelEnd = 1;
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    const size_t first = static_cast<size_t>(4 * p + 1);
    const size_t k = static_cast<size_t>(std::min<long long>(4, n - static_cast<long long>(first)));
    if (even)  // HStack: main axis horizontal
      emitChildren(v, static_cast<size_t>(p), first, k, &LayoutItem::left, &LayoutItem::right,
                   &LayoutItem::width, &LayoutItem::top, &LayoutItem::bottom, &LayoutItem::height, emit);
    else  // VStack
      emitChildren(v, static_cast<size_t>(p), first, k, &LayoutItem::top, &LayoutItem::bottom,
                   &LayoutItem::height, &LayoutItem::left, &LayoutItem::right, &LayoutItem::width, emit);
  }
}

// MARK: Engine calls

inline void activateOne(LayoutEngine& engine, const LayoutConstraint& c) {
  check(engine.activate(std::span<const LayoutConstraint>(&c, 1)), "activate");
}
inline void deactivateOne(LayoutEngine& engine, const LayoutConstraint& c) {
  check(engine.deactivate(std::span<const LayoutConstraint>(&c, 1)), "deactivate");
}

/// Every item's frame in root coordinates, as left, top, width, height.
inline void readAll(const LayoutEngine& engine, const std::vector<LayoutItem>& items, double* out) {
  for (size_t i = 0; i < items.size(); ++i) {
    const clayout::LayoutRect r = engine.frame(items[i], clayout::LayoutCoordinates::root);
    out[4 * i + 0] = r.x;
    out[4 * i + 1] = r.y;
    out[4 * i + 2] = r.width;
    out[4 * i + 3] = r.height;
  }
}

/// For each position of `engine.itemsInTreeOrder()` (the order of the bulk read), the index of
/// that item in `items`, or -1 for an item that is not one of them (the engine's root). Setup
/// work: the workloads' checks read frames in the order of `items`.
inline std::vector<long long> treeOrderIndices(const LayoutEngine& engine,
                                               const std::vector<LayoutItem>& items) {
  std::vector<long long> indexOfSlot;
  for (size_t i = 0; i < items.size(); ++i) {
    const size_t slot = items[i].identifier().index;
    if (indexOfSlot.size() <= slot) indexOfSlot.resize(slot + 1, -1);
    indexOfSlot[slot] = static_cast<long long>(i);
  }
  std::vector<long long> indices;
  for (const LayoutItem& item : engine.itemsInTreeOrder()) {
    const size_t slot = item.identifier().index;
    indices.push_back(slot < indexOfSlot.size() ? indexOfSlot[slot] : -1);
  }
  return indices;
}

/// Every frame in root coordinates with one bulk read (`LayoutEngine::frames`) into `buffer`
/// (one rectangle per item of the engine's tree), written to `out` as `readAll` does, by the
/// indices of `treeOrderIndices`.
inline void readAllInBulk(const LayoutEngine& engine, const std::vector<long long>& indices,
                          std::vector<clayout::LayoutRect>& buffer, double* out) {
  if (engine.frames(buffer, clayout::LayoutCoordinates::root) != buffer.size())
    fatal("the bulk read's count is not the tree's");
  for (size_t position = 0; position < buffer.size(); ++position) {
    const long long i = indices[position];
    if (i < 0) continue;
    const clayout::LayoutRect& r = buffer[position];
    out[4 * i + 0] = r.x;
    out[4 * i + 1] = r.y;
    out[4 * i + 2] = r.width;
    out[4 * i + 3] = r.height;
  }
}

inline void checkCount(size_t got, long long expected, const std::string& context) {
  if (static_cast<long long>(got) != expected)
    fatal(context + ": " + std::to_string(got) + " constraints written, the solver level has " +
          std::to_string(expected));
}

/// The engine, its items and constraints; destroyed in reverse order (constraints and items first).
struct Layout {
  std::unique_ptr<LayoutEngine> engine = std::make_unique<LayoutEngine>();
  std::vector<LayoutItem> items;
  std::vector<LayoutConstraint> constraints;
};

// MARK: Runs

inline constexpr const char* impl = "ours";
inline constexpr const char* api = "cpp";

/// W1, W2 and W2batch: create the items, write and activate every constraint (one by one, or all
/// in one `activate`), then read every frame.
inline int runBuild(const Options& o) {
  const bool chain = o.workload == "W1";
  const bool batch = o.workload == "W2batch";
  const std::string context = contextOf(o, impl);
  const Deadline deadline = Deadline::after(o.capSeconds);
  bool capped = false;
  long long added = 0;
  size_t written = 0;
  std::vector<double> values;
  double ms = 0;
  {
    const auto start = Clock::now();
    Layout layout;
    LayoutEngine& engine = *layout.engine;
    if (!chain) check(engine.setRootSize({treeRootWidth, treeRootHeight}), "setRootSize");
    layout.items = chain ? makeChainItems(engine, o.n) : makeTreeItems(engine, o.n);
    auto& constraints = layout.constraints;
    constraints.reserve(chain ? 4 * static_cast<size_t>(o.n) + 2 : static_cast<size_t>(9.5 * o.n) + 8);
    auto emit = [&](PendingLayoutConstraint&& pending) {
      if (capped) return;
      constraints.emplace_back(std::move(pending));
      if (!batch) {
        activateOne(engine, constraints.back());
        ++added;
        if ((added & 63) == 0 && deadline.passed()) capped = true;
      }
    };
    if (chain)
      forEachChainConstraint(engine, layout.items, o.n, emit);
    else
      forEachTreeConstraint(engine, layout.items, o.n, emit);
    if (batch) {
      check(engine.activate(std::span<const LayoutConstraint>(constraints.data(), constraints.size())),
            "activate (batch)");
      added = static_cast<long long>(constraints.size());
    }
    if (!capped) {
      values.resize(4 * layout.items.size());
      readAll(engine, layout.items, values.data());
    }
    ms = msSince(start);
    written = constraints.size();
  }  // The engine is destroyed here, out of the timed part.
  Report report(o, impl, api);
  if (capped) {
    report.add("status", std::string("capped")).add("time_ms", ms).add("done", added);
    report.print();
    return 0;
  }
  checkCount(written, chain ? 4LL * o.n + 2 : treeConstraintCount(o.n), context);
  std::vector<double> expected(values.size());
  if (chain) {
    floorChain(o.n, expected.data());
    checkValues(
        "solution", values.data(), expected.data(), static_cast<long long>(values.size()),
        [](long long i) { return i == 2 || i == 3; }, context);  // the container's size is free
    checkChainClosedForm(o.n, values.data(), context);
  } else {
    floorTree(o.n, treeRootWidth, expected.data());
    checkValues("solution", values.data(), expected.data(), static_cast<long long>(values.size()), context);
    checkTreeClosedForm(o.n, treeRootWidth, values.data(), context);
  }
  report.add("status", std::string("ok")).add("time_ms", ms).add("done", added);
  report.print();
  return 0;
}

/// Builds W2 one by one at root size 3840 × 2160 (the setup of W3, W4 and W5), leaving out the
/// constraint at index `skip` of W2's list (W5's text stretch; -1: none); false when capped.
inline bool buildTree(Layout& layout, int n, const Deadline& deadline, long long skip = -1) {
  LayoutEngine& engine = *layout.engine;
  check(engine.setRootSize({treeRootWidth, treeRootHeight}), "setRootSize");
  layout.items = makeTreeItems(engine, n);
  bool capped = false;
  long long added = 0, index = -1;
  forEachTreeConstraint(engine, layout.items, n, [&](PendingLayoutConstraint&& pending) {
    ++index;
    if (capped || index == skip) return;
    layout.constraints.emplace_back(std::move(pending));
    activateOne(engine, layout.constraints.back());
    ++added;
    if ((added & 63) == 0 && deadline.passed()) capped = true;
  });
  return !capped;
}

/// W3: live resize: per frame `setRootSize({x, 2160})` and reading every frame in one bulk read.
inline int runResize(const Options& o) {
  const std::string context = contextOf(o, impl);
  Report report(o, impl, api);

  const auto setupStart = Clock::now();
  Layout layout;
  LayoutEngine& engine = *layout.engine;
  if (!buildTree(layout, o.n, Deadline::after(o.setupCapSeconds))) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  std::vector<double> values(4 * layout.items.size()), expected(values.size());
  readAll(engine, layout.items, values.data());
  const double setupMs = msSince(setupStart);
  checkCount(layout.constraints.size(), treeConstraintCount(o.n), context);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution after the setup", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);

  // Every frame is read in one bulk read; the items' order in it is found once, in the setup.
  const std::vector<long long> indices = treeOrderIndices(engine, layout.items);
  std::vector<clayout::LayoutRect> buffer(indices.size());
  std::vector<double> frames;
  const bool capped = runResizeFrames(o, context, values, frames, [&](double x) {
    check(engine.setRootSize({x, treeRootHeight}), "setRootSize");
    readAllInBulk(engine, indices, buffer, values.data());
  });
  addTimings(report, frames, capped, static_cast<long long>(frames.size()), w3Frames)
      .add("setup_ms", setupMs);
  report.print();
  return 0;
}

/// W4: deactivate and reactivate 10% of W2's constraints one at a time; per-operation times.
inline int runChurn(const Options& o) {
  const std::string context = contextOf(o, impl);
  Report report(o, impl, api);

  const auto setupStart = Clock::now();
  Layout layout;
  LayoutEngine& engine = *layout.engine;
  if (!buildTree(layout, o.n, Deadline::after(o.setupCapSeconds))) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  std::vector<double> before(4 * layout.items.size()), after(before.size()), expected(before.size());
  readAll(engine, layout.items, before.data());
  const double setupMs = msSince(setupStart);
  checkCount(layout.constraints.size(), treeConstraintCount(o.n), context);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution before the churn", before.data(), expected.data(),
              static_cast<long long>(before.size()), context);

  const std::vector<long long> order = churnOrder(static_cast<long long>(layout.constraints.size()));
  const ChurnTimings churn = runChurnOperations(
      o, order, [&](long long i) { deactivateOne(engine, layout.constraints[static_cast<size_t>(i)]); },
      [&](long long i) { activateOne(engine, layout.constraints[static_cast<size_t>(i)]); });
  readAll(engine, layout.items, after.data());
  checkValues("solution after the churn (compared with the one before)", after.data(), before.data(),
              static_cast<long long>(after.size()), context);
  addChurnTimings(report, churn, order).add("setup_ms", setupMs);
  report.print();
  return 0;
}

/// W5: W2 without the text's stretch (Workloads.h `isTextStretch`, the same index of the list),
/// the text's intrinsic width set with `setIntrinsicContentSize` at hugging and compression
/// resistance 750 (the solver level's strong edit); per frame one `setIntrinsicContentSize` and the
/// frames that changed read (`changedFrames`, root coordinates), the text's among them.
inline int runTextChange(const Options& o) {
  const std::string context = contextOf(o, impl);
  const int text = textLeaf(o.n);
  if (text < 0) fatal(context + ": W5 needs a leaf under a vertical stack (N >= 6)");
  Report report(o, impl, api);

  const auto setupStart = Clock::now();
  Layout layout;
  LayoutEngine& engine = *layout.engine;
  if (!buildTree(layout, o.n, Deadline::after(o.setupCapSeconds), textStretchIndex(o.n))) {
    report.add("status", std::string("setup-capped")).add("setup_ms", msSince(setupStart));
    report.print();
    return 0;
  }
  const LayoutItem& item = layout.items[static_cast<size_t>(text)];
  check(engine.setContentHuggingPriority(item, clayout::LayoutAxis::horizontal, 750),
        "setContentHuggingPriority");
  check(engine.setContentCompressionResistancePriority(item, clayout::LayoutAxis::horizontal, 750),
        "setContentCompressionResistancePriority");
  check(engine.setIntrinsicContentSize(item, textInitialWidth(o.n), std::nullopt), "setIntrinsicContentSize");
  std::vector<double> values(4 * layout.items.size()), expected(values.size());
  readAll(engine, layout.items, values.data());
  const double setupMs = msSince(setupStart);
  checkCount(layout.constraints.size() + 1, treeConstraintCount(o.n), context);
  floorTree(o.n, treeRootWidth, expected.data());
  checkValues("solution after the setup", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);

  // The frames that changed are read per frame, as a renderer would; the first read (every item)
  // is setup. The text's frame, which the frames check, is among them when it moved.
  const clayout::LayoutRect initial = engine.frame(item, clayout::LayoutCoordinates::root);
  double textFrame[4] = {initial.x, initial.y, initial.width, initial.height}, last = 0;
  (void)engine.changedFrames(clayout::LayoutCoordinates::root);
  std::vector<double> frames;
  const bool capped = runTextFrames(o, context, textFrame, frames, last, [&](double w) {
    check(engine.setIntrinsicContentSize(item, w, std::nullopt), "setIntrinsicContentSize");
    for (const clayout::LayoutFrameChange& change : engine.changedFrames(clayout::LayoutCoordinates::root)) {
      if (!(change.item == item)) continue;
      textFrame[0] = change.frame.x;
      textFrame[1] = change.frame.y;
      textFrame[2] = change.frame.width;
      textFrame[3] = change.frame.height;
    }
  });
  readAll(engine, layout.items, values.data());
  floorText(o.n, last, expected.data());
  checkValues("solution after the frames", values.data(), expected.data(),
              static_cast<long long>(values.size()), context);
  addTimings(report, frames, capped, static_cast<long long>(frames.size()), w3Frames)
      .add("setup_ms", setupMs)
      .add("text", static_cast<long long>(text));
  report.print();
  return 0;
}

inline int run(const Options& o) {
  if (o.workload == "W1" || o.workload == "W2" || o.workload == "W2batch") return runBuild(o);
  if (o.workload == "W3drag" || o.workload == "W3jump") return runResize(o);
  if (o.workload == "W4") return runChurn(o);
  if (o.workload == "W5") return runTextChange(o);
  if (o.workload == "W2required" || o.workload == "W2equalities" || o.workload == "W3jumpRequired")
    fatal(o.workload + " is a solver-level experiment (Workloads.md): no DSL run");
  fatal("unknown workload " + o.workload);
}

}  // namespace bench::dsl
