// Findings.h — the four minimised systems of ../shared/findings, verbatim, for the tests that
// check the exact reference on them (ExactReferenceTests.cpp) and the solver against it
// (Solver/SolverExactnessTests.cpp).
#pragma once

namespace clayout::testing::exact {

/// ../shared/findings/solver-required-violated.txt, verbatim.
inline constexpr const char* kSolverRequiredViolated =
    R"(# expected: all required constraints hold, 1:0.000000 (every reference agrees)
# got: success, totals 1:0.000000, but v4 = 4 violates the REQUIRED constraint 3 (-0.001·v4 >= 0, i.e. v4 <= 0): error 0.004 in the expression (v4 off by 4); values v1 = -4e6, v0 = v2 = v3 = 4000; also one by one in file order
# a random system, minimised
system min-5
vars 6
c 1 >= 0 3:-1 2:1
c 1000 == 0 5:1 1:-0.001
c 1000 >= 0 4:-1 5:-0.001
c 1000 >= 0 4:-0.001
c 1 >= 0 3:-1 5:-1
c 1000 == 0 0:-1 2:1
c 1 == 40 0:-0.01
end
)";

/// ../shared/findings/solver-conflict-set-feasible.txt, verbatim.
inline constexpr const char* kSolverConflictSetFeasible =
    R"(# expected: infeasible (correct), with an irreducible conflict such as {5: v2 - 1 == 0} + {3: v3 == 0, 0: v3 + 0.001·v0 >= 0, 4: -v2 - 200·v0 == 0} (what adding one by one in a shuffled order reports)
# got: batch fails on constraint 5 (right one) but reports conflicts {0, 1, 2, 4}: {5,0,1,2,4} is FEASIBLE (exact arithmetic; v3 = 1, v1 = -1, v0 = -0.005, v2 = 1 satisfies it); v3 == 0 is missing and v1's two constraints are not part of any conflict; same in file order one by one
# a random system, minimised
system min-9
vars 4
c 1000 >= 0 3:1 0:0.001
c 1000 >= 0 1:-1
c 1000 <= 1 3:-0.001 1:1
c 1000 == 0 3:1
c 1000 == 0 2:-1 0:-200
c 1000 == -1 2:1
end
)";

/// ../shared/findings/solver-optional-constraint-rejected.txt, verbatim.
inline constexpr const char* kSolverOptionalConstraintRejected =
    R"(# expected: feasible, 1:0.000000 (three independent LP solvers agree; only v3 >= 0 is required)
# got: addConstraints fails with unsatisfiableConstraint on the OPTIONAL constraint 4 (v2 >= 0 @1), message 'required constraint `v2 >= 0 @1` cannot be satisfied: it cannot hold on its own', no conflicts; same with addConstraint one by one in file order (the 5th call fails)
# a random system, minimised
system min-12
vars 4
c 1 >= 0 3:1 0:1
c 1000 >= 0 3:1
c 1 == 0 2:0.001 1:-100
c 1 >= -1 1:-0.001 0:-1000
c 1 >= 0 2:1
end
)";

/// ../shared/findings/solver-redundant-equality-rejected-dyadic.txt, verbatim.
inline constexpr const char* kSolverRedundantEqualityRejectedDyadic =
    R"(# expected: feasible, 500:0.000000 249:0.000000 1:23794.020833 (every reference agrees); every number is exact in binary (coefficients 0.25..6), and the failing constraint 20 is exactly 2·[11] - [4]
# got: addConstraints fails with unsatisfiableConstraint on the REQUIRED constraint 20 '-0.5·v12 - v7 + 2·v0 - 6·v8 + 6·v13 + 444.5 == 0 ... cannot hold on its own', no conflicts; also one by one in file order (the 21st call fails; before it v8 = 13778.500000001464)
# a random system, minimised
system min-b11-147
vars 16
c 1000 >= 0 15:-1 3:0.25 6:1
c 1000 >= -1000 4:1 3:1
c 1000 <= 0 2:1 15:1
c 1000 <= 0 3:1 11:1 9:1
c 1000 == -7.5 12:0.5 7:1
c 1000 <= 0 4:3 1:1 0:3
c 1 == 0 13:1
c 1000 == 0 2:1 1:-2 10:-1
c 500 <= 0 11:-3 8:1
c 1 == 0 6:1 5:1
c 1 <= 0 8:1 10:1
c 1000 == 218.5 0:1 8:-3 13:3
c 1000 >= -200 7:-1
c 1000 == -800 13:-1 4:2
c 1 == 0 4:1 14:1
c 1000 >= 0 5:-1 8:-0.5 14:1
c 249 == 0 0:1
c 1 == 300 6:0.25
c 1 == 0 3:1
c 1000 >= 0 9:0.25 12:-1
c 1000 == 444.5 12:-0.5 7:-1 0:2 8:-6 13:6
end
)";

}  // namespace clayout::testing::exact
