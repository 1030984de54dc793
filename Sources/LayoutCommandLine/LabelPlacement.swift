import SwiftLayout

/// Where the SVG drawing puts each item's name so that no name covers another, a box drawn over
/// the item's own, or a line of text. (The HTML page places its names by the same rules in its
/// script, with the sizes the browser measures: `HTMLPage+Script.swift`.)
///
/// The rules: a name may lie over its own box's empty corners and over its ancestors' boxes (the
/// background it is drawn on), but not over another view's box (a subitem's, a sibling's), over a
/// line of any text item (its own included), over the file's title above the root, or over
/// another name, nor stick out of the drawing. Guides are outlines and draw nothing in an app: they hide nothing. Each item gets
/// the first free place of: inside its box at the top-left, top-right, bottom-left or bottom-right
/// corner in a font that fits the box (at most 12, at least 6 points), then just above or below
/// its box, from its left or its right edge, then beside it, left or right (9 points). An item
/// with no free place gets no name in the drawing (its box's tooltip still names it). Views are
/// placed before guides, smaller boxes first (they have the least room). Inside its box a name
/// tries the largest font that fits, then 9 and 6 points.
///
/// Names are measured as the drawing's sans-serif font is, about: a character 0.6 of the size
/// wide, a line 1.2 high, plus a point of halo on every side.
struct LabelPlacement {
  /// A name's place: its text's left edge and baseline, its font size, the rectangle it covers.
  struct Place {
    let x: Double
    let baseline: Double
    let fontSize: Double
    let covered: LayoutRect

    init(x: Double, top: Double, fontSize: Double, characters: Int) {
      self.x = x
      self.baseline = top + fontSize
      self.fontSize = fontSize
      covered = LayoutRect(
        x: x - 1, y: top - 1, width: 0.6 * fontSize * Double(characters) + 2, height: 1.2 * fontSize + 2)
    }
  }

  /// The place of each item's name, by index in `items`; nil for an item without a free place.
  let places: [Place?]

  /// The places for `items` (a parent before its subitems, as a snapshot lists them), with
  /// `textLines` (the rectangles of every drawn line of text) and `reserved` (the title's
  /// rectangle, and anything else no name may cover), each name within `bounds` (the drawing).
  init(items: [LayoutSnapshot.Item], textLines: [LayoutRect], reserved: [LayoutRect], bounds: LayoutRect) {
    var parents: [Int?] = []
    var indexByName: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      parents.append(indexByName[item.parentName])
      indexByName[item.name] = index
    }
    var grid = OverlapGrid()
    for (index, item) in items.enumerated() where !item.isLayoutGuide {
      grid.insert(Self.standardized(item.frame), owner: index)
    }
    for line in textLines { grid.insert(line, owner: nil) }
    for rectangle in reserved { grid.insert(rectangle, owner: nil) }

    var places = [Place?](repeating: nil, count: items.count)
    let order = items.indices.sorted { left, right in
      let leftKey = (items[left].isLayoutGuide ? 1 : 0, Self.area(items[left].frame), left)
      let rightKey = (items[right].isLayoutGuide ? 1 : 0, Self.area(items[right].frame), right)
      return leftKey < rightKey
    }
    for index in order {
      var allowed: Set<Int> = [index]
      var ancestor = parents[index]
      while let each = ancestor {
        allowed.insert(each)
        ancestor = parents[each]
      }
      let place = Self.candidates(for: items[index]).first { candidate in
        let covered = candidate.covered
        return covered.x >= bounds.x && covered.y >= bounds.y
          && covered.x + covered.width <= bounds.x + bounds.width
          && covered.y + covered.height <= bounds.y + bounds.height
          && !grid.overlaps(covered) { owner in owner.map { !allowed.contains($0) } ?? true }
      }
      if let place {
        places[index] = place
        grid.insert(place.covered, owner: nil)
      }
    }
    self.places = places
  }

  /// The places tried for `item`'s name, in order.
  static func candidates(for item: LayoutSnapshot.Item) -> [Place] {
    let frame = standardized(item.frame)
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return [] }
    let characters = max(item.name.count, 1)
    var candidates: [Place] = []
    let fitting = min(12, (frame.width - 6) / (0.6 * Double(characters)), (frame.height - 4) / 1.2)
    // The largest font that fits the box, then smaller ones (a smaller name finds room a larger
    // one does not, beside another box over this one).
    for size in [fitting, min(fitting, 9), 6] where size >= 6 && size <= fitting {
      if let last = candidates.last, last.fontSize <= size { continue }
      let width = 0.6 * size * Double(characters)
      let left = frame.x + 3
      let right = frame.x + frame.width - 3 - width
      let top = frame.y + 2
      let bottom = frame.y + frame.height - 2 - 1.2 * size
      for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
        candidates.append(Place(x: x, top: y, fontSize: size, characters: characters))
      }
    }
    let size = 9.0
    let width = 0.6 * size * Double(characters)
    let height = 1.2 * size
    let above = frame.y - 2 - height
    let below = frame.y + frame.height + 2
    let middle = frame.y + (frame.height - height) / 2
    for (x, y) in [
      (frame.x, above), (frame.x, below), (frame.x + frame.width - width, above),
      (frame.x + frame.width - width, below), (frame.x - 3 - width, middle),
      (frame.x + frame.width + 3, middle),
    ] {
      candidates.append(Place(x: x, top: y, fontSize: size, characters: characters))
    }
    return candidates
  }

  /// `frame` with a negative width or height turned into the area it covers (as CGRect's
  /// `standardized`).
  static func standardized(_ frame: LayoutRect) -> LayoutRect {
    LayoutRect(
      x: frame.width < 0 ? frame.x + frame.width : frame.x,
      y: frame.height < 0 ? frame.y + frame.height : frame.y,
      width: abs(frame.width), height: abs(frame.height))
  }

  /// The area of `frame` (0 when not finite, so that such an item comes first and gets no place).
  static func area(_ frame: LayoutRect) -> Double {
    let area = abs(frame.width * frame.height)
    return area.isFinite ? area : 0
  }
}

/// Rectangles in buckets of a square grid, for asking which of them a new one overlaps without
/// looking at every one (a list of 100,000 views has as many boxes).
struct OverlapGrid {
  /// The side of a bucket, in points.
  static let cell = 32.0
  /// The most buckets one rectangle is entered in, per axis: a larger one is kept aside and
  /// always looked at (a few boxes the size of the whole drawing).
  static let largest = 64

  private var buckets: [Int64: [Int]] = [:]
  private var large: [Int] = []
  private var rectangles: [(rect: LayoutRect, owner: Int?)] = []

  /// Enters `rect`, belonging to the item at index `owner` (nil: to no item).
  mutating func insert(_ rect: LayoutRect, owner: Int?) {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    let entry = rectangles.count
    rectangles.append((rect, owner))
    guard let span = Self.span(rect), span.columns.count <= Self.largest, span.rows.count <= Self.largest
    else {
      large.append(entry)
      return
    }
    for column in span.columns {
      for row in span.rows { buckets[Self.key(column, row), default: []].append(entry) }
    }
  }

  /// Whether `rect` overlaps (with a positive area) a rectangle entered whose owner `counts`.
  func overlaps(_ rect: LayoutRect, counting counts: (Int?) -> Bool) -> Bool {
    func hits(_ entry: Int) -> Bool {
      let other = rectangles[entry]
      return counts(other.owner) && Self.intersect(rect, other.rect)
    }
    if large.contains(where: hits) { return true }
    guard let span = Self.span(rect) else { return false }
    for column in span.columns {
      for row in span.rows {
        if let entries = buckets[Self.key(column, row)], entries.contains(where: hits) { return true }
      }
    }
    return false
  }

  private static func intersect(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  /// The buckets `rect` lies in, by column and row; nil for a rectangle too far out to bucket.
  private static func span(_ rect: LayoutRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let limit = 1e12
    guard abs(rect.x) < limit, abs(rect.y) < limit, rect.width < limit, rect.height < limit else {
      return nil
    }
    let firstColumn = Int((rect.x / cell).rounded(.down))
    let lastColumn = max(firstColumn, Int(((rect.x + rect.width) / cell).rounded(.down)))
    let firstRow = Int((rect.y / cell).rounded(.down))
    let lastRow = max(firstRow, Int(((rect.y + rect.height) / cell).rounded(.down)))
    return (columns: firstColumn...lastColumn, rows: firstRow...lastRow)
  }

  private static func key(_ column: Int, _ row: Int) -> Int64 {
    (Int64(truncatingIfNeeded: column) << 32) ^ Int64(truncatingIfNeeded: UInt32(truncatingIfNeeded: row))
  }
}
