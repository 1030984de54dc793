// ActivateConstraints.h — `activateConstraints({ ... })` and `deactivateConstraints({ ... })`, as
// `NSLayoutConstraint.activate`: the engine is found from the constraints themselves.
//
// Part of the anchor DSL: the model's own entry points are `LayoutEngine::activate` and
// `deactivate`, which these forward to.
#pragma once

#include <initializer_list>
#include <span>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutResult.h"

namespace clayout {

/// Activates constraints of one engine, all or nothing, as
/// `NSLayoutConstraint.activate`: `activateConstraints({ a.right == b.left - 10, ... })`. The
/// engine is that of the constraints' items; constraints of several engines, or a list of
/// constraints without any item, fail with `differentEngines`; an empty list succeeds.
LayoutResult activateConstraints(std::initializer_list<LayoutConstraint> constraints) noexcept;
/// Activates constraints of one engine, all or nothing (a list built at run time).
LayoutResult activateConstraints(std::span<const LayoutConstraint> constraints) noexcept;
/// Deactivates constraints of one engine, all or nothing: fails as `activateConstraints` does for
/// engines, and as `LayoutEngine::deactivate` for the rest.
LayoutResult deactivateConstraints(std::initializer_list<LayoutConstraint> constraints) noexcept;
/// Deactivates constraints of one engine, all or nothing (a list built at run time).
LayoutResult deactivateConstraints(std::span<const LayoutConstraint> constraints) noexcept;

}  // namespace clayout
