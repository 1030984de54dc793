// Every translated file of Tests/Translation, written by clayout-translate-files:
// regenerate it rather than edit it (Tests/Translation/README.md).

import SwiftLayout

/// Each translated file's name and a function that builds it into a new engine and gives its
/// constraints.
var translatedLayouts: [(fileName: String, build: (LayoutEngine) throws -> [LayoutConstraint])] {
  [
    ("ambiguous.layout", { try buildAmbiguousLayout(in: $0).constraints }),
    ("baselines.layout", { try buildBaselinesLayout(in: $0).constraints }),
    ("distances.layout", { try buildDistancesLayout(in: $0).constraints }),
    ("guides.layout", { try buildGuidesLayout(in: $0).constraints }),
    ("helperStatements.layout", { try buildHelperStatementsLayout(in: $0).constraints }),
    ("helpers.layout", { try buildHelpersLayout(in: $0).constraints }),
    ("intrinsic.layout", { try buildIntrinsicLayout(in: $0).constraints }),
    ("loginForm.layout", { try buildLoginFormLayout(in: $0).constraints }),
    ("margins.layout", { try buildMarginsLayout(in: $0).constraints }),
    ("metrics.layout", { try buildMetricsLayout(in: $0).constraints }),
    ("mixedDirections.layout", { try buildMixedDirectionsLayout(in: $0).constraints }),
    ("multipliers.layout", { try buildMultipliersLayout(in: $0).constraints }),
    ("names.layout", { try buildNamesLayout(in: $0).constraints }),
    ("priorities.layout", { try buildPrioritiesLayout(in: $0).constraints }),
    ("rightToLeft.layout", { try buildRightToLeftLayout(in: $0).constraints }),
    ("sides.layout", { try buildSidesLayout(in: $0).constraints }),
    ("stacks.layout", { try buildStacksLayout(in: $0).constraints }),
    ("textItems.layout", { try buildTextItemsLayout(in: $0).constraints }),
    ("tree.layout", { try buildTreeLayout(in: $0).constraints }),
    ("visualFormat.layout", { try buildVisualFormatLayout(in: $0).constraints }),
  ]
}
