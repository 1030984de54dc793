// LayoutFile.h — loads a layout file (items, properties, constraints in the anchor notation and
// the Visual Format Language) into a layout engine. The format: docs/layout-file.md.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutItem.h"
#include "CLayoutCore/Layout/TextMeasurement.h"
#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout {

/// The text of a text item and the monospaced measurer it is measured with.
struct LoadedText {
  std::string text;
  MonospacedTextMeasurer measurer;
};

/// One item a layout file declared, in the order of the file (a parent before its subitems).
struct LoadedItem {
  /// Its name in the file, which is also its name in the engine.
  std::string name;
  /// Its handle in the engine.
  LayoutItem item;
  /// The name of its parent in the file (`root` for a top-level item).
  std::string parentName;
  /// How deep it sits: 1 for a subitem of the root.
  std::uint32_t depth = 1;
  /// Whether it is a layout guide (`guide name`) rather than a view.
  bool isLayoutGuide = false;
  /// Where it was declared.
  TextLocation location;
  /// For a text item (`text:`), its text (`\n` read as a line break) and the measurer of its
  /// `font:` (the default one without): what `MonospacedTextMeasurer::lines` sets at the item's
  /// width to draw it. Empty otherwise.
  std::optional<LoadedText> text;
  /// Its `identifier:`, a name outside the file (`clayout import` writes Interface Builder's id
  /// there); empty when the file gives none.
  std::string identifier;
};

/// One constraint a layout file activated: written in the anchor notation, or one of the
/// constraints a Visual Format Language line stands for.
struct LoadedConstraint {
  LayoutConstraint constraint;
  /// Where it was written: the start of its line, or for a VFL constraint the part of the
  /// format it comes from (a view, a connection, a predicate, an option).
  TextLocation location;
};

/// One group a layout file declared (`group name: a, b`): a named set of items, which
/// `LayoutEngine::setHidden(std::span<const LayoutItem>, bool)` hides or shows at once.
struct LoadedGroup {
  /// Its name in the file.
  std::string name;
  /// Its items, in the order written.
  std::vector<LayoutItem> items;
  /// Where its name was written.
  TextLocation location;
};

/// What loading a layout file gives: on success the items and constraints it made, on failure
/// the diagnostics and an engine left exactly as it was.
struct [[nodiscard]] LayoutFileLoad {
  /// Every problem found, in the order of the file (empty on success). Parsing goes on past an
  /// error to the next statement, so one load reports several problems.
  std::vector<TextDiagnostic> diagnostics;
  /// The items the file declared, in the order of the file (empty on failure).
  std::vector<LoadedItem> items;
  /// The items by name, with `root` for the engine's root (empty on failure).
  std::map<std::string, LayoutItem> itemsByName;
  /// The constraints the file activated, in the order of the file (empty on failure).
  std::vector<LoadedConstraint> constraints;
  /// The groups the file declared, in the order of the file (empty on failure). A guideline's or
  /// barrier's guide is an item (in `items`, a layout guide); a chain's constraints are the
  /// engine's, as every helper's (`LayoutEngine::constraintsAffecting` lists them).
  std::vector<LoadedGroup> groups;
  /// The root's `identifier:` (at the top level), empty when the file gives none.
  std::string rootIdentifier;

  /// Whether the file was loaded (no diagnostic).
  bool succeeded() const noexcept { return diagnostics.empty(); }
  explicit operator bool() const noexcept { return succeeded(); }
};

/// How a file is loaded, beyond its text.
struct LayoutFileOptions {
  /// The root's size to set instead of the file's `size:` (a host that lays the file out at its
  /// own screen's size; `clayout --size`), set last as `size:` is. The file's own size is then not
  /// set at all, so a file whose `size:` its constraints cannot take loads at this one. A size the
  /// required constraints cannot take fails the load with an `unsatisfiableConstraint`
  /// diagnostic at line 0 (the file as a whole) that names it. Without one, the file's `size:`.
  std::optional<LayoutSize> rootSize;
};

/// Reads `text`, a layout file called `fileName` in messages, and lays it into `engine`, all or
/// nothing: a file with any problem changes nothing, and the result lists the problems.
///
/// The file loads under the engine's `unsatisfiableConstraintPolicy` (the host's, `clayout
/// --recover`) until its `unsatisfiableConstraints:` line, if any, sets another. Under `recover`,
/// conflicting required constraints break instead of failing the load: the engine's
/// `brokenConstraints` lists each with its conflict; each is in the load's `constraints` but not
/// active.
///
/// `engine` must be new, as `LayoutEngine()` makes it (`LayoutEngine::isEmpty`); any other is
/// refused (`engineNotEmpty`), unchanged. The file's calls are made once, on `engine`, as one
/// change (`LayoutEngine::buildFromEmpty`): every refusal of the engine (an unsatisfiable
/// constraint with its whole conflict set, a root size the constraints cannot take) is mapped
/// back to lines of the file, and a file with any refusal leaves `engine` exactly as it was.
///
/// Never throws and never crashes, whatever the bytes of `text`; running out of memory ends the
/// program, as everywhere in the engine.
LayoutFileLoad loadLayoutText(LayoutEngine& engine, std::string_view text, std::string fileName,
                              const LayoutFileOptions& options = {}) noexcept;

/// Whether `name` is a word the format reserves, which no item or metric may take: `root`, the
/// item kinds, the helpers' keywords, `clayout`, the attributes, the priority names and the
/// guides' names (docs/layout-file.md, "Grammar").
bool isReservedLayoutFileName(std::string_view name) noexcept;

/// Reads the file at `path` and loads it as `loadLayoutText` does, naming it `path` in messages.
/// A file that cannot be read is one diagnostic, `unreadableFile`.
LayoutFileLoad loadLayoutFile(LayoutEngine& engine, const std::string& path,
                              const LayoutFileOptions& options = {}) noexcept;

}  // namespace clayout
