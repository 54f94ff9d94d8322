// What GitHub adds to Markdown, in a real browser: builds the fixture (Tests/Browser/Fixtures/github-markdown)
// with lifedoc and opens its page in both languages in headless Chromium from file://, on a phone
// (390×844) and a desktop (1280×800). The table is a <table> with its header, rows and alignment;
// on the phone the page does not scroll sideways, the table's own box does; on the desktop the
// table is no wider than the text column allows. The task list shows checkboxes where bullets would
// be, struck text is struck, a long URL in the text is a link that wraps inside the phone's width,
// and a Korean range written with one tilde (1~2초) stays text.
//
//   LIFEDOC=.build/debug/lifedoc node --experimental-websocket --test Tests/Browser/github-markdown.test.mjs
//
// Environment: LIFEDOC (default .build/debug/lifedoc), CHROMIUM, BROWSER_STEP_TIMEOUT_MS (see lib/cdp.mjs).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Browser, STEP_MS, sleep } from './lib/cdp.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const LIFEDOC = path.resolve(process.env.LIFEDOC || path.join(ROOT, '.build/debug/lifedoc'));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
];

const MEASURE = `(() => {
  const box = document.querySelector('.ld-body .ld-md-table');
  const table = box && box.querySelector('table');
  if (!table) return null;
  const align = (cell) => getComputedStyle(cell).textAlign;
  const rows = [...table.querySelectorAll('tbody tr')];
  return {
    header: [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim()),
    rows: rows.map((tr) => [...tr.children].map((td) => td.textContent.trim())),
    aligns: [...rows[0].children].slice(0, 3).map(align),
    code: !!table.querySelector('td code'),
    link: table.querySelector('td a') && table.querySelector('td a').getAttribute('href'),
    page: document.documentElement.scrollWidth,
    boxScroll: box.scrollWidth, boxWidth: box.clientWidth,
    body: document.querySelector('.ld-body').getBoundingClientRect().width,
  };
})()`;

describe("GitHub's additions to Markdown", () => {
  let site;
  let work;
  let browser;
  let page;

  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifedoc-github-markdown-'));
    site = path.join(work, 'Site');
    execFileSync(LIFEDOC, [
      'build', '--content', path.join(HERE, 'Fixtures/github-markdown/Content'), '--templates', path.join(ROOT, 'Templates'),
      '--output', site, '--no-cache', '--quiet',
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    browser = await Browser.launch();
    page = browser.page;
  }, { timeout: 4 * STEP_MS });

  after(async () => {
    if (browser) await browser.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, { timeout: 4 * STEP_MS });

  for (const lang of ['en', 'ko']) {
    test(`the ${lang} table shows as a table that fits a phone and a desktop`, { timeout: 8 * STEP_MS }, async () => {
      for (const viewport of VIEWPORTS) {
        const where = `${lang} at ${viewport.width} px`;
        await page.send('Emulation.setDeviceMetricsOverride', viewport);
        await page.open(pathToFileURL(path.join(site, lang, 'guides', 'calls.html')).href);
        await sleep(150);
        const shown = await page.evaluate(MEASURE);
        assert.ok(shown, `${where}: no table in the page's body`);
        assert.equal(shown.header.length, 5, `${where}: header ${JSON.stringify(shown.header)}`);
        assert.deepEqual(shown.rows.map((row) => row.length), [5, 5, 5, 5], `${where}: every row has one cell per column`);
        assert.equal(shown.rows[3][0], 'a | b', `${where}: an escaped pipe is a pipe in its cell`);
        assert.deepEqual(shown.aligns, ['left', 'center', 'right'], `${where}: the columns' alignment`);
        assert.ok(shown.code, `${where}: a code span in a cell`);
        assert.equal(shown.link, '#the-guide', `${where}: a link in a cell`);
        assert.ok(shown.page <= viewport.width, `${where}: the page is ${shown.page} px wide`);
        if (viewport.name === 'phone') {
          assert.ok(shown.boxScroll > shown.boxWidth, `${where}: the wide table scrolls in its own box (${shown.boxScroll} in ${shown.boxWidth})`);
        }
        assert.ok(shown.boxWidth <= Math.ceil(shown.body), `${where}: the table's box (${shown.boxWidth} px) stays in the text column (${shown.body} px)`);
      }
    });

    test(`the ${lang} task list, struck text and links in text show as on GitHub`, { timeout: 8 * STEP_MS }, async () => {
      for (const viewport of VIEWPORTS) {
        const where = `${lang} at ${viewport.width} px`;
        await page.send('Emulation.setDeviceMetricsOverride', viewport);
        await page.open(pathToFileURL(path.join(site, lang, 'guides', 'calls.html')).href);
        await sleep(150);
        const shown = await page.evaluate(EXTRAS);
        assert.ok(shown, `${where}: no list after the checklist heading`);
        assert.deepEqual(shown.boxes, [true, false, null], `${where}: checked, unchecked, no box`);
        assert.deepEqual(shown.bullets, ['none', 'none', 'disc'], `${where}: a task item shows its box instead of a bullet`);
        assert.ok(shown.boxesDisabled, `${where}: the boxes cannot be ticked`);
        assert.ok(shown.boxLeft >= shown.bodyLeft - 1, `${where}: the box (${shown.boxLeft}) stays in the text column (${shown.bodyLeft})`);
        assert.equal(shown.struck, 'line-through', `${where}: struck text is struck`);
        assert.equal(shown.struckCode, 'applicationWillTerminate(_:)', `${where}: a name in struck text keeps its code span`);
        assert.ok(shown.url && shown.url.startsWith('https://developer.apple.com/documentation/uikit/'), `${where}: the URL is a link (${shown.url})`);
        assert.equal(shown.mail, 'mailto:docs@example.com', `${where}: the address is a link`);
        assert.ok(shown.urlRight <= shown.bodyRight + 1, `${where}: the long URL wraps inside the text column (${shown.urlRight} > ${shown.bodyRight})`);
        assert.ok(shown.page <= viewport.width, `${where}: the page is ${shown.page} px wide`);
        if (lang === 'ko') assert.ok(shown.text.includes('1~2초'), `${where}: a range with one tilde stays text`);
      }
    });

    test(`the ${lang} alert is a box titled in the page's language`, { timeout: 8 * STEP_MS }, async () => {
      for (const theme of ['light', 'dark']) {
        await page.send('Emulation.setDeviceMetricsOverride', VIEWPORTS[0]);
        await page.open(pathToFileURL(path.join(site, lang, 'guides', 'calls.html')).href);
        await page.evaluate(`document.documentElement.setAttribute('data-theme', '${theme}')`);
        await sleep(150);
        const shown = await page.evaluate(`(() => {
          const box = document.querySelector('.ld-body .markdown-alert-warning');
          if (!box) return null;
          const title = box.querySelector('.markdown-alert-title');
          return { title: title.textContent, color: getComputedStyle(title).color, bar: getComputedStyle(box).borderLeftColor,
            code: !!box.querySelector('code'), quote: !!box.closest('blockquote'),
            bg: getComputedStyle(document.documentElement).backgroundColor };
        })()`);
        assert.ok(shown, `${lang} ${theme}: no alert box`);
        assert.equal(shown.title, lang === 'ko' ? '경고' : 'Warning', `${lang} ${theme}: the title`);
        assert.equal(shown.color, shown.bar, `${lang} ${theme}: the title takes the bar's colour`);
        assert.ok(shown.code && !shown.quote, `${lang} ${theme}: the text is in the box, not a quote`);
        const rgb = (text) => text.match(/\d+/g).slice(0, 3).map(Number);
        const lum = (c) => { const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const [a, b] = [lum(rgb(shown.color)), lum(rgb(shown.bg))].sort((x, y) => y - x);
        assert.ok((a + 0.05) / (b + 0.05) >= 4.5, `${lang} ${theme}: the title's contrast ${((a + 0.05) / (b + 0.05)).toFixed(2)}:1`);
      }
    });

    test(`the ${lang} footnotes are numbered, listed at the end and lead there and back`, { timeout: 8 * STEP_MS }, async () => {
      for (const viewport of VIEWPORTS) {
        const where = `${lang} at ${viewport.width} px`;
        await page.send('Emulation.setDeviceMetricsOverride', viewport);
        await page.open(pathToFileURL(path.join(site, lang, 'guides', 'calls.html')).href);
        await sleep(150);
        const shown = await page.evaluate(FOOTNOTES);
        assert.ok(shown, `${where}: no footnotes section`);
        assert.deepEqual(shown.numbers, ['1', '1', '2'], `${where}: numbered by first reference`);
        assert.equal(shown.notes, 2, `${where}: two notes at the end`);
        assert.ok(shown.last, `${where}: the notes are the body's last element`);
        assert.deepEqual(shown.backs, [2, 1], `${where}: a link back to each reference`);
        assert.ok(shown.targetsExist, `${where}: every reference and back link leads to an element`);
        assert.ok(shown.backLabel && !shown.backLabel.includes('\u0004'), `${where}: the back link is labelled (${shown.backLabel})`);
        if (lang === 'ko') assert.ok(/[가-힣]/.test(shown.backLabel), `${where}: the label is Korean`);
        assert.ok(shown.page <= viewport.width, `${where}: the page is ${shown.page} px wide`);
      }
      await page.open(pathToFileURL(path.join(site, lang, 'guides', 'calls.html')).href);
      await page.evaluate(`document.querySelector('sup.footnote-ref a').click()`);
      await sleep(150);
      const hash = await page.evaluate('location.hash');
      assert.equal(hash, '#fn-silent', `${lang}: the first reference leads to its note`);
    });
  }
});

const FOOTNOTES = `(() => {
  const section = document.querySelector('.ld-body section.footnotes');
  if (!section) return null;
  const body = document.querySelector('.ld-body');
  const links = [...document.querySelectorAll('.ld-body a[href^="#fn"]'), ...section.querySelectorAll('a.footnote-backref')];
  return {
    numbers: [...document.querySelectorAll('.ld-body sup.footnote-ref a')].map((a) => a.textContent),
    notes: section.querySelectorAll('ol > li').length,
    last: body.lastElementChild === section || body.lastElementChild.contains(section),
    backs: [...section.querySelectorAll('ol > li')].map((li) => li.querySelectorAll('a.footnote-backref').length),
    targetsExist: links.every((a) => document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)))),
    backLabel: section.querySelector('a.footnote-backref').getAttribute('aria-label'),
    page: document.documentElement.scrollWidth,
  };
})()`;

const EXTRAS = `(() => {
  const heading = document.getElementById('checklist');
  const list = heading && heading.nextElementSibling;
  if (!list || list.tagName !== 'UL') return null;
  const items = [...list.children];
  const body = document.querySelector('.ld-body').getBoundingClientRect();
  const paragraph = list.nextElementSibling;
  const url = paragraph.querySelector('a[href^="https://developer.apple.com"]');
  const mail = paragraph.querySelector('a[href^="mailto:"]');
  const del = list.querySelector('del');
  const boxes = items.map((li) => { const box = li.querySelector(':scope > input[type=checkbox]'); return box ? box.checked : null; });
  const first = items[0].querySelector('input');
  const rects = url ? [...url.getClientRects()] : [];
  return {
    boxes,
    bullets: items.map((li) => getComputedStyle(li).listStyleType),
    boxesDisabled: [...list.querySelectorAll('input')].every((box) => box.disabled),
    boxLeft: first.getBoundingClientRect().left, bodyLeft: body.left, bodyRight: body.right,
    struck: del && getComputedStyle(del).textDecorationLine,
    struckCode: del && del.querySelector('code') && del.querySelector('code').textContent,
    url: url && url.getAttribute('href'), mail: mail && mail.getAttribute('href'),
    urlRight: Math.max(...rects.map((rect) => rect.right)),
    page: document.documentElement.scrollWidth,
    text: paragraph.textContent,
  };
})()`;
