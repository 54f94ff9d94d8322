"""The preview server's figures for `make bench` (imported by bench.py).

Edit to reload: `lifedoc serve` runs on a content folder; a client holds the build-event stream
(/_lifedoc/events) open as an open page does, and each run writes a one-paragraph edit to a page
and times from just before the write to the arrival of the event that tells pages to reload. The
median over the runs is the figure.

Under load: wrk with 64 connections for 10 s against the edited page while another thread edits
it every 100 ms. Every answer is checked by content (benchmarks/preview-load.lua): it must be a
200, the whole page (ending in </html>), and carry exactly one version marker, the old page's or
the new one's, never a mix or a cut.
"""
import os
import re
import socket
import statistics
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOAD_SCRIPT = os.path.join(ROOT, "Benchmarks", "preview-load.lua")


class Preview:
    """A running `lifedoc serve` on a free port."""

    def __init__(self, lifedoc, content, templates, cwd):
        self.process = subprocess.Popen(
            [lifedoc, "serve", "--port", "0", "--content", content, "--templates", templates],
            cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.port = None
        self.log = []
        while self.port is None:
            line = self.process.stderr.readline()
            if not line:
                raise SystemExit("bench: lifedoc serve stopped before serving:\n" + "".join(self.log))
            self.log.append(line)
            match = re.search(r"serving .* at http://127\.0\.0\.1:(\d+)/", line)
            if match:
                self.port = int(match.group(1))
        # The terminal output is drained so that the server never blocks on it.
        threading.Thread(target=lambda: [self.log.append(l) for l in self.process.stderr], daemon=True).start()

    def events(self):
        """A socket holding the event stream open, positioned after the first event."""
        connection = socket.create_connection(("127.0.0.1", self.port))
        connection.sendall(b"GET /_lifedoc/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        stream = EventStream(connection)
        stream.next_generation()
        return stream

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


class EventStream:
    """Reads build events from a chunked text/event-stream answer."""

    def __init__(self, connection):
        self.connection = connection
        self.buffer = b""

    def next_generation(self, timeout=120):
        """Waits for the next build event and returns (generation, problems)."""
        self.connection.settimeout(timeout)
        while True:
            match = re.search(rb'data: \{"generation":(\d+),"problems":\[(.*?)\]\}\n', self.buffer)
            if match:
                self.buffer = self.buffer[match.end():]
                return int(match.group(1)), match.group(2)
            chunk = self.connection.recv(65536)
            if not chunk:
                raise SystemExit("bench: the event stream ended")
            self.buffer += chunk


def edit_to_reload(lifedoc, content, templates, cwd, runs):
    """Median milliseconds from writing a one-paragraph edit to the reload event."""
    page = first_page(content)
    with open(page, encoding="utf-8") as handle:
        original = handle.read()
    preview = Preview(lifedoc, content, templates, cwd)
    times = []
    try:
        stream = preview.events()
        for number in range(runs + 1):
            started = time.perf_counter()
            with open(page, "w", encoding="utf-8") as handle:
                handle.write(original + f"\nA paragraph added in the preview, edit number {number}.\n")
            _, problems = stream.next_generation()
            elapsed = time.perf_counter() - started
            if problems:
                raise SystemExit(f"bench: the edited page did not build: {problems!r}")
            if number > 0:  # the first edit warms the caches the preview keeps
                times.append(elapsed * 1000)
            time.sleep(0.05)
    finally:
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(original)
        preview.stop()
    return {"median_ms": round(statistics.median(times), 1), "min_ms": round(min(times), 1),
            "max_ms": round(max(times), 1), "runs": len(times)}


def under_load(lifedoc, content, templates, cwd, seconds=10, connections=64):
    """wrk against the edited page while it is edited: requests, errors and answers that were
    neither the old page nor the new one."""
    page = first_page(content)
    relative = os.path.relpath(page, content)
    url_path = "/" + relative[:-len(".md")] + ".html"
    with open(page, encoding="utf-8") as handle:
        original = handle.read()

    def write(number):
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(original + f"\nversionmarker{number}x\n")

    write(0)
    preview = Preview(lifedoc, content, templates, cwd)
    stop = threading.Event()
    edits = [0]

    def editing():
        while not stop.is_set():
            edits[0] += 1
            write(edits[0])
            time.sleep(0.1)

    try:
        stream = preview.events()
        editor = threading.Thread(target=editing)
        editor.start()
        result = subprocess.run(
            ["wrk", "-t", "2", "-c", str(connections), "-d", f"{seconds}s", "-s", LOAD_SCRIPT,
             f"http://127.0.0.1:{preview.port}{url_path}"], capture_output=True, text=True, check=True).stdout
        stop.set()
        editor.join()
        builds = 0
        stream.connection.settimeout(0.5)
        try:
            while True:
                stream.next_generation(timeout=0.5)
                builds += 1
        except (OSError, SystemExit):
            pass
    finally:
        stop.set()
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(original)
        preview.stop()
    figures = {"connections": connections, "seconds": seconds, "edits": edits[0]}
    requests = re.search(r"(\d+) requests in", result)
    figures["requests"] = int(requests.group(1)) if requests else 0
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", result)
    figures["socket_errors"] = sum(int(n) for n in errors.groups()) if errors else 0
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", result)
    figures["non_2xx"] = int(non2xx.group(1)) if non2xx else 0
    checked = re.search(r"checked (\d+) answers: (\d+) neither old nor new, (\d+) not 200", result)
    if not checked:
        raise SystemExit("bench: wrk printed no content check:\n" + result)
    figures["checked"], figures["mixed"], figures["not_200"] = (int(n) for n in checked.groups())
    figures["requests_per_s"] = round(figures["requests"] / seconds)
    return figures


def first_page(content):
    """The first guide of the English content, as bench.py's incremental build edits."""
    folder = os.path.join(content, "en", "guides")
    return os.path.join(folder, sorted(os.listdir(folder))[0])


def print_preview(label, reload, load):
    print(f"  preview ({label}): edit to reload {reload['median_ms']:.0f} ms median "
          f"(min {reload['min_ms']:.0f}, max {reload['max_ms']:.0f}, {reload['runs']} edits)")
    if load:
        print(f"  preview under load: {load['requests']} requests in {load['seconds']} s on {load['connections']} "
              f"connections ({load['requests_per_s']}/s) during {load['edits']} edits: {load['socket_errors']} socket "
              f"errors, {load['non_2xx']} non-2xx, {load['mixed']} answers neither old nor new of {load['checked']} checked")
