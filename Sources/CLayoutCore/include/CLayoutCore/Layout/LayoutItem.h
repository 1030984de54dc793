// LayoutItem.h — a handle to a view or layout guide of an engine, with its anchors.
#pragma once

#include "CLayoutCore/Layout/CLayoutAnchor.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

class LayoutEngine;

/// A handle to an item of a `LayoutEngine`: a view, which takes part in layout and has a frame,
/// or a layout guide, which takes part in layout but is not drawn.
///
/// A plain value: copies name the same item. The anchors are members, as in the C++ article on
/// an Auto Layout DSL: `view1.right == view2.left - 10`. A handle outlives its item safely: the
/// engine answers `removedItem` for it.
class LayoutItem {
 public:
  /// No item: an empty handle (`isValid()` is false), as the engine answers where there is no
  /// item to name (the root's `parent`, the `layoutMarginsGuide` of a layout guide or of a removed
  /// item). Its anchors have their attributes and no engine; a constraint made with them is
  /// refused as `LayoutErrorKind::removedItem`, saying that it uses an empty item handle.
  LayoutItem() noexcept : LayoutItem(nullptr, ItemIdentifier()) {}
  /// The handle of item `item` of `engine` (engines make handles; hosts get them from there).
  /// A handle to `item` of `engine`, whose identity (see `engineIdentity`) is `engineIdentity`.
  LayoutItem(LayoutEngine* engine, ItemIdentifier item, std::uint64_t engineIdentity = 0) noexcept;

  CLayoutXAxisAnchor left;
  CLayoutXAxisAnchor right;
  CLayoutXAxisAnchor centerX;
  CLayoutDirectionalXAxisAnchor leading;
  CLayoutDirectionalXAxisAnchor trailing;
  CLayoutYAxisAnchor top;
  CLayoutYAxisAnchor bottom;
  CLayoutYAxisAnchor centerY;
  CLayoutYAxisAnchor firstBaseline;
  CLayoutYAxisAnchor lastBaseline;
  CLayoutDimension width;
  CLayoutDimension height;

  /// The item's identity in its engine.
  ItemIdentifier identifier() const noexcept { return identifier_; }
  /// The engine (null for an empty handle).
  LayoutEngine* engine() const noexcept { return static_cast<LayoutEngine*>(engine_); }
  /// The identity of the engine that made the handle: unique in the process, so an engine made
  /// later at the same address refuses the handle (`LayoutErrorKind::destroyedEngine`) rather
  /// than read it as one of its own items. 0 for a handle not made by an engine.
  std::uint64_t engineIdentity() const noexcept { return engineIdentity_; }
  /// Whether the handle names an item (it may have been removed since).
  bool isValid() const noexcept { return identifier_.isValid(); }
  /// Whether two handles name the same item.
  friend bool operator==(const LayoutItem& a, const LayoutItem& b) noexcept {
    return a.engine_ == b.engine_ && a.engineIdentity_ == b.engineIdentity_ && a.identifier_ == b.identifier_;
  }

 private:
  void* engine_ = nullptr;
  std::uint64_t engineIdentity_ = 0;
  ItemIdentifier identifier_;
};

/// What a record keeps of a `LayoutItem`: the engine, its identity and the item, without the
/// anchors (24 bytes where a handle with its twelve anchors takes about 400). A constraint's
/// direction item is one (`PendingLayoutConstraint::directionItem`): every constraint carries
/// it, most of them empty.
class LayoutItemReference {
 public:
  /// No item.
  LayoutItemReference() noexcept = default;
  /// The item `item` names (none for an empty handle). Implicit: a handle is stored as one.
  LayoutItemReference(const LayoutItem& item) noexcept  // NOLINT(google-explicit-constructor)
      : engine_(item.engine()), engineIdentity_(item.engineIdentity()), identifier_(item.identifier()) {}

  /// A handle to the item, with its anchors (an empty handle for no item).
  LayoutItem item() const noexcept { return LayoutItem(engine_, identifier_, engineIdentity_); }
  ItemIdentifier identifier() const noexcept { return identifier_; }
  LayoutEngine* engine() const noexcept { return engine_; }
  std::uint64_t engineIdentity() const noexcept { return engineIdentity_; }
  /// Whether it names an item (which may have been removed since).
  bool isValid() const noexcept { return identifier_.isValid(); }

 private:
  LayoutEngine* engine_ = nullptr;
  std::uint64_t engineIdentity_ = 0;
  ItemIdentifier identifier_;
};

}  // namespace clayout
