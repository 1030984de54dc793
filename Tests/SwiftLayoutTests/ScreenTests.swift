import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The realistic screens of the C++ tests (Tests/CLayoutCoreTests/Layout/ScreenTests.cpp), written in
  /// Swift, with the same hand-derived frames.
  @Suite("Screens")
  struct ScreenTests {
    @Test("Login form: title, two fields and a button in the margins")
    func loginForm() throws {
      let engine = try makeEngine(width: 375, height: 667)
      let root = engine.root
      try root.setLayoutMargins(LayoutInsets(top: 40, left: 20, bottom: 20, right: 20))
      let margins = root.layoutMarginsGuide
      let title = try addItem("title", to: root)
      let username = try addItem("username", to: root)
      let password = try addItem("password", to: root)
      let login = try addItem("login", to: root)
      try title.setIntrinsicContentSize(width: 120, height: 30)
      try activate {
        title.topAnchor == margins.topAnchor
        title.leadingAnchor == margins.leadingAnchor
        title.trailingAnchor == margins.trailingAnchor
        username.topAnchor == title.bottomAnchor + 24 ~ "title-gap"
        username.leadingAnchor == margins.leadingAnchor
        username.trailingAnchor == margins.trailingAnchor
        username.heightAnchor == 44
        password.topAnchor == username.bottomAnchor + 12
        password.leadingAnchor == margins.leadingAnchor
        password.trailingAnchor == margins.trailingAnchor
        password.heightAnchor == username.heightAnchor
        login.topAnchor == password.bottomAnchor + 24
        login.centerXAnchor == margins.centerXAnchor
        login.widthAnchor == 200
        login.heightAnchor == 50
      }
      // The margins guide: left 20, top 40, right 375 - 20 = 355: 335 wide.
      expectFrame(title.frame, 20, 40, 335, 30)
      // username: 40 + 30 + 24 = 94; password: 94 + 44 + 12 = 150; login: 150 + 44 + 24 = 218,
      // centered on 20 + 335/2 = 187.5: left 87.5.
      expectFrame(username.frame, 20, 94, 335, 44)
      expectFrame(password.frame, 20, 150, 335, 44)
      expectFrame(login.frame, 87.5, 218, 200, 50)
      // On a 1x screen the button's edges 87.5 and 287.5 round up to 88 and 288.
      expectFrame(login.frame(in: .root, scale: 1), 88, 218, 200, 50)
      expectFrame(login.frame(in: .root, scale: 2), 87.5, 218, 200, 50)
      #expect(engine.ambiguities.isEmpty)
      // A wider window: fields widen, the button stays centered.
      try engine.setRootSize(LayoutSize(width: 414, height: 896))
      expectFrame(username.frame, 20, 94, 374, 44)
      expectFrame(login.frame, 107, 218, 200, 50)  // 20 + 187 - 100
    }

    /// A toolbar 44 high across the root, with back (60), title (100, centered) and action (44).
    struct Toolbar {
      let engine: LayoutEngine
      let root: LayoutItem
      let bar: LayoutItem
      let back: LayoutItem
      let title: LayoutItem
      let action: LayoutItem

      init(_ direction: LayoutDirection) throws {
        engine = try makeEngine(width: 320, height: 480)
        root = engine.root
        bar = try addItem("toolbar", to: root)
        back = try addItem("back", to: bar)
        title = try addItem("title", to: bar)
        action = try addItem("action", to: bar)
        try root.setLayoutDirection(direction)
        let (bar, back, title, action, root) = (bar, back, title, action, root)
        try activate {
          bar.leftAnchor == root.leftAnchor
          bar.rightAnchor == root.rightAnchor
          bar.topAnchor == root.topAnchor
          bar.heightAnchor == 44
          back.leadingAnchor == bar.leadingAnchor + 8
          back.widthAnchor == 60
          title.centerXAnchor == bar.centerXAnchor
          title.widthAnchor == 100
          title.leadingAnchor >= back.trailingAnchor + 8
          action.trailingAnchor == bar.trailingAnchor - 8
          action.widthAnchor == 44
          back.centerYAnchor == bar.centerYAnchor
          title.centerYAnchor == bar.centerYAnchor
          action.centerYAnchor == bar.centerYAnchor
          back.heightAnchor == 30
          title.heightAnchor == 30
          action.heightAnchor == 30
        }
      }
    }

    @Test("Toolbar, left to right")
    func toolbarLeftToRight() throws {
      let t = try Toolbar(.leftToRight)
      // Buttons 30 high centered in 44: top 7. back at 8; title centered on 160: 110; action's
      // right edge at 320 - 8 = 312: left 268.
      expectFrame(t.back.frame, 8, 7, 60, 30)
      expectFrame(t.title.frame, 110, 7, 100, 30)
      expectFrame(t.action.frame, 268, 7, 44, 30)
      #expect(t.engine.ambiguities.isEmpty)
    }

    @Test("Toolbar, right to left")
    func toolbarRightToLeft() throws {
      let t = try Toolbar(.rightToLeft)
      // Mirrored: back's right edge at 312 (left 252), action's left edge at 8; the title stays
      // centered.
      expectFrame(t.back.frame, 252, 7, 60, 30)
      expectFrame(t.title.frame, 110, 7, 100, 30)
      expectFrame(t.action.frame, 8, 7, 44, 30)
    }

    @Test("Toolbar, switched from left to right to right to left while active")
    func toolbarSwitched() throws {
      let t = try Toolbar(.leftToRight)
      t.root.layoutDirection = .rightToLeft
      expectFrame(t.back.frame, 252, 7, 60, 30)
      expectFrame(t.action.frame, 8, 7, 44, 30)
      // Only the toolbar's contents flipped to left to right again.
      try t.bar.setLayoutDirection(.leftToRight)
      expectFrame(t.back.frame, 8, 7, 60, 30)
      expectFrame(t.action.frame, 268, 7, 44, 30)
    }

    @Test("List cell: the title hugs its text, the detail compresses when narrow")
    func listCell() throws {
      let engine = try makeEngine(width: 320, height: 480)
      let root = engine.root
      let cell = try addItem("cell", to: root)
      let title = try addItem("title", to: cell)
      let detail = try addItem("detail", to: cell)
      try title.setIntrinsicContentSize(width: 120, height: 20)
      try detail.setIntrinsicContentSize(width: 150, height: 20)
      try title.setContentHuggingPriority(251, for: .horizontal)
      try detail.setContentCompressionResistancePriority(749, for: .horizontal)
      try activate {
        cell.leadingAnchor == root.leadingAnchor
        cell.trailingAnchor == root.trailingAnchor
        cell.topAnchor == root.topAnchor
        title.leadingAnchor == cell.leadingAnchor + 16
        detail.leadingAnchor == title.trailingAnchor + 8
        detail.trailingAnchor == cell.trailingAnchor - 16
        title.topAnchor == cell.topAnchor + 12
        detail.topAnchor == cell.topAnchor + 12
        cell.bottomAnchor == title.bottomAnchor + 12
      }
      // 320 wide: 280 for both labels, 270 wanted. The title hugs at 251 over the detail's 250:
      // title 120, detail 160. The cell is 12 + 20 + 12 = 44 high.
      expectFrame(cell.frame, 0, 0, 320, 44)
      expectFrame(title.frame, 16, 12, 120, 20)
      expectFrame(detail.frame, 144, 12, 160, 20)
      // 200 wide: 160 for 270 wanted. The detail resists at 749, the title at 750: the detail
      // gives way: title 120, detail 40.
      try engine.setRootSize(LayoutSize(width: 200, height: 480))
      expectFrame(title.frame, 16, 12, 120, 20)
      expectFrame(detail.frame, 144, 12, 40, 20)
      // The cell's own fitting size: both labels at their intrinsic width, 16 + 120 + 8 + 150 + 16.
      let fitting = cell.fittingSize(.compressed)
      #expect(abs(fitting.width - 310) < 1e-9)
      #expect(abs(fitting.height - 44) < 1e-9)
    }
  }
}
