// LayoutItem.cpp — an item handle and its twelve anchors.
#include "CLayoutCore/Layout/LayoutItem.h"

namespace clayout {

LayoutItem::LayoutItem(LayoutEngine* engine, ItemIdentifier item, std::uint64_t engineIdentity) noexcept
    : left(engine, item, LayoutAttribute::left, engineIdentity),
      right(engine, item, LayoutAttribute::right, engineIdentity),
      centerX(engine, item, LayoutAttribute::centerX, engineIdentity),
      leading(engine, item, LayoutAttribute::leading, engineIdentity),
      trailing(engine, item, LayoutAttribute::trailing, engineIdentity),
      top(engine, item, LayoutAttribute::top, engineIdentity),
      bottom(engine, item, LayoutAttribute::bottom, engineIdentity),
      centerY(engine, item, LayoutAttribute::centerY, engineIdentity),
      firstBaseline(engine, item, LayoutAttribute::firstBaseline, engineIdentity),
      lastBaseline(engine, item, LayoutAttribute::lastBaseline, engineIdentity),
      width(engine, item, LayoutAttribute::width, engineIdentity),
      height(engine, item, LayoutAttribute::height, engineIdentity),
      engine_(engine),
      engineIdentity_(engineIdentity),
      identifier_(item) {}

}  // namespace clayout
