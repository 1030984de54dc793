#!/usr/bin/env python3
"""The HTML page of `clayout --format html`, tested in a real headless Chromium.

    Tests/Browser/html_page_test.py --clayout PATH [--chromium PATH] [--keep]

For each layout of Tests/Browser/layouts/ (one nested three deep with a layout guide, one placed
by leading and trailing and drawn right to left with --rtl, one with a text item whose lines are
checked too, one that cannot be laid out at the page's widest sizes, one with an ambiguous item, a
broken optional constraint, a stack and a text):

1. `clayout FILE --format json --size WxH` at the file's own size gives the frames derived by hand
   below (so that the layouts are what this test believes them to be), and the ambiguities and
   broken constraints derived by hand for the layout that has them;
2. `clayout FILE --format html --output PAGE` writes the page, which Chromium loads;
3. the test moves the page's own sliders (width, and height when the sizes make a grid): it focuses
   each and presses ArrowRight from the middle to the last position and once past it, ArrowLeft
   once, then drags the thumb with the mouse to the left end; after each move it
   reads where every box (`[data-name]`) is drawn (getBoundingClientRect minus the drawing's
   origin, in CSS pixels) and compares it, within 0.5 CSS pixel, with the frame that
   `clayout FILE --format json --size WxH` gives at the size the page shows (scaled by the page's
   drawing scale); that every name drawn (`[data-label-of]`) lies within the root and covers no
   other name, no line of text and no view's box but its own item's and its ancestors'; and that
   the boxes marked ambiguous and broken, their tooltips and the list beside the frames say what
   the JSON's `ambiguities` and `brokenConstraints` say at that size.

Chromium runs headless with --remote-debugging-pipe: the DevTools protocol's JSON messages go to
its fd 3 and come from its fd 4, each ended by a NUL byte. Python's standard library only. Every
wait has a timeout, so the test fails with a message instead of hanging; Chromium is killed and its
temporary profile removed at the end. Exit status 0 when every check passed, 1 otherwise, 2 when
the test could not run (no Chromium, no clayout). One file of about 900 lines: a test run by path
with no install step; about half of it is the DevTools pipe and the page's driving, which no other
test shares.
"""

import argparse
import fcntl
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
LAYOUTS = HERE / "layouts"

# How long one DevTools command or one clayout run may take, and the whole test.
COMMAND_TIMEOUT = 20.0
TOTAL_TIMEOUT = 150
# Drawn boxes agree with the engine's frames within this many CSS pixels.
TOLERANCE = 0.5

# The cases: a file, the options given to clayout for both the page and the JSON, the size at which
# the frames were derived by hand, and those frames (x, y, width, height in root coordinates).
CASES = [
    {
        "file": "profile.layout",
        "options": [],
        # The window's size in CSS pixels: wide enough for the page to draw at scale 1.
        "viewport": (1000, 800),
        # At 360 × 640: header 8 in from the sides and 20 from the top, 120 high: 8, 20, 344 × 120.
        # avatar 16 inside header's left and top edges, 64 × 64: 24, 36. The text guide 12 after
        # the avatar (24 + 64 + 12 = 100) to 16 before header's right (352 - 16 = 336), 16 inside
        # its top and bottom (36 to 124). name: the guide's top 24 of it. bio: 8 below name (68)
        # to the guide's bottom (124), half the guide's width (118). more: 40 × 20 in bio's
        # bottom-right corner (218 - 40 = 178, 124 - 20 = 104). footer: the last 50 of 640.
        "size": (360, 640),
        "frames": {
            "header": (8, 20, 344, 120),
            "avatar": (24, 36, 64, 64),
            "text": (100, 36, 236, 88),
            "name": (100, 36, 236, 24),
            "bio": (100, 68, 118, 56),
            "more": (178, 104, 40, 20),
            "footer": (0, 590, 360, 50),
        },
    },
    {
        "file": "toolbar.layout",
        "options": ["--rtl"],
        # Narrow: the widest size does not fit beside the table, so the page draws at a scale < 1.
        "viewport": (420, 800),
        # At 320 × 200, right to left: toolbar spans the root, 20 from the top, as high as back
        # (44). Leading is the right: back 8 from the right (320 - 8 - 44 = 268); heading 8 left
        # of it, the rest of the width (320 - 8 - 44 - 8 - 8 - 60 - 8 = 184), so at 268 - 8 - 184
        # = 76, centred on back (20 + 22 - 12 = 30); action 8 from the left, 60 wide. content: 16
        # in from both sides (288 wide), 12 below the toolbar (64 + 12 = 76) to 16 above the
        # bottom (108 high). list: 10 in from content's leading (right) edge: its right at
        # 304 - 10 = 294, half content's width (144), so at 150.
        "size": (320, 200),
        "frames": {
            "toolbar": (0, 20, 320, 44),
            "back": (268, 20, 44, 44),
            "heading": (76, 30, 184, 24),
            "action": (8, 20, 60, 44),
            "content": (16, 76, 288, 108),
            "list": (150, 76, 144, 108),
        },
    },
    {
        "file": "text.layout",
        "options": [],
        "viewport": (1000, 800),
        # At 300 × 300: note 10 in from the sides (280 wide: 35 characters a line of 8): "Text
        # items wrap at spaces in a" (30; " monospaced" would make 41), "monospaced font": 2 lines
        # of 20. below: 8 under it (10 + 40 + 8 = 58), 60 × 20.
        "size": (300, 300),
        "frames": {"note": (10, 10, 280, 40), "below": (10, 58, 60, 20)},
        # The text items: their text, advance and line height; their lines are checked at every
        # size against `wrap` below.
        "texts": {"note": ("Text items wrap at spaces in a monospaced font", 8, 20)},
    },
    {
        "file": "holes.layout",
        "options": [],
        "viewport": (1000, 800),
        # At 300 × 200: card 10 in from the sides (280 wide), half as high (140), 10 from the top.
        # It needs 10 + (width - 20) / 2 + 10 <= height: at a height of 200, widths above 380
        # cannot be laid out; clayout's page leaves them out (holes, in a grid of sizes).
        "size": (300, 200),
        "frames": {"card": (10, 10, 280, 140)},
    },
    {
        "file": "problems.layout",
        "options": [],
        "viewport": (1000, 800),
        # At 320 × 240: row, a stack, 10 from the top-left: first (60) and second (80) 8 apart,
        # 148 × 30 (their intrinsic sizes, no room to fill). note 10 below it, 200 wide: 25
        # characters a line of 8, "Names never cover the" (21; " lines" would make 27) and "lines
        # of a text": 2 lines of 20. wish 10 below note (50 + 40 + 10 = 100): at most 100 wide,
        # so its wish for 150 misses by 50. loose: 40 × 40 at 10 from the top, nothing places it
        # across: horizontally ambiguous (None: the engine picks its x).
        "size": (320, 240),
        "frames": {
            "row": (10, 10, 148, 30),
            "first": (10, 10, 60, 30),
            "second": (78, 10, 80, 30),
            "note": (10, 50, 200, 40),
            "wish": (10, 100, 100, 30),
            "loose": (None, 10, 40, 40),
        },
        "texts": {"note": ("Names never cover the lines of a text", 8, 20)},
        # What the page must mark, by hand: the ambiguous items with their axes, the broken
        # optional constraints (their descriptions, with their lines).
        "problems": {
            "ambiguous": {"loose": ["horizontal"]},
            "broken": ['wish.width == 150 @750 "wide" (problems.layout:18)'],
        },
    },
]


def wrap(text, width, advance):
    """The lines of `text` (words separated by single spaces, none longer than a line) set
    greedily `floor(width / advance)` characters a line: the reference measurer's rule
    (TextMeasurement.h), written again here for such texts."""
    per_line = max(1, int(width / advance + 1e-9))
    lines = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


class TestFailure(Exception):
    """A check that did not hold, or a step that could not be done (the message says which)."""


# MARK: - clayout


def run_clayout(clayout, arguments):
    """The standard output of `clayout ARGUMENTS`; TestFailure if it fails or takes too long."""
    command = [clayout] + arguments
    try:
        completed = subprocess.run(
            command, capture_output=True, text=True, timeout=COMMAND_TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        raise TestFailure(f"{' '.join(command)} took more than {COMMAND_TIMEOUT:.0f} s")
    if completed.returncode != 0:
        raise TestFailure(
            f"{' '.join(command)} exited with {completed.returncode}:\n{completed.stderr}"
        )
    return completed.stdout


def frames_from_json(text, source):
    """The frames of clayout's JSON by item name: every object with a `name` and a `frame` {x, y,
    width, height}, at any depth (the items may be a list or a tree)."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise TestFailure(f"{source}: not JSON: {error}")
    frames = {}

    def visit(value):
        if isinstance(value, dict):
            frame = value.get("frame")
            if isinstance(value.get("name"), str) and isinstance(frame, dict):
                name = value["name"]
                if name in frames:
                    raise TestFailure(f"{source}: two items named {name!r}")
                frames[name] = tuple(float(frame[key]) for key in ("x", "y", "width", "height"))
            for child in value.values():
                visit(child)
        elif isinstance(value, list):
            for child in value:
                visit(child)

    visit(document)
    frames.pop("root", None)
    if not frames:
        raise TestFailure(f"{source}: no item with a name and a frame")
    return frames


def standardized(frame):
    """A frame with a negative width or height as the area it covers (the page draws it so)."""
    x, y, width, height = frame
    if width < 0:
        x, width = x + width, -width
    if height < 0:
        y, height = y + height, -height
    return (x, y, width, height)


def size_argument(width, height):
    def number(value):
        return str(int(value)) if float(value).is_integer() else repr(float(value))

    return f"{number(width)}x{number(height)}"


# MARK: - Chromium over the DevTools pipe


class Browser:
    """A headless Chromium driven through --remote-debugging-pipe, with one page attached."""

    def __init__(self, executable, log_path):
        self.profile = tempfile.mkdtemp(prefix="clayout-chromium-")
        # Our end writes what Chromium reads at fd 3; Chromium writes at fd 4 what we read.
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # Above 10, so that moving them to 3 and 4 in the child never overwrites one of them.
        child_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def give_pipes():  # in the child, before exec: dup2 leaves 3 and 4 inheritable
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        arguments = [
            executable,
            "--headless",
            "--remote-debugging-pipe",
            f"--user-data-dir={self.profile}",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-gpu",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-sync",
            "--mute-audio",
            "--hide-scrollbars",
            "--window-size=1000,800",
        ]
        if os.geteuid() == 0:
            arguments.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        arguments.append("about:blank")
        self.log = open(log_path, "wb")
        self.process = subprocess.Popen(
            arguments,
            stdin=subprocess.DEVNULL,
            stdout=self.log,
            stderr=self.log,
            close_fds=False,
            preexec_fn=give_pipes,
            start_new_session=True,
        )
        os.close(child_read)
        os.close(child_write)
        self.next_id = 0
        self.session = None
        self.messages = queue.Queue()
        self.events = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        """Puts each NUL-ended message from Chromium on the queue, then None at end of file."""
        buffer = b""
        while True:
            try:
                chunk = os.read(self.from_browser, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(message))

    def _next_message(self, deadline, waiting_for):
        remaining = deadline - time.monotonic()
        try:
            if remaining <= 0:
                raise queue.Empty
            message = self.messages.get(timeout=remaining)
        except queue.Empty:
            raise TestFailure(f"Chromium did not answer in time ({waiting_for})")
        if message is None:
            raise TestFailure(f"Chromium closed its pipe (exit status {self.process.poll()})")
        return message

    def send(self, method, params=None, session=True, timeout=COMMAND_TIMEOUT):
        """The result of one DevTools command (to the attached page unless session is False)."""
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session is not None:
            command["sessionId"] = self.session
        try:
            os.write(self.to_browser, json.dumps(command).encode() + b"\0")
        except OSError as error:  # Chromium exited, or never started
            raise TestFailure(
                f"cannot send {method} to Chromium ({error.strerror}; exit status "
                f"{self.process.poll()})"
            )
        deadline = time.monotonic() + timeout
        while True:
            message = self._next_message(deadline, method)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise TestFailure(f"{method} failed: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for_event(self, method):
        """Waits for an event of the attached page (kept or still to come)."""
        deadline = time.monotonic() + COMMAND_TIMEOUT
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == self.session:
                    del self.events[index]
                    return event
            message = self._next_message(deadline, method)
            if "method" in message:
                self.events.append(message)

    def open_page(self):
        """A new page (tab), attached."""
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.send(
            "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, session=False
        )
        self.session = attached["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    def load(self, url, viewport):
        """Loads `url` in a window of `viewport` (width, height) CSS pixels at device scale 1."""
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": viewport[0], "height": viewport[1], "deviceScaleFactor": 1, "mobile": False},
        )
        self.events.clear()
        self.send("Page.navigate", {"url": url})
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page; TestFailure if it throws."""
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise TestFailure(f"the page's script threw: {text}\n  evaluating: {expression[:200]}")
        return result["result"].get("value")

    def press(self, key, code):
        for kind in ("keyDown", "keyUp"):
            self.send(
                "Input.dispatchKeyEvent",
                {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": code_numbers[key]},
            )

    def drag(self, start, end):
        """Presses the left button at `start`, moves to `end` in a few steps, releases there."""
        self.send(
            "Input.dispatchMouseEvent",
            {"type": "mousePressed", "x": start[0], "y": start[1], "button": "left", "buttons": 1,
             "clickCount": 1},
        )
        for step in range(1, 6):
            x = start[0] + (end[0] - start[0]) * step / 5
            y = start[1] + (end[1] - start[1]) * step / 5
            self.send(
                "Input.dispatchMouseEvent",
                {"type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1},
            )
        self.send(
            "Input.dispatchMouseEvent",
            {"type": "mouseReleased", "x": end[0], "y": end[1], "button": "left", "buttons": 0,
             "clickCount": 1},
        )

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.send("Browser.close", session=False, timeout=5)
                except TestFailure:
                    pass
                try:
                    self.process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    pass
            # Chromium's own process group (start_new_session): whatever of it is left, if any.
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.process.wait(timeout=5)
        finally:
            for descriptor in (self.to_browser, self.from_browser):
                try:
                    os.close(descriptor)
                except OSError:
                    pass
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)


code_numbers = {"ArrowRight": 39, "ArrowLeft": 37}

# What the page shows now: its sliders, its size, its scale and every drawn box, in CSS pixels from
# the drawing's origin.
MEASURE = """
(() => {
  const page = window.clayoutPage;
  const origin = page.origin();
  const root = document.getElementById("root");
  const rootRect = root.getBoundingClientRect();
  const stageRect = document.getElementById("stage").getBoundingClientRect();
  const sliders = {};
  for (const id of ["width-slider", "height-slider"]) {
    const slider = document.getElementById(id);
    sliders[id] = { value: Number(slider.value), max: Number(slider.max),
      focused: document.activeElement === slider };
  }
  const boxes = [...root.querySelectorAll("[data-name]")].map((box) => {
    const rect = box.getBoundingClientRect();
    return { name: box.dataset.name, hidden: box.hidden, x: rect.left - origin.x,
      y: rect.top - origin.y, width: rect.width, height: rect.height };
  });
  const lines = [...root.querySelectorAll("[data-text-of]")].map((line) => {
    const rect = line.getBoundingClientRect();
    return { name: line.dataset.textOf, text: line.textContent, x: rect.left - origin.x,
      y: rect.top - origin.y, width: rect.width, height: rect.height };
  });
  const labels = [...root.querySelectorAll("[data-label-of]")].map((label) => {
    const rect = label.getBoundingClientRect();
    return { name: label.dataset.labelOf, x: rect.left - origin.x, y: rect.top - origin.y,
      width: rect.width, height: rect.height };
  });
  const marks = [...root.querySelectorAll("[data-name]")].map((box) => ({ name: box.dataset.name,
    ambiguous: box.classList.contains("ambiguous"), broken: box.classList.contains("broken"),
    title: box.title }));
  const problems = [...document.querySelectorAll("#problem-list li")].map((entry) => ({
    kind: entry.dataset.kind, items: entry.dataset.items, text: entry.textContent, title: entry.title }));
  const snapshot = page.index >= 0 ? page.snapshots[page.index] : { items: [] };
  const parents = Object.fromEntries(snapshot.items.map((item) => [item.name, item.parentName]));
  const guides = snapshot.items.filter((item) => item.isLayoutGuide).map((item) => item.name);
  return { index: page.index, sliders: sliders, scale: page.scale, lines: lines,
    labels: labels, marks: marks, problems: problems, parents: parents, guides: guides,
    problemsShown: !document.getElementById("problems").hidden,
    width: Number(root.dataset.width), height: Number(root.dataset.height),
    drawnWidth: rootRect.width, drawnHeight: rootRect.height,
    clippedBy: Math.max(rootRect.right - stageRect.right, stageRect.left - rootRect.left),
    label: document.getElementById("size-label").textContent, boxes: boxes };
})()
"""


# MARK: - The checks


class Checker:
    def __init__(self, clayout, browser, work):
        self.clayout = clayout
        self.browser = browser
        self.work = work
        self.checks = 0
        self.json_cache = {}

    def engine_json(self, path, options, width, height):
        """clayout's JSON document at `width` × `height`, and the frames in it by name."""
        key = (str(path), tuple(options), width, height)
        if key not in self.json_cache:
            arguments = [str(path), "--format", "json", "--size", size_argument(width, height)]
            text = run_clayout(self.clayout, arguments + options)
            source = f"clayout {' '.join(arguments + options)}"
            self.json_cache[key] = (json.loads(text), frames_from_json(text, source))
        return self.json_cache[key]

    def engine_frames(self, path, options, width, height):
        return self.engine_json(path, options, width, height)[1]

    def check_hand_problems(self, case):
        """clayout's JSON at the file's size has the ambiguities and broken constraints derived by
        hand (only for a case that lists them)."""
        if "problems" not in case:
            return
        width, height = case["size"]
        document = self.engine_json(LAYOUTS / case["file"], case["options"], width, height)[0]
        ambiguous = {}
        for ambiguity in document["ambiguities"]:
            ambiguous.setdefault(ambiguity["item"], []).append(ambiguity["axis"])
        # A constraint's place names the file by the path clayout was given.
        path = str(LAYOUTS / case["file"])
        broken = [entry["constraint"].replace(path, case["file"]) for entry in document["brokenConstraints"]]
        want = case["problems"]
        if ambiguous != want["ambiguous"] or broken != want["broken"]:
            raise TestFailure(f"{case['file']} at {width} × {height}: clayout's problems are {ambiguous} and "
                              f"{broken}, expected {want['ambiguous']} and {want['broken']} by hand")
        self.checks += 1
        print(f"  ok  clayout's JSON at {width} × {height} has the problems derived by hand")

    def check_labels(self, where, state):
        """Every name drawn lies within the root and covers no other name, no line of text, and no
        view's box but its own item's and its ancestors' (docs/html-page.md)."""
        def overlap(a, b):
            return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > TOLERANCE
                    and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > TOLERANCE)

        boxes = {box["name"]: box for box in state["boxes"] if not box["hidden"]}
        guides = set(state["guides"])
        labels = state["labels"]
        for k, label in enumerate(labels):
            name = label["name"]
            if name not in boxes:
                raise TestFailure(f"{where}: a name is drawn for {name!r}, which has no box")
            if (label["x"] < -TOLERANCE or label["y"] < -TOLERANCE
                    or label["x"] + label["width"] > state["drawnWidth"] + TOLERANCE
                    or label["y"] + label["height"] > state["drawnHeight"] + TOLERANCE):
                raise TestFailure(f"{where}: {name}'s name sticks out of the root: {label}")
            for other in labels[k + 1:]:
                if overlap(label, other):
                    raise TestFailure(f"{where}: the names of {name} and {other['name']} overlap")
            for line in state["lines"]:
                if overlap(label, line):
                    raise TestFailure(f"{where}: {name}'s name covers {line['name']}'s text {line['text']!r}")
            ancestors = set()
            parent = state["parents"].get(name)
            while parent in state["parents"]:
                ancestors.add(parent)
                parent = state["parents"][parent]
            for other, box in boxes.items():
                if other == name or other in ancestors or other in guides:
                    continue
                if overlap(label, box):
                    raise TestFailure(f"{where}: {name}'s name covers the box of {other}")
        return len(labels)

    def check_marks(self, case, where, state, width, height):
        """The boxes the page marks, their tooltips and the list beside the frames say what clayout's
        JSON says is wrong at the size drawn."""
        document = self.engine_json(LAYOUTS / case["file"], case["options"], width, height)[0]
        marks = {mark["name"]: mark for mark in state["marks"]}
        ambiguous = {entry["item"] for entry in document["ambiguities"]}
        for name, mark in marks.items():
            if mark["ambiguous"] != (name in ambiguous):
                raise TestFailure(f"{where}: {name} is {'' if mark['ambiguous'] else 'not '}marked "
                                  f"ambiguous; clayout's ambiguities name {sorted(ambiguous)}")
        for entry in document["brokenConstraints"]:
            named = [name for name, mark in marks.items() if entry["constraint"] in mark["title"]]
            if not named or not all(marks[name]["broken"] for name in named):
                raise TestFailure(f"{where}: the broken constraint {entry['constraint']!r} is in the "
                                  f"tooltip of {named}, marked broken: {[marks[n]['broken'] for n in named]}")
        if any(mark["broken"] for mark in marks.values()) and not document["brokenConstraints"]:
            raise TestFailure(f"{where}: a box is marked broken, and clayout reports no broken constraint")
        kinds = sorted(problem["kind"] for problem in state["problems"])
        want = sorted(["ambiguous"] * len(document["ambiguities"])
                      + ["broken"] * len(document["brokenConstraints"]))
        if kinds != want or state["problemsShown"] != bool(want):
            raise TestFailure(f"{where}: the list beside the frames has {kinds} (shown: "
                              f"{state['problemsShown']}), expected {want}")
        return len(want)

    def check_hand_frames(self, case):
        path = LAYOUTS / case["file"]
        width, height = case["size"]
        frames = self.engine_frames(path, case["options"], width, height)
        expected = case["frames"]
        if set(frames) != set(expected):
            raise TestFailure(
                f"{case['file']} at {width} × {height}: clayout's items {sorted(frames)}, "
                f"expected {sorted(expected)}"
            )
        for name, frame in expected.items():
            # None: a coordinate the layout leaves free (the engine's choice, not derived by hand).
            if any(b is not None and abs(a - b) > 1e-9 for a, b in zip(frames[name], frame)):
                raise TestFailure(
                    f"{case['file']} at {width} × {height}: {name} is at {frames[name]} in clayout's "
                    f"JSON, {frame} by hand"
                )
        self.checks += 1

    def check_drawing(self, case, layout, state, expected, what):
        """The sliders are at `expected` (values by slider id), the page draws the size they select
        and every item of it at the engine's frame, or nothing for a size that was not laid out."""
        name = case["file"] + (" " + " ".join(case["options"]) if case["options"] else "")
        where = f"{name}, {what}"
        for slider, value in expected.items():
            if state["sliders"][slider]["value"] != value:
                raise TestFailure(
                    f"{where}: {slider} is at {state['sliders'][slider]['value']}, expected {value}"
                )
        width, height = layout.size_at(expected)
        if (state["width"], state["height"]) != (width, height):
            raise TestFailure(
                f"{where}: the page draws {state['width']} × {state['height']}, expected the "
                f"sliders' size {width} × {height}"
            )
        scale = state["scale"]
        if not 0 < scale <= 1:
            raise TestFailure(f"{where}: the drawing's scale is {scale}, expected in (0, 1]")
        if (abs(state["drawnWidth"] - width * scale) > TOLERANCE
                or abs(state["drawnHeight"] - height * scale) > TOLERANCE):
            raise TestFailure(
                f"{where}: the root is drawn {state['drawnWidth']} × {state['drawnHeight']} CSS px, "
                f"expected {width * scale} × {height * scale}"
            )
        if state["clippedBy"] > TOLERANCE:
            raise TestFailure(f"{where}: the drawing sticks out of its stage by {state['clippedBy']} "
                              "CSS px: part of it is hidden")
        if (width, height) not in layout.sizes:
            # A hole of the grid: the page draws no box, and clayout indeed refuses that size.
            if state["index"] != -1 or state["boxes"] or "not laid out" not in state["label"]:
                raise TestFailure(
                    f"{where}: {width} × {height} is not in the page's data, yet the page draws "
                    f"{len(state['boxes'])} boxes (index {state['index']}, label {state['label']!r})"
                )
            try:
                self.engine_frames(LAYOUTS / case["file"], case["options"], width, height)
            except TestFailure:
                self.checks += 1
                print(f"  ok  {what}: {width:g} × {height:g}, not laid out (clayout refuses it too)")
                return
            raise TestFailure(f"{where}: the page left out {width} × {height}, which clayout lays out")
        if layout.sizes[state["index"]] != (width, height):
            raise TestFailure(
                f"{where}: the page says it draws snapshot {state['index']}, of size "
                f"{layout.sizes[state['index']]}, expected {width} × {height}"
            )
        frames = self.engine_frames(LAYOUTS / case["file"], case["options"], width, height)
        boxes = {}
        for box in state["boxes"]:
            if box["name"] in boxes:
                raise TestFailure(f"{where}: two boxes are named {box['name']!r}")
            boxes[box["name"]] = box
        if set(boxes) != set(frames):
            raise TestFailure(
                f"{where}: boxes drawn for {sorted(boxes)}, clayout's JSON has {sorted(frames)}"
            )
        for item, frame in frames.items():
            box = boxes[item]
            if box["hidden"]:
                raise TestFailure(f"{where}: {item} is not drawn (its frame is {frame})")
            drawn_frame = [value * scale for value in standardized(frame)]
            drawn = [box["x"], box["y"], box["width"], box["height"]]
            if any(abs(a - b) > TOLERANCE for a, b in zip(drawn, drawn_frame)):
                raise TestFailure(
                    f"{where}: {item} is drawn at x {drawn[0]:.3f}, y {drawn[1]:.3f}, "
                    f"{drawn[2]:.3f} × {drawn[3]:.3f} CSS px; the engine's frame {frame} at "
                    f"scale {scale} is {drawn_frame}"
                )
        for item, (text, advance, line_height) in case.get("texts", {}).items():
            frame = frames[item]
            expected_lines = wrap(text, frame[2], advance)
            drawn_lines = [line for line in state["lines"] if line["name"] == item]
            if [line["text"] for line in drawn_lines] != expected_lines:
                raise TestFailure(
                    f"{where}: {item}'s lines are {[line['text'] for line in drawn_lines]}, "
                    f"expected {expected_lines} at its width {frame[2]:g}"
                )
            for k, line in enumerate(drawn_lines):
                # From the box's left edge, k line heights down, exactly characters × advance wide.
                want = (frame[0] * scale, (frame[1] + k * line_height) * scale,
                        len(line["text"]) * advance * scale)
                got = (line["x"], line["y"], line["width"])
                if any(abs(a - b) > TOLERANCE for a, b in zip(got, want)):
                    raise TestFailure(
                        f"{where}: {item}'s line {k} {line['text']!r} is drawn at x {got[0]:.3f}, "
                        f"y {got[1]:.3f}, {got[2]:.3f} wide; expected {want}"
                    )
        names = self.check_labels(where, state)
        problems = self.check_marks(case, where, state, width, height)
        self.checks += 1
        print(f"  ok  {what}: {width:g} × {height:g}, {len(frames)} boxes at the engine's frames "
              f"(scale {scale:.4g}, label {state['label']!r}), {names} names clear of the boxes, "
              f"lines and names they must not cover, {problems} problems marked and listed")

    def run_case(self, case):
        path = LAYOUTS / case["file"]
        print(f"{case['file']} {' '.join(case['options'])}".rstrip() + ":")
        self.check_hand_frames(case)
        print(f"  ok  clayout's JSON at {case['size'][0]} × {case['size'][1]} has the frames "
              "derived by hand")
        self.check_hand_problems(case)

        page = self.work / (path.stem + ".html")
        run_clayout(self.clayout, [str(path), "--format", "html", "--output", str(page)]
                    + case["options"])
        self.browser.load(page.as_uri(), case["viewport"])
        if not self.browser.evaluate("typeof window.clayoutPage === 'object'"):
            raise TestFailure(f"{page}: the page did not set window.clayoutPage")
        layout = PageLayout(self.browser)
        if len(layout.sizes) < 3:
            raise TestFailure(f"{page}: {len(layout.sizes)} sizes in the page; this test needs 3 or more")
        if layout.sizes != sorted(layout.sizes):
            raise TestFailure(f"{page}: the page's sizes {layout.sizes} are not sorted by width, height")
        print(f"  the page has {len(layout.sizes)} sizes: "
              + ("a grid of " + f"{len(layout.widths)} widths × {len(layout.heights)} heights"
                 if layout.is_grid else "one slider"))

        # Each slider starts at its middle position.
        state = self.browser.evaluate(MEASURE)
        last = {slider: layout.last_position(slider) for slider in layout.sliders}
        for slider in layout.sliders:
            if state["sliders"][slider]["max"] != last[slider]:
                raise TestFailure(f"{page}: {slider}'s last position is "
                                  f"{state['sliders'][slider]['max']}, expected {last[slider]}")
        expected = {slider: last[slider] // 2 for slider in layout.sliders}
        self.check_drawing(case, layout, state, expected, "as loaded, in the middle")

        for slider in layout.sliders:
            self.browser.evaluate(f"document.getElementById('{slider}').focus()")
            if not self.browser.evaluate(MEASURE)["sliders"][slider]["focused"]:
                raise TestFailure(f"{page}: {slider} does not take the focus")
            while expected[slider] < last[slider]:
                self.browser.press("ArrowRight", "ArrowRight")
                expected[slider] += 1
                self.check_drawing(case, layout, self.browser.evaluate(MEASURE), expected,
                                   f"{slider}: ArrowRight to {expected[slider]}")
            # At the last position, one more ArrowRight stays there.
            self.browser.press("ArrowRight", "ArrowRight")
            self.check_drawing(case, layout, self.browser.evaluate(MEASURE), expected,
                               f"{slider}: ArrowRight at the end, still {last[slider]}")
            self.browser.press("ArrowLeft", "ArrowLeft")
            expected[slider] -= 1
            self.check_drawing(case, layout, self.browser.evaluate(MEASURE), expected,
                               f"{slider}: ArrowLeft to {expected[slider]}")
            # The mouse: press on the track near its right end, drag past its left end.
            track = self.browser.evaluate(
                f"(() => {{ const r = document.getElementById('{slider}').getBoundingClientRect();"
                " return { left: r.left, right: r.right, middle: (r.top + r.bottom) / 2 }; })()")
            self.browser.drag((track["right"] - 2, track["middle"]),
                              (track["left"] - 20, track["middle"]))
            expected[slider] = 0
            self.check_drawing(case, layout, self.browser.evaluate(MEASURE), expected,
                               f"{slider}: dragged with the mouse to 0")


class PageLayout:
    """The page's sizes (its embedded data) and what each slider position selects, as
    docs/html-page.md describes them."""

    def __init__(self, browser):
        self.sizes = [
            (size["width"], size["height"])
            for size in browser.evaluate(
                "window.clayoutPage.snapshots.map((snapshot) => snapshot.rootSize)")
        ]
        self.is_grid = not browser.evaluate("document.getElementById('height-control').hidden")
        self.widths = sorted({width for width, _ in self.sizes})
        self.heights = sorted({height for _, height in self.sizes})
        self.sliders = ["width-slider", "height-slider"] if self.is_grid else ["width-slider"]
        # The rule for two sliders: distinct sizes making at least half of the combinations.
        grid_expected = (len(self.widths) > 1 and len(self.heights) > 1
                         and len(set(self.sizes)) == len(self.sizes)
                         and 2 * len(self.sizes) >= len(self.widths) * len(self.heights))
        if grid_expected != self.is_grid:
            raise TestFailure(f"the page shows {len(self.sliders)} slider(s) for the sizes {self.sizes}")

    def last_position(self, slider):
        if not self.is_grid:
            return len(self.sizes) - 1
        return len(self.widths if slider == "width-slider" else self.heights) - 1

    def size_at(self, values):
        """The size the sliders at `values` select."""
        if not self.is_grid:
            return self.sizes[values["width-slider"]]
        return (self.widths[values["width-slider"]], self.heights[values["height-slider"]])


def find_chromium(given):
    for candidate in [given, os.environ.get("CLAYOUT_CHROMIUM"), "chromium", "chromium-browser"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clayout", required=True, help="the clayout executable")
    parser.add_argument("--chromium", help="the Chromium executable (default: chromium on PATH)")
    parser.add_argument("--keep", action="store_true", help="keep the pages and Chromium's log")
    arguments = parser.parse_args()

    chromium = find_chromium(arguments.chromium)
    if chromium is None:
        print("error: no Chromium (install Debian's chromium package, or pass --chromium)",
              file=sys.stderr)
        return 2
    clayout = shutil.which(arguments.clayout) or arguments.clayout
    if not os.access(clayout, os.X_OK):
        print(f"error: {arguments.clayout} is not an executable", file=sys.stderr)
        return 2

    # The whole test's own timeout: a stuck step ends the run instead of the section waiting.
    def too_long(signum, frame):
        raise TestFailure(f"the test took more than {TOTAL_TIMEOUT} s")

    signal.signal(signal.SIGALRM, too_long)
    signal.alarm(TOTAL_TIMEOUT)

    work = Path(tempfile.mkdtemp(prefix="clayout-html-test-"))
    log_path = work / "chromium.log"
    started = time.monotonic()
    failed = False
    browser = None
    try:
        browser = Browser(chromium, log_path)
        version = browser.send("Browser.getVersion", session=False)
        print(f"{version.get('product', 'Chromium')} at {chromium}, headless")
        browser.open_page()
        checker = Checker(clayout, browser, work)
        for case in CASES:
            checker.run_case(case)
        print(f"\nHTML page in Chromium: {checker.checks} checks passed in "
              f"{time.monotonic() - started:.1f} s")
    except TestFailure as failure:
        failed = True
        print(f"\nFAILED: {failure}", file=sys.stderr)
    finally:
        signal.alarm(0)
        if browser is not None:
            browser.close()
        if failed and log_path.exists() and log_path.stat().st_size > 0:
            # Without the D-Bus complaints of a machine with no session bus: they say nothing.
            log = [line for line in log_path.read_text(errors="replace").splitlines()
                   if line.strip() and "dbus" not in line.lower()]
            print("Chromium's last log lines:\n  " + "\n  ".join(log[-15:]), file=sys.stderr)
        if arguments.keep:
            print(f"pages and Chromium's log kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
