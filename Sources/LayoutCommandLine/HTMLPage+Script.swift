// The HTML page's style sheet and script, inlined by `HTMLPage.render` (the page loads nothing).

extension HTMLPage {
  /// The page's CSS: a header with the controls, the drawing (one point is one CSS pixel at
  /// scale 1) and the table of frames beside it (below it when the window is too narrow). Each depth of the tree has its own colour; a
  /// guide is a dashed outline without fill; the outline is drawn inside the box (outline-offset),
  /// so a box's bounding rectangle is its frame exactly. A text item's lines are spans in a
  /// monospaced font (its name then sits at its bottom-right corner).
  static let pageStyle = #"""
    :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
    body { margin: 0; background: #eef0f3; color: #1d2330; }
    header { padding: 12px 20px; background: #ffffff; border-bottom: 1px solid #d3d8e0; }
    h1 { font-size: 18px; margin: 0 0 10px; font-weight: 600; overflow-wrap: anywhere; }
    h2 { font-size: 13px; margin: 0 0 8px; font-weight: 600; }
    h2 .unit { font-weight: 400; color: #5a6374; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; font-size: 14px; }
    .control { display: flex; gap: 8px; align-items: center; }
    .control[hidden] { display: none; }
    input[type=range] { width: 260px; }
    #size-label { font-weight: 600; font-variant-numeric: tabular-nums; min-width: 8em; }
    .hint { color: #5a6374; font-size: 12px; }
    main { display: flex; gap: 20px; padding: 20px; align-items: flex-start; }
    main.stacked { flex-direction: column; }
    #stage { flex: 0 0 auto; overflow: auto; padding: 4px; }
    #root { position: relative; background: #ffffff; outline: 1px solid #68717f;
      box-shadow: 0 1px 6px rgba(20, 30, 50, 0.18); }
    .item { position: absolute; box-sizing: border-box; overflow: hidden;
      outline: 1px solid var(--stroke); outline-offset: -1px; background: var(--fill); }
    .item .label { position: absolute; left: 2px; top: 2px; padding: 0 2px; font-size: 11px;
      line-height: 13px; white-space: nowrap; color: var(--ink); pointer-events: none;
      background: rgba(255, 255, 255, 0.8); border-radius: 2px; }
    .item.guide { background: transparent; outline-style: dashed; }
    .item .line { position: absolute; white-space: pre; color: #111111; pointer-events: none;
      font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; transform-origin: left center; }
    .item .line.end { transform-origin: right center; }
    .item.text .label { top: auto; left: auto; bottom: 1px; right: 2px; opacity: 0.8; }
    .item.guide .label { font-style: italic; top: auto; left: auto; bottom: 2px; right: 3px; }
    .item.flipped { outline-color: #c62828; }
    .item.highlighted { outline-width: 2px; outline-offset: -2px; outline-style: solid; z-index: 1;
      background: rgba(255, 214, 0, 0.35); }
    tbody tr:hover { background: #fff4c2; }
    .depth-1 { --stroke: #2f6fd6; --fill: rgba(47, 111, 214, 0.10); --ink: #1b4a94; }
    .depth-2 { --stroke: #2e9e5b; --fill: rgba(46, 158, 91, 0.12); --ink: #1c6b3c; }
    .depth-3 { --stroke: #c77c12; --fill: rgba(199, 124, 18, 0.13); --ink: #8a530a; }
    .depth-4 { --stroke: #9c3fc4; --fill: rgba(156, 63, 196, 0.12); --ink: #6b2389; }
    .depth-5 { --stroke: #c23d5c; --fill: rgba(194, 61, 92, 0.12); --ink: #8c2440; }
    .depth-6 { --stroke: #3c8c99; --fill: rgba(60, 140, 153, 0.13); --ink: #245e67; }
    aside { flex: 0 1 auto; min-width: 0; overflow: auto; background: #ffffff; border: 1px solid #d3d8e0; border-radius: 4px;
      padding: 10px 12px; max-width: 420px; }
    table { border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; }
    th { font-weight: 600; color: #5a6374; border-bottom: 1px solid #d3d8e0; }
    th, td { padding: 2px 8px; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child { text-align: left; }
    td.guide { font-style: italic; }
    .message { padding: 20px; }
    #root.missing { background: repeating-linear-gradient(45deg, #ffffff 0 8px, #f1f2f4 8px 16px); }
    td.note { text-align: left; white-space: normal; color: #5a6374; font-style: italic; }
    """#

  /// The page's script: reads the embedded frames, sets up the slider (or sliders), and draws the
  /// current snapshot's boxes and table each time a slider moves (`input` and `change` events, so
  /// keys and drags both redraw). It exposes `window.clayoutPage` for tests: `origin()` (the
  /// drawing's top-left corner in viewport coordinates), `scale` (CSS pixels per point),
  /// `snapshots` (the embedded data) and `index` (the snapshot drawn).
  static let pageScript = #"""
    (function () {
      "use strict";
      const data = JSON.parse(document.getElementById("clayout-data").textContent);
      const snapshots = data.snapshots;
      const stage = document.getElementById("stage");
      const root = document.getElementById("root");
      const widthSlider = document.getElementById("width-slider");
      const heightSlider = document.getElementById("height-slider");
      const heightControl = document.getElementById("height-control");
      const sizeLabel = document.getElementById("size-label");
      const hint = document.getElementById("hint");
      const tableBody = document.querySelector("#frames tbody");

      // Numbers as the table and the label show them: at most 2 decimals, no trailing zeros.
      function format(value) {
        return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : "\u2014";
      }
      function hasFiniteFrame(frame) {
        return [frame.x, frame.y, frame.width, frame.height].every(Number.isFinite);
      }
      // A frame with a negative width or height, drawn where it covers (as CGRect's standardized).
      function standardized(frame) {
        return {
          x: frame.width < 0 ? frame.x + frame.width : frame.x,
          y: frame.height < 0 ? frame.y + frame.height : frame.y,
          width: Math.abs(frame.width),
          height: Math.abs(frame.height),
        };
      }
      function sizeText(size) {
        return format(size.width) + " \u00d7 " + format(size.height);
      }

      // The sliders: one over the snapshots in the embedded order (by width, then height), or a
      // width slider and a height slider when the sizes are distinct and make at least half of
      // the width × height combinations (a grid, perhaps with holes: sizes not laid out).
      const distinct = (values) => [...new Set(values)].sort((a, b) => a - b);
      const widths = distinct(snapshots.map((snapshot) => snapshot.rootSize.width));
      const heights = distinct(snapshots.map((snapshot) => snapshot.rootSize.height));
      const key = (width, height) => width + "x" + height;
      const indexBySize = new Map();
      snapshots.forEach((snapshot, index) => {
        const sizeKey = key(snapshot.rootSize.width, snapshot.rootSize.height);
        if (!indexBySize.has(sizeKey)) indexBySize.set(sizeKey, index);
      });
      const isGrid = widths.length > 1 && heights.length > 1 &&
        indexBySize.size === snapshots.length && 2 * snapshots.length >= widths.length * heights.length;

      let scale = 1;
      let index = 0;

      // The snapshot the sliders select; -1 for a size of the grid that was not laid out.
      function currentIndex() {
        if (!isGrid) return Number(widthSlider.value);
        const found = indexBySize.get(key(selectedSize().width, selectedSize().height));
        return found === undefined ? -1 : found;
      }
      function selectedSize() {
        if (!isGrid) return snapshots[Number(widthSlider.value)].rootSize;
        return { width: widths[Number(widthSlider.value)], height: heights[Number(heightSlider.value)] };
      }

      // The largest finite value of `values`, at least 1.
      function largest(values) {
        return Math.max(1, ...values.filter(Number.isFinite));
      }

      // CSS pixels per point: 1 when the widest size fits beside the table or, with the table
      // moved below the drawing, in the window's width; less when it does not fit even so.
      function fitScale() {
        const main = document.querySelector("main");
        const aside = document.querySelector("aside");
        const full = main.clientWidth - 40 - 12;
        const beside = full - 20 - aside.offsetWidth;
        const widest = largest(widths);
        const stacked = widest > beside;
        main.classList.toggle("stacked", stacked);
        return Math.min(1, Math.max(120, stacked ? full : beside) / widest);
      }

      function cell(row, text, className) {
        const element = document.createElement("td");
        element.textContent = text;
        if (className) element.className = className;
        row.append(element);
        return element;
      }

      // Stretches each drawn line of text to its measured width (data-width points), whatever
      // monospaced font the browser picked: its natural width is read once it is in the page.
      function fitLines() {
        for (const span of root.querySelectorAll(".line")) {
          const natural = span.getBoundingClientRect().width;
          if (natural > 0) span.style.transform = "scaleX(" + Number(span.dataset.width) * scale / natural + ")";
        }
      }

      function draw() {
        index = currentIndex();
        // The stage keeps the tallest size's room, so that the page does not jump as sizes change.
        stage.style.minHeight = largest(heights) * scale + 8 + "px";
        const size = selectedSize();
        const snapshot = index >= 0 ? snapshots[index] : { rootSize: size, items: [] };
        root.classList.toggle("missing", index < 0);
        root.style.width = (Number.isFinite(size.width) ? size.width * scale : 0) + "px";
        root.style.height = (Number.isFinite(size.height) ? size.height * scale : 0) + "px";
        root.dataset.width = String(size.width);
        root.dataset.height = String(size.height);
        sizeLabel.textContent = sizeText(size) + (index < 0 ? " (not laid out)" : "");
        widthSlider.setAttribute("aria-valuetext", sizeText(size));
        heightSlider.setAttribute("aria-valuetext", sizeText(size));
        const boxes = [];
        const rows = [];
        for (const item of snapshot.items) {
          const box = document.createElement("div");
          box.className = "item depth-" + Math.min(Math.max(item.depth, 1), 6) +
            (item.isLayoutGuide ? " guide" : "");
          box.dataset.name = item.name;
          const frame = item.frame;
          const description = item.name + (item.isLayoutGuide ? " (guide)" : "") + ": x " +
            format(frame.x) + ", y " + format(frame.y) + ", " + format(frame.width) + " \u00d7 " +
            format(frame.height) + " (in " + item.parentName + ")";
          box.title = description;
          if (hasFiniteFrame(frame)) {
            const drawn = standardized(frame);
            if (drawn.width !== frame.width || drawn.height !== frame.height) {
              box.classList.add("flipped");
            }
            box.style.left = drawn.x * scale + "px";
            box.style.top = drawn.y * scale + "px";
            box.style.width = drawn.width * scale + "px";
            box.style.height = drawn.height * scale + "px";
          } else {
            box.hidden = true;
          }
          if (item.text && item.text.lineHeight > 0 && item.text.advance > 0) {
            // A text item: its lines in a monospaced font, line k in the band k × lineHeight down,
            // each stretched to its measured width (characters × advance) once drawn (fitLines).
            box.classList.add("text");
            const fontSize = Math.min(item.text.advance / 0.6, 0.85 * item.text.lineHeight) * scale;
            item.text.lines.forEach((line, k) => {
              if (line === "") return;
              const span = document.createElement("span");
              span.className = "line" + (item.text.isRightToLeft ? " end" : "");
              span.dataset.textOf = item.name;
              span.dataset.width = String([...line].length * item.text.advance);
              span.textContent = line;
              span.style.top = k * item.text.lineHeight * scale + "px";
              span.style.height = item.text.lineHeight * scale + "px";
              span.style.lineHeight = item.text.lineHeight * scale + "px";
              span.style.fontSize = fontSize + "px";
              span.style[item.text.isRightToLeft ? "right" : "left"] = "0px";
              box.append(span);
            });
          }
          const label = document.createElement("span");
          label.className = "label";
          label.textContent = item.name;
          box.append(label);
          boxes.push(box);

          // Pointing at a row of the table highlights its box in the drawing.
          const row = document.createElement("tr");
          row.addEventListener("mouseenter", () => box.classList.add("highlighted"));
          row.addEventListener("mouseleave", () => box.classList.remove("highlighted"));
          const name = cell(row, item.name, item.isLayoutGuide ? "guide" : "");
          name.style.paddingLeft = 8 + 14 * (item.depth - 1) + "px";
          cell(row, format(frame.x));
          cell(row, format(frame.y));
          cell(row, format(frame.width));
          cell(row, format(frame.height));
          rows.push(row);
        }
        if (index < 0) {
          const row = document.createElement("tr");
          const note = cell(row, "Not laid out at this size: clayout leaves out a size at which " +
            "the required constraints cannot hold.");
          note.colSpan = 5;
          note.className = "note";
          rows.push(row);
        }
        root.replaceChildren(...boxes);
        tableBody.replaceChildren(...rows);
        fitLines();
      }

      window.clayoutPage = {
        origin() {
          const rectangle = root.getBoundingClientRect();
          return { x: rectangle.left, y: rectangle.top };
        },
        get scale() { return scale; },
        get index() { return index; },
        snapshots: snapshots,
      };

      if (snapshots.length === 0) {
        sizeLabel.textContent = "none";
        hint.textContent = "No size was laid out: there is nothing to draw.";
        return;
      }
      // Each slider starts at its middle position (the HTML sets the single slider's).
      if (isGrid) {
        widthSlider.max = String(widths.length - 1);
        widthSlider.value = String(Math.floor((widths.length - 1) / 2));
        heightSlider.max = String(heights.length - 1);
        heightSlider.value = String(Math.floor((heights.length - 1) / 2));
        heightControl.hidden = false;
      }
      if (snapshots.length === 1) {
        hint.textContent = "Laid out at one size only.";
      } else {
        hint.textContent = "Drag a slider, or focus it and press \u2190 \u2192, to change the size" +
          " (" + snapshots.length + " sizes).";
      }
      for (const slider of [widthSlider, heightSlider]) {
        slider.addEventListener("input", draw);
        slider.addEventListener("change", draw);
      }
      // The scale depends on the table's width, known once the table is filled: draw twice.
      function fitAndDraw() {
        draw();
        scale = fitScale();
        draw();
      }
      window.addEventListener("resize", fitAndDraw);
      fitAndDraw();
    })();
    """#
}
