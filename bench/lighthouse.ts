// Prints Lighthouse 12.2.3 figures for the visitor's pages (mobile, simulated throttling): the four
// category scores, FCP, LCP, TBT and the JavaScript transferred, the median of 3 runs per page, and the
// cumulative layout shift read by a layout-shift observer in Chromium at 412×823 (Lighthouse
// 12.2.3's own layout-shift audits fail on this Chromium). Against the real built server with the
// demo data. Targets: performance ≥ 95, the others 100, CLS ≤ 0.02. Figures only, never pass/fail.
// With `--big` the server's database also holds an ended show of 5,000 caged, judged pigeons
// (bench:results' show, made before the server starts: 15–30 s here): its class list, cage cards,
// breeders' results and cage list are measured too, in German and English, each asked for once
// before (the first request computes the results).
//   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --url http://127.0.0.1:3000, a running
//   server, e.g. an older checkout's `npm start` with demo data, to compare] [-- --only /results]
//   [-- --big] (e.g. `-- --big --runs 1 --only cages`; with --url there is no big show)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bigShowPages, CHROMIUM, demoPages, median, serverToMeasure, warmUp } from './support/visitorPages';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    only: { type: 'string' },
    big: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
  /** The largest unused-JavaScript finding of one script, in KB (Lighthouse's "Reduce unused JavaScript"). */
  unusedKb: number;
}

async function lighthouseRun(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // A German visitor for the German pages: Chromium's --lang does not reach its Accept-Language
    // here, and `/` would measure the redirect to /en/ as well.
    extraHeaders: { 'Accept-Language': new URL(url).pathname.startsWith('/en/') ? 'en' : 'de-DE,de' },
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const jsBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsKb: jsBytes / 1024,
    unusedKb:
      Math.max(
        0,
        ...(
          (audits['unused-javascript']?.details as { items?: { wastedBytes?: number }[] })?.items ?? []
        ).map((item) => item.wastedBytes ?? 0),
      ) / 1024,
  };
}

/** Layout shifts without user input, from first paint until the page has settled. */
async function layoutShift(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Late shifts (fonts, a second query) are reported after the network settles.
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await browser.close();
  }
}

const server = await serverToMeasure(options.url, { big: options.big });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  // A German browser: `/` stays the German home page (an English one is sent on to /en/).
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=de-DE'],
});
try {
  const { eventId, resultId } = await demoPages(server.url, server.bigShowId);
  const big = server.bigShowId ? bigShowPages(server.bigShowId) : [];
  const paths = [
    '/',
    '/event',
    `/event/${eventId}`,
    ...(resultId ? [`/results/${resultId}/list`] : []),
    ...big,
  ];
  const all = paths.flatMap((p) => [p, p === '/' ? '/en/' : `/en${p}`]);
  // `--only results` measures the pages whose path contains that text, e.g. to repeat one.
  const measured = all.filter((p) => !options.only || p.includes(options.only));
  await warmUp(
    server.url,
    measured.filter((p) => big.some((b) => p.endsWith(b))),
  );
  console.log(`Lighthouse 12.2.3, mobile, median of ${RUNS}; CLS by observer at 412×823`);
  console.log(`pages: ${measured.join(' ')}\n`);
  console.log(
    'page                     perf  a11y  bp  seo    FCP ms   LCP ms  TBT ms   JS KB    CLS  unused JS KB',
  );
  for (const path of measured) {
    const runs: Figures[] = [];
    // A run Lighthouse could not measure (no paint recorded: it happens on this busy machine) is
    // repeated, twice at most, rather than counted with a score of 0.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const run = await lighthouseRun(server.url + path, chrome.port);
      if (Number.isFinite(run.lcpMs) && Number.isFinite(run.tbtMs)) runs.push(run);
      else console.error(`${path}: a run without paint or blocking time, repeated`);
    }
    const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const cls = await layoutShift(server.url + path);
    console.log(
      `${path.padEnd(24)} ${String(pick('performance')).padStart(4)}  ${String(pick('accessibility')).padStart(4)}  ${String(pick('bestPractices')).padStart(3)}  ${String(pick('seo')).padStart(3)}  ${pick('fcpMs').toFixed(0).padStart(7)}  ${pick('lcpMs').toFixed(0).padStart(7)}  ${pick('tbtMs').toFixed(0).padStart(6)}  ${pick('jsKb').toFixed(0).padStart(6)}  ${cls.toFixed(3).padStart(5)}  ${pick('unusedKb').toFixed(1).padStart(12)}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
