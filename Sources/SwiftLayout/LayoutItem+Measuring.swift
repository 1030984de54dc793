/// The box that carries a Swift measuring closure across the C++ boundary as a context pointer:
/// retained when the function is handed to the engine, released once by the engine's
/// `SwiftMeasuringRelease` callback when it no longer holds the function.
private final class MeasuringClosure {
  let measure: (Double) -> LayoutSize

  init(_ measure: @escaping (Double) -> LayoutSize) {
    self.measure = measure
  }
}

extension LayoutItem {

  /// Gives the item a measuring function (a wrapping label): given a width, it answers the size
  /// of the item's content laid out in that width; `Double.infinity` asks for the natural size
  /// (every paragraph on one line).
  ///
  /// From then on the engine owns the item's intrinsic content size: the width is the natural
  /// width (measured once by this call, so that it holds at once), the height the one measured
  /// at the width the item gets, which ``LayoutEngine/layoutIfNeeded()`` finds. The closure runs
  /// inside the engine's calls: it must not call the engine, and it cannot throw. Replacing the
  /// function measures the new one; ``clearMeasuringFunction()`` removes it.
  ///
  /// - Throws: ``LayoutError`` when the natural size is NaN or infinite (``LayoutError/Kind/nonFiniteValue``)
  ///   or negative (``LayoutError/Kind/invalidValue``), naming the item, or for a removed item;
  ///   nothing changes then.
  public func setMeasuringFunction(_ measure: @escaping (Double) -> LayoutSize) throws(LayoutError) {
    let context = Unmanaged.passRetained(MeasuringClosure(measure)).toOpaque()
    // The bridge owns the context from here, failure included.
    try check(
      Bridge.engineSetMeasuringFunction(
        engine.cxx, handle,
        { context, width, sizeWidth, sizeHeight in
          guard let context, let sizeWidth, let sizeHeight else { return }
          let size = Unmanaged<MeasuringClosure>.fromOpaque(context).takeUnretainedValue().measure(width)
          sizeWidth.pointee = size.width
          sizeHeight.pointee = size.height
        }, context,
        { context in
          guard let context else { return }
          Unmanaged<MeasuringClosure>.fromOpaque(context).release()
        }))
  }

  /// Gives the item the reference monospaced measurer's size of `text` as its measuring function
  /// (measured in C++: no closure is called back). The same as
  /// `setMeasuringFunction(measurer.measuringFunction(for: text))`, faster.
  ///
  /// - Throws: ``LayoutError`` as ``setMeasuringFunction(_:)`` does (a measurer whose advance is
  ///   not positive answers NaN).
  public func setText(_ text: String, measuredBy measurer: MonospacedTextMeasurer = MonospacedTextMeasurer())
    throws(LayoutError)
  {
    try check(
      Bridge.engineSetMonospacedText(
        engine.cxx, handle, CxxString(text), measurer.advance, measurer.lineHeight))
  }

  /// Removes the measuring function and the intrinsic content size it set (both axes).
  ///
  /// - Throws: ``LayoutError`` for a removed item.
  public func clearMeasuringFunction() throws(LayoutError) {
    try check(Bridge.engineClearMeasuringFunction(engine.cxx, handle))
  }

  /// Whether the item has a measuring function.
  public var hasMeasuringFunction: Bool { Bridge.engineHasMeasuringFunction(engine.cxx, handle) }

  /// Says that the item's content changed (a label's text): measures its natural size again now
  /// and has the next ``LayoutEngine/layoutIfNeeded()`` measure its height at its width. Auto
  /// Layout's name. Does nothing for an item without a measuring function.
  ///
  /// - Throws: ``LayoutError`` as ``setMeasuringFunction(_:)`` does; nothing changes then.
  public func invalidateIntrinsicContentSize() throws(LayoutError) {
    try check(Bridge.engineInvalidateIntrinsicContentSize(engine.cxx, handle))
  }
}

extension LayoutEngine {
  /// The most rounds ``layoutIfNeeded()`` runs before it gives up with
  /// ``LayoutError/Kind/layoutDidNotSettle`` (the C++ engine's `maximumLayoutRounds`).
  public static var maximumLayoutRounds: Int { Int(Bridge.engineMaximumLayoutRounds()) }

  /// Lays the measured items out, as Auto Layout's two passes for multi-line labels: measures each
  /// measured item whose width changed since it was last measured (or whose function is new or
  /// invalidated) at its solved width, sets its intrinsic height, and repeats until no height
  /// changes, at most ``maximumLayoutRounds`` rounds. Until it is called, frames answer the last
  /// solve (after a resize, a measured item keeps the height measured at its old width).
  ///
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/layoutDidNotSettle`` naming the items whose
  ///   heights still changed, or for a measuring answer that is not a size; the intrinsic sizes
  ///   it set are restored (the same constraints and frames as before the call).
  public func layoutIfNeeded() throws(LayoutError) {
    try check(Bridge.engineLayoutIfNeeded(cxx))
  }
}

/// The reference text measurer: a monospaced font, every character `advance` points wide and
/// every line `lineHeight` high; words wrap at spaces, a word longer than a line breaks by
/// characters, `\n` starts a paragraph, runs of spaces count as one. The C++ core's
/// `MonospacedTextMeasurer` (its rules in `CLayoutCore/Layout/TextMeasurement.h`), which the layout
/// file's `text:` items use.
public struct MonospacedTextMeasurer: Hashable, Sendable {
  /// The width of every character (a Unicode code point), in points.
  public var advance: Double
  /// The height of every line, in points.
  public var lineHeight: Double

  /// A measurer with `advance` and `lineHeight` (8 and 20 by default, the layout file's).
  public init(advance: Double = 8, lineHeight: Double = 20) {
    self.advance = advance
    self.lineHeight = lineHeight
  }

  /// The size of `text` laid out in `width` points (`Double.infinity`: the natural size): the
  /// longest line's characters times ``advance`` by the lines times ``lineHeight``. NaN for an
  /// advance that is not positive and finite, a negative line height, or a negative width.
  public func size(of text: String, width: Double) -> LayoutSize {
    LayoutSize(Bridge.monospacedTextSize(CxxString(text), width, advance, lineHeight))
  }

  /// The lines `text` takes in `width` points, in order: what a renderer draws, line k with its
  /// top k × ``lineHeight`` below the text's top. Each holds its words separated by one space
  /// (collapsed runs of spaces and the spaces it wraps at are in no line); a piece of a word broken
  /// by characters is a line of its own; an empty paragraph is an empty line. As many lines as
  /// ``size(of:width:)`` counts, the longest as wide; empty for an empty text and for the values
  /// that measure NaN.
  public func lines(of text: String, width: Double) -> [String] {
    let joined = String(Bridge.monospacedTextLines(CxxString(text), width, advance, lineHeight))
    var lines = joined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeLast()  // after the last line's terminator; "" gives [""] and so no line
    return lines
  }

  /// A measuring function for ``LayoutItem/setMeasuringFunction(_:)`` that measures `text`.
  public func measuringFunction(for text: String) -> (Double) -> LayoutSize {
    { width in self.size(of: text, width: width) }
  }
}
