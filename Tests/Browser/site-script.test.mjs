// Unit tests of Templates/assets/site.js, the site's only script, in Node's test runner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import path from "node:path";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const site = require(path.join(here, "..", "..", "Templates", "assets", "site.js"));

test("the switch carries the reader's section over to the other language", () => {
  assert.equal(site.withFragment("../../ko/methods/x.html", "#when"), "../../ko/methods/x.html#when");
  assert.equal(site.withFragment("../../ko/methods/x.html#old", "#what-to-do"), "../../ko/methods/x.html#what-to-do");
  assert.equal(site.withFragment("../../ko/methods/x.html#old", ""), "../../ko/methods/x.html");
  assert.equal(site.withFragment("../../ko/methods/x.html", "#"), "../../ko/methods/x.html");
  assert.equal(site.withFragment("../../ko/x.html", "#%ED%98%B8%EC%B6%9C"), "../../ko/x.html#%ED%98%B8%EC%B6%9C");
});

test("the root page picks the remembered language, then the browser's, then English", () => {
  assert.equal(site.preferredLanguage(["en-US"], "ko"), "ko");
  assert.equal(site.preferredLanguage(["ko-KR", "en-US"], null), "ko");
  assert.equal(site.preferredLanguage(["KO"], null), "ko");
  assert.equal(site.preferredLanguage(["fr-FR", "ko"], null), "ko");
  assert.equal(site.preferredLanguage(["en-GB", "ko-KR"], null), "en");
  assert.equal(site.preferredLanguage(["ja-JP"], null), "en");
  assert.equal(site.preferredLanguage([], "fr"), "en");
  assert.equal(site.preferredLanguage([undefined], null), "en");
});
