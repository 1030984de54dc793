// LayoutMeasuring.h — a measuring function: what an item whose size depends on its width (a
// wrapping label) answers when the engine offers it a width.
#pragma once

#include <functional>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// The size of an item's content laid out in `width` points: a wrapping label answers the width of
/// its longest line and the height of its lines. `width` is `+infinity` for the natural size (no
/// limit: a label on one line per paragraph). The engine refuses an answer that is NaN, infinite
/// or negative, and catches what the function throws (`LayoutEngine::setMeasuringFunction`). The
/// function must not call the engine that measures with it (it runs inside the engine's calls),
/// and it should answer the same size for the same width until the host says its content changed
/// (`LayoutEngine::invalidateIntrinsicContentSize`). An empty function means "no measuring".
using LayoutMeasuringFunction = std::function<LayoutSize(double width)>;

}  // namespace clayout
