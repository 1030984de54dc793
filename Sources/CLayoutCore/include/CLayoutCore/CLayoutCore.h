// CLayoutCore.h — the umbrella header of the layout engine's C++ core.
#pragma once

#include "CLayoutCore/Anchors/AnchorOperators.h"
#include "CLayoutCore/Anchors/CLayoutAnchor.h"
#include "CLayoutCore/Anchors/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Priority.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"
