// lifedoc's small script: no dependencies, works from file:// and on any static host.
// 1. The language switch keeps the reader at the same section: section ids are the same in
//    both languages, so the current #fragment is carried over to the other page.
// 2. The switch remembers the chosen language; the root page sends readers to it (or to the
//    browser's preferred language) and otherwise shows both links.
(function () {
  "use strict";

  var STORAGE_KEY = "lifedoc.language";

  function remember(language) {
    try { window.localStorage.setItem(STORAGE_KEY, language); } catch (error) { /* storage may be off */ }
  }

  function remembered() {
    try { return window.localStorage.getItem(STORAGE_KEY); } catch (error) { return null; }
  }

  function withFragment(href, hash) {
    var base = href.split("#")[0];
    return hash && hash.length > 1 ? base + hash : base;
  }

  function preferredLanguage(languages, stored) {
    if (stored === "en" || stored === "ko") { return stored; }
    for (var i = 0; i < languages.length; i++) {
      var tag = String(languages[i] || "").toLowerCase();
      if (tag === "ko" || tag.indexOf("ko-") === 0) { return "ko"; }
      if (tag === "en" || tag.indexOf("en-") === 0) { return "en"; }
    }
    return "en";
  }

  function setUpSwitch(doc, location) {
    var links = doc.querySelectorAll("a[data-lang-switch]");
    Array.prototype.forEach.call(links, function (link) {
      link.addEventListener("click", function () {
        link.setAttribute("href", withFragment(link.getAttribute("href"), location.hash));
        remember(link.getAttribute("hreflang"));
      });
    });
  }

  function setUpChooser(doc, location, navigator) {
    if (!doc.body || !doc.body.hasAttribute("data-language-chooser")) { return; }
    var language = preferredLanguage(navigator.languages || [navigator.language], remembered());
    var target = doc.querySelector('a[data-language="' + language + '"]');
    if (target) { location.replace(target.getAttribute("href")); }
  }

  /** Splits `text` into plain and matched pieces: a word is matched when its terms meet `terms`. */
  function snippetPieces(text, terms, analyze) {
    var words = String(text).split(" ");
    var wanted = new Set(terms);
    var matched = words.map(function (word) { return analyze(word).some(function (t) { return wanted.has(t); }); });
    var first = Math.max(matched.indexOf(true), 0);
    var start = Math.max(0, first - 6);
    var end = Math.min(words.length, start + 24);
    var pieces = [];
    if (start > 0) { pieces.push({ text: "… ", mark: false }); }
    for (var i = start; i < end; i++) {
      pieces.push({ text: words[i], mark: matched[i] });
      if (i + 1 < end) { pieces.push({ text: " ", mark: false }); }
    }
    if (end < words.length) { pieces.push({ text: " …", mark: false }); }
    return pieces;
  }

  function setUpSearchPage(doc, location, search) {
    var page = doc.querySelector("[data-search-page]");
    if (!page || !search) { return; }
    var query = new URLSearchParams(location.search).get("q") || "";
    var input = doc.getElementById("ld-search-query");
    var status = doc.getElementById("ld-search-status");
    var list = doc.getElementById("ld-results");
    if (input) { input.value = query; }
    if (!query.trim()) { return; }
    var root = page.getAttribute("data-root") || "";
    search.search(root, query, null, 20).then(function (hits) {
      list.textContent = "";
      status.textContent = hits.length ? hits.length + " " + status.getAttribute("data-count") : status.getAttribute("data-empty");
      hits.forEach(function (hit) {
        var item = doc.createElement("li");
        item.setAttribute("data-id", hit.id);
        item.setAttribute("lang", hit.lang);
        var link = doc.createElement("a");
        link.href = root + hit.url;
        var title = doc.createElement(hit.kind === "method" ? "code" : "span");
        title.textContent = hit.title;
        link.appendChild(title);
        item.appendChild(link);
        var snippet = doc.createElement("p");
        snippetPieces(hit.text, hit.terms, search.analyze).forEach(function (piece) {
          if (piece.mark) {
            var mark = doc.createElement("mark");
            mark.textContent = piece.text;
            snippet.appendChild(mark);
          } else {
            snippet.appendChild(doc.createTextNode(piece.text));
          }
        });
        item.appendChild(snippet);
        list.appendChild(item);
      });
    }, function () {
      status.textContent = status.getAttribute("data-failed");
    });
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { withFragment: withFragment, preferredLanguage: preferredLanguage, snippetPieces: snippetPieces };
    return;
  }

  function start() {
    setUpSwitch(document, window.location);
    setUpChooser(document, window.location, window.navigator);
    setUpSearchPage(document, window.location, window.lifedocSearch);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
