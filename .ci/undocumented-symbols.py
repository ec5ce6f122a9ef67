#!/usr/bin/env python3
"""Lists every public symbol declared in Sources/ that has no doc comment, and exits 1
if there is one.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public`
wrote (the folder is the first argument): the compiler's own list of public symbols,
with the doc comment it attached to each, so a comment that ended up on the wrong
declaration counts as missing. Symbols without a source location (synthesised ones) and
symbols declared outside Sources/ (the toolchain's, the dependencies') are not ours to
document.

The graphs are built on Linux, so they do not see code under `#if canImport(UIKit)`. A
second pass reads the sources: every line that declares something `public` or `open`
must follow a `///` line (attribute and `#if` lines in between are skipped).
"""

import glob
import json
import os
import re
import sys

LIBRARIES = ("CollectionLayout", "CollectionLayoutUIKit", "LayoutSpec", "HeadlessUIKit")


def undocumented(folder, sources):
    found = []
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        # `Module.symbols.json` and `Module@Extended.symbols.json` (extensions of other modules).
        module = os.path.basename(path).split(".")[0].split("@")[0]
        if module not in LIBRARIES:
            continue
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if sources not in uri or "docComment" in symbol:
                continue
            line = symbol["location"]["position"]["line"] + 1
            where = uri.split(sources, 1)[1]
            found.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])} has no doc comment")
    return sorted(set(found))


DECLARATION = re.compile(
    r"^((@\w+(\([^)]*\))?|nonisolated|override|final|static|class|convenience|required|mutating)\s+)*"
    r"(public|open)\s+(?!import\b|extension\b)")
SKIPPED = re.compile(r"^(@|#if|#else|#elseif|#endif)")


def undocumented_lines(sources):
    """Public and open declarations in the source text without a `///` line before them."""
    found = []
    for folder, _, files in os.walk(sources):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                lines = [line.strip() for line in f]
            for i, line in enumerate(lines):
                if not DECLARATION.match(line):
                    continue
                j = i - 1
                while j >= 0 and SKIPPED.match(lines[j]):
                    j -= 1
                if j < 0 or not (lines[j].startswith("///") or lines[j].endswith("*/")):
                    where = os.path.relpath(path, os.path.dirname(sources.rstrip("/")))
                    found.append(f"{where}:{i + 1}: `{line[:60]}` has no doc comment")
    return found


def main():
    if len(sys.argv) != 3:
        print("usage: undocumented-symbols.py <symbol graph folder> <repository root>")
        return 2
    folder, root = sys.argv[1], os.path.realpath(sys.argv[2])
    graphs = glob.glob(os.path.join(folder, "*.symbols.json"))
    if not any(os.path.basename(g).split(".")[0] in LIBRARIES for g in graphs):
        print(f"no symbol graph of {', '.join(LIBRARIES)} in {folder}")
        return 2
    found = sorted(set(undocumented(folder, root + "/Sources/")) | set(undocumented_lines(root + "/Sources/")))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} public declarations have no doc comment")
        return 1
    print("every public symbol in Sources/ has a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
