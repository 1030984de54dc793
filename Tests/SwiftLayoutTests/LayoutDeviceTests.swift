import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// Named devices and `LayoutEngine.apply(device:)` through the Swift face; every number derived by
  /// hand from Apple's figures: iPhone 15 is 393 × 852 points @3x, 59 under its Dynamic Island and
  /// 34 above its home indicator in portrait, 59 at each side and 21 below in landscape.
  @Suite("Devices")
  struct LayoutDeviceTests {
    @Test("iPhone 15 by name, in either orientation")
    func named() throws {
      let portrait = try #require(LayoutDevice.named("iPhone 15"))
      #expect(portrait.interfaceBuilderIdentifier == "retina6_0")
      #expect(portrait.orientation == .portrait)
      #expect(portrait.screenSize == LayoutSize(width: 393, height: 852))
      #expect(portrait.scale == 3)
      #expect(portrait.safeAreaInsets == LayoutInsets(top: 59, bottom: 34))
      #expect(portrait.statusBarHeight == 59)
      #expect(portrait.hasSensorHousing)
      #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
      #expect(portrait.systemMinimumLayoutMargins == LayoutDirectionalInsets(leading: 16, trailing: 16))
      let landscape = try #require(LayoutDevice.named("IPHONE 15", orientation: .landscape))
      #expect(landscape.name == "iPhone 15")
      #expect(landscape.screenSize == LayoutSize(width: 852, height: 393))
      #expect(landscape.safeAreaInsets == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(landscape.statusBarHeight == 0)
      #expect(landscape.verticalSizeClass == .compact)
      #expect(landscape.systemMinimumLayoutMargins == LayoutDirectionalInsets(leading: 20, trailing: 20))
    }

    @Test("IB's ids, iPads, unknown names and the list of names")
    func table() throws {
      let xr = try #require(LayoutDevice.named("retina6_1"))
      #expect(xr.name == "iPhone XR")
      #expect(xr.scale == 2)
      #expect(xr.safeAreaInsets.top == 48)
      let iPad = try #require(LayoutDevice.named("ipad10_2", orientation: .landscape))
      #expect(iPad.screenSize == LayoutSize(width: 1080, height: 810))
      #expect(iPad.safeAreaInsets == LayoutInsets(top: 20))
      #expect(iPad.horizontalSizeClass == .regular && iPad.verticalSizeClass == .regular)
      #expect(LayoutDevice.named("Nokia 3310") == nil)
      #expect(LayoutDevice.named("") == nil)
      let names = LayoutDevice.knownNames
      #expect(names.first == "iPhone 4s")
      #expect(names.contains("iPhone 15") && names.contains("retina6_0") && names.contains("ipad12_9rounded"))
      #expect(names.allSatisfy { LayoutDevice.named($0) != nil })
    }

    @Test("apply(device:): the root is the screen, the safe area and margins the device's")
    func apply() throws {
      let engine = LayoutEngine()
      let root = engine.root
      let content = try addItem("content", to: root)
      try activate {
        content.leftAnchor == root.safeAreaLayoutGuide.leftAnchor
        content.rightAnchor == root.safeAreaLayoutGuide.rightAnchor
        content.topAnchor == root.safeAreaLayoutGuide.topAnchor
        content.bottomAnchor == root.safeAreaLayoutGuide.bottomAnchor
      }
      try engine.apply(device: try #require(LayoutDevice.named("iPhone 15")))
      try engine.layoutIfNeeded()
      expectFrame(root.frame, 0, 0, 393, 852)
      // 852 - 59 - 34 = 759.
      expectFrame(content.frame, 0, 59, 393, 759)
      #expect(root.layoutMargins == LayoutInsets(top: 59, left: 16, bottom: 34, right: 16))
      try engine.apply(device: try #require(LayoutDevice.named("iPhone 15", orientation: .landscape)))
      try engine.layoutIfNeeded()
      // 852 - 2 × 59 = 734 wide, 393 - 21 = 372 high.
      expectFrame(content.frame, 59, 0, 734, 372)
    }

    @Test("A refused device throws and leaves the engine as it was")
    func refused() throws {
      let engine = try makeEngine(width: 375, height: 667)
      let root = engine.root
      let tall = try addItem("tall", to: root)
      try activate {
        tall.topAnchor == root.topAnchor
        tall.leftAnchor == root.leftAnchor
        tall.widthAnchor == 10
        tall.heightAnchor == 600
        tall.bottomAnchor <= root.bottomAnchor
      }
      let fourS = try #require(LayoutDevice.named("iPhone 4s"))
      let before = engine.dump()
      // 480 points high: no room for 600.
      let error = #expect(throws: LayoutError.self) { try engine.apply(device: fourS) }
      #expect(error?.kind == .unsatisfiableConstraint)
      #expect(error?.message.hasPrefix("cannot apply the device iPhone 4s in portrait: ") == true)
      #expect(engine.dump() == before)
      // A host's own device: a NaN margin is refused after the size and insets were set, and
      // those are set back.
      var odd = LayoutDevice(name: "odd", screenSize: LayoutSize(width: 400, height: 700))
      odd.systemMinimumLayoutMargins.leading = .nan
      #expect(throws: LayoutError.self) { try engine.apply(device: odd) }
      #expect(engine.dump() == before)
    }
  }
}
