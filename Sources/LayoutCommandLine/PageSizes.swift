import SwiftLayout

/// The root sizes `clayout --format html` lays the file out at for the page's slider: the widths
/// from 50% to 150% of the layout's width in steps of 10% (11 widths), each `width × percent /
/// 100`, at the layout's height. (`HTMLPage` draws a width and a height slider for a grid of two
/// or more heights; ``heightPercents`` holds one, so the page has the one width slider that the
/// Chromium test in Tests/Browser moves.)
enum PageSizes {
  /// The width percentages.
  static let widthPercents = Array(stride(from: 50, through: 150, by: 10))
  /// The height percentages.
  static let heightPercents = [100]

  /// The grid around `size`, widths varying fastest.
  static func sizes(around size: LayoutSize) -> [LayoutSize] {
    heightPercents.flatMap { heightPercent in
      widthPercents.map { widthPercent in
        LayoutSize(
          width: size.width * Double(widthPercent) / 100, height: size.height * Double(heightPercent) / 100)
      }
    }
  }

  /// The snapshots of `laidOut` at each size of the grid around its size where the file's
  /// required constraints can hold (a size they cannot take is left out: the page then has one
  /// slider over the sizes that remain). The root goes back to its size afterwards.
  static func snapshots(of laidOut: LaidOutLayout) -> [LayoutSnapshot] {
    let size = laidOut.rootSize
    let snapshots = sizes(around: size).compactMap { try? laidOut.snapshot(at: $0) }
    _ = try? laidOut.snapshot(at: size)
    return snapshots
  }
}
