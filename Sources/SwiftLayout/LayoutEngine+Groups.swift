// Android ConstraintLayout's groups on the Swift face, with the C++ engine's name
// (`LayoutEngine::setHidden` of several items, LayoutEngine.h "MARK: Hidden items").

extension LayoutEngine {
  /// Hides or shows every item of `items` at once, as ConstraintLayout's Group sets the
  /// visibility of the widgets it references (the group is the list: it has no constraints or
  /// frame of its own). Hidden arranged items of stacks collapse (see ``LayoutItem/setHidden(_:)``).
  ///
  /// All or nothing: each item is checked before any changes, and when one change is refused the
  /// items already changed are set back (the same flags, constraints and frames). An item listed
  /// twice, or already in the state asked for, changes nothing.
  ///
  /// - Throws: ``LayoutError`` for an item that is a layout guide, removed or another engine's
  ///   (its place in the list is in the message), or an arranged item whose stack cannot take the
  ///   collapse; the engine is then as it was.
  public func setHidden(_ items: [LayoutItem], _ hidden: Bool) throws(LayoutError) {
    let handles = items.map(\.handle)
    let result = handles.withUnsafeBufferPointer {
      Bridge.engineSetHiddenItems(cxx, $0.baseAddress, $0.count, hidden)
    }
    try check(result)
  }
}
