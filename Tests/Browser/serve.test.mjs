// `lifedoc serve` in headless Chromium: an open page reloads itself after an edit, keeping its
// scroll position; a broken edit shows the problem over the page, and fixing it clears it.
//
//   node --experimental-websocket --test Tests/Browser/
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, STEP_MS, sleep } from './lib/cdp.mjs';

const LIFEDOC = path.resolve(process.env.LIFEDOC || '.build/debug/lifedoc');
const ROOT = path.resolve('.');

/** Waits until the expression is truthy in the page, and returns its value. */
async function waitFor(page, expression, what) {
  let value;
  for (const deadline = Date.now() + STEP_MS; Date.now() < deadline; await sleep(50)) {
    value = await page.evaluate(expression).catch(() => undefined);
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('lifedoc serve in a browser', () => {
  let browser;
  let page;
  let server;
  let folder;
  let base;
  let log = '';
  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifedoc-serve-browser-'));
    for (const name of ['Content', 'Templates']) fs.cpSync(path.join(ROOT, name), path.join(folder, name), { recursive: true });
    server = spawn(LIFEDOC, ['serve', '--port', '0'], { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr.on('data', (chunk) => { log += chunk; });
    for (const deadline = Date.now() + 4 * STEP_MS; !base && Date.now() < deadline; await sleep(50)) {
      const match = /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(log);
      if (match) base = match[1];
    }
    assert.ok(base, `lifedoc serve did not start:\n${log}`);
    browser = await Browser.launch();
    page = browser.page;
  }, { timeout: 6 * STEP_MS });
  after(async () => {
    if (browser) await browser.close();
    if (server) server.kill('SIGTERM');
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('an open page reloads itself after an edit, where the reader was, and shows a broken build', async () => {
    const file = path.join(folder, 'Content/en/methods/scene-did-enter-background.md');
    const original = fs.readFileSync(file, 'utf8');
    await page.open(`${base}en/methods/scene-did-enter-background.html`);
    await waitFor(page, 'document.querySelector("script[data-generation]")', 'the preview script');
    await page.evaluate('window.scrollTo(0, 600); window.__before = true; scrollY');
    const scrolled = await page.evaluate('scrollY');
    assert.ok(scrolled > 0, 'the page is long enough to scroll');

    fs.writeFileSync(file, `${original}\nWritten while the page was open.\n`);
    await waitFor(page, '!window.__before && document.body.textContent.includes("Written while the page was open.")', 'the reload');
    assert.equal(await page.evaluate('document.querySelector("script[data-generation]").dataset.generation'), '2');
    await waitFor(page, `Math.abs(scrollY - ${scrolled}) < 2`, 'the scroll position kept');

    fs.writeFileSync(file, `${original}\nSee [nothing](no-such-page.md).\n`);
    const shown = await waitFor(page, 'document.getElementById("lifedoc-preview-problems")?.textContent', 'the problem overlay');
    assert.match(shown, /scene-did-enter-background\.md:\d+:\d+: error: .*no-such-page\.md/);
    assert.ok(await page.evaluate('document.body.textContent.includes("Written while the page was open.")'), 'the last good page stays');

    fs.writeFileSync(file, original);
    await waitFor(page, '!document.getElementById("lifedoc-preview-problems") && !document.body.textContent.includes("Written while")', 'the fixed page');
    page.assertNoErrors('the previewed page');
  });
});
