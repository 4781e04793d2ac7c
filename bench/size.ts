// Prints the gzip size of the JavaScript and CSS that the home page loads (budget:
// ≤ 170 KB JS, ≤ 25 KB CSS). Loads `/` and `/en/` in real Chromium against the real built server
// and sums what was actually requested, so lazy routes that home does not touch are not counted.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from '../e2e/support/appServer';

const DIST = fileURLToPath(new URL('../dist/web', import.meta.url));
const BUDGET_KB = { js: 170, css: 25 };

const server = await startAppServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const path of ['/', '/en/']) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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
    const sum = (ext: string, key: 'raw' | 'gzip') =>
      rows.filter((r) => r.file.endsWith(ext)).reduce((total, r) => total + r[key], 0) / 1024;
    console.log(`\nHome page ${path}: ${rows.length} files`);
    for (const r of rows) {
      console.log(
        `  ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
      );
    }
    console.log(
      `  JS : ${sum('.js', 'gzip').toFixed(1)} KB gzip (${sum('.js', 'raw').toFixed(1)} KB raw), budget ${BUDGET_KB.js} KB`,
    );
    console.log(
      `  CSS: ${sum('.css', 'gzip').toFixed(1)} KB gzip (${sum('.css', 'raw').toFixed(1)} KB raw), budget ${BUDGET_KB.css} KB`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
