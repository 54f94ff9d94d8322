// Runs the evaluation sets against lifedoc's search and against Pagefind on the same built site,
// in the same run, and prints top-1 and MRR@5 by query form side by side.
//
//   SITE_DIR=Site LIFEDOC=.build/release/lifedoc node --experimental-websocket \
//     Tests/Search/pagefind-compare.mjs Tests/Search/tuning.json Tests/Search/heldout.json
//
// Pagefind (PyPI pagefind[extended], `python3 -m pagefind`) indexes a copy of the site's content
// pages (the `main` element of en/ and ko/ states, methods, tasks and guides) and is queried in
// headless Chromium over loopback HTTP, from a page of the query's language, as a reader's browser
// would. A hit counts when its page id (the path without the language folder and .html) is the
// expected one, in either language, for both tools.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Browser } from '../Browser/lib/cdp.mjs';

const SITE_DIR = path.resolve(process.env.SITE_DIR || 'Site');
const LIFEDOC = path.resolve(process.env.LIFEDOC || '.build/debug/lifedoc');
const PYTHON = process.env.PYTHON || 'python3';
const sets = process.argv.slice(2);
if (!sets.length) {
  console.error('usage: pagefind-compare.mjs SET.json...');
  process.exit(2);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream' };

/** A static server for `root` on 127.0.0.1 (an ephemeral port); only files below root. */
function serve(root) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const file = path.resolve(root, '.' + decodeURIComponent(url.pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const idOf = (url) => url.replace(/^\/?(en|ko)\//, '').replace(/\.html(#.*)?$/, '');

function score(ranks) {
  const n = ranks.length || 1;
  return {
    top1: ranks.filter((r) => r === 1).length / n,
    mrr5: ranks.reduce((sum, r) => sum + (r && r <= 5 ? 1 / r : 0), 0) / n,
  };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifedoc-pagefind-'));
let browser;
let server;
try {
  fs.cpSync(SITE_DIR, work, { recursive: true });
  execFileSync(PYTHON, ['-m', 'pagefind', '--site', work, '--root-selector', 'main', '--silent',
    '--glob', '{en,ko}/{methods,states,tasks,guides}/**/*.html'], { stdio: 'inherit' });
  server = await serve(work);
  const base = `http://127.0.0.1:${server.address().port}`;
  browser = await Browser.launch();
  const page = browser.page;
  for (const file of sets) {
    const set = JSON.parse(fs.readFileSync(file, 'utf8'));
    const ours = JSON.parse(execFileSync(LIFEDOC, ['search', '--site', SITE_DIR, '--format', 'json', '--evaluate', file],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
    const theirs = {};
    for (const language of ['en', 'ko']) {
      const queries = set.queries.filter((q) => (q.lang || 'en') === language).map((q) => q.query);
      if (!queries.length) continue;
      await page.open(`${base}/${language}/index.html`);
      const found = await page.evaluate(`(async () => {
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.init();
        const out = {};
        for (const query of ${JSON.stringify(queries)}) {
          const search = await pagefind.search(query);
          const top = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
          out[query] = top.map((d) => d.url);
        }
        return out;
      })()`);
      Object.assign(theirs, found);
    }
    const forms = new Map();
    set.queries.forEach((q, i) => {
      const row = forms.get(q.form) || { ours: [], theirs: [] };
      row.ours.push(ours[i].rank || 0);
      const urls = theirs[q.query] || [];
      const at = urls.map(idOf).indexOf(q.expect);
      row.theirs.push(at < 0 ? 0 : at + 1);
      forms.set(q.form, row);
    });
    const all = { ours: [...forms.values()].flatMap((r) => r.ours), theirs: [...forms.values()].flatMap((r) => r.theirs) };
    console.log(`\n${path.basename(file)}: lifedoc against Pagefind ${'(same site, same run)'}`);
    console.log('form                 queries   lifedoc top-1  MRR@5   Pagefind top-1  MRR@5');
    const line = (name, row) => {
      const a = score(row.ours), b = score(row.theirs);
      console.log(`${name.padEnd(20)} ${String(row.ours.length).padStart(7)}   ${a.top1.toFixed(3).padStart(13)}  ${a.mrr5.toFixed(3)}   ${b.top1.toFixed(3).padStart(14)}  ${b.mrr5.toFixed(3)}`);
    };
    line('all', all);
    for (const name of [...forms.keys()].sort()) line(name, forms.get(name));
  }
} finally {
  if (browser) await browser.close();
  if (server) server.close();
  fs.rmSync(work, { recursive: true, force: true });
}
