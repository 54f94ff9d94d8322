// lifedoc's light/dark switch. Loaded in <head> without defer, so that the stored choice is on
// <html data-theme> before the first paint (no flash of the other theme).
//
// - A stored choice (localStorage "lifedoc.theme": "light" or "dark") sets <html data-theme>; the
//   stylesheet then forces that theme.
// - With no stored choice, <html> has no data-theme and the stylesheet follows the system's
//   prefers-color-scheme (live, also when it changes while the page is open).
// - [data-theme-toggle] buttons switch to the other theme and store the choice; each names the
//   theme it switches to (data-label-dark / data-label-light); the label alone says it, so no aria-pressed.
// localStorage may throw (file:// in some browsers, privacy modes): the switch then still works
// for the page at hand, it just is not remembered.
(function () {
  "use strict";

  var KEY = "lifedoc.theme";
  var root = document.documentElement;

  function stored() {
    try {
      var value = window.localStorage.getItem(KEY);
      return value === "light" || value === "dark" ? value : null;
    } catch (error) {
      return null;
    }
  }

  function store(theme) {
    try { window.localStorage.setItem(KEY, theme); } catch (error) { /* storage may be off */ }
  }

  function systemQuery() {
    try {
      return window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    } catch (error) {
      return null;
    }
  }

  /** The theme in effect: the page's own choice, or else the system's. */
  function current() {
    var chosen = root.getAttribute("data-theme");
    if (chosen === "light" || chosen === "dark") { return chosen; }
    var query = systemQuery();
    return query && query.matches ? "dark" : "light";
  }

  function updateButtons() {
    var theme = current();
    var buttons = document.querySelectorAll("[data-theme-toggle]");
    Array.prototype.forEach.call(buttons, function (button) {
      var next = theme === "dark" ? "light" : "dark";
      var label = button.getAttribute(next === "dark" ? "data-label-dark" : "data-label-light");
      if (label) { button.textContent = label; }
    });
  }

  function choose(theme) {
    root.setAttribute("data-theme", theme);
    store(theme);
    updateButtons();
  }

  // Before the first paint. "ld-js" tells the stylesheet that scripts run (the menu button works).
  if (root.classList) { root.classList.add("ld-js"); }
  var initial = stored();
  if (initial) { root.setAttribute("data-theme", initial); }

  function start() {
    var buttons = document.querySelectorAll("[data-theme-toggle]");
    Array.prototype.forEach.call(buttons, function (button) {
      button.addEventListener("click", function () {
        choose(current() === "dark" ? "light" : "dark");
      });
    });
    updateButtons();
    var query = systemQuery();
    if (query) {
      if (query.addEventListener) { query.addEventListener("change", updateButtons); }
      else if (query.addListener) { query.addListener(updateButtons); }
    }
    // A choice made in another tab of the same site.
    window.addEventListener("storage", function (event) {
      if (event.key !== KEY) { return; }
      if (event.newValue === "light" || event.newValue === "dark") { root.setAttribute("data-theme", event.newValue); }
      else { root.removeAttribute("data-theme"); }
      updateButtons();
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
