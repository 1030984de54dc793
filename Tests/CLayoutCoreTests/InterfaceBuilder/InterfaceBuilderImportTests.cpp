// InterfaceBuilderImportTests.cpp — the import's API: what a layout file it writes says (names,
// identifiers, where each line comes from), which hierarchies it writes and what they are called,
// the options, and the errors of files that are not UIKit's IB files, each at its place. The frames
// of the files of Tests/InterfaceBuilder are InterfaceBuilderFileTests'.
#define CLAYOUT_TEST_MAIN
#include <filesystem>
#include <fstream>
#include <sstream>

#include "CLayoutCore/Text/LayoutFile.h"
#include "CLayoutInterfaceBuilder/InterfaceBuilderImport.h"
#include "CLayoutTranslation/LayoutTranslation.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

std::string testFile(const std::string& name) {
  std::ifstream stream(std::filesystem::path(CLAYOUT_INTERFACE_BUILDER_FOLDER) / name, std::ios::binary);
  std::ostringstream contents;
  contents << stream.rdbuf();
  return contents.str();
}

/// The import's only diagnostic, which must be an error (a copy: the import is often a temporary).
ImportDiagnostic onlyError(const InterfaceBuilderImport& imported) {
  CHECK(!imported.succeeded());
  CHECK(imported.layouts.empty());
  REQUIRE(imported.diagnostics.size() == 1);
  CHECK(imported.diagnostics[0].severity == ImportDiagnosticSeverity::error);
  return imported.diagnostics[0];
}

/// A minimal UIKit XIB around `objects`.
std::string xib(const std::string& objects) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" "
         "toolsVersion=\"16097\" "
         "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\">\n"
         "<device id=\"retina4_7\" orientation=\"portrait\"/>\n<objects>\n" +
         objects + "</objects>\n</document>\n";
}

}  // namespace

TEST_CASE("a layout file names its views from their user label, else their one outlet, else class and id") {
  InterfaceBuilderImport imported = importInterfaceBuilderText(testFile("Basics.xib"), "Folder/Basics.xib");
  REQUIRE(imported.succeeded());
  REQUIRE(imported.layouts.size() == 1);
  const ImportedLayout& layout = imported.layouts[0];
  // One hierarchy: the file's name; its root's id and, without a label or class, its title.
  CHECK_EQUAL(layout.fileName, std::string("Basics.layout"));
  CHECK_EQUAL(layout.rootIdentifier, std::string("top-00-aaa"));
  CHECK_EQUAL(layout.title, std::string("view top-00-aaa"));
  const std::string& text = layout.text;
  CHECK(testing::containsText(text,
                              "# Imported from Basics.xib by `clayout import`: <view id=\"top-00-aaa\">"));
  CHECK(testing::containsText(text, "\nidentifier: \"top-00-aaa\"\n"));
  CHECK(testing::containsText(text, "\nsize: width 320, height 200  # IB's frame\n"));
  CHECK(testing::containsText(text, "view titleLabel {  # <label id=\"lbl-01-aaa\">"));
  CHECK(testing::containsText(text, "view badgeView {  # <view id=\"bdg-02-aaa\" userLabel=\"Badge View\">"));
  CHECK(testing::containsText(text, "view button_btn_03_aaa {"));
  CHECK(testing::containsText(text, "  identifier: \"lbl-01-aaa\"\n"));
  // Each constraint keeps IB's id as its identifier and says the line it comes from.
  CHECK(testing::containsText(text, "titleLabel.leading == root.leading + 20 \"c01-aa-aaa\"  # line"));
  CHECK(testing::containsText(text, "root.bottom == button_btn_03_aaa.bottom + 10 @750 \"c06-aa-aaa\""));
  // A position with a multiplier, measured from the view that holds the constraint.
  CHECK(testing::containsText(text,
                              "view_dot_05_aaa.centerX == view_pnl_04_aaa.left + (view_pnl_04_aaa.centerX - "
                              "view_pnl_04_aaa.left) * 0.5"));
  // The layout file loads, and the load gives each view IB's id.
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, text, layout.fileName);
  REQUIRE(load.succeeded());
  CHECK_EQUAL(load.rootIdentifier, std::string("top-00-aaa"));
  CHECK_EQUAL(load.items[0].name, std::string("titleLabel"));
  CHECK_EQUAL(load.items[0].identifier, std::string("lbl-01-aaa"));
}

TEST_CASE("an imported layout translates to Swift and to C++") {
  for (const char* name : {"Basics.xib", "StackViews.xib", "SafeArea.storyboard", "Autoresizing.xib"}) {
    InterfaceBuilderImport imported = importInterfaceBuilderText(testFile(name), name);
    REQUIRE(!imported.layouts.empty());
    for (const ImportedLayout& layout : imported.layouts) {
      for (TranslationLanguage language : {TranslationLanguage::swift, TranslationLanguage::cpp}) {
        LayoutTranslation translation = translateLayout(layout.text, layout.fileName, language);
        CHECK_WITH(translation.diagnostics.empty(), layout.fileName);
        CHECK_WITH(!translation.code.empty(), layout.fileName);
      }
    }
  }
}

TEST_CASE("a storyboard: one layout per scene's view, named after the scene; --scene and --root choose") {
  std::string storyboard = testFile("SafeArea.storyboard");
  InterfaceBuilderImport imported = importInterfaceBuilderText(storyboard, "SafeArea.storyboard");
  REQUIRE(imported.layouts.size() == 3);
  CHECK_EQUAL(imported.layouts[0].fileName, std::string("SafeArea-Inbox.layout"));
  CHECK_EQUAL(imported.layouts[1].fileName, std::string("SafeArea-Details.layout"));
  CHECK_EQUAL(imported.layouts[2].fileName, std::string("SafeArea-Settings.layout"));
  CHECK_EQUAL(imported.layouts[0].title, std::string("Inbox"));
  // A scene by its title, its view controller's storyboard id, or its scene id; a root by its id.
  for (const char* scene : {"Details", "scn-02-ddd", "vc2-00-ddd"}) {
    InterfaceBuilderImport chosen =
        importInterfaceBuilderText(storyboard, "SafeArea.storyboard", {"", scene, ""});
    REQUIRE(chosen.layouts.size() == 1);
    CHECK_EQUAL(chosen.layouts[0].rootIdentifier, std::string("vw2-00-ddd"));
    // Alone, it is named after the file.
    CHECK_EQUAL(chosen.layouts[0].fileName, std::string("SafeArea.layout"));
  }
  InterfaceBuilderImport settings =
      importInterfaceBuilderText(storyboard, "SafeArea.storyboard", {"", "SettingsViewController", ""});
  REQUIRE(settings.layouts.size() == 1);
  InterfaceBuilderImport root =
      importInterfaceBuilderText(storyboard, "SafeArea.storyboard", {"vw3-00-ddd", "", ""});
  REQUIRE(root.layouts.size() == 1);
  CHECK_EQUAL(root.layouts[0].title, std::string("Settings"));
  // None there: an error that lists the roots.
  ImportDiagnostic none =
      onlyError(importInterfaceBuilderText(storyboard, "SafeArea.storyboard", {"nope", "", ""}));
  CHECK(testing::containsText(none.message,
                              "no root view with the id 'nope' (the roots are: vw1-00-ddd (Inbox)"));
  ImportDiagnostic noScene =
      onlyError(importInterfaceBuilderText(storyboard, "SafeArea.storyboard", {"", "Nope", ""}));
  CHECK(testing::containsText(noScene.message, "no scene called 'Nope'"));
}

TEST_CASE("files that are not UIKit IB files: an error at the place, nothing written") {
  ImportDiagnostic xml =
      onlyError(importInterfaceBuilderText("<document>\n  <objects>\n</document>", "a.xib"));
  CHECK_EQUAL(xml.location.fileName, std::string("a.xib"));
  CHECK_EQUAL(xml.location.line, 3u);
  CHECK_EQUAL(xml.location.column, 1u);
  CHECK(testing::containsText(xml.message,
                              "not well-formed XML: </document> closes <objects> (opened at 2:3)"));
  CHECK_EQUAL(
      describeImportDiagnostic(xml),
      std::string("a.xib:3:1: error: not well-formed XML: </document> closes <objects> (opened at 2:3)"));

  ImportDiagnostic plist = onlyError(importInterfaceBuilderText("<plist version=\"1.0\"/>", "b.xib"));
  CHECK(testing::containsText(plist.message, "its root element is <plist>"));
  CHECK_EQUAL(plist.element, std::string("<plist>"));

  ImportDiagnostic appKit = onlyError(importInterfaceBuilderText(
      "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>", "c.xib"));
  CHECK(testing::containsText(appKit.message, "an AppKit (macOS) file"));

  ImportDiagnostic device = onlyError(importInterfaceBuilderText(xib(""), "d.xib", {"", "", "nokia3310"}));
  CHECK(testing::containsText(device.message,
                              "unknown device 'nokia3310' (expected one of retina3_5, retina4_0"));
  ImportDiagnostic orientation =
      onlyError(importInterfaceBuilderText(xib(""), "d.xib", {"", "", "retina4_7:upsideDown"}));
  CHECK(testing::containsText(orientation.message, "unknown device 'retina4_7:upsideDown'"));

  ImportDiagnostic empty = onlyError(importInterfaceBuilderText(xib(""), "e.xib"));
  CHECK(testing::containsText(empty.message, "no view with subviews to lay out (the file has no views)"));
}

TEST_CASE("reading a file: its base name names the layouts, the path names it in messages") {
  std::filesystem::path folder = std::filesystem::temp_directory_path() / "clayout-import-tests";
  std::filesystem::create_directories(folder);
  std::filesystem::path path = folder / "Card.xib";
  std::ofstream(path) << testFile("Basics.xib");
  InterfaceBuilderImport imported = importInterfaceBuilderFile(path.string());
  REQUIRE(imported.succeeded());
  CHECK_EQUAL(imported.layouts[0].fileName, std::string("Card.layout"));
  CHECK(testing::containsText(imported.layouts[0].text, "# Imported from Card.xib by"));

  ImportDiagnostic missing = onlyError(importInterfaceBuilderFile((folder / "missing.xib").string()));
  CHECK(testing::containsText(missing.message, "cannot read the file"));
  CHECK_EQUAL(missing.location.line, 0u);
  CHECK(testing::containsText(describeImportDiagnostic(missing), "missing.xib: error: cannot read"));
  ImportDiagnostic directory = onlyError(importInterfaceBuilderFile(folder.string()));
  CHECK(testing::containsText(directory.message, "it is a folder"));
  std::filesystem::remove_all(folder);
}

TEST_CASE("a file without a canvas device: an iPhone 8's size classes, with a warning at <document>") {
  std::string text =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\" "
      "useAutolayout=\"YES\"><objects><view id=\"r\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" "
      "height=\"50\"/><subviews><view id=\"s\" translatesAutoresizingMaskIntoConstraints=\"NO\"><rect "
      "key=\"frame\" "
      "x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view></subviews></view></objects></document>";
  InterfaceBuilderImport imported = importInterfaceBuilderText(text, "f.xib");
  CHECK(imported.succeeded());
  REQUIRE(imported.layouts.size() == 1);
  REQUIRE(!imported.diagnostics.empty());
  CHECK(imported.diagnostics[0].severity == ImportDiagnosticSeverity::warning);
  CHECK_EQUAL(imported.diagnostics[0].element, std::string("<document>"));
  CHECK(testing::containsText(imported.diagnostics[0].message, "the file names no canvas device"));
}
