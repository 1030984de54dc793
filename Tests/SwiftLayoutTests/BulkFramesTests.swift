import Testing

@testable import SwiftLayout

/// The screen of the C++ BulkFramesTests, built with the Swift DSL: nine items in a 400 × 300
/// root, with a right-to-left header, its margins guide, a layout guide and an intrinsic size.
///
///     root      (0, 0, 400, 300)
///       header  (RTL) (0, 0, 400, 50)
///         title       leading at the header's right margin, 392: (292, 10, 100, 20)
///         header.layoutMarginsGuide  (8, 8, 384, 34)
///       body    (20, 50, 360, 220)
///         spacer (guide) half the body's width: (20, 50, 180, 10)
///         icon  after the spacer, intrinsic 40 × 40: (200, 65, 40, 40)
///       footer  (0, 270, 400, 30)
///         badge  half the icon's width: (5, 275, 20, 20)
private struct Screen {
  let engine: LayoutEngine
  let root, header, title, headerMargins, body, spacer, icon, footer, badge: LayoutItem

  init() throws {
    engine = try makeEngine(width: 400, height: 300)
    root = engine.root
    header = try addItem("header", to: root)
    try header.setLayoutDirection(.rightToLeft)
    title = try addItem("title", to: header)
    headerMargins = header.layoutMarginsGuide
    body = try addItem("body", to: root)
    spacer = engine.makeLayoutGuide("spacer")
    try body.addSubitem(spacer)
    icon = try addItem("icon", to: body)
    try icon.setIntrinsicContentSize(width: 40, height: 40)
    footer = try addItem("footer", to: root)
    badge = try addItem("badge", to: footer)
    _ = engine.makeItem("loose")
    let (root, header, title, headerMargins, body, spacer, icon, footer, badge) = (
      self.root, self.header, self.title, self.headerMargins, self.body, self.spacer, self.icon,
      self.footer, self.badge
    )
    try activate {
      header.leftAnchor == root.leftAnchor
      header.topAnchor == root.topAnchor
      header.widthAnchor == root.widthAnchor
      header.heightAnchor == 50
      title.leadingAnchor == headerMargins.leadingAnchor
      title.topAnchor == header.topAnchor + 10
      title.widthAnchor == 100
      title.heightAnchor == 20
      body.leftAnchor == root.leftAnchor + 20
      body.rightAnchor == root.rightAnchor - 20
      body.topAnchor == header.bottomAnchor
      body.bottomAnchor == root.bottomAnchor - 30
      spacer.leftAnchor == body.leftAnchor
      spacer.topAnchor == body.topAnchor
      spacer.widthAnchor == body.widthAnchor * 0.5
      spacer.heightAnchor == 10
      icon.leftAnchor == spacer.rightAnchor
      icon.topAnchor == spacer.bottomAnchor + 5
      footer.leftAnchor == root.leftAnchor
      footer.bottomAnchor == root.bottomAnchor
      footer.widthAnchor == root.widthAnchor
      footer.heightAnchor == 30
      badge.leftAnchor == footer.leftAnchor + 5
      badge.topAnchor == footer.topAnchor + 5
      badge.widthAnchor == icon.widthAnchor * 0.5
      badge.heightAnchor == 20
    }
  }

  var treeOrder: [LayoutItem] { [root, header, title, headerMargins, body, spacer, icon, footer, badge] }
}

/// Whether two frames have the same bits in each of their four numbers.
private func sameBits(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
  a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
}

extension SwiftLayoutSuites {
  /// Every frame at once in tree order, and the frames that changed since the last read.
  @Suite("Frames in bulk")
  struct BulkFramesTests {
    @Test("The tree order: the root first, depth first, guides included, a loose item not")
    func treeOrder() throws {
      let screen = try Screen()
      #expect(screen.engine.itemsInTreeOrder == screen.treeOrder)
    }

    @Test("Bulk frames are the hand-derived ones, the same numbers the C++ test reads")
    func handDerivedFrames() throws {
      let screen = try Screen()
      let root = screen.engine.frames(in: .root)
      #expect(root.count == 9)
      let expectedRoot: [(Double, Double, Double, Double)] = [
        (0, 0, 400, 300), (0, 0, 400, 50), (292, 10, 100, 20), (8, 8, 384, 34), (20, 50, 360, 220),
        (20, 50, 180, 10), (200, 65, 40, 40), (0, 270, 400, 30), (5, 275, 20, 20),
      ]
      for (frame, expected) in zip(root, expectedRoot) {
        expectFrame(frame, expected.0, expected.1, expected.2, expected.3)
      }
      let parent = screen.engine.frames()
      let expectedParent: [(Double, Double, Double, Double)] = [
        (0, 0, 400, 300), (0, 0, 400, 50), (292, 10, 100, 20), (8, 8, 384, 34), (20, 50, 360, 220),
        (0, 0, 180, 10), (180, 15, 40, 40), (0, 270, 400, 30), (5, 5, 20, 20),
      ]
      #expect(parent.count == 9)
      for (frame, expected) in zip(parent, expectedParent) {
        expectFrame(frame, expected.0, expected.1, expected.2, expected.3)
      }
    }

    @Test(
      "The bulk read equals the item-by-item read bit for bit",
      arguments: [LayoutCoordinates.parent, .root], [0.0, 2.0, 3.0])
    func bulkEqualsItemByItem(coordinates: LayoutCoordinates, scale: Double) throws {
      let screen = try Screen()
      // Fractions of a pixel: the spacer is 146.65 wide, the icon at 166.65.
      try screen.engine.setRootSize(LayoutSize(width: 333.3, height: 300))
      let items = screen.engine.itemsInTreeOrder
      let frames = screen.engine.frames(in: coordinates, scale: scale)
      #expect(frames.count == items.count)
      for (item, frame) in zip(items, frames) {
        #expect(sameBits(frame, item.frame(in: coordinates, scale: scale)), "\(item.name)")
      }
    }

    @Test("The first read reports every item, the next none; a taller root moves three")
    func changedAfterResize() throws {
      let screen = try Screen()
      #expect(screen.engine.changedFrames().map(\.item) == screen.treeOrder)
      #expect(screen.engine.changedFrames().isEmpty)
      try screen.engine.setRootSize(LayoutSize(width: 400, height: 400))
      // The body's bottom and the footer follow the root's bottom; the badge keeps its place in
      // the footer (parent coordinates).
      let changes = screen.engine.changedFrames()
      #expect(changes.map(\.item) == [screen.root, screen.body, screen.footer])
      #expect(
        changes.map(\.frame) == [
          LayoutRect(x: 0, y: 0, width: 400, height: 400),
          LayoutRect(x: 20, y: 50, width: 360, height: 320),
          LayoutRect(x: 0, y: 370, width: 400, height: 30),
        ])
    }

    @Test("In root coordinates the badge moves with its footer")
    func changedInRootCoordinates() throws {
      let screen = try Screen()
      _ = screen.engine.changedFrames(in: .root)
      try screen.engine.setRootSize(LayoutSize(width: 400, height: 400))
      let changes = screen.engine.changedFrames(in: .root)
      #expect(changes.map(\.item) == [screen.root, screen.body, screen.footer, screen.badge])
      #expect(changes.last?.frame == LayoutRect(x: 5, y: 375, width: 20, height: 20))
      // Other coordinates than the previous read's: every item again.
      #expect(screen.engine.changedFrames().count == 9)
    }

    @Test("A new intrinsic size moves the icon and the badge that is half of it")
    func changedAfterIntrinsicSize() throws {
      let screen = try Screen()
      _ = screen.engine.changedFrames()
      try screen.icon.setIntrinsicContentSize(width: 60, height: 40)
      let changes = screen.engine.changedFrames()
      #expect(changes.map(\.item) == [screen.icon, screen.badge])
      #expect(
        changes.map(\.frame) == [
          LayoutRect(x: 180, y: 15, width: 60, height: 40), LayoutRect(x: 5, y: 5, width: 30, height: 20),
        ])
    }

    @Test("An added item is reported, a removed one is not")
    func changedAfterAddingAndRemoving() throws {
      let screen = try Screen()
      _ = screen.engine.changedFrames()
      let body = screen.body
      let extra = try addItem("extra", to: body)
      try activate {
        extra.leftAnchor == body.leftAnchor
        extra.topAnchor == body.topAnchor + 100
        extra.widthAnchor == 10
        extra.heightAnchor == 10
      }
      let changes = screen.engine.changedFrames()
      #expect(changes.map(\.item) == [extra])
      #expect(changes.first?.frame == LayoutRect(x: 0, y: 100, width: 10, height: 10))
      try extra.remove()
      #expect(screen.engine.changedFrames().isEmpty)
      #expect(screen.engine.frames().count == 9)
    }
  }
}
