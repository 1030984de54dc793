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
    .item.guide { background: transparent; outline-style: dashed; }
    .item.ambiguous { outline: 2px dashed #c62828; outline-offset: -2px;
      background-image: repeating-linear-gradient(45deg, rgba(198, 40, 40, 0.4) 0 3px, transparent 3px 7px); }
    .item.broken { outline: 3px solid #ef8f00; outline-offset: -3px; }
    #labels { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
    .label { position: absolute; padding: 0 1px; line-height: 1.2; white-space: nowrap; color: #1d2330;
      background: rgba(255, 255, 255, 0.82); border-radius: 2px; }
    .label.guide { font-style: italic; color: #8a530a; }
    #problems .legend { font-size: 12px; color: #3a4250; margin: 0 0 6px; line-height: 1.6; }
    .swatch { display: inline-block; width: 14px; height: 10px; box-sizing: border-box; vertical-align: -1px; }
    .swatch.ambiguous { border: 2px dashed #c62828;
      background: repeating-linear-gradient(45deg, rgba(198, 40, 40, 0.4) 0 2px, transparent 2px 4px); }
    .swatch.broken { border: 3px solid #ef8f00; }
    #problem-list { margin: 0 0 14px; padding-left: 18px; font-size: 12px; }
    #problem-list li { margin: 2px 0; overflow-wrap: anywhere; }
    #problem-list li.ambiguous::marker { color: #c62828; }
    #problem-list li.broken::marker { color: #ef8f00; }
    #problem-list li:hover { background: #fff4c2; }
    .item .line { position: absolute; white-space: pre; color: #111111; pointer-events: none;
      font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; transform-origin: left center; }
    .item .line.end { transform-origin: right center; }
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
      const problemsSection = document.getElementById("problems");
      const problemList = document.getElementById("problem-list");

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

      // A broken constraint as the page shows it: its description (with its place) and its miss.
      function brokenText(broken) {
        return broken.constraint + " misses by " + format(broken.amount);
      }

      // The problems of `snapshot` by item name: its ambiguities and the broken constraints naming it.
      function problemsOf(snapshot) {
        const ambiguous = new Map();
        const broken = new Map();
        for (const ambiguity of snapshot.ambiguities || []) {
          if (!ambiguous.has(ambiguity.item)) ambiguous.set(ambiguity.item, []);
          ambiguous.get(ambiguity.item).push(ambiguity);
        }
        for (const constraint of snapshot.brokenConstraints || []) {
          for (const name of constraint.items) {
            if (!broken.has(name)) broken.set(name, []);
            broken.get(name).push(constraint);
          }
        }
        return { ambiguous, broken };
      }

      // The list beside the frames: each ambiguity and broken constraint at the size drawn; pointing
      // at one highlights the boxes it names. Hidden when there is none.
      function listProblems(snapshot, boxes) {
        const boxByName = new Map(boxes.map((box) => [box.dataset.name, box]));
        const entries = [];
        const add = (kind, text, names, tooltip) => {
          const entry = document.createElement("li");
          entry.className = kind;
          entry.dataset.kind = kind;
          entry.dataset.items = names.join(" ");
          entry.textContent = text;
          entry.title = tooltip;
          const named = names.map((name) => boxByName.get(name)).filter((box) => box);
          entry.addEventListener("mouseenter", () => named.forEach((box) => box.classList.add("highlighted")));
          entry.addEventListener("mouseleave", () => named.forEach((box) => box.classList.remove("highlighted")));
          entries.push(entry);
        };
        for (const ambiguity of snapshot.ambiguities || []) {
          add("ambiguous", ambiguity.message, [ambiguity.item], "ambiguous: " + ambiguity.message);
        }
        for (const broken of snapshot.brokenConstraints || []) {
          add("broken", broken.statement + " misses by " + format(broken.amount) + " (line " + broken.line + ")",
            broken.items, "broken: " + brokenText(broken));
        }
        problemList.replaceChildren(...entries);
        problemsSection.hidden = entries.length === 0;
      }

      // Rectangles in buckets of a grid, for asking which of them a new one overlaps.
      function overlapGrid() {
        const cell = 32;
        const buckets = new Map();
        const large = [];
        const span = (r) => [Math.floor(r.x / cell), Math.floor((r.x + r.width) / cell),
          Math.floor(r.y / cell), Math.floor((r.y + r.height) / cell)];
        const intersect = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width &&
          a.y < b.y + b.height && b.y < a.y + a.height;
        return {
          insert(rect, owner) {
            const entry = { rect, owner };
            const [c0, c1, r0, r1] = span(rect);
            if (c1 - c0 > 64 || r1 - r0 > 64) { large.push(entry); return; }
            for (let c = c0; c <= c1; ++c) {
              for (let r = r0; r <= r1; ++r) {
                const key = c + "," + r;
                if (!buckets.has(key)) buckets.set(key, []);
                buckets.get(key).push(entry);
              }
            }
          },
          // Whether `rect` overlaps an entry whose owner `counts` (-1: no item).
          overlaps(rect, counts) {
            const hits = (entry) => counts(entry.owner) && intersect(rect, entry.rect);
            if (large.some(hits)) return true;
            const [c0, c1, r0, r1] = span(rect);
            for (let c = c0; c <= c1; ++c) {
              for (let r = r0; r <= r1; ++r) {
                const entries = buckets.get(c + "," + r);
                if (entries && entries.some(hits)) return true;
              }
            }
            return false;
          },
        };
      }

      // The names, in a layer over the boxes, each where it covers no other name, no box of a view
      // but its own and its ancestors', and no line of text (docs/html-page.md): inside its box at a
      // corner (top-left, top-right, bottom-left, bottom-right), else just above or below it (from its
      // left or right edge), else beside it; a name with no such place is not drawn (its box's
      // tooltip and the table still name it). Views before guides, smaller boxes first.
      function placeLabels(snapshot, boxes) {
        const layer = document.createElement("div");
        layer.id = "labels";
        root.append(layer);
        const items = snapshot.items;
        const indexByName = new Map();
        const parents = items.map((item, i) => {
          const parent = indexByName.has(item.parentName) ? indexByName.get(item.parentName) : -1;
          indexByName.set(item.name, i);
          return parent;
        });
        const origin = root.getBoundingClientRect();
        // Each box in CSS pixels from the root's corner, as drawn.
        const rects = items.map((item) => {
          const drawn = standardized(item.frame);
          return { x: drawn.x * scale, y: drawn.y * scale, width: drawn.width * scale, height: drawn.height * scale };
        });
        const grid = overlapGrid();
        boxes.forEach((box, i) => {
          if (!items[i].isLayoutGuide && !box.hidden) grid.insert(rects[i], i);
        });
        for (const line of root.querySelectorAll(".line")) {
          const r = line.getBoundingClientRect();
          grid.insert({ x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height }, -1);
        }
        // Every name measured once at 11 px; other sizes scale with it.
        const labels = items.map((item) => {
          const label = document.createElement("span");
          label.className = "label" + (item.isLayoutGuide ? " guide" : "");
          label.dataset.labelOf = item.name;
          label.textContent = item.name;
          label.style.fontSize = "11px";
          layer.append(label);
          return label;
        });
        // A pixel more than measured (offsetWidth rounds).
        const sizes = labels.map((label) => ({ width: label.offsetWidth + 1, height: label.offsetHeight + 1 }));
        const order = items.map((item, i) => i).sort((a, b) => {
          const key = (i) => [items[i].isLayoutGuide ? 1 : 0, boxes[i].hidden ? 0 : rects[i].width * rects[i].height, i];
          const [ka, kb] = [key(a), key(b)];
          return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
        });
        for (const i of order) {
          const label = labels[i];
          const box = boxes[i];
          if (box.hidden) { label.remove(); continue; }
          const allowed = new Set([i]);
          for (let p = parents[i]; p >= 0; p = parents[p]) allowed.add(p);
          const { x, y, width: w, height: h } = rects[i];
          const candidates = [];
          for (const font of [11, 9]) {
            const lw = sizes[i].width * font / 11, lh = sizes[i].height * font / 11;
            if (lw + 6 > w || lh + 4 > h) continue;
            for (const [cx, cy] of [[x + 3, y + 2], [x + w - 3 - lw, y + 2], [x + 3, y + h - 2 - lh],
              [x + w - 3 - lw, y + h - 2 - lh]]) {
              candidates.push({ font, x: cx, y: cy, width: lw, height: lh });
            }
          }
          const lw = sizes[i].width * 10 / 11, lh = sizes[i].height * 10 / 11;
          for (const [cx, cy] of [[x, y - 2 - lh], [x, y + h + 2], [x + w - lw, y - 2 - lh], [x + w - lw, y + h + 2],
            [x - 3 - lw, y + (h - lh) / 2], [x + w + 3, y + (h - lh) / 2]]) {
            candidates.push({ font: 10, x: cx, y: cy, width: lw, height: lh });
          }
          // Within the root's drawing (outside it, the stage would cut a name off).
          const inside = (c) => c.x >= 0 && c.y >= 0 && c.x + c.width <= root.offsetWidth + 0.5 &&
            c.y + c.height <= root.offsetHeight + 0.5;
          const free = candidates.find((c) => inside(c) && !grid.overlaps(c, (owner) => !allowed.has(owner)));
          if (!free) { label.remove(); continue; }
          label.style.fontSize = free.font + "px";
          label.style.left = free.x + "px";
          label.style.top = free.y + "px";
          grid.insert(free, -1);
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
        const problems = problemsOf(snapshot);
        for (const item of snapshot.items) {
          const box = document.createElement("div");
          box.className = "item depth-" + Math.min(Math.max(item.depth, 1), 6) +
            (item.isLayoutGuide ? " guide" : "");
          box.dataset.name = item.name;
          const frame = item.frame;
          const description = item.name + (item.isLayoutGuide ? " (guide)" : "") + ": x " +
            format(frame.x) + ", y " + format(frame.y) + ", " + format(frame.width) + " \u00d7 " +
            format(frame.height) + " (in " + item.parentName + ")";
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
          const ambiguities = problems.ambiguous.get(item.name) || [];
          const broken = problems.broken.get(item.name) || [];
          if (ambiguities.length > 0) {
            box.classList.add("ambiguous");
            box.dataset.ambiguous = ambiguities.map((a) => a.isHorizontal ? "horizontal" : "vertical").join(" ");
          }
          if (broken.length > 0) {
            box.classList.add("broken");
            box.dataset.broken = broken.map(brokenText).join("; ");
          }
          box.title = [description, ...ambiguities.map((a) => a.message),
            ...broken.map((b) => "broken: " + brokenText(b))].join("\n");
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
        listProblems(snapshot, boxes);
        placeLabels(snapshot, boxes);
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
