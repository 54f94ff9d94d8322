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

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { withFragment: withFragment, preferredLanguage: preferredLanguage };
    return;
  }

  function start() {
    setUpSwitch(document, window.location);
    setUpChooser(document, window.location, window.navigator);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
