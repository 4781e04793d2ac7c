// Renders public/icons/icon.svg into the PNG icons of the web manifest with Debian's Chromium.
// Run once after changing the SVG: `node scripts/icons.mjs`; the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const svg = await readFile(new URL('../public/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const targets = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep their content inside the central 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.12 },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0 },
];
for (const { file, size, padding } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:#c4532f"><div style="padding:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: false,
  });
}
await browser.close();
