// YogaWorkloads.cpp — the peer Yoga (the flexbox engine under React Native) on the flexbox
// equivalents of W2, W3 and W5 (Workloads.md "Yoga's equivalents"): clayout-bench-yoga.
//
// Yoga's C++ sources come from the `poga` source distribution on PyPI, fetched by Benchmarks/run
// into the ignored Benchmarks/.peer/ and compiled with our flags (-O2 -DNDEBUG); they are never
// committed. This file is ours; it shares Workloads.h's options, reports, floor and checks with the
// other benchmarks, so a wrong frame is a FAIL line and exit status 3 before any time is reported.
//
// W2 as nested flex boxes: view i is a Yoga node, a child of node (i-1)/4 in order; a parent at
// even depth is a row, at odd depth a column. Each child has flex basis 0 and flex grow 1 (flex
// shrink stays at Yoga's 0) and stretches across (align-items stretch, Yoga's default); the
// spacing is margins, so that no node has padding (a padded node's flex basis would be clamped up
// to its padding, and a parent beside a leaf would grow more than the leaf): along the parent's
// main axis a leading margin of 1 on the first child and 2 (the gap) on the others, a trailing
// margin of 1 on the fourth; across, 1 on both sides. A parent with k < 4 children gets one extra
// node after them, never read: a spacer of flex grow 4 - k, leading margin 2(4 - k) and trailing
// margin 1, standing for the missing children. So along the main axis the margins take
// 1 + 3 · 2 + 1 = 8 and each child is (P.size - 8) / 4 = P.size / 4 - 2 long, child j starting at
// P.pos + 1 + j (P.size / 4 - 2 + 2); across, it starts at P.cpos + 1 and is P.csize - 2 long:
// W2's closed form (padding 1 and gap 2 in CSS terms). The root is 3840 × 2160 (its style's width
// and height); point rounding is off (scale factor 0), so frames are not snapped to pixels. Frames
// are read in root coordinates: Yoga gives each relative to its parent, summed down the tree.
#include <yoga/Yoga.h>

#include <memory>
#include <string>
#include <vector>

#include "Workloads.h"

namespace {

using bench::Clock;
using bench::Options;
using bench::Report;

constexpr const char* impl = "yoga";
constexpr const char* api = "flexbox";

/// The intrinsic width of W5's text, read by its measure function through the node's context.
struct Text {
  float width = 0;
};

YGSize measureText(YGNodeRef node, float, YGMeasureMode, float height, YGMeasureMode heightMode) {
  const Text* text = static_cast<const Text*>(YGNodeGetContext(node));
  return YGSize{text->width, heightMode == YGMeasureModeExactly ? height : 0.0f};
}

/// W2's tree as Yoga nodes; freed (out of any timed part) with the object.
struct Tree {
  YGConfigRef config = nullptr;
  std::vector<YGNodeRef> nodes;  // the views, in W2's order (spacers are owned by their parents)

  Tree() = default;
  Tree(const Tree&) = delete;
  Tree& operator=(const Tree&) = delete;
  ~Tree() {
    if (!nodes.empty()) YGNodeFreeRecursive(nodes[0]);
    if (config) YGConfigFree(config);
  }
};

/// Builds W2's tree (see the top of the file) with the root `width` wide, and lays it out once.
void build(Tree& tree, int n, double width) {
  tree.config = YGConfigNew();
  YGConfigSetPointScaleFactor(tree.config, 0);
  tree.nodes.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) tree.nodes.push_back(YGNodeNewWithConfig(tree.config));
  YGNodeRef root = tree.nodes[0];
  YGNodeStyleSetWidth(root, static_cast<float>(width));
  YGNodeStyleSetHeight(root, static_cast<float>(bench::treeRootHeight));
  long long levelEnd = 1;
  bool even = true;
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    YGNodeRef parent = tree.nodes[static_cast<size_t>(p)];
    YGNodeStyleSetFlexDirection(parent, even ? YGFlexDirectionRow : YGFlexDirectionColumn);
    const YGEdge leading = even ? YGEdgeLeft : YGEdgeTop, trailing = even ? YGEdgeRight : YGEdgeBottom;
    const YGEdge crossLeading = even ? YGEdgeTop : YGEdgeLeft,
                 crossTrailing = even ? YGEdgeBottom : YGEdgeRight;
    const long long first = 4 * p + 1;
    const int k = static_cast<int>(std::min<long long>(4, n - first));
    for (int j = 0; j < k; ++j) {
      YGNodeRef child = tree.nodes[static_cast<size_t>(first + j)];
      YGNodeStyleSetFlexBasis(child, 0);
      YGNodeStyleSetFlexGrow(child, 1);
      YGNodeStyleSetMargin(child, leading, j == 0 ? 1 : 2);
      if (j == 3) YGNodeStyleSetMargin(child, trailing, 1);
      YGNodeStyleSetMargin(child, crossLeading, 1);
      YGNodeStyleSetMargin(child, crossTrailing, 1);
      YGNodeInsertChild(parent, child, static_cast<uint32_t>(j));
    }
    if (k < 4) {
      YGNodeRef spacer = YGNodeNewWithConfig(tree.config);
      YGNodeStyleSetFlexBasis(spacer, 0);
      YGNodeStyleSetFlexGrow(spacer, static_cast<float>(4 - k));
      YGNodeStyleSetMargin(spacer, leading, static_cast<float>(2 * (4 - k)));
      YGNodeStyleSetMargin(spacer, trailing, 1);
      YGNodeInsertChild(parent, spacer, static_cast<uint32_t>(k));
    }
  }
}

void layOut(Tree& tree) { YGNodeCalculateLayout(tree.nodes[0], YGUndefined, YGUndefined, YGDirectionLTR); }

/// Every view's frame in root coordinates (left, top, width, height); parents come before their
/// children, so each parent's origin is known when its children are read.
void readAll(const Tree& tree, double* out) {
  for (size_t i = 0; i < tree.nodes.size(); ++i) {
    YGNodeRef node = tree.nodes[i];
    const double* parent = i == 0 ? nullptr : out + 4 * ((i - 1) / 4);
    out[4 * i + 0] = (parent ? parent[0] : 0) + YGNodeLayoutGetLeft(node);
    out[4 * i + 1] = (parent ? parent[1] : 0) + YGNodeLayoutGetTop(node);
    out[4 * i + 2] = YGNodeLayoutGetWidth(node);
    out[4 * i + 3] = YGNodeLayoutGetHeight(node);
  }
}

/// One node's frame in root coordinates, summing the offsets of its ancestors.
void readOne(YGNodeRef node, double* out) {
  out[0] = YGNodeLayoutGetLeft(node);
  out[1] = YGNodeLayoutGetTop(node);
  out[2] = YGNodeLayoutGetWidth(node);
  out[3] = YGNodeLayoutGetHeight(node);
  for (YGNodeRef up = YGNodeGetParent(node); up; up = YGNodeGetParent(up)) {
    out[0] += YGNodeLayoutGetLeft(up);
    out[1] += YGNodeLayoutGetTop(up);
  }
}

/// The end of W3's and W5's setup: lays `tree` (W2 at the tree's root width) out, reads every frame
/// into `values` and checks them against the floor; returns the setup's time since `setupStart`.
double layOutAfterSetup(Tree& tree, const Options& o, Clock::time_point setupStart,
                        const std::string& context, std::vector<double>& values) {
  layOut(tree);
  values.assign(4 * static_cast<size_t>(o.n), 0.0);
  std::vector<double> expected(values.size());
  readAll(tree, values.data());
  const double setupMs = bench::msSince(setupStart);
  bench::floorTree(o.n, bench::treeRootWidth, expected.data());
  bench::checkValues("solution after the setup", values.data(), expected.data(),
                     static_cast<long long>(values.size()), context);
  return setupMs;
}

/// W2 (and W2batch: a flexbox tree has no one-by-one build; W2required and W2equalities: the same
/// frames): create the nodes, lay out, read every frame; checked against the floor and the closed
/// forms.
int runBuild(const Options& o) {
  const std::string context = bench::contextOf(o, impl);
  std::vector<double> values(4 * static_cast<size_t>(o.n));
  double ms = 0;
  {
    const auto start = Clock::now();
    Tree tree;
    build(tree, o.n, bench::treeRootWidth);
    layOut(tree);
    readAll(tree, values.data());
    ms = bench::msSince(start);
  }  // The tree is freed here, out of the timed part.
  std::vector<double> expected(values.size());
  bench::floorTree(o.n, bench::treeRootWidth, expected.data());
  bench::checkValues("solution", values.data(), expected.data(), static_cast<long long>(values.size()),
                     context);
  bench::checkTreeClosedForm(o.n, bench::treeRootWidth, values.data(), context);
  Report report(o, impl, api);
  report.add("status", std::string("ok")).add("time_ms", ms).add("done", static_cast<long long>(o.n));
  report.print();
  return 0;
}

/// Whether some W3 frame's floor has a negative size: a flexbox size is never negative, so Yoga
/// cannot give those frames (W2's deep levels at the smallest widths, from about 87,382 views).
bool hasNegativeSize(int n, double width) {
  std::vector<double> frames(4 * static_cast<size_t>(n));
  bench::floorTree(n, width, frames.data());
  for (size_t i = 0; i < frames.size(); i += 4)
    if (frames[i + 2] < 0 || frames[i + 3] < 0) return true;
  return false;
}

/// W3: per frame the root's style width set, the tree laid out again, every frame read.
int runResize(const Options& o) {
  const std::string context = bench::contextOf(o, impl);
  Report report(o, impl, api);
  const double smallest = o.workload == "W3drag" ? bench::dragWidth(bench::w3Frames - 1) : 2560.0;
  if (hasNegativeSize(o.n, smallest)) {
    report.add("status", std::string("unsupported")).add("reason", std::string("negative-size-in-the-floor"));
    report.print();
    return 0;
  }
  const auto setupStart = Clock::now();
  Tree tree;
  build(tree, o.n, bench::treeRootWidth);
  std::vector<double> values;
  const double setupMs = layOutAfterSetup(tree, o, setupStart, context, values);
  std::vector<double> frames;
  const bool capped = bench::runResizeFrames(o, context, values, frames, [&](double x) {
    YGNodeStyleSetWidth(tree.nodes[0], static_cast<float>(x));
    layOut(tree);
    readAll(tree, values.data());
  });
  bench::addTimings(report, frames, capped, static_cast<long long>(frames.size()), bench::w3Frames)
      .add("setup_ms", setupMs);
  report.print();
  return 0;
}

/// W5: the text (Workloads.h `textLeaf`) has a measure function returning its intrinsic width and
/// does not stretch (align-self flex-start); per frame the width changes, the node is marked
/// dirty, the tree laid out and the text's frame read.
int runTextChange(const Options& o) {
  const std::string context = bench::contextOf(o, impl);
  const int leaf = bench::textLeaf(o.n);
  if (leaf < 0) bench::fatal(context + ": W5 needs a leaf under a vertical stack (N >= 6)");
  Report report(o, impl, api);
  const auto setupStart = Clock::now();
  Tree tree;
  build(tree, o.n, bench::treeRootWidth);
  Text text{static_cast<float>(bench::textInitialWidth(o.n))};
  YGNodeRef node = tree.nodes[static_cast<size_t>(leaf)];
  YGNodeStyleSetAlignSelf(node, YGAlignFlexStart);
  YGNodeSetContext(node, &text);
  YGNodeSetMeasureFunc(node, measureText);
  std::vector<double> values;
  const double setupMs = layOutAfterSetup(tree, o, setupStart, context, values);
  double textFrame[4] = {0, 0, 0, 0}, last = 0;
  std::vector<double> frames;
  const bool capped = bench::runTextFrames(o, context, textFrame, frames, last, [&](double w) {
    text.width = static_cast<float>(w);
    YGNodeMarkDirty(node);
    layOut(tree);
    readOne(node, textFrame);
  });
  readAll(tree, values.data());
  std::vector<double> expected(values.size());
  bench::floorText(o.n, last, expected.data());
  bench::checkValues("solution after the frames", values.data(), expected.data(),
                     static_cast<long long>(values.size()), context);
  bench::addTimings(report, frames, capped, static_cast<long long>(frames.size()), bench::w3Frames)
      .add("setup_ms", setupMs)
      .add("text", static_cast<long long>(leaf));
  report.print();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = bench::parseOptions(argc, argv);
  if (o.workload == "W2" || o.workload == "W2batch" || o.workload == "W2required" ||
      o.workload == "W2equalities")
    return runBuild(o);
  if (o.workload == "W3drag" || o.workload == "W3jump" || o.workload == "W3jumpRequired") return runResize(o);
  if (o.workload == "W5") return runTextChange(o);
  Report report(o, impl, api);
  report.add("status", std::string("none"));
  report.print();
  return 0;
}
