// Prints how judging holds up: (a) the server under 50 judges sending batches at once, (b) a
// tablet's queue of 500 ops drained through the real outbox over a slow link, against sending them
// one request each, (c) save → next card in the real browser. Figures only, never pass/fail.
//   npm run bench:judging [-- <seconds of load, default 10>]
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

const LOAD_SECONDS = Number(process.argv[2] ?? 10);
const JUDGES = 50;
const OPS_PER_BATCH = 10;
const QUEUED = 500;
const LINK_DELAY_MS = 100;
const CARDS = 40;

const server = await startBenchServer();
try {
  const show = await createStartedShow(server, {
    pigeons: 5_000,
    breeders: 300,
    judges: JUDGES,
    everyJudgeOnEveryClass: true,
  });
  console.log(`${show.cages.length.toLocaleString('en')} cages, ${JUDGES} judges on every class\n`);
  await throughput(server, show.event.id, show.cages, show.judgeIds);
  await replay(server, show.event.id, show.cages, show.judgeIds[0]);
  await saveToNext(server, show.event.id, show.judgeIds[1]);
} finally {
  await server.close();
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

/** (b) 500 queued ops through the real outbox, in batches, against one request per op. */
async function replay(server: BenchServer, eventId: number, cages: JudgeCageView[], judgeId: number) {
  const link = await slowLink(server.url, LINK_DELAY_MS);
  const token = await server.tokenOf(judgeId);
  const random = seeded(7);
  const drainAll = async (name: string, batchSize: number) => {
    const db = new JudgingDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
    for (let i = 0; i < QUEUED; i++) {
      const cage = cages[(i * 7) % cages.length];
      await saveJudgement(db, judgeId, {
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
    const drainer = createDrainer({
      db,
      ownerId: judgeId,
      batchSize,
      send: createGraphQLTransport({ url: link.url, ownerId: judgeId, token: () => token }),
    });
    const started = performance.now();
    const stop = await drainer.drain();
    const ms = performance.now() - started;
    const left = await db.outbox.count();
    db.close();
    if (stop.kind !== 'empty' || left > 0) throw new Error(`${name}: ${left} ops left (${stop.kind})`);
    return ms;
  };
  try {
    const batched = await drainAll('bench-batched', 100);
    const single = await drainAll('bench-single', 1);
    console.log(`(b) ${QUEUED} queued ops over a link adding ${LINK_DELAY_MS} ms each way`);
    console.log(`    outbox, batches of 100:   ${(batched / 1000).toFixed(2)} s`);
    console.log(`    one request per op:       ${(single / 1000).toFixed(2)} s`);
    console.log(`    ratio:                    ${(single / batched).toFixed(1)}×\n`);
  } finally {
    await link.close();
  }
}

/** (c) In Chromium, offline: from the tap on Save to the next card on screen. */
async function saveToNext(server: BenchServer, eventId: number, judgeId: number) {
  const token = await server.tokenOf(judgeId);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'de-DE' });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const cages = `${server.url}/judge/event/${eventId}/cages`;
    await page.goto(cages);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).waitFor();
    await context.setOffline(true);
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
        .waitFor();
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('judging:save-to-next', 'measure').map((entry) => entry.duration),
    );
    console.log(
      `(c) save → next card in Chromium at 800×1280, offline, ${CARDS} cards of a judge of every class`,
    );
    console.log(`    ${figures(durations)}\n`);
  } finally {
    await browser.close();
  }
}
