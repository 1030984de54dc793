// `item.layout { $0.… }`: the article's form, the constraints of one item with its anchors as
// `$0`'s short names (``LayoutProxy``).

extension LayoutItem {
  /// Activates the constraints of a block on this item, with the item's anchors as `$0`'s short
  /// names, as in the article on a Swift Auto Layout DSL. All or nothing; a failure goes to the
  /// engine's ``LayoutEngine/diagnosticsHandler`` (by default a message on standard error naming
  /// the conflicting constraints and where each was written), and leaves the engine as it was.
  ///
  /// ```swift
  /// label.layout {
  ///     $0.top == button.bottomAnchor + 20
  ///     $0.leading == button.leadingAnchor
  ///     $0.width <= view.widthAnchor - 40
  /// }
  /// ```
  ///
  /// - Returns: The constraints (active unless the activation failed).
  @discardableResult
  public func layout(
    file: StaticString = #fileID, line: UInt = #line,
    @LayoutBuilder _ constraints: (LayoutProxy) -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    let built = constraints(LayoutProxy(item: self))
    do {
      try LayoutConstraint.activate(built, file: file, line: line)
    } catch {
      engine.report(error)
    }
    return built
  }
}
