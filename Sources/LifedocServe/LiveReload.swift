import Foundation

/// What the preview adds to the pages it serves, and only the preview: a script that listens to
/// the build events (`/_lifedoc/events`, Server-Sent Events) and reloads the page after a build,
/// keeping the reader where they were, or shows the build's problems over the page.
package enum LiveReload {
    /// The prefix of the preview's own paths; no site file starts with it (`_` begins no page id).
    package static let prefix = "/_lifedoc/"
    /// The stream of build events.
    package static let eventsPath = prefix + "events"
    /// The script.
    package static let scriptPath = prefix + "live.js"

    /// `html` with the script added before `</body>` (at the end when there is none), told which
    /// build the page comes from.
    package static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let tag = Array("<script src=\"\(scriptPath)\" data-generation=\"\(generation)\"></script>\n".utf8)
        let end = Array("</body>".utf8)
        var result = html
        if let at = lastRange(of: end, in: html) {
            result.insert(contentsOf: tag, at: at)
        } else {
            result += tag
        }
        return result
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.count - needle.count
        while index >= 0 {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index -= 1
        }
        return nil
    }

    /// One build event: the number of the last good build and the problems of the last build tried,
    /// as one line of JSON.
    package static func event(generation: Int, problems: [String]) -> [UInt8] {
        struct State: Encodable { var generation: Int; var problems: [String] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(State(generation: generation, problems: problems))) ?? Data("{}".utf8)
        return Array("event: build\ndata: ".utf8) + Array(json) + Array("\n\n".utf8)
    }

    /// The script. A page reloads when a newer build than its own succeeded, and first notes its
    /// scroll position (restored when the same page loads again) so an edit keeps the reader where
    /// they were; a failed build shows its problems in an overlay until a build succeeds. Problems
    /// are put in as text, never as HTML.
    package static let script = #"""
    (() => {
      "use strict";
      const me = document.currentScript;
      const generation = Number(me && me.dataset.generation || 0);
      const key = "lifedoc-preview-scroll";
      try {
        const kept = JSON.parse(sessionStorage.getItem(key) || "null");
        sessionStorage.removeItem(key);
        if (kept && kept.path === location.pathname + location.search) {
          addEventListener("load", () => scrollTo(kept.x, kept.y));
          if (document.readyState === "complete") scrollTo(kept.x, kept.y);
        }
      } catch (_) {}
      let overlay = null;
      function show(problems) {
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.id = "lifedoc-preview-problems";
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
            "margin:0;padding:1rem 1.25rem;background:#2b0b0b;color:#ffe4e4;border-top:4px solid #e5484d;" +
            "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;word-break:break-word";
          document.body.appendChild(overlay);
        }
        const title = document.documentElement.lang === "ko"
          ? "빌드 실패: 마지막으로 성공한 빌드를 보여 주고 있습니다"
          : "Build failed: showing the last good build";
        overlay.textContent = title + "\n\n" + problems.join("\n");
      }
      function hide() { if (overlay) { overlay.remove(); overlay = null; } }
      const events = new EventSource("/_lifedoc/events");
      events.addEventListener("build", (event) => {
        const state = JSON.parse(event.data);
        if (state.problems.length > 0) { show(state.problems); return; }
        hide();
        if (state.generation !== generation) {
          try {
            sessionStorage.setItem(key, JSON.stringify({ path: location.pathname + location.search, x: scrollX, y: scrollY }));
          } catch (_) {}
          location.reload();
        }
      });
    })();
    """#
}
