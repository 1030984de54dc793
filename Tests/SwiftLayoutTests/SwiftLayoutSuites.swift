import Testing

@testable import SwiftLayout

/// The parent of every suite. Engines share no state, so the suites and their tests run in
/// parallel.
@Suite("SwiftLayout")
struct SwiftLayoutSuites {}

/// Checks that `frame` is (x, y, width, height) within 1e-9.
func expectFrame(
  _ frame: LayoutRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let near = { (a: Double, b: Double) in abs(a - b) <= 1e-9 }
  #expect(
    near(frame.x, x) && near(frame.y, y) && near(frame.width, width) && near(frame.height, height),
    "frame \(frame), expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// An engine with a root of `width` × `height`.
func makeEngine(width: Double = 320, height: Double = 480) throws -> LayoutEngine {
  let engine = LayoutEngine()
  try engine.setRootSize(LayoutSize(width: width, height: height))
  return engine
}

/// A new item called `name`, added as the last subitem of `parent`.
func addItem(_ name: String, to parent: LayoutItem) throws -> LayoutItem {
  let item = parent.engine.makeItem(name)
  try parent.addSubitem(item)
  return item
}
