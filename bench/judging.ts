// Prints how judging holds up: (a) the server under 50 judges sending batches at once, (b) a
// tablet's queue of 500 ops drained through the real outbox over a slow link, against sending them
// one request each, (c) save → next card in the real browser, at full speed and with the CPU 4×
// slower. Figures only, never pass/fail.
//   npm run bench:judging [-- --seconds <of load, default 10>] [-- --only save|replay]
//     [-- --rounds <of (c) per build and CPU, default 2>] [-- --cpu <(c)'s slowdowns, default 1,4>]
//     [-- --before <an older checkout with a web build: (b) for its outbox and (c) for its app, each
//      beside this one's in turns, in one go>]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { chromium } from '@playwright/test';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { JudgeCageView } from '../src/api/db/judging.ts';
import { createDrainer } from '../src/web/lib/outbox/drainer.ts';
import { JudgingDb } from '../src/web/lib/outbox/judgingDb.ts';
import { saveJudgement } from '../src/web/lib/outbox/saveJudgement.ts';
import { createGraphQLTransport } from '../src/web/lib/outbox/transport.ts';
import {
  type BenchServer,
  createStartedShow,
  figures,
  randomScores,
  seeded,
  startBenchServer,
} from './support/benchShow.ts';
import type { JudgeLoadInput, JudgeLoadOutput } from './support/judgeLoad.ts';
import { CHROMIUM } from './support/visitorPages';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    before: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    cpu: { type: 'string', default: '1,4' },
  },
});
const LOAD_SECONDS = Number(options.seconds);
const JUDGES = 50;
const OPS_PER_BATCH = 10;
const QUEUED = 500;
const LINK_DELAY_MS = 100;
const CARDS = 40;
/** The content types of a web build's files, as (c) serves them. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const server = await startBenchServer();
try {
  const show = await createStartedShow(server, {
    pigeons: 5_000,
    breeders: 300,
    judges: JUDGES,
    everyJudgeOnEveryClass: true,
  });
  console.log(`${show.cages.length.toLocaleString('en')} cages, ${JUDGES} judges on every class\n`);
  if (options.only === undefined) await throughput(server, show.event.id, show.cages, show.judgeIds);
  if (options.only !== 'save') await replay(server, show.event.id, show.cages, show.judgeIds[0]);
  if (options.only !== 'replay') await saveRounds(server, show.event.id, show.judgeIds);
} finally {
  await server.close();
}

/**
 * (c) for each build (this one, and the older one with `--before`), at full speed and 4× slower.
 * Each build is served by a file server of this bench that passes `/graphql` on to the bench's
 * server and refuses WebSockets, this one's too: with a WebSocket open when the browser goes offline,
 * Chromium's offline emulation keeps the network service's I/O thread busy (34–42 s of CPU over the
 * 40 cards, measured), which on a 2-core machine takes the renderer's second core and made this
 * build's saves 1.6–1.7× as slow as the same build's without the socket. A tablet whose Wi-Fi is gone
 * has no such thread; its socket just stops.
 */
async function saveRounds(server: BenchServer, eventId: number, judgeIds: number[]) {
  const served: Awaited<ReturnType<typeof servedApp>>[] = [];
  const builds: [string, string][] = [];
  try {
    for (const [label, checkout] of [
      ['before', options.before],
      ['now', join(import.meta.dirname, '..')],
    ] as const) {
      if (checkout === undefined) continue;
      const app = await servedApp(join(checkout, 'dist/web'), server.url);
      served.push(app);
      builds.push([label, app.url]);
    }
    // Each build in turns, so that a busy moment of the machine does not favour one; each round
    // with a judge of its own, whose cages are all open.
    for (const cpuSlowdown of options.cpu.split(',').map(Number)) {
      const all = new Map<string, number[]>(builds.map(([label]) => [label, []]));
      for (let round = 0; round < Number(options.rounds); round++)
        for (const [label, url] of builds) {
          const token = await server.tokenOf(judgeIds[1 + round]);
          all.get(label)?.push(...(await saveToNext(url, label, cpuSlowdown, eventId, token)));
        }
      if (builds.length < 2) continue;
      // All rounds together, and how the medians and the p95s of the two compare.
      const [older, ours] = [all.get('before') ?? [], all.get('now') ?? []];
      const at = (times: number[], p: number) =>
        [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
      console.log(`(c) CPU ${cpuSlowdown}× slower, every round: save → next card`);
      console.log(`    before: ${figures(older)}`);
      console.log(`    now:    ${figures(ours)}`);
      console.log(
        `    before / now: median ${(at(older, 50) / at(ours, 50)).toFixed(2)}×, p95 ${(at(older, 95) / at(ours, 95)).toFixed(2)}×\n`,
      );
    }
  } finally {
    await Promise.all(served.map((app) => app.close()));
  }
}

/** Runs the judges' load in a worker thread, so that it never shares the server's event loop. */
function load(input: JudgeLoadInput): Promise<JudgeLoadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./support/judgeLoadWorker.mjs', import.meta.url), {
      workerData: input,
    });
    worker.once('message', (output: JudgeLoadOutput) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * (a) 50 judges at once: first at the pace of the target (each judge one batch of 10 ops a second,
 * 500 ops/s offered), then back to back, which shows what the server can take at most.
 */
async function throughput(server: BenchServer, eventId: number, cages: JudgeCageView[], judgeIds: number[]) {
  const tokens = await Promise.all(judgeIds.map((id) => server.tokenOf(id)));
  const cageIds = cages.map((cage) => cage.id);
  for (const [label, intervalMs] of [
    [`each judge one batch of ${OPS_PER_BATCH} ops a second`, 1000],
    [`batches of ${OPS_PER_BATCH} ops back to back`, 0],
  ] as const) {
    const result = await load({
      url: server.url,
      eventId,
      cageIds,
      tokens,
      opsPerBatch: OPS_PER_BATCH,
      seconds: LOAD_SECONDS,
      intervalMs,
    });
    console.log(`(a) ${JUDGES} judges, ${label}, ${LOAD_SECONDS} s`);
    console.log(
      `    ${(result.applied / result.seconds).toFixed(0)} ops/s applied (${result.applied} applied, ${result.other} other)`,
    );
    console.log(`    per batch: ${figures(result.latencies)}\n`);
  }
}

/** A link that adds `delayMs` each way in front of the server, as weak hall Wi-Fi does. */
async function slowLink(target: string, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const sleep = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const proxy: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await sleep();
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { 'content-type': 'application/json', authorization: String(req.headers.authorization ?? '') },
      body: Buffer.concat(chunks),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    await sleep();
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

/** The outbox's modules of a checkout: this one's, or an older one's for (b) with `--before`. */
interface Outbox {
  createDrainer: typeof createDrainer;
  JudgingDb: typeof JudgingDb;
  saveJudgement: typeof saveJudgement;
  createGraphQLTransport: typeof createGraphQLTransport;
}

async function olderOutbox(checkout: string): Promise<Outbox> {
  const module = (name: string) => import(join(checkout, 'src/web/lib/outbox', name));
  const [drainer, judgingDb, save, transport] = await Promise.all(
    ['drainer.ts', 'judgingDb.ts', 'saveJudgement.ts', 'transport.ts'].map(module),
  );
  return {
    createDrainer: drainer.createDrainer,
    JudgingDb: judgingDb.JudgingDb,
    saveJudgement: save.saveJudgement,
    createGraphQLTransport: transport.createGraphQLTransport,
  };
}

/**
 * (b) 500 queued ops through the real outbox, in batches, against one request per op. The batched
 * drain three times (with `--before`, the older checkout's outbox and this one's in turns, against
 * this server): the first of a process runs colder than the others.
 */
async function replay(server: BenchServer, eventId: number, cages: JudgeCageView[], judgeId: number) {
  const link = await slowLink(server.url, LINK_DELAY_MS);
  const token = await server.tokenOf(judgeId);
  const random = seeded(7);
  let drains = 0;
  const drainAll = async (outbox: Outbox, batchSize: number) => {
    const name = `bench-${drains++}`;
    const db = new outbox.JudgingDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
    for (let i = 0; i < QUEUED; i++) {
      const cage = cages[(i * 7) % cages.length];
      await outbox.saveJudgement(db, judgeId, {
        eventId: String(eventId),
        cageId: String(cage.id),
        cageNumber: cage.cageNumber,
        ringNumber: 'bench',
        classCode: cage.classCode,
        kind: 'RATE',
        scores: randomScores(random),
        skipReason: null,
        note: null,
      });
    }
    const drainer = outbox.createDrainer({
      db,
      ownerId: judgeId,
      batchSize,
      send: outbox.createGraphQLTransport({ url: link.url, ownerId: judgeId, token: () => token }),
    });
    const started = performance.now();
    const stop = await drainer.drain();
    const ms = performance.now() - started;
    const left = await db.outbox.count();
    db.close();
    if (stop.kind !== 'empty' || left > 0) throw new Error(`${name}: ${left} ops left (${stop.kind})`);
    return ms;
  };
  const now: Outbox = { createDrainer, JudgingDb, saveJudgement, createGraphQLTransport };
  const builds: [string, Outbox][] = [['now', now]];
  if (options.before) builds.unshift(['before', await olderOutbox(options.before)]);
  const seconds = (ms: number[]) => ms.map((one) => `${(one / 1000).toFixed(2)} s`).join(', ');
  const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
  try {
    const batched = new Map<string, number[]>(builds.map(([label]) => [label, []]));
    for (let round = 0; round < 3; round++)
      for (const [label, outbox] of builds) batched.get(label)?.push(await drainAll(outbox, 100));
    const single = await drainAll(now, 1);
    const ours = batched.get('now') ?? [];
    console.log(`(b) ${QUEUED} queued ops over a link adding ${LINK_DELAY_MS} ms each way`);
    for (const [label, ms] of batched)
      console.log(
        `    outbox, batches of 100${builds.length > 1 ? `, ${label}` : ''}: ${seconds(ms)} (median ${seconds([median(ms)])})`,
      );
    const older = batched.get('before');
    if (older) console.log(`    before / now (medians):    ${(median(older) / median(ours)).toFixed(2)}×`);
    console.log(`    one request per op:       ${seconds([single])}`);
    console.log(`    ratio:                    ${(single / median(ours)).toFixed(1)}×\n`);
  } finally {
    await link.close();
  }
}

/** (c) In Chromium, offline: from the tap on Save to the next card on screen. Returns the times. */
async function saveToNext(
  url: string,
  label: string,
  cpuSlowdown: number,
  eventId: number,
  token: string,
): Promise<number[]> {
  // A profile on disk, as a tablet's: the device's database commits to it (durably), not to memory.
  const profile = await mkdtemp(join(tmpdir(), 'taubenschau-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    viewport: { width: 800, height: 1280 },
    locale: 'de-DE',
  });
  try {
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = context.pages()[0] ?? (await context.newPage());
    const cages = `${url}/judge/event/${eventId}/cages`;
    await page.goto(cages);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).waitFor();
    await context.setOffline(true);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
    for (let i = 0; i < CARDS; i++) {
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      for (const category of await page.locator('fieldset[data-category]').all())
        await category
          .getByRole('radio')
          .nth(i % 3)
          .check();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasNotText: heading ?? '' })
        .waitFor({ timeout: 60_000 });
    }
    const measured = (name: string) =>
      page.evaluate(
        (measure) => performance.getEntriesByName(measure, 'measure').map((entry) => entry.duration),
        name,
      );
    console.log(
      `(c) save → next card in Chromium at 800×1280, offline, CPU ${cpuSlowdown}× slower, ${CARDS} cards, app ${label}`,
    );
    const next = await measured('judging:save-to-next');
    console.log(`    ${figures(next)}`);
    const stored = await measured('judging:save-to-stored');
    // Apps before the card waited for the device's write have no such measure.
    if (stored.length > 0) console.log(`    of which stored on the device: ${figures(stored)}`);
    console.log();
    return next;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * A build of the web app (this one's, or an older one's) on an address of its own, its `/graphql`
 * passed on to this bench's server: the save → next figures of two builds against the same data.
 */
async function servedApp(webDir: string, api: string): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(join(webDir, 'index.html'))) throw new Error(`no web build in ${webDir}`);
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/graphql') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await fetch(`${api}/graphql`, {
        method: req.method,
        headers: {
          'content-type': 'application/json',
          authorization: String(req.headers.authorization ?? ''),
        },
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = join(webDir, normalize(path));
    const found = file.startsWith(webDir) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(webDir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(res);
  });
  // No WebSocket: without this, Node would hand the upgrade to the handler above as a plain GET.
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
