// LayoutFileCases.cpp — a layout file of N views, loaded by the C++ loader: what `clayout FILE`
// and `clayout check FILE` start from (Benchmarks/layout-files runs those; Workloads.md, "Layout
// files").
//
//   clayout-bench-layout-files --views N [--reps R] [--write PATH]
//
// The file is a list, as an app's screen of rows: `view list` holding (N - 1) / 3 rows, each a
// view with an icon (intrinsic 40 × 40) and a title (intrinsic 200 × 20), placed by one format per
// axis and one anchor constraint per row, the rows stacked by a format each:
//
//   view row7 {
//     view icon7 { intrinsicContentSize: width 40, height 40; contentHugging: horizontal 251 }
//     view title7 { intrinsicContentSize: width 200, height 20 }
//     H:|-16-[icon7]-gap-[title7]-16-|
//     V:|-8-[icon7]-8-|
//     title7.centerY == icon7.centerY
//   }
//   H:|[row7]|
//   V:[row6][row7]
//
// inside `H:|[list]|` and `V:|[list]`, at 375 × 667. The icon hugs its width harder than the
// title (251 > 250), so the title takes the row's room. By hand (gap = 8): row i at (0, 56 i),
// 375 × 56; its icon at (16, 56 i + 8), 40 × 40; its title at (64, 56 i + 18), 295 × 20 (its
// leading edge 16 + 40 + 8, its trailing 16 from 375; centred on the icon's 20 + 56 i + 8); the
// list at (0, 0), 375 × 56 · rows.
//
// Timed: `loadLayoutText` into a new engine (tokens, parse, the rehearsal on a scratch engine,
// the application to the host's: `load_ms`), then every frame read once (`LayoutEngine::frames`,
// `frames_ms`). Each run checks every frame against the hand derivation above before it reports,
// and prints `BENCH case=layoutfile n=<views> status=ok load_ms=<t> frames_ms=<t> bytes=<file>`;
// a wrong frame prints `FAIL …` and exits 3. With --write PATH, the file is also written there
// (for clayout).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Text/LayoutFile.h"

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// The list of `rows` rows (see the file's comment).
std::string listLayout(int rows) {
  std::string text =
      "clayout 1\n# A list of rows (Benchmarks/LayoutFileCases.cpp).\nsize: width 375, height 667\n";
  text += "gap = 8\nview list {\n";
  for (int i = 0; i < rows; ++i) {
    const std::string n = std::to_string(i);
    text += "  view row" + n + " {\n";
    text += "    view icon" + n +
            " { intrinsicContentSize: width 40, height 40; contentHugging: horizontal 251 }\n";
    text += "    view title" + n + " { intrinsicContentSize: width 200, height 20 }\n";
    text += "    H:|-16-[icon" + n + "]-gap-[title" + n + "]-16-|\n";
    text += "    V:|-8-[icon" + n + "]-8-|\n";
    text += "    title" + n + ".centerY == icon" + n + ".centerY\n";
    text += "  }\n";
    text += "  H:|[row" + n + "]|\n";
    text += i == 0 ? "  V:|[row0]\n" : "  V:[row" + std::to_string(i - 1) + "][row" + n + "]\n";
  }
  if (rows > 0) text += "  V:[row" + std::to_string(rows - 1) + "]|\n";
  text += "}\nH:|[list]|\nV:|[list]\n";
  return text;
}

/// The frame the hand derivation gives the item named `name`, in root coordinates.
bool expectedFrame(const std::string& name, int rows, clayout::LayoutRect& frame) {
  auto index = [&](std::size_t prefix) { return std::atoi(name.c_str() + prefix); };
  if (name == "list") {
    frame = {0, 0, 375, 56.0 * rows};
  } else if (name.rfind("row", 0) == 0) {
    frame = {0, 56.0 * index(3), 375, 56};
  } else if (name.rfind("icon", 0) == 0) {
    frame = {16, 56.0 * index(4) + 8, 40, 40};
  } else if (name.rfind("title", 0) == 0) {
    frame = {64, 56.0 * index(5) + 18, 295, 20};
  } else {
    return false;
  }
  return true;
}

bool close(double a, double b) { return std::fabs(a - b) <= 1e-6 * std::fmax(1.0, std::fabs(b)); }

}  // namespace

int main(int argc, char** argv) {
  int views = 1000;
  int reps = 1;
  const char* writePath = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--views") == 0 && i + 1 < argc) {
      views = std::atoi(argv[++i]);
    } else if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
      reps = std::atoi(argv[++i]);
    } else if (std::strcmp(argv[i], "--write") == 0 && i + 1 < argc) {
      writePath = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s --views N [--reps R] [--write PATH]\n", argv[0]);
      return 2;
    }
  }
  const int rows = std::max(1, (views - 1) / 3);
  const std::string text = listLayout(rows);
  if (writePath != nullptr) {
    std::ofstream file(writePath, std::ios::binary);
    file << text;
    if (!file) {
      std::fprintf(stderr, "cannot write %s\n", writePath);
      return 2;
    }
  }
  for (int rep = 0; rep < reps; ++rep) {
    clayout::LayoutEngine engine;
    Clock::time_point start = Clock::now();
    clayout::LayoutFileLoad load = clayout::loadLayoutText(engine, text, "list.layout");
    const double loadMilliseconds = millisecondsSince(start);
    if (!load) {
      std::printf("FAIL case=layoutfile n=%d: %s\n", 1 + 3 * rows,
                  clayout::describeDiagnostic(load.diagnostics.front()).c_str());
      return 3;
    }
    start = Clock::now();
    std::vector<clayout::LayoutRect> frames(engine.itemsInTreeOrder().size());
    const std::size_t count = engine.frames(frames, clayout::LayoutCoordinates::root, 0);
    const double framesMilliseconds = millisecondsSince(start);
    if (count != frames.size()) {
      std::printf("FAIL case=layoutfile: %zu frames for %zu items\n", count, frames.size());
      return 3;
    }
    for (const clayout::LoadedItem& item : load.items) {
      clayout::LayoutRect expected;
      clayout::LayoutRect got = engine.frame(item.item, clayout::LayoutCoordinates::root);
      if (!expectedFrame(item.name, rows, expected) || !close(got.x, expected.x) ||
          !close(got.y, expected.y) || !close(got.width, expected.width) ||
          !close(got.height, expected.height)) {
        std::printf("FAIL case=layoutfile n=%d: %s at (%g, %g, %g, %g), expected (%g, %g, %g, %g)\n",
                    1 + 3 * rows, item.name.c_str(), got.x, got.y, got.width, got.height, expected.x,
                    expected.y, expected.width, expected.height);
        return 3;
      }
    }
    std::printf("BENCH case=layoutfile n=%d status=ok load_ms=%.3f frames_ms=%.3f bytes=%zu\n", 1 + 3 * rows,
                loadMilliseconds, framesMilliseconds, text.size());
  }
  return 0;
}
