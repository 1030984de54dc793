import SwiftLayout
import Testing

@Suite("LayoutPriority")
struct LayoutPriorityTests {
  @Test("Named levels carry Auto Layout's values")
  func namedLevels() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test("Integer and float literals build priorities")
  func literals() {
    let whole: LayoutPriority = 999
    let fractional: LayoutPriority = 749.5
    #expect(whole.rawValue == 999)
    #expect(fractional.rawValue == 749.5)
    #expect(whole == LayoutPriority(rawValue: 999))
  }

  @Test("Priorities order by value")
  func ordering() {
    #expect(LayoutPriority.fittingSizeLevel < .defaultLow)
    #expect(LayoutPriority.defaultLow < .defaultHigh)
    #expect(LayoutPriority.defaultHigh < .required)
    let sorted = ([.required, .defaultLow, .defaultHigh] as [LayoutPriority]).sorted()
    #expect(sorted == [.defaultLow, .defaultHigh, .required])
  }

  @Test("Offsets from a named level")
  func arithmetic() {
    #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
    #expect((LayoutPriority.required - 1).rawValue == 999)
  }

  @Test(
    "Validity is the C++ core's: finite and in (0, 1000]",
    arguments: [
      (LayoutPriority(1000), true),
      (LayoutPriority(0.5), true),
      (LayoutPriority(0), false),
      (LayoutPriority(-1), false),
      (LayoutPriority(1000.5), false),
      (LayoutPriority(.nan), false),
      (LayoutPriority(.infinity), false),
    ]
  )
  func validity(priority: LayoutPriority, isValid: Bool) {
    #expect(priority.isValid == isValid)
  }

  @Test("Only the required level is required")
  func requiredness() {
    #expect(LayoutPriority.required.isRequired)
    #expect(!(LayoutPriority.required - 1).isRequired)
    #expect(!LayoutPriority.defaultHigh.isRequired)
  }

  @Test("Priorities and geometry print numbers as the C++ core does")
  func descriptions() {
    #expect(LayoutPriority.defaultHigh.description == "750")
    #expect(LayoutPriority(749.5).description == "749.5")
    // As C++ writes numbers: ten significant digits, the same text in both languages' messages.
    #expect(LayoutPriority(749.12345678901).description == "749.1234568")
    #expect(LayoutPriority(.nan).description == "nan")
    #expect(
      LayoutRect(x: 30, y: 164.5, width: 1.0 / 3, height: -0.0).description == "(30, 164.5, 0.3333333333, 0)")
    #expect(LayoutSize(width: 360, height: .infinity).description == "360 × inf")
  }
}
