// CLayoutCore.h — the umbrella header of the layout engine's C++ core.
#pragma once

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Priority.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"
