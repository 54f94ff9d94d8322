// lifedoc's small script: no dependencies, works from file:// and on any static host.
// 1. The language switch keeps the reader at the same section: section ids are the same in
//    both languages, so the current #fragment is carried over to the other page.
// 2. The switch remembers the chosen language; the root page sends readers to it (or to the
//    browser's preferred language) and otherwise shows both links.
// 3. Search as you type: the header box lists ranked hits under it; the search page's results
//    follow its query. Both rank with search.js, exactly as `lifedoc search` does.
// 4. The sidebar: the whole knowledge base from <lang>/nav.js, the current page marked; on narrow
//    screens the menu button opens and closes it.
// 5. Swift and Objective-C code blocks coloured by highlight.js.
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

  /** "%d개 결과" with the number put in: each language places it where it belongs. */
  function countText(pattern, n) {
    return String(pattern || "%d").split("%d").join(String(n));
  }

  /** What a hit is: its kind and, for states and methods, its life cycle ("메서드 · 씬 기반"). */
  function hitLabel(hit, labels) {
    var kind = labels["kind" + hit.kind.charAt(0).toUpperCase() + hit.kind.slice(1)] || hit.kind;
    var lifecycle = hit.lifecycle ? labels["lifecycle" + hit.lifecycle.charAt(0).toUpperCase() + hit.lifecycle.slice(1)] : "";
    return lifecycle ? kind + " · " + lifecycle : kind;
  }

  /** Calls `run` once typing has paused for `ms`. */
  function debounce(run, ms) {
    var timer = null;
    return function () {
      var args = arguments;
      clearTimeout(timer);
      timer = setTimeout(function () { run.apply(null, args); }, ms);
    };
  }

  /** A hit as a link: its title (code for a method) and what it is. */
  function hitLink(doc, hit, root, labels) {
    var link = doc.createElement("a");
    link.href = root + hit.url;
    var title = doc.createElement(hit.kind === "method" ? "code" : "span");
    title.className = "ld-hit-title";
    title.textContent = hit.title;
    link.appendChild(title);
    var what = doc.createElement("span");
    what.className = "ld-hit-kind";
    what.textContent = hitLabel(hit, labels);
    link.appendChild(doc.createTextNode(" "));
    link.appendChild(what);
    return link;
  }

  function setUpSearchPage(doc, location, search, history) {
    var page = doc.querySelector("[data-search-page]");
    var box = doc.querySelector("[data-search-box]");
    if (!page || !search) { return; }
    var labels = box ? box.dataset : {};
    var input = doc.getElementById("ld-search-query");
    var status = doc.getElementById("ld-search-status");
    var list = doc.getElementById("ld-results");
    var more = doc.getElementById("ld-more");
    var root = page.getAttribute("data-root") || "";
    var shown = 20;
    var latest = 0;
    function show(query) {
      var ticket = ++latest;
      if (!query.trim()) {
        list.textContent = "";
        status.textContent = "";
        if (more) { more.hidden = true; }
        return;
      }
      search.query(root, query, null, shown).then(function (result) {
        if (ticket !== latest) { return; }
        var hits = result.hits;
        list.textContent = "";
        status.textContent = hits.length ? countText(status.getAttribute("data-count"), result.total) : status.getAttribute("data-empty");
        if (more) { more.hidden = result.total <= hits.length; }
        hits.forEach(function (hit) {
          var item = doc.createElement("li");
          item.setAttribute("data-id", hit.id);
          item.setAttribute("lang", hit.lang);
          item.appendChild(hitLink(doc, hit, root, labels));
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
        if (ticket === latest) { status.textContent = status.getAttribute("data-failed"); }
      });
    }
    var query = new URLSearchParams(location.search).get("q") || "";
    if (input) {
      input.value = query;
      // The results follow the query as it is typed; the address keeps it, for reloading and sharing.
      input.addEventListener("input", debounce(function () {
        shown = 20;
        if (history && history.replaceState) {
          try { history.replaceState(null, "", "?q=" + encodeURIComponent(input.value)); } catch (error) { /* file:// may refuse */ }
        }
        show(input.value);
      }, 150));
    }
    if (more) {
      more.addEventListener("click", function () {
        shown += 20;
        show(input ? input.value : query);
      });
    }
    show(query);
  }

  /**
   * The header's search box: ranked hits in a list under it while the reader types (the same
   * ranking as the search page and `lifedoc search`). "/" focuses it; ↑ and ↓ move through the
   * hits; Enter opens the chosen one (or the search page); Esc closes the list.
   */
  function setUpSearchBox(doc, search, win) {
    var box = doc.querySelector("[data-search-box]");
    if (!box || !search || doc.querySelector("[data-search-page]")) {
      setUpSlash(doc, box && box.querySelector("input"));
      return;
    }
    var input = box.querySelector("input");
    var list = doc.getElementById("ld-suggest");
    var root = box.getAttribute("data-root") || "";
    var labels = box.dataset;
    var active = -1;
    var latest = 0;
    setUpSlash(doc, input);
    function options() { return list.querySelectorAll("[role=option]"); }
    function close() {
      list.hidden = true;
      list.textContent = "";
      active = -1;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    }
    function highlight(index) {
      var items = options();
      if (!items.length) { return; }
      active = (index + items.length) % items.length;
      Array.prototype.forEach.call(items, function (item, i) { item.setAttribute("aria-selected", i === active ? "true" : "false"); });
      input.setAttribute("aria-activedescendant", items[active].id);
    }
    var update = debounce(function () {
      var query = input.value;
      var ticket = ++latest;
      if (!query.trim()) { close(); return; }
      search.query(root, query, null, 8).then(function (result) {
        if (ticket !== latest || input.value !== query) { return; }
        list.textContent = "";
        active = -1;
        result.hits.forEach(function (hit, i) {
          var item = doc.createElement("li");
          item.id = "ld-suggest-" + i;
          item.setAttribute("role", "option");
          item.setAttribute("aria-selected", "false");
          item.setAttribute("data-id", hit.id);
          item.appendChild(hitLink(doc, hit, root, labels));
          list.appendChild(item);
        });
        if (result.total > result.hits.length) {
          var all = doc.createElement("li");
          all.id = "ld-suggest-all";
          all.setAttribute("role", "option");
          all.setAttribute("aria-selected", "false");
          var link = doc.createElement("a");
          link.href = box.getAttribute("action") + "?q=" + encodeURIComponent(query);
          link.textContent = countText(labels.all, result.total);
          all.appendChild(link);
          list.appendChild(all);
        }
        list.hidden = !list.children.length;
        input.setAttribute("aria-expanded", list.hidden ? "false" : "true");
      }, function () { close(); });
    }, 120);
    input.addEventListener("input", update);
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.hidden) { return; }
        event.preventDefault();
        highlight(active + (event.key === "ArrowDown" ? 1 : -1));
      } else if (event.key === "Enter" && active >= 0) {
        var link = options()[active].querySelector("a");
        if (link) {
          event.preventDefault();
          win.location.href = link.href;
        }
      } else if (event.key === "Escape" && !list.hidden) {
        // Closes the list and keeps the query (a second Esc clears the field, as search fields do).
        event.preventDefault();
        close();
      }
    });
    input.addEventListener("blur", function () {
      // Later than a click on a hit, which must still reach its link.
      setTimeout(function () { if (doc.activeElement !== input) { close(); } }, 200);
    });
  }

  /** "/" anywhere but in a text field puts the cursor in the search box, as on documentation sites. */
  function setUpSlash(doc, input) {
    if (!input) { return; }
    doc.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
      var target = event.target;
      var tag = target && target.tagName ? target.tagName.toLowerCase() : "";
      if (tag === "input" || tag === "textarea" || tag === "select" || (target && target.isContentEditable)) { return; }
      event.preventDefault();
      input.focus();
    });
  }

  /**
   * The sidebar: the tree of the whole knowledge base from `<lang>/nav.js` (loaded with a <script>,
   * so it works from file://), the current page marked and scrolled into view. The menu button
   * opens and closes it on narrow screens.
   */
  function setUpSidebar(doc, win) {
    var nav = doc.getElementById("ld-sidebar");
    var button = doc.querySelector(".ld-menu-button");
    if (button && nav) {
      button.addEventListener("click", function () {
        var open = !doc.body.classList.contains("ld-sidebar-open");
        doc.body.classList.toggle("ld-sidebar-open", open);
        button.setAttribute("aria-expanded", open ? "true" : "false");
        if (open) { scrollToCurrent(nav); }
      });
      // A click on the dimmed page beside the open drawer closes it.
      doc.addEventListener("click", function (event) {
        if (!doc.body.classList.contains("ld-sidebar-open")) { return; }
        if (nav.contains(event.target) || button.contains(event.target)) { return; }
        doc.body.classList.remove("ld-sidebar-open");
        button.setAttribute("aria-expanded", "false");
      });
      doc.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && doc.body.classList.contains("ld-sidebar-open")) {
          doc.body.classList.remove("ld-sidebar-open");
          button.setAttribute("aria-expanded", "false");
          button.focus();
        }
      });
    }
    if (!nav || !nav.getAttribute("data-nav")) { return; }
    var language = doc.documentElement.getAttribute("lang");
    var root = doc.body.getAttribute("data-root") || "";
    var current = doc.body.getAttribute("data-page-id") || "";
    var script = doc.createElement("script");
    script.src = nav.getAttribute("data-nav");
    script.onload = function () {
      var tree = win.lifedocNavigation && win.lifedocNavigation[language];
      if (tree) { drawSidebar(doc, nav, tree, root, current); }
    };
    doc.head.appendChild(script);
  }

  function drawSidebar(doc, nav, tree, root, current) {
    var marked = null;
    nav.textContent = "";
    tree.sections.forEach(function (section) {
      var box = doc.createElement("section");
      box.className = "ld-side-group";
      var heading = doc.createElement("h2");
      var headingLink = doc.createElement("a");
      headingLink.href = root + section.href;
      headingLink.textContent = section.title;
      heading.appendChild(headingLink);
      box.appendChild(heading);
      section.groups.forEach(function (group) {
        if (group.title) {
          var title = doc.createElement("h3");
          title.textContent = group.title;
          box.appendChild(title);
        }
        var list = doc.createElement("ul");
        group.items.forEach(function (item) {
          var entry = doc.createElement("li");
          var link = doc.createElement("a");
          link.href = root + item.href;
          var text = doc.createElement(item.code ? "code" : "span");
          text.textContent = item.title;
          link.appendChild(text);
          if (item.deprecated) { link.classList.add("ld-deprecated"); }
          if (item.id === current) {
            link.setAttribute("aria-current", "page");
            marked = link;
          }
          entry.appendChild(link);
          list.appendChild(entry);
        });
        box.appendChild(list);
      });
      nav.appendChild(box);
    });
    if (marked) { scrollToCurrent(nav); }
  }

  /** Scrolls the sidebar (never the page) to the current page's link, when it is shown. */
  function scrollToCurrent(nav) {
    var marked = nav.querySelector('a[aria-current="page"]');
    if (marked && nav.scrollHeight > nav.clientHeight) {
      nav.scrollTop = Math.max(0, marked.offsetTop - nav.offsetTop - nav.clientHeight / 2);
    }
  }

  /** Colours Swift and Objective-C code blocks with highlight.js (Templates/assets/highlight.js). */
  function highlightCode(doc, hljs) {
    if (!hljs) { return; }
    // highlight.js 9 (Debian's) logs an end-of-life notice on first use; the bundle is ours, kept.
    hljs.configure({ hideUpgradeWarningAcceptNoSupportOrSecurityUpdates: true });
    Array.prototype.forEach.call(doc.querySelectorAll('pre code[class*="language-"]'), function (block) {
      hljs.highlightBlock(block);
    });
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = {
      withFragment: withFragment, preferredLanguage: preferredLanguage, snippetPieces: snippetPieces,
      countText: countText, hitLabel: hitLabel
    };
    return;
  }

  function start() {
    setUpSwitch(document, window.location);
    setUpChooser(document, window.location, window.navigator);
    setUpSearchPage(document, window.location, window.lifedocSearch, window.history);
    setUpSearchBox(document, window.lifedocSearch, window);
    setUpSidebar(document, window);
    highlightCode(document, window.hljs);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
