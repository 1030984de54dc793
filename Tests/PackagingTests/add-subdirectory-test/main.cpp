// A program against the library built in its parent project: two constraints, their values.
// Exits non-zero on any other value.
#include <cstdio>

#include "CLayoutCore/CLayoutCore.h"

int main() {
  clayout::Variable left("left"), width("width");
  clayout::Solver solver;
  if (!solver.addConstraint(left == 10)) return 1;
  if (!solver.addConstraint(left + width == 110)) return 1;
  std::printf("add_subdirectory CLayoutCore: left = %g, width = %g\n", solver.valueOf(left),
              solver.valueOf(width));
  return solver.valueOf(left) == 10 && solver.valueOf(width) == 100 ? 0 : 1;
}
