// FrameReading.h — one item's frame read from the solver's values, snapped to pixels (internal).
//
// Shared by `frame` (Frames.cpp) and the bulk reads (BulkFrames.cpp) so that both give the same
// frame bit for bit. Inline: a drag reads every item's frame per frame.
//
// Snapping. With a scale s > 0 (pixels per point) each edge is rounded to the nearest pixel,
// halves up, in root coordinates: x1 = floor(left·s + 0.5)/s, x2 = floor((left + width)·s + 0.5)/s,
// width = x2 - x1 (the same for y). Two items that share an edge in the solution share it after
// snapping, so adjacent items stay adjacent and no gap or overlap appears. A frame in parent
// coordinates is the snapped root frame minus the parent's snapped origin, so that it places the
// item on the same pixels.
#pragma once

#include <cmath>
#include <limits>

#include "CLayoutCore/Layout/LayoutTypes.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/ValueRange.h"

namespace clayout::internal {

/// `value` rounded to the nearest pixel of `scale`, halves up. Assumes `scale` > 0 and finite.
/// A value whose `value · scale` is 2^52 or more in magnitude (or overflows) has no fraction of
/// a pixel left: it is returned as it is, so that a finite edge never snaps to an infinite one.
inline double snapToPixel(double value, double scale) {
  double scaled = value * scale;
  if (!(std::fabs(scaled) < 0x1p52)) return value;
  return std::floor(scaled + 0.5) / scale;
}

/// `a - b`, saturated at the largest finite magnitude when the difference of two finite values
/// overflows (edges near ±1.8e308): frames are always finite.
inline double finiteDifference(double a, double b) {
  double difference = a - b;
  if (std::isinf(difference) && std::isfinite(a) && std::isfinite(b)) {
    return std::copysign(std::numeric_limits<double>::max(), difference);
  }
  return difference;
}

/// The frame in root coordinates of an item whose variables have the values `left`, `top`,
/// `width` and `height`, snapped to pixels of `scale` when `scale` is a positive multiplier in the
/// engine's coefficient range, 1e-6 to 1e6 (ValueRange.h); unsnapped otherwise: a scale of 1e-300
/// (pixels of 1e300 points) would snap every edge of a layout to 0.
/// Guarantees a finite size when the values are finite, and no negative zero (the sign of a zero
/// is rounding's: an undo that gives the same values may give the other one).
__attribute__((always_inline)) inline LayoutRect rootFrameFromValues(double left, double top, double width,
                                                                     double height, double scale) {
  if (!(scale > 0) || !isCoefficientInRange(scale))
    return LayoutRect{left + 0.0, top + 0.0, width + 0.0, height + 0.0};
  // The far edges overflow when an item near the top of the double range is wide: then the
  // size stays the solver's (no pixel is left to snap to at that magnitude).
  double x1 = snapToPixel(left, scale);
  double x2 = snapToPixel(left + width, scale);
  double y1 = snapToPixel(top, scale);
  double y2 = snapToPixel(top + height, scale);
  double snappedWidth = x2 - x1;
  double snappedHeight = y2 - y1;
  if (!std::isfinite(snappedWidth)) snappedWidth = width;
  if (!std::isfinite(snappedHeight)) snappedHeight = height;
  return LayoutRect{x1 + 0.0, y1 + 0.0, snappedWidth + 0.0, snappedHeight + 0.0};
}

/// The frame of an item whose alignment rectangle (its four unknowns, which constraints act on) is
/// `left`, `top`, `width`, `height`: the rectangle grown by the item's alignment insets, then
/// `rootFrameFromValues`. With zero insets the values pass unchanged, bit for bit.
__attribute__((always_inline)) inline LayoutRect rootFrameOfAlignmentRect(double left, double top,
                                                                          double width, double height,
                                                                          const LayoutInsets& alignment,
                                                                          double scale) {
  return rootFrameFromValues(left - alignment.left, top - alignment.top,
                             width + alignment.left + alignment.right,
                             height + alignment.top + alignment.bottom, scale);
}

/// `rootFrameOfAlignmentRect` of the solver's values of `left`, `top`, `width` and `height`.
__attribute__((always_inline)) inline LayoutRect rootFrameOf(const Solver& solver,
                                                             const Variable& leftVariable,
                                                             const Variable& topVariable,
                                                             const Variable& widthVariable,
                                                             const Variable& heightVariable,
                                                             const LayoutInsets& alignment, double scale) {
  return rootFrameOfAlignmentRect(solver.valueOf(leftVariable), solver.valueOf(topVariable),
                                  solver.valueOf(widthVariable), solver.valueOf(heightVariable), alignment,
                                  scale);
}

/// `rect` (in root coordinates) made relative to `parent` (the parent's root frame), with no
/// negative zero in the origin: the frame `frame(item, LayoutCoordinates::parent)` answers.
inline LayoutRect relativeToParent(LayoutRect rect, const LayoutRect& parent) {
  rect.x = finiteDifference(rect.x, parent.x) + 0.0;
  rect.y = finiteDifference(rect.y, parent.y) + 0.0;
  return rect;
}

}  // namespace clayout::internal
