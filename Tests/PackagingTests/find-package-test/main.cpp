// A program against the installed library: the umbrella header, one constraint, its value.
// Exits non-zero when the installed solver gives another value. Also built with pkg-config's
// flags alone (PackagingTests.PkgConfig).
#include <cstdio>

#include "CLayoutCore/CLayoutCore.h"

int main() {
  clayout::Variable x("x");
  clayout::Solver solver;
  if (!solver.addConstraint(x == 42)) return 1;
  std::printf("installed CLayoutCore: x = %g\n", solver.valueOf(x));
  return solver.valueOf(x) == 42 ? 0 : 1;
}
