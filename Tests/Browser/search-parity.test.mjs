// The site's search (Templates/assets/search.js, over the index files of SITE_DIR) must give the
// same hits in the same order as `lifedoc search` (LIFEDOC, default .build/debug/lifedoc) for every
// query of the evaluation sets (tuning and held-out), and the tuning set's answers must mostly come
// first.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";

const require = createRequire(import.meta.url);
const SITE_DIR = path.resolve(process.env.SITE_DIR || "Site");
const LIFEDOC = path.resolve(process.env.LIFEDOC || ".build/debug/lifedoc");
const search = require(path.resolve(SITE_DIR, "assets", "search.js"));
const SETS = ["tuning", "tuning-b", "tuning-c", "tuning-d", "tuning-e", "tuning-f", "tuning-g", "tuning-h", "tuning-i", "tuning-j", "tuning-k", "tuning-l", "tuning-m", "tuning-n", "heldout", "heldout-b", "heldout-c", "heldout-d", "heldout-e", "heldout-f", "heldout-g", "heldout-h", "heldout-i", "heldout-j", "heldout-k", "parity-rules"].map((name) => path.resolve("Tests", "Search", `${name}.json`));
const evaluation = JSON.parse(readFileSync(SETS[0], "utf8"));

/** Reads the site's search files the way the browser's <script> elements would. */
function loadIndex() {
  const received = {};
  const lifedocSearch = { receive: (name, value) => { received[name] = value; } };
  const run = (file) => new Function("lifedocSearch", readFileSync(file, "utf8"))(lifedocSearch);
  const dir = path.join(SITE_DIR, "search");
  run(path.join(dir, "manifest.js"));
  run(path.join(dir, "symbols.js"));
  for (const name of readdirSync(path.join(dir, "t"))) run(path.join(dir, "t", name));
  for (const name of readdirSync(path.join(dir, "d"))) run(path.join(dir, "d", name));
  const terms = {};
  Object.keys(received).filter((k) => k.startsWith("t/")).forEach((k) => Object.assign(terms, received[k]));
  const manifest = Object.assign({}, received.manifest, { symbolTerms: received.symbols });
  const document = (n) => received[`d/${Math.floor(n / manifest.documentChunk)}`][n % manifest.documentChunk];
  return { manifest, terms, document };
}

test("the site has a search index", () => {
  assert.ok(existsSync(path.join(SITE_DIR, "search", "manifest.js")), `${SITE_DIR}/search/manifest.js is missing`);
  assert.ok(existsSync(LIFEDOC), `${LIFEDOC} is missing (build first)`);
});

for (const file of SETS) {
  test(`the browser's search ranks every query of ${path.basename(file)} exactly as lifedoc search does`, () => {
    const index = loadIndex();
    const set = JSON.parse(readFileSync(file, "utf8"));
    const mismatches = [];
    const results = JSON.parse(execFileSync(LIFEDOC,
      ["search", "--site", SITE_DIR, "--format", "json", "--evaluate", file],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));
    assert.equal(results.length, set.queries.length);
    for (const [position, { query }] of set.queries.entries()) {
      const cli = results[position];
      assert.equal(cli.query, query);
      const result = search.rank(query, null, index.manifest, index.terms);
      const js = result.numbers.slice(0, 10).map((n) => {
        const doc = index.document(n);
        return `${doc.id}@${doc.lang}:${Math.round(result.scores[n] * 1000) / 1000}`;
      });
      const swift = cli.hits.map((h) => `${h.id}@${h.lang}:${h.score}`);
      // A held-out query is named by its position only: nobody tunes on what a failure shows.
      const shown = path.basename(file).startsWith("heldout") ? `held-out query ${position}` : query;
      if (JSON.stringify(js) !== JSON.stringify(swift)) mismatches.push(`${shown}\n  js:    ${js.slice(0, 3).join(" ")}\n  swift: ${swift.slice(0, 3).join(" ")}`);
    }
    assert.deepEqual(mismatches, []);
  });
}

// 85%: the tuning set holds 261 queries since 80 harder ones (questions, paraphrases) were added;
// it measured 0.877 top-1 when this threshold was set.
test("the browser's search puts the expected page first for at least 85% of the tuning queries", () => {
  const index = loadIndex();
  let top1 = 0;
  for (const { query, expect } of evaluation.queries) {
    const first = search.rank(query, null, index.manifest, index.terms).numbers[0];
    if (first !== undefined && index.document(first).id === expect) top1 += 1;
  }
  assert.ok(top1 / evaluation.queries.length >= 0.85, `top-1 ${top1}/${evaluation.queries.length}`);
});
