import SwiftLayout

/// The ASCII sketch of a snapshot for a terminal: a character grid of `columns` columns over the
/// root's width, with half as many rows per point (a terminal cell is about twice as high as it
/// is wide). Each box is drawn with `+` corners, `-` and `|` edges (a guide's with `.` and `:`),
/// the root's first, then the items in the order of the file (a subitem over its parent), each
/// name inside its box at the top-left when it fits between the edges.
///
/// A column is `x · s` rounded, with `s = (columns - 1) / root width`; a row is `y · s / 2`
/// rounded. A box whose edges meet on the grid (less than a cell wide or high) is a line.
public enum LayoutSketch {
  /// The sketch: one line per row, each `columns` characters, ending with a newline; empty for a
  /// root without width.
  public static func render(_ snapshot: LayoutSnapshot, columns: Int = 78) -> String {
    let width = snapshot.rootSize.width
    guard width > 0, columns >= 2 else { return "" }
    let scale = Double(columns - 1) / width
    let rows = Int((snapshot.rootSize.height * scale / 2).rounded()) + 1
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    let root = LayoutRect(x: 0, y: 0, width: width, height: snapshot.rootSize.height)
    draw(root, name: nil, isLayoutGuide: false, scale: scale, on: &grid)
    for item in snapshot.items {
      draw(item.frame, name: item.name, isLayoutGuide: item.isLayoutGuide, scale: scale, on: &grid)
    }
    return grid.map { String($0) + "\n" }.joined()
  }

  /// Draws the box of `frame` (and `name` inside it when it fits) on `grid`, clipped to it.
  static func draw(
    _ frame: LayoutRect, name: String?, isLayoutGuide: Bool, scale: Double, on grid: inout [[Character]]
  ) {
    let rows = grid.count
    let columns = grid[0].count
    func column(_ x: Double) -> Int { Int(max(-1, min(Double(columns), (x * scale).rounded()))) }
    func row(_ y: Double) -> Int { Int(max(-1, min(Double(rows), (y * scale / 2).rounded()))) }
    let left = column(min(frame.x, frame.x + frame.width))
    let right = column(max(frame.x, frame.x + frame.width))
    let top = row(min(frame.y, frame.y + frame.height))
    let bottom = row(max(frame.y, frame.y + frame.height))
    func put(_ character: Character, _ r: Int, _ c: Int) {
      if r >= 0 && r < rows && c >= 0 && c < columns { grid[r][c] = character }
    }
    let horizontal: Character = isLayoutGuide ? "." : "-"
    let vertical: Character = isLayoutGuide ? ":" : "|"
    let corner: Character = isLayoutGuide ? "." : "+"
    for c in left...right {
      put(horizontal, top, c)
      put(horizontal, bottom, c)
    }
    for r in top...bottom {
      put(vertical, r, left)
      put(vertical, r, right)
    }
    for (r, c) in [(top, left), (top, right), (bottom, left), (bottom, right)] { put(corner, r, c) }
    guard let name, bottom - top >= 2, name.count <= right - left - 1 else { return }
    for (offset, character) in name.enumerated() { put(character, top + 1, left + 1 + offset) }
  }
}
