// SolverBadInputTests.cpp — a catalogue of bad input to the solver's public API, kept so that
// what was found stays found, beyond SolverErrorTests.cpp and SolverMisuseTests.cpp: non-finite
// coefficients that appear only when like terms merge, priorities at the edges of (0, 1000] (-0,
// the denormals, 1e300), a batch with one bad constraint of each kind among good ones, removals of
// a batch with one absent constraint, edits at priorities that are no edit's.
//
// Each row runs one call on a solver holding a small layout with an edit, and checks the error
// kind, that the message names the culprit (the constraint's description, the variable's name),
// and that the solver is unchanged: dump, statistics, invariants and the values of its variables.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double notANumber = std::numeric_limits<double>::quiet_NaN();
const double infinity = std::numeric_limits<double>::infinity();
const double denormal = std::numeric_limits<double>::denorm_min();

/// A box: right == left + width, width >= 10, an optional wish for a width of 50 (at 500), left >= 0
/// and an optional wish for left at 20 (at 300) that the edit of left (at 700, suggested 30) beats:
/// left = 30, width = 50, right = 80, by hand.
struct Box {
  Variable left{"left"};
  Variable width{"width"};
  Variable right{"right"};
  Variable unused{"unused"};
  Constraint sum = right == left + width;
  Constraint minimumWidth = width >= 10;
  Constraint widthWish = (width == 50) | 500;
  Constraint leftBound = left >= 0;
  Constraint leftWish = (left == 20) | 300;
  Solver solver;

  Box() {
    CHECK_SUCCESS(
        solver.addConstraints(std::vector<Constraint>{sum, minimumWidth, widthWish, leftBound, leftWish}));
    CHECK_SUCCESS(solver.addEditVariable(left, 700));
    CHECK_SUCCESS(solver.suggestValue(left, 30));
    CHECK_NEAR(solver.valueOf(left), 30, 1e-9);
    CHECK_NEAR(solver.valueOf(width), 50, 1e-9);
    CHECK_NEAR(solver.valueOf(right), 80, 1e-9);
  }

  /// Everything a caller can observe, as text.
  std::string snapshot() const {
    SolverStatistics s = solver.statistics();
    std::string text = solver.dump() + solver.checkInvariants();
    for (std::size_t size :
         {s.constraints, s.editVariables, s.variables, s.symbols, s.rows, s.definitions, s.cells, s.levels})
      text += " " + std::to_string(size);
    for (const Variable& v : {left, width, right, unused}) text += " " + numberDescription(solver.valueOf(v));
    for (const Constraint& c : {sum, minimumWidth, widthWish, leftBound, leftWish})
      text += solver.hasConstraint(c) ? " present" : " absent";
    return text + (solver.hasEditVariable(left) ? " edited" : " not edited");
  }
};

struct BadInput {
  const char* name;
  SolverErrorKind kind;
  std::vector<std::string> culprits;
  std::function<SolverResult(Box&)> call;
  std::function<void(Box&, const SolverResult&)> check = nullptr;
};

int rowsRun = 0;

void runCatalogue(const std::vector<BadInput>& rows) {
  for (const BadInput& row : rows) {
    ++rowsRun;
    Box box;
    std::string before = box.snapshot();
    SolverResult result = row.call(box);
    std::string where = std::string("[") + row.name + "] ";
    if (result.kind != row.kind) {
      testing::reportFailure(__FILE__, __LINE__,
                             where + "kind " + errorKindName(result.kind) + ", expected " +
                                 errorKindName(row.kind) + " (" + result.message + ")");
    }
    for (const std::string& culprit : row.culprits) {
      if (!testing::containsText(result.message, culprit))
        testing::reportFailure(__FILE__, __LINE__,
                               where + "\"" + result.message + "\" does not name " + culprit);
    }
    if (box.snapshot() != before) testing::reportFailure(__FILE__, __LINE__, where + "the solver changed");
    if (row.check) row.check(box, result);
  }
}

/// A batch of three good constraints with `bad` third; afterwards none of the good ones may be
/// present and the result must name `bad`.
BadInput badInBatch(const char* name, SolverErrorKind kind, std::function<Constraint(Box&)> makeBad) {
  auto batch = std::make_shared<std::vector<Constraint>>();
  return {name,
          kind,
          {},
          [batch, makeBad](Box& box) {
            *batch = {box.right <= 1000, (box.width <= 400) | 100, makeBad(box), box.unused >= 1};
            return box.solver.addConstraints(*batch);
          },
          [batch](Box& box, const SolverResult& result) {
            REQUIRE(batch->size() == 4);
            for (std::size_t i : {0, 1, 3}) CHECK(!box.solver.hasConstraint((*batch)[i]));
            REQUIRE(result.constraint.has_value());
            CHECK(result.constraint->isSameConstraint((*batch)[2]));
            CHECK_CONTAINS(result.message, (*batch)[2].description());
          }};
}

}  // namespace

TEST_CASE("bad input: coefficients and constants") {
  std::vector<BadInput> rows;
  // inf and -inf on one variable merge into NaN; NaN times a variable that cancels stays NaN.
  rows.push_back({"inf and -inf on one variable", SolverErrorKind::nonFiniteValue, {"unused"}, [](Box& box) {
                    return box.solver.addConstraint(
                        Expression({Term(box.unused, infinity), Term(box.unused, -infinity)}) == 3);
                  }});
  rows.push_back({"NaN on a variable that cancels", SolverErrorKind::nonFiniteValue, {"nan"}, [](Box& box) {
                    return box.solver.addConstraint(
                        Expression(box.width) - box.width + Term(box.left, notANumber) <= 5);
                  }});
  rows.push_back({"inf coefficient on a known variable, optional",
                  SolverErrorKind::nonFiniteValue,
                  {"inf·width"},
                  [](Box& box) { return box.solver.addConstraint((box.width * infinity >= 0) | 1); }});
  rows.push_back({"-inf constant on both sides", SolverErrorKind::nonFiniteValue, {"width"}, [](Box& box) {
                    return box.solver.addConstraint(box.width + (-infinity) == box.right);
                  }});
  rows.push_back(
      {"NaN constant, required inequality", SolverErrorKind::nonFiniteValue, {"nan"}, [](Box& box) {
         return box.solver.addConstraint(box.right >= notANumber);
       }});
  rows.push_back(
      {"setConstant NaN on the edit's neighbour",
       SolverErrorKind::nonFiniteValue,
       {"left"},
       [](Box& box) { return box.solver.setConstant(box.leftWish, notANumber); },
       [](Box& box, const SolverResult&) { CHECK_EQUAL(box.leftWish.expression().constant, -20.0); }});
  rows.push_back({"suggestValue -inf", SolverErrorKind::nonFiniteValue, {"left"}, [](Box& box) {
                    return box.solver.suggestValue(box.left, -infinity);
                  }});
  runCatalogue(rows);
}

TEST_CASE("bad input: priorities at the edges of (0, 1000]") {
  std::vector<BadInput> rows;
  for (double bad : {-0.0, -denormal, 1e300, 1000 + 1e-10, -infinity}) {
    rows.push_back({"addConstraint at a priority out of range",
                    SolverErrorKind::invalidPriority,
                    {"width"},
                    [bad](Box& box) { return box.solver.addConstraint(Constraint(box.width <= 300, bad)); }});
    rows.push_back({"setPriority out of range, optional",
                    SolverErrorKind::invalidPriority,
                    {"width - 50 == 0 @500"},
                    [bad](Box& box) { return box.solver.setPriority(box.widthWish, bad); },
                    [](Box& box, const SolverResult&) { CHECK_EQUAL(box.widthWish.priority(), 500.0); }});
    rows.push_back({"addEditVariable at a priority out of range",
                    SolverErrorKind::invalidPriority,
                    {"`width`"},
                    [bad](Box& box) { return box.solver.addEditVariable(box.width, bad); },
                    [](Box& box, const SolverResult&) { CHECK(!box.solver.hasEditVariable(box.width)); }});
  }
  rows.push_back({"setPriority NaN, required",
                  SolverErrorKind::invalidPriority,
                  {"right - left - width == 0"},
                  [](Box& box) { return box.solver.setPriority(box.sum, notANumber); }});
  rows.push_back({"a required edit", SolverErrorKind::requiredEditVariable, {"`right`"}, [](Box& box) {
                    return box.solver.addEditVariable(box.right, priority::required);
                  }});
  runCatalogue(rows);
}

TEST_CASE("bad input: one bad constraint in a batch of good ones") {
  std::vector<BadInput> rows;
  rows.push_back(badInBatch("non-finite", SolverErrorKind::nonFiniteValue,
                            [](Box& box) { return box.width <= infinity; }));
  rows.push_back(badInBatch("priority 0", SolverErrorKind::invalidPriority,
                            [](Box& box) { return Constraint(box.width <= 300, 0); }));
  rows.push_back(badInBatch("relation 9", SolverErrorKind::invalidRelation, [](Box& box) {
    return Constraint(Expression(box.width) - 300, static_cast<Relation>(9));
  }));
  rows.push_back(badInBatch("already present", SolverErrorKind::duplicateConstraint,
                            [](Box& box) { return box.minimumWidth; }));
  rows.push_back(badInBatch("unsatisfiable", SolverErrorKind::unsatisfiableConstraint,
                            [](Box& box) { return box.width <= 5; }));
  rows.push_back(badInBatch("a moved-from variable", SolverErrorKind::movedFromVariable, [](Box& box) {
    Variable moved("moved");
    Variable taker(std::move(moved));
    return Expression(box.width) + Expression(moved) == 60;  // NOLINT: the moved-from variable is the point
  }));
  // Twice in one batch: the second copy is the culprit.
  rows.push_back(
      {"twice in the batch", SolverErrorKind::duplicateConstraint, {"unused - 2 >= 0"}, [](Box& box) {
         Constraint twice = box.unused >= 2;
         SolverResult result =
             box.solver.addConstraints(std::vector<Constraint>{box.right <= 1000, twice, twice});
         CHECK(!box.solver.hasConstraint(twice));
         return result;
       }});
  runCatalogue(rows);
}

TEST_CASE("bad input: removals and edits of what is not there") {
  std::vector<BadInput> rows;
  rows.push_back({"removing a batch with one absent constraint",
                  SolverErrorKind::unknownConstraint,
                  {"unused - 1 <= 0"},
                  [](Box& box) {
                    return box.solver.removeConstraints(
                        std::vector<Constraint>{box.widthWish, box.leftWish, box.unused <= 1});
                  },
                  [](Box& box, const SolverResult&) { CHECK(box.solver.hasConstraint(box.widthWish)); }});
  rows.push_back({"removing a constraint of another solver",
                  SolverErrorKind::unknownConstraint,
                  {"width - 70 == 0"},
                  [](Box& box) {
                    Solver other;
                    Constraint theirs = box.width == 70;
                    CHECK_SUCCESS(other.addConstraint(theirs));
                    return box.solver.removeConstraint(theirs);
                  }});
  rows.push_back({"setConstant on another solver's constraint",
                  SolverErrorKind::unknownConstraint,
                  {"width - 70"},
                  [](Box& box) {
                    Solver other;
                    Constraint theirs = box.width == 70;
                    CHECK_SUCCESS(other.addConstraint(theirs));
                    return box.solver.setConstant(theirs, -80);
                  }});
  rows.push_back({"removing an edit of a variable in constraints but never edited",
                  SolverErrorKind::unknownEditVariable,
                  {"`right`"},
                  [](Box& box) { return box.solver.removeEditVariable(box.right); }});
  rows.push_back({"suggesting a value to a variable without an edit",
                  SolverErrorKind::unknownEditVariable,
                  {"`width`"},
                  [](Box& box) { return box.solver.suggestValue(box.width, 60); }});
  rows.push_back(
      {"a second edit of a variable", SolverErrorKind::duplicateEditVariable, {"`left`"}, [](Box& box) {
         return box.solver.addEditVariable(box.left, 200);
       }});
  runCatalogue(rows);
}

TEST_CASE("bad input: the smallest numbers are kept exactly") {
  // Not refusals: a denormal constant and the smallest positive priority are valid input, and
  // each must reach the values unchanged.
  Box box;
  CHECK_SUCCESS(box.solver.addConstraint(box.unused == denormal));
  CHECK_EQUAL(box.solver.valueOf(box.unused), denormal);
  Variable faint("faint");
  CHECK_SUCCESS(box.solver.addConstraint(Constraint(faint == 7, denormal)));
  CHECK_EQUAL(box.solver.valueOf(faint), 7.0);
  CHECK_EQUAL(box.solver.checkInvariants(), std::string());
}

TEST_CASE("bad input: the catalogue has its rows") {
  std::printf("%d rows of bad input\n", rowsRun);
  if (rowsRun > 0) CHECK(rowsRun >= 25);
}
