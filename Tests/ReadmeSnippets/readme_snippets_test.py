#!/usr/bin/env python3
"""readme_snippets_test.py — every code snippet of README.md compiles, as written.

    python3 Tests/ReadmeSnippets/readme_snippets_test.py --cxx c++ --clayout PATH \
        [--swift-flags-file FILE] [--swift swiftc] [--readme README.md] [--keep DIR]

Reads README.md's fenced blocks and checks each by its kind:

- ```cpp: compiled with --cxx (-std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Werror, the
  public headers of Sources/CLayoutCore/include): the lines that start with `#include` or
  `using namespace` stay at file scope, the rest goes in a function's body, as a reader pastes it
  into one. A result marked [[nodiscard]] that the snippet drops is an error.
- ```swift: a manifest (`// swift-tools-version`) is read by `swift package dump-package` in a
  package of its own beside a link named SwiftLayout to this checkout (the identity it names);
  any other snippet is type-checked as a main file against the SwiftLayout module (--swift, with
  the flags in --swift-flags-file: one flag per line, as scripts/lib/swift-typecheck.sh makes
  them). Without --swift-flags-file the Swift snippets are not checked and the run fails.
- a block without a language that starts with `clayout 1` is a layout file: `clayout FILE`
  must load and lay it out (exit 0).

A snippet that is a fragment (it uses items or variables the prose has introduced) says what it
assumes in an HTML comment right above it, which renders as nothing:

    <!-- snippet context
    LayoutItem name = engine.makeItem("name");
    -->

The context goes before the snippet: in the C++ function's body, at the top of the Swift file,
after `clayout 1` for a layout file (a fragment of statements). Shell and CMake blocks are
commands, not code to compile (the packaging tests build the CMake ones' projects): they are
listed as not checked. A block of another language, or without one that is not a layout file,
is listed too (the repository's tree); a `cpp`, `swift` or layout block is never skipped.

Exit status 0 when every checked snippet passed, 1 otherwise, 2 on a usage error.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TIMEOUT = 300


class Snippet:
    """A fenced block of the README: its language tag, first line number, text and context."""

    def __init__(self, language, line, text, context):
        self.language = language
        self.line = line
        self.text = text
        self.context = context

    def name(self):
        return "README.md:%d (%s)" % (self.line, self.language or "no language")


def snippets(readme):
    """The fenced blocks of `readme`'s text, in order, each with the context comment above it."""
    lines = readme.split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = re.match(r"^```(\S*)\s*$", lines[index])
        if not match:
            index += 1
            continue
        language = match.group(1)
        start = index + 1
        end = start
        while end < len(lines) and lines[end].rstrip() != "```":
            end += 1
        if end == len(lines):
            raise ValueError("README.md:%d: a code block that is never closed" % (index + 1))
        # The context: an HTML comment ending on the line above the fence (blank lines between).
        context = None
        above = index - 1
        while above >= 0 and lines[above].strip() == "":
            above -= 1
        if above >= 0 and lines[above].strip() == "-->":
            first = above
            while first >= 0 and not lines[first].startswith("<!-- snippet context"):
                first -= 1
            if first >= 0:
                context = "\n".join(lines[first + 1:above])
        found.append(Snippet(language, start + 1, "\n".join(lines[start:end]) + "\n", context))
        index = end + 1
    return found


def run(command, cwd=None):
    """`command`'s exit status and its output (stdout and stderr together)."""
    try:
        completed = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return 1, "timed out after %d s: %s" % (TIMEOUT, " ".join(command))
    return completed.returncode, completed.stdout.decode("utf-8", "replace")


def cxx_source(snippet):
    """The translation unit of a C++ snippet: the includes and using-directives of its context and
    its own at file scope, the rest of the context and then of the snippet in a function's body."""
    file_scope = []
    body = []
    for line in ((snippet.context + "\n") if snippet.context else "").split("\n") + snippet.text.split("\n"):
        if line.startswith("#include") or line.startswith("using namespace"):
            file_scope.append(line)
        else:
            body.append(line)
    return ("\n".join(file_scope) + "\n\n// README.md:%d\n[[maybe_unused]] static void readmeSnippet() {\n%s}\n"
            % (snippet.line, "\n".join(body)))


def check_cxx(snippet, options, folder):
    path = os.path.join(folder, "snippet-%d.cpp" % snippet.line)
    with open(path, "w", encoding="utf-8") as file:
        file.write(cxx_source(snippet))
    return run([options.cxx, "-std=c++20", "-fsyntax-only", "-Wall", "-Wextra", "-Wpedantic", "-Werror",
                "-I", os.path.join(ROOT, "Sources", "CLayoutCore", "include"), path])


def check_manifest(snippet, options, folder):
    package = os.path.join(folder, "manifest-%d" % snippet.line, "MyApp")
    os.makedirs(os.path.join(package, "Sources", "MyApp"))
    os.makedirs(os.path.join(package, "Tests", "MyAppTests"))
    # `.package(path: "../SwiftLayout")`: the checkout, under the name the manifest gives it.
    os.symlink(ROOT, os.path.join(os.path.dirname(package), "SwiftLayout"))
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(snippet.text)
    with open(os.path.join(package, "Sources", "MyApp", "main.swift"), "w", encoding="utf-8") as file:
        file.write("import SwiftLayout\n")
    with open(os.path.join(package, "Tests", "MyAppTests", "MyAppTests.swift"), "w", encoding="utf-8") as file:
        file.write("import Testing\n")
    status, output = run([options.swift_package, "package", "--disable-sandbox", "dump-package"], cwd=package)
    if status == 0 and '"name" : "SwiftLayout"' not in output and '"identity" : "swiftlayout"' not in output:
        return 1, "the manifest does not depend on SwiftLayout:\n" + output
    return status, output


def check_swift(snippet, options, folder):
    if snippet.text.startswith("// swift-tools-version"):
        return check_manifest(snippet, options, folder)
    if not options.swift_flags:
        return 1, "no --swift-flags-file: the Swift snippets cannot be type-checked"
    path = os.path.join(folder, "main.swift")  # a main file: top-level statements are allowed
    with open(path, "w", encoding="utf-8") as file:
        file.write((snippet.context + "\n" if snippet.context else "") + snippet.text)
    return run([options.swift, "-typecheck", "-warnings-as-errors"] + options.swift_flags + [path])


def check_layout(snippet, options, folder):
    text = snippet.text
    if snippet.context is not None:
        text = "clayout 1\n" + snippet.context + "\n" + text
    path = os.path.join(folder, "snippet-%d.layout" % snippet.line)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return run([options.clayout, path])


def checker(snippet):
    """The check of `snippet`, or None with the reason it is not code to compile."""
    if snippet.language == "cpp":
        return check_cxx, None
    if snippet.language == "swift":
        return check_swift, None
    if snippet.language == "" and (snippet.text.startswith("clayout 1") or snippet.context is not None):
        return check_layout, None
    if snippet.language in ("sh", "cmake"):
        return None, "commands, not code to compile"
    return None, "not code: no language, and not a layout file"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--readme", default=os.path.join(ROOT, "README.md"))
    parser.add_argument("--cxx", default=os.environ.get("CXX", "c++"))
    parser.add_argument("--clayout", required=True, help="the clayout executable")
    parser.add_argument("--swift", default="swiftc")
    parser.add_argument("--swift-package", default="swift", help="the swift driver, for `swift package`")
    parser.add_argument("--swift-flags-file", help="swiftc's flags for the SwiftLayout module, one per line")
    parser.add_argument("--keep", help="write the files here and keep them")
    options = parser.parse_args()
    options.swift_flags = []
    if options.swift_flags_file:
        with open(options.swift_flags_file, encoding="utf-8") as file:
            options.swift_flags = [line for line in file.read().split("\n") if line]
    with open(options.readme, encoding="utf-8") as file:
        found = snippets(file.read())

    folder = options.keep or tempfile.mkdtemp(prefix="readme-snippets-")
    os.makedirs(folder, exist_ok=True)
    passed, failed, listed = 0, [], 0
    for snippet in found:
        check, reason = checker(snippet)
        if check is None:
            print("--   %s: not checked: %s" % (snippet.name(), reason))
            listed += 1
            continue
        each = os.path.join(folder, "%d" % snippet.line)
        os.makedirs(each, exist_ok=True)
        status, output = check(snippet, options, each)
        if status == 0:
            print("ok   %s" % snippet.name())
            passed += 1
        else:
            print("FAIL %s:" % snippet.name())
            print("\n".join("       " + line for line in output.rstrip().split("\n")))
            failed.append(snippet.name())
    if not options.keep:
        subprocess.run(["rm", "-rf", folder], check=False)
    print()
    if failed:
        print("README snippets: %d passed, %d FAILED: %s" % (passed, len(failed), ", ".join(failed)))
        return 1
    if passed == 0:
        print("README snippets: none found to check")
        return 1
    print("README snippets: all %d passed (%d blocks of commands or text not checked)" % (passed, listed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
