#!/usr/bin/env python3
"""Lists the public API of the library product, one symbol a line, from the symbol graphs of
its modules, and fails naming every public symbol that has no doc comment.

The graphs are extracted from the modules a build left in MODULES (`make docs` builds them;
the C modules' maps are found beside it),
without the members the compiler synthesizes (Equatable's ==, Hashable's hash(into:)), which
the protocols document.

usage: public-api.py MODULES MODULE...
"""
import glob
import json
import os
import subprocess
import sys
import tempfile


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    modules_dir, modules = sys.argv[1], sys.argv[2:]
    triple = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True)
    target = json.loads(triple.stdout)["target"]["triple"]
    # The C modules the Swift ones import (CTerminfo): SwiftPM's module maps beside MODULES.
    c_modules = []
    for module_map in sorted(glob.glob(os.path.join(os.path.dirname(modules_dir.rstrip("/")), "*.build", "module.modulemap"))):
        c_modules += ["-Xcc", "-fmodule-map-file=" + module_map]
    undocumented = []
    with tempfile.TemporaryDirectory(prefix="moodpick-api-") as out:
        for module in modules:
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", modules_dir, "-target", target,
                            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out] + c_modules, check=True)
            with open(os.path.join(out, module + ".symbols.json")) as graph:
                symbols = json.load(graph)["symbols"]
            for symbol in sorted(symbols, key=lambda s: s["pathComponents"]):
                name = ".".join(symbol["pathComponents"])
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                print(f"{module}\t{symbol['kind']['displayName']}\t{name}\t{declaration}")
                if not symbol.get("docComment", {}).get("lines"):
                    undocumented.append(f"{module}.{name}")
    if undocumented:
        sys.exit("public symbols without a doc comment:\n  " + "\n  ".join(undocumented))


if __name__ == "__main__":
    main()
