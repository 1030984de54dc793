// LayoutFileWriter.h — writes one IB hierarchy as a layout file (docs/layout-file.md): the tree,
// each view's properties, the constraints IB wrote and the ones UIKit makes from autoresizing
// masks, with comments that say where each came from and what could not be carried over.
#pragma once

#include <string>
#include <vector>

#include "InterfaceBuilderContext.h"

namespace clayout::internal {

/// A written layout file, and for each of its lines (index 0 is line 1) the IB element it comes
/// from (null for lines of the importer's own, such as comments), so that a problem the loader
/// finds in the layout file is reported at IB's element.
struct WrittenLayout {
  std::string text;
  std::vector<const XMLElement*> sources;
};

/// Writes `hierarchy`, read from `fileName` for `device`. Assigns each view its `name` (unique,
/// a valid layout-file name: the user label, else the one outlet's name, else the class and IB
/// id). What cannot be carried over is a comment in the text and a warning in `context`.
WrittenLayout writeLayoutFile(IBHierarchy& hierarchy, ReadingContext& context, bool canvasDevice);

}  // namespace clayout::internal
