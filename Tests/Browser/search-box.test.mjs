// Search as you type, in headless Chromium from file://: the header box lists the same hits, in the
// same order, as `lifedoc search` (LIFEDOC), and the keyboard works (/ focuses, ↓ moves, Enter opens,
// Esc closes); the search page counts every hit, shows more on request and follows its query.
//
//   node --experimental-websocket --test Tests/Browser/
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, STEP_MS, sleep } from './lib/cdp.mjs';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const LIFEDOC = path.resolve(process.env.LIFEDOC || '.build/debug/lifedoc');
const fileUrl = (rel, query = '') => pathToFileURL(path.join(SITE_DIR, rel)).href + query;

/** `lifedoc search` over the same site: {total, hits}. */
function cli(query, limit) {
  return JSON.parse(execFileSync(LIFEDOC, ['search', '--site', SITE_DIR, '--format', 'json', '--limit', String(limit), '--', query],
    { encoding: 'utf8' }));
}

async function key(page, name, code) {
  const text = name.length === 1 ? name : undefined;
  await page.send('Input.dispatchKeyEvent', { type: 'keyDown', key: name, code: code || name, windowsVirtualKeyCode: { ArrowDown: 40, ArrowUp: 38, Enter: 13, Escape: 27 }[name] || 0, text });
  await page.send('Input.dispatchKeyEvent', { type: 'keyUp', key: name, code: code || name });
}

/** Waits until the expression is truthy in the page, and returns its value. */
async function waitFor(page, expression, what) {
  let value;
  for (const deadline = Date.now() + STEP_MS; Date.now() < deadline; await sleep(50)) {
    value = await page.evaluate(expression);
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe(`search as you type on ${SITE_DIR}`, () => {
  let browser;
  let page;
  before(async () => {
    assert.ok(fs.existsSync(path.join(SITE_DIR, 'search', 'manifest.js')), 'build the site first');
    browser = await Browser.launch();
    page = browser.page;
  }, { timeout: 4 * STEP_MS });
  after(async () => { if (browser) await browser.close(); });

  // didFinishLaunching: a name pages write that no method's name holds whole, so both sides fetch the
  // symbol vocabulary on demand to find the method it begins.
  for (const [language, query] of [['ko', '씬이 백그라운드로 진입할 때'], ['ko', '백그라운드모드 켜기'], ['ko', '앱꺼질때'], ['en', 'backgroundmode'], ['en', 'willenterforeground'], ['en', 'didFinishLaunching']]) {
    test(`the ${language} header box ranks "${query}" as lifedoc search does, and the keyboard drives it`, async () => {
      await page.open(fileUrl(`${language}/index.html`));
      await key(page, '/');
      assert.equal(await page.evaluate('document.activeElement.getAttribute("aria-controls")'), 'ld-suggest', '/ focuses the box');
      await page.send('Input.insertText', { text: query });
      await waitFor(page, '!document.getElementById("ld-suggest").hidden', 'the suggestions');
      const shown = await page.evaluate('Array.from(document.querySelectorAll("#ld-suggest [data-id]")).map(li => li.dataset.id)');
      const expected = cli(query, 8);
      assert.deepEqual(shown, expected.hits.map((h) => h.id));
      const label = await page.evaluate('document.querySelector("#ld-suggest [data-id] .ld-hit-kind").textContent');
      // A method's kind names its life cycle; a task's is its kind alone.
      const method = language === 'ko' ? /^메서드 · (씬|앱) 기반$/ : /^Method · (scene|app) life cycle$/;
      assert.match(label, expected.hits[0].kind === 'task' ? (language === 'ko' ? /^할 일$/ : /^Task$/) : method);
      await key(page, 'ArrowDown');
      await key(page, 'ArrowDown');
      assert.equal(await page.evaluate('document.activeElement.getAttribute("aria-activedescendant")'), 'ld-suggest-1');
      await key(page, 'Escape');
      assert.equal(await page.evaluate('document.getElementById("ld-suggest").hidden'), true, 'Esc closes the list');
      await page.send('Input.insertText', { text: ' ' });
      await waitFor(page, '!document.getElementById("ld-suggest").hidden', 'the suggestions again');
      await key(page, 'ArrowDown');
      await key(page, 'Enter');
      await waitFor(page, `location.pathname.endsWith(${JSON.stringify(expected.hits[0].url)})`, 'the first hit to open');
      page.assertNoErrors(`typing "${query}" in the box`);
    });
  }

  test('the search page counts every hit, shows more on request and follows the query as it changes', async () => {
    const query = '백그라운드';
    const expected = cli(query, 100);
    await page.open(fileUrl('ko/search.html', `?q=${encodeURIComponent(query)}`));
    await waitFor(page, 'document.querySelectorAll("#ld-results li").length > 0', 'the results');
    assert.equal(await page.evaluate('document.getElementById("ld-search-status").textContent'), `${expected.total}개 결과`);
    assert.equal(await page.evaluate('document.querySelectorAll("#ld-results li").length'), Math.min(20, expected.total));
    if (expected.total > 20) {
      await page.evaluate('document.getElementById("ld-more").click()');
      await waitFor(page, `document.querySelectorAll("#ld-results li").length === ${Math.min(40, expected.total)}`, 'more results');
    }
    await page.evaluate('(() => { const i = document.getElementById("ld-search-query"); i.value = "sceneDidDisconnect"; i.dispatchEvent(new Event("input")); })()');
    await waitFor(page, 'document.querySelector("#ld-results li") && document.querySelector("#ld-results li").dataset.id === "methods/scene-did-disconnect"', 'the results of the new query');
    page.assertNoErrors('the search page');
  });
});
