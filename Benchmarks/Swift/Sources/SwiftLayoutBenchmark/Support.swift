// Support.swift — what the api=swift benchmark keeps of the harness in Swift: the options as Swift
// values and the clock around the timed DSL calls. Everything else of Benchmarks/Workloads.h's
// harness (the parser, the sizes, the floor's frames, the checks, the W3 widths, the W4 order, the
// report line with its memory and processor time) is Workloads.h's own, through the C++ target
// WorkloadHarness: the expected values exist once for every level. No Foundation, so the peak
// memory is the engine's and the runtime's, as for the C++ executables.

import CxxStdlib
import WorkloadHarness

// MARK: Errors

/// Prints `ERROR message` and ends the process with status 2 (Workloads.h's `bench::fatal`).
func fatal(_ message: String) -> Never {
  harness.fatal(message)
}

// MARK: Options

/// The command line of the run, parsed by Workloads.h's parser (which ends the process on a wrong
/// argument or after `--help`).
struct Options {
  let workload: String
  let n: Int
  let capSeconds: Double
  let setupCapSeconds: Double

  /// The options of this process's command line.
  static func parse() -> Options {
    let parsed = harness.parseOptions(CommandLine.argc, CommandLine.unsafeArgv)
    return Options(
      workload: String(parsed.workload), n: parsed.n, capSeconds: parsed.capSeconds,
      setupCapSeconds: parsed.setupCapSeconds)
  }
}

/// The text that starts this run's FAIL and ERROR lines (`workload=… impl=ours N=…`).
func contextOf(_ o: Options) -> String { String(harness.contextOf(o.workload, o.n)) }

// MARK: Timing

typealias Instant = ContinuousClock.Instant

func now() -> Instant { ContinuousClock.now }

func milliseconds(_ d: Duration) -> Double {
  let c = d.components
  return Double(c.seconds) * 1e3 + Double(c.attoseconds) * 1e-15
}

func msSince(_ start: Instant) -> Double { milliseconds(ContinuousClock.now - start) }

/// A soft time limit, checked between engine calls (Workloads.h's `Deadline`).
struct Deadline {
  let end: Instant
  let active: Bool
  init(after seconds: Double) {
    active = seconds > 0
    end = ContinuousClock.now + .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
  }
  var passed: Bool { active && ContinuousClock.now >= end }
}
