// BoundedMemoryTests.cpp — removing a constraint or an edit frees every symbol, row, definition,
// cell and level that only it used: after removing everything, in any order, the solver is
// indistinguishable from a new one.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// One thing added to a solver: a constraint or an edit variable.
struct Addition {
  std::optional<Constraint> constraint;
  std::optional<Variable> edit;
};

/// A layout built into a solver: what was added and the variables it uses.
struct Layout {
  std::vector<Addition> additions;
  std::vector<Variable> variables;
};

std::string describe(const SolverStatistics& s) {
  return "constraints " + std::to_string(s.constraints) + ", editVariables " +
         std::to_string(s.editVariables) + ", variables " + std::to_string(s.variables) + ", symbols " +
         std::to_string(s.symbols) + ", rows " + std::to_string(s.rows) + ", definitions " +
         std::to_string(s.definitions) + ", cells " + std::to_string(s.cells) + ", levels " +
         std::to_string(s.levels);
}

/// The sizes that depend only on which constraints and edits are present.
std::string describeSymbols(const SolverStatistics& s) {
  return "constraints " + std::to_string(s.constraints) + ", editVariables " +
         std::to_string(s.editVariables) + ", variables " + std::to_string(s.variables) + ", symbols " +
         std::to_string(s.symbols) + ", levels " + std::to_string(s.levels);
}

void checkEmpty(const Solver& solver, const std::vector<Variable>& variables) {
  CHECK_EQUAL(describe(solver.statistics()), describe(SolverStatistics{}));
  CHECK_EQUAL(solver.dump(), Solver().dump());
  for (const Variable& v : variables) CHECK_EQUAL(solver.valueOf(v), 0.0);
}

void add(Solver& solver, Layout& layout, const Constraint& constraint) {
  CHECK(solver.addConstraint(constraint).succeeded());
  layout.additions.push_back({constraint, std::nullopt});
}

void addEdit(Solver& solver, Layout& layout, const Variable& variable, double priority, double value) {
  CHECK(solver.addEditVariable(variable, priority).succeeded());
  CHECK(solver.suggestValue(variable, value).succeeded());
  layout.additions.push_back({std::nullopt, variable});
}

/// A row of `count` views: left(i+1) == left(i) + width(i) + 8, widths at least 10 (required),
/// preferring 40 (250) and at most 100 (750); the row starts at or after 0 and ends by 100,000;
/// the first left and one width are edited; a few constants and priorities are changed in place.
Layout buildRow(Solver& solver, int count) {
  Layout layout;
  std::vector<Variable> lefts, widths;
  for (int i = 0; i < count; ++i) {
    lefts.emplace_back("left" + std::to_string(i));
    widths.emplace_back("width" + std::to_string(i));
    layout.variables.push_back(lefts.back());
    layout.variables.push_back(widths.back());
  }
  add(solver, layout, lefts[0] >= 0);
  for (int i = 0; i < count; ++i) {
    add(solver, layout, widths[i] >= 10);
    add(solver, layout, (widths[i] == 40) | priority::defaultLow);
    add(solver, layout, (widths[i] <= 100) | priority::defaultHigh);
    if (i + 1 < count) add(solver, layout, lefts[i + 1] == lefts[i] + widths[i] + 8);
  }
  Constraint end = lefts[count - 1] + widths[count - 1] <= 100000;
  add(solver, layout, end);
  addEdit(solver, layout, lefts[0], 500, 20);
  addEdit(solver, layout, widths[count / 2], 600, 70);
  // left(k) = 20 + Σ_{i<k} (width(i) + 8): all widths 40 except the edited one at 70.
  int k = count / 2 + 1;
  CHECK_NEAR(solver.valueOf(lefts[k]), 20 + 48.0 * k + 30, 1e-9);
  CHECK(solver.suggestValue(lefts[0], 35).succeeded());
  CHECK(solver.setConstant(end, -90000).succeeded());
  Constraint& preferred = *layout.additions[2].constraint;  // widths[0] == 40 @250
  CHECK(solver.setPriority(preferred, 300).succeeded());
  CHECK(solver.setConstant(preferred, -45).succeeded());
  CHECK_NEAR(solver.valueOf(widths[0]), 45, 1e-9);
  return layout;
}

/// A 4-ary tree of views `depth` levels deep (the root is level 0): each child lies inside its
/// parent with a margin of 5, siblings do not overlap, widths are at least 0 and prefer 20
/// (250); the root spans [0, 1000]. The first leaf's left is edited at 750, the last leaf's width
/// at 400. Required feasibility: a leaf needs width 0, a level-2 view 5 + 0 + 5 = 10, a level-1
/// view 4 · 10 + 10 = 50, the root 4 · 50 + 10 = 210 <= 1000.
Layout buildTree(Solver& solver, int depth) {
  Layout layout;
  struct View {
    Variable left, width;
  };
  int counter = 0;
  auto makeView = [&] {
    View view{Variable("left" + std::to_string(counter)), Variable("width" + std::to_string(counter))};
    ++counter;
    layout.variables.push_back(view.left);
    layout.variables.push_back(view.width);
    return view;
  };
  View root = makeView();
  add(solver, layout, root.left == 0);
  add(solver, layout, root.width == 1000);
  add(solver, layout, root.width >= 0);
  std::vector<View> level = {root};
  for (int d = 1; d <= depth; ++d) {
    std::vector<View> next;
    for (const View& parent : level) {
      std::optional<View> previous;
      for (int c = 0; c < 4; ++c) {
        View child = makeView();
        add(solver, layout, child.width >= 0);
        add(solver, layout, (child.width == 20) | priority::defaultLow);
        add(solver, layout, child.left >= parent.left + 5);
        add(solver, layout, child.left + child.width <= parent.left + parent.width - 5);
        if (previous) add(solver, layout, child.left >= previous->left + previous->width);
        previous = child;
        next.push_back(child);
      }
    }
    level = std::move(next);
  }
  addEdit(solver, layout, level.front().left, priority::defaultHigh, 7);
  addEdit(solver, layout, level.back().width, 400, 3);
  return layout;
}

/// Two chains of `count` variables linked by required equalities (held as definitions outside
/// the tableau, by the solver's design): the first pinned at 0, with a few required upper bounds
/// and an optional wish on its end; the second unpinned and dragged by an edit of its head.
Layout buildChains(Solver& solver, int count) {
  Layout layout;
  std::vector<Variable> pinned, dragged;
  for (int i = 0; i < count; ++i) {
    pinned.emplace_back("pinned" + std::to_string(i));
    dragged.emplace_back("dragged" + std::to_string(i));
    layout.variables.push_back(pinned.back());
    layout.variables.push_back(dragged.back());
  }
  add(solver, layout, pinned[0] == 0);
  for (int i = 0; i + 1 < count; ++i) {
    add(solver, layout, pinned[i + 1] == pinned[i] + 10);
    add(solver, layout, dragged[i + 1] == dragged[i] + 2 * pinned[1]);  // + 20
    if (i % 10 == 0) add(solver, layout, pinned[i] <= 100000);
  }
  add(solver, layout, (pinned[count - 1] == 5) | priority::defaultLow);
  addEdit(solver, layout, dragged[0], priority::defaultHigh, 7);
  CHECK_NEAR(solver.valueOf(pinned[count - 1]), 10.0 * (count - 1), 1e-9);
  CHECK_NEAR(solver.valueOf(dragged[count - 1]), 7 + 20.0 * (count - 1), 1e-9);
  return layout;
}

void removeAll(Solver& solver, const std::vector<Addition>& additions) {
  for (const Addition& addition : additions) {
    if (addition.constraint) {
      CHECK(solver.removeConstraint(*addition.constraint).succeeded());
    } else {
      CHECK(solver.removeEditVariable(*addition.edit).succeeded());
    }
  }
}

enum class Order { same, reverse, random };

/// `additions` in `order` (a permutation of indices is shuffled, not the additions themselves:
/// GCC 12 warns falsely about swapping optionals of shared pointers).
std::vector<Addition> reordered(const std::vector<Addition>& additions, Order order, unsigned seed = 1) {
  std::vector<std::size_t> indices(additions.size());
  for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = i;
  if (order == Order::reverse) std::reverse(indices.begin(), indices.end());
  if (order == Order::random) {
    std::mt19937 random(seed);
    std::shuffle(indices.begin(), indices.end(), random);
  }
  std::vector<Addition> result;
  result.reserve(additions.size());
  for (std::size_t i : indices) result.push_back(additions[i]);
  return result;
}

void buildAndRemove(Layout (*build)(Solver&, int), int size, Order order, unsigned seed = 1) {
  Solver solver;
  Layout layout = build(solver, size);
  removeAll(solver, reordered(layout.additions, order, seed));
  checkEmpty(solver, layout.variables);
}

}  // namespace

// MARK: Small cases

TEST_CASE("a new solver's statistics are all zero") {
  Solver solver;
  checkEmpty(solver, {});
}

TEST_CASE("one constraint of each kind, added and removed") {
  Variable x("x"), y("y");
  std::vector<Constraint> kinds = {x == 10,        x >= y,       x <= 3 * y + 1, (x == 4) | 250,
                                   (x >= 2) | 750, (y <= 9) | 1, x + y == x + y, Expression(0) == 0};
  for (const Constraint& c : kinds) {
    Solver solver;
    CHECK(solver.addConstraint(c).succeeded());
    CHECK_EQUAL(solver.statistics().constraints, std::size_t(1));
    CHECK(solver.removeConstraint(c).succeeded());
    checkEmpty(solver, {x, y});
  }
}

TEST_CASE("an edit variable alone, added and removed") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addEditVariable(x, 500).succeeded());
  CHECK(solver.suggestValue(x, 5).succeeded());
  CHECK_EQUAL(solver.statistics().variables, std::size_t(1));
  CHECK(solver.removeEditVariable(x).succeeded());
  checkEmpty(solver, {x});
}

TEST_CASE("an edit variable outliving its constraints, and the other way round") {
  Variable x("x"), y("y");
  {
    Solver solver;
    Constraint c = x == y + 1;
    CHECK(solver.addConstraint(c).succeeded());
    CHECK(solver.addEditVariable(x, 500).succeeded());
    CHECK(solver.suggestValue(x, 8).succeeded());
    CHECK(solver.removeConstraint(c).succeeded());
    CHECK_EQUAL(solver.statistics().variables, std::size_t(1));  // x, still edited; y forgotten
    CHECK_EQUAL(solver.valueOf(y), 0.0);
    CHECK(solver.removeEditVariable(x).succeeded());
    checkEmpty(solver, {x, y});
  }
  {
    Solver solver;
    Constraint c = x == y + 1;
    CHECK(solver.addConstraint(c).succeeded());
    CHECK(solver.addEditVariable(x, 500).succeeded());
    CHECK(solver.suggestValue(x, 8).succeeded());
    CHECK(solver.removeEditVariable(x).succeeded());
    CHECK(solver.removeConstraint(c).succeeded());
    checkEmpty(solver, {x, y});
  }
}

TEST_CASE("failed calls leave nothing behind") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint held = x == 1;
  CHECK(solver.addConstraint(held).succeeded());
  CHECK(solver.addConstraint(x == y + 3).succeeded());
  SolverStatistics before = solver.statistics();
  CHECK(!solver.addConstraint(x == 2).succeeded());
  Variable z("z");
  std::vector<Constraint> batch = {z == 4, x >= 5};
  CHECK(!solver.addConstraints(batch).succeeded());
  CHECK(!solver.addConstraint(Constraint(z == 1, 0)).succeeded());
  CHECK(!solver.addEditVariable(z, priority::required).succeeded());
  CHECK_EQUAL(describe(solver.statistics()), describe(before));
  solver.reset();
  checkEmpty(solver, {x, y, z});
}

// MARK: A row of views

TEST_CASE("a row of views, removed in the order added") { buildAndRemove(buildRow, 60, Order::same); }

TEST_CASE("a row of views, removed in reverse order") { buildAndRemove(buildRow, 60, Order::reverse); }

TEST_CASE("a row of views, removed in random orders") {
  for (unsigned seed = 1; seed <= 5; ++seed) buildAndRemove(buildRow, 60, Order::random, seed);
}

// MARK: A tree of views

TEST_CASE("a tree of views, removed in the order added") { buildAndRemove(buildTree, 3, Order::same); }

TEST_CASE("a tree of views, removed in reverse order") { buildAndRemove(buildTree, 3, Order::reverse); }

TEST_CASE("a tree of views, removed in random orders") {
  for (unsigned seed = 1; seed <= 5; ++seed) buildAndRemove(buildTree, 3, Order::random, seed);
}

// MARK: Chains of required equalities

TEST_CASE("chains of required equalities, removed in the order added") {
  buildAndRemove(buildChains, 40, Order::same);
}

TEST_CASE("chains of required equalities, removed in reverse order") {
  buildAndRemove(buildChains, 40, Order::reverse);
}

TEST_CASE("chains of required equalities, removed in random orders") {
  for (unsigned seed = 1; seed <= 10; ++seed) buildAndRemove(buildChains, 40, Order::random, seed);
}

// MARK: Cycles

TEST_CASE("building and removing again and again keeps the same size") {
  Solver solver;
  std::optional<std::string> firstBuilt;
  for (int cycle = 0; cycle < 10; ++cycle) {
    Layout layout = buildRow(solver, 30);
    std::string built = describe(solver.statistics());
    if (!firstBuilt) firstBuilt = built;
    CHECK_EQUAL(built, *firstBuilt);
    removeAll(solver, reordered(layout.additions, Order::random, 100 + cycle));
    checkEmpty(solver, layout.variables);
  }
}

TEST_CASE("removing half and adding it back, then removing everything") {
  Solver solver;
  Layout layout = buildTree(solver, 2);
  std::string built = describeSymbols(solver.statistics());
  std::vector<Addition> constraintsOnly;
  std::vector<Addition> edits;
  for (const Addition& a : layout.additions) (a.constraint ? constraintsOnly : edits).push_back(a);
  std::vector<Addition> half(constraintsOnly.begin() + constraintsOnly.size() / 2, constraintsOnly.end());
  removeAll(solver, half);
  for (const Addition& a : half) CHECK(solver.addConstraint(*a.constraint).succeeded());
  // The same constraints and edits as when built: the same symbols and levels (rows and cells
  // depend on the basis the pivots reached, which may differ).
  CHECK_EQUAL(describeSymbols(solver.statistics()), built);
  removeAll(solver, reordered(constraintsOnly, Order::reverse));
  removeAll(solver, edits);
  checkEmpty(solver, layout.variables);
}

TEST_CASE("removeConstraints of a whole layout at once") {
  Solver solver;
  Layout layout = buildTree(solver, 2);
  std::vector<Constraint> constraints;
  for (const Addition& a : layout.additions) {
    if (a.constraint) constraints.push_back(*a.constraint);
  }
  CHECK(solver.removeConstraints(constraints).succeeded());
  for (const Addition& a : layout.additions) {
    if (a.edit) CHECK(solver.removeEditVariable(*a.edit).succeeded());
  }
  checkEmpty(solver, layout.variables);
}
