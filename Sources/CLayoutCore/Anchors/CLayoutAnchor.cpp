// CLayoutAnchor.cpp — the explicit instantiations matching the `extern template` lines of
// CLayoutAnchor.h: one definition of each anchor kind, which Swift's importer needs to use their
// members.
#include "CLayoutCore/Anchors/CLayoutAnchor.h"

#include "CLayoutCore/Anchors/AnchorOperators.h"

namespace clayout {

template class CLayoutAnchor<anchor_kind::XAxis>;
template class CLayoutAnchor<anchor_kind::DirectionalXAxis>;
template class CLayoutAnchor<anchor_kind::YAxis>;
template class CLayoutAnchor<anchor_kind::Dimension>;

}  // namespace clayout
