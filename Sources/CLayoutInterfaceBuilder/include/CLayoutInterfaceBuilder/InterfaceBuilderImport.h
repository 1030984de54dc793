// InterfaceBuilderImport.h — turns an Interface Builder file (`.xib`, `.storyboard`) into layout
// files (docs/layout-file.md), one per hierarchy that Auto Layout lays out: a XIB's top-level
// views, a storyboard scene's root view, each table or collection view cell's content view.
// The guide: docs/interface-builder.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Text/TextDiagnostic.h"

namespace clayout {

/// How serious a problem of an import is.
enum class ImportDiagnosticSeverity : std::uint8_t {
  /// The file, or the part named, could not be imported.
  error,
  /// Imported, but not all of it carried over (a baseline without font metrics, a view drawn by
  /// code), or the result does not lay out as IB did (IB's constraints conflict).
  warning,
};

/// One problem of an import, at the IB file's line and element.
struct ImportDiagnostic {
  /// The IB file, and the line and column of the element's `<`.
  TextLocation location;
  ImportDiagnosticSeverity severity = ImportDiagnosticSeverity::error;
  /// The element, as `<constraint id="8DQ-aN-rAB">` or `<label id="k4A-Rp-76R" userLabel="Title">`;
  /// empty for the file as a whole.
  std::string element;
  std::string message;
};

/// `Main.storyboard:57:21: warning: <constraint id="8DQ-aN-rAB">: message`, as compilers print.
std::string describeImportDiagnostic(const ImportDiagnostic& diagnostic);

/// What to import, and for which device.
struct InterfaceBuilderImportOptions {
  /// Only the hierarchy whose root view has this IB id (`--root`); all when empty.
  std::string rootIdentifier;
  /// Only the hierarchies of this storyboard scene (`--scene`): its title as IB shows it (the
  /// comment IB writes before the scene, "Settings View Controller"), its scene id, or its view
  /// controller's id, storyboard id or class; all when empty.
  std::string sceneName;
  /// The device to lay out for, by IB's id (`retina6_1`) or a name `LayoutDevice::named` knows
  /// (`iPhone 11`), optionally followed by `:landscape`; the file's own canvas device when empty.
  /// It picks the size-class variations and sizes the roots that fill the screen.
  std::string device;
};

/// One layout file the import wrote.
struct ImportedLayout {
  /// The file's name without folder, e.g. `Main-SettingsViewController.layout`.
  std::string fileName;
  /// IB's id of the hierarchy's root view, and its title (the scene's or the root view's).
  std::string rootIdentifier;
  std::string title;
  /// The layout file's text.
  std::string text;
};

/// The import of one IB file: the layout files and every problem found. Errors mean that what
/// they name was not imported (a file that is not IB's, a hierarchy that cannot be written);
/// warnings, that what was imported differs from IB's (what could not be carried over is also
/// a comment in the layout file).
struct [[nodiscard]] InterfaceBuilderImport {
  std::vector<ImportedLayout> layouts;
  std::vector<ImportDiagnostic> diagnostics;

  /// Whether there is no error (warnings allowed).
  bool succeeded() const noexcept;
  explicit operator bool() const noexcept { return succeeded(); }
};

/// Imports `text`, an IB file called `fileName` in messages and in the layout files' names.
///
/// Each layout file loads with `loadLayoutText` when IB's constraints can all hold (a file whose
/// required constraints conflict, which UIKit resolves by breaking one at run time, is written
/// all the same, with a warning that names the constraints). Never throws, never crashes,
/// whatever the bytes.
InterfaceBuilderImport importInterfaceBuilderText(std::string_view text, const std::string& fileName,
                                                  const InterfaceBuilderImportOptions& options = {}) noexcept;

/// Reads the file at `path` and imports it as `importInterfaceBuilderText` does, naming it by
/// `path` in messages and by its base name in the layout files.
InterfaceBuilderImport importInterfaceBuilderFile(const std::string& path,
                                                  const InterfaceBuilderImportOptions& options = {}) noexcept;

}  // namespace clayout
