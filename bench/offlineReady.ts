// Prints how long a new tablet waits, after its first page has loaded, until the service worker has
// installed what a judge needs offline (`navigator.serviceWorker.ready`): the median of N first
// visits, with every request delayed by 0, 50 and 150 ms on its way to the server, as a round trip
// over good and over weak hall Wi-Fi costs (a small proxy in this process adds the delay, to the
// page's requests and the service worker's alike). Figures only, never pass/fail.
//   npm run build && npm run bench:offline-ready [-- --runs 5] [-- --url http://127.0.0.1:3000, a
//   running server, e.g. an older checkout's `npm start`, to compare]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { forwardRequest } from '../e2e/support/forward';
import { CHROMIUM, median, serverToMeasure } from './support/visitorPages';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, url: { type: 'string' } },
});
const RUNS = Number(options.runs);
const DELAYS_MS = [0, 50, 150];

/** A proxy to `target` that holds every request for `delayMs` before passing it on. */
async function slowProxy(target: URL, delayMs: number): Promise<{ url: string; close: () => void }> {
  const proxy = http.createServer((request, response) => {
    setTimeout(
      () => forwardRequest(request, response, target, { headers: { ...request.headers, host: target.host } }),
      delayMs,
    );
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  // localhost, not 127.0.0.1: browsers allow service workers on plain HTTP only there.
  return { url: `http://localhost:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() };
}

/** From the first page's load to the service worker's installation, in ms. */
async function installTime(browser: Browser, url: string): Promise<{ ms: number; files: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 800, height: 1280 },
  });
  try {
    let files = 0;
    context.on('request', (request) => {
      if (request.serviceWorker()) files += 1;
    });
    const page = await context.newPage();
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const loaded = Date.now();
    await page.evaluate(() => navigator.serviceWorker.ready);
    return { ms: Date.now() - loaded, files };
  } finally {
    await context.close();
  }
}

const server = await serverToMeasure(options.url);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  console.log(`Ready for offline after the first page's load, median of ${RUNS} new tablets\n`);
  console.log('delay per request   ready ms   files fetched by the service worker');
  for (const delayMs of DELAYS_MS) {
    const proxy = await slowProxy(new URL(server.url), delayMs);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await installTime(browser, proxy.url));
    proxy.close();
    console.log(
      `${`${delayMs} ms`.padEnd(18)}  ${median(runs.map((run) => run.ms))
        .toFixed(0)
        .padStart(8)}   ${runs[0].files}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
