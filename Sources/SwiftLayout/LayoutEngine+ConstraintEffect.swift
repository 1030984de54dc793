/// The constraints that change nothing, found by ``LayoutEngine/constraintsWithoutEffect(_:at:timeLimit:progress:)``.
public struct LayoutConstraintEffects {
  /// The constraints without effect, in the order given.
  public let withoutEffect: [LayoutConstraint]
  /// The root sizes the analysis could lay the engine out at (a size the required constraints
  /// cannot take is skipped).
  public let sizesTried: [LayoutSize]
  /// How many of the constraints given, the first ones, were searched: all of them unless the
  /// time limit stopped the search (the others are then not known either way).
  public let searchedCount: Int
}

extension LayoutEngine {
  /// Which of `constraints` (active in this engine) have no effect: deactivated alone, no item's
  /// frame (root coordinates) moves by more than 0.0001 points at any of `sizes`, and nothing
  /// becomes free to move that was not. An exact duplicate is one; so is each of a set of required
  /// constraints that over-determine an item. The C++ `ConstraintEffectAnalysis`: each constraint
  /// costs what the engine's incremental changes cost, not a pass over every item.
  ///
  /// While it runs, the root takes each size and each constraint is deactivated once; then the
  /// root has `sizes[0]` again and every constraint is active. It reads ``changedFrames(in:scale:)``
  /// for itself: a renderer sees every frame as new afterwards.
  ///
  /// The search goes by slices of 256 constraints, each at every size; with a `timeLimit` it stops
  /// after the first slice that ends beyond it, and answers for the constraints searched
  /// (``LayoutConstraintEffects/searchedCount``). What each constraint costs is what the engine's
  /// changes cost; on a long list with intrinsic sizes the solver's re-optimization grows with the
  /// list.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to search, active in this engine.
  ///   - sizes: The root sizes to look at; the first is the size the engine is left at.
  ///   - timeLimit: How long the search may go on; nil for no limit.
  ///   - progress: Called after every 256 steps or fewer with the steps done and their most (a
  ///     step is one constraint at one size), for a host to show progress on a large layout.
  /// - Returns: The constraints without effect among those searched, the sizes tried and how many
  ///   were searched.
  public func constraintsWithoutEffect(
    _ constraints: [LayoutConstraint], at sizes: [LayoutSize], timeLimit: Duration? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> LayoutConstraintEffects {
    let handles = constraints.map(\.handle)
    let cxxSizes = sizes.map { CxxLayoutSize(width: $0.width, height: $0.height) }
    let analysis = handles.withUnsafeBufferPointer { constraintBuffer in
      cxxSizes.withUnsafeBufferPointer { sizeBuffer in
        Bridge.makeConstraintEffectAnalysis(
          cxx, constraintBuffer.baseAddress, constraintBuffer.count, sizeBuffer.baseAddress, sizeBuffer.count)
      }
    }
    defer { Bridge.destroyConstraintEffectAnalysis(analysis) }
    let clock = ContinuousClock()
    let start = clock.now
    // Steps of 256 constraints at one size: a progress report costs nothing against them. The
    // limit is looked at when a slice ends (every size of it done), so that the constraints
    // searched are each answered for.
    var searched = 0
    while !Bridge.advanceConstraintEffectAnalysis(analysis, 256) {
      progress?(
        Int(Bridge.constraintEffectAnalysisStepsDone(analysis)),
        Int(Bridge.constraintEffectAnalysisStepCount(analysis))
      )
      let nowSearched = Int(Bridge.constraintEffectAnalysisSearchedCount(analysis))
      if let timeLimit, nowSearched > searched, clock.now - start > timeLimit { break }
      searched = nowSearched
    }
    let found = Set(
      Bridge.constraintEffectAnalysisWithoutEffect(analysis).map { Bridge.layoutConstraintIdentity($0) })
    return LayoutConstraintEffects(
      withoutEffect: constraints.filter { found.contains(Bridge.layoutConstraintIdentity($0.handle)) },
      sizesTried: Bridge.constraintEffectAnalysisSizesTried(analysis).map(LayoutSize.init),
      searchedCount: Int(Bridge.constraintEffectAnalysisSearchedCount(analysis)))
  }
}
