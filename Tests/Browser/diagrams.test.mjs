// Diagrams readable and code coloured, in headless Chromium from file://: every label of the state
// machine drawing a reader sees is at least 11 CSS px high, on a phone (390 px, mobile emulation)
// and on a desktop (1280 px), on the home page and on a state page; Swift blocks carry
// highlight.js's markup once the page has loaded.
//
//   node --experimental-websocket --test Tests/Browser/
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, STEP_MS, sleep } from './lib/cdp.mjs';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const fileUrl = (rel) => pathToFileURL(path.join(SITE_DIR, rel)).href;
const SIZES = [
  { name: 'phone', width: 390, height: 844, mobile: true, deviceScaleFactor: 3 },
  { name: 'desktop', width: 1280, height: 800, mobile: false, deviceScaleFactor: 1 },
];

/** The smallest rendered height of a visible diagram label, and how many were measured. */
const SMALLEST_LABEL = `(() => {
  let smallest = Infinity, count = 0;
  for (const text of document.querySelectorAll('.ld-diagram svg text')) {
    const box = text.getBoundingClientRect();
    if (!text.textContent.trim() || box.width === 0 || box.height === 0) continue; // not shown at this width
    smallest = Math.min(smallest, box.height);
    count += 1;
  }
  return { smallest, count };
})()`;

describe(`diagrams and code on ${SITE_DIR}`, () => {
  let browser;
  let page;
  before(async () => {
    assert.ok(fs.existsSync(path.join(SITE_DIR, 'en', 'index.html')), 'build the site first');
    browser = await Browser.launch();
    page = browser.page;
  }, { timeout: 4 * STEP_MS });
  after(async () => { if (browser) await browser.close(); });

  for (const size of SIZES) {
    for (const rel of ['en/index.html', 'ko/index.html', 'en/states/scene/background.html', 'ko/states/app/inactive.html']) {
      test(`every diagram label on ${rel} is at least 11 px high on a ${size.name}`, async () => {
        await page.send('Emulation.setDeviceMetricsOverride', size);
        await page.open(fileUrl(rel));
        const { smallest, count } = await page.evaluate(SMALLEST_LABEL);
        assert.ok(count > 0, `no diagram label is shown on ${rel} at ${size.width} px`);
        assert.ok(smallest >= 11, `the smallest label on ${rel} at ${size.width} px is ${smallest.toFixed(1)} px high`);
        assert.ok(await page.evaluate('document.documentElement.scrollWidth') <= size.width, 'the drawing makes the page scroll sideways');
        page.assertNoErrors(rel);
      });
    }
  }

  test('Swift code blocks are coloured by highlight.js', async () => {
    await page.send('Emulation.setDeviceMetricsOverride', SIZES[1]);
    await page.open(fileUrl('en/methods/scene-did-enter-background.html'));
    let marked = 0;
    for (const deadline = Date.now() + STEP_MS; Date.now() < deadline && !marked; await sleep(50)) {
      marked = await page.evaluate('document.querySelectorAll("pre code.language-swift .hljs-keyword").length');
    }
    assert.ok(marked > 0, 'no keyword is marked in the Swift blocks');
    page.assertNoErrors('a method page');
  });
});
