// A hall's day: N tablets, each its own judge, run the real outbox (startOutboxRuntime with a
// fake-indexeddb database each, in one jsdom window) against the real server through three
// outages, rating every 5–10 s meanwhile: (a) the network is lost, (b) a proxy answers 503 with
// Retry-After: 5, (c) the server is killed (-9) and started again at once. Prints per outage the
// tablets' send attempts, how long until every queue is empty once the server answers again, the
// server's CPU (user + system time of its process, from /proc) and the queued ops; at the end
// whether the server lost, doubled or misordered an op. Figures only, never pass/fail on time;
// the exit code says only whether the bench ran.
//   npm run bench:hall [-- --tablets 30] [-- --outage-seconds 60]
//     [-- --down-seconds <the killed server's time down before its restart, default 0>]
//   BENCH_DATABASE_URL=postgres://… npm run bench:hall   (PostgreSQL instead of the embedded one)
// The show is made by a server in this process (as the other benches do), which then hands its
// data directory and database to the server as a child process, `node --import tsx
// src/api/main.ts` (this checkout's sources, no build), on one port for both of its lives.
// The tablets reach it through a proxy in this process (bench/support/hallProxy.ts); their
// attempts are counted at each tablet's fetch, because in (a) the proxy drops a connection before
// any header arrives. The browser says it is online throughout (hall Wi-Fi stays up while what
// is behind it is gone), so no `online` event tells the tablets that the network is back.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { JSDOM } from 'jsdom';
import type { JudgeCageView } from '../src/api/db/judging.ts';
import { JudgingDb } from '../src/web/lib/outbox/judgingDb.ts';
import type { OutboxRuntime } from '../src/web/lib/outbox/runtime.ts';
import { saveJudgement } from '../src/web/lib/outbox/saveJudgement.ts';
import { benchDatabase } from './support/benchDatabase.ts';
import {
  type BenchShow,
  createStartedShow,
  randomScores,
  seeded,
  startBenchServer,
} from './support/benchShow.ts';
import { startHallProxy } from './support/hallProxy.ts';
import { freePort, type ServerProcess, startServerProcess } from './support/serverProcess.ts';

const { values: options } = parseArgs({
  options: {
    tablets: { type: 'string', default: '30' },
    'outage-seconds': { type: 'string', default: '60' },
    'down-seconds': { type: 'string', default: '0' },
  },
});
const TABLETS = Number(options.tablets);
const OUTAGE_MS = Number(options['outage-seconds']) * 1000;
if (!(Number.isInteger(TABLETS) && TABLETS >= 1 && TABLETS <= 200)) throw new Error('--tablets: 1 to 200');
if (!(OUTAGE_MS >= 5_000 && OUTAGE_MS <= 600_000)) throw new Error('--outage-seconds: 5 to 600');
/** How long the killed server stays down before it is started again (a crash nobody restarts at once). */
const DOWN_MS = Number(options['down-seconds']) * 1000;
if (!(DOWN_MS >= 0 && DOWN_MS <= 600_000)) throw new Error('--down-seconds: 0 to 600');
const CAGES_PER_TABLET = 40;
/** Before each outage, the tablets rate this long on a working network. */
const NORMAL_MS = 10_000;
/** A queue not empty this long after the server answers again is reported as such. */
const RECOVERY_LIMIT_MS = 180_000;
const MINUTE_MS = 60_000;
const CORRECTION_SHARE = 0.25;
const SKIP_SHARE = 0.1;

interface Made {
  opId: string;
  cageId: string;
}

interface Tablet {
  index: number;
  judgeId: number;
  db: JudgingDb;
  runtime: OutboxRuntime;
  cages: JudgeCageView[];
  rated: JudgeCageView[];
  random: () => number;
  /** When each request left the tablet (performance.now()). */
  requests: number[];
  timer?: ReturnType<typeof setTimeout>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (count: number) => `${count}${count === 0 ? ' (0, as it must be)' : '  <-- NOT 0'}`;

const cleanups: (() => Promise<void> | void)[] = [];
let cleaned: Promise<void> | null = null;
/** Undoes what was set up, last first, once (also on Ctrl+C). */
const cleanUp = () => {
  cleaned ??= (async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.error('clean-up failed:', error));
  })();
  return cleaned;
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  await hallDay();
} catch (error) {
  console.error('the bench broke:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function hallDay() {
  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-hall-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = await benchDatabase();
  cleanups.push(() => database.drop());

  // The show, made in this process; then its data go to the server process.
  const setup = await startBenchServer({ dataDir, database });
  let show: BenchShow;
  let tokens: string[];
  try {
    show = await createStartedShow(setup, {
      pigeons: TABLETS * CAGES_PER_TABLET,
      breeders: Math.max(10, TABLETS * 2),
      judges: TABLETS,
      everyJudgeOnEveryClass: true,
    });
    tokens = await Promise.all(show.judgeIds.map((id) => setup.tokenOf(id)));
  } finally {
    await setup.close();
  }
  const eventId = show.event.id;

  const port = await freePort();
  const env = { DATA_DIR: dataDir, ...database.env };
  let server: ServerProcess = startServerProcess(port, env);
  // CPU seconds of server processes that ended (killed in (c)), so that a phase's figure spans both.
  let cpuOfEnded = 0;
  const serverCpu = () => cpuOfEnded + server.cpuSeconds();
  cleanups.push(() => server.stop());
  await server.ready();
  const proxy = await startHallProxy(port);
  cleanups.push(() => proxy.close());

  // One browser window for every tablet: the runtime needs its globals before it loads.
  const dom = new JSDOM('<!doctype html>', { url: new URL(proxy.url).origin, pretendToBeVisual: true });
  Object.defineProperty(dom.window.navigator, 'onLine', { get: () => true, configurable: true });
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    localStorage: dom.window.localStorage,
  });
  cleanups.push(() => dom.window.close());
  const { startOutboxRuntime } = await import('../src/web/lib/outbox/runtime.ts');

  const tablets: Tablet[] = show.judgeIds.map((judgeId, index) => {
    const db = new JudgingDb(`hall-tablet-${index}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const requests: number[] = [];
    const token = tokens[index];
    const runtime = startOutboxRuntime(
      { id: judgeId, name: `Richter Nr${index}`, email: `judge${index}@bench` },
      {
        db,
        transport: {
          url: proxy.url,
          token: () => token,
          fetch: (input, init) => {
            requests.push(performance.now());
            return fetch(input, init);
          },
        },
      },
    );
    return {
      index,
      judgeId,
      db,
      runtime,
      // Every judge judges every class; each tablet has cages of its own, so that a cage's
      // current judgement is its one tablet's last op.
      cages: show.cages.filter((_, i) => i % TABLETS === index),
      rated: [],
      random: seeded(1_000 + index),
      requests,
    };
  });
  cleanups.push(() => {
    for (const tablet of tablets) {
      clearTimeout(tablet.timer);
      tablet.runtime.stop();
      tablet.db.close();
    }
  });

  const made: Made[] = [];
  let saveFailures = 0;
  let rating = false;
  const saving = new Set<Promise<void>>();
  const rate = async (tablet: Tablet) => {
    const fresh = tablet.cages[tablet.rated.length];
    const correction = !fresh || (tablet.rated.length > 0 && tablet.random() < CORRECTION_SHARE);
    const cage = correction ? tablet.rated[Math.floor(tablet.random() * tablet.rated.length)] : fresh;
    if (!correction) tablet.rated.push(cage);
    const skip = tablet.random() < SKIP_SHARE;
    const entry = await saveJudgement(tablet.db, tablet.judgeId, {
      eventId: String(eventId),
      cageId: String(cage.id),
      cageNumber: cage.cageNumber,
      ringNumber: `${cage.association}-${cage.ringYear % 100}-${cage.serial}`,
      classCode: cage.classCode,
      kind: skip ? 'SKIP' : 'RATE',
      scores: skip ? null : randomScores(tablet.random),
      skipReason: skip ? (tablet.random() < 0.5 ? 'ABSENT' : 'SICK') : null,
      note: null,
    });
    made.push({ opId: entry.opId, cageId: String(cage.id) });
    // What the card does after a save.
    tablet.runtime.sync();
  };
  const nextRating = (tablet: Tablet) => {
    tablet.timer = setTimeout(
      () => {
        if (!rating) return;
        const saved: Promise<void> = rate(tablet)
          .catch((error: unknown) => {
            saveFailures++;
            console.error(`tablet ${tablet.index}: save failed`, error);
          })
          .finally(() => saving.delete(saved));
        saving.add(saved);
        nextRating(tablet);
      },
      5_000 + tablet.random() * 5_000,
    );
  };
  const startRating = () => {
    rating = true;
    for (const tablet of tablets) nextRating(tablet);
  };
  const stopRating = async () => {
    rating = false;
    for (const tablet of tablets) clearTimeout(tablet.timer);
    await Promise.all(saving);
  };
  const pendingOf = (tablet: Tablet) =>
    tablet.db.outbox.where('[ownerId+status]').equals([tablet.judgeId, 'pending']).count();

  console.log(
    `\n${TABLETS} tablets, each its own judge with ${CAGES_PER_TABLET} cages, rating every 5–10 s` +
      ` (${CORRECTION_SHARE * 100} % corrections, ${SKIP_SHARE * 100} % skips) before and during each outage` +
      `\nserver: node --import tsx src/api/main.ts, a child process on 127.0.0.1:${port}` +
      `\ntargets: ≤ 10 send attempts per tablet in an outage's first minute, ≤ 6 in each minute after;` +
      ` every queue empty ≤ 15 s after the server answers again; 0 lost, 0 doubled, 0 misordered\n`,
  );

  interface Outage {
    label: string;
    /** Waits for the moment the outage begins. */
    prepare?: () => Promise<void>;
    /** Starts the outage; resolves when it is over (the network or the server back). */
    run(): Promise<void>;
    /** The network is back (for the server kill, nothing to do: it is back when it answers). */
    restore(): void;
    /** A kill's outage lasts as long as the restart, not `--outage-seconds`. */
    restart: boolean;
  }
  const outages: Outage[] = [
    {
      label: `(a) network lost for ${seconds(OUTAGE_MS)}: every connection dropped`,
      restart: false,
      run: async () => {
        proxy.mode = 'loss';
        await sleep(OUTAGE_MS);
      },
      restore: () => {
        proxy.mode = 'up';
      },
    },
    {
      label: `(b) ${seconds(OUTAGE_MS)} of 503 with Retry-After: 5 (a proxy before a restarting server)`,
      restart: false,
      run: async () => {
        proxy.mode = 'unavailable';
        await sleep(OUTAGE_MS);
      },
      restore: () => {
        proxy.mode = 'up';
      },
    },
    {
      label: `(c) server killed (-9) and started again ${DOWN_MS ? `after ${seconds(DOWN_MS)}` : 'at once'} (502 from the proxy until it listens)`,
      restart: true,
      // A crash in the day's traffic: while a tablet's call is under way.
      prepare: async () => {
        if (!(await proxy.nextForward(15_000))) console.log('    (no call under way: killed without one)');
      },
      run: async () => {
        const underWay = proxy.inFlight;
        cpuOfEnded += server.cpuSeconds();
        await server.kill9();
        const killed = performance.now();
        await sleep(DOWN_MS);
        server = startServerProcess(port, env);
        await server.ready();
        console.log(
          `    killed with ${underWay} call(s) under way; the new process answered /ready ${seconds(performance.now() - killed)} after the kill`,
        );
      },
      restore: () => undefined,
    },
  ];

  for (const outage of outages) {
    console.log(outage.label);
    startRating();
    await sleep(NORMAL_MS);
    await outage.prepare?.();
    const cpuBefore = serverCpu();
    const started = performance.now();
    await outage.run();
    const runEnded = performance.now();
    await stopRating();
    const depths = await Promise.all(tablets.map(pendingOf));
    outage.restore();
    // The restarted server answers as `run` ends; the network is back once restored.
    const back = outage.restart ? runEnded : performance.now();
    const cpuOutage = serverCpu() - cpuBefore;

    // Send attempts per tablet, minute by minute of the outage (the last second's spill not a minute).
    const minutes = Math.max(1, Math.ceil((back - started - 1_000) / MINUTE_MS));
    for (let minute = 0; minute < minutes; minute++) {
      const from = started + minute * MINUTE_MS;
      const to = Math.min(back, from + MINUTE_MS);
      const counts = tablets.map((t) => t.requests.filter((at) => at >= from && at < to).length);
      const partial = to - from < MINUTE_MS - 1_000;
      const what =
        minute === 0
          ? partial
            ? `during the outage (${seconds(to - from)})`
            : 'first minute'
          : `minute ${minute + 1}${partial ? ` (${seconds(to - from)})` : ''}`;
      console.log(
        `    send attempts per tablet, ${what}: max ${Math.max(...counts)}, median ${median(counts)}` +
          `   (target ≤ ${minute === 0 ? 10 : 6})`,
      );
    }
    console.log(
      `    queued at the outage's end: ${depths.reduce((a, b) => a + b, 0)} ops` +
        ` (max ${Math.max(...depths)} on one tablet)`,
    );

    // From the moment the server answers again until every tablet's queue is empty.
    const emptyAfter = tablets.map(() => Number.NaN);
    while (performance.now() - back < RECOVERY_LIMIT_MS && emptyAfter.some(Number.isNaN)) {
      const pending = await Promise.all(tablets.map(pendingOf));
      const at = performance.now() - back;
      pending.forEach((count, i) => {
        if (count === 0 && Number.isNaN(emptyAfter[i])) emptyAfter[i] = at;
      });
      await sleep(100);
    }
    const recovered = performance.now();
    const stuck = emptyAfter.filter(Number.isNaN).length;
    if (stuck > 0) {
      const left = (await Promise.all(tablets.map((t) => t.db.outbox.toArray()))).flat();
      console.log(
        `    NOT EMPTY: ${stuck} tablets still hold ${left.length} ops ${seconds(RECOVERY_LIMIT_MS)} after the server answered again`,
      );
      // What the tablets last heard, to tell a tablet that stopped trying from a server that fails.
      const reasons = new Map<string, number>();
      for (const entry of left) {
        const reason = `${entry.status}, last failure: ${entry.lastFailure ?? 'none'}`;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      for (const [reason, count] of reasons) console.log(`      ${count} × ${reason}`);
    } else
      console.log(
        `    back → every queue empty: max ${seconds(Math.max(...emptyAfter))}, median ${seconds(median(emptyAfter))}` +
          '   (target ≤ 15 s)',
      );
    const retries = tablets.map((t) => t.requests.filter((at) => at >= back && at < recovered).length);
    console.log(
      `    send attempts per tablet until then: max ${Math.max(...retries)}, median ${median(retries)}`,
    );
    console.log(
      `    server CPU: ${(serverCpu() - cpuBefore).toFixed(2)} s over the outage and the recovery` +
        ` (${cpuOutage.toFixed(2)} s of it during the outage${outage.restart ? ', the new process’s start included' : ''})\n`,
    );
  }

  // What the server stored, against what the tablets made.
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${show.adminToken}` },
    body: JSON.stringify({
      query: 'query ($id: ID!) { eventJudgingHistory(eventId: $id) { opId cageId current } }',
      variables: { id: String(eventId) },
    }),
  });
  const body = (await response.json()) as {
    data?: { eventJudgingHistory: { opId: string; cageId: string; current: boolean }[] };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`eventJudgingHistory: ${JSON.stringify(body.errors)}`);
  const stored = body.data.eventJudgingHistory;
  const norm = (opId: string) => opId.toLowerCase();
  const madeIds = new Set(made.map((op) => norm(op.opId)));
  const storedTimes = new Map<string, number>();
  for (const op of stored) storedTimes.set(norm(op.opId), (storedTimes.get(norm(op.opId)) ?? 0) + 1);
  const lost = [...madeIds].filter((id) => !storedTimes.has(id)).length;
  const extra = [...storedTimes.keys()].filter((id) => !madeIds.has(id)).length;
  const twice = [...storedTimes.values()].reduce((sum, times) => sum + times - 1, 0);
  const currents = new Map<string, string[]>();
  for (const op of stored)
    if (op.current) currents.set(op.cageId, [...(currents.get(op.cageId) ?? []), norm(op.opId)]);
  const twoCurrent = [...currents.values()].filter((ids) => ids.length > 1).length;
  const lastOf = new Map<string, string>();
  for (const op of made) lastOf.set(op.cageId, norm(op.opId));
  const misordered = [...lastOf].filter(([cageId, opId]) => currents.get(cageId)?.[0] !== opId).length;
  const refused = (
    await Promise.all(tablets.map((t) => t.db.outbox.filter((entry) => entry.status !== 'pending').count()))
  ).reduce((a, b) => a + b, 0);

  console.log('what the server stored (eventJudgingHistory) against what the tablets made');
  console.log(
    `    ${made.length} ops made on ${lastOf.size} cages, ${stored.length} stored` +
      (saveFailures ? `; ${saveFailures} saves failed on the tablets` : ''),
  );
  console.log(`    lost:       ${verdict(lost)}`);
  console.log(
    `    doubled:    ${verdict(extra + twice + twoCurrent)}` +
      (extra + twice + twoCurrent
        ? `  (${twice} stored twice, ${extra} not made, ${twoCurrent} cages with two current)`
        : ''),
  );
  console.log(`    misordered: ${verdict(misordered)}`);
  console.log(`    refused by the server, still on the tablets: ${refused}`);
}
