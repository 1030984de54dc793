// LayoutTypes.h — the plain values of the layout model: geometry, axes, directions, item identity.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace clayout {

/// A rectangle: origin (x to the right, y down) and size.
struct LayoutRect {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};

/// A size.
struct LayoutSize {
  double width = 0;
  double height = 0;
};

/// Insets from each edge, as UIEdgeInsets.
struct LayoutInsets {
  double top = 0;
  double left = 0;
  double bottom = 0;
  double right = 0;
};

/// Insets by reading direction, as NSDirectionalEdgeInsets: leading and trailing swap with the
/// item's layout direction.
struct LayoutDirectionalInsets {
  double top = 0;
  double leading = 0;
  double bottom = 0;
  double trailing = 0;
};

/// The two axes of layout.
enum class LayoutAxis : std::uint8_t { horizontal, vertical };
/// The axis's name as layout files and the translation to code write it: `horizontal`,
/// `vertical`; `(invalid)` for a value outside the cases (CaseNames.cpp).
const char* layoutAxisName(LayoutAxis axis) noexcept;

/// The reading direction that resolves `leading` and `trailing`.
enum class LayoutDirection : std::uint8_t {
  /// Take the parent's effective direction (the root's is left to right).
  inherit,
  leftToRight,
  rightToLeft,
};
/// The direction's name as layout files write it: `inherit`, `leftToRight`, `rightToLeft`;
/// `(invalid)` for a value outside the cases.
const char* layoutDirectionName(LayoutDirection direction) noexcept;

/// Which coordinates a frame is read in.
enum class LayoutCoordinates : std::uint8_t {
  /// Relative to the parent's top-left corner.
  parent,
  /// Relative to the root's top-left corner.
  root,
};

/// Which fitting size to compute, as `UILayoutFittingCompressedSize` / `ExpandedSize`.
enum class LayoutFitting : std::uint8_t { compressed, expanded };

/// The identity of an item (view or layout guide) in its engine: a slot and the generation of
/// the slot, so that a handle to a removed item is recognized and never reaches a new one.
struct ItemIdentifier {
  std::uint32_t index = 0;
  /// 0 means no item.
  std::uint32_t generation = 0;

  bool isValid() const noexcept { return generation != 0; }
  friend bool operator==(const ItemIdentifier&, const ItemIdentifier&) = default;
};

/// `value` as every description and message of the engine writes numbers: integers without a
/// decimal point (`750`), anything else with up to 10 significant digits (`749.1234568`), `nan`,
/// `inf` and `-inf` for the non-finite values, never `-0`. Front ends in other languages print
/// numbers through it so that their messages match the core's character for character.
std::string numberDescription(double value);

/// `name` (of an item, a constraint's identifier, a file) as every description and message of the
/// engine quotes it: as it is, unless it is longer than 200 bytes or not valid UTF-8; then invalid
/// bytes and control characters are written `\xNN` and a long name keeps its first 100 and last
/// 50 bytes around ` […N bytes left out…] `. No message quotes megabytes, whatever the names;
/// front ends quote names through it so that their messages match the core's.
std::string nameDescription(std::string_view name);

}  // namespace clayout
