// lifedoc search, in the browser: the analyser (kept equal to Swift's LifedocSearch.Analyzer by
// Tests/Search/analyzer-vectors.json), no dependencies, works from file://.
(function (root) {
  "use strict";

  var ENGLISH_STOP_WORDS = new Set(["a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "are", "be", "was", "were", "it", "its", "this", "that", "with", "as", "from", "into", "what", "how", "do", "does", "you", "your", "my", "me", "we", "can", "should", "when", "why", "where", "which", "who", "there", "if", "am", "any", "so", "i", "while", "still", "just", "also", "has", "have", "had", "been", "being", "they", "them", "their", "our", "us", "these", "those", "than", "too", "very", "get", "gets", "got", "getting", "func", "void", "optional", "override", "objc", "public", "private", "static", "var", "let"]);
  var KOREAN_SUFFIXES = ["되나요", "하나요", "습니다", "되었을", "되었다", "했었다", "합니다", "됩니다", "하세요", "에서는", "에서도", "으로는", "으로도", "이라는", "에서", "으로", "에게", "한테", "까지", "부터", "처럼", "보다", "이랑", "에는", "에도", "로는", "로도", "와는", "과는", "하기", "하는", "하다", "하면", "하여", "해서", "했을", "했다", "한다", "되는", "되다", "되면", "되어", "돼서", "됐을", "된다", "이란", "이며", "이고", "나요", "세요", "까요", "하려면", "되려면", "했는데", "하는데", "되는데", "됐는데", "해야", "돼야", "해요", "돼요", "려면", "되기", "하고", "되고", "해도", "돼도", "는데", "은", "는", "이", "가", "을", "를", "에", "의", "와", "과", "도", "만", "로", "랑", "할", "한", "함", "된", "될", "됨", "돼"].sort(function (a, b) { return b.length - a.length; });
  var KOREAN_SUFFIX_SET = new Set(KOREAN_SUFFIXES);
  var KOREAN_STOP_WORDS = new Set(["때", "수", "것", "등", "및", "더", "그", "이", "저", "경우", "있다", "있는", "없는", "하", "되", "어떻게", "왜", "뭐", "뭐야", "뭘", "무엇", "어디", "어디서", "어디에", "언제", "무슨", "어느", "어떤", "하나요", "있나요", "건가요", "인가요", "뭔가요", "뭔지", "궁금", "좀", "여러", "개", "중", "번", "모든", "각", "각각", "이런", "그런", "저런", "같은", "위해", "통해", "대해", "관련", "그냥", "제일", "젤", "가장", "혹시", "정말", "진짜", "정확히", "정확하게", "도대체", "대체", "딱", "막", "뭐고", "거", "건", "걸"]);
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
    return productNamesJoined(parts);
  }

  /** Apple's product names that camelCase would split (see Swift's productNames). */
  var PRODUCT_NAMES = ["icloud", "imessage", "ios", "ipad", "ipados", "iphone", "ipod", "itunes", "macos", "tvos", "visionos", "watchos"];

  /** Apple's product names made one word again: iPad, iOS, macOS (see Swift's productNamesJoined). */
  function productNamesJoined(parts) {
    var joined = [];
    var index = 0;
    while (index < parts.length) {
      var length = [3, 2].filter(function (n) {
        return index + n <= parts.length && PRODUCT_NAMES.indexOf(parts.slice(index, index + n).join("").toLowerCase()) >= 0;
      })[0] || 1;
      joined.push(parts.slice(index, index + length).join(""));
      index += length;
    }
    return joined;
  }

  // ---- English stems: Snowball's English stemmer (see Swift's EnglishStemmer) ----

  var STEM_EXCEPTIONS = {
    skis: "ski", skies: "sky", idly: "idl", gently: "gentl", ugly: "ugli", early: "earli", only: "onli", singly: "singl",
    sky: "sky", news: "news", howe: "howe", atlas: "atlas", cosmos: "cosmos", bias: "bias", andes: "andes"
  };
  // Words kept apart from a word of this domain they mean nothing like (see Swift's Analyzer.keptApart).
  var KEPT_APART = { activity: "activity", activities: "activity" };
  var STEM_R1_PREFIXES = ["gener", "commun", "arsen", "past", "univers", "later", "emerg", "organ", "inter"];
  var STEP_2 = [
    ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["abli", "able"], ["entli", "ent"],
    ["ization", "ize"], ["izer", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["aliti", "al"], ["alli", "al"],
    ["fulness", "ful"], ["ousli", "ous"], ["ousness", "ous"], ["iveness", "ive"], ["iviti", "ive"], ["biliti", "ble"],
    ["bli", "ble"], ["ogist", "og"], ["fulli", "ful"], ["lessli", "less"], ["ogi", "og"], ["li", ""]
  ];
  var STEP_3 = [
    ["ational", "ate"], ["tional", "tion"], ["alize", "al"], ["icate", "ic"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""],
    ["ness", ""], ["ative", ""]
  ];
  var STEP_4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion"];

  /** The stem of a lowercase word; a word with other characters than a-z is its own stem. */
  function stem(word) {
    if (word.length <= 2 || !/^[a-z]+$/.test(word)) { return word; }
    if (Object.prototype.hasOwnProperty.call(STEM_EXCEPTIONS, word)) { return STEM_EXCEPTIONS[word]; }
    var w = word.split("");
    var isVowel = function (i) { return "aeiouy".indexOf(w[i]) >= 0; };
    if (w[0] === "y") { w[0] = "Y"; }
    for (var i = 1; i < w.length; i++) { if (w[i] === "y" && isVowel(i - 1)) { w[i] = "Y"; } }
    var region = function (start) {
      for (var j = start; j + 1 < w.length; j++) { if (isVowel(j) && !isVowel(j + 1)) { return j + 2; } }
      return w.length;
    };
    var text = function () { return w.join(""); };
    var r1 = null;
    STEM_R1_PREFIXES.forEach(function (prefix) { if (r1 === null && text().indexOf(prefix) === 0) { r1 = prefix.length; } });
    if (r1 === null) { r1 = region(0); }
    var r2 = region(r1);
    var ends = function (s) { return w.length >= s.length && w.slice(w.length - s.length).join("") === s; };
    var replace = function (s, r) { w = w.slice(0, w.length - s.length).concat(r.split("")); };
    var inR1 = function (s) { return w.length - s.length >= r1; };
    var inR2 = function (s) { return w.length - s.length >= r2; };
    var longest = function (list, key) {
      var found = null;
      list.forEach(function (entry) { var s = key(entry); if (ends(s) && (found === null || s.length > key(found).length)) { found = entry; } });
      return found;
    };
    var isShortSyllable = function (end) {
      if (end >= 3 && w.slice(end - 3, end + 1).join("") === "past") { return true; }
      if (end === 1) { return isVowel(0) && !isVowel(1); }
      if (end < 2) { return false; }
      return !isVowel(end - 2) && isVowel(end - 1) && !isVowel(end) && "wxY".indexOf(w[end]) < 0;
    };
    var isShort = function () { return r1 === w.length && isShortSyllable(w.length - 1); };
    // Step 1a.
    if (ends("sses")) {
      replace("sses", "ss");
    } else if (ends("ied") || ends("ies")) {
      replace("ies", w.length > 4 ? "i" : "ie");
    } else if (ends("us") || ends("ss")) {
      // unchanged
    } else if (ends("s")) {
      if (w.length >= 3 && w.slice(0, w.length - 2).some(function (c) { return "aeiouy".indexOf(c) >= 0; })) { w.pop(); }
    }
    // Step 1b.
    var before = text();
    if (ends("eedly") || ends("eed")) {
      var e = ends("eedly") ? "eedly" : "eed";
      if (inR1(e) && ["proc", "exc", "succ"].indexOf(before.slice(0, before.length - e.length)) < 0) { replace(e, "ee"); }
    } else if (ends("ing") && w.length === 5 && (w[1] === "y" || w[1] === "Y") && !isVowel(0)) {
      replace("ying", "ie");
    } else if (ends("ing") && ["inn", "out", "cann", "herr", "earr", "even"].indexOf(before.slice(0, -3)) >= 0) {
      // unchanged
    } else {
      var suffix = ["ingly", "edly", "ing", "ed"].filter(ends)[0];
      if (suffix && w.slice(0, w.length - suffix.length).some(function (c) { return "aeiouy".indexOf(c) >= 0; })) {
        w = w.slice(0, w.length - suffix.length);
        var last = w[w.length - 1];
        if (ends("at") || ends("bl") || ends("iz")) {
          w.push("e");
        } else if (w.length >= 2 && last === w[w.length - 2] && "bdfgmnprt".indexOf(last) >= 0) {
          if (!(w.length === 3 && "aeo".indexOf(w[0]) >= 0)) { w.pop(); }
        } else if (isShort()) {
          w.push("e");
        }
      }
    }
    // Step 1c.
    var final = w[w.length - 1];
    if ((final === "y" || final === "Y") && w.length > 2 && !isVowel(w.length - 2)) { w[w.length - 1] = "i"; }
    // Step 2.
    var two = longest(STEP_2, function (entry) { return entry[0]; });
    if (two && inR1(two[0])) {
      if (two[0] === "ogi") {
        if (w.length >= 4 && w[w.length - 4] === "l") { replace(two[0], two[1]); }
      } else if (two[0] === "li") {
        if (w.length >= 3 && "cdeghkmnrt".indexOf(w[w.length - 3]) >= 0) { replace(two[0], two[1]); }
      } else {
        replace(two[0], two[1]);
      }
    }
    // Step 3.
    var three = longest(STEP_3, function (entry) { return entry[0]; });
    if (three && inR1(three[0]) && (three[0] !== "ative" || inR2(three[0]))) { replace(three[0], three[1]); }
    // Step 4.
    var four = longest(STEP_4, function (entry) { return entry; });
    if (four && inR2(four)) {
      if (four === "ion") {
        if (w.length >= 4 && (w[w.length - 4] === "s" || w[w.length - 4] === "t")) { w = w.slice(0, -3); }
      } else {
        w = w.slice(0, w.length - four.length);
      }
    }
    // Step 5.
    if (ends("e")) {
      if (inR2("e") || (inR1("e") && !isShortSyllable(w.length - 2))) { w.pop(); }
    } else if (ends("l") && inR2("l") && w.length >= 2 && w[w.length - 2] === "l") {
      w.pop();
    }
    return text().replace(/Y/g, "y");
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
      terms.push("w:" + (Object.prototype.hasOwnProperty.call(KEPT_APART, word) ? KEPT_APART[word] : stem(word)));
    });
    if (parts.length > 1) { terms.push("i:" + parts.join("").toLowerCase()); }
  }

  // ---- Korean stems (see Swift's KoreanStem.swift) ----

  var KOREAN_ENDINGS = ["으려면", "으니까", "려면", "으면", "니까", "지만", "아서", "어서", "여서", "아도", "어도", "여도", "다가", "도록", "려고",
    "면", "고", "지", "게", "서", "기", "음", "요", "죠", "며"];

  /** The stem of a Hangul word without its particle (as an array of characters), or null when it is the word itself. */
  function koreanStem(word) {
    var stem = word.slice();
    var cut = false;
    for (var i = 0; i < KOREAN_ENDINGS.length; i++) {
      var ending = Array.from(KOREAN_ENDINGS[i]);
      if (stem.length > ending.length && stem.slice(stem.length - ending.length).join("") === ending.join("")) {
        stem = stem.slice(0, stem.length - ending.length);
        cut = true;
        break;
      }
    }
    var code = stem[stem.length - 1].codePointAt(0);
    if (code < 0xAC00 || code > 0xD7A3) { return null; }
    var index = code - 0xAC00;
    var initial = Math.floor(index / 588), vowel = Math.floor((index % 588) / 28), final = index % 28;
    if (final === 20) {
      final = 0;
    } else if (!cut && stem.length >= 3 && (final === 4 || final === 8 || final === 16)) {
      final = 0;
    }
    if (final === 0) {
      if (vowel === 9) { vowel = 8; } else if (vowel === 14) { vowel = 13; } else if (vowel === 10) { vowel = 11; } else if (vowel === 6) { vowel = 20; } else if (vowel === 1 && initial === 18) { vowel = 0; }
    }
    stem[stem.length - 1] = String.fromCodePoint(0xAC00 + initial * 588 + vowel * 28 + final);
    if (stem.length >= 3 && (stem[stem.length - 1] === "하" || stem[stem.length - 1] === "되")) { stem.pop(); }
    return stem.join("") === word.join("") || stem.length < 2 ? null : stem;
  }

  function hangulTerms(run, terms) {
    if (KOREAN_SUFFIX_SET.has(run)) { return; }
    var word = stripKorean(run);
    if (!word || KOREAN_STOP_WORDS.has(word)) { return; }
    terms.push("w:" + word);
    var wordStem = koreanStem(Array.from(word));
    if (wordStem) { terms.push("s:" + wordStem.join("")); }
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

  // ---- Query: the same steps, numbers and order as Swift's SearchIndex.search ----

  var SYMBOL_BOOST = 20;
  var CORRECTED_SYMBOL_BOOST = 16;
  var EVENT_WORD_WEIGHT = 1;
  var EVENT_METHOD_FACTOR = 2.5;
  var TYPED_NAME_WEIGHT = 0.9;
  var HOW_TO_FACTOR = 1.6;
  var KOREAN_TOPIC_METHOD_FACTOR = 0.72;
  var OTHER_LANGUAGE_FACTOR = 0.6;
  var COMPARISON_GUIDE_FACTOR = 2;
  var STATE_QUESTION_FACTOR = 1.6;
  var STATE_AFTER_MOMENT_FACTOR = 1.5;
  var NAMED_DOCUMENTS_MAXIMUM = 8;
  var HOW_TO_SYMBOL_BOOST_FACTOR = 0.3;
  var TIMING_WORDS = ["w:will", "w:did"];
  var SECONDARY_EVENT_WORD_FACTOR = 0.5;
  var PHRASE_TOPIC_FACTOR = 0.5;
  var SENDERS = ["application", "scene", "windowscene"];
  var SPECIFIED_MOMENTS = ["w:open"];
  var STEM_WEIGHT = 0.6;
  var TITLE_MATCH_BOOST = 10;
  var TITLE_WORDS_BOOST = 8;
  var TITLE_KEY_MAXIMUM_WORDS = 8;
  var CONTRADICTION_FACTOR = 0.5;
  var NEIGHBOUR_FACTOR = 2.0;
  var NAMED_NEIGHBOUR_FACTOR = 0.3;
  var OTHER_LIFECYCLE_FACTOR = 0.8;
  var UNNAMED_LIFECYCLE_FACTOR = 0.8;

  // ---- The event lexicon (see Swift's SearchIndex+Lexicon.swift) ----

  /** Hangul runs (as arrays of characters) and lowercase ASCII letter runs of a query, in order. */
  function lexiconRuns(query) {
    var hangul = [], latin = [], run = [], kind = 0;
    function flush() {
      if (kind === 1) { hangul.push(run); } else if (kind === 2) { latin.push(run.join("").toLowerCase()); }
      run = [];
      kind = 0;
    }
    for (var ch of String(query).normalize("NFKC")) {
      var code = ch.codePointAt(0);
      var next = code >= 0xAC00 && code <= 0xD7A3 ? 1 : ((code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A)) ? 2 : 0;
      if (next !== kind) { flush(); }
      kind = next;
      if (next !== 0) { run.push(ch); }
    }
    flush();
    return { hangul: hangul, latin: latin };
  }

  /** Whether a Korean form (array of syllables) matches a query word: its start, last syllable conjugated. */
  function koreanForm(form, word, inPhrase) {
    if (!form.length || word.length < form.length) { return false; }
    if (form.length === 1 && !inPhrase) { return stripKorean(word.join("")) === form[0]; }
    for (var i = 0; i < form.length - 1; i++) { if (form[i] !== word[i]) { return false; } }
    var a = form[form.length - 1].charCodeAt(0) - 0xAC00, b = word[form.length - 1].charCodeAt(0) - 0xAC00;
    if (a < 0 || a >= 11172 || b < 0 || b >= 11172) { return form[form.length - 1] === word[form.length - 1]; }
    if (Math.floor(a / 28) === Math.floor(b / 28)) {
      if (a % 28 === b % 28) { return true; }
      if (a % 28 !== 0) { return false; }
      // A final ㄹ before a syllable that starts with a vowel is the stem's own (see Swift's koreanForm).
      if (b % 28 === 8 && word.length > form.length) {
        var next = word[form.length].charCodeAt(0) - 0xAC00;
        if (next >= 0 && next < 11172 && Math.floor(next / 588) === 11) { return false; }
      }
      return true;
    }
    // A stem ending in a vowel, contracted with 어/아 (see Swift's koreanForm and contractedVowels).
    if (a % 28 !== 0 || Math.floor(a / 588) !== Math.floor(b / 588)) { return false; }
    var vowel = Math.floor((a % 588) / 28), contracted = Math.floor((b % 588) / 28), initial = Math.floor(a / 588);
    return CONTRACTED_VOWELS.some(function (c) { return c[0] === vowel && c[1] === contracted && (c[2] === null || c[2] === initial); });
  }
  var CONTRACTED_VOWELS = [[20, 6, null], [8, 9, null], [13, 14, null], [11, 10, null], [18, 4, null], [18, 0, null], [0, 1, 18]];

  /** The analysed words of the app delegate's and the scene's method names (w:applic: name words
   * are stemmed like every other word), analysed once (see Swift's applicationTerm, sceneTerm). */
  var NAME_WORDS = null;
  function nameWords() {
    if (!NAME_WORDS) {
      var first = function (word) { return analyze(word).filter(function (t) { return t.slice(0, 2) === "w:"; })[0]; };
      NAME_WORDS = { application: first("application"), scene: first("scene"), enter: first("enter") };
    }
    return NAME_WORDS;
  }

  /** Whether a word (array of syllables) is 되다 or 하다 alone, conjugated (see Swift's isLightVerb). */
  function isLightVerb(word) {
    if (!word.length || word.length > 3) { return false; }
    var syllable = word[0].charCodeAt(0) - 0xAC00;
    if (syllable < 0 || syllable >= 11172) { return false; }
    var initial = Math.floor(syllable / 588), vowel = Math.floor((syllable % 588) / 28);
    return (initial === 3 && (vowel === 11 || vowel === 10)) || (initial === 18 && (vowel === 0 || vowel === 1));
  }

  /** Whether the Korean word at `index` ends a life-cycle moment (see Swift's saysAMoment). */
  function saysAMoment(hangul, index, lexicon, markers) {
    var range = momentClause(hangul, index, lexicon, markers);
    if (!range) { return false; }
    var clause = hangul.slice(range[0], range[1]);
    // A phrase says the moment when it reaches into the words that say it (see Swift's).
    return (lexicon.words || []).some(function (entry) {
      return entry.ko.some(function (form) {
        return form.indexOf(" ") >= 0
          ? phraseMatches(form, hangul).some(function (place) { return place[0] < range[1] && range[0] < place[1]; })
          : phraseMatches(form, clause).length > 0;
      });
    });
  }

  /** The [start, end) of the words saying what happens at the moment the word at `index` marks, or null (see Swift's momentClause). */
  function momentClause(hangul, index, lexicon, markers) {
    var word = hangul[index];
    var text = word.join("");
    if ((lexicon.notMarkers || []).some(function (not) { return text.length >= not.length && text.slice(text.length - not.length) === not; })) {
      return null;
    }
    var marker = markers.filter(function (m) {
      return word.length >= m.length && word.slice(word.length - m.length).join("") === m.join("");
    })[0];
    if (!marker) { return null; }
    var end = word.length === marker.length ? index : index + 1;
    if (end <= 0) { return null; }
    return isLightVerb(hangul[end - 1]) ? [Math.max(0, end - 3), end] : [end - 1, end];
  }

  /** Whether a lexicon entry names no event, only a timing or the app (see Swift's isNeutral). */
  function isNeutral(entry) {
    return entry.en.every(function (word) { return TIMING_WORDS.indexOf(word) >= 0 || word === nameWords().application; });
  }

  /** Where the lexicon form `form` matches in `hangul`, as [start, end) pairs (see Swift's phraseMatches). */
  function phraseMatches(form, hangul) {
    var parts = form.split(" ").filter(function (part) { return part.length > 0; }).map(function (part) { return Array.from(part); });
    var found = [];
    if (!parts.length) { return found; }
    for (var start = 0; start + parts.length <= hangul.length; start++) {
      if (parts.every(function (part, offset) { return phrasePart(part, hangul[start + offset], offset, parts.length); })) { found.push([start, start + parts.length]); }
    }
    return found;
  }

  var PHRASE_PARTICLES = ["을", "를", "이", "가", "은", "는", "도"];

  /** Whether the `offset`th of a phrase's `count` words matches `word` (see Swift's phrasePart). */
  function phrasePart(part, word, offset, count) {
    if (count === 1) { return koreanForm(part, word); }
    if (offset === count - 1) { return koreanForm(part, word, true); }
    if (part.length > 1) { return koreanForm(part, word); }
    return word.length >= 1 && word[0] === part[0] && (word.length === 1 || (word.length === 2 && PHRASE_PARTICLES.indexOf(word[1]) >= 0));
  }

  // ---- What a query rules out (see Swift's SearchIndex+Except.swift) ----

  var EXCEPTED_CLAUSE_WORDS = 3;
  var EXCEPTED_PHRASE_WORDS = 3;
  var EXCEPTION_STOPS = ["but", "where", "what", "when", "which", "how", "is", "are", "do", "does", "should", "to", "i"];
  var EXCEPTION_SPACES = /[ \t\n\r\u000B\u000C\u00A0\u3000]+/u;

  /** A query word lowercased and composed, without the punctuation around it (see Swift's bareWord). */
  function bareWord(word) {
    return String(word).normalize("NFC").toLowerCase().replace(/^\p{P}+|\p{P}+$/gu, "");
  }

  /** The query split by the lexicon's `except` words: { kept, ruledOut } (see Swift's exception). */
  function exception(query, lexicon) {
    var except = (lexicon && lexicon.except) || {};
    var korean = (except.ko || []).filter(function (w) { return w.length > 0; });
    var english = (except.en || []).map(function (p) { return p.split(" ").filter(Boolean); }).filter(function (p) { return p.length > 0; });
    if (!korean.length && !english.length) { return { kept: query, ruledOut: "" }; }
    var words = String(query).normalize("NFC").split(EXCEPTION_SPACES).filter(Boolean);
    var bare = words.map(bareWord);
    var ruled = words.map(function () { return false; });
    var dropped = ruled.slice();
    var kept = words.slice();
    var endings = (except.not || []).filter(function (w) { return w.length > 0; });
    var markers = ((lexicon.markers && lexicon.markers.ko) || []).filter(function (m) { return m.length > 0; });
    var notMarkers = lexicon.notMarkers || [];
    var names = (lexicon.scene || []).concat(lexicon.app || [], lexicon.sceneDelegate || []).filter(function (n) { return n.length > 0; });
    var without = (lexicon.without || []).filter(function (n) { return n.length > 0; });
    function endsWith(text, suffix) { return text.length >= suffix.length && text.slice(text.length - suffix.length) === suffix; }
    function length(text) { return Array.from(text).length; }
    function dropLast(count, text) { var chars = Array.from(text); return chars.slice(0, chars.length - count).join(""); }
    // A word that says whose the moment is, not the moment: the clause stops before it (see Swift's).
    function namesWhose(word) {
      var latin = (/^[a-z]*/i.exec(word) || [""])[0];
      return names.some(function (name) { return /^[\x00-\x7f]*$/.test(name) ? latin === name : word.indexOf(name) === 0; }) ||
        without.some(function (w) { return word.indexOf(w) === 0; });
    }
    for (var index = 0; index < words.length; index++) {
      var phrase = null;
      for (var p = 0; p < english.length && !phrase; p++) {
        var candidate = english[p];
        if (index + candidate.length <= bare.length && candidate.every(function (w, i) { return bare[index + i] === w; })) { phrase = candidate; }
      }
      if (phrase) {
        var start = index + phrase.length, end = start;
        while (end < words.length && end - start < EXCEPTED_PHRASE_WORDS && !dropped[end] &&
               (end === start || EXCEPTION_STOPS.indexOf(bare[end]) < 0)) {
          end += 1;
          if (endsWith(words[end - 1], ",")) { break; }
        }
        if (end <= start) { continue; }
        for (var d = index; d < start; d++) { dropped[d] = true; }
        for (var r = start; r < end; r++) { ruled[r] = true; }
        index = end - 1;
        continue;
      }
      var marker = null;
      for (var k = 0; k < korean.length && marker === null; k++) { if (endsWith(bare[index], korean[k])) { marker = korean[k]; } }
      if (marker === null) { continue; }
      var joined = length(bare[index]) > length(marker);
      var last = joined ? index : index - 1;
      if (last < 0 || dropped[last] || (!joined && ruled[last])) { continue; }
      var word = joined ? dropLast(length(marker), bare[index]) : bare[last];
      if (endings.some(function (e) { return endsWith(word, e); })) { continue; }
      if (joined) {
        // Joined to the word it rules out: that word is what is left of it.
        var chars = Array.from(words[index]);
        while (chars.length && /^\p{P}$/u.test(chars[chars.length - 1])) { chars.pop(); }
        kept[index] = dropLast(length(marker), chars.join(""));
      } else {
        dropped[index] = true;
      }
      ruled[last] = true;
      // A moment (처음 켤 때) is ruled out with the words that say it.
      var saysMoment = markers.some(function (m) { return endsWith(word, m); }) && !notMarkers.some(function (m) { return endsWith(word, m); });
      if (!saysMoment) { continue; }
      var first = last;
      while (first > 0 && last - (first - 1) <= EXCEPTED_CLAUSE_WORDS && !ruled[first - 1] && !dropped[first - 1] &&
             !namesWhose(bare[first - 1]) && !endsWith(words[first - 1], ",")) {
        first -= 1;
        ruled[first] = true;
      }
    }
    var keptWords = kept.filter(function (_, i) { return !ruled[i] && !dropped[i]; });
    if (ruled.indexOf(true) < 0 || !keptWords.length) { return { kept: query, ruledOut: "" }; }
    return { kept: keptWords.join(" "), ruledOut: kept.filter(function (_, i) { return ruled[i]; }).join(" ") };
  }

  /** The English name words and event shape of a query (see Swift's lexiconMatch). */
  function lexiconMatch(query, lexicon) {
    lexicon = lexicon || { words: [], markers: {}, notMarkers: [], questions: [], abbreviations: {} };
    // What the query rules out (말고, instead of) says nothing of what it asks.
    query = exception(query, lexicon).kept;
    var runs = lexiconRuns(query);
    // A query that ends with a moment asks about it; one that goes on after it asks for the work
    // to do then (see Swift's lexiconMatch and saysAMoment).
    var markers = (lexicon.markers.ko || []).map(function (m) { return Array.from(m); });
    var isEvent = runs.hangul.length > 0 && saysAMoment(runs.hangul, runs.hangul.length - 1, lexicon, markers);
    // The words after the moment ask for work unless they only name whose it is (see Swift's).
    var lifeCycleNames = (lexicon.scene || []).concat(lexicon.app || [], lexicon.sceneDelegate || []).map(function (n) { return Array.from(n); });
    // Followed only by whose it is, the moment is still what is asked about (see Swift's lexiconMatch).
    var asksWork = false, momentFirst = false;
    for (var index = 0; !isEvent && index + 1 < runs.hangul.length; index++) {
      if (!saysAMoment(runs.hangul, index, lexicon, markers)) { continue; }
      var onlyWhose = runs.hangul.slice(index + 1).every(function (word) {
        return lifeCycleNames.some(function (name) { return koreanForm(name, word); });
      });
      if (onlyWhose) { momentFirst = true; } else { asksWork = true; }
    }
    if (momentFirst) { isEvent = true; }
    if (runs.latin.length && (lexicon.markers.en || []).indexOf(runs.latin[0]) >= 0) { isEvent = true; }
    var spaced = queryWords(query);
    var asksForCall = false;
    (lexicon.questions || []).forEach(function (question) {
      if (isEvent) { return; }
      // A question of two words or more is a phrase (see Swift's lexiconMatch).
      if (isPhrase(question)) { isEvent = containsPhrase(spaced, question); asksForCall = isEvent; return; }
      isEvent = /^[\x00-\x7f]*$/.test(question)
        ? runs.latin.indexOf(question) >= 0
        : runs.hangul.some(function (word) { return koreanForm(Array.from(question), word); });
    });
    var analysed = isEvent ? new Set(analyze(query)) : new Set();
    // A word a phrase covers matches no form of one word (see Swift's lexiconMatch).
    var entries = lexicon.words || [];
    function matchesOf(forms, words) {
      return [].concat.apply([], forms.map(function (form) { return phraseMatches(form, words); }));
    }
    function isPhraseForm(form) { return form.indexOf(" ") >= 0; }
    var phrases = entries.map(function (entry) { return matchesOf(entry.ko.filter(isPhraseForm), runs.hangul); });
    var covered = {};
    phrases.forEach(function (list) {
      list.forEach(function (range) { for (var i = range[0]; i < range[1]; i++) { covered[i] = true; } });
    });
    // The words a phrase takes before its verb (센터 in 제어 센터 닫을 때; see Swift's LexiconMatch.phraseWords).
    var taken = {};
    phrases.forEach(function (list) {
      list.forEach(function (range) { for (var i = range[0]; i < range[1] - 1; i++) { taken[runs.hangul[i].join("")] = true; } });
    });
    var uncovered = runs.hangul.map(function (word, i) { return covered[i] ? [] : word; });
    var places = entries.map(function (entry, e) {
      return phrases[e].concat(matchesOf(entry.ko.filter(function (form) { return !isPhraseForm(form); }), uncovered));
    });
    var matchedAt = [];
    entries.forEach(function (entry, e) {
      if (places[e].length || (entry.also || []).some(function (term) { return analysed.has(term); })) { matchedAt.push(e); }
    });
    var matched = matchedAt.map(function (e) { return entries[e]; });
    // The moment asked about is the last one marked; the events said before it count for less (see Swift's lexiconMatch).
    function overlaps(a, b) { return a[0] < b[1] && b[0] < a[1]; }
    var clause = null;
    for (var at = runs.hangul.length - 1; at >= 0 && !clause; at--) {
      var range = momentClause(runs.hangul, at, lexicon, markers);
      if (range && matchedAt.some(function (e) {
        return !isNeutral(entries[e]) && places[e].some(function (place) { return overlaps(place, range); });
      })) { clause = range; }
    }
    var secondary = {};
    var focus = clause ? matchedAt.filter(function (e) {
      return isNeutral(entries[e]) || places[e].some(function (place) { return overlaps(place, clause); });
    }) : [];
    // An opening is specified by what is said before it (see Swift's SPECIFIED_MOMENTS).
    var specified = focus.some(function (e) {
      return !isNeutral(entries[e]) && entries[e].en.some(function (w) { return SPECIFIED_MOMENTS.indexOf(w) >= 0; });
    });
    if (clause && !specified) {
      var kept = {};
      focus.forEach(function (e) { entries[e].en.concat(entries[e].scene || []).forEach(function (w) { kept[w] = true; }); });
      matchedAt.forEach(function (e) {
        if (focus.indexOf(e) >= 0 || !places[e].length || !places[e].every(function (place) { return place[1] <= clause[0]; })) { return; }
        entries[e].en.concat(entries[e].scene || []).forEach(function (w) { if (!kept[w]) { secondary[w] = true; } });
      });
    }
    // Which life cycle (see Swift's lexiconMatch): a scene named makes 앱 the app in general; the
    // app delegate named, or a scene said to be absent (씬 없는 앱), makes it the app delegate's.
    // A word, or two written apart (앱 델리게이트 for 앱델리게이트): the index of the first.
    function names(forms) {
      var found = [];
      runs.hangul.forEach(function (word, index) {
        var pair = index + 1 < runs.hangul.length ? word.concat(runs.hangul[index + 1]) : [];
        if ((forms || []).some(function (form) {
          return !/^[\x00-\x7f]*$/.test(form) && (koreanForm(Array.from(form), word) || koreanForm(Array.from(form), pair));
        })) { found.push(index); }
      });
      return found;
    }
    var pairs = [];
    for (var p = 0; p + 1 < runs.latin.length; p++) { pairs.push(runs.latin[p] + runs.latin[p + 1]); }
    function namesLatin(forms) {
      return (forms || []).some(function (form) { return runs.latin.indexOf(form) >= 0 || pairs.indexOf(form) >= 0; });
    }
    var sceneWords = names(lexicon.scene);
    var absent = names(lexicon.without);
    // A scene's name typed in English may be said absent too (see Swift's lexiconMatch).
    var latinScene = (lexicon.scene || []).filter(function (form) { return /^[\x00-\x7f]*$/.test(form); });
    function startsWithout(text) {
      return (lexicon.without || []).some(function (form) { return text.slice(0, form.length) === form; });
    }
    var latinAbsent = spaced.some(function (word, index) {
      return latinScene.some(function (form) {
        if (word.slice(0, form.length) === form && startsWithout(word.slice(form.length))) { return true; }
        if (word === form && index + 1 < spaced.length && startsWithout(spaced[index + 1])) { return true; }
        return index + 2 < spaced.length && word + spaced[index + 1] === form && startsWithout(spaced[index + 2]);
      });
    });
    var withoutScene = sceneWords.some(function (index) { return absent.indexOf(index + 1) >= 0; }) || latinAbsent;
    var namesScene = sceneWords.length > 0 || namesLatin(lexicon.scene);
    var namesApp = names(lexicon.app).length > 0 || namesLatin(lexicon.app);
    // A scene delegate said absent is not the delegate asked about (see Swift's).
    var namesSceneDelegate = (names(lexicon.sceneDelegate).some(function (index) { return absent.indexOf(index + 1) < 0; }) ||
      namesLatin(lexicon.sceneDelegate)) && !latinAbsent;
    var delegate = (namesApp || withoutScene) === namesSceneDelegate ? null : (namesSceneDelegate ? "scene" : "app");
    // A query about scenes, not the app delegate, takes an entry's scene words (see Swift's).
    var aboutScenes = (namesScene || namesSceneDelegate) && !namesApp && !withoutScene;
    var words = [];
    matched.forEach(function (entry) {
      var own = aboutScenes && (entry.scene || []).length ? entry.scene : entry.en;
      own.forEach(function (word) { if (words.indexOf(word) < 0) { words.push(word); } });
    });
    var application = nameWords().application;
    if (withoutScene || (namesApp && !namesScene)) {
      if (words.indexOf(application) < 0) { words.push(application); }
    } else if (namesScene && !namesApp) {
      words = words.filter(function (word) { return word !== application; });
    }
    // A form of two words or more is a phrase (see Swift's lexiconMatch).
    function says(form) {
      if (isPhrase(form)) { return containsPhrase(spaced, form); }
      return /^[\x00-\x7f]*$/.test(form)
        ? runs.latin.indexOf(form) >= 0
        : runs.hangul.some(function (word) {
          var text = word.join("");
          return text.slice(0, form.length) === form || (text.length >= form.length && text.slice(text.length - form.length) === form);
        });
    }
    // A question how things relate or in what order they come reads as how-to (see Swift's lexiconMatch).
    var compares = (lexicon.compare || []).some(says);
    var isHowTo = compares || (lexicon.howTo || []).some(says);
    // A phrase that asks which state, matched in the query's words (see Swift's lexiconMatch).
    var asksState = (lexicon.states || []).some(function (phrase) { return containsPhrase(spaced, phrase); });
    // The app named alone and no window (see Swift's lexiconMatch).
    var namesProcess = spaced.some(function (w) { return w.slice(0, 4) === "프로세스" || w === "process" || w === "processes"; });
    var namesWindow = runs.hangul.some(function (word) {
      return ["창", "윈도우"].some(function (form) { return koreanForm(Array.from(form), word); });
    }) || runs.latin.indexOf("window") >= 0 || runs.latin.indexOf("windows") >= 0;
    // A question about a call that names whose it is asks for the method (see Swift's lexiconMatch).
    if (asksForCall && (namesApp || namesSceneDelegate || withoutScene)) { isHowTo = false; }
    return { words: words, secondary: words.filter(function (w) { return secondary[w]; }),
      isEvent: isEvent && !isHowTo && !asksState, isHowTo: isHowTo || (asksWork && !isEvent && !asksState),
      withoutScene: withoutScene, delegate: delegate,
      sceneOnly: (namesScene || namesWindow) && !namesApp && !withoutScene && !namesSceneDelegate,
      appOnly: (words.indexOf(nameWords().application) >= 0 || namesProcess || runs.latin.indexOf("app") >= 0 || runs.latin.indexOf("apps") >= 0) &&
        (!namesScene || withoutScene) && !namesSceneDelegate && !namesWindow,
      namesNoLifecycle: !namesScene && !namesWindow && !namesApp && !withoutScene && !namesSceneDelegate, asksState: asksState,
      after: order(query, lexicon.after || [], lexicon.before || []),
      mentionsOrder: mentionsOrder(query, (lexicon.after || []).concat(lexicon.before || [])), compares: compares,
      marksAMoment: runs.hangul.length > 0 && momentClause(runs.hangul, runs.hangul.length - 1, lexicon, markers) !== null,
      phraseWords: Object.keys(taken).sort() };
  }

  /** Whether the query has a word of order anywhere (see Swift's mentionsOrder). */
  function mentionsOrder(query, forms) {
    // Only between two names, words as order() splits them (see Swift's mentionsOrder).
    var words = String(query).normalize("NFKC").split(EXCEPTION_SPACES).filter(Boolean);
    function isName(word) { return isCamelCase(word) || /[a-z]{12}/.test(word); }
    var names = [];
    words.forEach(function (word, index) { if (isName(word)) { names.push(index); } });
    if (names.length < 2 || names[0] === names[names.length - 1]) { return false; }
    var first = names[0], last = names[names.length - 1];
    return words.some(function (raw, index) {
      if (index <= first || index >= last) { return false; }
      var word = raw.toLowerCase();
      return forms.some(function (form) {
        return /^[\x00-\x7f]*$/.test(form) ? word === form : word.slice(0, form.length) === form;
      });
    });
  }

  /** The i: terms of the names the query writes in camelCase from a small letter (see Swift's lowerCamelCaseNames). */
  function lowerCamelCaseNames(query) {
    return new Set(lowerCamelCaseRuns(query).map(function (run) { return "i:" + run.toLowerCase(); }));
  }

  /** The names the query writes in camelCase from a small letter, as typed (see Swift's lowerCamelCaseRuns). */
  function lowerCamelCaseRuns(query) {
    return (String(query).normalize("NFKC").match(/[A-Za-z0-9]+/g) || []).filter(function (run) {
      return /^[a-z]/.test(run) && /[A-Z]/.test(run);
    });
  }

  /** Whether a word has a small ASCII letter followed by a capital (see Swift's isCamelCase). */
  function isCamelCase(word) { return /[a-z][A-Z]/.test(word); }

  /** Whether the query asks for the call after (true) or before (false) a method it names, or null (see Swift's order). */
  function order(query, after, before) {
    var words = String(query).normalize("NFKC").split(EXCEPTION_SPACES).filter(Boolean);
    function says(forms) {
      return words.some(function (word, index) {
        var lower = word.toLowerCase();
        return forms.some(function (form) {
          return /^[\x00-\x7f]*$/.test(form)
            ? lower === form && index + 1 < words.length && isCamelCase(words[index + 1])
            : lower.slice(0, form.length) === form && index > 0 && (isCamelCase(words[index - 1]) ||
              (index > 1 && isCamelCase(words[index - 2]) && /^[\uAC00-\uD7A3]+$/.test(words[index - 1])));
        });
      });
    }
    return says(after) ? true : says(before) ? false : null;
  }

  /** Whether a lexicon form is matched as a phrase (see Swift's isPhrase). */
  function isPhrase(form) { return form.indexOf(" ") >= 0 || form.slice(-1) === "$"; }

  /** Whether the query's words hold a phrase, its words in a row (see Swift's contains(phrase:in:)). */
  function containsPhrase(words, phrase) {
    var atEnd = phrase.slice(-1) === "$";
    var parts = (atEnd ? phrase.slice(0, -1) : phrase).split(" ").filter(Boolean);
    if (!parts.length || parts.length > words.length) { return false; }
    // Only the last word may go on; a word before it is the whole word (안 됨, not 안내 됨).
    function matches(word, i) {
      var part = parts[i];
      if (part[0] === "~") { var end = part.slice(1); return word.length > end.length && word.slice(word.length - end.length) === end; }
      return i === parts.length - 1 ? word.slice(0, part.length) === part : word === part;
    }
    if (atEnd) {
      return parts.every(function (part, i) { return matches(words[words.length - parts.length + i], i); });
    }
    if (parts.length === 1 && parts[0][0] !== "~") { return words.some(function (word) { return word.indexOf(parts[0]) >= 0; }); }
    for (var start = 0; start + parts.length <= words.length; start++) {
      if (parts.every(function (part, i) { return matches(words[start + i], i); })) { return true; }
    }
    return false;
  }

  /** The query's words as typed, lowercased after NFKC (see Swift's queryWords). */
  function queryWords(query) {
    return String(query).normalize("NFKC").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }

  /** The states a move goes into, as the lexicon's words name them (see Swift's enteredStates). */
  function enteredStates(lexicon) {
    var enter = nameWords().enter, found = new Set();
    ((lexicon && lexicon.words) || []).forEach(function (entry) {
      if ((entry.en || []).indexOf(enter) >= 0) { entry.en.forEach(function (t) { if (t !== enter) { found.add(t); } }); }
    });
    return found;
  }

  /** The words a query about moving into a state writes with 에서, where the move starts (see Swift's origins). */
  function originWords(query, lexicon) {
    if (!lexicon.isEvent || lexicon.words.indexOf(nameWords().enter) < 0) { return []; }
    var found = [];
    queryWords(query).forEach(function (word) {
      if (word.length > 2 && word.slice(-2) === "에서") {
        analyze(word.slice(0, -2)).forEach(function (t) { if (t.slice(0, 2) === "w:") { found.push(t); } });
      }
    });
    return found;
  }

  /** The i: identifiers a name typed lowercase and run together stands for (see Swift's typedNames). */
  function typedNames(term, manifest, limit) {
    if ((term.slice(0, 2) !== "w:" && term.slice(0, 2) !== "i:") || !isCorrectable(term)) { return []; }
    var partial = term.slice(0, 2) === "i:";
    var typed = term.slice(2);
    var needles = [typed];
    var expanded = typed;
    var abbreviations = (manifest.lexicon && manifest.lexicon.abbreviations) || {};
    Object.keys(abbreviations).sort().forEach(function (short) {
      if (typed.indexOf(short) < 0) { return; }
      needles.push(typed.split(short).join(abbreviations[short]));
      expanded = expanded.split(short).join(abbreviations[short]);
    });
    if (needles.indexOf(expanded) < 0) { needles.push(expanded); }
    var found = (manifest.symbolTerms || []).filter(function (candidate) {
      return candidate.slice(0, 2) === "i:" && needles.some(function (n) {
        if (!partial) { return candidate.slice(2).indexOf(n) >= 0; }
        // A part's rest is a word or more, not a plural's s; a part may follow the method's sender (see Swift's typedNames).
        return [""].concat(SENDERS).some(function (sender) {
          var start = sender + n;
          var rest = candidate.length - 2 - start.length;
          return candidate.slice(2, 2 + start.length) === start && (rest === 0 || rest >= 3);
        });
      });
    });
    found.sort(function (a, b) { return utf8Length(a) - utf8Length(b) || (a < b ? -1 : a > b ? 1 : 0); });
    return found.slice(0, limit || 4);
  }

  function utf8Length(text) { return new TextEncoder().encode(text).length; }

  /** The query's terms without the bigrams and initials of a Korean word the index knows whole (see Swift's wholeWordsFirst). */
  function wholeWordsFirst(terms, has) {
    var known = false;
    var wordInitials = "";
    return terms.filter(function (term) {
      var kind = term.slice(0, 2);
      if (kind === "w:" || kind === "i:") {
        known = kind === "w:" && has(term);
        var word = term.slice(2);
        wordInitials = known && /^[\uAC00-\uD7A3]+$/.test(word) ? "c:" + initials(word) : "";
      }
      // A word's initials follow it once: the same consonants again were typed (see Swift's).
      if (known && term === wordInitials) { wordInitials = ""; return false; }
      return !(kind === "g:" && known);
    });
  }

  // ---- Korean spacing (see Swift's SearchIndex+Spacing.swift) ----

  var SHORTEST_SPACED_PART = 2;
  var FUNCTION_STARTS = new Set(["이", "인", "있", "라", "예", "할", "하", "되", "버", "두", "둔", "놓", "주", "줄", "오", "와", "달", "받", "만"]);

  function isHangulWord(chars) {
    return chars.length > 0 && chars.every(function (c) { var code = c.codePointAt(0); return code >= 0xAC00 && code <= 0xD7A3; });
  }

  /** Where a word (an array of characters) may be cut in two (see Swift's cuts(of:)). */
  function spacingCuts(word) {
    var cuts = [];
    for (var cut = SHORTEST_SPACED_PART; cut <= word.length - SHORTEST_SPACED_PART; cut++) {
      if (!FUNCTION_STARTS.has(word[cut])) { cuts.push(cut); }
    }
    return cuts;
  }

  /** The two held words a word is made of, or null (see Swift's parts(of:has:)). */
  function spacingParts(word, has) {
    var best = null, shorter = 0;
    spacingCuts(word).forEach(function (cut) {
      var length = Math.min(cut, word.length - cut);
      if (best && length <= shorter) { return; }
      var parts = ["w:" + word.slice(0, cut).join(""), "w:" + word.slice(cut).join("")];
      if (has(parts[0]) && has(parts[1])) { best = parts; shorter = length; }
    });
    return best;
  }

  var SHORTEST_ENGLISH_PART = 3;

  /** The lowercase English words a query types, by the term each is searched as (see Swift's englishWords). */
  function englishWords(query) {
    var words = {};
    String(query).normalize("NFKC").split(/[^\p{L}\p{N}]+/u).forEach(function (word) {
      if (!/^[a-z]+$/.test(word)) { return; }
      var terms = analyze(word);
      if (terms.length === 1 && terms[0].slice(0, 2) === "w:" && !Object.prototype.hasOwnProperty.call(words, terms[0])) { words[terms[0]] = word; }
    });
    return words;
  }

  /** The terms of the two words of each way of cutting an English word (see Swift's englishCuts(of:)). */
  function englishCuts(word) {
    var cuts = [];
    for (var cut = SHORTEST_ENGLISH_PART; cut <= word.length - SHORTEST_ENGLISH_PART; cut++) {
      var parts = [analyze(word.slice(0, cut)), analyze(word.slice(cut))];
      if (parts.every(function (p) { return p.length === 1 && p[0].slice(0, 2) === "w:"; })) { cuts.push([parts[0][0], parts[1][0]]); }
    }
    return cuts;
  }

  /** The two held words an English word is made of, or null (see Swift's englishParts(of:has:)). */
  function englishParts(word, has) {
    var best = null, shorter = 0;
    englishCuts(word).forEach(function (parts) {
      if (!has(parts[0]) || !has(parts[1])) { return; }
      var length = Math.min(Array.from(parts[0]).length, Array.from(parts[1]).length);
      if (!best || length > shorter) { best = parts; shorter = length; }
    });
    return best;
  }

  /** A query's terms with Korean spacing undone both ways, and the words joined, which come last (see Swift's respaced). */
  function respaced(terms, has, english) {
    english = english || {};
    var result = [], joined = [], parts = [], splitting = false, previous = null;
    function placeParts() { result = result.concat(parts); parts = []; }
    terms.forEach(function (term, index) {
      var kind = term.slice(0, 2);
      if (kind === "w:" || kind === "i:") {
        placeParts();
        result.push(term);
        var word = Array.from(term.slice(2));
        var hangul = kind === "w:" && isHangulWord(word);
        if (hangul && previous && has("w:" + previous.join("") + word.join(""))) { joined.push("w:" + previous.join("") + word.join("")); }
        splitting = false;
        if (hangul && !has(term) && !hasHeldStem(terms, index, has)) {
          var cut = spacingParts(word, has);
          if (cut) { parts = cut; splitting = true; }
        } else if (!hangul && Object.prototype.hasOwnProperty.call(english, term) && !has(term)) {
          var englishCut = englishParts(english[term], has);
          if (englishCut) { parts = englishCut; }
        }
        previous = hangul ? word : null;
      } else if (kind === "g:") {
        placeParts();
        if (!splitting) { result.push(term); }
      } else {
        result.push(term);
      }
    });
    placeParts();
    joined = joined.filter(function (term) { return result.indexOf(term) < 0; });
    return { terms: result.concat(joined), joined: joined };
  }

  /** Whether the word at `index` is followed by a stem the index holds (see Swift's hasStem(after:in:has:)). */
  function hasHeldStem(terms, index, has) {
    if (index + 1 >= terms.length || terms[index + 1].slice(0, 2) !== "s:") { return false; }
    var stem = terms[index + 1].slice(2);
    return has("w:" + stem) || has("s:" + stem);
  }

  /** The terms respaced may ask about that a query's own terms do not name (see Swift's spacingCandidates). */
  function spacingCandidates(query) {
    var candidates = [];
    analyze(query).forEach(function (term) {
      var kind = term.slice(0, 2);
      if (kind === "s:") { candidates.push("w:" + term.slice(2), term); return; }
      if (kind !== "w:") { return; }
      // The word itself, which a glossary variant may have hidden from the first pass (see Swift's).
      candidates.push(term);
      var word = Array.from(term.slice(2));
      if (!isHangulWord(word)) { return; }
      spacingCuts(word).forEach(function (cut) {
        var left = word.slice(0, cut).join(""), right = word.slice(cut).join("");
        candidates.push("w:" + left, "w:" + right, "h:" + left, "h:" + right);
      });
    });
    var english = englishWords(query);
    Object.keys(english).map(function (t) { return english[t]; }).sort().forEach(function (word) {
      englishCuts(word).forEach(function (parts) { candidates.push(parts[0], parts[1], "h:" + parts[0].slice(2), "h:" + parts[1].slice(2)); });
    });
    return candidates;
  }

  var RUN_PARTICLES = ["으로", "에서", "로", "에", "가", "이", "를", "을", "은", "는"];

  /** The glossary's Korean forms of one word (see Swift's koreanGlossaryWords). */
  function koreanGlossaryWords(manifest) {
    var words = [];
    (manifest.synonyms || []).forEach(function (group) {
      group.forEach(function (form) {
        if (form.length === 1 && form[0].slice(0, 2) === "w:" && isHangulWord(Array.from(form[0].slice(2))) && words.indexOf(form[0].slice(2)) < 0) {
          words.push(form[0].slice(2));
        }
      });
    });
    return words;
  }

  /** A query with its Korean typed without spaces given back the spaces the lexicon needs (see Swift's spacedQuery). */
  function spacedQuery(query, manifest) {
    var chars = Array.from(String(query));
    var isSyllable = function (c) { var code = c.codePointAt(0); return code >= 0xAC00 && code <= 0xD7A3; };
    if (chars.length < 3 || !chars.some(isSyllable)) { return query; }
    var lexicon = manifest.lexicon || {};
    var leading = new Set((lexicon.scene || []).concat(lexicon.app || [], lexicon.sceneDelegate || [], koreanGlossaryWords(manifest)));
    var moments = [];
    (lexicon.words || []).forEach(function (entry) { (entry.ko || []).forEach(function (f) { if (f.indexOf(" ") < 0 && f.length) { moments.push(Array.from(f)); } }); });
    function startsWith(from, end, prefix) {
      if (end - from < prefix.length) { return false; }
      for (var i = 0; i < prefix.length; i++) { if (chars[from + i] !== prefix[i]) { return false; } }
      return true;
    }
    function startsAMoment(from, end) {
      return moments.some(function (form) {
        if (!startsWith(from, end, form)) { return false; }
        return form.length >= 2 || (end - from > 1 && (chars[from + 1] === "때" || chars[from + 1] === "면"));
      });
    }
    function cut(start, end) {
      if (end - start < 3) { return -1; }
      for (var length = end - start - 2; length >= 1; length--) {
        if (!leading.has(chars.slice(start, start + length).join(""))) { continue; }
        var at = start + length, options = [];
        for (var p = 0; p < RUN_PARTICLES.length; p++) {
          var particle = Array.from(RUN_PARTICLES[p]);
          if (startsWith(at, end, particle) && end - at > particle.length) { options.push(at + particle.length); break; }
        }
        options.push(at);
        for (var o = 0; o < options.length; o++) { if (startsAMoment(options[o], end)) { return options[o]; } }
      }
      return -1;
    }
    var result = "", index = 0;
    while (index < chars.length) {
      if (!isSyllable(chars[index])) { result += chars[index]; index++; continue; }
      var end = index;
      while (end < chars.length && isSyllable(chars[end])) { end++; }
      var start = index, at;
      while ((at = cut(start, end)) >= 0) { result += chars.slice(start, at).join("") + " "; start = at; }
      result += chars.slice(start, end).join("");
      index = end;
    }
    return result === query ? query : spacedQuery(result, manifest);
  }

  /** spacingCandidates and the words of the glossary terms a cut part is a form of (see Swift's spacingCandidatesWithGlossary). */
  function spacingCandidatesWithGlossary(query, manifest) {
    var candidates = spacingCandidates(query);
    var words = new Set(candidates.filter(function (t) { return t.slice(0, 2) === "w:"; }));
    var more = [];
    (manifest.synonyms || []).forEach(function (group) {
      if (!group.some(function (form) { return form.length === 1 && words.has(form[0]); })) { return; }
      group.forEach(function (form) {
        form.forEach(function (term) { if (term.slice(0, 2) === "w:") { more.push(term, "h:" + term.slice(2)); } });
      });
    });
    return candidates.concat(more);
  }

  /** The delegate methods (pageDelegates letter in `owners`) whose names hold the most moment words, at least one (see Swift's spelledMethods). */
  function spelledMethods(counts, manifest, owners) {
    var letters = manifest.pageDelegates || "", most = 1, pages = [];
    for (var page = 0; page < letters.length; page++) {
      if (owners.indexOf(letters[page]) < 0 || 2 * page + 1 >= counts.length) { continue; }
      var count = Math.max(counts[2 * page], counts[2 * page + 1]);
      if (count > most) { most = count; pages = []; }
      if (count === most) { pages.push(page); }
    }
    return pages;
  }

  /** Multiplies both documents' scores of each of `pages` (see Swift's multiply(_:pages:by:)). */
  function multiplyPages(scores, pages, factor) {
    pages.forEach(function (page) {
      if (2 * page + 1 < scores.length) { scores[2 * page] *= factor; scores[2 * page + 1] *= factor; }
    });
  }

  /** Multiplies both documents' scores of the pages whose letter in manifest.pageDelegates is `owner` (see Swift's multiply(_:ofOwner:by:)). */
  function multiplyOwners(scores, manifest, owner, factor) {
    var letters = manifest.pageDelegates || "", pages = [];
    for (var n = 0; n < letters.length; n++) { if (letters[n] === owner) { pages.push(n); } }
    multiplyPages(scores, pages, factor);
  }

  /** Multiplies the scores of matching pages whose kind (manifest.pageKinds) is in `kinds` (see Swift's multiply). */
  function multiplyKinds(scores, manifest, kinds, factor) {
    var pageKinds = manifest.pageKinds || "";
    for (var n = 0; n < scores.length; n++) {
      var kind = pageKinds[Math.floor(n / 2)];
      if (scores[n] > 0 && kind !== undefined && kinds.indexOf(kind) >= 0) { scores[n] *= factor; }
    }
  }

  function kindWeight(term) {
    var kind = term.slice(0, 2);
    return kind === "i:" ? 3 : kind === "g:" ? 0.4 : 1;
  }

  function containsRun(words, sequence) {
    if (!sequence.length || sequence.length > words.length) { return false; }
    for (var start = 0; start + sequence.length <= words.length; start++) {
      var same = true;
      for (var i = 0; i < sequence.length; i++) { if (words[start + i] !== sequence[i]) { same = false; break; } }
      if (same) { return true; }
    }
    return false;
  }

  function editDistance(a, b) {
    // Optimal string alignment distance, as LifedocBase.EditDistance computes it.
    var rows = [];
    for (var i = 0; i <= a.length; i++) {
      rows.push([i]);
      for (var j = 1; j <= b.length; j++) { rows[i][j] = i === 0 ? j : 0; }
    }
    for (i = 1; i <= a.length; i++) {
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) { best = Math.min(best, rows[i - 2][j - 2] + 1); }
        rows[i][j] = best;
      }
    }
    return rows[a.length][b.length];
  }

  /** Orders strings by Unicode code point, as Swift orders them. */
  function compareCodePoints(a, b) {
    var x = Array.from(a), y = Array.from(b);
    for (var i = 0; i < Math.min(x.length, y.length); i++) {
      var d = x[i].codePointAt(0) - y[i].codePointAt(0);
      if (d !== 0) { return d; }
    }
    return x.length - y.length;
  }

  /** The exact-name key (`t:`) of analysed terms: their distinct words, sorted (see Swift's TitleKeys). */
  function titleKey(terms) {
    var words = distinctWords(terms);
    if (!words.length || words.length > TITLE_KEY_MAXIMUM_WORDS) { return null; }
    return "t:" + words.join(" ");
  }

  /** The distinct words (w: terms, without the prefix) of a name, sorted (see Swift's TitleKeys.words). */
  function distinctWords(terms) {
    return Array.from(new Set(terms.filter(function (t) { return t.slice(0, 2) === "w:"; }).map(function (t) { return t.slice(2); })))
      .sort(compareCodePoints);
  }

  /** The terms a query searches for (see Swift's SearchIndex.queryTerms); `intent` is the query's
   * lexicon match when the caller already has it. */
  function queryTerms(typed, manifest, hasTerm, intent) {
    typed = spacedQuery(typed, manifest);
    // What the query rules out (viewWillAppear 말고) is not searched for (see Swift's).
    var excepted = exception(typed, manifest.lexicon);
    var query = excepted.kept;
    var result = [];
    function add(term, weight, corrected, language, symbolOnly, contradicts, name) {
      for (var i = 0; i < result.length; i++) { if (result[i].term === term) { return; } }
      result.push({
        term: term, weight: weight, corrected: !!corrected, language: language || null, symbolOnly: !!symbolOnly,
        contradicts: !!contradicts, name: name || null
      });
    }
    var spaced = respaced(wholeWordsFirst(analyze(query), hasTerm), hasTerm, englishWords(query));
    var base = spaced.terms;
    var words = base.filter(function (t) { return t.slice(0, 2) === "w:"; });
    var lexicon = intent || lexiconMatch(query, manifest.lexicon);
    var origins = originWords(query, lexicon);
    var entered = origins.length ? enteredStates(manifest.lexicon) : new Set();
    var leftStates = [];
    var expansions = [];
    manifest.synonyms.forEach(function (group) {
      if (group.length < 2) { return; }
      var matched = -1;
      for (var i = 0; i < group.length; i++) { if (containsRun(words, group[i])) { matched = i; break; } }
      if (matched < 0) { return; }
      // The state a move starts from rules out the methods named for moving into it (see Swift's).
      if (group.some(function (form) { return containsRun(origins, form); }) &&
          group[0].every(function (term) { return entered.has(term); })) {
        leftStates = leftStates.concat(group[0]);
        return;
      }
      var key = function (form) { return form.join("\u0000"); };
      var isVariant = matched >= 2 && key(group[matched]) !== key(group[0]) && key(group[matched]) !== key(group[1]);
      if (isVariant) {
        var replaced = new Set();
        group[matched].forEach(function (term) { analyze(term.slice(2)).forEach(function (t) { replaced.add(t); }); });
        base = base.filter(function (t) { return !replaced.has(t); });
      }
      ["en", "ko"].forEach(function (language, index) {
        group[index].forEach(function (term) { expansions.push([term, isVariant ? 1 : 0.5, language]); });
      });
    });
    // Once variants are replaced by their terms: each Korean word also finds the pages that conjugate it; a conjugated word the index lacks is
    // searched as its stem (see Swift's).
    var stems = [];
    var lastWord = null;
    base = base.filter(function (term) {
      var kind = term.slice(0, 2);
      if (kind === "w:" || kind === "i:") {
        lastWord = term;
        var first = term.codePointAt(2);
        if (first >= 0xAC00 && first <= 0xD7A3) { stems.push("s:" + term.slice(2)); }
        return true;
      }
      if (kind !== "s:") { return true; }
      if (lastWord !== null && !hasTerm(lastWord)) { stems.push("w:" + term.slice(2), term); }
      return false;
    });
    // The names typed as a method's, in camelCase from a small letter (see Swift's).
    var methodLike = lowerCamelCaseNames(query);
    base.forEach(function (term) { add(term, 1, false, null, false, false, methodLike.has(term) ? term : null); });
    stems.forEach(function (term) { add(term, STEM_WEIGHT); });
    // A word two glossary terms expand to counts at the larger weight (see Swift's).
    expansions.forEach(function (e) {
      var weight = Math.max.apply(null, expansions.filter(function (other) { return other[0] === e[0]; }).map(function (other) { return other[1]; }));
      add(e[0], weight, false, e[2]);
    });
    // The query as a page's name: its words at full weight in its own language (see Swift's).
    var own = queryLanguage(query);
    var named = result.filter(function (q) { return q.weight === 1 && (q.language === null || q.language === own) && spaced.joined.indexOf(q.term) < 0; })
      .map(function (q) { return q.term; });
    var key = titleKey(named);
    // Full weight in a query about a moment; half in one that names a state or a subject.
    lexicon.words.forEach(function (word) {
      var weight = EVENT_WORD_WEIGHT * (lexicon.isEvent ? 1 : 0.5);
      add(word, weight * ((lexicon.secondary || []).indexOf(word) >= 0 ? SECONDARY_EVENT_WORD_FACTOR : 1), false, null, true);
    });
    // In a query about a moment, its English words are the words of the method's name (see Swift's).
    if (lexicon.isEvent) {
      // A glossary word's English form counts when it names a moment or a life cycle (see Swift's).
      var momentWords = {};
      ((manifest.lexicon && manifest.lexicon.words) || []).forEach(function (entry) {
        entry.en.concat(entry.scene || []).forEach(function (w) { momentWords[w] = true; });
      });
      momentWords[nameWords().scene] = true;
      momentWords[nameWords().application] = true;
      result.forEach(function (q) {
        if (!q.symbolOnly && q.term.slice(0, 2) === "w:" && (q.language || "en") === "en" && /^[\x00-\x7f]*$/.test(q.term)
          && (q.language === null || momentWords[q.term])) {
          q.nameWeight = EVENT_WORD_WEIGHT;
        }
      });
    }
    // In a query about a moment, the words a lexicon phrase takes as part of it, and the glossary
    // term they are part of, say which moment, not what it is about (see Swift's queryTerms).
    if (lexicon.isEvent && (lexicon.phraseWords || []).length) {
      var taken = new Set();
      lexicon.phraseWords.forEach(function (word) {
        analyze(word).forEach(function (t) { if (t.slice(0, 2) === "w:") { taken.add(t); } });
      });
      var consumed = new Set();
      manifest.synonyms.forEach(function (group) {
        if (!group.some(function (form) { return form.some(function (t) { return taken.has(t); }) && containsRun(words, form); })) { return; }
        group.forEach(function (form) { form.forEach(function (t) { consumed.add(t); }); });
      });
      result.forEach(function (q) { if (!q.symbolOnly && consumed.has(q.term)) { q.weight *= PHRASE_TOPIC_FACTOR; } });
    }
    if (key) { add(key, 1, false, null, true); }
    // Each of those words as a word of a page's name, when there are two or more (see Swift's).
    var titleWords = distinctWords(named);
    if (titleWords.length >= 2 && titleWords.length <= TITLE_KEY_MAXIMUM_WORDS) {
      var held = lexicon.isEvent ? titleWords : titleWords.filter(function (word) { return hasTerm("h:" + word); });
      if (held.length >= 2) { held.forEach(function (word) { add("h:" + word, 1, false, null, true); }); }
    }
    // An app without scenes (씬 없는 앱): the scene's English name is not what is wanted (see Swift's).
    if (lexicon.withoutScene) {
      var scene = nameWords().scene;
      result = result.filter(function (q) { return q.term !== scene; });
    }
    // A name word the query rules out, unless it also asks for it (see Swift's ruleOut).
    function ruleOut(term) {
      if (!result.some(function (q) { return q.term === term; })) {
        result.push({ term: term, weight: 0, corrected: false, language: null, symbolOnly: true, contradicts: true });
      }
    }
    leftStates.forEach(ruleOut);
    // What the query rules out: the names it types, and the name words of the moment it says that
    // the rest does not ask for, but not a moment's timing or the app's name (see Swift's).
    if (excepted.ruledOut) {
      analyze(excepted.ruledOut).filter(function (t) { return t.slice(0, 2) === "i:"; }).forEach(ruleOut);
      lexiconMatch(excepted.ruledOut, manifest.lexicon).words.filter(function (word) {
        return lexicon.words.indexOf(word) < 0 && TIMING_WORDS.indexOf(word) < 0 && word !== nameWords().application;
      }).forEach(ruleOut);
    }
    // A query about the moment before rules out a method named for the moment after (see Swift's).
    var timing = TIMING_WORDS.filter(function (word) { return lexicon.words.indexOf(word) >= 0; });
    if (timing.length === 1) { ruleOut(TIMING_WORDS.filter(function (word) { return word !== timing[0]; })[0]); }
    var typedNamesOf = {};
    function namesTyped(term) {
      if (!Object.prototype.hasOwnProperty.call(typedNamesOf, term)) { typedNamesOf[term] = typedNames(term, manifest); }
      return typedNamesOf[term];
    }
    // A name typed lowercase and run together is the whole identifier a page writes, when no page
    // has the word and it is no part of a method's name (see Swift's).
    queryWords(query).forEach(function (word) {
      if (!/^[\x00-\x7f]*$/.test(word)) { return; }
      var typed = analyze(word);
      if (typed.length === 1 && typed[0].slice(0, 2) === "w:" && isCorrectable(typed[0]) && base.indexOf(typed[0]) >= 0 &&
          !hasTerm(typed[0]) && !namesTyped(typed[0]).length) { add("i:" + word, 1, false, null, false, false, "i:" + word); }
    });
    // A name no method's name holds whole, typed in camelCase from a small letter, stands for the names it begins (see Swift's).
    var symbolTerms = manifest.symbolTerms || [];
    function isPartialName(term) {
      return methodLike.has(term) && hasTerm(term) && symbolTerms.length > 0 && symbolTerms.indexOf(term) < 0;
    }
    base.forEach(function (term) {
      if ((hasTerm(term) && !isPartialName(term)) || !isCorrectable(term)) { return; }
      var names = namesTyped(term);
      names.forEach(function (name) { add(name, TYPED_NAME_WEIGHT, true, null, false, false, term); });
      if (names.length || hasTerm(term)) { return; }
      var kind = term.slice(0, 2);
      var text = term.slice(2);
      var limit = text.length >= 10 ? 2 : 1;
      var best = null;
      // A word typed as one (w:) may be a misspelled whole identifier (i:) too.
      var kinds = kind === "w:" ? ["w:", "i:"] : [kind];
      (manifest.symbolTerms || []).forEach(function (candidate) {
        if (kinds.indexOf(candidate.slice(0, 2)) < 0) { return; }
        var other = candidate.slice(2);
        if (Math.abs(other.length - text.length) > limit || !/^[\x00-\x7f]*$/.test(other)) { return; }
        var distance = editDistance(text, other);
        if (distance <= limit && (best === null || distance < best.distance || (distance === best.distance && candidate < best.term))) {
          best = { distance: distance, term: candidate };
        }
      });
      if (best) { add(best.term, 0.8, true); }
    });
    return result;
  }

  function queryLanguage(query) {
    for (var ch of query) {
      var code = ch.codePointAt(0);
      if ((code >= 0xAC00 && code <= 0xD7A3) || (code >= 0x3131 && code <= 0x318E)) { return "ko"; }
    }
    return "en";
  }

  var DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  /**
   * A term's postings from their text (see Swift's PostingCodec): a flat array of
   * [document, impact in thousandths, 1 if in the symbol field] triples.
   */
  function decodePostings(text) {
    var out = [], numbers = [], value = 0, shift = 0, previous = -1;
    for (var i = 0; i < text.length; i++) {
      var digit = DIGITS.indexOf(text[i]);
      if (digit < 0) { throw new Error("malformed postings"); }
      value += (digit & 31) * Math.pow(2, shift);
      shift += 5;
      if (digit >= 32) { continue; }
      numbers.push(value);
      value = 0;
      shift = 0;
      if (numbers.length === 2) {
        previous += Math.floor(numbers[0] / 2);
        out.push(previous, numbers[1], numbers[0] % 2);
        numbers = [];
      }
    }
    return out;
  }

  /** Whether a term missing from the index may be a misspelled name (see Swift's isCorrectable). */
  function isCorrectable(term) {
    var kind = term.slice(0, 2);
    return (kind === "i:" || kind === "w:") && Array.from(term).length >= 8 && /^[\x00-\x7f]*$/.test(term);
  }

  /** Ranks document numbers; `terms` maps each loaded term to {idf, postings}. */
  function rank(query, language, manifest, terms) {
    // Korean typed without spaces is read as if spaced (see Swift's rank).
    query = spacedQuery(query, manifest);
    var wanted = (language || queryLanguage(query)) === "ko" ? 1 : 0;
    var intent = lexiconMatch(query, manifest.lexicon);
    var list = queryTerms(query, manifest, function (term) { return Object.prototype.hasOwnProperty.call(terms, term); }, intent);
    var isEvent = intent.isEvent;
    var scores = new Float64Array(manifest.documentCount);
    var contradicted = new Set();
    var namedPages = new Set();
    // The names the query types that a page's symbol field holds, those pages, and what each document got for them (see Swift's rank).
    var namesFound = new Set(), mentionedPages = new Set();
    var boosted = new Float64Array(manifest.documentCount);
    // How many of the query's words each document's names hold (see Swift's rank).
    var titleWords = new Int32Array(manifest.documentCount);
    var wordsAsked = list.filter(function (q) { return q.term.slice(0, 2) === "h:"; }).length;
    // How many of the lexicon's words of a moment each document's names hold (see Swift's rank).
    var momentWords = new Int32Array(manifest.documentCount);
    var momentTerms = new Set(intent.words.filter(function (w) { return w !== nameWords().application && w !== nameWords().scene; }));
    // A question for the call after or before a method it names: that name's words say where it starts (see Swift's rank).
    var startWords = new Set();
    var typedRuns = lowerCamelCaseRuns(query);
    var typedNamesSeen = new Set(list.filter(function (q) { return q.name; }).map(function (q) { return q.name; }));
    var oneName = new Set(typedRuns).size === 1 && typedNamesSeen.size <= 1;
    if (intent.after !== null && intent.after !== undefined && !intent.isHowTo && !intent.asksState && oneName) {
      analyze(typedRuns[0]).forEach(function (t) { if (t.slice(0, 2) === "w:") { startWords.add(t); } });
    }
    list.forEach(function (q) {
      var entry = terms[q.term];
      if (!entry) { return; }
      if (momentTerms.has(q.term)) {
        momentTerms.delete(q.term);
        var spelled = entry.decoded || (entry.decoded = decodePostings(entry.postings));
        for (var m = 0; m < spelled.length; m += 3) { if (spelled[m + 2] && spelled[m] < scores.length) { momentWords[spelled[m]] += 1; } }
      }
      if (q.term.slice(0, 2) === "h:") {
        var held = entry.decoded || (entry.decoded = decodePostings(entry.postings));
        for (var h = 0; h < held.length; h += 3) { if (held[h] < scores.length) { titleWords[held[h]] += 1; } }
        return;
      }
      if (q.contradicts) {
        var marked = entry.decoded || (entry.decoded = decodePostings(entry.postings));
        for (var j = 0; j < marked.length; j += 3) { if (marked[j + 2]) { contradicted.add(marked[j]); } }
        return;
      }
      if (q.term.slice(0, 2) === "t:") {
        var named = entry.decoded || (entry.decoded = decodePostings(entry.postings));
        for (var k = 0; k < named.length; k += 3) {
          if (named[k] < scores.length) { scores[named[k]] += TITLE_MATCH_BOOST * named[k + 1] / 1000; }
        }
        return;
      }
      if (!q.symbolOnly && startWords.has(q.term)) { return; }
      var factor = q.weight * kindWeight(q.term) * entry.idf;
      var nameFactor = (q.nameWeight || 0) * kindWeight(q.term) * entry.idf;
      var only = q.language === null ? null : (q.language === "ko" ? 1 : 0);
      var boost = (q.corrected ? CORRECTED_SYMBOL_BOOST : SYMBOL_BOOST) * (intent.isHowTo ? HOW_TO_SYMBOL_BOOST_FACTOR : 1);
      var identifier = q.term.slice(0, 2) === "i:";
      var postings = entry.decoded || (entry.decoded = decodePostings(entry.postings));
      // A name in the symbol fields of many pages is a type their declarations share: no boost (see Swift's rank).
      var inSymbols = 0;
      if (identifier) { for (var p = 2; p < postings.length; p += 3) { if (postings[p]) { inSymbols += 1; } } }
      var shared = inSymbols > NAMED_DOCUMENTS_MAXIMUM;
      for (var i = 0; i < postings.length; i += 3) {
        var number = postings[i];
        // A term restricted to one language still counts where it is in a page's symbol field: a
        // method's name reads the same in both languages.
        if (number >= scores.length || (only !== null && number % 2 !== only && !postings[i + 2])) { continue; }
        if (q.symbolOnly && !postings[i + 2]) { continue; }
        scores[number] += factor * (postings[i + 1] / 1000);
        if (postings[i + 2] && nameFactor > 0) { scores[number] += nameFactor * (postings[i + 1] / 1000); }
        if (postings[i + 2] && identifier) {
          if (!shared) {
            scores[number] += boost;
            boosted[number] += boost;
          }
          if (!q.corrected) { namedPages.add(Math.floor(number / 2)); }
          if (q.name) { namesFound.add(q.name); mentionedPages.add(Math.floor(number / 2)); }
        }
      }
    });
    // A question how two or more named methods differ, or their order, wants the page that explains them together, a guide first (see Swift's rank).
    var comparing = (intent.isHowTo && namedPages.size >= 2) ||
      ((intent.isHowTo || intent.mentionsOrder) && namesFound.size >= 2 && mentionedPages.size >= 2);
    if (comparing) {
      if (!intent.isHowTo) {
        for (var b = 0; b < scores.length; b++) { if (boosted[b] > 0) { scores[b] -= boosted[b] * (1 - HOW_TO_SYMBOL_BOOST_FACTOR); } }
      }
      namedPages.forEach(function (page) { contradicted.add(2 * page); contradicted.add(2 * page + 1); });
      mentionedPages.forEach(function (page) { contradicted.add(2 * page); contradicted.add(2 * page + 1); });
    }
    // So is a question how things it describes relate: a guide first (see Swift's rank).
    if (comparing || intent.compares) { multiplyKinds(scores, manifest, "a", COMPARISON_GUIDE_FACTOR); }
    // A question for the call after or before the methods it names: their neighbours (see Swift's rank).
    // A name typed in part or lowercase names the methods it stands for (see Swift's rank).
    var ordered = namedPages.size > 0 ? namedPages : mentionedPages;
    if (intent.after !== null && intent.after !== undefined && !intent.isHowTo && !comparing && !intent.asksState && ordered.size > 0) {
      var next = manifest.pageNext || [];
      var namedList = Array.from(ordered).sort(function (a, b) { return a - b; });
      // A neighbour starts from the best named page's score in each language, then its own (see Swift's rank).
      var floor = [0, 0];
      namedList.forEach(function (page) {
        if (2 * page + 1 < scores.length) { floor = [Math.max(floor[0], scores[2 * page]), Math.max(floor[1], scores[2 * page + 1])]; }
      });
      multiplyPages(scores, namedList, NAMED_NEIGHBOUR_FACTOR);
      var neighbours = new Set();
      namedList.forEach(function (named) {
        var list = intent.after ? (next[named] || []) : next.map(function (l, page) { return l.indexOf(named) >= 0 ? page : -1; }).filter(function (page) { return page >= 0; });
        list.forEach(function (page) { if (namedList.indexOf(page) < 0) { neighbours.add(page); } });
      });
      neighbours.forEach(function (page) {
        if (2 * page + 1 < scores.length) { scores[2 * page] += floor[0]; scores[2 * page + 1] += floor[1]; }
      });
      multiplyPages(scores, Array.from(neighbours), NEIGHBOUR_FACTOR);
    }
    if (wordsAsked >= 2) {
      for (var t = 0; t < titleWords.length; t++) { if (titleWords[t] === wordsAsked) { scores[t] += TITLE_WORDS_BOOST; } }
    }
    // A query that names one delegate rules out the other's methods (see Swift's rank).
    if (intent.delegate) {
      var otherDelegate = intent.delegate === "app" ? "s" : "a";
      var delegates = manifest.pageDelegates || "";
      for (var d = 0; d < delegates.length; d++) {
        if (delegates[d] === otherDelegate) { contradicted.add(2 * d); contradicted.add(2 * d + 1); }
      }
    }
    contradicted.forEach(function (number) { if (number < scores.length) { scores[number] *= CONTRADICTION_FACTOR; } });
    // A query about a scene, naming no delegate, prefers the scene delegate's methods; one about a
    // moment that names no life cycle leans to them (see Swift's rank).
    var appFactor = intent.sceneOnly ? OTHER_LIFECYCLE_FACTOR : (isEvent && intent.namesNoLifecycle ? UNNAMED_LIFECYCLE_FACTOR : 1);
    if (appFactor !== 1) { multiplyOwners(scores, manifest, "a", appFactor); }
    // A query about a scene wants the scene's states, one about the app alone the app's (see Swift's rank).
    // An app without scenes has no scene states at all (see Swift's rank).
    var asksAboutApp = !intent.sceneOnly && (intent.appOnly || intent.withoutScene);
    var otherStates = intent.sceneOnly ? "A" : (asksAboutApp ? "S" : null);
    if (otherStates) { multiplyOwners(scores, manifest, otherStates, intent.withoutScene ? CONTRADICTION_FACTOR : OTHER_LIFECYCLE_FACTOR); }
    // A query that names a scene or a delegate: not a view controller's methods (see Swift's rank).
    if (intent.sceneOnly || intent.delegate) { multiplyOwners(scores, manifest, "v", OTHER_LIFECYCLE_FACTOR); }
    // A query that asks about a moment wants the method called then; one that asks how to do
    // something, the task or the guide about it; one that asks which state, the state (see Swift's rank).
    if (isEvent && !comparing) { multiplyKinds(scores, manifest, "m", EVENT_METHOD_FACTOR); }
    if (intent.isHowTo) { multiplyKinds(scores, manifest, "ta", HOW_TO_FACTOR); }
    // A Korean phrase or question that asks about no moment and types no name: not a method's page (see Swift's rank).
    var topicWords = queryWords(query);
    if (!isEvent && !intent.marksAMoment && !intent.delegate && topicWords.length >= 2 && topicWords.every(function (w) { return /^[\uAC00-\uD7A3]+$/.test(w); })) {
      multiplyKinds(scores, manifest, "m", KOREAN_TOPIC_METHOD_FACTOR);
    }
    // One that asks which state, the state; one that describes a moment, also the state its method moves into (see Swift's rank).
    if (intent.asksState) {
      var moments = intent.after === false ? [] : Array.from(namedPages).filter(function (page) {
        return ((manifest.pageStates || [])[page] || []).length > 0;
      }).sort(function (a, b) { return a - b; });
      if (intent.after === true) { multiplyPages(scores, moments, NAMED_NEIGHBOUR_FACTOR); }
      if (moments.length === 0 && namedPages.size === 0) {
        moments = spelledMethods(momentWords, manifest, intent.sceneOnly ? "s" : (asksAboutApp ? "a" : "as"));
      }
      var entered = new Set();
      moments.forEach(function (page) { ((manifest.pageStates || [])[page] || []).forEach(function (state) { entered.add(state); }); });
      multiplyPages(scores, Array.from(entered).sort(function (a, b) { return a - b; }), STATE_AFTER_MOMENT_FACTOR);
      multiplyKinds(scores, manifest, "s", STATE_QUESTION_FACTOR);
    }
    var ranked = [];
    for (var page = 0; page < manifest.documentCount / 2; page++) {
      var preferred = 2 * page + wanted, other = 2 * page + (1 - wanted);
      // A page found in the reader's language scores at least a share of its other language's document (see Swift's rank).
      if (other < scores.length && scores[preferred] > 0) { scores[preferred] = Math.max(scores[preferred], scores[other] * OTHER_LANGUAGE_FACTOR); }
      if (scores[preferred] > 0) { ranked.push(preferred); } else if (scores[other] > 0) { ranked.push(other); }
    }
    ranked.sort(function (a, b) { return scores[b] - scores[a] || Math.floor(a / 2) - Math.floor(b / 2); });
    return { numbers: ranked, scores: scores, terms: list };
  }

  /** FNV-1a (32-bit) of the term's UTF-8 bytes, modulo the shard count, as Swift computes it. */
  function shardOf(term, count) {
    var bytes = new TextEncoder().encode(term);
    var hash = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) {
      hash ^= bytes[i];
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % Math.max(count, 1);
  }

  /** The term shards that hold `terms`, sorted. */
  function shardsFor(terms, manifest) {
    var shards = new Set();
    terms.forEach(function (term) { shards.add(shardOf(term, manifest.termShards)); });
    return Array.from(shards).sort(function (a, b) { return a - b; });
  }

  var api = {
    analyze: analyze, stem: stem, queryTerms: queryTerms, rank: rank, shardOf: shardOf, shardsFor: shardsFor,
    decodePostings: decodePostings, isCorrectable: isCorrectable,
    queryLanguage: queryLanguage, lexiconMatch: lexiconMatch, typedNames: typedNames, exception: exception
  };
  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
    return;
  }
  root.lifedocSearch = api;

  // ---- In the page: load the files a query needs with <script> elements (works from file://) ----

  var received = {};
  var waiting = {};
  api.receive = function (name, value) {
    received[name] = value;
    (waiting[name] || []).forEach(function (resolve) { resolve(value); });
    delete waiting[name];
  };

  function load(base, name) {
    if (received[name]) { return Promise.resolve(received[name]); }
    return new Promise(function (resolve, reject) {
      var first = !waiting[name];
      (waiting[name] = waiting[name] || []).push(resolve);
      if (!first) { return; }
      var script = document.createElement("script");
      script.src = base + "search/" + name + ".js";
      script.onerror = function () { reject(new Error("cannot load " + script.src)); };
      document.head.appendChild(script);
    });
  }

  /**
   * Searches the site whose root is `base`; resolves to `{hits, total}` like `lifedoc search --format
   * json`: the first `limit` hits and how many pages matched in all.
   */
  api.query = function (base, query, language, limit) {
    var manifest;
    var terms = {};
    function loadTerms(list) {
      var shards = shardsFor(list.map(function (q) { return typeof q === "string" ? q : q.term; }), manifest);
      return Promise.all(shards.map(function (n) { return load(base, "t/" + n); })).then(function (parts) {
        parts.forEach(function (part) { Object.keys(part).forEach(function (t) { terms[t] = part[t]; }); });
      });
    }
    function has(term) { return Object.prototype.hasOwnProperty.call(terms, term); }
    return load(base, "manifest").then(function (loaded) {
      manifest = loaded;
      // First the query's own terms and glossary forms; then any spelling correction they call for.
      // With the words the query's Korean words may be cut into and their stems (see Swift's spacingCandidates).
      return loadTerms(queryTerms(query, manifest, function () { return true; }).concat(spacingCandidatesWithGlossary(spacedQuery(query, manifest), manifest)));
    }).then(function () {
      // The symbol vocabulary is fetched only when a name the index lacks may be misspelled.
      // Or typed in part: a name pages write that no method's name holds whole (see Swift's reader).
      var misspelled = analyze(query).some(function (t) {
        if (!isCorrectable(t)) { return false; }
        if (!has(t)) { return true; }
        if (t.slice(0, 2) !== "i:") { return false; }
        var held = terms[t].decoded || (terms[t].decoded = decodePostings(terms[t].postings));
        for (var n = 2; n < held.length; n += 3) { if (held[n]) { return false; } }
        return true;
      });
      if (!misspelled || manifest.symbolTerms) { return null; }
      return load(base, "symbols").then(function (symbols) { manifest.symbolTerms = symbols; });
    }).then(function () {
      return loadTerms(queryTerms(query, manifest, has));
    }).then(function () {
      var result = rank(query, language, manifest, terms);
      var top = result.numbers.slice(0, limit || 10);
      var chunks = Array.from(new Set(top.map(function (n) { return Math.floor(n / manifest.documentChunk); })));
      return Promise.all(chunks.map(function (c) { return load(base, "d/" + c); })).then(function () {
        var hits = top.map(function (n) {
          var doc = received["d/" + Math.floor(n / manifest.documentChunk)][n % manifest.documentChunk];
          return {
            kind: doc.kind, id: doc.id, lang: doc.lang, title: doc.title, symbol: doc.symbol || null,
            lifecycle: doc.lifecycle || null, url: doc.url, score: Math.round(result.scores[n] * 1000) / 1000,
            text: doc.text, terms: result.terms.filter(function (q) { return !q.symbolOnly; }).map(function (q) { return q.term; })
          };
        });
        return { hits: hits, total: result.numbers.length };
      });
    });
  };

  /** The hits alone (see `query`). */
  api.search = function (base, query, language, limit) {
    return api.query(base, query, language, limit).then(function (result) { return result.hits; });
  };
})(typeof window !== "undefined" ? window : this);
