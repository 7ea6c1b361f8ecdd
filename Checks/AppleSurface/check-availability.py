#!/usr/bin/env python3
"""Availability check for the Apple adapters (apple-adapters.md §5.2).

Linux ignores `@available(iOS …)`, so the stubs carry each declaration's availability in its
documentation line ("— iOS 17.0+"). This script reads those lines, and fails when an adapter
source uses a declaration newer than the package's iOS deployment target outside a scope guarded
by `if #available(iOS N, …)` / `guard #available(…)` or a declaration marked `@available(iOS N, …)`
with N at least the declaration's version.

It is a textual check, not the compiler's: a use is an identifier after `.` or before `(` with the
declaration's name; scopes are found by braces (strings and comments are skipped). Enum cases are
not checked: Swift lets a pattern name an enum case of a newer OS (`case .vision:` is fine with an
iOS 16 target), and the adapters only match on them; nor are initialisers (a newer one would need
its type's name matched; none is declared yet).

    check-availability.py --deployment 16.0 --stubs Sources --sources ../../Sources/LiveryUIKit
"""

import argparse
import os
import re
import sys

DOC = re.compile(r"///.*developer\.apple\.com/documentation/\S+\s+—\s+iOS\s+(\d+)\.(\d+)\+")
DECL = re.compile(
    r"^\s*(?:@[\w()., *]+\s+)*(?:public\s+|open\s+)?(?:static\s+|class\s+)?(?:final\s+)?"
    r"(?:convenience\s+|required\s+|override\s+)*"
    r"(func|var|let|init|class|struct|enum|case)\b\s*([A-Za-z_][A-Za-z0-9_]*)?")


def stub_declarations(folder):
    """(name, version, file:line) of every stub declaration documented newer than iOS 0."""
    found = []
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            lines = open(path, encoding="utf-8").read().splitlines()
            for index, line in enumerate(lines):
                doc = DOC.search(line)
                if not doc:
                    continue
                version = (int(doc.group(1)), int(doc.group(2)))
                # The declaration is the next line that is not a comment or an attribute alone.
                for following in lines[index + 1 : index + 6]:
                    if following.strip().startswith("//"):
                        continue
                    match = DECL.match(following)
                    if match:
                        kind, identifier = match.group(1), match.group(2)
                        if kind == "case":
                            break  # patterns may name newer cases
                        if kind == "init":
                            identifier = "init"
                        if identifier:
                            found.append((identifier, version, f"{path}:{index + 2}"))
                    break
    return found


def strip(line, in_block):
    """The line without strings and comments; whether a block comment is still open."""
    out = []
    i = 0
    while i < len(line):
        if in_block:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out), True
            i = end + 2
            in_block = False
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            in_block = True
            i += 2
            continue
        if line[i] == '"':
            end = i + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            out.append('""')
            i = end + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out), in_block


GUARD = re.compile(r"[#@]available\s*\(\s*iOS\s+(\d+)(?:\.(\d+))?")


def check(sources, declarations, deployment):
    newer = {}
    for identifier, version, where in declarations:
        if version > deployment:
            current = newer.get(identifier)
            if current is None or version > current[0]:
                newer[identifier] = (version, where)
    problems = []
    for root, _, files in os.walk(sources, followlinks=True):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            in_block = False
            # Each open brace with the guarded version of its scope (the lowest it allows).
            scopes = [deployment]
            pending = None  # a guard or @available seen, for the next brace
            for number, raw in enumerate(open(path, encoding="utf-8"), start=1):
                code, in_block = strip(raw.rstrip("\n"), in_block)
                guard = GUARD.search(code)
                rest_of_scope = None  # `guard #available(…) else { … }` guards what follows it
                if guard:
                    version = (int(guard.group(1)), int(guard.group(2) or 0))
                    if re.search(r"\bguard\b", code):
                        rest_of_scope = version
                    else:
                        pending = version
                allowed = max(scopes[-1], pending or deployment)
                for identifier, (version, where) in newer.items():
                    use = re.compile(
                        (r"\binit\s*\(" if identifier == "init" else "")
                        + rf"(?:\.{identifier}\b|\b{identifier}\s*\()")
                    if identifier != "init" and use.search(code) and version > allowed:
                        problems.append(
                            f"{path}:{number}: uses '{identifier}' (iOS {version[0]}.{version[1]}+, "
                            f"{where}) above the iOS {deployment[0]}.{deployment[1]} deployment "
                            f"target without #available")
                for character in code:
                    if character == "{":
                        scopes.append(max(scopes[-1], pending or deployment))
                        pending = None
                    elif character == "}" and len(scopes) > 1:
                        scopes.pop()
                if rest_of_scope:
                    scopes[-1] = max(scopes[-1], rest_of_scope)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deployment", default="16.0")
    parser.add_argument("--stubs", required=True, action="append")
    parser.add_argument("--sources", required=True, action="append")
    arguments = parser.parse_args()
    deployment = tuple(int(part) for part in arguments.deployment.split("."))
    declarations = [d for folder in arguments.stubs for d in stub_declarations(folder)]
    problems = [p for folder in arguments.sources for p in check(folder, declarations, deployment)]
    newer = sorted({d[0] for d in declarations if d[1] > deployment})
    print(f"{len(declarations)} documented stub declarations; newer than iOS "
          f"{arguments.deployment}: {', '.join(newer) if newer else 'none'}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
