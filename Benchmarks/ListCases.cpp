// ListCases.cpp — the list: N rows in a vertical stack, each row a horizontal stack of
// an image and a wrapping label (a measuring function over the reference monospaced measurer).
// What a feed or a settings screen is, and what a host of this engine builds most.
//
//   L1build     the whole list: items, stacks, measuring functions, the root's size, one
//               `layoutIfNeeded` and every frame read in bulk. Timed: all of it.
//   L2resize    after L1build (untimed): per frame the root narrows by one point (a live resize
//               drag): `setRootSize`, `layoutIfNeeded` (every label re-wraps at its new width) and
//               the frames that changed (`changedFrames`). Timed: the median frame.
//   L3text      after L1build (untimed): per frame one label's text changes (row N/2, long and
//               short in turn): `invalidateIntrinsicContentSize`, `layoutIfNeeded`, `changedFrames`
//               (the label, its row, and every row below it move). Timed: the median frame.
//
// The rows (root width W; the label's width W - 48): the image is 40 × 40 at the row's leading edge,
// the label 8 after it and to the row's trailing edge, both at the row's top (alignment `top`); a
// row is as tall as the taller of the two; the rows follow one another with no spacing from the
// root's top. The label's text is words of 2 to 10 letters set in 8-point characters and 20-point
// lines. Each run checks every frame (x, y, width, height, root coordinates) against this closed
// form, with the lines counted by a greedy word wrap written here (not the library's measurer),
// after the build and after the frames, and prints one line
// `BENCH case=<case> n=<N> status=ok time_ms=<t> ...`; a wrong frame prints `FAIL ...` and exits 3.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "CLayoutCore/Anchors/ActivateConstraints.h"
#include "CLayoutCore/Anchors/AnchorOperators.h"
#include "CLayoutCore/Layout/CLayoutAnchor.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Layout/TextMeasurement.h"

namespace {

using Clock = std::chrono::steady_clock;
using clayout::LayoutCoordinates;
using clayout::LayoutEngine;
using clayout::LayoutItem;
using clayout::LayoutRect;
using clayout::LayoutResult;

constexpr double advance = 8;
constexpr double lineHeight = 20;
constexpr double imageSide = 40;
constexpr double gap = 8;
constexpr double startWidth = 375;
constexpr int resizeFrames = 40;
constexpr int textFrames = 40;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

[[noreturn]] void fail(const std::string& message) {
  std::printf("FAIL %s\n", message.c_str());
  std::exit(3);
}

void check(const LayoutResult& result, const char* call) {
  if (!result.succeeded()) {
    std::printf("ERROR %s failed: %s\n", call, result.message.c_str());
    std::exit(2);
  }
}

/// Row `row`'s text: 4 to 32 words of 2 to 10 letters, different from row to row; `variant` 1 is
/// the long text of L3text (three times the words).
std::string textOf(int row, int variant) {
  int words = 4 + (row * 13) % 29;
  if (variant == 1) words *= 3;
  std::string text;
  for (int word = 0; word < words; ++word) {
    if (word > 0) text += ' ';
    int letters = 2 + (row * 31 + word * 17) % 9;
    for (int letter = 0; letter < letters; ++letter)
      text += static_cast<char>('a' + (row + word + letter) % 26);
  }
  return text;
}

/// The reference: the lines of `text` (single spaces between words of at most a line's length)
/// set greedily in lines of `width` points of `advance`-point characters.
int linesOf(const std::string& text, double width) {
  const long capacity = std::max(1L, static_cast<long>(std::floor(width / advance + 1e-9)));
  int lines = 0;
  long line = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    long length = static_cast<long>(end - start);
    if (lines == 0 || line + 1 + length > capacity) {
      ++lines;
      line = length;
    } else {
      line += 1 + length;
    }
    start = end + 1;
  }
  return lines;
}

struct List {
  LayoutEngine engine;
  LayoutItem list;
  std::vector<LayoutItem> rows, images, labels;
  std::vector<std::shared_ptr<std::string>> texts;
};

/// Builds the list of `n` rows at root width `startWidth`, laid out.
void build(List& list, int n) {
  LayoutEngine& engine = list.engine;
  LayoutItem root = engine.root();
  list.list = engine.makeStack("list");
  check(engine.setStackAxis(list.list, clayout::LayoutAxis::vertical), "setStackAxis");
  check(engine.addSubitem(root, list.list), "addSubitem");
  check(clayout::activateConstraints({list.list.top == root.top, list.list.leading == root.leading,
                                      list.list.trailing == root.trailing}),
        "activateConstraints");
  const clayout::MonospacedTextMeasurer measurer{advance, lineHeight};
  for (int row = 0; row < n; ++row) {
    LayoutItem stack = engine.makeStack("row" + std::to_string(row));
    check(engine.setStackAlignment(stack, clayout::LayoutStackAlignment::top), "setStackAlignment");
    check(engine.setStackSpacing(stack, gap), "setStackSpacing");
    LayoutItem image = engine.makeItem("image" + std::to_string(row));
    LayoutItem label = engine.makeItem("label" + std::to_string(row));
    auto text = std::make_shared<std::string>(textOf(row, 0));
    check(engine.setMeasuringFunction(
              label, [measurer, text](double width) { return measurer.measure(*text, width); }),
          "setMeasuringFunction");
    check(engine.addArrangedSubitem(stack, image), "addArrangedSubitem");
    check(engine.addArrangedSubitem(stack, label), "addArrangedSubitem");
    check(clayout::activateConstraints({image.width == imageSide, image.height == imageSide}),
          "activateConstraints");
    check(engine.addArrangedSubitem(list.list, stack), "addArrangedSubitem");
    list.rows.push_back(stack);
    list.images.push_back(image);
    list.labels.push_back(label);
    list.texts.push_back(text);
  }
  check(engine.setRootSize({startWidth, 800}), "setRootSize");
  check(engine.layoutIfNeeded(), "layoutIfNeeded");
}

/// Checks every frame against the closed form at root width `width`.
void checkFrames(const List& list, double width, const char* when) {
  double y = 0;
  const double labelWidth = width - imageSide - gap;
  auto near = [](const LayoutRect& frame, double x, double top, double w, double h) {
    return std::fabs(frame.x - x) <= 1e-6 && std::fabs(frame.y - top) <= 1e-6 &&
           std::fabs(frame.width - w) <= 1e-6 && std::fabs(frame.height - h) <= 1e-6;
  };
  for (std::size_t row = 0; row < list.rows.size(); ++row) {
    double labelHeight = linesOf(*list.texts[row], labelWidth) * lineHeight;
    double rowHeight = std::max(imageSide, labelHeight);
    LayoutRect rowFrame = list.engine.frame(list.rows[row], LayoutCoordinates::root);
    LayoutRect image = list.engine.frame(list.images[row], LayoutCoordinates::root);
    LayoutRect label = list.engine.frame(list.labels[row], LayoutCoordinates::root);
    if (!near(rowFrame, 0, y, width, rowHeight) || !near(image, 0, y, imageSide, imageSide) ||
        !near(label, imageSide + gap, y, labelWidth, labelHeight)) {
      char message[512];
      std::snprintf(
          message, sizeof message,
          "%s: row %zu: expected row (0 %g %g %g) label (%g %g %g %g); got row (%g %g %g %g) image (%g %g %g "
          "%g) label (%g %g %g %g)",
          when, row, y, width, rowHeight, imageSide + gap, y, labelWidth, labelHeight, rowFrame.x, rowFrame.y,
          rowFrame.width, rowFrame.height, image.x, image.y, image.width, image.height, label.x, label.y,
          label.width, label.height);
      fail(message);
    }
    y += rowHeight;
  }
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values.empty() ? 0 : values[values.size() / 2];
}

int runBuild(int n) {
  const auto start = Clock::now();
  List list;
  build(list, n);
  std::vector<LayoutRect> frames(list.engine.frames({}, LayoutCoordinates::root));
  (void)list.engine.frames(frames, LayoutCoordinates::root);
  const double ms = msSince(start);
  checkFrames(list, startWidth, "after the build");
  std::printf("BENCH case=L1build n=%d status=ok time_ms=%.3f items=%zu\n", n, ms, frames.size());
  return 0;
}

/// Runs `frames` frames after the build, each `change(frame)` then `layoutIfNeeded` and the frames
/// that changed, timed; prints the case's line with the median frame.
template <class Change>
void runFrames(const char* name, int n, List& list, int frames, Change change) {
  (void)list.engine.changedFrames(LayoutCoordinates::root);
  std::vector<double> times;
  std::size_t changed = 0;
  for (int frame = 0; frame < frames; ++frame) {
    const auto start = Clock::now();
    change(frame);
    check(list.engine.layoutIfNeeded(), "layoutIfNeeded");
    changed += list.engine.changedFrames(LayoutCoordinates::root).size();
    times.push_back(msSince(start));
  }
  std::printf("BENCH case=%s n=%d status=ok time_ms=%.4f frames=%d changed_per_frame=%zu\n", name, n,
              median(times), frames, changed / static_cast<std::size_t>(frames));
}

int runResize(int n) {
  List list;
  build(list, n);
  double width = startWidth;
  runFrames("L2resize", n, list, resizeFrames, [&](int) {
    width -= 1;
    check(list.engine.setRootSize({width, 800}), "setRootSize");
  });
  checkFrames(list, width, "after the resize");
  return 0;
}

int runText(int n) {
  List list;
  build(list, n);
  const std::size_t row = static_cast<std::size_t>(n / 2);
  runFrames("L3text", n, list, textFrames, [&](int frame) {
    // The text is the host's data: changing it is not the engine's time, but it is in the frame.
    *list.texts[row] = textOf(static_cast<int>(row), frame % 2 == 0 ? 1 : 0);
    check(list.engine.invalidateIntrinsicContentSize(list.labels[row]), "invalidateIntrinsicContentSize");
  });
  checkFrames(list, startWidth, "after the text changes");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string which;
  int n = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--case") == 0) which = argv[i + 1];
    if (std::strcmp(argv[i], "--n") == 0) n = std::atoi(argv[i + 1]);
  }
  if (n < 2) {
    std::fprintf(stderr, "usage: %s --case L1build|L2resize|L3text --n N (N >= 2)\n", argv[0]);
    return 2;
  }
  if (which == "L1build") return runBuild(n);
  if (which == "L2resize") return runResize(n);
  if (which == "L3text") return runText(n);
  std::fprintf(stderr, "unknown case %s\n", which.c_str());
  return 2;
}
