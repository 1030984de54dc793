// BenchMain.cpp — one benchmark process: one workload, one implementation, one N.
//
// Compiled once per implementation (see CMakeLists.txt):
//   -DBENCH_OURS   our solver through its public API (api=solver)
//   -DBENCH_CPP    our layout engine through its C++ anchor DSL (api=cpp; DslWorkloads.h)
//   -DBENCH_KIWI   kiwi, from the headers of the kiwisolver source distribution
//   -DBENCH_FLOOR  plain arithmetic, no solver
// The workloads themselves are in Workloads.h, shared by all of them (api=cpp writes the same
// constraints with the anchors, in DslWorkloads.h).
#include "Workloads.h"

#if defined(BENCH_OURS)
#include <span>

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Priority.h"
#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"

namespace {

struct OursAdapter {
  using Var = clayout::Variable;
  using Cons = clayout::Constraint;
  static constexpr const char* name = "ours";
  static constexpr bool hasBatch = true;

  clayout::Solver solver;

  static clayout::Relation relation(bench::Rel rel) {
    switch (rel) {
      case bench::Rel::le:
        return clayout::Relation::lessThanOrEqual;
      case bench::Rel::eq:
        return clayout::Relation::equal;
      case bench::Rel::ge:
        return clayout::Relation::greaterThanOrEqual;
    }
    return clayout::Relation::equal;
  }

  static void check(const clayout::SolverResult& result, const char* call) {
    if (!result.succeeded()) {
      std::string message =
          std::string(call) + " failed: " + clayout::errorKindName(result.kind) + ": " + result.message;
      if (result.constraint) message += " [" + result.constraint->description() + "]";
      bench::fatal(message);
    }
  }

  Cons make(const bench::Spec& s, const std::vector<Var>& vars) {
    std::vector<clayout::Term> terms;
    terms.reserve(static_cast<size_t>(s.count));
    for (int k = 0; k < s.count; ++k) terms.emplace_back(vars[static_cast<size_t>(s.var[k])], s.coeff[k]);
    return Cons(clayout::Expression(std::move(terms), s.constant), relation(s.rel),
                bench::priorityValue(s.strength));
  }
  void add(const Cons& c) { check(solver.addConstraint(c), "addConstraint"); }
  void remove(const Cons& c) { check(solver.removeConstraint(c), "removeConstraint"); }
  void addBatch(const std::vector<Cons>& cs) {
    check(solver.addConstraints(std::span<const Cons>(cs.data(), cs.size())), "addConstraints");
  }
  void addEdit(const Var& v) {
    check(solver.addEditVariable(v, bench::priorityValue(bench::Strength::strong)), "addEditVariable");
  }
  void suggest(const Var& v, double x) { check(solver.suggestValue(v, x), "suggestValue"); }
  void readAll(const std::vector<Var>& vars, double* out) {
    for (size_t i = 0; i < vars.size(); ++i) out[i] = solver.valueOf(vars[i]);
  }
  std::string stats() {
    const clayout::SolverStatistics s = solver.statistics();
    return "constraints:" + std::to_string(s.constraints) + ",variables:" + std::to_string(s.variables) +
           ",symbols:" + std::to_string(s.symbols) + ",rows:" + std::to_string(s.rows) +
           ",definitions:" + std::to_string(s.definitions) + ",cells:" + std::to_string(s.cells) +
           ",markerCells:" + std::to_string(s.markerCells) + ",errorCells:" + std::to_string(s.errorCells) +
           ",levels:" + std::to_string(s.levels);
  }
};

}  // namespace

int main(int argc, char** argv) {
  const bench::Options options = bench::parseOptions(argc, argv);
  return bench::runOn<OursAdapter>(options, "solver");
}

#elif defined(BENCH_KIWI)
#include <kiwi/kiwi.h>

namespace {

struct KiwiAdapter {
  using Var = kiwi::Variable;
  using Cons = kiwi::Constraint;
  static constexpr const char* name = "kiwi";
  static constexpr bool hasBatch = false;

  kiwi::Solver solver;

  static double strength(bench::Strength s) {
    switch (s) {
      case bench::Strength::required:
        return kiwi::strength::required;
      case bench::Strength::strong:
        return kiwi::strength::strong;
      case bench::Strength::medium:
        return kiwi::strength::medium;
      case bench::Strength::weak:
        return kiwi::strength::weak;
    }
    return kiwi::strength::required;
  }
  static kiwi::RelationalOperator relation(bench::Rel rel) {
    switch (rel) {
      case bench::Rel::le:
        return kiwi::OP_LE;
      case bench::Rel::eq:
        return kiwi::OP_EQ;
      case bench::Rel::ge:
        return kiwi::OP_GE;
    }
    return kiwi::OP_EQ;
  }

  Cons make(const bench::Spec& s, const std::vector<Var>& vars) {
    std::vector<kiwi::Term> terms;
    terms.reserve(static_cast<size_t>(s.count));
    for (int k = 0; k < s.count; ++k) terms.emplace_back(vars[static_cast<size_t>(s.var[k])], s.coeff[k]);
    return Cons(kiwi::Expression(std::move(terms), s.constant), relation(s.rel), strength(s.strength));
  }
  void add(const Cons& c) { solver.addConstraint(c); }
  void remove(const Cons& c) { solver.removeConstraint(c); }
  void addBatch(const std::vector<Cons>&) { bench::fatal("kiwi has no batch"); }
  void addEdit(const Var& v) { solver.addEditVariable(v, kiwi::strength::strong); }
  void suggest(const Var& v, double x) { solver.suggestValue(v, x); }
  void readAll(const std::vector<Var>& vars, double* out) {
    solver.updateVariables();
    for (size_t i = 0; i < vars.size(); ++i) out[i] = vars[i].value();
  }
  std::string stats() { return {}; }
};

}  // namespace

int main(int argc, char** argv) {
  const bench::Options options = bench::parseOptions(argc, argv);
  try {
    return bench::runOn<KiwiAdapter>(options, "solver");
  } catch (const std::exception& error) {
    bench::fatal(std::string("kiwi threw: ") + error.what());
  }
}

#elif defined(BENCH_CPP)
#include "DslWorkloads.h"

int main(int argc, char** argv) {
  const bench::Options options = bench::parseOptions(argc, argv);
  return bench::dsl::run(options);
}

#elif defined(BENCH_FLOOR)

int main(int argc, char** argv) {
  const bench::Options options = bench::parseOptions(argc, argv);
  return bench::runFloor(options);
}

#else
#error "define one of BENCH_OURS, BENCH_CPP, BENCH_KIWI, BENCH_FLOOR"
#endif
