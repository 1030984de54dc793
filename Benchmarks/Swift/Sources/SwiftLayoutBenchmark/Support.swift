// Support.swift — the harness of Benchmarks/Workloads.h ported to Swift: options, the floor's
// frames (the expected values), the checks, the W3 widths and the W4 order, timing, memory and the
// `BENCH key=value ...` report line. Plain Swift and Glibc (no Foundation, so the peak memory is
// the engine's and the runtime's, as for the C++ executables).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: Errors

/// Prints `ERROR message` and ends the process with status 2 (as `bench::fatal`).
func fatal(_ message: String) -> Never {
  print("ERROR \(message)")
  fflush(nil)
  exit(2)
}

// MARK: Sizes of the workloads

func chainViews(_ n: Int) -> Int { n + 1 }
func treeViews(_ n: Int) -> Int { n }

let treeRootWidth = 3840.0
let treeRootHeight = 2160.0

/// The number of W2's constraints (Workloads.h's `treeConstraintCount`): 5 for the root, then per
/// parent 9 per child and 1 for the last child's end.
func treeConstraintCount(_ n: Int) -> Int {
  var count = 5
  var p = 0
  while 4 * p + 1 < n {
    let k = min(4, n - (4 * p + 1))
    count += 9 * k + 1
    p += 1
  }
  return count
}

// MARK: The floor: the expected frames

/// W1's frames (the container's size is free and left at 0).
func floorChain(_ n: Int, _ out: inout [Double]) {
  out[0] = 0
  out[1] = 0
  out[2] = 0
  out[3] = 0
  var x = out[0] + 8
  let y = out[1] + 10
  for i in stride(from: 1, through: n, by: 1) {
    out[4 * i + 0] = x
    out[4 * i + 1] = y
    out[4 * i + 2] = 20
    out[4 * i + 3] = 30
    x += 20 + 8
  }
}

/// W2's frames (and a W3 frame's) for root width `w`.
func floorTree(_ n: Int, _ w: Double, _ out: inout [Double]) {
  out[0] = 0
  out[1] = 0
  out[2] = w
  out[3] = treeRootHeight
  var even = true
  var levelEnd = 1
  var p = 0
  while 4 * p + 1 < n {
    if p == levelEnd {
      even.toggle()
      levelEnd = 4 * levelEnd + 1
    }
    let parentBase = 4 * p
    let pos = even ? 0 : 1
    let size = even ? 2 : 3
    let cpos = even ? 1 : 0
    let csize = even ? 3 : 2
    let first = 4 * p + 1
    let k = min(4, n - first)
    let s = 0.25 * out[parentBase + size] - 2
    let cp = out[parentBase + cpos] + 1
    let cs = out[parentBase + csize] - 2
    var x = out[parentBase + pos] + 1
    for j in 0..<k {
      let c = 4 * (first + j)
      out[c + pos] = x
      out[c + size] = s
      out[c + cpos] = cp
      out[c + csize] = cs
      x += s + 2
    }
    p += 1
  }
}

// MARK: Checks

let slotNames = ["left", "top", "width", "height"]

func close(_ got: Double, _ expected: Double) -> Bool {
  got.isFinite && abs(got - expected) <= 1e-6 * max(1.0, abs(expected))
}

/// `%.17g` of a value, as the C++ FAIL lines print it.
func g17(_ value: Double) -> String { cFormat("%.17g", value) }

/// Compares the values with the expected ones (skipping `skip(i)`); on the first difference prints
/// a FAIL line (and up to five more) and ends the process with status 3.
func checkValues(
  _ what: String, _ got: [Double], _ expected: [Double], _ context: String,
  skip: (Int) -> Bool = { _ in false }
) {
  var wrong = 0
  var first = -1
  for i in 0..<got.count where !skip(i) && !close(got[i], expected[i]) {
    if first < 0 { first = i }
    wrong += 1
  }
  if wrong == 0 { return }
  print(
    "FAIL \(context) \(what): \(wrong) wrong values; first: view \(first / 4) \(slotNames[first % 4]) "
      + "expected \(g17(expected[first])) got \(g17(got[first]))")
  var shown = 0
  var i = first + 1
  while i < got.count && shown < 5 {
    if !skip(i) && !close(got[i], expected[i]) {
      print("FAIL   also view \(i / 4) \(slotNames[i % 4]) expected \(g17(expected[i])) got \(g17(got[i]))")
      shown += 1
    }
    i += 1
  }
  fflush(nil)
  exit(3)
}

/// Workloads.md's closed form of W1: `left = 8 + 28(i-1)`, top 10, width 20, height 30; the
/// container at (0, 0).
func checkChainClosedForm(_ n: Int, _ got: [Double], _ context: String) {
  var expected = [Double](repeating: 0, count: 4 * chainViews(n))
  for i in stride(from: 1, through: n, by: 1) {
    expected[4 * i + 0] = 8 + 28.0 * Double(i - 1)
    expected[4 * i + 1] = 10
    expected[4 * i + 2] = 20
    expected[4 * i + 3] = 30
  }
  checkValues("W1 closed form", got, expected, context, skip: { $0 < 4 })
  if !close(got[0], 0) || !close(got[1], 0) {
    print("FAIL \(context): container origin expected (0, 0) got (\(g17(got[0])), \(g17(got[1])))")
    fflush(nil)
    exit(3)
  }
}

/// Workloads.md's closed forms of W2/W3: the root width as given, depth-1 widths `W/4 - 2`.
func checkTreeClosedForm(_ n: Int, _ w: Double, _ got: [Double], _ context: String) {
  var ok = close(got[2], w)
  var c = 1
  while c <= 4 && c < n {
    ok = ok && close(got[4 * c + 2], w / 4 - 2)
    c += 1
  }
  if !ok {
    print(
      "FAIL \(context): root width expected \(g17(w)) got \(g17(got[2])); depth-1 width expected "
        + "\(g17(w / 4 - 2)) got \(g17(n > 1 ? got[6] : 0))")
    fflush(nil)
    exit(3)
  }
}

// MARK: Distributions

struct Distribution {
  var median = 0.0, p95 = 0.0, max = 0.0, total = 0.0
  var count = 0
}

func distribution(_ samples: [Double]) -> Distribution {
  var d = Distribution()
  d.count = samples.count
  if samples.isEmpty { return d }
  let s = samples.sorted()
  let n = s.count
  d.median = n % 2 == 1 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2])
  let k = Int((0.95 * Double(n)).rounded(.up))
  d.p95 = s[min(n - 1, k == 0 ? 0 : k - 1)]
  d.max = s[n - 1]
  for x in samples { d.total += x }
  return d
}

// MARK: The W3 frames and the W4 order

let w3Frames = 1000
func dragWidth(_ f: Int) -> Double { 3839.0 - Double(f) }
func jumpWidth(_ f: Int) -> Double { 2560.0 + Double((f * 7919) % 1281) }

/// W4's constraint indices: every i % 10 == 5 of W2's list, in xorshift64 Fisher–Yates order.
func churnOrder(_ constraintCount: Int) -> [Int] {
  var v = Array(stride(from: 5, to: constraintCount, by: 10))
  var x: UInt64 = 0x9E37_79B9_7F4A_7C15
  var k = v.count
  while k >= 2 {
    x ^= x &<< 13
    x ^= x &>> 7
    x ^= x &<< 17
    v.swapAt(k - 1, Int(x % UInt64(k)))
    k -= 1
  }
  return v
}

// MARK: Timing and memory

typealias Instant = ContinuousClock.Instant

func now() -> Instant { ContinuousClock.now }

func milliseconds(_ d: Duration) -> Double {
  let c = d.components
  return Double(c.seconds) * 1e3 + Double(c.attoseconds) * 1e-15
}

func msSince(_ start: Instant) -> Double { milliseconds(ContinuousClock.now - start) }

/// A soft time limit, checked between engine calls.
struct Deadline {
  let end: Instant
  let active: Bool
  init(after seconds: Double) {
    active = seconds > 0
    end = ContinuousClock.now + .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
  }
  var passed: Bool { active && ContinuousClock.now >= end }
}

#if os(Linux)
  let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
  let rusageSelf = RUSAGE_SELF
#endif

func rusageMaxRss() -> Int {
  var usage = rusage()
  getrusage(rusageSelf, &usage)
  #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1024
  #else
    return Int(usage.ru_maxrss)
  #endif
}

func cpuMs() -> Double {
  var usage = rusage()
  getrusage(rusageSelf, &usage)
  func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
  return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// VmHWM of /proc/self/status in kB (this program's own high-water mark; ru_maxrss carries the
/// parent's across execve), else ru_maxrss.
func peakRssKb() -> Int {
  if let file = fopen("/proc/self/status", "r") {
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      if strncmp(line, "VmHWM:", 6) == 0 {
        return line.withUnsafeBufferPointer { strtol($0.baseAddress! + 6, nil, 10) }
      }
    }
  }
  return rusageMaxRss()
}

/// printf-style formatting of one double without Foundation.
func cFormat(_ format: String, _ value: Double) -> String {
  var buffer = [CChar](repeating: 0, count: 64)
  let length = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
  let bytes = buffer.prefix(max(0, min(Int(length), buffer.count - 1))).map { UInt8(bitPattern: $0) }
  return String(decoding: bytes, as: UTF8.self)
}

// MARK: Options and report

struct Options {
  var workload = ""
  var n = 0
  var capSeconds = 0.0
  var setupCapSeconds = 0.0
}

let impl = "ours"
let api = "swift"

func contextOf(_ o: Options) -> String { "workload=\(o.workload) impl=\(impl) N=\(o.n)" }

/// The one line a run prints: `BENCH workload=… impl=ours api=swift N=… key=value …`.
final class Report {
  var line: String
  init(_ o: Options) {
    line = "BENCH workload=\(o.workload) impl=\(impl) api=\(api) N=\(o.n)"
  }
  @discardableResult func add(_ key: String, _ value: String) -> Report {
    line += " \(key)=\(value)"
    return self
  }
  @discardableResult func add(_ key: String, _ value: Double) -> Report {
    add(key, cFormat("%.6f", value))
  }
  @discardableResult func add(_ key: String, _ value: Int) -> Report {
    add(key, String(value))
  }
  func print() {
    add("maxrss_kb", peakRssKb())
    add("rusage_kb", rusageMaxRss())
    add("cpu_ms", cpuMs())
    Swift.print(line)
    fflush(nil)
  }
}

let knownWorkloads = ["W1", "W2", "W2batch", "W3drag", "W3jump", "W4"]

func parseOptions(_ arguments: [String]) -> Options {
  var o = Options()
  var i = 1
  func value() -> String {
    if i + 1 >= arguments.count { fatal("missing value after \(arguments[i])") }
    i += 1
    return arguments[i]
  }
  while i < arguments.count {
    let arg = arguments[i]
    switch arg {
    case "--workload": o.workload = value()
    case "--n": o.n = Int(value()) ?? 0
    case "--cap": o.capSeconds = Double(value()) ?? 0
    case "--setup-cap": o.setupCapSeconds = Double(value()) ?? 0
    case "--help", "-h":
      print(
        "usage: \(arguments[0]) --workload W1|W2|W2batch|W3drag|W3jump|W4 --n VIEWS [--cap SECONDS]"
          + " [--setup-cap SECONDS]\n"
          + "Runs one workload once through SwiftLayout's Swift DSL and prints one BENCH line"
          + " (exit 3 on a wrong solution, 2 on an error)."
      )
      exit(0)
    default: fatal("unknown argument \(arg)")
    }
    i += 1
  }
  if !knownWorkloads.contains(o.workload) { fatal("unknown or missing --workload '\(o.workload)'") }
  if o.n < 1 { fatal("--n must be at least 1") }
  return o
}
