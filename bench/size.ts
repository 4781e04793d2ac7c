// Prints the gzip size of the JavaScript and CSS each public page loads on a first visit (budget for
// the home page: ≤ 170 KB JS, ≤ 15 KB CSS): the entry script with the app's start
// (src/web/main.tsx; what every page runs before its own code), and everything the page
// requested in all. Loads each page in real Chromium against the real built server and sums what
// was actually requested, so lazy routes a page does not touch are not counted, and how many files
// that was (on HTTP/1.1 each costs a phone a request of its own). `--files` lists every file.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from '../e2e/support/appServer';
import { benchDatabase } from './support/benchDatabase.ts';
import { CHROMIUM } from './support/visitorPages';

const DIST = fileURLToPath(new URL('../dist/web', import.meta.url));
// The home page's budget, as the README's "Page budgets" states it (npm run check:budgets).
const BUDGET_KB = { js: 170, css: 15 };
const listFiles = process.argv.includes('--files');

/**
 * What every page loads before its own code: the scripts and style sheets the built index.html
 * names (the entry and its chunks).
 */
async function entryFiles(): Promise<Set<string>> {
  const html = await readFile(`${DIST}/index.html`, 'utf8');
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  );
}

const startFiles = await entryFiles();
const database = await benchDatabase();
const server = await startAppServer(database.env, { database: 'new' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const answer = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ events(limit: 100) { id status } }' }),
  });
  const { data } = (await answer.json()) as { data: { events: { id: string; status: string }[] } };
  const open = data.events.find((e) => e.status === 'OPEN')?.id ?? '1';
  const ended = data.events.find((e) => e.status === 'ENDED')?.id ?? '1';
  const paths = [
    '/',
    '/en/',
    '/event',
    `/event/${open}`,
    `/event/${ended}/cages`,
    '/results',
    `/results/${ended}/list`,
    `/en/results/${ended}/bestBreeder`,
  ];
  console.log(
    `${'page'.padEnd(34)} ${'entry JS'.padStart(9)} ${'all JS'.padStart(9)} ${'CSS'.padStart(8)}  (KB gzip)  files JS/CSS`,
  );
  for (const path of paths) {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
      // A German browser: the German pages are not sent on to English ones.
      locale: path.startsWith('/en') ? 'en-GB' : 'de-DE',
    });
    const files = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === server.url && /\.(js|css)$/.test(url.pathname) && !url.pathname.endsWith('sw.js')) {
        files.add(url.pathname);
      }
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.close();

    const rows = await Promise.all(
      [...files].sort().map(async (file) => {
        const bytes = await readFile(DIST + file);
        return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    const kb = (filter: (file: string) => boolean) =>
      rows.filter((r) => filter(r.file)).reduce((total, r) => total + r.gzip, 0) / 1024;
    const entry = kb((file) => file.endsWith('.js') && startFiles.has(file));
    const js = kb((file) => file.endsWith('.js'));
    const css = kb((file) => file.endsWith('.css'));
    const home = path === '/' || path === '/en/';
    const over = home && (js > BUDGET_KB.js || css > BUDGET_KB.css) ? '  over budget' : '';
    console.log(
      `${path.padEnd(34)} ${entry.toFixed(1).padStart(9)} ${js.toFixed(1).padStart(9)} ${css.toFixed(1).padStart(8)}  ${String(rows.filter((r) => r.file.endsWith('.js')).length).padStart(15)}/${rows.filter((r) => r.file.endsWith('.css')).length}${over}`,
    );
    if (listFiles)
      for (const r of rows)
        console.log(
          `    ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
        );
  }
  console.log(`\nBudget for the home page: JS ${BUDGET_KB.js} KB, CSS ${BUDGET_KB.css} KB (gzip).`);
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
