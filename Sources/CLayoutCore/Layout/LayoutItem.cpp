// LayoutItem.cpp — an item handle and its twelve anchors.
#include "CLayoutCore/Layout/LayoutItem.h"

namespace clayout {

LayoutItem::LayoutItem(LayoutEngine* engine, ItemIdentifier item, std::uint64_t engineIdentity) noexcept
    : left(engine, item, LayoutAttribute::left),
      right(engine, item, LayoutAttribute::right),
      centerX(engine, item, LayoutAttribute::centerX),
      leading(engine, item, LayoutAttribute::leading),
      trailing(engine, item, LayoutAttribute::trailing),
      top(engine, item, LayoutAttribute::top),
      bottom(engine, item, LayoutAttribute::bottom),
      centerY(engine, item, LayoutAttribute::centerY),
      firstBaseline(engine, item, LayoutAttribute::firstBaseline),
      lastBaseline(engine, item, LayoutAttribute::lastBaseline),
      width(engine, item, LayoutAttribute::width),
      height(engine, item, LayoutAttribute::height),
      engine_(engine),
      engineIdentity_(engineIdentity),
      identifier_(item) {}

}  // namespace clayout
