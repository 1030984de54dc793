import CLayoutCore
import Testing

/// The C++ solver driven straight from Swift, through interop: the Cassowary paper's example.
@Suite("C++ solver through interop")
struct SolverInteropTests {
  @Test("Cassowary paper example: left 40, middle 45, right 50")
  func cassowaryPaperExample() {
    let left = clayout.Variable(std.string("left"))
    let middle = clayout.Variable(std.string("middle"))
    let right = clayout.Variable(std.string("right"))
    var solver = clayout.Solver()

    let l = clayout.Expression(left)
    let m = clayout.Expression(middle)
    let r = clayout.Expression(right)
    let required: [clayout.Constraint] = [
      r == l + clayout.Expression(10),
      r <= clayout.Expression(100),
      m == (l + r) / 2,
      l >= clayout.Expression(0),
    ]
    for constraint in required {
      #expect(solver.addConstraint(constraint).succeeded())
    }
    let weak = (m == clayout.Expression(45)) | clayout.priority.defaultLow
    #expect(solver.addConstraint(weak).succeeded())

    #expect(solver.valueOf(left) == 40)
    #expect(solver.valueOf(middle) == 45)
    #expect(solver.valueOf(right) == 50)
  }
}
