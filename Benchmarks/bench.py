#!/usr/bin/env python3
"""lifedoc's benchmark (`make bench`): generates synthetic corpora and measures lifedoc on them.

Whole-process figures are medians over --runs runs in one go, with peak memory (maximum resident
set size) from wait4. Outputs go to --work, which should be on tmpfs (/dev/shm): creating files on
this machine's work disk is slow and erratic. This is a benchmark, not a test: it asserts nothing
and prints figures, then writes them as JSON (--json).

Search: for each query of Benchmarks/search-queries.json, the time to answer once its files are
loaded (in process, median of 50), the bytes a browser fetches to answer it (manifest, the term
shards its terms hash to, the symbol vocabulary if a name may be misspelled, the document files of
the ten hits), and `lifedoc search` as a whole process.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIFEDOC = os.path.join(ROOT, ".build", "release", "lifedoc")
BENCH = os.path.join(ROOT, ".build", "release", "lifedoc-bench")
QUERIES = os.path.join(ROOT, "Benchmarks", "search-queries.json")


def run_once(command, cwd=None):
    """Runs `command`; returns (seconds, peak resident KB, exit status, stdout)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss, process.returncode, output


def measure(command, runs, accept=(0,), cwd=None):
    """Median seconds and peak KB of `runs` runs of `command` (its exit status must be in `accept`)."""
    times, peaks = [], []
    for _ in range(runs):
        seconds, peak, status, _ = run_once(command, cwd)
        if status not in accept:
            sys.exit(f"bench: {' '.join(command)} exited with {status}")
        times.append(seconds)
        peaks.append(peak)
    return {"median_s": round(statistics.median(times), 4), "min_s": round(min(times), 4),
            "peak_mb": round(max(peaks) / 1024, 1), "runs": runs}


def corpus(size, work, seed):
    """Generates the corpus of `size` pages per language; returns its folder."""
    folder = os.path.join(work, f"corpus-{size}")
    subprocess.run([BENCH, "corpus", "--pages", str(size), "--seed", str(seed), "--output", folder, "--replace"],
                   check=True, stderr=subprocess.DEVNULL)
    return folder


def search(size, content, work, runs):
    """The search figures at one size."""
    site = os.path.join(work, f"site-{size}")
    output = subprocess.run([BENCH, "search", "--content", content, "--site", site, "--queries", QUERIES,
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
    for tool in (LIFEDOC, BENCH):
        if not os.path.exists(tool):
            sys.exit(f"bench: {tool} is missing: run 'swift build -c release' (make bench does)")
    os.makedirs(args.work, exist_ok=True)
    results = {"machine": {"cpus": os.cpu_count(), "work": args.work}, "runs": args.runs, "sizes": {}}
    for size in [int(s) for s in args.sizes.split(",")]:
        print(f"== {size} pages per language", flush=True)
        content = corpus(size, args.work, args.seed)
        figures = {"search": search(size, content, args.work, args.runs)}
        results["sizes"][str(size)] = figures
        print_search(figures["search"])
    with open(args.json, "w") as out:
        json.dump(results, out, indent=2, sort_keys=True, ensure_ascii=False)
        out.write("\n")
    print(f"figures written to {os.path.relpath(args.json, ROOT)}")


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
