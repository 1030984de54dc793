// Every translated file of Tests/Translation, written by clayout-translate-files:
// regenerate it rather than edit it (Tests/Translation/README.md).

import SwiftLayout

/// Each translated file's name and the function that builds it into a new engine.
var translatedLayouts: [(fileName: String, build: (LayoutEngine) throws(LayoutError) -> Void)] {
  [
    ("ambiguous.layout", { engine throws(LayoutError) in try buildAmbiguousLayout(in: engine) }),
    ("baselines.layout", { engine throws(LayoutError) in try buildBaselinesLayout(in: engine) }),
    ("distances.layout", { engine throws(LayoutError) in try buildDistancesLayout(in: engine) }),
    ("guides.layout", { engine throws(LayoutError) in try buildGuidesLayout(in: engine) }),
    ("intrinsic.layout", { engine throws(LayoutError) in try buildIntrinsicLayout(in: engine) }),
    ("loginForm.layout", { engine throws(LayoutError) in try buildLoginFormLayout(in: engine) }),
    ("margins.layout", { engine throws(LayoutError) in try buildMarginsLayout(in: engine) }),
    ("metrics.layout", { engine throws(LayoutError) in try buildMetricsLayout(in: engine) }),
    ("multipliers.layout", { engine throws(LayoutError) in try buildMultipliersLayout(in: engine) }),
    ("names.layout", { engine throws(LayoutError) in try buildNamesLayout(in: engine) }),
    ("priorities.layout", { engine throws(LayoutError) in try buildPrioritiesLayout(in: engine) }),
    ("rightToLeft.layout", { engine throws(LayoutError) in try buildRightToLeftLayout(in: engine) }),
    ("tree.layout", { engine throws(LayoutError) in try buildTreeLayout(in: engine) }),
    ("visualFormat.layout", { engine throws(LayoutError) in try buildVisualFormatLayout(in: engine) }),
  ]
}
