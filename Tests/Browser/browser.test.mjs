// End-to-end checks of the generated site in headless Chromium, opened from disk (file://).
//
//   node --experimental-websocket --test Tests/Browser/
//
// Environment: SITE_DIR (default Site), CHROMIUM (default chromium), BROWSER_STEP_TIMEOUT_MS
// (default 30000: the longest any one step may take before it fails).
//
// No npm packages: Chromium is driven over the Chrome DevTools Protocol with Node's own WebSocket
// (global behind --experimental-websocket in Node 20). Every page visited must log no console
// error, no uncaught exception and no failed load (Log.entryAdded with level error).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Browser, STEP_MS, sleep, withTimeout } from './lib/cdp.mjs';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const TEST_OPTIONS = { timeout: 8 * STEP_MS };

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Site-relative path ('en/methods/x.html') of every file under SITE_DIR/dir, sorted. */
function siteFiles(dir, { recursive = false, suffix = '.html' } = {}) {
  const found = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(SITE_DIR, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() && recursive) walk(child);
      else if (entry.isFile() && entry.name.endsWith(suffix)) found.push(child);
    }
  };
  walk(dir);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const fileUrl = (rel, hash = '') => pathToFileURL(path.join(SITE_DIR, rel)).href + hash;

/** 'en/methods/x.html' for a file:// URL inside SITE_DIR; the URL itself otherwise. */
function siteRel(href) {
  const url = new URL(href);
  if (url.protocol !== 'file:') return href;
  url.hash = '';
  url.search = '';
  const rel = path.relative(SITE_DIR, fileURLToPath(url));
  return rel.startsWith('..') ? href : rel.split(path.sep).join('/');
}

const HAS_SWITCH = /<a\s[^>]*\bdata-lang-switch(?=[\s=>/])/i;

/** The first English method page, in sorted order, that has an a[data-lang-switch]. */
function firstSwitchableMethodPage() {
  const pages = siteFiles('en/methods');
  assert.ok(pages.length > 0, `no method pages: ${path.join(SITE_DIR, 'en/methods')}/*.html`);
  const rel = pages.find((p) => HAS_SWITCH.test(fs.readFileSync(path.join(SITE_DIR, p), 'utf8')));
  assert.ok(rel, `none of the ${pages.length} pages in en/methods/ has an <a data-lang-switch>`);
  return rel;
}

// ---------------------------------------------------------------------------------------------
// Chromium and the DevTools Protocol

// ---------------------------------------------------------------------------------------------
// The tests

describe(`site ${SITE_DIR} in headless Chromium`, () => {
  let browser;
  let page;
  const onExit = () => browser && browser.closeNow();

  before(async () => {
    process.once('exit', onExit);
    assert.ok(fs.existsSync(SITE_DIR), `SITE_DIR ${SITE_DIR} does not exist (build the site first)`);
    browser = await Browser.launch();
    page = browser.page;
  }, { timeout: 4 * STEP_MS });

  after(async () => {
    if (browser) await browser.close();
    process.removeListener('exit', onExit);
  }, { timeout: 4 * STEP_MS });

  test('the harness reports console errors, uncaught exceptions and missing files', TEST_OPTIONS, async () => {
    const url = browser.tempPage('probe.html', `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>probe</title>
<script src="missing-probe.js"></script></head>
<body><script>
console.error('probe console.error');
setTimeout(() => { throw new Error('probe exception'); }, 0);
</script></body></html>`);
    page.takeErrors();
    await page.open(url);
    const errors = page.takeErrors().join('\n');
    assert.match(errors, /console\.error: probe console\.error/, `console.error was not reported:\n${errors}`);
    assert.match(errors, /uncaught exception: Error: probe exception/, `the exception was not reported:\n${errors}`);
    assert.match(errors, /missing-probe\.js/, `the missing script was not reported:\n${errors}`);
  });

  test('the language switch of a method page goes to the Korean page and back with real clicks', TEST_OPTIONS, async () => {
    const enRel = firstSwitchableMethodPage();
    const koRel = `ko/${enRel.slice('en/'.length)}`;
    page.takeErrors();

    await page.open(fileUrl(enRel));
    assert.equal(siteRel(await page.href()), enRel, `opening ${enRel} ended somewhere else`);
    assert.equal(await page.lang(), 'en', `<html lang> of ${enRel}`);

    await page.clickAndWaitForNavigation('a[data-lang-switch]');
    assert.equal(siteRel(await page.href()), koRel, `the language switch on ${enRel} went to the wrong page${page.errorNote()}`);
    assert.equal(await page.lang(), 'ko', `<html lang> of ${koRel}`);

    await page.clickAndWaitForNavigation('a[data-lang-switch]');
    assert.equal(siteRel(await page.href()), enRel, `the language switch on ${koRel} did not lead back${page.errorNote()}`);
    assert.equal(await page.lang(), 'en', `<html lang> of ${enRel} (after switching back)`);

    page.assertNoErrors(`${enRel} <-> ${koRel}`);
  });

  test('the language switch carries the #section over to the other language', TEST_OPTIONS, async () => {
    const enRel = firstSwitchableMethodPage();
    const koRel = `ko/${enRel.slice('en/'.length)}`;
    page.takeErrors();

    await page.open(fileUrl(enRel));
    const ids = await page.evaluate(`[...document.querySelectorAll('h2[id]')].map((h) => h.id).filter(Boolean)`);
    assert.ok(ids.length > 0, `${enRel} has no <h2 id="..."> to link to`);
    const id = ids.length > 1 ? ids[1] : ids[0];
    const hash = `#${encodeURIComponent(id)}`;

    await page.open('about:blank'); // so that the page below is a fresh load, not a scroll
    await page.open(fileUrl(enRel, hash));
    assert.equal(decodeURIComponent((await page.evaluate('location.hash')).slice(1)), id, `${enRel}${hash} lost its hash on opening`);

    await page.clickAndWaitForNavigation('a[data-lang-switch]');
    const href = await page.href();
    assert.equal(siteRel(href), koRel, `the language switch on ${enRel}${hash} went to the wrong page${page.errorNote()}`);
    assert.equal(decodeURIComponent(new URL(href).hash.slice(1)), id,
      `the language switch on ${enRel}${hash} did not carry the hash over: it went to ${href}${page.errorNote()}`);
    assert.ok(href.endsWith(hash), `${href} does not end with ${hash}`);
    assert.equal(await page.lang(), 'ko', `<html lang> of ${koRel}`);
    assert.equal(await page.evaluate(`document.getElementById(${JSON.stringify(id)}) !== null`), true,
      `${koRel} has no element with id="${id}" (the section ids must match across languages)`);

    page.assertNoErrors(`${enRel}${hash} -> ${koRel}${hash}`);
  });

  test('typing a Korean query into the search box finds the right page first', TEST_OPTIONS, async () => {
    // Asked for the work, not the moment ("…받았을 때" alone would rank the method first).
    const query = '메모리 경고 받으면 캐시 비우기';
    const expected = 'tasks/free-memory-on-warning';
    page.takeErrors();
    await page.open(fileUrl('ko/index.html'));
    await page.evaluate(`document.querySelector('form.ld-search input[name=q]').focus()`);
    await page.send('Input.insertText', { text: query });
    const before = page.navigations.length;
    for (const type of ['keyDown', 'keyUp']) {
      await page.send('Input.dispatchKeyEvent', {
        type, key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13,
        ...(type === 'keyDown' ? { text: '\r' } : {}),
      });
    }
    await page.waitUntil(() => page.navigations.length > before, 'the search form to navigate');
    await page.settle();
    assert.equal(siteRel((await page.href()).split('?')[0]), 'ko/search.html', `the search box did not open the search page${page.errorNote()}`);
    let first = null;
    for (const deadline = Date.now() + STEP_MS; Date.now() < deadline && !first; await sleep(100)) {
      first = await page.evaluate(`(() => { const li = document.querySelector('#ld-results li'); return li && li.getAttribute('data-id'); })()`);
    }
    assert.equal(first, expected, `the first hit for ${query}${page.errorNote()}`);
    assert.equal(await page.evaluate(`document.getElementById('ld-search-query').value`), query);
    assert.ok(await page.evaluate(`document.querySelectorAll('#ld-results mark').length > 0`), 'no matched word is marked');
    page.assertNoErrors('ko/search.html');
  });

  const pages = [
    { name: 'the root chooser', rel: () => 'index.html' },
    { name: 'the English home page', rel: () => 'en/index.html', lang: 'en', svg: true },
    { name: 'the Korean home page', rel: () => 'ko/index.html', lang: 'ko', svg: true },
    {
      name: 'the first compare page',
      rel: () => {
        const found = siteFiles('en/compare', { recursive: true });
        assert.ok(found.length > 0, `no compare page: nothing matches ${path.join(SITE_DIR, 'en/compare')}/**/*.html`);
        return found[0];
      },
      lang: 'en',
    },
    { name: 'the translation dashboard', rel: () => 'en/translations.html', lang: 'en' },
  ];
  for (const { name, rel: relOf, lang, svg } of pages) {
    test(`${name} opens without console errors${svg ? ' and has an inline <svg>' : ''}`, TEST_OPTIONS, async () => {
      const rel = relOf();
      assert.ok(fs.existsSync(path.join(SITE_DIR, rel)), `${path.join(SITE_DIR, rel)} does not exist`);
      page.takeErrors();
      await page.open(fileUrl(rel));
      if (lang) {
        assert.equal(siteRel(await page.href()), rel, `opening ${rel} ended somewhere else`);
        assert.equal(await page.lang(), lang, `<html lang> of ${rel}`);
      }
      if (svg) {
        const count = await page.evaluate(`document.querySelectorAll('svg').length`);
        assert.ok(count > 0, `${rel} has no inline <svg> diagram`);
      }
      page.assertNoErrors(rel);
    });
  }
});
