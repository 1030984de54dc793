// SwiftWorkloads.swift — the workloads of Workloads.md through SwiftLayout's Swift DSL
// (api=swift), mirroring Benchmarks/DslWorkloads.h (api=cpp) exactly: the same items in the same
// tree, the same constraints in the same order (checked against the count of the solver level), the
// same engine calls (one `activate` per constraint, or one for W2batch), every frame read back in
// root coordinates with `item.frame(in: .root)`. See DslWorkloads.h for how the engine's model
// shapes the workloads (positions pinned to the engine root, W2's root size from `setRootSize`, W3
// as `setRootSize` per frame).

import SwiftLayout
import WorkloadHarness

/// Runs an engine call; a failure ends the process with status 2 (as `bench::dsl::check`).
@inline(__always)
func check(_ call: String, _ body: () throws(LayoutError) -> Void) {
  do {
    try body()
  } catch {
    fatal("\(call) failed: \(error.kind): \(error)")
  }
}

// MARK: Items

/// W1's items: the container (index 0) under the engine's root, views 1..N under the container.
func makeChainItems(_ engine: LayoutEngine, _ n: Int) -> [LayoutItem] {
  var items: [LayoutItem] = []
  items.reserveCapacity(n + 1)  // a hint: the harness checks the number of frames read back
  let container = engine.makeItem("container")
  items.append(container)
  check("addSubitem") { () throws(LayoutError) in try engine.root.addSubitem(container) }
  for i in stride(from: 1, through: n, by: 1) {
    let item = engine.makeItem("v\(i)")
    items.append(item)
    check("addSubitem") { () throws(LayoutError) in try container.addSubitem(item) }
  }
  return items
}

/// W2's items: view 0 under the engine's root, view i under view (i-1)/4.
func makeTreeItems(_ engine: LayoutEngine, _ n: Int) -> [LayoutItem] {
  var items: [LayoutItem] = []
  items.reserveCapacity(n)  // a hint: the harness checks the number of frames read back
  let root = engine.root
  for i in 0..<n {
    let item = engine.makeItem("v\(i)")
    items.append(item)
    let parent = i == 0 ? root : items[(i - 1) / 4]
    check("addSubitem") { () throws(LayoutError) in try parent.addSubitem(item) }
  }
  return items
}

// MARK: Constraints, written with the anchors

/// W1's constraints (Workloads.md), in order.
func forEachChainConstraint(
  _ engine: LayoutEngine, _ v: [LayoutItem], _ n: Int, _ emit: (LayoutConstraint) -> Void
) {
  let root = engine.root
  let container = v[0]
  emit(container.leftAnchor == root.leftAnchor)  // container.left == 0
  emit(container.topAnchor == root.topAnchor)  // container.top == 0
  for i in stride(from: 1, through: n, by: 1) {
    if i == 1 {
      emit(v[i].leftAnchor == container.leftAnchor + 8)
    } else {
      emit(v[i].leftAnchor == v[i - 1].rightAnchor + 8)
    }
    emit(v[i].widthAnchor == 20)
    emit(v[i].topAnchor == container.topAnchor + 10)
    emit(v[i].heightAnchor == 30)
  }
}

/// W2's constraints (Workloads.md), in order. The HStack and VStack branches are the same lines
/// with the axes swapped (DslWorkloads.h's `emitChildren` with member pointers; Swift's X and Y
/// anchors are distinct types, so the two are written out).
func forEachTreeConstraint(
  _ engine: LayoutEngine, _ v: [LayoutItem], _ n: Int, _ emit: (LayoutConstraint) -> Void
) {
  let root = engine.root
  let t = v[0]
  emit(t.leftAnchor == root.leftAnchor)  // left == 0
  emit(t.topAnchor == root.topAnchor)  // top == 0
  emit(t.widthAnchor >= 0)  // width >= 0
  emit(t.widthAnchor == root.widthAnchor)  // R4: width == 3840, the root size
  emit(t.heightAnchor == root.heightAnchor)
  var even = true
  var levelEnd = 1
  var p = 0
  while 4 * p + 1 < n {
    if p == levelEnd {
      even.toggle()
      levelEnd = 4 * levelEnd + 1
    }
    let parent = v[p]
    let first = 4 * p + 1
    let k = min(4, n - first)
    if even {  // HStack: main axis horizontal
      for j in 0..<k {
        let c = v[first + j]
        emit(c.widthAnchor == parent.widthAnchor * 0.25 - 2)
        if j == 0 {
          emit(c.leftAnchor == parent.leftAnchor + 1)
        } else {
          emit(c.leftAnchor == v[first + j - 1].rightAnchor + 2)  // == prev.left + prev.width + 2
        }
        emit(c.topAnchor == parent.topAnchor + 1)
        emit(c.bottomAnchor <= parent.bottomAnchor - 1)  // c.top + c.height <= parent.top + parent.height - 1
        emit(c.heightAnchor == parent.heightAnchor - 2 ~ 750)  // strong
        emit(c.widthAnchor >= 10 ~ 250)  // weak
        emit(c.heightAnchor >= 10 ~ 250)
        emit(c.widthAnchor == 44 ~ 500)  // medium
        emit(c.heightAnchor == 44 ~ 500)
      }
      emit(v[first + k - 1].rightAnchor <= parent.rightAnchor - 1)
    } else {  // VStack: main axis vertical
      for j in 0..<k {
        let c = v[first + j]
        emit(c.heightAnchor == parent.heightAnchor * 0.25 - 2)
        if j == 0 {
          emit(c.topAnchor == parent.topAnchor + 1)
        } else {
          emit(c.topAnchor == v[first + j - 1].bottomAnchor + 2)
        }
        emit(c.leftAnchor == parent.leftAnchor + 1)
        emit(c.rightAnchor <= parent.rightAnchor - 1)
        emit(c.widthAnchor == parent.widthAnchor - 2 ~ 750)  // strong
        emit(c.widthAnchor >= 10 ~ 250)  // weak
        emit(c.heightAnchor >= 10 ~ 250)
        emit(c.widthAnchor == 44 ~ 500)  // medium
        emit(c.heightAnchor == 44 ~ 500)
      }
      emit(v[first + k - 1].bottomAnchor <= parent.bottomAnchor - 1)
    }
    p += 1
  }
}

// MARK: Engine calls

/// W2's root size before any resize (3840 × 2160), read from the harness before a timed part starts.
func treeRootSize() -> LayoutSize {
  LayoutSize(width: harness.treeRootWidth(), height: harness.treeRootHeight())
}

@inline(__always)
func activateOne(_ c: LayoutConstraint) {
  check("activate") { () throws(LayoutError) in try c.activate() }
}

@inline(__always)
func deactivateOne(_ c: LayoutConstraint) {
  check("deactivate") { () throws(LayoutError) in try c.deactivate() }
}

/// Every item's frame in root coordinates, as left, top, width, height.
func readAll(_ items: [LayoutItem], _ out: inout [Double]) {
  for i in 0..<items.count {
    let r = items[i].frame(in: .root)
    out[4 * i + 0] = r.x
    out[4 * i + 1] = r.y
    out[4 * i + 2] = r.width
    out[4 * i + 3] = r.height
  }
}

func checkCount(_ got: Int, _ expected: Int, _ context: String) {
  if got != expected {
    fatal("\(context): \(got) constraints written, the solver level has \(expected)")
  }
}

// MARK: Runs

/// W1, W2 and W2batch: create the items, write and activate every constraint (one by one, or all
/// in one `activate`), then read every frame.
func runBuild(_ o: Options) -> Int32 {
  let chain = o.workload == "W1"
  let batch = o.workload == "W2batch"
  let context = contextOf(o)
  let deadline = Deadline(after: o.capSeconds)
  var capped = false
  var added = 0
  var written = 0
  var values: [Double] = []
  var ms = 0.0
  do {
    let rootSize = treeRootSize()
    let start = now()
    let engine = LayoutEngine()
    if !chain {
      check("setRootSize") { () throws(LayoutError) in try engine.setRootSize(rootSize) }
    }
    let items = chain ? makeChainItems(engine, o.n) : makeTreeItems(engine, o.n)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(chain ? 4 * o.n + 2 : Int(9.5 * Double(o.n)) + 8)
    let emit = { (c: LayoutConstraint) in
      if capped { return }
      constraints.append(c)
      if !batch {
        activateOne(c)
        added += 1
        if added & 63 == 0 && deadline.passed { capped = true }
      }
    }
    if chain {
      forEachChainConstraint(engine, items, o.n, emit)
    } else {
      forEachTreeConstraint(engine, items, o.n, emit)
    }
    if batch {
      check("activate (batch)") { () throws(LayoutError) in try activate(constraints) }
      added = constraints.count
    }
    if !capped {
      values = [Double](repeating: 0, count: 4 * items.count)
      readAll(items, &values)
    }
    ms = msSince(start)
    written = constraints.count
    // The engine, its items and constraints are released here, out of the timed part.
    withExtendedLifetime((engine, items, constraints)) {}
  }
  harness.startReport(o.workload, o.n)
  if capped {
    harness.reportText("status", "capped")
    harness.reportMilliseconds("time_ms", ms)
    harness.reportCount("done", added)
    harness.printReport()
    return 0
  }
  checkCount(
    written, chain ? harness.chainConstraintCount(o.n) : harness.treeConstraintCount(o.n), context)
  if chain {
    harness.checkChainSolution(o.n, values, values.count, context)
  } else {
    var expected = [Double](repeating: 0, count: values.count)
    harness.floorTree(o.n, harness.treeRootWidth(), &expected, expected.count)
    harness.checkValues("solution", values, expected, values.count, context)
    harness.checkTreeClosedForm(o.n, harness.treeRootWidth(), values, values.count, context)
  }
  harness.reportText("status", "ok")
  harness.reportMilliseconds("time_ms", ms)
  harness.reportCount("done", added)
  harness.printReport()
  return 0
}

/// The engine, its items and constraints of W3 and W4.
struct Layout {
  let engine = LayoutEngine()
  var items: [LayoutItem] = []
  var constraints: [LayoutConstraint] = []
}

/// Builds W2 one by one at root size `rootSize` (the setup of W3 and W4); false when capped.
func buildTree(_ layout: inout Layout, _ n: Int, _ rootSize: LayoutSize, _ deadline: Deadline) -> Bool {
  let engine = layout.engine
  check("setRootSize") { () throws(LayoutError) in try engine.setRootSize(rootSize) }
  layout.items = makeTreeItems(engine, n)
  var capped = false
  var added = 0
  var constraints: [LayoutConstraint] = []
  forEachTreeConstraint(engine, layout.items, n) { c in
    if capped { return }
    constraints.append(c)
    activateOne(c)
    added += 1
    if added & 63 == 0 && deadline.passed { capped = true }
  }
  layout.constraints = constraints
  return !capped
}

/// W3: live resize: per frame `setRootSize(x × 2160)` and reading every frame.
func runResize(_ o: Options) -> Int32 {
  let drag = o.workload == "W3drag"
  let context = contextOf(o)
  harness.startReport(o.workload, o.n)

  let rootSize = treeRootSize()
  let setupStart = now()
  var layout = Layout()
  let engine = layout.engine
  if !buildTree(&layout, o.n, rootSize, Deadline(after: o.setupCapSeconds)) {
    harness.reportText("status", "setup-capped")
    harness.reportMilliseconds("setup_ms", msSince(setupStart))
    harness.printReport()
    return 0
  }
  let items = layout.items
  var values = [Double](repeating: 0, count: 4 * items.count)
  var expected = values
  readAll(items, &values)
  let setupMs = msSince(setupStart)
  checkCount(layout.constraints.count, harness.treeConstraintCount(o.n), context)
  harness.floorTree(o.n, harness.treeRootWidth(), &expected, expected.count)
  harness.checkValues("solution after the setup", values, expected, values.count, context)

  let frameCount = harness.resizeFrameCount()
  let rootHeight = rootSize.height
  let deadline = Deadline(after: o.capSeconds)
  var frames = harness.Samples()
  frames.reserve(frameCount)
  var capped = false
  for f in 0..<frameCount {
    let x = drag ? harness.dragWidth(f) : harness.jumpWidth(f)
    let start = now()
    check("setRootSize") { () throws(LayoutError) in
      try engine.setRootSize(LayoutSize(width: x, height: rootHeight))
    }
    readAll(items, &values)
    frames.push_back(msSince(start))
    harness.checkResizeFrame(o.n, f, x, values, &expected, values.count, context)
    if deadline.passed && f + 1 < frameCount {
      capped = true
      break
    }
  }
  harness.reportTimings(frames, capped, frames.size(), frameCount)
  harness.reportMilliseconds("setup_ms", setupMs)
  harness.printReport()
  withExtendedLifetime(layout) {}
  return 0
}

/// W4: deactivate and reactivate 10% of W2's constraints one at a time; per-operation times.
func runChurn(_ o: Options) -> Int32 {
  let context = contextOf(o)
  harness.startReport(o.workload, o.n)

  let rootSize = treeRootSize()
  let setupStart = now()
  var layout = Layout()
  if !buildTree(&layout, o.n, rootSize, Deadline(after: o.setupCapSeconds)) {
    harness.reportText("status", "setup-capped")
    harness.reportMilliseconds("setup_ms", msSince(setupStart))
    harness.printReport()
    return 0
  }
  let items = layout.items
  let constraints = layout.constraints
  var before = [Double](repeating: 0, count: 4 * items.count)
  var after = before
  var expected = before
  readAll(items, &before)
  let setupMs = msSince(setupStart)
  checkCount(constraints.count, harness.treeConstraintCount(o.n), context)
  harness.floorTree(o.n, harness.treeRootWidth(), &expected, expected.count)
  harness.checkValues("solution before the churn", before, expected, before.count, context)

  let orderCount = harness.churnOrderCount(constraints.count)
  var order = [Int](repeating: 0, count: orderCount)
  harness.churnOrder(constraints.count, &order, orderCount)
  let deadline = Deadline(after: o.capSeconds)
  var operations = harness.Samples()
  operations.reserve(2 * order.count)
  var capped = false
  var pairs = 0
  var slowest = ""  // "remove:<index>" or "add:<index>", as at the solver level
  var slowestMs = -1.0
  for i in order {
    let c = constraints[i]
    let start = now()
    deactivateOne(c)
    let middle = now()
    activateOne(c)
    let end = now()
    let removeMs = milliseconds(middle - start)
    let addMs = milliseconds(end - middle)
    operations.push_back(removeMs)
    operations.push_back(addMs)
    if removeMs > slowestMs {
      slowestMs = removeMs
      slowest = "remove:\(i)"
    }
    if addMs > slowestMs {
      slowestMs = addMs
      slowest = "add:\(i)"
    }
    pairs += 1
    if pairs < order.count && deadline.passed {
      capped = true
      break
    }
  }
  readAll(items, &after)
  harness.checkValues(
    "solution after the churn (compared with the one before)", after, before, after.count, context)
  // Workloads.h's addChurnTimings: the timings, then which operation took longest.
  harness.reportTimings(operations, capped, pairs, order.count)
  harness.reportText("slowest", slowest)
  harness.reportMilliseconds("setup_ms", setupMs)
  harness.printReport()
  withExtendedLifetime(layout) {}
  return 0
}

func run(_ o: Options) -> Int32 {
  switch o.workload {
  case "W1", "W2", "W2batch": return runBuild(o)
  case "W3drag", "W3jump": return runResize(o)
  case "W4": return runChurn(o)
  default: fatal("unknown workload \(o.workload)")
  }
}
