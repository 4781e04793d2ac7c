// The outbox against the real server over a network that fails in every way hall Wi-Fi does, on
// a device whose storage, clock and login fail too.

import { randomUUID } from 'node:crypto';
import { judgingOps } from '@api/db/schema.ts';
import type { Scores } from '@shared/judging.ts';
import { createEventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { chaosFetch, JUDGE_CAGES, type NetworkMode, TOP_SCORES } from '@tests/support/judging.ts';
import { execute, startTestServer, type TestServer } from '@tests/support/server.ts';
import { createDrainer, type Drainer, inProcessLocks, type LockLike } from '@web/lib/outbox/drainer.ts';
import { JudgingDb } from '@web/lib/outbox/judgingDb.ts';
import { saveJudgement } from '@web/lib/outbox/saveJudgement.ts';
import { createGraphQLTransport, type Transport } from '@web/lib/outbox/transport.ts';
import { inArray } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// 100 seeded runs in `npm test`; `npm run test:properties` runs 2,000, and
// OUTBOX_RUNS / OUTBOX_SEED set the count or replay one failure.
const RUNS = Number(process.env.OUTBOX_RUNS ?? 100);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Command =
  | { kind: 'save'; tab: number; cage: number; skip: boolean; valid: boolean; wings: number }
  /** A save whose transaction aborts (the tab dies, the disk fails): it must leave nothing behind. */
  | { kind: 'saveAborted'; tab: number; cage: number }
  | { kind: 'drain'; tab: number }
  | { kind: 'bothTabs' }
  | { kind: 'saveWhileDraining'; tab: number; cage: number }
  | { kind: 'network'; mode: NetworkMode }
  | { kind: 'reload'; tab: number }
  /** The tab's database closes while it records an answer (the tab is killed mid-way). */
  | { kind: 'closeWhileRecording'; tab: number }
  /** The device's clock steps back or jumps ahead (NTP, a dead battery, a wrong time zone). */
  | { kind: 'clock'; stepMs: number }
  /** Another tab logs another judge in (the stored token is theirs), or the judge back in. */
  | { kind: 'login'; other: boolean }
  /**
   * Another judge's login lands between the tab's look at the token and the request (the request
   * goes with the other judge's session): the server refuses the call whole (OPS_OF_OTHER_ACCOUNT).
   */
  | { kind: 'loginDuringSend'; tab: number };

const MODES: NetworkMode[] = [
  'up',
  'down',
  'lose-response',
  'server-error',
  'server-error-after',
  'timeout-after',
];

function commands(cageCount: number) {
  const tab = fc.integer({ min: 0, max: 1 });
  const cage = fc.integer({ min: 0, max: cageCount - 1 });
  const command: fc.Arbitrary<Command> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('save' as const),
        tab,
        cage,
        skip: fc.boolean(),
        // One save in ten breaks the scheme: the server refuses it and the outbox must keep it.
        valid: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
        wings: fc.constantFrom(27, 27.5, 28, 28.75, 29),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('saveAborted' as const), tab, cage }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('drain' as const), tab }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('bothTabs' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('saveWhileDraining' as const), tab, cage }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('network' as const), mode: fc.constantFrom(...MODES) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), tab }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeWhileRecording' as const), tab }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('clock' as const),
        stepMs: fc.constantFrom(-3 * HOUR, -MINUTE, MINUTE, 3 * HOUR),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('login' as const), other: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('loginDuringSend' as const), tab }) },
  );
  return fc.record({
    script: fc.array(command, { minLength: 1, maxLength: 30 }),
    // Web Locks keep one tab sending; without them (older browsers) two tabs send at once.
    sharedLock: fc.boolean(),
  });
}

interface SavedOp {
  opId: string;
  cageId: string;
  valid: boolean;
}

describe('the judging outbox over a failing network, storage, clock and login', () => {
  let server: TestServer;
  let judgeId: number;
  let token: string;
  let otherToken: string;
  let eventId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    const world = await createEventWorld(server, new Date());
    eventId = await world.readyEvent();
    const started = await world.call(START_EVENT, { id: eventId }, world.as.admin);
    if (started.errors.length > 0) throw new Error(JSON.stringify(started.errors));
    judgeId = world.as.judge.id;
    token = world.as.judge.token;
    otherToken = world.as.judge2.token;
    const listed = await world.call(JUDGE_CAGES, { eventId }, world.as.judge);
    cages = listed.data!.judgeCages;
  });
  afterAll(() => server?.close());

  /** The server's judgement of each of the judge's cages, as the card shows it (judgeCages). */
  const serverJudgements = async () => {
    const listed = await execute(server.graphqlUrl, JUDGE_CAGES, { eventId }, token);
    return new Map(listed.data!.judgeCages.map((cage) => [cage.id, cage.judgement]));
  };

  it(`delivers every op shown as saved exactly once, as its judge's, and the judge's last decision decides (${RUNS} seeded runs)`, async () => {
    // The outbox's own clock for back-off: moved on by hand so that retries come due.
    let clock = Date.now();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(commands(cages.length), async ({ script, sharedLock }) => {
        run++;
        clock += HOUR;
        // The device's wall clock, which the commands step back and forth.
        let skew = 0;
        const deviceNow = () => Date.now() + skew;
        let loggedIn = token;
        const indexedDB = new IDBFactory();
        const name = `outbox-run-${run}`;
        const open = () => new JudgingDb(name, { indexedDB, IDBKeyRange });
        const chaos = chaosFetch();
        const applied = new Map<string, number>();
        let switchOnSend = false;
        let refusedAsOther = 0;
        const transport = createGraphQLTransport({
          url: server.graphqlUrl,
          ownerId: judgeId,
          token: () => loggedIn,
          fetch: (input, init) => {
            if (!switchOnSend) return chaos.fetch(input, init);
            switchOnSend = false;
            const headers = {
              ...(init?.headers as Record<string, string>),
              authorization: `Bearer ${otherToken}`,
            };
            return chaos.fetch(input, { ...init, headers });
          },
          now: deviceNow,
        });
        // What the judge's cards show of the server before this run: each save comes after it,
        // as a card's save comes after the judgement the card shows.
        const shown = await serverJudgements();
        const sharedLocks = inProcessLocks();
        const closeWhileRecording = [false, false];
        const tab = (index: number) => {
          const db = open();
          const counting: Transport = async (ops) => {
            const result = await transport(ops);
            if (result.kind === 'otherAccount') refusedAsOther++;
            if (result.kind === 'answered') {
              for (const answer of result.answers) {
                expect(answer.code).not.toBe('IDEMPOTENCY_KEY_REUSED');
                if (answer.outcome === 'APPLIED')
                  applied.set(answer.opId, (applied.get(answer.opId) ?? 0) + 1);
              }
              if (closeWhileRecording[index]) {
                closeWhileRecording[index] = false;
                db.close();
              }
            }
            return result;
          };
          const locks: LockLike = sharedLock ? sharedLocks : inProcessLocks();
          const drainer: Drainer = createDrainer({
            db,
            ownerId: judgeId,
            send: counting,
            locks,
            now: () => clock,
          });
          return { db, drainer };
        };
        const tabs = [tab(0), tab(1)];
        const reload = (t: number) => {
          tabs[t].db.close();
          tabs[t] = tab(t);
        };
        // A tab whose database went away while it recorded an answer died there: it is reloaded
        // before anything else happens in it.
        const alive = (t: number) => {
          if (!tabs[t].db.isOpen()) reload(t);
          return tabs[t];
        };
        const drain = async (t: number) => {
          const { db, drainer } = alive(t);
          try {
            return await drainer.drain();
          } catch (error) {
            if (db.isOpen()) throw error;
            return null;
          }
        };
        const saved: SavedOp[] = [];
        const save = async (t: number, cageIndex: number, skip: boolean, valid: boolean, wings: number) => {
          clock += 1 + (saved.length % 7);
          const cage = cages[cageIndex];
          const scores: Scores = { ...TOP_SCORES, wings: valid ? wings : 28.1 };
          const entry = await saveJudgement(
            alive(t).db,
            judgeId,
            {
              eventId,
              cageId: cage.id,
              cageNumber: cage.cageNumber,
              ringNumber: cage.ringNumber,
              classCode: cage.classCode as never,
              kind: skip && valid ? 'SKIP' : 'RATE',
              scores: skip && valid ? null : scores,
              skipReason: skip && valid ? 'ABSENT' : null,
              note: null,
            },
            { now: deviceNow, after: shown.get(cage.id) ?? null },
          );
          saved.push({ opId: entry.opId, cageId: cage.id, valid });
        };
        const saveAborted = async (t: number, cageIndex: number) => {
          const { db } = alive(t);
          let opId = '';
          // The transaction fails after the op was added: nothing of it may stay.
          const failing = () => {
            throw new Error('the tab died mid-save');
          };
          db.cages.hook('creating', failing);
          db.cages.hook('updating', failing);
          try {
            const cage = cages[cageIndex];
            await expect(
              saveJudgement(
                db,
                judgeId,
                {
                  eventId,
                  cageId: cage.id,
                  cageNumber: cage.cageNumber,
                  ringNumber: cage.ringNumber,
                  classCode: cage.classCode as never,
                  kind: 'SKIP',
                  scores: null,
                  skipReason: 'SICK',
                  note: null,
                },
                {
                  now: deviceNow,
                  newId: () => {
                    opId = randomUUID();
                    return opId;
                  },
                },
              ),
            ).rejects.toThrow('the tab died mid-save');
          } finally {
            db.cages.hook('creating').unsubscribe(failing);
            db.cages.hook('updating').unsubscribe(failing);
          }
          expect(await db.outbox.get({ opId })).toBeUndefined();
        };

        try {
          for (const command of script) {
            if (command.kind === 'save')
              await save(command.tab, command.cage, command.skip, command.valid, command.wings);
            else if (command.kind === 'saveAborted') await saveAborted(command.tab, command.cage);
            else if (command.kind === 'drain') {
              clock += 5_000;
              await drain(command.tab);
            } else if (command.kind === 'bothTabs') {
              clock += 5_000;
              await Promise.all([drain(0), drain(1)]);
            } else if (command.kind === 'saveWhileDraining') {
              const draining = drain(command.tab);
              await save(1 - command.tab, command.cage, false, true, 28);
              await draining;
            } else if (command.kind === 'network') chaos.mode = command.mode;
            else if (command.kind === 'reload') reload(command.tab);
            else if (command.kind === 'closeWhileRecording') {
              closeWhileRecording[command.tab] = true;
              clock += 5_000;
              await drain(command.tab);
            } else if (command.kind === 'clock') skew += command.stepMs;
            else if (command.kind === 'loginDuringSend') {
              switchOnSend = true;
              clock += 5_000;
              const before = refusedAsOther;
              const stop = await drain(command.tab);
              // A call went out with the other judge's session: the server refused it whole.
              if (chaos.mode === 'up' && loggedIn === token && stop?.kind === 'otherAccount')
                expect(refusedAsOther).toBe(before + 1);
              switchOnSend = false;
            } else loggedIn = command.other ? otherToken : token;
          }

          // The judge logs in again, the network heals, back-off has run out: any tab drains until
          // nothing is pending.
          loggedIn = token;
          chaos.mode = 'up';
          clock += 10 * MINUTE;
          for (let round = 0; round < 8; round++) {
            const stop = await drain(round % 2);
            if (stop?.kind === 'empty') break;
            clock += 10 * MINUTE;
          }

          const entries = await alive(0).db.outbox.toArray();
          const invalid = saved.filter((op) => !op.valid);
          // Nothing is left but the refused ops, each with its reason.
          expect(entries.map((e) => [e.opId, e.status, e.refusal?.code]).sort()).toEqual(
            invalid.map((op) => [op.opId, 'rejected', 'RATING_MUST_BE_POSITIVE']).sort(),
          );
          const stored = saved.length
            ? await server.database.db
                .select({
                  opId: judgingOps.opId,
                  judgeId: judgingOps.judgeId,
                  receivedAt: judgingOps.receivedAt,
                })
                .from(judgingOps)
                .where(
                  inArray(
                    judgingOps.opId,
                    saved.map((op) => op.opId),
                  ),
                )
            : [];
          // Every valid op reached the server once, as its judge's; no refused op did.
          expect(stored.map((row) => row.opId).sort()).toEqual(
            saved
              .filter((op) => op.valid)
              .map((op) => op.opId)
              .sort(),
          );
          expect(stored.every((row) => row.judgeId === judgeId)).toBe(true);
          for (const op of saved) expect(applied.get(op.opId) ?? 0).toBeLessThanOrEqual(1);
          // The model of a cage's order: the device hands the server a cage's ops in the order the
          // judge made them (one call, or later calls), never a later one first.
          const receipts = new Map(stored.map((row) => [row.opId, new Date(row.receivedAt).getTime()]));
          for (const cage of new Set(saved.map((op) => op.cageId))) {
            const arrived = saved
              .filter((op) => op.cageId === cage && op.valid)
              .map((op) => receipts.get(op.opId) ?? Number.NaN);
            expect(arrived).toEqual([...arrived].sort((a, b) => a - b));
          }

          // Each touched cage shows the judge's last decision: on the server the last valid one,
          // on the device the last one (a refused one stays there until the judge decides).
          const now = await serverJudgements();
          for (const cage of new Set(saved.map((op) => op.cageId))) {
            const last = (ops: SavedOp[]) => ops.filter((op) => op.cageId === cage).at(-1);
            const lastValid = last(saved.filter((op) => op.valid));
            if (lastValid) expect(now.get(cage)?.opId).toBe(lastValid.opId);
            const view = await alive(1).db.cages.get([judgeId, cage]);
            expect(view?.judgement.opId).toBe(last(saved)?.opId);
          }
        } finally {
          for (const t of tabs) t.db.close();
        }
      }),
      {
        numRuns: RUNS,
        seed: process.env.OUTBOX_SEED ? Number(process.env.OUTBOX_SEED) : undefined,
        endOnFailure: true,
      },
    );
  }, 600_000);
});
