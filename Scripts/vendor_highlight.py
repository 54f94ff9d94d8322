#!/usr/bin/env python3
"""Writes Templates/assets/highlight.js: highlight.js's core and the languages the knowledge base's
code blocks use (Swift, Objective-C and the formats around them), cut from Debian's
libjs-highlight.js (`make vendor-highlight` installs it and runs this). The whole bundle Debian ships
is 846 KB minified with 185 languages; a page needs five.

Usage: vendor_highlight.py [SOURCE] [OUTPUT]
"""
import re
import sys

SOURCE = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/javascript/highlight.js/highlight.js"
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else "Templates/assets/highlight.js"
LANGUAGES = ["bash", "json", "objectivec", "swift", "xml"]

text = open(SOURCE, encoding="utf-8").read()
starts = [m.start() for m in re.finditer(r"^hljs\.registerLanguage\('", text, re.M)]
if not starts:
    sys.exit(f"{SOURCE}: no hljs.registerLanguage blocks found; is it highlight.js 9?")
core = text[:starts[0]]
blocks = {}
for index, start in enumerate(starts):
    end = starts[index + 1] if index + 1 < len(starts) else len(text)
    name = re.match(r"hljs\.registerLanguage\('([^']+)'", text[start:]).group(1)
    blocks[name] = text[start:end]
missing = [name for name in LANGUAGES if name not in blocks]
if missing:
    sys.exit(f"{SOURCE}: languages not found: {', '.join(missing)}")
version = re.search(r"highlight\.js v?([0-9.]+)|version[\"']?\s*[:=]\s*[\"']([0-9.]+)", text)
header = (
    "/* highlight.js (BSD-3-Clause, Copyright (c) 2006 Ivan Sagalaev; see highlight.LICENSE), core and "
    + ", ".join(LANGUAGES)
    + " only, cut from Debian's libjs-highlight.js by Scripts/vendor_highlight.py. */\n"
)
with open(OUTPUT, "w", encoding="utf-8") as out:
    out.write(header + core + "".join(blocks[name] for name in LANGUAGES))
print(f"wrote {OUTPUT}: {len(LANGUAGES)} languages")
