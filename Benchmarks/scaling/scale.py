#!/usr/bin/env python3
"""Scaling suite for hostile input (issue 11): every family of hostile-but-otherwise-valid theme
input at 1x, 2x, 4x and 8x its size, run through the release `livery` binary one process at a time
under /usr/bin/time, with a timeout and an address-space limit. Time, peak memory and output size
must grow at most linearly: the 8x/1x ratio of each stays under 10 (startup is subtracted for the
"net" ratios). Exits 1 when a family crashes, times out or grows faster; the tables go to stdout.

Usage (from the package root, after `swift build -c release --product livery`):
  python3 Benchmarks/scaling/scale.py                  # the sizes of the bug report (~5-10 min)
  python3 Benchmarks/scaling/scale.py --quick          # small bases (~2 min)
  python3 Benchmarks/scaling/scale.py --family maf-deep --base-scale 2 --keep /tmp/keep
  python3 Benchmarks/scaling/scale.py --list           # the families
Options: --livery PATH, --timeout S, --mem-gb G, --mults 1,2,4,8, --json OUT, --show-output.
Inputs are generated into a temporary folder (deleted per run) unless --keep DIR. Run as root, the
permission cases are re-run as uid 65534 (nobody).

The families (numbers are the issue's items) and what each must give:
 1 maf-deep, redbeard-deep-dict-*, redbeard-nested-parts: one depth-limit diagnostic, constant cost.
 3 redbeard-include-chain / -cycle: linear; a cycle is one error with its first members.
 4 check-big-tree-deep / -wide: linear; folders deeper than 64 are reported, never skipped silently.
 5 numeric-edges: no trap; 1e400, inf and NaN are located errors in every format.
 6 maf-doctype-bypass / -single: every DOCTYPE refused (xml.doctype); no entity text, no passwd.
 7 redbeard-ref-cycle / -inherits-cycle: reported once, linear.
 8 redbeard-include-repeat / -missing, 9 json-dup-keys-*, 12 maf-many-unknown-attrs: diagnostics capped
   per file and kind (25 and a count), so output stays flat.
10 motif-many-props, 11 nss-many-decls / -nested-braces: linear.
13 cli-env-parts / -many-env / -many-states: a short usage error, or linear.
15 big-maf-file / -attr: files past libxml2's old 10 MB limit load, linearly.
16 yaml-bom-linebreaks: a BOM is no error; locations follow libyaml's line breaks.
17 odd-cli: errors for unknown --type and empty --style, quoted misleading names, FIFOs and unreadable
   folders reported.
Issue 26 §4 (group 26.4):
   dtcg-pointer-cycle (whole tokens, values, parts of values), dtcg-extends-chain (either order): linear.
   dtcg-extends-doubling, resolver-set-doubling: refused early with one error, constant cost.
   dtcg-extends-deep, dtcg-extends-refused-wide, resolver-sibling-overlay: linear.
   resolver-extends-modifiers: $extends copies in 1,024 permutations refused by the load's work limit.
   resolver-modifiers: 10 modifiers x 2 contexts; past the work limit one error, with --input linear.
   bundle-resolver, bundle-many-files: livery bundle, update (install) and update (launch) against a
   bundle served by a local http.server: linear up to the limits.
   cli-many-constants, cli-many-flags: linear argument handling.
"""

import argparse
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

LIVERY = [""]  # the binary under test, for generators that prepare with it (keygen)
DEFAULT_LIVERY = str(Path(__file__).resolve().parents[2] / ".build" / "release" / "livery")
WORK_ROOT = Path(tempfile.gettempdir()) / "livery-scaling"
HAVE_TIME = os.path.exists("/usr/bin/time")

MAF_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<styles xmlns="http://schemas.sap.com/maf/2011/sap"\n'
            '        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n'
            '        xsi:schemaLocation="http://schemas.sap.com/maf/2011/sap styles.xsd">\n')
MAF_TAIL = '</styles>\n'


# ----------------------------------------------------------------------------------------------
# helpers

def w(path, text, mode="w"):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        with open(path, mode, encoding="utf-8", newline="") as f:
            f.write(text)
    return path


def redbeard_root(d, files, root_include=None, root_themes=None):
    """A Redbeard theme root folder: theme.inc.json at the top + the given files (name -> text)."""
    d = Path(d)
    inc = {}
    if root_include is not None:
        inc["include"] = root_include
    if root_themes is not None:
        inc["themes"] = root_themes
    w(d / "theme.inc.json", json.dumps(inc, indent=1) + "\n")
    for name, text in files.items():
        w(d / name, text)
    return d


def rmtree_deep(path):
    """Iterative (fd-based) rmtree: works for trees deeper than PATH_MAX / recursion limit."""
    path = str(path)
    if not os.path.lexists(path):
        return
    if not os.path.isdir(path) or os.path.islink(path):
        os.unlink(path)
        return
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW
    fds = [os.open(path, flags)]
    names = []
    while fds:
        fd = fds[-1]
        try:
            os.fchmod(fd, 0o700)
        except OSError:
            pass
        sub = None
        with os.scandir(fd) as it:
            for e in it:
                if e.is_dir(follow_symlinks=False):
                    sub = e.name
                    break
                os.unlink(e.name, dir_fd=fd)
        if sub is not None:
            fds.append(os.open(sub, flags, dir_fd=fd))
            names.append(sub)
        else:
            os.close(fds.pop())
            if fds:
                os.rmdir(names.pop(), dir_fd=fds[-1])
    os.rmdir(path)


def file_contains(path, needle: bytes, chunk=1 << 20):
    try:
        with open(path, "rb") as f:
            prev = b""
            while True:
                b = f.read(chunk)
                if not b:
                    return False
                if needle in prev + b:
                    return True
                prev = b[-len(needle):]
    except OSError:
        return False


def head(path, n=300):
    try:
        with open(path, "rb") as f:
            return f.read(n * 4).decode("utf-8", "replace")[:n]
    except OSError:
        return ""


class Cmd:
    """One livery invocation: args (after the binary), cwd, optional timeout, post-checks."""

    def __init__(self, label, args, cwd=None, timeout=None, checks=(), as_nobody=False):
        self.label, self.args, self.cwd, self.timeout = label, list(args), cwd, timeout
        self.checks, self.as_nobody = list(checks), as_nobody


# ----------------------------------------------------------------------------------------------
# post-run checks: each takes the result dict and returns a note string or None

def chk_contains(needle, note):
    nb = needle.encode()

    def f(r):
        if file_contains(r["stdout_path"], nb) or file_contains(r["stderr_path"], nb):
            return note
        return None
    return f


def chk_not_contains(needle, note):
    nb = needle.encode()

    def f(r):
        if not (file_contains(r["stdout_path"], nb) or file_contains(r["stderr_path"], nb)):
            return note
        return None
    return f


def chk_expanded(needle, note):
    """needle in an output line that is not the echoed DOCTYPE/ENTITY source line."""
    nb = needle.encode()

    def f(r):
        for p in (r["stdout_path"], r["stderr_path"]):
            try:
                with open(p, "rb") as fh:
                    for line in fh:
                        if nb in line and b"<!ENTITY" not in line and b"<!DOCTYPE" not in line:
                            return note
            except OSError:
                pass
        return None
    return f


def chk_json_stdout(r):
    if r["stdout_bytes"] == 0:
        return "stdout empty"
    if r["stdout_bytes"] > 50_000_000:
        return None
    try:
        json.loads(Path(r["stdout_path"]).read_text("utf-8", "replace"))
        return "json ok"
    except Exception as e:  # noqa: BLE001
        return f"INVALID JSON on stdout ({str(e)[:60]})"


def chk_codes(r):
    """Summarise diagnostic codes seen ([code] at line ends) - top 3 by count."""
    counts = {}
    for p in (r["stdout_path"], r["stderr_path"]):
        try:
            with open(p, "rb") as f:  # head + tail: quadratic outputs can be huge
                data = f.read(4_000_000)
                size = os.fstat(f.fileno()).st_size
                if size > 5_000_000:
                    f.seek(size - 1_000_000)
                    data += b"\n" + f.read()
        except OSError:
            continue
        for m in re.finditer(rb"\[([a-z]+(?:\.[a-z0-9-]+)+)\]\s*$", data, re.M):
            c = m.group(1).decode()
            counts[c] = counts.get(c, 0) + 1
        for m in re.finditer(rb'"code"\s*:\s*"([^"]+)"', data):
            c = m.group(1).decode()
            counts[c] = counts.get(c, 0) + 1
    if not counts:
        return None
    top = sorted(counts.items(), key=lambda kv: -kv[1])[:3]
    return " ".join(f"{c}x{k}" for k, c in top)


def chk_location(fname, exp_line, exp_col):
    pat = re.compile(re.escape(fname).encode() + rb":(\d+):(\d+):")

    def f(r):
        for p in (r["stdout_path"], r["stderr_path"]):
            try:
                data = open(p, "rb").read(200_000)
            except OSError:
                continue
            m = pat.search(data)
            if m:
                got = (int(m.group(1)), int(m.group(2)))
                tag = "OK" if got == (exp_line, exp_col) else "MISMATCH"
                return f"loc {tag}: expected {exp_line}:{exp_col}, livery says {got[0]}:{got[1]}"
        return f"loc: expected {exp_line}:{exp_col}, livery reported no location"
    return f


# ----------------------------------------------------------------------------------------------
# families. Each generator: gen(dir, n) -> [Cmd]. Scaling families take n; single ones get None.

FAMILIES = []


class Family:
    def __init__(self, name, base, quick, gen, unit="", scaling=True, group=""):
        self.name, self.base, self.quick, self.gen = name, base, quick, gen
        self.unit, self.scaling, self.group = unit, scaling, group


def family(name, base=None, quick=None, unit="", group=""):
    def deco(fn):
        FAMILIES.append(Family(name, base, quick, fn, unit, base is not None, group))
        return fn
    return deco


# 1 ---------------------------------------------------------------------------------------------
@family("maf-deep", 6000, 3000, unit="levels", group="1")
def g_maf_deep(d, n):
    # A valid MAF file whose one <Style> holds n nested unknown elements (one per line), plus a
    # setter so the style is real. MAF allows unknown elements (maf warning), XML allows the depth.
    parts = [MAF_HEAD, '  <Style TargetType="Button" Key="deep" platform="ios">\n',
             '    <Setter Property="FontSize" Value="15"/>\n']
    parts.append("".join("<Group>\n" for _ in range(n)))
    parts.append("".join("</Group>\n" for _ in range(n)))
    parts.append("  </Style>\n" + MAF_TAIL)
    f = w(Path(d) / "deep.xml", "".join(parts))
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


# 2 ---------------------------------------------------------------------------------------------
def _rb_nested(n, kind):
    if kind == "parts":
        keys = ["titleLabel", "imageView", "detailLabel", "body"]
        op = "".join('{"textColor":"#FF0000FF","%s":' % keys[i % 4] for i in range(n))
        return op + '{"textColor":"#00FF00FF"}' + "}" * n
    if kind == "states":
        keys = ["highlighted", "selected", "disabled", "focused", "alternate"]
        op = "".join('{"backgroundColor":"#FF0000FF","%s":' % keys[i % 5] for i in range(n))
        return op + '{"backgroundColor":"#00FF00FF"}' + "}" * n
    if kind == "list":
        return '{"cornerRadius":4,"dimensions":' + "[" * n + "1" + "]" * n + "}"
    raise ValueError(kind)


def _mk_deep_dict(kind):
    def gen(d, n):
        root = redbeard_root(d, {"deep.json": '{\n "deep": ' + _rb_nested(n, kind) + '\n}\n'},
                             root_themes=["deep.json"])
        return [Cmd("check", ["check", str(root)], checks=[chk_codes])]
    return gen


for _k in ("parts", "states", "list"):
    family(f"redbeard-deep-dict-{_k}", 2500, 600, unit="levels", group="2")(_mk_deep_dict(_k))


# 3 ---------------------------------------------------------------------------------------------
def _include_chain(d, n, cycle):
    files = {}
    for i in range(1, n + 1):
        nxt = 1 if (i == n and cycle) else i + 1
        inc = {"include": [f"i{nxt}.inc.json"]} if (i < n or cycle) else {"themes": ["leaf.json"]}
        if i == n and cycle:
            inc["themes"] = ["leaf.json"]
        files[f"inc/i{i}.inc.json"] = json.dumps(inc) + "\n"
    files["themes/leaf.json"] = '{\n "leaf-button": { "inherits": "ref://base", "cornerRadius": 3 },\n' \
                                ' "base": { "backgroundColor": "ref://palette-red-500" }\n}\n'
    root = redbeard_root(d, files, root_include=["i1.inc.json"])
    return [Cmd("check", ["check", str(root)], checks=[chk_codes])]


family("redbeard-include-chain", 1250, 300, unit="files", group="3")(lambda d, n: _include_chain(d, n, False))
family("redbeard-include-cycle", 1250, 300, unit="files", group="3")(lambda d, n: _include_chain(d, n, True))


# 4 ---------------------------------------------------------------------------------------------
@family("check-big-tree-deep", 1000, 250, unit="nested dirs", group="4")
def g_tree_deep(d, n):
    # n nested folders "d/d/d/..." (path length ~2n: beyond PATH_MAX for n > 2048), a Motif file
    # every 100 levels and one at the bottom. Built with dir fds, so any depth works.
    d = Path(d)
    d.mkdir(parents=True, exist_ok=True)
    w(d / "top.yaml", ".Top:\n  cornerRadius: 1\n")
    fd = os.open(d, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for i in range(1, n + 1):
            os.mkdir("d", dir_fd=fd)
            nfd = os.open("d", os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
            os.close(fd)
            fd = nfd
            if i % 100 == 0 or i == n:
                ffd = os.open(f"l{i}.yaml", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
                os.write(ffd, f".Level{i}:\n  cornerRadius: {i % 20}\n".encode())
                os.close(ffd)
    finally:
        os.close(fd)
    return [Cmd("check .", ["check", "."], cwd=str(d), checks=[chk_codes])]


@family("check-big-tree-wide", 1000, 250, unit="dirs x 1 file", group="4")
def g_tree_wide(d, n):
    d = Path(d)
    for i in range(n):
        w(d / f"f{i // 100}" / f"g{i}" / f"c{i}.yaml", f".Wide{i}:\n  cornerRadius: {i % 20}\n  backgroundColor: '#ff0000'\n")
    return [Cmd("check .", ["check", "."], cwd=str(d), checks=[chk_codes])]


# 5 ---------------------------------------------------------------------------------------------
NINES = "9" * 400
EDGE_VALUES = [("1e400", "1e400"), ("-1e400", "-1e400"), ("-0", "-0"), ("NaN", "NaN"), ("neg", "-5"),
               ("hugeint", NINES), ("1e-400", "1e-400"), ("2^63", "9223372036854775808")]


@family("numeric-edges")
def g_numeric(d, _n):
    d = Path(d)
    cmds = []
    hsl = f"hsl({NINES}, 1.0, 1.0)"
    f = w(d / "hsl-direct.nss", f"Button {{\n    background-color: {hsl};\n    font-size: 15;\n}}\n")
    cmds.append(Cmd("nss-hsl-huge direct", ["resolve", str(f), "--type", "Button", "--format", "json"],
                    checks=[chk_json_stdout, chk_codes]))
    f = w(d / "hsl-var.nss", f"@huge: {hsl};\n\nButton {{\n    background-color: @huge;\n    font-color: @huge;\n}}\n")
    cmds.append(Cmd("nss-hsl-huge via @var", ["resolve", str(f), "--type", "Button", "--format", "json"],
                    checks=[chk_json_stdout, chk_codes]))
    f = w(d / "hsl-all.nss", f"Button {{\n    background-color: hsl({NINES}, {NINES}, {NINES});\n"
          f"    font-color: rgba({NINES}, -1e400, NaN, 1e400);\n}}\n")
    cmds.append(Cmd("nss-hsl/rgba all huge", ["resolve", str(f), "--type", "Button", "--format", "json"],
                    checks=[chk_json_stdout, chk_codes]))
    for tag, v in EDGE_VALUES:
        sub = d / tag
        f = w(sub / "n.nss", f"Button {{\n    font-size: {v};\n    corner-radius: {v};\n    border-width: {v};\n"
              f"    text-alpha: {v};\n    shadow-offset: {v},{v};\n}}\n")
        cmds.append(Cmd(f"nss {tag}", ["resolve", str(f), "--type", "Button", "--format", "json"],
                        checks=[chk_json_stdout, chk_codes]))
        f = w(sub / "n.yaml", f".Button:\n  fontSize: {v}\n  cornerRadius: {v}\n  alpha: {v}\n  borderWidth: {v}\n"
              f"  contentEdgeInsets: [{v}, {v}]\n")
        cmds.append(Cmd(f"motif-yaml {tag}", ["resolve", str(f), "--style", "Button", "--format", "json"],
                        checks=[chk_json_stdout, chk_codes]))
        f = w(sub / "n.json", '{\n  ".Button": {\n' + f'    "fontSize": {v},\n    "cornerRadius": {v},\n'
              f'    "alpha": {v},\n    "borderWidth": {v}\n  }}\n}}\n')
        cmds.append(Cmd(f"motif-json {tag}", ["resolve", str(f), "--style", "Button", "--format", "json"],
                        checks=[chk_json_stdout, chk_codes]))
        f = w(sub / "n.xml", MAF_HEAD + '  <Style TargetType="Button" platform="ios">\n'
              f'    <Setter Property="FontSize" Value="{v}"/>\n    <Setter Property="Alpha" Value="{v}"/>\n'
              f'    <Border BorderBrush="#666666" BorderThickness="{v}" CornerRadius="{v}"/>\n'
              f'    <BackgroundImage ImageSource="x.png" Width="{v}" Height="{v}"/>\n  </Style>\n' + MAF_TAIL)
        cmds.append(Cmd(f"maf {tag}", ["resolve", str(f), "--type", "Button", "--format", "json"],
                        checks=[chk_json_stdout, chk_codes]))
        root = redbeard_root(sub / "rb", {"nums.json": '{\n "nums": {\n'
                             f'  "cornerRadius": {v},\n  "borderWidth": {v},\n  "alpha": {v},\n'
                             f'  "titleColor": "#FF0000FF",\n  "titleColorAlpha": {v},\n'
                             f'  "contentEdgeInsets": [{v}, {v}, {v}, {v}],\n'
                             f'  "image": "glyph://star/#FF0000FF/{v}",\n'
                             '  "inherits": "ref://base"\n },\n "base": { "cornerRadius": 2 }\n}\n'},
                             root_themes=["nums.json"])
        cmds.append(Cmd(f"redbeard {tag}", ["resolve", str(root), "--style", "nums", "--format", "json"],
                        checks=[chk_json_stdout, chk_codes]))
    return cmds


# 6 ---------------------------------------------------------------------------------------------
ENT_MARK = "ENTX"


def _bypass(doctype):
    # '<!--' sits inside a processing instruction, so a naive "is <!DOCTYPE inside a comment?"
    # pre-scan thinks the DOCTYPE is commented out; an XML parser sees PI, DOCTYPE, PI.
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<?hide <!-- ?>\n' + doctype + '\n<?hide --> ?>\n'
            '<styles xmlns="http://schemas.sap.com/maf/2011/sap">\n')


@family("maf-doctype-bypass", 25, 10, unit="refs to a 10 KB entity", group="6")
def g_doctype(d, n):
    ent = ENT_MARK * 2500  # 10 KB
    body = "".join(f'  <Style TargetType="Button" Key="k{i}">\n    <Setter Property="FontFamily" Value="&a;"/>\n'
                   f'  </Style>\n' for i in range(n))
    f = w(Path(d) / "ent.xml", _bypass(f'<!DOCTYPE styles [<!ENTITY a "{ent}">]>') + body + MAF_TAIL)
    cks = [chk_expanded(ENT_MARK * 4, "ENTITY EXPANDED"), chk_contains("xml.doctype", "doctype refused"), chk_codes]
    return [Cmd("check", ["check", str(f)], checks=cks),
            Cmd("resolve", ["resolve", str(f), "--type", "Button", "--style", "k0", "--format", "json"], checks=cks)]


@family("maf-doctype-single")
def g_doctype_single(d, _n):
    d = Path(d)
    cmds = []
    leak_checks = [chk_contains("root:x:0:0", "LEAK: passwd line root:x:0:0 in output"),
                   chk_contains("xml.doctype", "doctype refused"), chk_codes]
    xxe = ('  <Style TargetType="Button" Key="leak">\n    <Setter Property="FontFamily">\n'
           '      <Setter.Value>&e;</Setter.Value>\n    </Setter>\n  </Style>\n  &e;\n'
           '  <Style TargetType="Label" Key="leak2">\n    <Setter Property="Foreground" Value="#FF0000"/>\n'
           '  </Style>\n')
    f = w(d / "xxe.xml", _bypass('<!DOCTYPE styles [<!ENTITY e SYSTEM "file:///etc/passwd">]>') + xxe + MAF_TAIL)
    cmds.append(Cmd("external SYSTEM file:///etc/passwd, check", ["check", str(f)], checks=leak_checks))
    cmds.append(Cmd("external SYSTEM passwd, resolve", ["resolve", str(f), "--type", "Button", "--style", "leak",
                                                          "--format", "json"], checks=leak_checks))
    # parameter entity, external DTD
    f = w(d / "xxe-pe.xml", _bypass('<!DOCTYPE styles SYSTEM "file:///etc/passwd">') + xxe.replace("&e;", "") + MAF_TAIL)
    cmds.append(Cmd("external DTD SYSTEM passwd", ["check", str(f)], checks=leak_checks))
    # small billion-laughs (5 levels x 10 = 100k copies of 'lol', ~300 KB) through the bypass
    ents = '<!ENTITY l0 "lol">' + "".join(
        f'<!ENTITY l{i} "{("&l%d;" % (i - 1)) * 10}">' for i in range(1, 6))
    f = w(d / "laughs.xml", _bypass(f"<!DOCTYPE styles [{ents}]>") +
          '  <Style TargetType="Button" Key="lol">\n    <Setter Property="FontFamily" Value="&l5;"/>\n  </Style>\n'
          + MAF_TAIL)
    cmds.append(Cmd("laughs 10^5 via bypass", ["check", str(f)],
                    checks=[chk_expanded("lol" * 50, "ENTITY EXPANDED"), chk_contains("xml.doctype", "doctype refused"),
                            chk_codes]))
    # baseline: plain DOCTYPE (no bypass) must be refused
    f = w(d / "plain.xml", '<?xml version="1.0"?>\n<!DOCTYPE styles [<!ENTITY a "AAAA">]>\n'
          '<styles xmlns="http://schemas.sap.com/maf/2011/sap">\n'
          '  <Style TargetType="Button" Key="k"><Setter Property="FontFamily" Value="&a;"/></Style>\n' + MAF_TAIL)
    cmds.append(Cmd("plain DOCTYPE (control)", ["check", str(f)],
                    checks=[chk_contains("xml.doctype", "doctype refused"), chk_codes]))
    # DOCTYPE after a real comment that contains '<!DOCTYPE' text, and a CDATA-lookalike
    f = w(d / "cdata.xml", '<?xml version="1.0"?>\n<!-- <![CDATA[ -->\n<!DOCTYPE styles [<!ENTITY a "AAAA">]>\n'
          '<styles xmlns="http://schemas.sap.com/maf/2011/sap">\n'
          '  <Style TargetType="Button" Key="k"><Setter Property="FontFamily" Value="&a;"/></Style>\n' + MAF_TAIL)
    cmds.append(Cmd("'<![CDATA[' inside comment then DOCTYPE", ["check", str(f)],
                    checks=[chk_contains("xml.doctype", "doctype refused"), chk_expanded("AAAA", "ENTITY EXPANDED"),
                            chk_codes]))
    return cmds


# 7 ---------------------------------------------------------------------------------------------
@family("redbeard-ref-cycle", 1250, 300, unit="members", group="7")
def g_ref_cycle(d, n):
    members = ",\n".join(f' "c{i}": "ref://c{(i + 1) % n}"' for i in range(n))
    text = "{\n" + members + ',\n "cyc": { "backgroundColor": "ref://c0", "cornerRadius": 2 }\n}\n'
    root = redbeard_root(d, {"cycle.json": text}, root_themes=["cycle.json"])
    return [Cmd("check", ["check", str(root)], checks=[chk_codes]),
            Cmd("resolve", ["resolve", str(root), "--style", "cyc"], checks=[chk_codes])]


@family("redbeard-inherits-cycle", 1250, 300, unit="members", group="7")
def g_inh_cycle(d, n):
    members = ",\n".join(f' "s{i}": {{ "inherits": "ref://s{(i + 1) % n}", "cornerRadius": {i % 30} }}'
                         for i in range(n))
    root = redbeard_root(d, {"inh.json": "{\n" + members + "\n}\n"}, root_themes=["inh.json"])
    return [Cmd("check", ["check", str(root)], checks=[chk_codes]),
            Cmd("resolve", ["resolve", str(root), "--style", "s0"], checks=[chk_codes])]


# 8 ---------------------------------------------------------------------------------------------
@family("redbeard-include-repeat", 12500, 3000, unit="repeats", group="8")
def g_inc_repeat(d, n):
    root = redbeard_root(d, {"core/a.json": '{\n "rep": { "cornerRadius": 4, "inherits": "ref://base" },\n'
                             ' "base": { "backgroundColor": "ref://palette-red-500" }\n}\n'},
                         root_themes=["a.json"] * n)
    return [Cmd("check", ["check", str(root)], checks=[chk_codes])]


@family("redbeard-include-missing", 2500, 600, unit="missing names", group="8")
def g_inc_missing(d, n):
    root = redbeard_root(d, {"core/a.json": '{\n "rep": { "cornerRadius": 4, "inherits": "ref://base" },\n'
                             ' "base": { "backgroundColor": "ref://palette-red-500" }\n}\n'},
                         root_themes=["a.json"] + [f"missing-{i}.json" for i in range(n)])
    return [Cmd("check", ["check", str(root)], checks=[chk_codes])]


# 9 ---------------------------------------------------------------------------------------------
@family("json-dup-keys-motif", 1250, 600, unit="dup keys", group="9")
def g_dup_motif(d, n):
    dups = ",\n".join(f'  "$Red": "#{i % 256:02x}0000"' for i in range(n))
    f = w(Path(d) / "dups.json", "{\n" + dups + ',\n  ".Button": { "backgroundColor": "$Red" }\n}\n')
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


@family("json-dup-keys-redbeard", 1250, 600, unit="dup keys", group="9")
def g_dup_rb(d, n):
    dups = ",\n".join(f' "dup": {{ "cornerRadius": {i % 30} }}' for i in range(n))
    root = redbeard_root(d, {"dups.json": "{\n" + dups + ',\n "x": { "inherits": "ref://dup" }\n}\n'},
                         root_themes=["dups.json"])
    return [Cmd("check", ["check", str(root)], checks=[chk_codes])]


# 10 --------------------------------------------------------------------------------------------
@family("motif-many-props", 12500, 3000, unit="properties", group="10")
def g_many_props(d, n):
    props = "".join(f"  customProperty{i}: {i}\n" for i in range(n))
    f = w(Path(d) / "big.yaml", "$Ocean: '#2a9d8f'\n\n.Big:\n  backgroundColor: $Ocean\n" + props)
    return [Cmd("resolve", ["resolve", str(f), "--style", "Big"], checks=[chk_codes])]


# 11 --------------------------------------------------------------------------------------------
@family("nss-many-decls", 12500, 3000, unit="declarations", group="11")
def g_nss_many(d, n):
    decl = ["font-size: {k};", "corner-radius: {k};", "background-color: #0A6ED1;", "font-color: white;",
            "border-width: 1;", "font-name: HelveticaNeue-Medium;", "content-insets: {k} {k};", "text-alpha: 0.5;"]
    body = "".join("    " + decl[i % len(decl)].format(k=i % 40 + 1) + "\n" for i in range(n))
    f = w(Path(d) / "many.nss", "@brand: #0A6ED1;\n\nButton {\n" + body + "}\n")
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


@family("nss-nested-braces", 12500, 3000, unit="nested {", group="11")
def g_nss_braces(d, n):
    f = w(Path(d) / "braces.nss", "Label {\n    font-size: 15;\n}\n\nButton {\n" + "{\n" * (n - 1)
          + "    font-size: 15;\n" + "}\n" * n + "\nTableCell {\n    font-color: gray;\n}\n")
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


# 12 --------------------------------------------------------------------------------------------
@family("maf-many-unknown-attrs", 1250, 300, unit="attrs on 1 line", group="12")
def g_maf_attrs(d, n):
    attrs = " ".join(f'Attr{i}="1"' for i in range(n))
    f = w(Path(d) / "attrs.xml", MAF_HEAD + '  <Style TargetType="Button" Key="attrs">\n'
          f'    <Border BorderBrush="#666666" BorderThickness="1" CornerRadius="8" {attrs}/>\n'
          '  </Style>\n' + MAF_TAIL)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


# 13 --------------------------------------------------------------------------------------------
@family("maf-one-line-unicode", 1250, 300, unit="attrs on 1 non-ASCII line", group="12")
def g_maf_unicode(d, n):
    # One non-ASCII character makes every column a walk along the line unless it is indexed.
    attrs = " ".join(f'Attr{i}="é{i}"' for i in range(n))
    f = w(Path(d) / "unicode.xml", MAF_HEAD.replace("\n", " ") + '<Style TargetType="Button" Key="é">'
          f'<Border BorderBrush="#666666" {attrs}/></Style>' + MAF_TAIL)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


@family("resolve-unknown-constants", 2500, 600, unit="unknown references", group="13")
def g_resolve_unknown(d, n):
    # Every property names a missing constant among n defined ones: suggestions must stay bounded.
    consts = "".join(f"$Known{i}: '#112233'\n" for i in range(n))
    props = "".join(f"  prop{i}: $Unknown{i}\n" for i in range(n))
    f = w(Path(d) / "refs.yaml", consts + ".Card:\n" + props)
    return [Cmd("resolve", ["resolve", str(f), "--style", "Card"], checks=[chk_codes])]


@family("redbeard-back-edges", 1250, 300, unit="include files", group="3")
def g_back_edges(d, n):
    # A chain of includes in which every file also includes the first: n cycles, each reported.
    files = {}
    for i in range(n):
        nxt = [f"i{i + 1}.inc.json"] if i + 1 < n else []
        files[f"i{i}.inc.json"] = json.dumps({"include": nxt + ["i0.inc.json"]})
    redbeard_root(d, files, root_include=["i0.inc.json"])
    return [Cmd("check", ["check", str(d)], checks=[chk_codes])]


@family("nss-palette-lines", 12500, 3000, unit="palette definitions", group="11")
def g_nss_palette(d, n):
    # SAP Fiori palette overrides: dialect detection looks at each definition's line.
    body = "".join(f"@primary{i % 9 + 1}_background{i}: #0A6ED1;\n" for i in range(n))
    f = w(Path(d) / "palette.nss", body + "Button {\n    font-color: @primary1_background0;\n}\n")
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


def _cli_root(d):
    return redbeard_root(d, {"core/t.json": '{\n "t": {\n  "backgroundColor": "ref://palette-indigo-500",\n'
                             '  "cornerRadius": 6,\n  "highlighted": { "backgroundColor": "ref://palette-indigo-700" },\n'
                             '  "selected": { "cornerRadius": 2 }\n }\n}\n',
                             "pad.json": '{\n "t": { "cornerRadius": 12 }\n}\n',
                             "theme_pad_1.inc.json": '{\n "include": [ "theme.inc.json" ],\n "themes": [ "pad.json" ]\n}\n'},
                         root_themes=["t.json"])


@family("cli-env-parts", 7500, 1800, unit="osVersion parts", group="13")
def g_env_parts(d, n):
    root = _cli_root(d)
    ver = ".".join(["1"] * n)
    return [Cmd("resolve", ["resolve", str(root), "--style", "t", "--env", f"osVersion={ver}",
                            "--env", "idiom=pad"], checks=[chk_codes])]


@family("cli-many-env", 3750, 900, unit="--env args", group="13")
def g_many_env(d, n):
    root = _cli_root(d)
    args = ["resolve", str(root), "--style", "t"]
    for i in range(n):
        args += ["--env", f"axis{i}=v{i}"]
    return [Cmd("resolve", args, checks=[chk_codes])]


@family("cli-many-states", 1250, 600, unit="--state args", group="13")
def g_many_states(d, n):
    root = _cli_root(d)
    args = ["resolve", str(root), "--style", "t"]
    for i in range(n):
        args += ["--state", ["highlighted", "selected"][i % 2] if i < 2 else f"state{i}"]
    return [Cmd("resolve", args, checks=[chk_codes])]


# 14 --------------------------------------------------------------------------------------------
@family("redbeard-nested-parts", 1250, 300, unit="levels", group="14")
def g_nested_parts(d, n):
    root = redbeard_root(d, {"deep.json": '{\n "deep": ' + _rb_nested(n, "parts") + '\n}\n'},
                         root_themes=["deep.json"])
    return [Cmd("resolve", ["resolve", str(root), "--style", "deep"], checks=[chk_codes])]


# 15 --------------------------------------------------------------------------------------------
@family("big-maf-file", 12, 3, unit="MB", group="15")
def g_big_maf(d, n):
    target = n * 1_000_000
    f = Path(d) / "big.xml"
    f.parent.mkdir(parents=True, exist_ok=True)
    with open(f, "w", encoding="utf-8") as out:
        out.write(MAF_HEAD)
        size, i, chunk = len(MAF_HEAD), 0, []
        while size < target:
            s = (f'  <Style TargetType="Button" Key="k{i}" BasedOn="Button" platform="ios">\n'
                 f'    <Setter Property="FontSize" Value="{i % 30 + 8}"/>\n'
                 f'    <Setter Property="Foreground" Value="#{i % 0xFFFFFF:06X}"/>\n'
                 f'    <Setter Property="FontFamily" Value="Helvetica-Bold"/>\n'
                 f'    <Border BorderBrush="#666666" BorderThickness="1" CornerRadius="{i % 12}"/>\n'
                 f'    <VisualStates>\n      <VisualState Name="Highlighted">\n'
                 f'        <Setter Property="Background" Value="#C87200"/>\n      </VisualState>\n    </VisualStates>\n'
                 f'  </Style>\n')
            chunk.append(s)
            size += len(s)
            i += 1
            if len(chunk) >= 2000:
                out.write("".join(chunk))
                chunk = []
        out.write("".join(chunk) + MAF_TAIL)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


@family("big-maf-attr", 12, 1, unit="MB in one Value", group="15")
def g_big_attr(d, n):
    size = int(n * 1_000_000)
    f = Path(d) / "attr.xml"
    f.parent.mkdir(parents=True, exist_ok=True)
    with open(f, "w", encoding="utf-8") as out:
        out.write(MAF_HEAD + '  <Style TargetType="Button" Key="big" platform="ios">\n'
                  '    <Setter Property="FontFamily" Value="')
        blk = "HelveticaNeue" * 1000
        left = size
        while left > 0:
            out.write(blk[:left])
            left -= len(blk)
        out.write('"/>\n  </Style>\n' + MAF_TAIL)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


# 16 --------------------------------------------------------------------------------------------
@family("yaml-bom-linebreaks")
def g_yaml(d, _n):
    d = Path(d)
    cmds = []
    BOM = "\ufeff"

    def case(label, name, text, needle="wide"):
        if name.endswith(".json"):
            needle = '"wide"'  # JSON diagnostics point at the string's opening quote
        # expected location per Livery's documented rule: lines end at \n (or \r\n / lone \r) only;
        # columns are 1-based Unicode scalars. The BOM is not content.
        body = text[1:] if text.startswith(BOM) else text
        before = body[:body.index(needle)]
        line = before.count("\n") + 1
        col = len(before) - (before.rfind("\n") + 1) + 1
        f = w(d / name, text)
        cmds.append(Cmd(label, ["check", str(f)], checks=[chk_location(name, line, col), chk_codes]))

    good = ".Button:\n  cornerRadius: 4\n  backgroundColor: '#ff0000'\n"
    f = w(d / "bom-valid.yaml", BOM + "# theme with a BOM\n" + good)
    cmds.append(Cmd("BOM + valid YAML", ["check", str(f)], checks=[chk_codes]))
    case("BOM + error on line 3", "bom-error.yaml", BOM + "# c\n.Button:\n  cornerRadius: wide\n")
    case("U+2028 in comment, error after", "u2028-comment.yaml",
         "# note\u2028still the comment\n.Button:\n  fontSize: 12\n  cornerRadius: wide\n")
    case("U+2028 in string, error after", "u2028-string.yaml",
         ".Button:\n  fontName: 'Avenir\u2028Next'\n  cornerRadius: wide\n")
    case("U+0085 in comment, error after", "u0085-comment.yaml",
         "# note\u0085still the comment\n.Button:\n  fontSize: 12\n  cornerRadius: wide\n")
    case("U+0085 in string, error after", "u0085-string.yaml",
         ".Button:\n  fontName: 'Avenir\u0085Next'\n  cornerRadius: wide\n")
    case("BOM + U+2028 + CRLF", "mix-crlf.yaml",
         BOM + "# a\u2028b\r\n.Button:\r\n  fontName: 'x\u0085y'\r\n  cornerRadius: wide\r\n")
    case("JSON: U+2028 in string, error after", "u2028.json",
         '{\n  ".Button": {\n    "fontName": "A\u2028B",\n    "cornerRadius": "wide"\n  }\n}\n')
    case("JSON: BOM + error", "bom.json", BOM + '{\n  ".Button": {\n    "cornerRadius": "wide"\n  }\n}\n')
    case("NSS: U+2028 in comment, warning after", "u2028.nss",
         "/* a\u2028b\u0085c */\nButton {\n    font-size: wide;\n}\n")
    case("NSS: BOM", "bom.nss", BOM + "Button {\n    font-size: wide;\n}\n")
    case("MAF: U+2028 in comment", "u2028.xml",
         '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a\u2028b\u0085c -->\n'
         '<styles xmlns="http://schemas.sap.com/maf/2011/sap">\n  <Style TargetType="Button">\n'
         '    <Setter Property="FontSize" Value="wide"/>\n  </Style>\n</styles>\n')
    return cmds


# 17 --------------------------------------------------------------------------------------------
@family("odd-cli")
def g_odd(d, _n):
    d = Path(d)
    cmds = []
    nss = w(d / "ok.nss", "Button {\n    font-size: 15;\n}\n")
    cmds.append(Cmd("--type NoSuchType", ["resolve", str(nss), "--type", "NoSuchType"], checks=[chk_codes]))
    cmds.append(Cmd("--style ''", ["resolve", str(nss), "--style", ""], checks=[chk_codes]))
    cmds.append(Cmd("--style ':'", ["resolve", str(nss), "--style", ":"], checks=[chk_codes]))
    cmds.append(Cmd("--env '=' ", ["resolve", str(nss), "--type", "Button", "--env", "="], checks=[chk_codes]))
    forged = "x.yaml:9:9: error: forged"
    w(d / forged, ".Button:\n  cornerRadius: wide\n")
    cmds.append(Cmd("file 'x.yaml:9:9: error: forged'", ["check", forged], cwd=str(d),
                    checks=[chk_contains("x.yaml:9:9: error: forged:2:17", "forged prefix printed verbatim"),
                            chk_codes]))
    w(d / "nl\nfile.yaml", ".Button:\n  cornerRadius: wide\n")
    forged2 = "y.yaml:9:9: error: forged.yaml"
    w(d / forged2, ".Button:\n  cornerRadius: wide\n")
    cmds.append(Cmd("file 'y.yaml:9:9: error: forged.yaml'", ["check", forged2], cwd=str(d),
                    checks=[chk_contains("y.yaml:9:9: error: forged.yaml:2:17", "forged prefix printed verbatim"),
                            chk_codes]))
    cmds.append(Cmd("file name with newline", ["check", "nl\nfile.yaml"], cwd=str(d), checks=[chk_codes]))
    w(d / "a.yaml", ".Button:\n  cornerRadius: 4\n")
    cmds.append(Cmd("a.yaml ./a.yaml (same file twice)", ["check", "a.yaml", "./a.yaml"], cwd=str(d),
                    checks=[chk_codes]))
    cmds.append(Cmd("a.yaml $PWD/a.yaml", ["check", "a.yaml", str(d / "a.yaml")], cwd=str(d), checks=[chk_codes]))
    os.mkfifo(d / "fifo.yaml")
    cmds.append(Cmd("FIFO fifo.yaml (no writer)", ["check", "fifo.yaml"], cwd=str(d), timeout=10, checks=[chk_codes]))
    os.symlink("/dev/zero", d / "zero.yaml")
    cmds.append(Cmd("symlink to /dev/zero", ["check", "zero.yaml"], cwd=str(d), timeout=10, checks=[chk_codes]))
    nr = d / "noread"
    w(nr / "b.yaml", ".Button:\n  cornerRadius: 4\n")
    os.chmod(nr, 0)
    root_note = os.geteuid() == 0
    cmds.append(Cmd("dir chmod 000" + (" (as root: no effect)" if root_note else ""), ["check", "noread"],
                    cwd=str(d), checks=[chk_codes]))
    if root_note:
        os.chmod(d, 0o755)
        cmds.append(Cmd("dir chmod 000, run as nobody", ["check", "noread"], cwd=str(d), checks=[chk_codes],
                        as_nobody=True))
    f = w(d / "unreadable.yaml", ".Button:\n  cornerRadius: 4\n")
    os.chmod(f, 0)
    cmds.append(Cmd("file chmod 000" + (", run as nobody" if root_note else ""), ["check", "unreadable.yaml"],
                    cwd=str(d), checks=[chk_codes], as_nobody=root_note))
    cmds.append(Cmd("nonexistent path", ["check", "nope/none.yaml"], cwd=str(d), checks=[chk_codes]))
    return cmds

# Issue 26 §4 ------------------------------------------------------------------------------------
# Design tokens and their resolver: references, $extends and permutations that must stay linear or
# be refused early; signed bundles whose compile and install stay bounded; CLI argument repeats.

def _tokens_file(d, name, tree, compact=False):
    return w(Path(d) / name, (json.dumps(tree, separators=(",", ":")) if compact else json.dumps(tree, indent=1)) + "\n")


@family("dtcg-pointer-cycle", 1250, 300, unit="tokens", group="26.4")
def g_dtcg_pointer_cycle(d, n):
    # t0 -> t1 -> ... -> t(n-1) -> t0 through JSON pointers: whole tokens ($ref: #/tI), values
    # (#/tI/$value) and parts of values (#/tI/$value/color inside shadows).
    whole = {f"t{i}": {"$type": "color", "$ref": f"#/t{(i + 1) % n}"} for i in range(n)}
    values = {f"t{i}": {"$type": "color", "$value": {"$ref": f"#/t{(i + 1) % n}/$value"}} for i in range(n)}
    parts = {f"t{i}": {"$type": "shadow", "$value": {"color": {"$ref": f"#/t{(i + 1) % n}/$value/color"},
                                                      "offsetX": "1px", "offsetY": "1px", "blur": "2px",
                                                      "spread": "0px"}} for i in range(n)}
    cmds = []
    for label, tree in (("whole", whole), ("value", values), ("part", parts)):
        f = _tokens_file(d, f"{label}.tokens.json", tree)
        cmds.append(Cmd(f"check {label}", ["check", str(f)], checks=[chk_codes]))
    return cmds


@family("dtcg-extends-chain", 1250, 300, unit="groups", group="26.4")
def g_dtcg_extends_chain(d, n):
    # g(i) extends g(i-1) and replaces one of its two tokens: every group has two tokens (linear
    # output), in file order and in reverse file order.
    def tree(reverse):
        t = {"g0": {"$type": "color", "a": {"$value": "#ff0000"}, "b": {"$value": "#00ff00"}}}
        for i in range(1, n):
            t[f"g{i}"] = {"$extends": f"{{g{i - 1}}}", "a": {"$value": f"#{i % 256:02x}0000"}}
        if reverse:
            t = dict(reversed(list(t.items())))
        return t
    return [Cmd(f"check {label}", ["check", str(_tokens_file(d, f"{label}.tokens.json", tree(label == "reverse")))],
                checks=[chk_codes]) for label in ("forward", "reverse")]


@family("dtcg-extends-doubling", 4, 4, unit="levels", group="26.4")
def g_dtcg_extends_doubling(d, n):
    # g(i) = {a: extends g(i-1), b: extends g(i-1)}: 2^n copies from a file of n lines. Small n
    # expands; large n must be refused before anything is copied.
    t = {"g0": {"$type": "color", "x": {"$value": "#ff0000"}}}
    for i in range(1, n + 1):
        t[f"g{i}"] = {"a": {"$extends": f"{{g{i - 1}}}"}, "b": {"$extends": f"{{g{i - 1}}}"}}
    f = _tokens_file(d, "doubling.tokens.json", t)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


def _resolver(sets, modifiers, order):
    return {"version": "2025.10", "sets": sets, "modifiers": modifiers, "resolutionOrder": order}


@family("resolver-set-doubling", 3, 3, unit="levels", group="26.4")
def g_resolver_set_doubling(d, n):
    # Set sI names set I+1 twice (plain) or twice around an inline tree (alternating): 2^n sources.
    d = Path(d)
    _tokens_file(d, "leaf.tokens.json", {"color": {"$type": "color", "leaf": {"$value": "#ff0000"}}})
    cmds = []
    for label in ("plain", "alternating"):
        sets = {}
        for i in range(n):
            nxt = {"$ref": f"#/sets/s{i + 1}"}
            inline = {"color": {"$type": "color", f"x{i}": {"$value": "#00ff00"}}}
            sets[f"s{i}"] = {"sources": [nxt, nxt] if label == "plain" else [nxt, inline, nxt]}
        sets[f"s{n}"] = {"sources": [{"$ref": "leaf.tokens.json"}]}
        f = _tokens_file(d, f"{label}.resolver.json", _resolver(sets, {}, [{"$ref": "#/sets/s0"}]))
        cmds.append(Cmd(f"check {label}", ["check", str(f)], checks=[chk_codes]))
    return cmds


def _modifier_theme(d, n, modifiers=10):
    """A resolver with `modifiers` modifiers of two contexts over n tokens: n/2 colours in a base
    set, n/2 aliases to the modifiers' tokens (so definitions depend on modifiers)."""
    d = Path(d)
    half = max(1, n // 2)
    base = {"color": {"$type": "color", **{f"c{i}": {"$value": f"#{i % 256:02x}{(i // 256) % 256:02x}00"} for i in range(half)}},
            "alias": {**{f"a{i}": {"$value": f"{{mod.m{i % modifiers}}}"} for i in range(half)}}}
    _tokens_file(d, "base.tokens.json", base)
    mods = {}
    for k in range(modifiers):
        ctx = {}
        for c, colour in (("a", "#112233"), ("b", "#445566")):
            _tokens_file(d, f"m{k}-{c}.tokens.json", {"mod": {"$type": "color", f"m{k}": {"$value": colour}}})
            ctx[c] = [{"$ref": f"m{k}-{c}.tokens.json"}]
        mods[f"m{k}"] = {"contexts": ctx, "default": "a"}
    order = [{"$ref": "#/sets/base"}] + [{"$ref": f"#/modifiers/m{k}"} for k in range(modifiers)]
    return _tokens_file(d, "theme.resolver.json", _resolver({"base": {"sources": [{"$ref": "base.tokens.json"}]}}, mods, order))


@family("resolver-modifiers", 250, 60, unit="tokens x 1024 permutations", group="26.4")
def g_resolver_modifiers(d, n):
    f = _modifier_theme(d, n)
    return [Cmd("check", ["check", str(f)], checks=[chk_codes]),
            Cmd("check --input", ["check", str(f), "--input", "m0=b"], checks=[chk_codes])]


@family("dtcg-extends-deep", 30, 30, unit="levels x 400 extending groups", group="26.4")
def g_dtcg_extends_deep(d, n):
    # 400 extending groups, each at the bottom of its own chain of n nested groups: the text grows
    # with n, and so may the work (it was n^2 per group).
    t = {"t": {"$type": "number", "x": {"$value": 1}}}
    for i in range(400):
        node = {"$extends": "{t}"}
        for level in range(n - 1):
            node = {f"l{level}": node}
        t[f"g{i}"] = node
    return [Cmd("check", ["check", str(_tokens_file(d, "deep.tokens.json", t, compact=True))], checks=[chk_codes])]


@family("dtcg-extends-refused-wide", 2500, 600, unit="groups extending a wide group", group="26.4")
def g_dtcg_extends_refused(d, n):
    # A doubling chain that uses up the copy budget, then n groups extending a group of n tokens:
    # each is refused without counting its target again.
    t = {"g0": {"$type": "number", "x": {"$value": 1}}}
    for level in range(1, 24):
        t[f"g{level}"] = {"a": {"$extends": f"{{g{level - 1}}}"}, "b": {"$extends": f"{{g{level - 1}}}"}}
    t["wide"] = {"$type": "number", **{f"w{i}": {"$value": i} for i in range(n)}}
    for i in range(n):
        t[f"e{i}"] = {"$extends": "{wide}"}
    return [Cmd("check", ["check", str(_tokens_file(d, "refused.tokens.json", t))], checks=[chk_codes])]


@family("resolver-sibling-overlay", 2500, 600, unit="sibling keys", group="26.4")
def g_resolver_overlay(d, n):
    # One source `$ref` with n sibling keys laid over the file it names.
    d = Path(d)
    _tokens_file(d, "base.tokens.json", {"a": {"$type": "number", "$value": 1}})
    source = {"$ref": "base.tokens.json", **{f"s{i}": {"$type": "number", "$value": i} for i in range(n)}}
    f = _tokens_file(d, "o.resolver.json", _resolver({"base": {"sources": [source]}}, {}, [{"$ref": "#/sets/base"}]))
    return [Cmd("check", ["check", str(f)], checks=[chk_codes])]


@family("resolver-extends-modifiers")
def g_resolver_extends_modifiers(d, _n):
    # A 2 KB resolver: a set whose tree doubles through $extends (within one tree's budget) under
    # 10 modifiers: 1,024 permutations of it must be refused by the load's work limit, quickly.
    d = Path(d)
    base = {"g0": {"$type": "number", "x": {"$value": 1}}}
    for level in range(1, 14):
        base[f"g{level}"] = {"a": {"$extends": f"{{g{level - 1}}}"}, "b": {"$extends": f"{{g{level - 1}}}"}}
    _tokens_file(d, "base.tokens.json", base)
    mods = {f"m{k}": {"contexts": {"a": [{f"m{k}": {"$type": "number", "$value": 0}}], "b": [{f"m{k}": {"$type": "number", "$value": 1}}]},
                      "default": "a"} for k in range(10)}
    order = [{"$ref": "#/sets/base"}] + [{"$ref": f"#/modifiers/m{k}"} for k in range(10)]
    f = _tokens_file(d, "x.resolver.json", _resolver({"base": {"sources": [{"$ref": "base.tokens.json"}]}}, mods, order))
    return [Cmd("check", ["check", str(f)], checks=[chk_contains("resolver.too-much-work", "refused"), chk_codes])]

SERVERS = []


def _serve(folder):
    """Serves `folder` on 127.0.0.1 (any free port) until stop_servers(); returns the base URL."""
    import functools
    import http.server

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    SERVERS.append(server)
    return f"http://127.0.0.1:{server.server_address[1]}/"


def stop_servers():
    while SERVERS:
        s = SERVERS.pop()
        s.shutdown()
        s.server_close()


def _bundle_cmds(d, theme_paths):
    """keygen (here), then measured: livery bundle (the publisher's gate), livery update into a new
    state (download, gate, install), and livery update again (the launch compiles the installed
    bundle: what every app launch pays)."""
    d = Path(d)
    subprocess.run([LIVERY[0], "keygen", "-o", str(d / "key")], check=True, stdout=subprocess.DEVNULL)
    repo = d / "repo"
    repo.mkdir(parents=True, exist_ok=True)
    url = _serve(repo)
    state = d / "state"
    update = ["update", url, "--trust", str(d / "key.pub"), "--state", str(state)]
    return [Cmd("bundle", ["bundle", *map(str, theme_paths), "--key", str(d / "key"), "--version", "1", "-o", str(repo)],
                checks=[chk_codes]),
            Cmd("update (install)", update, checks=[chk_contains("installed bundle 1", "installed"), chk_codes]),
            Cmd("update (launch)", update, checks=[chk_contains("up to date: bundle 1", "launched"), chk_codes])]


@family("bundle-resolver", 25, 10, unit="tokens x 1024 permutations", group="26.4")
def g_bundle_resolver(d, n):
    theme = Path(d) / "theme"
    _modifier_theme(theme, n)
    return _bundle_cmds(d, [theme])


@family("bundle-many-files", 128, 32, unit="files", group="26.4")
def g_bundle_many_files(d, n):
    theme = Path(d) / "theme"
    for i in range(n):
        w(theme / f"f{i}.yaml", f".Style{i}:\n  cornerRadius: {i % 20}\n")
    return _bundle_cmds(d, [theme])


@family("cli-many-constants", 1250, 300, unit="--constant args", group="26.4")
def g_many_constants(d, n):
    f = w(Path(d) / "c.yaml", "$Red: '#ff0000'\n$Blue: '#0000ff'\n.Button:\n  backgroundColor: $Red\n")
    args = ["resolve", str(f)]
    for i in range(n):
        args += ["--constant", ["Red", "Blue"][i % 2]]
    return [Cmd("resolve", args, checks=[chk_codes])]


@family("cli-many-flags", 12500, 3000, unit="flags", group="26.4")
def g_many_flags(d, n):
    f = w(Path(d) / "c.yaml", ".Button:\n  backgroundColor: '#ff0000'\n")
    return [Cmd("check -v", ["check", str(f)] + ["-v"] * n, checks=[chk_codes]),
            Cmd("resolve --strict", ["resolve", str(f), "--style", "Button"] + ["--strict"] * n, checks=[chk_codes])]


# ----------------------------------------------------------------------------------------------
# runner

def make_preexec(mem_bytes, as_nobody):
    def pre():
        os.setsid()
        if mem_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (mem_bytes, mem_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if as_nobody:
            os.setgroups([])
            os.setgid(65534)
            os.setuid(65534)
    return pre


def run_cmd(livery, cmd, outdir, timeout, mem_bytes):
    outdir.mkdir(parents=True, exist_ok=True)
    so, se, tf = outdir / "stdout", outdir / "stderr", outdir / "time"
    for p in (so, se, tf):
        if p.exists():
            p.unlink()
    argv = [livery] + cmd.args
    if HAVE_TIME:
        argv = ["/usr/bin/time", "-f", "%e %M", "-o", str(tf)] + argv
    if cmd.as_nobody:
        os.chmod(outdir, 0o777)
    timeout = cmd.timeout or timeout
    env = dict(os.environ, NO_COLOR="1")
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    timed_out = False
    with open(so, "wb") as fo, open(se, "wb") as fe:
        try:
            p = subprocess.Popen(argv, stdout=fo, stderr=fe, stdin=subprocess.DEVNULL, cwd=cmd.cwd, env=env,
                                 preexec_fn=make_preexec(mem_bytes, cmd.as_nobody))
        except OSError as e:
            fe.write(f"spawn failed: {e}\n".encode())
            p = None
        if p is not None:
            # blocking wait (Popen.wait(timeout) polls in 50 ms steps, which would quantize times);
            # a timer kills the process group we started (setsid in preexec) on timeout.
            fired = threading.Event()

            def kill():
                fired.set()
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            timer = threading.Timer(timeout, kill)
            timer.start()
            try:
                rc = p.wait()
            finally:
                timer.cancel()
            timed_out = fired.is_set()
        else:
            rc = -999
    wall = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    sig, code, maxrss_kib, twall = None, rc, None, None
    if HAVE_TIME and tf.exists():
        for line in tf.read_text(errors="replace").splitlines():
            m = re.match(r"Command terminated by signal (\d+)", line)
            if m:
                sig = int(m.group(1))
            m = re.match(r"Command exited with non-zero status (\d+)", line)
            if m:
                code = int(m.group(1))
            m = re.match(r"^([\d.]+) (\d+)$", line.strip())
            if m:
                twall, maxrss_kib = float(m.group(1)), int(m.group(2))
        if sig is None and twall is not None and rc is not None and rc >= 0:
            code = rc
    if maxrss_kib is None:
        maxrss_kib = ru1.ru_maxrss  # RUSAGE_CHILDREN max RSS (KiB, high-water over all children)
    if rc is not None and rc < 0 and rc != -999:
        sig = -rc
    if timed_out:
        exit_s = "TIMEOUT"
    elif sig:
        exit_s = f"SIG{signal.Signals(sig).name[3:] if sig in signal.valid_signals() else sig}"
    else:
        exit_s = str(code)
    res = {"exit": exit_s, "rc": code, "signal": sig, "timeout": timed_out, "wall": wall,
           "rss_mb": maxrss_kib / 1024.0, "stdout_bytes": so.stat().st_size, "stderr_bytes": se.stat().st_size,
           "stdout_path": str(so), "stderr_path": str(se), "user_s": ru1.ru_utime - ru0.ru_utime}
    res["out_bytes"] = res["stdout_bytes"] + res["stderr_bytes"]
    res["head_stdout"] = head(so)
    res["head_stderr"] = head(se)
    notes = []
    for c in cmd.checks:
        try:
            nt = c(res)
        except Exception as e:  # noqa: BLE001
            nt = f"check error {e}"
        if nt:
            notes.append(nt)
    if "Stack overflow" in res["head_stderr"] or "stack overflow" in res["head_stderr"].lower():
        notes.append("stack overflow")
    if "Fatal error" in res["head_stderr"]:
        notes.append("swift fatal error: " + res["head_stderr"].split("Fatal error", 1)[1][:80].strip())
    res["notes"] = "; ".join(notes)
    return res


def fmt_n(n):
    if n is None:
        return "-"
    if isinstance(n, float) and not n.is_integer():
        return f"{n:g}"
    return str(int(n))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--livery", default=DEFAULT_LIVERY)
    ap.add_argument("--quick", action="store_true", help="small bases (see Family.quick)")
    ap.add_argument("--family", action="append", default=[],
                    help="family name or substring (repeatable, comma-separated)")
    ap.add_argument("--base-scale", type=float, default=1.0, help="multiply every base n")
    ap.add_argument("--mults", default="1,2,4,8")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--mem-gb", type=float, default=6.0)
    ap.add_argument("--keep", metavar="DIR", help="generate inputs into DIR and keep them")
    ap.add_argument("--json", metavar="OUT", help="write all results as JSON")
    ap.add_argument("--show-output", action="store_true", help="print output heads for every row")
    ap.add_argument("--no-skip", action="store_true", help="run larger sizes even after a timeout")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()

    if a.list:
        for f in FAMILIES:
            print(f"{f.name:30} base={f.base} quick={f.quick} {f.unit}" if f.scaling else f"{f.name:30} (single cases)")
        return 0
    if not os.access(a.livery, os.X_OK):
        print(f"livery binary not found: {a.livery}", file=sys.stderr)
        return 2
    wanted = [x for s in a.family for x in s.split(",") if x]
    fams = FAMILIES
    if wanted:
        fams = []
        for want in wanted:
            exact = [f for f in FAMILIES if f.name == want]
            for f in exact or [f for f in FAMILIES if want in f.name]:
                if f not in fams:
                    fams.append(f)
        if not fams:
            print("no family matches; --list shows them", file=sys.stderr)
            return 2
    LIVERY[0] = a.livery
    mults = [float(x) for x in a.mults.split(",")]
    mem = int(a.mem_gb * (1 << 30))
    WORK_ROOT.mkdir(parents=True, exist_ok=True)
    gen_root = Path(a.keep) if a.keep else Path(tempfile.mkdtemp(prefix="gen-", dir=WORK_ROOT))
    out_root = Path(tempfile.mkdtemp(prefix="out-", dir=WORK_ROOT))
    os.chmod(out_root, 0o755)
    gen_root.mkdir(parents=True, exist_ok=True)
    for p in (WORK_ROOT, gen_root):  # traversable by 'nobody' for the permission cases
        os.chmod(p, 0o755)
    print(f"livery: {a.livery}  /usr/bin/time: {'yes' if HAVE_TIME else 'no (getrusage)'}  "
          f"euid={os.geteuid()}  timeout={a.timeout}s  RLIMIT_AS={a.mem_gb} GB  inputs: {gen_root}"
          f"{' (kept)' if a.keep else ' (deleted)'}", flush=True)

    # baseline: a trivial file (startup + default skin), used for "net" ratios
    bdir = gen_root / "_baseline"
    bf = w(bdir / "tiny.nss", "Button {\n    font-size: 15;\n}\n")
    base_runs = [run_cmd(a.livery, Cmd("b", ["check", str(bf)]), out_root / "_b", a.timeout, mem) for _ in range(3)]
    bt = min(r["wall"] for r in base_runs)
    bm = min(r["rss_mb"] for r in base_runs)
    print(f"baseline (check tiny.nss): {bt:.3f} s, {bm:.1f} MB, exit {base_runs[0]['exit']}\n", flush=True)

    rows = []
    t_start = time.perf_counter()
    for fam in fams:
        if fam.scaling:
            base = (fam.quick if a.quick else fam.base) * a.base_scale
            skip_rest = {}
            for m in mults:
                n = base * m
                n = n if fam.unit.startswith("MB") else max(1, int(round(n)))
                gdir = gen_root / fam.name / f"n{fmt_n(n)}"
                if gdir.exists():
                    rmtree_deep(gdir)
                tg = time.perf_counter()
                try:
                    cmds = fam.gen(gdir, n)
                except Exception as e:  # noqa: BLE001
                    print(f"  {fam.name} n={fmt_n(n)}: generator failed: {e!r}", flush=True)
                    rows.append({"family": fam.name, "label": "gen", "n": n, "mult": m, "exit": "gen-failed",
                                 "wall": None, "rss_mb": None, "out_bytes": None, "notes": repr(e)[:200]})
                    cmds = []
                tg = time.perf_counter() - tg
                for c in cmds:
                    key = (fam.name, c.label)
                    if skip_rest.get(key):
                        row = {"family": fam.name, "label": c.label, "n": n, "mult": m, "exit": "skipped",
                               "wall": None, "rss_mb": None, "out_bytes": None, "notes": skip_rest[key]}
                    else:
                        r = run_cmd(a.livery, c, out_root / "run", a.timeout, mem)
                        row = {"family": fam.name, "label": c.label, "n": n, "mult": m, **r, "gen_s": tg}
                        if not a.no_skip and (r["timeout"] or r["wall"] > a.timeout / 2.5):
                            skip_rest[key] = "skipped: previous size " + ("timed out" if r["timeout"] else "too slow")
                    rows.append(row)
                    print(progress(row), flush=True)
                stop_servers()
                if not a.keep:
                    rmtree_deep(gdir)
        else:
            gdir = gen_root / fam.name
            if gdir.exists():
                rmtree_deep(gdir)
            try:
                cmds = fam.gen(gdir, None)
            except Exception as e:  # noqa: BLE001
                print(f"  {fam.name}: generator failed: {e!r}", flush=True)
                rows.append({"family": fam.name, "label": "gen", "n": None, "mult": None, "exit": "gen-failed",
                             "wall": None, "rss_mb": None, "out_bytes": None, "notes": repr(e)[:200]})
                cmds = []
            for c in cmds:
                r = run_cmd(a.livery, c, out_root / "run", a.timeout, mem)
                row = {"family": fam.name, "label": c.label, "n": None, "mult": None, **r}
                rows.append(row)
                print(progress(row), flush=True)
            stop_servers()
            if not a.keep:
                rmtree_deep(gdir)
    total = time.perf_counter() - t_start

    print("\n## Results\n")
    print("| family | n | exit | time s | peak MB | output bytes | notes |")
    print("|---|---:|---|---:|---:|---:|---|")
    for r in rows:
        print(f"| {r['family']}{' [' + r['label'] + ']' if r['label'] else ''} | {fmt_n(r['n'])} | {r['exit']} | "
              f"{'-' if r.get('wall') is None else format(r['wall'], '.2f')} | "
              f"{'-' if r.get('rss_mb') is None else format(r['rss_mb'], '.0f')} | "
              f"{'-' if r.get('out_bytes') is None else r['out_bytes']} | {md(r.get('notes', ''))} |")

    print("\n## Ratios 8x/1x (net = minus the baseline startup "
          f"{bt:.2f} s / {bm:.0f} MB; '!!' marks > 10)\n")
    print("| family | n 1x..8x | time | net time | memory | net mem | output | verdict |")
    print("|---|---|---:|---:|---:|---:|---:|---|")
    groups = {}
    for r in rows:
        if r["mult"] is not None:
            groups.setdefault((r["family"], r["label"]), []).append(r)
    findings = []
    for (fname, label), rs in groups.items():
        r1 = next((r for r in rs if r["mult"] == mults[0]), None)
        r8 = next((r for r in rs if r["mult"] == mults[-1]), None)
        name = f"{fname} [{label}]"
        if not r1 or not r8 or r8.get("wall") is None or r1.get("wall") is None:
            verdict = "incomplete: " + ", ".join(f"{fmt_n(r['n'])}:{r['exit']}" for r in rs)
            print(f"| {name} | {fmt_n(rs[0]['n'])}..{fmt_n(rs[-1]['n'])} | - | - | - | - | - | {verdict} |")
            findings.append(f"{name}: {verdict}")
            continue
        def ratio(x8, x1, floor):
            return x8 / max(x1, floor)
        tr = ratio(r8["wall"], r1["wall"], 0.01)
        ntr = ratio(max(r8["wall"] - bt, 0), max(r1["wall"] - bt, 0), 0.02)
        mr = ratio(r8["rss_mb"], r1["rss_mb"], 1)
        nmr = ratio(max(r8["rss_mb"] - bm, 0), max(r1["rss_mb"] - bm, 0), 2)
        orr = ratio(r8["out_bytes"], r1["out_bytes"], 1)
        flags = []
        for nm, v in (("time", tr), ("net time", ntr), ("mem", mr), ("net mem", nmr), ("output", orr)):
            # net ratios only count when the 8x run is big enough not to be startup noise
            if v > 10 and not (nm == "net time" and r8["wall"] < 1.0) and not (nm == "net mem" and r8["rss_mb"] < bm + 50):
                flags.append(nm)
        bad = [r for r in rs if r["exit"] in ("TIMEOUT",) or str(r["exit"]).startswith("SIG")]
        verdict = ("SUPERLINEAR " + ",".join(flags)) if flags else "ok"
        if bad:
            verdict = ", ".join(f"{r['exit']}@{fmt_n(r['n'])}" for r in bad) + "; " + verdict
        f2 = lambda v: f"{v:.1f}" + ("!!" if v > 10 else "")  # noqa: E731
        print(f"| {name} | {fmt_n(r1['n'])}..{fmt_n(r8['n'])} | {f2(tr)} | {f2(ntr)} | {f2(mr)} | {f2(nmr)} | "
              f"{f2(orr)} | {verdict} |")
        if flags or bad:
            findings.append(f"{name}: {verdict} (t {r1['wall']:.2f}->{r8['wall']:.2f}s, "
                            f"mem {r1['rss_mb']:.0f}->{r8['rss_mb']:.0f}MB, out {r1['out_bytes']}->{r8['out_bytes']})")

    print("\n## Crashes, timeouts, notable notes\n")
    for r in rows:
        ex = str(r["exit"])
        interesting = ex.startswith("SIG") or ex == "TIMEOUT" or r["n"] is None or a.show_output
        if interesting:
            tag = f"{r['family']} [{r['label']}] n={fmt_n(r['n'])}: exit {ex}"
            if r.get("notes"):
                tag += f"  ({r['notes']})"
            print("- " + tag)
            if ex.startswith("SIG") or ex == "TIMEOUT" or a.show_output or r["n"] is None:
                hs = (r.get("head_stderr") or "").strip()
                ho = (r.get("head_stdout") or "").strip()
                if ho:
                    print("    stdout: " + one_line(ho))
                if hs:
                    print("    stderr: " + one_line(hs))
    if findings:
        print("\n## Superlinear / failing scaling groups\n")
        for f in findings:
            print("- " + f)
    print(f"\ntotal run time {total:.0f} s")
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1, default=str))
    rmtree_deep(out_root)
    if not a.keep:
        rmtree_deep(gen_root)
    crashed = any(str(r["exit"]).startswith("SIG") or r["exit"] in ("TIMEOUT", "gen-failed") for r in rows)
    return 1 if findings or crashed else 0


def one_line(s, n=300):
    return s[:n].replace("\n", "⏎ ")


def md(s):
    return (s or "").replace("|", "\\|").replace("\n", " ")


def progress(r):
    w_ = "-" if r.get("wall") is None else f"{r['wall']:.2f}s"
    m_ = "-" if r.get("rss_mb") is None else f"{r['rss_mb']:.0f}MB"
    return (f"  {r['family']} [{r['label']}] n={fmt_n(r['n'])}: exit={r['exit']} {w_} {m_} "
            f"out={r.get('out_bytes')} {r.get('notes', '')}")


if __name__ == "__main__":
    sys.exit(main())
