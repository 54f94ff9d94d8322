// The site's search analyser (Templates/assets/search.js) must give the same terms as Swift's
// LifedocSearch.Analyzer for every input of the shared vectors, and stem English as Snowball does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import path from "node:path";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const search = require(path.join(here, "..", "..", "Templates", "assets", "search.js"));
const vectors = JSON.parse(readFileSync(path.join(here, "..", "Search", "analyzer-vectors.json"), "utf8"));

const snowball = readFileSync(path.join(here, "..", "Search", "porter2", "sample.txt"), "utf8")
  .split("\n").filter(Boolean).map((line) => line.split(" "));

test("stems every word of the Snowball vocabulary as Snowball does", () => {
  assert.ok(snowball.length > 7000);
  const wrong = snowball.filter(([word, stem]) => search.stem(word) !== stem);
  assert.deepEqual(wrong.slice(0, 10).map(([word, stem]) => `${word}: ${search.stem(word)}, not ${stem}`), []);
});

test("the vectors are not empty", () => {
  assert.ok(vectors.vectors.length >= 30);
});

for (const vector of vectors.vectors) {
  test(`analyses ${JSON.stringify(vector.input)} as Swift does`, () => {
    assert.deepEqual(search.analyze(vector.input), vector.terms);
  });
}

// What a query rules out: the same split as Swift's SearchIndex.exception (SearchIndexExceptTests).
const exceptions = JSON.parse(readFileSync(path.join(here, "..", "Search", "exception-vectors.json"), "utf8"));
test("the exception vectors are not empty", () => {
  assert.ok(exceptions.cases.length >= 10);
});
for (const vector of exceptions.cases) {
  test(`splits ${JSON.stringify(vector.query)} where it rules something out, as Swift does`, () => {
    assert.deepEqual(search.exception(vector.query, exceptions.lexicon), { kept: vector.kept, ruledOut: vector.ruledOut });
  });
}
