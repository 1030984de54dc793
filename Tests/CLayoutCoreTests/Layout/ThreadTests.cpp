// ThreadTests.cpp — one engine per thread, no global state: independent engines built, solved,
// resized and torn down, and layout files loaded, on several threads at once give the frames
// derived by hand. scripts/test also runs this test under ThreadSanitizer
// (CLAYOUT_SANITIZE_THREAD), which reports any data race between the engines (a shared cache, a
// static counter, a global allocator of symbols, …).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// What one thread found wrong (checked on the main thread: the harness's counters are not
/// meant to be shared between threads).
struct ThreadReport {
  int checks = 0;
  std::vector<std::string> failures;

  void expect(bool condition, const std::string& what) {
    ++checks;
    if (!condition) failures.push_back(what);
  }
  void expectFrame(const LayoutEngine& engine, const LayoutItem& item, LayoutRect expected,
                   const std::string& what) {
    LayoutRect frame = engine.frame(item, LayoutCoordinates::root);
    expect(testing::near(frame.x, expected.x) && testing::near(frame.y, expected.y) &&
               testing::near(frame.width, expected.width) && testing::near(frame.height, expected.height),
           what + ": frame " + std::to_string(frame.x) + ", " + std::to_string(frame.y) + ", " +
               std::to_string(frame.width) + " × " + std::to_string(frame.height));
  }
};

/// A row of `count` views with equal widths and 8-point gaps inside 8-point margins, in its own
/// engine, laid out at several root widths. For root width W the width of each view is
/// w = (W − 16 − 8·(count − 1)) / count and view i starts at 8 + i·(w + 8).
void layOutRow(int seed, ThreadReport& report) {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  const int count = 4 + seed % 5;
  std::vector<LayoutItem> views;
  std::vector<LayoutConstraint> constraints;
  for (int index = 0; index < count; ++index) {
    LayoutItem view = engine.makeItem("view" + std::to_string(index));
    report.expect(engine.addSubitem(root, view).succeeded(), "addSubitem");
    constraints.push_back(view.top == root.top + 8);
    constraints.push_back(view.height == 44);
    if (index == 0) {
      constraints.push_back(view.leading == root.leading + 8);
    } else {
      constraints.push_back(view.leading == views.back().trailing + 8);
      constraints.push_back(view.width == views.front().width);
    }
    views.push_back(view);
  }
  constraints.push_back(views.back().trailing == root.trailing - 8);
  report.expect(activateConstraints(std::span<const LayoutConstraint>(constraints)).succeeded(), "activate");

  for (int step = 0; step < 20; ++step) {
    double rootWidth = 320 + 37.5 * ((seed * 7 + step) % 16);
    report.expect(engine.setRootSize({rootWidth, 200}).succeeded(), "setRootSize");
    double width = (rootWidth - 16 - 8.0 * (count - 1)) / count;
    for (int index = 0; index < count; ++index) {
      report.expectFrame(engine, views[static_cast<std::size_t>(index)],
                         {8 + index * (width + 8), 8, width, 44},
                         "row " + std::to_string(seed) + " view " + std::to_string(index));
    }
  }
  // Tear part of it down: deactivate, remove an item, lay out again.
  report.expect(engine.removeItem(views.back()).succeeded(), "removeItem");
  report.expect(
      activateConstraints({views[static_cast<std::size_t>(count - 2)].trailing == root.trailing - 8})
          .succeeded(),
      "re-anchor the row");
  double width = (400 - 16 - 8.0 * (count - 2)) / (count - 1);
  report.expect(engine.setRootSize({400, 200}).succeeded(), "setRootSize 400");
  report.expectFrame(engine, views.front(), {8, 8, width, 44},
                     "row " + std::to_string(seed) + " after removal");
}

/// A vertical form in its own engine: labels that hug their intrinsic size, fields that fill.
void layOutForm(int seed, ThreadReport& report) {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  report.expect(engine.setRootSize({300.0 + seed, 600}).succeeded(), "setRootSize");
  LayoutItem previous = root;
  std::vector<LayoutItem> fields;
  for (int row = 0; row < 6; ++row) {
    LayoutItem label = engine.makeItem("label" + std::to_string(row));
    LayoutItem field = engine.makeItem("field" + std::to_string(row));
    CHECK_SUCCESS(engine.addSubitem(root, label));
    CHECK_SUCCESS(engine.addSubitem(root, field));
    report.expect(engine.setIntrinsicContentSize(label, 60 + row, 20).succeeded(), "intrinsic size");
    LayoutResult result = activateConstraints({
        label.left == root.left + 16,
        label.top == (row == 0 ? root.top : previous.bottom) + 12,
        field.left == label.right + 8,
        field.right == root.right - 16,
        field.centerY == label.centerY,
        field.height == label.height + 10,
    });
    report.expect(result.succeeded(), "activate row " + std::to_string(row) + ": " + result.message);
    previous = field;
    fields.push_back(field);
  }
  // Row r: label width 60 + r, height 20; the field is 30 high, centered on the label. The first
  // label's top is 12; each next label's top is the previous field's bottom + 12.
  double labelTop = 12;
  for (int row = 0; row < 6; ++row) {
    double fieldLeft = 16 + 60 + row + 8;
    double fieldTop = labelTop + 10 - 15;
    report.expectFrame(engine, fields[static_cast<std::size_t>(row)],
                       {fieldLeft, fieldTop, (300.0 + seed - 16) - fieldLeft, 30},
                       "form " + std::to_string(seed) + " field " + std::to_string(row));
    labelTop = fieldTop + 30 + 12;
  }
}

/// A layout file loaded into its own engine under a name of its own (the file's name in messages
/// is the one thing the library keeps for the whole process: `internFileName`). A box 10 from the
/// root's left and top, half the root's width less 20, 40 high, in a root 200 + seed wide: its
/// width is (200 + seed) / 2 - 20.
void loadFile(int seed, ThreadReport& report) {
  LayoutEngine engine;
  const std::string text = "clayout 1\nsize: width " + std::to_string(200 + seed) +
                           ", height 100\nview box\nbox.left == root.left + 10\n"
                           "box.top == root.top + 10\nbox.width == root.width * 0.5 - 20\n"
                           "box.height == 40\n";
  LayoutFileLoad load = loadLayoutText(engine, text, "thread" + std::to_string(seed) + ".layout");
  report.expect(load.succeeded(), "load thread" + std::to_string(seed) + ".layout");
  if (!load.succeeded()) return;
  report.expectFrame(engine, load.itemsByName.at("box"), {10, 10, (200.0 + seed) / 2 - 20, 40},
                     "file " + std::to_string(seed) + " box");
}

}  // namespace

TEST_CASE("independent engines on eight threads at once give the frames derived by hand") {
  const int threadCount = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 4u, 8u));
  std::vector<ThreadReport> reports(static_cast<std::size_t>(threadCount));
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int index = 0; index < threadCount; ++index) {
    threads.emplace_back([index, threadCount, &ready, &reports] {
      // Start together, so that the engines really run at the same time.
      ready.fetch_add(1);
      while (ready.load() < threadCount) std::this_thread::yield();
      ThreadReport& report = reports[static_cast<std::size_t>(index)];
      for (int round = 0; round < 3; ++round) {
        layOutRow(index * 3 + round, report);
        layOutForm(index * 3 + round, report);
        loadFile(index * 3 + round, report);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (const ThreadReport& report : reports) {
    CHECK(report.checks > 100);
    for (const std::string& failure : report.failures) {
      testing::reportFailure(__FILE__, __LINE__, failure);
    }
  }
}

TEST_CASE("an engine built on one thread is used on another (one thread at a time)") {
  LayoutEngine engine;
  LayoutItem view = engine.makeItem("view");
  CHECK_SUCCESS(engine.addSubitem(engine.root(), view));
  REQUIRE(activateConstraints({
      view.left == engine.root().left + 10,
      view.right == engine.root().right - 10,
      view.top == engine.root().top,
      view.height == 20,
  }));
  LayoutRect frame;
  std::thread worker([&] {
    CHECK_SUCCESS(engine.setRootSize({500, 100}));
    frame = engine.frame(view, LayoutCoordinates::root);
  });
  worker.join();
  CHECK_NEAR(frame.x, 10, 1e-9);
  CHECK_NEAR(frame.width, 480, 1e-9);
}
