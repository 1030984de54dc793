// main.cpp — an example host: a login screen built with the anchor DSL, laid out at two window
// sizes and in both reading directions, its frames printed. Exits non-zero when a frame differs
// from the one derived by hand below (so the packaging test checks the installed library works).
//
// The screen, root W × H:
//   title     centered, 40 from the top, its intrinsic size 120 × 30
//   username  20 from the leading and trailing edges, 24 below the title, 44 high
//   password  as wide as username, 12 below it, as high
//   login     its intrinsic size 80 × 44, trailing edge on password's, 20 below it
//   footer    full width along the bottom, a tenth of the root's height
#include <CLayoutCore/CLayoutCore.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace clayout;

namespace {

/// Prints an item's frame and checks it against the expected one; returns whether they match.
bool report(const LayoutEngine& engine, const LayoutItem& item, LayoutRect expected) {
  LayoutRect frame = engine.frame(item);
  bool matches = std::fabs(frame.x - expected.x) < 1e-6 && std::fabs(frame.y - expected.y) < 1e-6 &&
                 std::fabs(frame.width - expected.width) < 1e-6 &&
                 std::fabs(frame.height - expected.height) < 1e-6;
  std::printf("  %-9s x %6.1f  y %6.1f  %6.1f × %5.1f%s\n", engine.name(item).c_str(), frame.x, frame.y,
              frame.width, frame.height, matches ? "" : "   <- expected something else");
  return matches;
}

}  // namespace

int main() {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem title = engine.makeItem("title");
  LayoutItem username = engine.makeItem("username");
  LayoutItem password = engine.makeItem("password");
  LayoutItem login = engine.makeItem("login");
  LayoutItem footer = engine.makeItem("footer");
  for (const LayoutItem& item : {title, username, password, login, footer}) engine.addSubitem(root, item);
  engine.setIntrinsicContentSize(title, 120, 30);
  engine.setIntrinsicContentSize(login, 80, 44);

  LayoutResult result = activateConstraints({
      title.centerX == root.centerX,
      title.top == root.top + 40,
      username.leading == root.leading + 20,
      username.trailing == root.trailing - 20,
      username.top == title.bottom + 24,
      username.height == 44,
      password.leading == username.leading,
      password.width == username.width,
      password.top == username.bottom + 12,
      password.height == username.height,
      login.trailing == password.trailing,
      login.top == password.bottom + 20,
      footer.left == root.left,
      footer.right == root.right,
      footer.bottom == root.bottom,
      footer.height == root.height * 0.1,
  });
  if (!result) {
    std::fprintf(stderr, "activation failed: %s\n", result.message.c_str());
    return 1;
  }

  bool allMatch = true;
  struct Case {
    double width, height;
    LayoutDirection direction;
  };
  for (Case layout :
       {Case{360, 640, LayoutDirection::leftToRight}, Case{480, 800, LayoutDirection::leftToRight},
        Case{360, 640, LayoutDirection::rightToLeft}}) {
    engine.setRootSize({layout.width, layout.height});
    engine.setLayoutDirection(root, layout.direction);
    bool rightToLeft = layout.direction == LayoutDirection::rightToLeft;
    std::printf("%g × %g, %s:\n", layout.width, layout.height,
                rightToLeft ? "right to left" : "left to right");
    double fieldWidth = layout.width - 40;
    double loginX = rightToLeft ? 20 : layout.width - 20 - 80;
    allMatch &= report(engine, title, {layout.width / 2 - 60, 40, 120, 30});
    allMatch &= report(engine, username, {20, 94, fieldWidth, 44});
    allMatch &= report(engine, password, {20, 150, fieldWidth, 44});
    allMatch &= report(engine, login, {loginX, 214, 80, 44});
    allMatch &= report(engine, footer, {0, layout.height * 0.9, layout.width, layout.height * 0.1});
  }
  std::printf("%s\n", allMatch ? "every frame is as derived by hand" : "SOME FRAMES DIFFER");
  return allMatch ? 0 : 1;
}
