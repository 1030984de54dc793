// LayoutFileApplication.h — lays a parsed layout file into an engine: items, properties,
// constraints, the root's size, by the engine's public calls (the ones the DSLs reach).
#pragma once

#include <optional>
#include <vector>

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Text/LayoutFile.h"
#include "LayoutFileDescription.h"

namespace clayout::internal {

/// Applies `description` to `engine` in a fixed order: items and their tree, then the root's
/// and each item's properties (direction first), then the constraints one by one in the order
/// of the file, then the root's size, then the layout pass (`layoutPassOf`).
///
/// Assumes `engine` is new. Every refusal of the engine becomes a diagnostic at the line that
/// caused it (an unsatisfiable constraint or root size with notes for its whole conflict set) and
/// the application goes on past it, so that one run reports every refusal; the engine is then
/// left part-way, which is why the loader first applies a file to a scratch engine and only a
/// file without diagnostics there to the host's. Guarantees: `load.diagnostics` empty means every
/// call succeeded and `load`'s items and constraints are complete.
void applyLayoutFile(const LayoutFileDescription& description, LayoutEngine& engine, LayoutFileLoad& load);

/// Where and why a file's layout pass (`LayoutEngine::layoutIfNeeded`) runs: the first text item
/// (`the text`), else the first constraint, chain or margins-relative stack that uses a guide
/// whose insets follow the hierarchy (`the guides`), whose place a failure of the pass is
/// reported at.
struct LayoutPass {
  TextLocation location;
  const char* what = "";
};

/// The layout pass `description` needs after its root's size, or none (no text, no guide): the
/// loader and the translation to code run it under the same condition.
std::optional<LayoutPass> layoutPassOf(const LayoutFileDescription& description);

/// `fileName` as a string that lives as long as the process, for `LayoutConstraint::writtenAt`
/// (which keeps the pointer): one copy per distinct name, behind a mutex.
const char* internFileName(const std::string& fileName);

}  // namespace clayout::internal
