// Prints how long a phone's main thread is blocked after the first paint of each visitor page: the
// blocking time (each long task's time beyond 50 ms, summed from the first contentful paint on,
// as Lighthouse counts TBT) and the longest task, read by a PerformanceObserver in Chromium with
// its CPU slowed down 4× (Lighthouse's mobile factor), at 412×823, as the median of N first
// visits. Lighthouse's own figure moves by ±50 % between runs on this machine; this one, without
// Lighthouse's tracing and network simulation, is steady enough to compare two builds. Figures
// only, never pass/fail.
// The first paint (FCP) and the largest one (LCP) are read too: on a page sent as the bare app shell
// the content comes long after the first paint.
// With `--big` the server's database also holds an ended show of 5,000 caged, judged pigeons
// (bench:results' show, made before the server starts: 15–30 s here): its class list (German and
// English), cage cards, breeders' results and cage list are measured too, each asked for once
// before (the first request computes the results).
//   npm run build && npm run bench:blocking [-- --runs 15] [-- --url http://127.0.0.1:3000, a
//   running server, e.g. an older checkout's `npm start` with demo data, to compare] [-- --big]
//   [-- --only cages, the pages whose path contains that text] (with --url there is no big show)
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { bigShowPages, CHROMIUM, demoPages, median, serverToMeasure, warmUp } from './support/visitorPages';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    url: { type: 'string' },
    only: { type: 'string' },
    big: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
/** Long enough for a page's take-over and its data to have settled. */
const SETTLE_MS = 4_000;

interface Visit {
  fcpMs: number;
  /** When the largest content was painted: on a big show's results, their table or cards. */
  lcpMs: number;
  blockingMs: number;
  longestMs: number;
}

async function firstVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: new URL(url).pathname.startsWith('/en/') ? 'en-GB' : 'de-DE',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __tasks: [number, number][]; __lcp: number };
      w.__tasks = [];
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const { __tasks: tasks, __lcp: lcpMs } = window as unknown as {
        __tasks: [number, number][];
        __lcp: number;
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      let blockingMs = 0;
      let longestMs = 0;
      for (const [start, duration] of tasks) {
        longestMs = Math.max(longestMs, duration);
        // As Lighthouse: only what lies after the first paint, and only beyond 50 ms.
        const after = Math.min(duration, start + duration - fcp);
        if (after > 0) blockingMs += Math.max(0, after - 50);
      }
      return { fcpMs: fcp, lcpMs, blockingMs, longestMs };
    });
  } finally {
    await context.close();
  }
}

const server = await serverToMeasure(options.url, { big: options.big });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { eventId, resultId } = await demoPages(server.url, server.bigShowId);
  const paths = ['/', '/en/', '/event', `/event/${eventId}`];
  if (resultId) paths.push(`/results/${resultId}/list`, `/results/${resultId}/cards`);
  const big = server.bigShowId ? bigShowPages(server.bigShowId) : [];
  // The big show's class list in English as well; its other pages in German.
  if (big.length) paths.push(big[0], `/en${big[0]}`, ...big.slice(1));
  const measured = paths.filter((p) => !options.only || p.includes(options.only));
  await warmUp(
    server.url,
    measured.filter((p) => big.some((b) => p.endsWith(b))),
  );
  console.log(`Main thread after the first paint, CPU 4× slower, 412×823, median of ${RUNS} first visits`);
  console.log(`pages: ${measured.join(' ')}\n`);
  console.log('page                   blocking ms  longest task ms   FCP ms   LCP ms');
  for (const path of measured) {
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await firstVisit(browser, server.url + path));
    const pick = (key: keyof Visit) => median(visits.map((visit) => visit[key])).toFixed(0);
    console.log(
      `${path.padEnd(22)} ${pick('blockingMs').padStart(11)}  ${pick('longestMs').padStart(15)}  ${pick('fcpMs').padStart(7)}  ${pick('lcpMs').padStart(7)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
