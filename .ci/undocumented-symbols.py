#!/usr/bin/env python3
"""Lists every public symbol declared in Sources/ that has no doc comment, and exits 1
if there is one.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public`
wrote (the folder is the first argument): the compiler's own list of public symbols,
with the doc comment it attached to each, so a comment that ended up on the wrong
declaration counts as missing. Symbols without a source location (synthesised ones) and
symbols declared outside Sources/ (the toolchain's, the dependencies') are not ours to
document.
"""

import glob
import json
import os
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


def main():
    if len(sys.argv) != 3:
        print("usage: undocumented-symbols.py <symbol graph folder> <repository root>")
        return 2
    folder, root = sys.argv[1], os.path.realpath(sys.argv[2])
    graphs = glob.glob(os.path.join(folder, "*.symbols.json"))
    if not any(os.path.basename(g).split(".")[0] in LIBRARIES for g in graphs):
        print(f"no symbol graph of {', '.join(LIBRARIES)} in {folder}")
        return 2
    found = undocumented(folder, root + "/Sources/")
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} public symbols have no doc comment")
        return 1
    print("every public symbol in Sources/ has a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
