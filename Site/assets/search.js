// lifedoc search, in the browser: the analyser (kept equal to Swift's LifedocSearch.Analyzer by
// Tests/Search/analyzer-vectors.json), no dependencies, works from file://.
(function (root) {
  "use strict";

  var ENGLISH_STOP_WORDS = new Set(["a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "are", "be", "was", "were", "it", "its", "this", "that", "with", "as", "from", "into", "what", "how", "do", "does", "you", "your", "my", "me", "we", "can", "should", "when", "func", "void", "optional", "override", "objc", "public", "private", "static", "var", "let"]);
  var KOREAN_SUFFIXES = ["되나요", "하나요", "습니다", "되었을", "되었다", "했었다", "합니다", "됩니다", "하세요", "에서는", "에서도", "으로는", "으로도", "이라는", "에서", "으로", "에게", "한테", "까지", "부터", "처럼", "보다", "이랑", "에는", "에도", "로는", "로도", "와는", "과는", "하기", "하는", "하다", "하면", "하여", "해서", "했을", "했다", "한다", "되는", "되다", "되면", "되어", "돼서", "됐을", "된다", "이란", "이며", "이고", "나요", "세요", "까요", "은", "는", "이", "가", "을", "를", "에", "의", "와", "과", "도", "만", "로", "랑", "할", "한", "함", "된", "될", "됨"].sort(function (a, b) { return b.length - a.length; });
  var KOREAN_SUFFIX_SET = new Set(KOREAN_SUFFIXES);
  var KOREAN_STOP_WORDS = new Set(["때", "수", "것", "등", "및", "더", "그", "이", "저", "경우", "있다", "있는", "없는", "하", "되"]);
  var CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";

  function runKind(code) {
    if ((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A) || code === 0x5F) { return 1; }
    if (code >= 0xAC00 && code <= 0xD7A3) { return 2; }
    if ((code >= 0x3131 && code <= 0x314E) || (code >= 0x1100 && code <= 0x1112)) { return 3; }
    return 0;
  }

  function isUpper(c) { return c >= "A" && c <= "Z"; }
  function isLower(c) { return c >= "a" && c <= "z"; }
  function isDigit(c) { return c >= "0" && c <= "9"; }

  function camelParts(run) {
    var parts = [];
    var current = "";
    for (var i = 0; i < run.length; i++) {
      var c = run[i];
      if (c === "_") {
        if (current) { parts.push(current); current = ""; }
        continue;
      }
      if (current) {
        var previous = current[current.length - 1];
        var next = i + 1 < run.length ? run[i + 1] : "";
        var boundary = (isUpper(c) && (isLower(previous) || isDigit(previous))) ||
          (isUpper(c) && isUpper(previous) && next !== "" && isLower(next)) ||
          (isDigit(c) !== isDigit(previous));
        if (boundary) { parts.push(current); current = ""; }
      }
      current += c;
    }
    if (current) { parts.push(current); }
    return parts;
  }

  function undouble(w) {
    var n = w.length;
    if (n >= 3 && w[n - 1] === w[n - 2] && "aeiouylsz".indexOf(w[n - 1]) < 0) { return w.slice(0, -1); }
    return w;
  }

  function stem(word) {
    var w = word;
    if (w.length < 4 || !/^[a-z]+$/.test(w)) { return word; }
    var ends = function (s) { return w.length >= s.length && w.slice(w.length - s.length) === s; };
    if (ends("ies") && w.length > 4) {
      w = w.slice(0, -3) + "y";
    } else if (ends("sses")) {
      w = w.slice(0, -2);
    } else if (ends("es") && "sxz".indexOf(w[w.length - 3]) >= 0) {
      w = w.slice(0, -2);
    } else if (ends("ches") || ends("shes")) {
      w = w.slice(0, -2);
    } else if (ends("s") && !ends("ss") && !ends("us") && !ends("is")) {
      w = w.slice(0, -1);
    }
    if (ends("ing") && w.length - 3 >= 3) {
      w = undouble(w.slice(0, -3));
    } else if (ends("ed") && w.length - 2 >= 3) {
      w = undouble(w.slice(0, -2));
    }
    if (ends("e") && w.length >= 4) { w = w.slice(0, -1); }
    return w;
  }

  function stripKorean(word) {
    for (var i = 0; i < KOREAN_SUFFIXES.length; i++) {
      var suffix = KOREAN_SUFFIXES[i];
      if (word.length <= suffix.length) { continue; }
      if (suffix.length === 1 && word.length < 2) { continue; }
      if (word.slice(word.length - suffix.length) === suffix) { return word.slice(0, word.length - suffix.length); }
    }
    return word;
  }

  function initials(word) {
    var result = "";
    for (var i = 0; i < word.length; i++) { result += CHOSEONG[Math.floor((word.charCodeAt(i) - 0xAC00) / 588)]; }
    return result;
  }

  function compatibility(jamo) {
    var result = "";
    for (var i = 0; i < jamo.length; i++) {
      var code = jamo.charCodeAt(i);
      result += code >= 0x1100 && code <= 0x1112 ? CHOSEONG[code - 0x1100] : jamo[i];
    }
    return result;
  }

  function identifierTerms(run, terms) {
    var parts = camelParts(run);
    parts.forEach(function (part) {
      if (part.length < 2) { return; }
      var word = part.toLowerCase();
      if (ENGLISH_STOP_WORDS.has(word)) { return; }
      terms.push("w:" + stem(word));
    });
    if (parts.length > 1) { terms.push("i:" + parts.join("").toLowerCase()); }
  }

  function hangulTerms(run, terms) {
    if (KOREAN_SUFFIX_SET.has(run)) { return; }
    var word = stripKorean(run);
    if (!word || KOREAN_STOP_WORDS.has(word)) { return; }
    terms.push("w:" + word);
    if (word.length >= 2) {
      for (var i = 0; i < word.length - 1; i++) { terms.push("g:" + word.slice(i, i + 2)); }
      terms.push("c:" + initials(word));
    }
  }

  /** The search terms of `text`, as Swift's Analyzer.terms gives them. */
  function analyze(text) {
    var terms = [];
    var run = "";
    var kind = 0;
    function flush() {
      if (kind === 1) { identifierTerms(run, terms); }
      else if (kind === 2) { hangulTerms(run, terms); }
      else if (kind === 3 && run.length >= 2) { terms.push("c:" + compatibility(run)); }
      run = "";
      kind = 0;
    }
    for (var ch of String(text).normalize("NFKC")) {
      var k = runKind(ch.codePointAt(0));
      if (k !== kind) { flush(); }
      kind = k;
      if (k !== 0) { run += ch; }
    }
    flush();
    return terms;
  }

  var api = { analyze: analyze, stem: stem };
  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
  } else {
    root.lifedocSearch = api;
  }
})(typeof window !== "undefined" ? window : this);
