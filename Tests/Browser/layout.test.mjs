// The site on every screen, in headless Chromium from file://: one page of every kind, on a phone
// (390×844, mobile emulation) and on a desktop (1280×800), in the light and the dark theme.
//
//   node --experimental-websocket --test Tests/Browser/layout.test.mjs
//
// For every case: the page does not scroll sideways (document.documentElement.scrollWidth is at
// most the viewport width), the sidebar is a column on the desktop and a hidden drawer on the phone
// that opens with body.ld-sidebar-open, every link of the sidebar, the breadcrumbs and the pager
// names a file under SITE_DIR, and the text of `main p` and of `main a` has a contrast of at least
// 4.5:1 against its background. A screenshot of every case goes to SCREENSHOT_DIR (for people to
// look at; nothing compares them). The theme is chosen the way a reader chooses it (localStorage
// "lifedoc.theme"), with the system preference set to the other theme, so that the choice must win.
//
// Environment: SITE_DIR (default Site), SCREENSHOT_DIR (default $TMPDIR/lifedoc-screens), CHROMIUM,
// BROWSER_STEP_TIMEOUT_MS (see lib/cdp.mjs).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Browser, STEP_MS, sleep } from './lib/cdp.mjs';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const SCREENSHOT_DIR = path.resolve(process.env.SCREENSHOT_DIR || path.join(os.tmpdir(), 'lifedoc-screens'));
const TEST_OPTIONS = { timeout: 12 * STEP_MS };
const THEME_KEY = 'lifedoc.theme';
const MIN_CONTRAST = 4.5;
const SIDEBAR_WAIT_MS = 5000;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
];
const THEMES = ['light', 'dark'];

// ---------------------------------------------------------------------------------------------
// The pages: one of every kind. A preferred page is taken when the site has it, else the first
// page of its kind in sorted order.

/** Site-relative paths ('en/methods/x.html') of the *.html files under SITE_DIR/dir, recursively, sorted. */
function siteFiles(dir) {
  const found = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(SITE_DIR, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(child);
    }
  };
  walk(dir);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function pick(dir, preferred) {
  if (preferred && fs.existsSync(path.join(SITE_DIR, preferred))) return preferred;
  const found = siteFiles(dir);
  assert.ok(found.length > 0, `no page under ${path.join(SITE_DIR, dir)}`);
  return found[0];
}

const PAGES = [
  { kind: 'home', rel: () => 'en/index.html' },
  { kind: 'state', rel: () => pick('en/states', 'en/states/app/active.html') },
  // The longest declaration and selector of the knowledge base's common methods.
  { kind: 'method', rel: () => pick('en/methods', 'en/methods/application-did-finish-launching-with-options.html') },
  { kind: 'task', rel: () => pick('en/tasks', 'en/tasks/save-user-data.html') },
  { kind: 'guide', rel: () => pick('en/guides', 'en/guides/call-order.html') },
  { kind: 'compare', rel: () => pick('en/compare', 'en/compare/methods/application-did-finish-launching-with-options.html') },
  { kind: 'dashboard', rel: () => 'en/translations.html' },
  { kind: 'search', rel: () => 'ko/search.html', query: `?q=${encodeURIComponent('백그라운드')}`, waitFor: '#ld-results li' },
  // The 404 page stands alone (no header, no sidebar): its sidebar is checked only if it has one.
  { kind: '404', rel: () => '404.html', sidebar: 'optional' },
];

const fileUrl = (rel, query = '') => pathToFileURL(path.join(SITE_DIR, rel)).href + query;

/**
 * The site's base URL as the 404 page uses it (its stylesheet is linked absolutely, so that it
 * works at any depth on a server), or null. Requests under it are answered from SITE_DIR.
 */
function baseURL() {
  let html;
  try {
    html = fs.readFileSync(path.join(SITE_DIR, '404.html'), 'utf8');
  } catch {
    return null;
  }
  const match = /<link\b[^>]*\bhref="(https?:\/\/[^"]*?)assets\/site\.css"/i.exec(html);
  return match ? match[1] : null;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.xml': 'application/xml',
};

/** The file under SITE_DIR that a link names (file:// or under the base URL), or null when it leaves the site. */
function targetFile(href, base) {
  const url = new URL(href);
  url.hash = '';
  url.search = '';
  let file;
  if (url.protocol === 'file:') {
    file = fileURLToPath(url);
  } else if (base && url.href.startsWith(base)) {
    const rel = decodeURIComponent(url.href.slice(base.length));
    file = path.join(SITE_DIR, rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel);
  } else {
    return null;
  }
  const rel = path.relative(SITE_DIR, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : file;
}

// ---------------------------------------------------------------------------------------------
// What is measured in the page (one expression each, evaluated with Runtime.evaluate)

/** Width of the document, of the viewport, and the elements that stick out (outside scroll boxes). */
const MEASURE_WIDTH = `(() => {
  const root = document.documentElement;
  const width = root.clientWidth;
  const scrolls = (el) => { for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
    const o = getComputedStyle(e).overflowX; if (o !== 'visible' && o !== 'clip') return true; } return false; };
  const culprits = [...document.querySelectorAll('body *')]
    .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > width + 0.5 && !scrolls(e); })
    .slice(0, 6)
    .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
      + ' (right ' + Math.round(e.getBoundingClientRect().right) + '): ' + (e.textContent || '').trim().slice(0, 60));
  return { scrollWidth: root.scrollWidth, clientWidth: width, innerWidth: window.innerWidth, culprits };
})()`;

/** The theme in effect: <html data-theme> and the lightness of the page's background. */
const MEASURE_THEME = `(() => {
  const c = getComputedStyle(document.documentElement).backgroundColor.match(/[\\d.]+/g).map(Number);
  return { attribute: document.documentElement.getAttribute('data-theme'), background: (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255 };
})()`;

/**
 * The lowest contrast of the visible text of \`main p\` and of \`main a\`: each element's colour
 * against the background it is drawn on (the nearest background colours up the tree, composed).
 */
const MEASURE_CONTRAST = `(() => {
  const parse = (text) => {
    const m = /rgba?\\(([^)]*)\\)/.exec(text);
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
    }
    let colour = { r: 255, g: 255, b: 255, a: 1 }; // the canvas, when nothing up the tree is opaque
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const luminance = (c) => [c.r, c.g, c.b].map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const describe = (e) => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
    + ' "' + (e.textContent || '').trim().slice(0, 50) + '"';
  const result = {};
  for (const [name, selector] of [['text', 'main p'], ['links', 'main a']]) {
    let worst = null;
    let count = 0;
    for (const e of document.querySelectorAll(selector)) {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (e.closest('svg') || r.width === 0 || r.height === 0 || style.visibility !== 'visible' || !(e.textContent || '').trim()) continue;
      let opacity = 1;
      for (let a = e; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
      if (opacity === 0) continue; // not drawn (a heading's anchor before it is hovered)
      const fg = parse(style.color);
      if (!fg) return { error: 'cannot read the colour ' + style.color + ' of ' + describe(e) };
      fg.a *= opacity;
      const bg = background(e);
      const value = ratio(over(fg, bg), bg);
      count++;
      if (!worst || value < worst.ratio) {
        worst = { ratio: Math.round(value * 100) / 100, element: describe(e), color: style.color,
          background: 'rgb(' + [bg.r, bg.g, bg.b].map(Math.round).join(', ') + ')' };
      }
    }
    result[name] = { count, worst };
  }
  return result;
})()`;

/** The sidebar's place: whether it is shown, its box and the main column's. */
const MEASURE_SIDEBAR = `(() => {
  const nav = document.getElementById('ld-sidebar');
  const main = document.getElementById('ld-main');
  if (!nav) return null;
  const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, width: r.width, height: r.height }; };
  const style = getComputedStyle(nav);
  return { shown: style.display !== 'none' && style.visibility !== 'hidden' && nav.getBoundingClientRect().width > 0,
    position: style.position, zIndex: style.zIndex, nav: box(nav), main: box(main) };
})()`;

/** Every link of the sidebar, the breadcrumbs and the pager, resolved against the page's address. */
const SITE_LINKS = `(() => [...document.querySelectorAll('#ld-sidebar a[href], .ld-breadcrumbs a[href], .ld-pager a[href]')]
  .map((a) => ({ href: a.href, raw: a.getAttribute('href'), where: a.closest('#ld-sidebar') ? 'sidebar' : a.closest('.ld-breadcrumbs') ? 'breadcrumbs' : 'pager',
    text: (a.textContent || '').trim().slice(0, 60) })))()`;

// ---------------------------------------------------------------------------------------------

describe(`layout of ${SITE_DIR} on a phone and a desktop, light and dark`, () => {
  let browser;
  let page;
  let base = null;
  let groupsSeen = false;
  let sidebarTries = 0;
  const onExit = () => browser && browser.closeNow();

  /** Waits (up to ms) until the expression is truthy in the page; returns whether it became so. */
  async function waitFor(expression, ms) {
    for (const deadline = Date.now() + ms; ; await sleep(100)) {
      if (await page.evaluate(expression)) return true;
      if (Date.now() > deadline) return false;
    }
  }

  /** Opens the page and waits until it has settled: loaded, fonts ready, JS-built parts drawn. */
  async function openSettled(spec, rel) {
    await page.open(fileUrl(rel, spec.query || ''));
    await page.evaluate('document.fonts ? document.fonts.ready.then(() => true) : true');
    // The sidebar's groups are drawn by site.js from <lang>/nav.js after load; without them the
    // fallback links are checked. Once a run has waited for groups that never came, it waits less.
    const wait = groupsSeen || sidebarTries === 0 ? SIDEBAR_WAIT_MS : 500;
    const drawn = await waitFor(`!!document.querySelector('#ld-sidebar .ld-side-group a') || !document.getElementById('ld-sidebar')`, wait);
    sidebarTries++;
    if (drawn && await page.evaluate(`!!document.querySelector('#ld-sidebar .ld-side-group a')`)) groupsSeen = true;
    if (spec.waitFor) await waitFor(`!!document.querySelector(${JSON.stringify(spec.waitFor)})`, SIDEBAR_WAIT_MS);
    await sleep(150); // a frame or two for layout after the last change
  }

  async function screenshot(name) {
    const { data } = await page.send('Page.captureScreenshot', { format: 'png' });
    fs.writeFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), Buffer.from(data, 'base64'));
  }

  async function setViewport(viewport) {
    const { width, height, deviceScaleFactor, mobile } = viewport;
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
  }

  before(async () => {
    process.once('exit', onExit);
    assert.ok(fs.existsSync(SITE_DIR), `SITE_DIR ${SITE_DIR} does not exist (build the site first)`);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await Browser.launch();
    page = browser.page;
    // The 404 page links its stylesheet under the site's base URL: answer those requests from disk.
    base = baseURL();
    if (base) {
      page.connection.listen((message) => {
        if (!message || message.sessionId !== page.sessionId || message.method !== 'Fetch.requestPaused') return;
        const { requestId, request } = message.params;
        const file = targetFile(request.url, base);
        let body = null;
        try {
          if (file) body = fs.readFileSync(file);
        } catch {
          body = null;
        }
        const reply = body
          ? page.send('Fetch.fulfillRequest', { requestId, responseCode: 200, body: body.toString('base64'),
            responseHeaders: [{ name: 'Content-Type', value: CONTENT_TYPES[path.extname(file)] || 'application/octet-stream' }] })
          : page.send('Fetch.fulfillRequest', { requestId, responseCode: 404, body: '' });
        reply.catch(() => {});
      });
      await page.send('Fetch.enable', { patterns: [{ urlPattern: `${base}*` }] });
    }
  }, { timeout: 4 * STEP_MS });

  after(async () => {
    if (browser) await browser.close();
    process.removeListener('exit', onExit);
  }, { timeout: 4 * STEP_MS });

  for (const spec of PAGES) {
    for (const theme of THEMES) {
      test(`the ${spec.kind} page fits a phone and a desktop, in the ${theme} theme`, TEST_OPTIONS, async (t) => {
        const rel = spec.rel();
        assert.ok(fs.existsSync(path.join(SITE_DIR, rel)), `${path.join(SITE_DIR, rel)} does not exist`);
        // The reader's stored choice, against a system that prefers the other theme.
        const other = theme === 'dark' ? 'light' : 'dark';
        await page.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: other }] });
        await page.open(fileUrl(rel));
        await page.evaluate(`localStorage.setItem(${JSON.stringify(THEME_KEY)}, ${JSON.stringify(theme)})`);

        for (const viewport of VIEWPORTS) {
          const where = `${rel}${spec.query || ''} at ${viewport.width}×${viewport.height} (${viewport.name}, ${theme})`;
          await setViewport(viewport);
          page.takeErrors();
          await openSettled(spec, rel);
          const name = `${spec.kind}-${viewport.name}-${theme}`;
          await screenshot(name);

          // The theme: chosen on the page (404.html has no theme script: it follows the system).
          const shown = await page.evaluate(MEASURE_THEME);
          const hasThemeScript = await page.evaluate(`!!document.querySelector('script[src$="theme.js"]')`);
          const expected = hasThemeScript ? theme : other;
          if (hasThemeScript) assert.equal(shown.attribute, theme, `${where}: <html data-theme> after choosing ${theme}`);
          assert.ok(expected === 'dark' ? shown.background < 0.25 : shown.background > 0.75,
            `${where}: the page's background (lightness ${shown.background.toFixed(2)}) is not ${expected}`);

          // No sideways scrolling.
          const size = await page.evaluate(MEASURE_WIDTH);
          assert.ok(size.scrollWidth <= viewport.width && size.scrollWidth <= size.clientWidth,
            `${where}: the page is ${size.scrollWidth} px wide (viewport ${viewport.width} px, client ${size.clientWidth} px); `
            + `sticking out:\n  ${size.culprits.join('\n  ') || '(nothing found outside scroll boxes)'}\n  screenshot: ${name}.png${page.errorNote()}`);

          // The sidebar: a column beside the content on the desktop, a closed drawer on the phone.
          const sidebar = await page.evaluate(MEASURE_SIDEBAR);
          if (spec.sidebar !== 'optional') assert.ok(sidebar, `${where}: no #ld-sidebar`);
          if (sidebar) {
            if (!viewport.mobile) {
              assert.ok(sidebar.shown, `${where}: the sidebar is hidden on a wide screen`);
              assert.ok(sidebar.main && sidebar.nav.right <= sidebar.main.left + 1,
                `${where}: the sidebar (${Math.round(sidebar.nav.left)}–${Math.round(sidebar.nav.right)}) is not left of the content (from ${Math.round(sidebar.main?.left)})`);
            } else {
              assert.ok(!sidebar.shown, `${where}: the sidebar is shown on a phone before the menu is opened`);
              await page.evaluate(`document.body.classList.add('ld-sidebar-open')`);
              await sleep(100);
              const open = await page.evaluate(MEASURE_SIDEBAR);
              const openSize = await page.evaluate(MEASURE_WIDTH);
              if (spec.kind === 'home') await screenshot(`${name}-menu-open`);
              await page.evaluate(`document.body.classList.remove('ld-sidebar-open')`);
              assert.ok(open.shown, `${where}: body.ld-sidebar-open does not show the sidebar`);
              assert.ok(open.nav.left >= -0.5 && open.nav.right <= viewport.width + 0.5,
                `${where}: the open sidebar (${Math.round(open.nav.left)}–${Math.round(open.nav.right)}) is not within the screen`);
              assert.ok(open.position === 'fixed' || open.position === 'absolute',
                `${where}: the open sidebar is not an overlay (position: ${open.position})`);
              assert.ok(openSize.scrollWidth <= viewport.width, `${where}: with the sidebar open the page is ${openSize.scrollWidth} px wide`);
            }
          }

          // Every link of the sidebar, the breadcrumbs and the pager names a file of the site.
          const links = await page.evaluate(SITE_LINKS);
          if (sidebar) assert.ok(links.some((l) => l.where === 'sidebar'), `${where}: the sidebar has no link`);
          const broken = links.filter((l) => {
            const file = targetFile(l.href, base);
            return !file || !fs.existsSync(file) || !fs.statSync(file).isFile();
          });
          assert.deepEqual(broken.map((l) => `${l.where}: ${l.raw} ("${l.text}") -> ${l.href}`), [],
            `${where}: ${broken.length} of ${links.length} links name no file under ${SITE_DIR}`);

          // Body text and links are readable: at least 4.5:1.
          const contrast = await page.evaluate(MEASURE_CONTRAST);
          assert.ok(!contrast.error, `${where}: ${contrast.error}`);
          assert.ok(contrast.text.count > 0, `${where}: no visible \`main p\` to measure`);
          t.diagnostic(`${viewport.name}: ${size.scrollWidth}/${viewport.width} px wide; lowest contrast: text ${contrast.text.worst?.ratio}:1`
            + ` (${contrast.text.count} p), links ${contrast.links.worst?.ratio ?? '-'}:1 (${contrast.links.count} a); ${links.length} links checked`);
          for (const [what, { worst }] of Object.entries(contrast)) {
            if (!worst) continue;
            assert.ok(worst.ratio >= MIN_CONTRAST,
              `${where}: ${what} contrast ${worst.ratio}:1 < ${MIN_CONTRAST}:1 for ${worst.element} (${worst.color} on ${worst.background})`);
          }
        }
        await page.evaluate(`localStorage.removeItem(${JSON.stringify(THEME_KEY)})`);
      });
    }
  }

  test('with no stored choice the theme follows the system; the switch changes it, says so and remembers it', TEST_OPTIONS, async () => {
    const rel = 'en/index.html';
    await setViewport(VIEWPORTS[1]);
    await page.open(fileUrl(rel));
    await page.evaluate(`localStorage.removeItem(${JSON.stringify(THEME_KEY)})`);
    for (const system of THEMES) {
      await page.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: system }] });
      await page.open(fileUrl(rel));
      const shown = await page.evaluate(MEASURE_THEME);
      assert.equal(shown.attribute, null, `${rel}: <html data-theme> is set with no stored choice`);
      assert.ok(system === 'dark' ? shown.background < 0.25 : shown.background > 0.75,
        `${rel}: with the system in ${system} the background's lightness is ${shown.background.toFixed(2)}`);
      const button = await page.evaluate(`(() => { const b = document.querySelector('[data-theme-toggle]');
        return b && { pressed: b.getAttribute('aria-pressed'), label: b.textContent.trim(), dark: b.dataset.labelDark, light: b.dataset.labelLight }; })()`);
      assert.ok(button, `${rel}: no [data-theme-toggle] button`);
      assert.equal(button.pressed, null, `${rel}: the label names the theme; aria-pressed would contradict it`);
      assert.equal(button.label, system === 'dark' ? button.light : button.dark, `${rel}: the button must name the theme it switches to`);
    }
    // The system prefers dark; the reader switches to light, and it stays light on the next page.
    await page.evaluate(`document.querySelector('[data-theme-toggle]').click()`);
    assert.equal(await page.evaluate(`document.documentElement.getAttribute('data-theme')`), 'light', 'the switch did not choose light');
    assert.equal(await page.evaluate(`localStorage.getItem(${JSON.stringify(THEME_KEY)})`), 'light', 'the choice was not stored');
    const after = await page.evaluate(`(() => { const b = document.querySelector('[data-theme-toggle]'); return { pressed: b.getAttribute('aria-pressed'), label: b.textContent.trim(), dark: b.dataset.labelDark }; })()`);
    assert.equal(after.pressed, null);
    assert.equal(after.label, after.dark);
    await page.open(fileUrl('en/translations.html'));
    const kept = await page.evaluate(MEASURE_THEME);
    assert.equal(kept.attribute, 'light', 'the stored choice was not applied on the next page');
    assert.ok(kept.background > 0.75, `the next page is not light (lightness ${kept.background.toFixed(2)})`);
    await page.evaluate(`localStorage.removeItem(${JSON.stringify(THEME_KEY)})`);
    await page.send('Emulation.setEmulatedMedia', { features: [] });
  });
});
