#!/usr/bin/env python3
"""Removes from Swift interfaces the declarations a compiler reported errors in.

Usage: tvos-interface-strip.py COMPILER_LOG INTERFACE...

.ci/tvos-typecheck.sh retargets the iPhoneOS SDK's Swift interfaces (.swiftinterface) to
tvOS. Apple's overlays hold code that is iOS-only in their sources (`#if os(iOS)`), so
their iOS interfaces name types tvOS marks unavailable (UIPasteboard, pointer styles…),
and the module fails to build for tvOS. For each error the compiler reported in one of
INTERFACE, this removes the declaration holding it: the member of a type or extension
(a line indented by at most two spaces, as interfaces print members), or the whole
top-level declaration, with its attributes and its body. It prints what it removed.
"""

import re
import sys

ERROR = re.compile(r"^(/[^:]+\.swiftinterface):(\d+):\d+: error:")
# Lines that are not the first line of a declaration.
NOT_A_DECLARATION = re.compile(r"^\s*($|@|}|#|//)")


def indent(line):
    return len(line) - len(line.lstrip(" "))


def declaration_range(lines, error):
    """The first and last line (0-based, inclusive) of the declaration holding `error`."""
    line = error
    # An error in an attribute belongs to the declaration the attribute precedes.
    while line + 1 < len(lines) and lines[line].lstrip().startswith("@"):
        line += 1
    # Up to the nearest declaration line at member depth or above.
    depth = indent(lines[line])
    while line > 0 and (NOT_A_DECLARATION.match(lines[line]) or indent(lines[line]) > min(depth, 2)):
        if lines[line].strip():
            depth = min(depth, indent(lines[line]))
        line -= 1
    first = line
    while first > 0 and lines[first - 1].lstrip().startswith("@") and indent(lines[first - 1]) == indent(lines[line]):
        first -= 1
    # Down to where its braces balance (the line itself when it opens none).
    last = line
    open_braces = lines[line].count("{") - lines[line].count("}")
    while open_braces > 0 and last + 1 < len(lines):
        last += 1
        open_braces += lines[last].count("{") - lines[last].count("}")
    return first, last


def main():
    log, interfaces = sys.argv[1], set(sys.argv[2:])
    errors = {}
    with open(log, encoding="utf-8", errors="replace") as handle:
        for text in handle:
            match = ERROR.match(text)
            # Line 1 carries the compiler's summary ("failed to build module"), not a declaration.
            if match and match.group(1) in interfaces and int(match.group(2)) > 1:
                errors.setdefault(match.group(1), set()).add(int(match.group(2)) - 1)
    for path, error_lines in sorted(errors.items()):
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        removed = set()
        for error in sorted(error_lines):
            first, last = declaration_range(lines, error)
            removed.update(range(first, last + 1))
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(line for number, line in enumerate(lines) if number not in removed))
        print(f"{path}: {len(error_lines)} errors, {len(removed)} lines removed")


if __name__ == "__main__":
    main()
