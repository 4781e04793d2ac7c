// Makes the install dialog's screenshots (public/screenshots, listed in SCREENSHOTS of the manifest)
// from the real app with Debian's Chromium: `npx tsx scripts/screenshots.ts` after `npm run build`.
// It starts the built server on a free port with a fresh database and the demo data (or uses
// BASE_URL when set), so the pictures show the demo shows; the PNGs are committed. Run it again
// when the pages shown change visibly. (The home page's gradient makes a wide PNG of it too large,
// hence the events for the wide one.)
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startAppServer } from '../e2e/support/appServer.ts';
import { SCREENSHOTS } from '../src/web/app/pwa/manifest.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'public/screenshots');
/** The manifest's screenshots are downloaded by the install dialog: kept small. */
const MAX_BYTES = 150 * 1024;

// The journeys' own server start (built server, free port, demo data), on a new database as
// `npm start` makes it.
const server = process.env.BASE_URL
  ? { url: process.env.BASE_URL, stop: async () => {} }
  : await startAppServer({}, { database: 'new' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of SCREENSHOTS) {
    const narrow = shot.form_factor === 'narrow';
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      isMobile: narrow,
      hasTouch: narrow,
      locale: 'de-DE',
      // No service worker: it would only make the page wait.
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${shot.page}`);
    // The page's events have loaded.
    await page.getByRole('heading', { level: 2, name: 'Kommende Events' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root').length === 0,
    );
    const path = join(OUT_DIR, shot.file);
    await page.screenshot({ path, type: 'png', animations: 'disabled', caret: 'hide' });
    await context.close();
    const bytes = statSync(path).size;
    console.log(`${shot.file}: ${shot.width}x${shot.height}, ${Math.round(bytes / 1024)} KB`);
    if (bytes > MAX_BYTES)
      console.warn(`  larger than ${MAX_BYTES / 1024} KB: the install dialog downloads it`);
  }
} finally {
  await browser.close();
  await server.stop();
}
