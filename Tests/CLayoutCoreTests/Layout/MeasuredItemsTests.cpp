// MeasuredItemsTests.cpp — measuring functions and `layoutIfNeeded`: a wrapping label grows
// downward at the width it gets and pushes what is below it; every failure leaves the engine
// exactly as it was. Sizes are derived by hand with the monospaced measurer (advance 8, line
// height 20: a line of w points holds floor(w / 8) characters).
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

constexpr double unlimited = std::numeric_limits<double>::infinity();
const MonospacedTextMeasurer font{8, 20};
/// 43 characters; at 10 a line (80 points): "the quick", "brown fox", "jumps over", "the lazy",
/// "dog": 5 lines. At 20 a line (160 points): "the quick brown fox", "jumps over the lazy", "dog".
const char* const fox = "the quick brown fox jumps over the lazy dog";

#define CHECK_KIND_NAMED(result, expected) \
  CHECK_EQUAL(std::string(layoutErrorKindName((result).kind)), std::string(layoutErrorKindName(expected)))

/// A measuring function that counts its calls and remembers the widths it was offered.
struct CountingMeasurer {
  std::shared_ptr<std::vector<double>> widths = std::make_shared<std::vector<double>>();
  std::shared_ptr<std::string> text;

  explicit CountingMeasurer(std::string initial) : text(std::make_shared<std::string>(std::move(initial))) {}

  LayoutMeasuringFunction function() const {
    return [widths = widths, text = text](double width) {
      widths->push_back(width);
      return font.measure(*text, width);
    };
  }
};

/// A column: `label` at (10, 10), 80 wide (required), and `box` 8 below it, 50 × 30.
struct Column {
  LayoutEngine engine;
  LayoutItem label;
  LayoutItem box;

  Column() {
    CHECK_SUCCESS(engine.setRootSize({320, 480}));
    label = addItem(engine, engine.root(), "label");
    box = addItem(engine, engine.root(), "box");
    CHECK_SUCCESS(activateConstraints(
        {label.left == engine.root().left + 10, label.top == engine.root().top + 10, label.width == 80,
         box.left == engine.root().left, box.top == label.bottom + 8, box.width == 50, box.height == 30}));
  }

  /// Everything a caller can observe, as text.
  std::string snapshot() const {
    std::string text = engine.dump();
    for (const LayoutItem& item : {engine.root(), label, box}) {
      LayoutRect rect = engine.frame(item, LayoutCoordinates::root);
      text += engine.name(item) + " " + numberDescription(rect.x) + " " + numberDescription(rect.y) + " " +
              numberDescription(rect.width) + " " + numberDescription(rect.height) + "\n";
      text += engine.hasMeasuringFunction(item) ? "measured\n" : "not measured\n";
    }
    return text;
  }
};

}  // namespace

TEST_CASE("a long text in a narrow column grows downward and pushes the view below it") {
  Column column;
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, font.measuringFunction(fox)));
  CHECK(column.engine.hasMeasuringFunction(column.label));
  // Measured once at +infinity at once: 43 characters on one line, 344 × 20; the required 80
  // wins over the width's compression resistance. The box is 8 below: 10 + 20 + 8 = 38.
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 20);
  CHECK_FRAME(column.engine.frame(column.box), 0, 38, 50, 30);
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  // At 80 points: 5 lines, 100 high; the box at 10 + 100 + 8 = 118.
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 100);
  CHECK_FRAME(column.engine.frame(column.box), 0, 118, 50, 30);
}

TEST_CASE("a wrapping label settles in two rounds: measured once at its width") {
  Column column;
  CountingMeasurer measurer(fox);
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, measurer.function()));
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  // +infinity by setMeasuringFunction, 80 in round 1; round 2 finds the width unchanged and
  // measures nothing.
  CHECK_EQUAL(measurer.widths->size(), std::size_t{2});
  CHECK(std::isinf(measurer.widths->at(0)));
  CHECK_EQUAL(measurer.widths->at(1), 80.0);
  // Nothing changed: nothing is measured.
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  CHECK_EQUAL(measurer.widths->size(), std::size_t{2});
}

TEST_CASE("a height that moves another label's width is measured again in the next round") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  // `second` is made first, so each round measures it before `first`.
  LayoutItem second = addItem(engine, engine.root(), "second");
  LayoutItem first = addItem(engine, engine.root(), "first");
  CHECK_SUCCESS(activateConstraints({first.left == engine.root().left, first.top == engine.root().top,
                                     first.width == 80, second.left == engine.root().left,
                                     second.top == first.bottom, second.width == first.height * -1 + 200}));
  CountingMeasurer secondMeasurer("aaaa bbbb cccc dddd eeee");
  CHECK_SUCCESS(engine.setMeasuringFunction(first, font.measuringFunction(fox)));
  CHECK_SUCCESS(engine.setMeasuringFunction(second, secondMeasurer.function()));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // Round 1: second at 200 - 20 = 180 (22 a line: "aaaa bbbb cccc dddd" (19), "eeee"), then
  // first at 80: 100 high, so second's width becomes 100. Round 2: second at 100 (12 a line:
  // "aaaa bbbb", "cccc dddd", "eeee": 60 high). Round 3: nothing changed.
  CHECK_EQUAL(secondMeasurer.widths->size(), std::size_t{3});
  CHECK_EQUAL(secondMeasurer.widths->at(1), 180.0);
  CHECK_EQUAL(secondMeasurer.widths->at(2), 100.0);
  CHECK_FRAME(engine.frame(first), 0, 0, 80, 100);
  CHECK_FRAME(engine.frame(second), 0, 100, 100, 60);
}

TEST_CASE("a changed text is measured again after invalidateIntrinsicContentSize") {
  Column column;
  CountingMeasurer measurer(fox);
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, measurer.function()));
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  CHECK_FRAME(column.engine.frame(column.box), 0, 118, 50, 30);
  *measurer.text = "hello world";
  CHECK_SUCCESS(column.engine.invalidateIntrinsicContentSize(column.label));
  // Measured at +infinity at once; the height is stale (the old text's 100) until layoutIfNeeded.
  CHECK_EQUAL(measurer.widths->size(), std::size_t{3});
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 100);
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  // "hello world" at 10 a line: "hello", "world": 40 high; the box at 10 + 40 + 8 = 58.
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 40);
  CHECK_FRAME(column.engine.frame(column.box), 0, 58, 50, 30);
  // Invalidating an item without a function does nothing.
  std::string before = column.snapshot();
  CHECK_SUCCESS(column.engine.invalidateIntrinsicContentSize(column.box));
  CHECK_EQUAL(column.snapshot(), before);
}

TEST_CASE("a root resize changes the label's width: layoutIfNeeded measures it again") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({100, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  LayoutItem box = addItem(engine, engine.root(), "box");
  CHECK_SUCCESS(
      activateConstraints({label.left == engine.root().left + 10, label.right == engine.root().right - 10,
                           label.top == engine.root().top + 10, box.left == engine.root().left,
                           box.top == label.bottom + 8, box.width == 50, box.height == 30}));
  CHECK_SUCCESS(engine.setMeasuringFunction(label, font.measuringFunction(fox)));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // 100 - 20 = 80 points: 5 lines.
  CHECK_FRAME(engine.frame(label), 10, 10, 80, 100);
  CHECK_SUCCESS(engine.setRootSize({180, 480}));
  // Stale until layoutIfNeeded: the width follows the root, the height is still 5 lines'.
  CHECK_FRAME(engine.frame(label), 10, 10, 160, 100);
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // 160 points: 3 lines, 60 high; the box at 10 + 60 + 8 = 78.
  CHECK_FRAME(engine.frame(label), 10, 10, 160, 60);
  CHECK_FRAME(engine.frame(box), 0, 78, 50, 30);
}

TEST_CASE("clearing the function clears the intrinsic size; replacing it measures the new one") {
  Column column;
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, font.measuringFunction(fox)));
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, font.measuringFunction("hi")));
  // "hi": 16 × 20 naturally, one line at 80 too.
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 20);
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 20);
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, LayoutMeasuringFunction{}));
  CHECK(!column.engine.hasMeasuringFunction(column.label));
  // No intrinsic height: no constraint on the label's height is left.
  CHECK(column.engine.constraintsAffecting(column.label, LayoutAxis::vertical).size() == 2);
}

TEST_CASE("a NaN or negative answer fails naming the item, and the engine is unchanged") {
  for (double bad : {std::numeric_limits<double>::quiet_NaN(), unlimited, -20.0}) {
    Column column;
    // The label (made first) is measured first and grows to 100 high, moving the box; then the
    // box's function fails: the label's new height is undone.
    CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, font.measuringFunction(fox)));
    CHECK_SUCCESS(column.engine.setMeasuringFunction(column.box, [bad](double width) {
      return std::isinf(width) ? LayoutSize{50, 30} : LayoutSize{50, bad};
    }));
    std::string before = column.snapshot();
    LayoutResult result = column.engine.layoutIfNeeded();
    CHECK_KIND_NAMED(result, bad < 0 ? LayoutErrorKind::invalidValue : LayoutErrorKind::nonFiniteValue);
    CHECK_CONTAINS(result.message, "the measuring function of box at width 50 answered a height of");
    CHECK_EQUAL(column.snapshot(), before);
    CHECK_FRAME(column.engine.frame(column.label), 10, 10, 80, 20);
    CHECK_FRAME(column.engine.frame(column.box), 0, 38, 50, 30);
  }
  // At +infinity, setMeasuringFunction itself refuses, with the width named.
  Column column;
  std::string before = column.snapshot();
  LayoutResult result = column.engine.setMeasuringFunction(column.label, [](double) {
    return LayoutSize{std::numeric_limits<double>::quiet_NaN(), 20};
  });
  CHECK_KIND_NAMED(result, LayoutErrorKind::nonFiniteValue);
  CHECK_EQUAL(result.message,
              std::string("the measuring function of label at width +infinity answered a width of nan: it is "
                          "not finite"));
  CHECK_EQUAL(column.snapshot(), before);
  result = column.engine.setMeasuringFunction(column.label, [](double) { return LayoutSize{-1, 20}; });
  CHECK_KIND_NAMED(result, LayoutErrorKind::invalidValue);
  CHECK_EQUAL(column.snapshot(), before);
}

TEST_CASE("a failure in a later round undoes the heights of the earlier rounds") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem second = addItem(engine, engine.root(), "second");
  LayoutItem first = addItem(engine, engine.root(), "first");
  CHECK_SUCCESS(activateConstraints({first.left == engine.root().left, first.top == engine.root().top,
                                     first.width == 80, second.left == engine.root().left,
                                     second.top == first.bottom, second.width == first.height * -1 + 200}));
  CHECK_SUCCESS(engine.setMeasuringFunction(first, font.measuringFunction(fox)));
  // As in the case above: round 1 measures second at 180 (40 high) and first at 80 (100 high);
  // round 2 offers second 100, where this function fails.
  CHECK_SUCCESS(engine.setMeasuringFunction(second, [](double width) {
    if (width == 100) return LayoutSize{-1, 60};
    return font.measure("aaaa bbbb cccc dddd eeee", width);
  }));
  std::string before = engine.dump();
  LayoutResult result = engine.layoutIfNeeded();
  CHECK_KIND_NAMED(result, LayoutErrorKind::invalidValue);
  CHECK_EQUAL(result.message,
              std::string("the measuring function of second at width 100 answered a width of -1: a "
                          "size cannot be negative"));
  CHECK_EQUAL(engine.dump(), before);
  // As before the call: first 20 high (natural), second 200 - 20 = 180 wide and 20 high (its
  // natural single line).
  CHECK_FRAME(engine.frame(first), 0, 0, 80, 20);
  CHECK_FRAME(engine.frame(second), 0, 20, 180, 20);
}

TEST_CASE("a function that throws is caught: a clear error, the engine unchanged") {
  Column column;
  CHECK_SUCCESS(column.engine.setMeasuringFunction(column.label, [](double width) {
    if (std::isinf(width)) return LayoutSize{344, 20};
    throw std::runtime_error("no font");
  }));
  std::string before = column.snapshot();
  LayoutResult result = column.engine.layoutIfNeeded();
  CHECK_KIND_NAMED(result, LayoutErrorKind::measuringFunctionFailed);
  CHECK_EQUAL(
      result.message,
      std::string("the measuring function of label at width 80 threw instead of answering a size: no font"));
  CHECK_EQUAL(column.snapshot(), before);
  // Something that is no std::exception too.
  Column other;
  std::string otherBefore = other.snapshot();
  result = other.engine.setMeasuringFunction(other.label, [](double) -> LayoutSize { throw 42; });
  CHECK_KIND_NAMED(result, LayoutErrorKind::measuringFunctionFailed);
  CHECK_EQUAL(
      result.message,
      std::string("the measuring function of label at width +infinity threw instead of answering a size"));
  CHECK_EQUAL(other.snapshot(), otherBefore);
}

TEST_CASE("a height that feeds back into its own width does not settle: the engine is unchanged") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  LayoutItem box = addItem(engine, engine.root(), "box");
  // width = 200 - height; the function answers 60 high at +infinity, then 100 high at 150 points
  // or more, else 20: at 60 high the width is 140 → 20 high → width 180 → 100 high → width 100 →
  // 20 high → … (never 60 again, so only the restoring brings it back). The width's hugging and
  // compression resistance are made weak so that the height's decide.
  CHECK_SUCCESS(activateConstraints({label.left == engine.root().left, label.top == engine.root().top,
                                     label.width == label.height * -1 + 200, box.top == label.bottom,
                                     box.left == engine.root().left, box.width == 10, box.height == 10}));
  CHECK_SUCCESS(engine.setContentHuggingPriority(label, LayoutAxis::horizontal, 1));
  CHECK_SUCCESS(engine.setContentCompressionResistancePriority(label, LayoutAxis::horizontal, 1));
  CHECK_SUCCESS(engine.setMeasuringFunction(label, [](double width) {
    if (std::isinf(width)) return LayoutSize{50, 60};
    return width >= 150 ? LayoutSize{50, 100} : LayoutSize{50, 20};
  }));
  CHECK_FRAME(engine.frame(label), 0, 0, 140, 60);
  std::string before = engine.dump();
  LayoutResult result = engine.layoutIfNeeded();
  CHECK_KIND_NAMED(result, LayoutErrorKind::layoutDidNotSettle);
  CHECK_EQUAL(result.message,
              std::string("cannot lay out the measured items: after 10 rounds the height of label "
                          "still changed (a height that moves its own width?)"));
  CHECK_EQUAL(engine.dump(), before);
  CHECK_FRAME(engine.frame(label), 0, 0, 140, 60);
  CHECK_FRAME(engine.frame(box), 0, 60, 10, 10);
}

TEST_CASE("removed items and other engines' items are refused; a removed item is forgotten") {
  Column column;
  LayoutEngine other;
  LayoutItem stranger = addItem(other, other.root(), "stranger");
  LayoutResult result = column.engine.setMeasuringFunction(stranger, font.measuringFunction(fox));
  CHECK_KIND_NAMED(result, LayoutErrorKind::differentEngines);
  CHECK(!other.hasMeasuringFunction(stranger));
  CHECK_KIND_NAMED(column.engine.invalidateIntrinsicContentSize(stranger), LayoutErrorKind::differentEngines);
  CHECK_KIND_NAMED(column.engine.setMeasuringFunction(LayoutItem{}, font.measuringFunction(fox)),
                   LayoutErrorKind::removedItem);

  LayoutItem gone = addItem(column.engine, column.engine.root(), "gone");
  CHECK_SUCCESS(column.engine.setMeasuringFunction(gone, font.measuringFunction(fox)));
  CHECK_SUCCESS(column.engine.removeItem(gone));
  CHECK(!column.engine.hasMeasuringFunction(gone));
  CHECK_KIND_NAMED(column.engine.setMeasuringFunction(gone, font.measuringFunction(fox)),
                   LayoutErrorKind::removedItem);
  CHECK_KIND_NAMED(column.engine.invalidateIntrinsicContentSize(gone), LayoutErrorKind::removedItem);
  // The removed item's function is not called again; a new item in its slot has none.
  LayoutItem fresh = addItem(column.engine, column.engine.root(), "fresh");
  CHECK(!column.engine.hasMeasuringFunction(fresh));
  CHECK_SUCCESS(column.engine.layoutIfNeeded());
  CHECK(!column.engine.hasMeasuringFunction(fresh));
}

TEST_CASE("a call a measuring function makes and the engine refuses is undone exactly; the caller goes on") {
  // Two columns built alike. In the second, the label's function also asks the engine, each time
  // it measures, to hold the root 500 wide: the solver could (the host's size is an edit just below
  // required), but the host set 320, so the engine refuses it (`unsatisfiableConstraint` at the
  // root's width). That refusal is a call of its own inside `layoutIfNeeded`: it must leave the
  // engine exactly as it found it, tableau included, and `layoutIfNeeded` then goes on as in the
  // first column: the two dumps are the same text.
  Column plain;
  Column asking;
  auto refusals = std::make_shared<std::vector<LayoutResult>>();
  CHECK_SUCCESS(plain.engine.setMeasuringFunction(plain.label, font.measuringFunction(fox)));
  LayoutEngine& engine = asking.engine;
  CHECK_SUCCESS(asking.engine.setMeasuringFunction(asking.label, [&engine, refusals](double width) {
    LayoutConstraint wide = engine.root().width == 500;
    refusals->push_back(engine.activate(std::span<const LayoutConstraint>(&wide, 1)));
    return font.measure(fox, width);
  }));
  CHECK_EQUAL(asking.snapshot(), plain.snapshot());
  CHECK_SUCCESS(plain.engine.layoutIfNeeded());
  CHECK_SUCCESS(asking.engine.layoutIfNeeded());
  CHECK_EQUAL(asking.snapshot(), plain.snapshot());
  // Measured at +infinity (setting the function), then at 80 (the label's width): two refusals.
  CHECK_EQUAL(refusals->size(), std::size_t{2});
  for (const LayoutResult& refusal : *refusals) {
    CHECK_KIND_NAMED(refusal, LayoutErrorKind::unsatisfiableConstraint);
    CHECK(refusal.rootSizeAxis == LayoutAxis::horizontal);
  }
  // As in the first case: 5 lines at 10 characters a line, 100 high; the box 8 below it.
  CHECK_FRAME(asking.engine.frame(asking.label), 10, 10, 80, 100);
  CHECK_FRAME(asking.engine.frame(asking.box), 0, 118, 50, 30);
}
