import Testing

@testable import SwiftLayout

extension SwiftLayoutSuites {
  /// The bad-input catalogue of the C++ tests (Tests/CLayoutCoreTests/Layout/BadInputTests.cpp),
  /// through the Swift face wherever it has the call: each row checks the thrown ``LayoutError``'s
  /// kind, that its message names the culprit, and that the engine is unchanged (its dump and every
  /// frame). Swift's own types rule out the rest (enumeration values cast from integers, pairings
  /// of anchors the DSL does not compile).
  @Suite("Bad input")
  struct BadInputTests {
    /// A root 300 × 200 with, by hand: header (10, 10, 100, 20); icon in header (2, 2, 16, 16);
    /// label (20, 40, 260, 30) with an intrinsic size 80 × 30 and an optional width of 260 at 500
    /// (its hugging, 250, yields); a detached item `loose`; `gone`, removed. Another engine holds
    /// `stranger`.
    final class Scene {
      let engine: LayoutEngine
      let header: LayoutItem
      let icon: LayoutItem
      let label: LayoutItem
      let loose: LayoutItem
      let gone: LayoutItem
      let other: LayoutEngine
      let stranger: LayoutItem
      let headerWidth: LayoutConstraint
      let labelWish: LayoutConstraint

      init() throws {
        let engine = try makeEngine(width: 300, height: 200)
        let root = engine.root
        let header = try addItem("header", to: root)
        let icon = try addItem("icon", to: header)
        let label = try addItem("label", to: root)
        let gone = try addItem("gone", to: root)
        headerWidth = try activate { header.widthAnchor == 100 }[0]
        try activate {
          header.leftAnchor == root.leftAnchor + 10
          header.topAnchor == root.topAnchor + 10
          header.heightAnchor == 20
          icon.leftAnchor == header.leftAnchor + 2
          icon.centerYAnchor == header.centerYAnchor
          icon.widthAnchor == 16
          icon.heightAnchor == 16
          label.leadingAnchor == root.leadingAnchor + 20
          label.topAnchor == header.bottomAnchor + 10
        }
        try label.setIntrinsicContentSize(width: 80, height: 30)
        labelWish = try activate { label.widthAnchor == 260 ~ 500 }[0]
        try activate { gone.widthAnchor == 10 }
        try gone.remove()
        expectFrame(header.frame, 10, 10, 100, 20)
        expectFrame(icon.frame, 2, 2, 16, 16)
        expectFrame(label.frame(in: .root), 20, 40, 260, 30)
        self.engine = engine
        self.header = header
        self.icon = icon
        self.label = label
        self.gone = gone
        loose = engine.makeItem("loose")
        other = try makeEngine()
        stranger = try addItem("stranger", to: other.root)
      }

      /// The dump and every frame, as text.
      var snapshot: String {
        var text = engine.dump()
        for item in [engine.root, header, icon, label, loose] {
          text += "\(item.name) \(item.frame) \(item.frame(in: .root)) \(item.frame(in: .root, scale: 3))\n"
        }
        return text + other.dump()
      }
    }

    /// One row: a call on a fresh scene that must throw `kind` with a message naming each of
    /// `culprits`, and change nothing.
    struct Row: CustomStringConvertible, Sendable {
      let name: String
      let kind: LayoutError.Kind
      let culprits: [String]
      let call: @Sendable (Scene) throws -> Void
      var description: String { name }
    }

    static let rows: [Row] = [
      // The value range (CLayoutCore/Solver/ValueRange.h): sizes and constants within 1e15,
      // multipliers 0 or 1e-6 to 1e6.
      Row(name: "root size 1e20", kind: .valueOutOfRange, culprits: ["root's size to 1e+20 x 200"]) {
        try $0.engine.setRootSize(LayoutSize(width: 1e20, height: 200))
      },
      Row(
        name: "intrinsic size 1e16", kind: .valueOutOfRange,
        culprits: ["intrinsic content size of label to 1e+16"]
      ) {
        try $0.label.setIntrinsicContentSize(width: 1e16, height: 30)
      },
      Row(name: "constant 1e300", kind: .valueOutOfRange, culprits: ["icon.width", "1e+300"]) { scene in
        try activate { scene.icon.widthAnchor == 1e300 }
      },
      Row(name: "multiplier 1e7", kind: .valueOutOfRange, culprits: ["icon.height", "multiplier 10000000"]) {
        scene in
        try activate { scene.icon.heightAnchor == scene.header.heightAnchor * 1e7 }
      },
      Row(
        name: "margins 1e16", kind: .valueOutOfRange,
        culprits: ["layout margins of header to (8, 1e+16, 8, 8)"]
      ) {
        try $0.header.setLayoutMargins(LayoutInsets(top: 8, left: 1e16, bottom: 8, right: 8))
      },
      Row(name: "root size NaN", kind: .nonFiniteValue, culprits: ["root's size to nan x 200"]) {
        try $0.engine.setRootSize(LayoutSize(width: .nan, height: 200))
      },
      Row(name: "root size -inf", kind: .nonFiniteValue, culprits: ["root's size to 300 x -inf"]) {
        try $0.engine.setRootSize(LayoutSize(width: 300, height: -.infinity))
      },
      Row(
        name: "root size negative", kind: .invalidValue, culprits: ["root's size to -300 x 200", "negative"]
      ) {
        try $0.engine.setRootSize(LayoutSize(width: -300, height: 200))
      },
      Row(
        name: "intrinsic size inf", kind: .nonFiniteValue,
        culprits: ["intrinsic content size of label to inf"]
      ) {
        try $0.label.setIntrinsicContentSize(width: .infinity, height: 30)
      },
      Row(
        name: "intrinsic size negative", kind: .invalidValue,
        culprits: ["intrinsic content size of label to -1"]
      ) {
        try $0.label.setIntrinsicContentSize(width: nil, height: -1)
      },
      Row(
        name: "hugging priority 0", kind: .invalidPriority,
        culprits: ["content hugging priority of label to 0"]
      ) {
        try $0.label.setContentHuggingPriority(LayoutPriority(0), for: .horizontal)
      },
      Row(
        name: "compression resistance priority NaN", kind: .invalidPriority,
        culprits: ["compression resistance priority of label"]
      ) {
        try $0.label.setContentCompressionResistancePriority(LayoutPriority(.nan), for: .vertical)
      },
      Row(name: "baselines NaN", kind: .nonFiniteValue, culprits: ["baseline offsets of label to nan and 0"])
      {
        try $0.label.setBaselineOffsets(firstFromTop: .nan, lastFromBottom: 0)
      },
      Row(
        name: "margins inf", kind: .nonFiniteValue, culprits: ["layout margins of header to (8, inf, 8, 8)"]
      ) {
        try $0.header.setLayoutMargins(LayoutInsets(top: 8, left: .infinity, bottom: 8, right: 8))
      },
      Row(
        name: "directional margins NaN", kind: .nonFiniteValue,
        culprits: ["layout margins of header to (0, 0, nan, 0)"]
      ) {
        try $0.header.setDirectionalLayoutMargins(LayoutDirectionalInsets(bottom: .nan))
      },
      Row(
        name: "safe area -inf", kind: .nonFiniteValue,
        culprits: ["safe-area insets of root to (-inf, 0, 0, 0)"]
      ) {
        try $0.engine.root.setSafeAreaInsets(LayoutInsets(top: -.infinity))
      },
      Row(name: "the root as a subitem", kind: .invalidHierarchy, culprits: ["cannot add root to icon"]) {
        try $0.icon.addSubitem($0.engine.root)
      },
      Row(name: "an item under its own child", kind: .invalidHierarchy, culprits: ["header", "icon"]) {
        try $0.icon.addSubitem($0.header)
      },
      Row(name: "another engine's item", kind: .differentEngines, culprits: ["subitem"]) {
        try $0.header.addSubitem($0.stranger)
      },
      Row(name: "a removed item as a subitem", kind: .removedItem, culprits: ["removed"]) {
        try $0.header.addSubitem($0.gone)
      },
      Row(name: "removing the root", kind: .invalidHierarchy, culprits: ["root"]) {
        try $0.engine.root.remove()
      },
      Row(name: "detaching the root", kind: .invalidHierarchy, culprits: ["root"]) {
        try $0.engine.root.removeFromParent()
      },
      Row(name: "removing a removed item", kind: .removedItem, culprits: ["removed"]) {
        try $0.gone.remove()
      },
      Row(name: "a NaN constant", kind: .nonFiniteValue, culprits: ["icon.width <= nan"]) {
        scene in
        try activate { scene.icon.widthAnchor <= .nan }
      },
      Row(name: "an infinite multiplier", kind: .nonFiniteValue, culprits: ["inf·header.height"]) {
        scene in
        try activate { scene.icon.heightAnchor == scene.header.heightAnchor * .infinity }
      },
      // The message shows the priority refused, in the constraint (`@1001`) and in the reason.
      Row(
        name: "a priority of 1001", kind: .invalidPriority,
        culprits: ["icon.width >= 1 @1001", "priority 1001 is outside (0, 1000]"]
      ) {
        scene in
        try activate { scene.icon.widthAnchor >= 1 ~ LayoutPriority(1001) }
      },
      Row(
        name: "one bad constraint among good ones", kind: .nonFiniteValue, culprits: ["loose.height == inf"]
      ) {
        scene in
        try activate {
          scene.loose.widthAnchor == 10
          scene.loose.heightAnchor == .infinity
          scene.icon.widthAnchor <= 100
        }
      },
      Row(name: "no common ancestor", kind: .noCommonAncestor, culprits: ["loose", "header"]) {
        scene in
        try activate { scene.loose.widthAnchor == scene.header.widthAnchor }
      },
      Row(name: "an active constraint again", kind: .alreadyActive, culprits: ["header.width == 100"]) {
        try $0.headerWidth.activate()
      },
      Row(name: "deactivating an inactive constraint", kind: .notActive, culprits: ["loose.width == 5"]) {
        scene in
        try (scene.loose.widthAnchor == 5).deactivate()
      },
      Row(name: "setConstant NaN", kind: .nonFiniteValue, culprits: ["header.width == 100"]) {
        try $0.headerWidth.setConstant(.nan)
      },
      Row(
        name: "setPriority -1", kind: .invalidPriority, culprits: ["label.width == 260 @500", "priority -1 "]
      ) {
        try $0.labelWish.setPriority(LayoutPriority(-1))
      },
    ]

    @Test("Each bad input throws its kind, names its culprit and changes nothing", arguments: rows)
    func refused(_ row: Row) throws {
      let scene = try Scene()
      let before = scene.snapshot
      do {
        try row.call(scene)
        Issue.record("\(row.name): no error")
      } catch let error as LayoutError {
        #expect(error.kind == row.kind, "\(row.name): \(error.message)")
        for culprit in row.culprits {
          #expect(
            error.message.contains(culprit), "\(row.name): \"\(error.message)\" does not name \(culprit)")
        }
      } catch {
        Issue.record("\(row.name): \(error) is not a LayoutError")
      }
      #expect(scene.snapshot == before, "\(row.name): the engine changed")
    }

    @Test("A fitting size for a width that is no size is zero, and changes nothing")
    func fittingSize() throws {
      let scene = try Scene()
      let before = scene.snapshot
      for width in [Double.nan, .infinity, -10] {
        #expect(scene.label.fittingSize(.compressed, width: width) == LayoutSize(width: 0, height: 0))
      }
      #expect(scene.label.fittingSize(.compressed, width: 50) == LayoutSize(width: 50, height: 30))
      #expect(scene.snapshot == before)
    }
  }
}
