// A small Chrome DevTools Protocol client for the browser tests and the search comparison:
// Chromium started headless, one page attached with a flat session, no npm packages (Node 20's
// WebSocket, behind --experimental-websocket).
//
// Environment: CHROMIUM (default chromium), BROWSER_STEP_TIMEOUT_MS (default 30000: the longest
// any one step may take before it fails).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM || 'chromium';
export const STEP_MS = Number(process.env.BROWSER_STEP_TIMEOUT_MS || 30000);
const QUIET_MS = 300; // a page has settled when nothing has navigated or loaded for this long

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class Connection {
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
export class Page {
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

export class Browser {
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
