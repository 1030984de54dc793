// Activating and deactivating constraints, all or nothing, as `NSLayoutConstraint.activate`: the
// free functions over ``LayoutConstraint/activate(_:file:line:)``.

/// Activates the constraints of a block, all or nothing: the Swift counterpart of the C++
/// `activateConstraints({ … })`. The engine is that of the constraints' items.
///
/// ```swift
/// try activate {
///   label.topAnchor == button.bottomAnchor + 20
///   label.leadingAnchor == button.leadingAnchor
/// }
/// ```
///
/// - Returns: The constraints, active, to change or deactivate later.
/// - Throws: ``LayoutError``; then none of them is active and the engine is as it was. For an
///   unsatisfiable constraint the error lists the conflicting ones, each with the file and line
///   where it was written.
@discardableResult
public func activate(
  file: StaticString = #fileID, line: UInt = #line, @LayoutBuilder _ constraints: () -> [LayoutConstraint]
) throws(LayoutError) -> [LayoutConstraint] {
  let built = constraints()
  try LayoutConstraint.activate(built, file: file, line: line)
  return built
}

/// Activates an array of constraints, all or nothing (see ``activate(file:line:_:)``). A
/// constraint whose place is not known yet is recorded as written at this call.
///
/// - Returns: The constraints, active.
/// - Throws: ``LayoutError``; then none of them is active.
@discardableResult
public func activate(
  _ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line
) throws(LayoutError) -> [LayoutConstraint] {
  try LayoutConstraint.activate(constraints, file: file, line: line)
  return constraints
}

/// Deactivates constraints, all or nothing.
///
/// - Throws: ``LayoutError`` with ``LayoutError/Kind/notActive`` when one is not active; then
///   none is deactivated.
public func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
  try LayoutConstraint.deactivate(constraints)
}
