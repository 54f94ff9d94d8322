#!/usr/bin/env python3
"""lifedoc's benchmark (`make bench`): generates synthetic corpora and measures lifedoc on them.

Whole-process figures are medians over --runs runs in one go, with peak memory (maximum resident
set size) from wait4. Outputs go to --work, which should be on tmpfs (/dev/shm): creating files on
this machine's work disk is slow and erratic. This is a benchmark, not a test: it asserts nothing
and prints figures, then writes them as JSON (--json).

Builds: the floor (Benchmarks/floor.c: one process that reads, parses and renders each page with
libcmark and writes one .html per page, single-threaded; with --parse-only, reading and parsing
alone), the template engine's floor (`lifedoc-bench templates`: the site's page template rendered
by swift-mustache with bare views, a title and the layout, as many times as the build renders
pages, single-threaded, and the processor time the engine took in a real build, from
`lifedoc build --timings`), `lifedoc build` (site and search index), `lifedoc check`, and `lifedoc build` again after
one page changed, each as a ratio to the floor (check to the parse-only floor). Hugo is measured
on the same pages when it is installed.

The preview (`lifedoc serve`, Benchmarks/preview.py): on the project's own content and at each
size, the time from writing a one-paragraph edit to the reload event an open page receives; on the
project's own content, wrk with 64 connections for 10 s while a page is edited every 100 ms, every
answer checked by content.

Search: for each query of Benchmarks/search-queries.json, the time to answer once its files are
loaded (in process, median of 50), the bytes a browser fetches to answer it (manifest, the term
shards its terms hash to, the symbol vocabulary if a name may be misspelled, the document files of
the ten hits), and `lifedoc search` as a whole process.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import unicodedata

import preview

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIFEDOC = os.path.join(ROOT, ".build", "release", "lifedoc")
BENCH = os.path.join(ROOT, ".build", "release", "lifedoc-bench")
FLOOR = os.path.join(ROOT, ".build", "bench-floor")
# A command whose first run takes longer than this is not repeated.
SLOW_SECONDS = 60
QUERIES = os.path.join(ROOT, "Benchmarks", "search-queries.json")
TEMPLATES = os.path.join(ROOT, "Templates")


def run_once(command, cwd=None):
    """Runs `command`; returns (seconds, peak resident KB, exit status, stdout)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss, process.returncode, output


def measure(command, runs, accept=(0,), cwd=None, before_each=None):
    """Median seconds and peak KB of `runs` runs of `command` (its exit status must be in `accept`)."""
    times, peaks = [], []
    for _ in range(runs):
        if before_each:
            before_each(len(times))
        seconds, peak, status, _ = run_once(command, cwd)
        if status not in accept:
            sys.exit(f"bench: {' '.join(command)} exited with {status}")
        times.append(seconds)
        peaks.append(peak)
        if seconds > SLOW_SECONDS:
            break
    return {"median_s": round(statistics.median(times), 4), "min_s": round(min(times), 4),
            "peak_mb": round(max(peaks) / 1024, 1), "runs": len(times)}


def corpus(size, work, seed):
    """Generates the corpus of `size` pages per language; returns its folder."""
    folder = os.path.join(work, f"corpus-{size}")
    subprocess.run([BENCH, "corpus", "--pages", str(size), "--seed", str(seed), "--output", folder, "--replace"],
                   check=True, stderr=subprocess.DEVNULL)
    return folder


def builds(content, work, size, runs):
    """The floors, lifedoc build, check and an incremental build at one size."""
    site = os.path.join(work, f"site-{size}")
    floor_out = os.path.join(work, f"floor-{size}")
    figures = {
        "floor": measure([FLOOR, content, floor_out], runs),
        "floor_parse_only": measure([FLOOR, "--parse-only", content, floor_out], runs),
        "build": measure([LIFEDOC, "build", "--content", content, "--output", site, "--quiet", "--no-cache"], runs, cwd=ROOT),
        "check": measure([LIFEDOC, "check", "--content", content], runs, accept=(0, 1), cwd=ROOT),
    }
    # The template engine's floor: as many bare pages as the build rendered, through the same templates.
    pages = sum(name.endswith(".html") for _, _, names in os.walk(site) for name in names)
    figures["floor_templates"] = measure([BENCH, "templates", "--templates", TEMPLATES, "--pages", str(pages)], runs)
    figures["floor_templates"]["pages"] = pages
    # What the engine took of a real build (one more build, with --timings, not timed itself).
    timed = subprocess.run([LIFEDOC, "build", "--content", content, "--output", site, "--quiet", "--no-cache", "--timings"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stderr
    engine = re.search(r"template engine: ([0-9.]+) CPU s in ([0-9]+) renders", timed)
    if engine:
        figures["build_template_engine"] = {"cpu_s": float(engine.group(1)), "renders": int(engine.group(2))}
    page = os.path.join(content, "en", "guides", sorted(os.listdir(os.path.join(content, "en", "guides")))[0])
    with open(page, encoding="utf-8") as handle:
        original = handle.read()

    def edit(number):
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(original + f"\nOne more sentence, edit number {number}.\n")

    cached = [LIFEDOC, "build", "--content", content, "--output", site, "--quiet", "--cache", os.path.join(work, f"cache-{size}")]
    try:
        run_once(cached, ROOT)  # fills the cache; each timed run then follows an edit to one page
        figures["incremental_build"] = measure(cached, runs, cwd=ROOT, before_each=edit)
    finally:
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(original)
    if shutil.which("hugo"):
        figures["hugo"] = hugo(content, work, size, runs)
    figures["preview_reload"] = preview.edit_to_reload(LIFEDOC, content, TEMPLATES, work, max(runs, 5))
    return figures, site


def foreign(work, seed, runs, size=1000):
    """The floor and a full build of `size` articles per language written elsewhere: the same pages
    with no front matter, each titled by its first heading (`lifedoc-bench corpus --foreign`)."""
    content = os.path.join(work, f"foreign-{size}")
    subprocess.run([BENCH, "corpus", "--foreign", "--pages", str(size), "--seed", str(seed), "--output", content, "--replace"],
                   check=True, stderr=subprocess.DEVNULL)
    floor_out = os.path.join(work, f"foreign-floor-{size}")
    return {
        "floor": measure([FLOOR, content, floor_out], runs),
        "build": measure([LIFEDOC, "build", "--content", content, "--output", os.path.join(work, f"foreign-site-{size}"),
                          "--quiet", "--no-cache"], runs, cwd=ROOT),
    }


def hugo(content, work, size, runs):
    """Hugo on the same pages, laid out as a Hugo site (front matter kept, one section per kind)."""
    folder = os.path.join(work, f"hugo-{size}")
    shutil.rmtree(folder, ignore_errors=True)
    for language in ("en", "ko"):
        shutil.copytree(os.path.join(content, language), os.path.join(folder, "content", language))
    with open(os.path.join(folder, "hugo.toml"), "w") as config:
        config.write('baseURL = "https://lifedoc.example/"\ndisableKinds = ["taxonomy", "term"]\n')
    os.makedirs(os.path.join(folder, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(folder, "layouts", "_default", "single.html"), "w") as layout:
        layout.write("<!doctype html><title>{{ .Title }}</title>{{ .Content }}\n")
    with open(os.path.join(folder, "layouts", "_default", "list.html"), "w") as layout:
        layout.write("<!doctype html><title>{{ .Title }}</title>{{ range .Pages }}<a href={{ .RelPermalink }}>{{ .Title }}</a>{{ end }}\n")
    return measure(["hugo", "--quiet", "--source", folder, "--destination", os.path.join(work, f"hugo-out-{size}")], runs)


def search(size, site, runs):
    """The search figures at one size, over the index `lifedoc build` wrote."""
    output = subprocess.run([BENCH, "search", "--site", site, "--queries", QUERIES,
                             "--runs", "50"], check=True, capture_output=True, text=True).stdout
    queries = json.loads(output)
    for query in queries:
        query["process"] = measure([LIFEDOC, "search", "--site", site, query["query"]], runs, accept=(0, 1))
    return queries


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000", help="pages per language, comma-separated")
    parser.add_argument("--runs", type=int, default=5, help="runs per whole-process figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--work", default="/dev/shm/lifedoc-bench", help="where corpora and outputs go (tmpfs)")
    parser.add_argument("--json", default=os.path.join(ROOT, "Benchmarks", "results.json"))
    args = parser.parse_args()
    for tool in (LIFEDOC, BENCH, FLOOR):
        if not os.path.exists(tool):
            sys.exit(f"bench: {tool} is missing: run 'swift build -c release' (make bench does)")
    os.makedirs(args.work, exist_ok=True)
    results = {"machine": {"cpus": os.cpu_count(), "work": args.work}, "runs": args.runs, "sizes": {}}
    # The preview on the project's own content: edit to reload, and wrk while a page is edited.
    own = os.path.join(args.work, "own")
    shutil.rmtree(own, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Content"), os.path.join(own, "Content"))
    print("== the project's own content, in the preview (lifedoc serve)", flush=True)
    results["preview"] = {
        "reload": preview.edit_to_reload(LIFEDOC, os.path.join(own, "Content"), TEMPLATES, own, max(args.runs, 10)),
        "load": preview.under_load(LIFEDOC, os.path.join(own, "Content"), TEMPLATES, own),
    }
    preview.print_preview("project content", results["preview"]["reload"], results["preview"]["load"])
    print("== 1000 articles per language written elsewhere (no front matter)", flush=True)
    results["foreign"] = foreign(args.work, args.seed, args.runs)
    floor_s, build = results["foreign"]["floor"]["median_s"], results["foreign"]["build"]
    print(f"  floor: libcmark, 1 thread {floor_s:>9.3f} s; lifedoc build {build['median_s']:.3f} s, "
          f"{build['peak_mb']:.0f} MB = {build['median_s'] / floor_s:.2f} × floor", flush=True)
    for size in [int(s) for s in args.sizes.split(",")]:
        print(f"== {size} pages per language", flush=True)
        content = corpus(size, args.work, args.seed)
        figures, site = builds(content, args.work, size, args.runs)
        print_builds(figures)
        figures["search"] = search(size, site, args.runs)
        results["sizes"][str(size)] = figures
        print_search(figures["search"])
    with open(args.json, "w") as out:
        json.dump(results, out, indent=2, sort_keys=True, ensure_ascii=False)
        out.write("\n")
    print(f"figures written to {os.path.relpath(args.json, ROOT)}")


def print_builds(figures):
    floor, parse = figures["floor"]["median_s"], figures["floor_parse_only"]["median_s"]
    hugo_s = figures.get("hugo", {}).get("median_s")
    print(f"  {'':<28} {'median s':>9} {'peak MB':>8} {'runs':>5} {'× floor':>8} {'× Hugo':>7}")
    rows = [("floor: libcmark, 1 thread", "floor", floor), ("floor: parse only", "floor_parse_only", parse),
            ("floor: templates, bare pages", "floor_templates", floor),
            ("lifedoc build", "build", floor), ("lifedoc check", "check", parse),
            ("build after 1 page changed", "incremental_build", floor), ("Hugo", "hugo", floor)]
    for label, key, base in rows:
        if key not in figures:
            if key == "hugo":
                print(f"  {'Hugo':<28} {'not installed':>9}")
            continue
        figure = figures[key]
        versus_hugo = f"{figure['median_s'] / hugo_s:>7.2f}" if hugo_s and key != "hugo" else f"{'-':>7}"
        print(f"  {label:<28} {figure['median_s']:>9.3f} {figure['peak_mb']:>8.0f} {figure['runs']:>5} "
              f"{figure['median_s'] / base:>8.2f} {versus_hugo}")
    templates = figures.get("floor_templates")
    if templates:
        # No build of these pages through these templates can take less than the two floors' work
        # shared perfectly between the cores.
        bound = (floor + templates["median_s"]) / (os.cpu_count() or 1)
        print(f"  templates floor: {templates['pages']} bare pages; with libcmark's floor on {os.cpu_count()} cores "
              f"at best {bound:.2f} s = {bound / floor:.2f} × floor")
    engine = figures.get("build_template_engine")
    if engine:
        cores = os.cpu_count() or 1
        print(f"  template engine in lifedoc build: {engine['cpu_s']:.1f} CPU s in {engine['renders']} renders; "
              f"on {cores} cores at best {engine['cpu_s'] / cores:.2f} s = {engine['cpu_s'] / cores / floor:.2f} × floor")
    incremental = figures.get("incremental_build", {}).get("median_s")
    if incremental:
        print(f"  incremental build: {100 * incremental / figures['build']['median_s']:.1f} % of a full build")
    if "preview_reload" in figures:
        preview.print_preview("this corpus", figures["preview_reload"], None)


def pad(text, width):
    """`text` cut and padded to `width` terminal columns (Hangul takes two)."""
    out, used = "", 0
    for character in text:
        size = 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
        if used + size > width:
            break
        out, used = out + character, used + size
    return out + " " * (width - used)


def print_search(queries):
    print(f"  {'search query':<52} {'form':<12} {'query ms':>9} {'fetched KB':>11} {'files':>6} {'process ms':>11}")
    for query in queries:
        process = query.get("process")
        process_ms = f"{process['median_s'] * 1000:.0f}" if process else "-"
        print(f"  {pad(query['query'], 52)} {query['form']:<12} {query['medianMilliseconds']:>9.2f} "
              f"{query['bytes'] / 1024:>11.0f} {query['files']:>6} {process_ms:>11}")


if __name__ == "__main__":
    main()
