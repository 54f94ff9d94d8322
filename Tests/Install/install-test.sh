#!/usr/bin/env bash
# `make install` into a temporary prefix, then lifedoc used as a newcomer would: from an empty
# folder, with an environment that has no Swift toolchain on any library path (and no PATH to it).
# Prints one line per check and "N passed, N failed" at the end; exits 1 when any check failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
check() { # check NAME COMMAND...: the command must succeed
  local name=$1; shift
  if "$@" >"$tmp/out" 2>&1; then passed=$((passed + 1)); echo "ok - $name"
  else failed=$((failed + 1)); echo "not ok - $name"; sed 's/^/    /' "$tmp/out" | head -20; fi
}
make --no-print-directory install PREFIX="$tmp/prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; echo "0 passed, 1 failed"; exit 1; }
mkdir -p "$tmp/empty"
# A clean environment: no Swift on PATH, no library path, Korean text as a Korean user has it.
run() { (cd "$tmp/empty" && env -i PATH=/usr/bin:/bin HOME="$tmp" LANG=C.UTF-8 "$@"); }
bin="$tmp/prefix/bin/lifedoc"

check "the binary needs no Swift runtime library" bash -c "! ldd '$bin' | grep -Ei 'swift|/opt/swift'"
check "--version names the version and the installed knowledge base" bash -c \
  "out=\$(cd '$tmp/empty' && env -i PATH=/usr/bin:/bin '$bin' --version) && grep -q '^lifedoc [0-9]' <<<\"\$out\" && grep -q '^knowledge base ' <<<\"\$out\""
check "search answers a Korean query from an empty folder" bash -c \
  "cd '$tmp/empty' && env -i PATH=/usr/bin:/bin LANG=C.UTF-8 '$bin' search 씬이 백그라운드로 갈 때 | grep -q 'sceneDidEnterBackground'"
check "show describes a method from an empty folder" bash -c \
  "cd '$tmp/empty' && env -i PATH=/usr/bin:/bin '$bin' show sceneDidEnterBackground | grep -q 'UISceneDelegate'"
check "path lists the calls between two states from an empty folder" bash -c \
  "cd '$tmp/empty' && env -i PATH=/usr/bin:/bin '$bin' path 'foreground active' background | grep -q 'sceneDidEnterBackground'"
# LIFEDOC_HOME points elsewhere: the knowledge base moved, the binary alone left in place.
mv "$tmp/prefix/share/lifedoc" "$tmp/home"
check "LIFEDOC_HOME points at a knowledge base elsewhere" bash -c \
  "cd '$tmp/empty' && env -i PATH=/usr/bin:/bin LIFEDOC_HOME='$tmp/home' '$bin' show applicationWillTerminate | grep -q 'UIApplicationDelegate'"
check "without a knowledge base the error names --content, LIFEDOC_HOME and make install" bash -c \
  "cd '$tmp/empty' && ! env -i PATH=/usr/bin:/bin '$bin' show sceneDidEnterBackground 2>'$tmp/err' >/dev/null && grep -q 'LIFEDOC_HOME' '$tmp/err' && grep -q 'make install' '$tmp/err'"
mv "$tmp/home" "$tmp/prefix/share/lifedoc"
make --no-print-directory uninstall PREFIX="$tmp/prefix" >"$tmp/uninstall.log" 2>&1
check "uninstall removes the binary and the knowledge base" bash -c \
  "test ! -e '$tmp/prefix/bin/lifedoc' && test ! -e '$tmp/prefix/share/lifedoc'"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
