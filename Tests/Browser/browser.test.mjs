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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const CHROMIUM = process.env.CHROMIUM || 'chromium';
const STEP_MS = Number(process.env.BROWSER_STEP_TIMEOUT_MS || 30000);
const QUIET_MS = 300; // a page has settled when nothing has navigated or loaded for this long
const TEST_OPTIONS = { timeout: 8 * STEP_MS };

// ---------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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

class Connection {
  constructor(ws) {
    this.ws = ws;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.closed = false;
    ws.addEventListener('message', (event) => this.onMessage(JSON.parse(String(event.data))));
    ws.addEventListener('close', () => {
      this.closed = true;
      for (const { reject, method } of this.pending.values()) {
        reject(new Error(`DevTools connection closed during ${method}`));
      }
      this.pending.clear();
      for (const listener of this.listeners) listener(null);
    });
  }

  static async open(url) {
    if (typeof WebSocket !== 'function') {
      throw new Error('no global WebSocket: run node with --experimental-websocket (Node 20)');
    }
    const ws = new WebSocket(url);
    await withTimeout(
      new Promise((resolve, reject) => {
        ws.addEventListener('open', resolve, { once: true });
        ws.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
      }),
      STEP_MS,
      `the DevTools WebSocket ${url}`,
    );
    return new Connection(ws);
  }

  send(method, params = {}, sessionId = undefined, ms = STEP_MS) {
    if (this.closed) return Promise.reject(new Error(`DevTools connection closed before ${method}`));
    const id = this.nextId++;
    const reply = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }));
    this.ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return withTimeout(reply, ms, `the reply to ${method}`).finally(() => this.pending.delete(id));
  }

  onMessage(message) {
    if (message.id !== undefined) {
      const call = this.pending.get(message.id);
      if (!call) return;
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
      return;
    }
    for (const listener of [...this.listeners]) listener(message);
  }

  /** Calls listener(message) for every event (and with null when the connection closes). */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close() {
    try {
      this.ws.close();
    } catch {
      // already closed
    }
  }
}

/** One page target, attached with a flat session; records console errors and navigations. */
class Page {
  constructor(connection, sessionId) {
    this.connection = connection;
    this.sessionId = sessionId;
    this.errors = [];
    this.url = 'about:blank';
    this.mainFrameId = null;
    this.loading = false;
    this.navigations = []; // { kind: 'document' | 'fragment', url, loaderId }
    this.loaded = new Set(); // loaderIds whose load event has fired
    connection.listen((message) => {
      if (message && message.sessionId === this.sessionId) this.onEvent(message.method, message.params);
    });
  }

  send(method, params = {}) {
    return this.connection.send(method, params, this.sessionId);
  }

  static async create(connection) {
    const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(connection, sessionId);
    await page.send('Page.enable');
    await page.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await page.send('Runtime.enable');
    await page.send('Log.enable');
    const { frameTree } = await page.send('Page.getFrameTree');
    page.mainFrameId = frameTree.frame.id;
    return page;
  }

  onEvent(method, params) {
    const where = () => this.url;
    switch (method) {
      case 'Runtime.consoleAPICalled':
        if (params.type === 'error' || params.type === 'assert') {
          const text = (params.args || [])
            .map((arg) => (arg.value !== undefined ? String(arg.value) : arg.description || arg.type))
            .join(' ');
          this.errors.push(`console.${params.type}: ${text} [on ${where()}]`);
        }
        break;
      case 'Runtime.exceptionThrown': {
        const details = params.exceptionDetails || {};
        const text = (details.exception && details.exception.description) || details.text;
        const at = details.url ? ` at ${details.url}:${(details.lineNumber ?? 0) + 1}` : '';
        this.errors.push(`uncaught exception: ${text}${at} [on ${where()}]`);
        break;
      }
      case 'Log.entryAdded':
        if (params.entry.level === 'error') {
          const { source, text, url } = params.entry;
          this.errors.push(`${source} error: ${text}${url ? ` (${url})` : ''} [on ${where()}]`);
        }
        break;
      case 'Page.frameNavigated':
        if (params.frame.unreachableUrl) {
          // A page or an <iframe> whose document could not be loaded (Log does not report these).
          const kind = params.frame.parentId ? 'an <iframe> document' : 'the page';
          this.errors.push(`navigation error: ${kind} failed to load: ${params.frame.unreachableUrl} [on ${where()}]`);
        }
        if (!params.frame.parentId) {
          this.mainFrameId = params.frame.id;
          this.url = params.frame.url + (params.frame.urlFragment || '');
          this.navigations.push({ kind: 'document', url: this.url, loaderId: params.frame.loaderId });
        }
        break;
      case 'Page.navigatedWithinDocument':
        if (params.frameId === this.mainFrameId) {
          this.url = params.url;
          this.navigations.push({ kind: 'fragment', url: params.url });
        }
        break;
      case 'Page.frameStartedLoading':
        if (params.frameId === this.mainFrameId) this.loading = true;
        break;
      case 'Page.frameStoppedLoading':
        if (params.frameId === this.mainFrameId) this.loading = false;
        break;
      case 'Page.lifecycleEvent':
        if (params.name === 'load') this.loaded.add(params.loaderId);
        break;
      default:
    }
  }

  /** Resolves once condition() holds, re-checked on every DevTools event and every 100 ms. */
  waitUntil(condition, what, ms = STEP_MS) {
    let stop = () => {};
    const done = new Promise((resolve, reject) => {
      const check = (message) => {
        if (message === null) return reject(new Error(`DevTools connection closed waiting for ${what}`));
        try {
          if (condition()) resolve();
        } catch (error) {
          reject(error);
        }
      };
      const unlisten = this.connection.listen(check);
      const poll = setInterval(() => check(undefined), 100);
      stop = () => {
        unlisten();
        clearInterval(poll);
      };
      check(undefined);
    });
    return withTimeout(done, ms, `${what} (page is at ${this.url})`).finally(() => stop());
  }

  /** Waits until the latest document has loaded and nothing has navigated for QUIET_MS. */
  async settle() {
    const deadline = Date.now() + STEP_MS;
    for (;;) {
      await this.waitUntil(() => {
        const last = this.navigations.filter((n) => n.kind === 'document').at(-1);
        return !this.loading && (!last || this.loaded.has(last.loaderId));
      }, 'the page to finish loading', Math.max(1, deadline - Date.now()));
      const seen = this.navigations.length;
      await sleep(QUIET_MS);
      if (this.navigations.length === seen && !this.loading) return;
      if (Date.now() > deadline) throw new Error(`page kept navigating for ${STEP_MS} ms (now at ${this.url})`);
    }
  }

  /** Opens url like the address bar does, and waits until it has settled. */
  async open(url) {
    const result = await this.send('Page.navigate', { url });
    if (result.errorText) throw new Error(`cannot open ${url}: ${result.errorText}`);
    if (result.loaderId) {
      await this.waitUntil(
        () => this.navigations.some((n) => n.loaderId === result.loaderId),
        `${url} to start loading`,
      );
    }
    await this.settle();
  }

  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) {
      const text = (exceptionDetails.exception && exceptionDetails.exception.description) || exceptionDetails.text;
      throw new Error(`evaluating ${expression.slice(0, 80)} on ${this.url} threw: ${text}`);
    }
    return result.value;
  }

  href() {
    return this.evaluate('location.href');
  }

  lang() {
    return this.evaluate('document.documentElement.lang');
  }

  /** Clicks the first element matching selector with a real mouse event at its centre, then
   * waits for the navigation it causes and for the new page to settle. */
  async clickAndWaitForNavigation(selector) {
    const box = await this.evaluate(`(() => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if (!el) return null;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, width: r.width, height: r.height,
               onTop: !!hit && (hit === el || el.contains(hit)),
               hit: hit ? hit.outerHTML.slice(0, 160) : null,
               html: el.outerHTML.slice(0, 200) };
    })()`);
    assert.ok(box, `no ${selector} on ${this.url}`);
    assert.ok(box.width > 0 && box.height > 0, `${box.html} on ${this.url} has no size: it cannot be clicked`);
    assert.ok(box.onTop, `${box.html} on ${this.url} is covered at its centre by ${box.hit}`);
    const before = this.navigations.length;
    const base = { x: box.x, y: box.y, button: 'left', clickCount: 1 };
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: box.x, y: box.y });
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...base });
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...base });
    await this.waitUntil(() => this.navigations.length > before, `a navigation after clicking ${box.html}`);
    await this.settle();
  }

  /** The errors recorded since the last call. */
  takeErrors() {
    return this.errors.splice(0);
  }

  /** The errors recorded so far, as a note to add to a failure message ('' when none). */
  errorNote() {
    return this.errors.length ? `\n  errors so far:\n    ${this.errors.join('\n    ')}` : '';
  }

  assertNoErrors(context) {
    const errors = this.takeErrors();
    assert.deepEqual(errors, [], `${context}: ${errors.length} console error(s):\n  ${errors.join('\n  ')}`);
  }
}

class Browser {
  static async launch() {
    const browser = new Browser();
    browser.tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifedoc-browser-'));
    try {
      await browser.start();
    } catch (error) {
      await browser.close();
      throw error;
    }
    return browser;
  }

  async start() {
    const profile = path.join(this.tempDir, 'profile');
    const args = [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--window-size=1280,900',
      'about:blank',
    ];
    // detached: Chromium gets its own process group, so its helper processes can be ended with it.
    this.process = spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    this.exited = new Promise((resolve) => {
      this.process.once('exit', resolve);
      this.process.once('error', resolve); // never started
    });
    this.stderr = '';
    const wsUrl = await withTimeout(
      new Promise((resolve, reject) => {
        this.process.once('error', (error) => reject(new Error(`cannot start ${CHROMIUM}: ${error.message}`)));
        this.process.once('exit', (code, signal) =>
          reject(new Error(`${CHROMIUM} exited (${signal || code}) before DevTools listened:\n${this.stderr.slice(-2000)}`)));
        this.process.stderr.setEncoding('utf8');
        this.process.stderr.on('data', (chunk) => {
          this.stderr = (this.stderr + chunk).slice(-8000);
          const match = /DevTools listening on (ws:\/\/\S+)/.exec(this.stderr);
          if (match) resolve(match[1]);
        });
      }),
      STEP_MS,
      `"DevTools listening on ws://..." from ${CHROMIUM}`,
    );
    this.connection = await Connection.open(wsUrl);
    this.page = await Page.create(this.connection);
  }

  /** Writes a file into the browser's temporary folder and returns its file:// URL. */
  tempPage(name, html) {
    const file = path.join(this.tempDir, name);
    fs.writeFileSync(file, html);
    return pathToFileURL(file).href;
  }

  killGroup(signal) {
    if (!this.process || this.process.exitCode !== null || this.process.signalCode !== null) return;
    try {
      process.kill(-this.process.pid, signal);
    } catch {
      try {
        this.process.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  /** true when Chromium has exited within ms. */
  waitForExit(ms) {
    return withTimeout(this.exited, ms, 'Chromium to exit').then(() => true, () => false);
  }

  async close() {
    if (this.connection) {
      await this.connection.send('Browser.close', {}, undefined, 5000).catch(() => {});
      this.connection.close();
    }
    if (this.process) {
      const exited = await this.waitForExit(5000);
      // Whatever of Chromium's process group is still there (the browser, or helpers) goes now.
      this.killGroup(exited ? 'SIGKILL' : 'SIGTERM');
      if (!exited) {
        const gone = await this.waitForExit(3000);
        if (!gone) this.killGroup('SIGKILL');
      }
      this.process.stderr?.destroy();
    }
    if (this.tempDir) {
      fs.rmSync(this.tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      this.tempDir = null;
    }
  }

  /** Last-resort clean-up when the test process exits without after() having run. */
  closeNow() {
    this.killGroup('SIGKILL');
    if (this.tempDir) fs.rmSync(this.tempDir, { recursive: true, force: true });
  }
}

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
    const query = '메모리 경고 받았을 때';
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
