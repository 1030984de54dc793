// CLayoutCore.h — the umbrella header of the layout engine's C++ core: every public header, from
// the solver (Solver/) through the layout model (Layout/) and the anchor DSL (Anchors/) to layout
// files (Text/).
#pragma once

#include "CLayoutCore/Anchors/ActivateConstraints.h"
#include "CLayoutCore/Anchors/AnchorOperators.h"
#include "CLayoutCore/Layout/CLayoutAnchor.h"
#include "CLayoutCore/Layout/ConstraintEffectAnalysis.h"
#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutDevice.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/LayoutMeasuring.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Layout/LayoutStack.h"
#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Layout/TextMeasurement.h"
#include "CLayoutCore/Layout/UnsatisfiableConstraints.h"
#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Priority.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "CLayoutCore/Text/TextDiagnostic.h"
