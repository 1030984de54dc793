import SwiftLayout

/// The table `clayout FILE` prints: a header line (file, size and where it came from, direction,
/// scale), one row per item with its frame in root coordinates, indented two spaces per level of
/// the tree, guides marked `(guide)`; then the ambiguities and the broken optional constraints.
enum LayoutTable {
  /// The whole text, ending with a newline.
  static func render(_ laidOut: LaidOutLayout) -> String {
    var text = headerLine(laidOut) + "\n"
    text += rows(laidOut.snapshot)
    text += diagnostics(laidOut)
    return text
  }

  /// `screen.layout at 320 × 480 (from the file), left to right, scale 2`.
  static func headerLine(_ laidOut: LaidOutLayout) -> String {
    let size = laidOut.rootSize
    let source =
      switch laidOut.sizeSource {
      case .option: "from --size"
      case .device:
        "\(laidOut.device.map { "\($0.name) in \($0.orientation == .landscape ? "landscape" : "portrait")" } ?? "a device"), from --device"
      case .file: "from the file"
      case .default: "the default: the file sets no size"
      }
    var line = "\(laidOut.fileName) at \(numberText(size.width)) × \(numberText(size.height)) (\(source)), "
    line += laidOut.direction == .rightToLeft ? "right to left" : "left to right"
    if let scale = laidOut.scale { line += ", frames rounded to scale \(numberText(scale))" }
    return line
  }

  /// The column heads and one row per item, columns aligned (names left, numbers right).
  static func rows(_ snapshot: LayoutSnapshot) -> String {
    let heads = ["name", "x", "y", "width", "height"]
    var table = [heads]
    for item in snapshot.items {
      let name = String(repeating: "  ", count: max(0, item.depth - 1)) + item.name
      let frame = item.frame
      table.append(
        [name, numberText(frame.x), numberText(frame.y), numberText(frame.width), numberText(frame.height)])
    }
    let widths = heads.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for (index, row) in table.enumerated() {
      var line = row[0].paddedRight(to: widths[0])
      for column in 1..<row.count {
        line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
      }
      if index > 0 && snapshot.items[index - 1].isLayoutGuide { line += "  (guide)" }
      text += line + "\n"
    }
    return text
  }

  /// The ambiguities and broken optional constraints, each under a heading, or one line saying
  /// there are none.
  static func diagnostics(_ laidOut: LaidOutLayout) -> String {
    var text = ""
    let ambiguities = laidOut.ambiguities
    text += ambiguities.isEmpty ? "\nno ambiguity\n" : "\nambiguous:\n"
    for ambiguity in ambiguities { text += "  \(ambiguity)\n" }
    let broken = laidOut.brokenConstraints
    text += broken.isEmpty ? "no broken optional constraint\n" : "broken optional constraints:\n"
    for constraint in broken {
      text += "  \(laidOut.fileName):\(constraint.line): \(constraint.statement) misses by "
      text += "\(numberText(constraint.amount))\n"
    }
    return text
  }
}

extension String {
  /// The string followed by spaces up to `length` characters (unchanged when longer).
  func paddedRight(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
