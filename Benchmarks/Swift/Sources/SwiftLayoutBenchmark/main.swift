// SwiftLayoutBenchmark — one benchmark process at the api=swift level: one workload, one N,
// through SwiftLayout's Swift DSL (SwiftWorkloads.swift), checked against the floor's frames and
// Workloads.md's closed forms (Benchmarks/Workloads.h's, through the C++ target WorkloadHarness);
// prints one `BENCH key=value ...` line.
//
//   SwiftLayoutBenchmark --workload W1|W2|W2batch|W3drag|W3jump|W4 --n VIEWS [--cap S] [--setup-cap S]
//
// Exit status 3 on a wrong solution (a FAIL line), 2 on an error (an ERROR line).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(run(Options.parse()))
