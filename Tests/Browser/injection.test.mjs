// Script injection, in a real browser: builds the injection fixture (Tests/Browser/Fixtures/injection)
// with lifedoc, opens its pages, their side-by-side views and a search that shows their snippets in
// headless Chromium from file://, lets every script run, and checks that none of the payloads did.
// Each payload, if it ran, would set data-pwned on <body>.
//
//   LIFEDOC=.build/debug/lifedoc node --test Tests/Browser/injection.test.mjs
//
// Environment: LIFEDOC (default .build/debug/lifedoc), CHROMIUM (default chromium).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const LIFEDOC = path.resolve(process.env.LIFEDOC || path.join(ROOT, '.build/debug/lifedoc'));
const CHROMIUM = process.env.CHROMIUM || 'chromium';

let site;

/** The DOM of `rel` (with `query`) after its scripts ran, as Chromium serialises it. */
function dom(rel, query = '') {
  const url = pathToFileURL(path.join(site, rel)).href + query;
  return execFileSync(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--allow-file-access-from-files',
    '--virtual-time-budget=5000', '--dump-dom', url,
  ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60000 });
}

describe('injected script never runs', () => {
  let work;
  before(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifedoc-injection-'));
    site = path.join(work, 'Site');
    execFileSync(LIFEDOC, [
      'build', '--content', path.join(HERE, 'Fixtures/injection/Content'), '--templates', path.join(ROOT, 'Templates'),
      '--output', site, '--no-cache', '--quiet',
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
  });
  after(() => { if (work) fs.rmSync(work, { recursive: true, force: true }); });

  const pages = [];
  for (const lang of ['en', 'ko']) {
    for (const name of ['inject', 'unsafe']) {
      pages.push(`${lang}/guides/${name}.html`, `${lang}/compare/guides/${name}.html`);
    }
  }
  for (const rel of pages) {
    test(`${rel} runs no payload`, () => {
      const html = dom(rel);
      assert.match(html, /Pwnprobe/, 'the page did not load');
      assert.doesNotMatch(html, /<body[^>]*data-pwned/, 'a payload ran');
    });
  }

  test('search results showing the pages\' snippets run no payload', () => {
    for (const lang of ['en', 'ko']) {
      const html = dom(`${lang}/search.html`, '?q=Pwnprobe');
      assert.match(html, /guides\/inject\.html/, 'the search found nothing');
      assert.doesNotMatch(html, /<body[^>]*data-pwned/, 'a payload ran');
    }
  });
});
