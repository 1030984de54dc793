import SwiftLayout

/// The self-contained HTML page of `clayout --format html`: the layout drawn as labelled boxes, with
/// a slider that shows it at each of the sizes it was laid out at.
///
/// The page needs nothing outside itself (no network, no other file): its style and script are
/// inline and the frames are embedded as a JSON literal (`<script type="application/json"
/// id="clayout-data">`), in the slider's order. Each drawn box is a `div` with `data-name` set to
/// its item's name, inside the drawing (`#root`, the root's frame, whose top-left corner is the
/// origin); `window.clayoutPage` gives a test the drawing's `origin()` in viewport coordinates and
/// its `scale` (CSS pixels per point: 1 unless the widest size does not fit the window). The
/// schema of the JSON and the page's behaviour are described in docs/html-page.md.
public enum HTMLPage {
  /// The page for `snapshots` (the same layout at several root sizes), with `title` as its
  /// heading.
  ///
  /// The slider's positions are the snapshots sorted by root width, then by height (equal sizes
  /// keep their given order), and it starts at the middle one. When the sizes are distinct and
  /// make at least half of the combinations of two or more widths and two or more heights, the
  /// page has a width slider and a height slider instead, each starting in its middle (a
  /// combination without a snapshot shows an empty root, "not laid out"). The label next to the
  /// slider shows the current width × height. One snapshot gives a slider of one position,
  /// disabled; no snapshot gives a page that says so. Names and the title may hold any text: they
  /// are escaped for HTML and for the embedded JSON (no `<`, `>` or `&` in it), and the script
  /// sets them as text, never as markup.
  public static func render(title: String, snapshots: [LayoutSnapshot]) -> String {
    let ordered = sliderOrder(snapshots)
    let heading = escapedMarkup(title.isEmpty ? "Layout" : title)
    // One position per snapshot, starting in the middle (the script makes it one per width in a
    // grid of sizes).
    let lastPosition = max(0, ordered.count - 1)
    let disabled = ordered.count <= 1 ? " disabled" : ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="clayout">
      <title>\(heading)</title>
      <style>
      \(pageStyle)
      </style>
      </head>
      <body>
      <header>
      <h1>\(heading)</h1>
      <div class="controls">
      <label class="control" id="width-control">Width
      <input type="range" id="width-slider" min="0" max="\(lastPosition)" step="1" \
      value="\(lastPosition / 2)"\(disabled)></label>
      <label class="control" id="height-control" hidden>Height
      <input type="range" id="height-slider" min="0" max="0" step="1" value="0"></label>
      <span class="control">Size <output id="size-label" for="width-slider height-slider">\
      </output></span>
      <span class="hint" id="hint"></span>
      </div>
      </header>
      <main>
      <div id="stage"><div id="root"></div></div>
      <aside>
      <section id="problems" hidden>
      <h2>Problems <span class="unit">(at the size drawn)</span></h2>
      <p class="legend"><span class="swatch ambiguous"></span> ambiguous: its constraints do not \
      determine its frame (the engine chose one)<br><span class="swatch broken"></span> in a broken \
      optional constraint: a stronger one wins over it</p>
      <ul id="problem-list"></ul>
      </section>
      <h2>Frames <span class="unit">(points, in the root's coordinates)</span></h2>
      <table id="frames">
      <thead><tr><th>Item</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>
      <tbody></tbody>
      </table>
      </aside>
      </main>
      <noscript><p class="message">This page draws the layout with JavaScript, which is off.</p></noscript>
      <script type="application/json" id="clayout-data">\(embeddedData(title: title, snapshots: ordered))\
      </script>
      <script>
      \(pageScript)
      </script>
      </body>
      </html>

      """
  }

  // MARK: - Order

  /// `snapshots` sorted by root width, then root height; equal sizes keep their given order.
  ///
  /// Guarantees: a permutation of `snapshots` (the slider's positions, first to last).
  static func sliderOrder(_ snapshots: [LayoutSnapshot]) -> [LayoutSnapshot] {
    snapshots.enumerated().sorted { left, right in
      let leftKey = (left.element.rootSize.width, left.element.rootSize.height, left.offset)
      let rightKey = (right.element.rootSize.width, right.element.rootSize.height, right.offset)
      return leftKey < rightKey
    }.map(\.element)
  }

  // MARK: - Embedded data

  /// The JSON literal the page's script reads: `{"title": …, "snapshots": [{"rootSize": {"width",
  /// "height"}, "items": [{"name", "parentName", "depth", "isLayoutGuide", "frame": {"x", "y",
  /// "width", "height"}, "frameInParent": {…}, "text": null or {"lines": […], "advance",
  /// "lineHeight", "isRightToLeft"}}], "ambiguities": [{"item", "isHorizontal", "message"}],
  /// "brokenConstraints": [{"constraint", "statement", "items": […], "line", "priority",
  /// "amount"}]}]}`.
  ///
  /// Guarantees: valid JSON (a non-finite number is written `null`) that holds no `<`, `>` or `&`
  /// (they are written `\u003c`, `\u003e`, `\u0026` inside strings), so it can sit inside a
  /// `<script>` element whatever the names are; numbers are written as Swift's `description`
  /// writes them, which reads back as the same `Double`.
  static func embeddedData(title: String, snapshots: [LayoutSnapshot]) -> String {
    var json = "{\"title\":\(jsonString(title)),\"snapshots\":["
    for (snapshotIndex, snapshot) in snapshots.enumerated() {
      if snapshotIndex > 0 { json += "," }
      json += "{\"rootSize\":{\"width\":\(jsonNumber(snapshot.rootSize.width))"
      json += ",\"height\":\(jsonNumber(snapshot.rootSize.height))},\"items\":["
      for (itemIndex, item) in snapshot.items.enumerated() {
        if itemIndex > 0 { json += "," }
        json += "{\"name\":\(jsonString(item.name)),\"parentName\":\(jsonString(item.parentName))"
        json += ",\"depth\":\(item.depth),\"isLayoutGuide\":\(item.isLayoutGuide)"
        json += ",\"frame\":\(jsonRect(item.frame)),\"frameInParent\":\(jsonRect(item.frameInParent))"
        json += ",\"text\":\(jsonText(item.text))}"
      }
      json += "],\"ambiguities\":["
      json += snapshot.ambiguities.map { ambiguity in
        "{\"item\":\(jsonString(ambiguity.item)),\"isHorizontal\":\(ambiguity.isHorizontal)"
          + ",\"message\":\(jsonString(ambiguity.message))}"
      }.joined(separator: ",")
      json += "],\"brokenConstraints\":["
      json += snapshot.brokenConstraints.map { broken in
        "{\"constraint\":\(jsonString(broken.description)),\"statement\":\(jsonString(broken.statement))"
          + ",\"items\":[" + broken.items.map(jsonString).joined(separator: ",") + "]"
          + ",\"line\":\(broken.line),\"priority\":\(jsonNumber(broken.priority))"
          + ",\"amount\":\(jsonNumber(broken.amount))}"
      }.joined(separator: ",")
      json += "]}"
    }
    return json + "]}"
  }

  /// `text` as a JSON object with `lines` (an array of strings), `advance`, `lineHeight` and
  /// `isRightToLeft`, or `null` for an item without text.
  private static func jsonText(_ text: LayoutSnapshot.Text?) -> String {
    guard let text else { return "null" }
    return "{\"lines\":[" + text.lines.map(jsonString).joined(separator: ",") + "]"
      + ",\"advance\":\(jsonNumber(text.advance)),\"lineHeight\":\(jsonNumber(text.lineHeight))"
      + ",\"isRightToLeft\":\(text.isRightToLeft)}"
  }

  /// `rect` as a JSON object with `x`, `y`, `width` and `height`.
  private static func jsonRect(_ rect: LayoutRect) -> String {
    "{\"x\":\(jsonNumber(rect.x)),\"y\":\(jsonNumber(rect.y)),\"width\":\(jsonNumber(rect.width))"
      + ",\"height\":\(jsonNumber(rect.height))}"
  }

  /// `value` as a JSON number (`description`'s shortest form that reads back exactly), or `null`
  /// when it is not finite (JSON has no infinity or NaN).
  private static func jsonNumber(_ value: Double) -> String {
    value.isFinite ? value.description : "null"
  }

  /// `text` as a JSON string literal in which `<`, `>`, `&`, the control characters and the line
  /// and paragraph separators are `\u` escapes, and `"` and `\` are escaped.
  private static func jsonString(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        literal += unicodeEscape(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          literal += unicodeEscape(scalar)
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane (four lowercase hexadecimal digits).
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

}
