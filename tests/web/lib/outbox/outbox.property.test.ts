// The outbox against the real server over a network that fails in every way hall Wi-Fi does.

import { judgingOps } from '@api/db/schema.ts';
import { decidesOver, type Scores } from '@shared/judging.ts';
import { createEventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { chaosFetch, JUDGE_CAGES, type NetworkMode, TOP_SCORES } from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { createDrainer, type Drainer, inProcessLocks } from '@web/lib/outbox/drainer.ts';
import { JudgingDb } from '@web/lib/outbox/judgingDb.ts';
import { saveJudgement } from '@web/lib/outbox/saveJudgement.ts';
import { createGraphQLTransport, type Transport } from '@web/lib/outbox/transport.ts';
import { inArray } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RUNS = Number(process.env.OUTBOX_RUNS ?? 500);
const HOUR = 3_600_000;

type Command =
  | { kind: 'save'; tab: number; cage: number; skip: boolean; valid: boolean; wings: number }
  | { kind: 'drain'; tab: number }
  | { kind: 'bothTabs' }
  | { kind: 'saveWhileDraining'; tab: number; cage: number }
  | { kind: 'network'; mode: NetworkMode }
  | { kind: 'reload'; tab: number };

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
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('drain' as const), tab }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('bothTabs' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('saveWhileDraining' as const), tab, cage }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('network' as const), mode: fc.constantFrom(...MODES) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), tab }) },
  );
  return fc.array(command, { minLength: 1, maxLength: 30 });
}

interface SavedOp {
  opId: string;
  cageId: string;
  clientTime: string;
  valid: boolean;
}

describe('the judging outbox over a failing network', () => {
  let server: TestServer;
  let judgeId: number;
  let token: string;
  let eventId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    const now = new Date();
    const world = await createEventWorld(server, now);
    eventId = await world.readyEvent();
    const started = await world.call(START_EVENT, { id: eventId }, world.as.admin);
    if (started.errors.length > 0) throw new Error(JSON.stringify(started.errors));
    judgeId = world.as.judge.id;
    token = world.as.judge.token;
    const listed = await world.call<{ judgeCages: typeof cages }>(JUDGE_CAGES, { eventId }, world.as.judge);
    cages = listed.data!.judgeCages;
  });
  afterAll(() => server?.close());

  it(`delivers every saved op exactly once, keeps what the server refuses and converges (${RUNS} seeded runs)`, async () => {
    // Each run's client times lie after the previous run's, so a run's last op decides its cages.
    let clock = Date.now();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(commands(cages.length), async (script) => {
        run++;
        clock += HOUR;
        const indexedDB = new IDBFactory();
        const name = `outbox-run-${run}`;
        const open = () => new JudgingDb(name, { indexedDB, IDBKeyRange });
        const chaos = chaosFetch();
        const applied = new Map<string, number>();
        const transport = createGraphQLTransport({
          url: server.graphqlUrl,
          authorization: () => `Bearer ${token}`,
          fetch: chaos.fetch,
        });
        const counting: Transport = async (ops) => {
          const result = await transport(ops);
          if (result.kind === 'answered')
            for (const answer of result.answers) {
              expect(answer.code).not.toBe('IDEMPOTENCY_KEY_REUSED');
              if (answer.outcome === 'APPLIED') applied.set(answer.opId, (applied.get(answer.opId) ?? 0) + 1);
            }
          return result;
        };
        // Web Locks span the tabs of one browser: one lock manager for both.
        const locks = inProcessLocks();
        const tab = () => {
          const db = open();
          const drainer: Drainer = createDrainer({
            db,
            ownerId: judgeId,
            send: counting,
            locks,
            now: () => clock,
          });
          return { db, drainer };
        };
        const tabs = [tab(), tab()];
        const saved: SavedOp[] = [];
        const save = async (t: number, cageIndex: number, skip: boolean, valid: boolean, wings: number) => {
          clock += 1 + (saved.length % 7);
          const cage = cages[cageIndex];
          const scores: Scores = { ...TOP_SCORES, wings: valid ? wings : 28.1 };
          const entry = await saveJudgement(
            tabs[t].db,
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
            { now: () => clock },
          );
          saved.push({ opId: entry.opId, cageId: cage.id, clientTime: entry.clientTime, valid });
        };

        try {
          for (const command of script) {
            if (command.kind === 'save')
              await save(command.tab, command.cage, command.skip, command.valid, command.wings);
            else if (command.kind === 'drain') {
              clock += 5_000;
              await tabs[command.tab].drainer.drain();
            } else if (command.kind === 'bothTabs') {
              clock += 5_000;
              await Promise.all(tabs.map((t) => t.drainer.drain()));
            } else if (command.kind === 'saveWhileDraining') {
              const draining = tabs[command.tab].drainer.drain();
              await save(1 - command.tab, command.cage, false, true, 28);
              await draining;
            } else if (command.kind === 'network') chaos.mode = command.mode;
            else {
              tabs[command.tab].db.close();
              tabs[command.tab] = tab();
            }
          }

          // The network heals; back-off has run out; any tab drains until nothing is pending.
          chaos.mode = 'up';
          clock += 10 * 60_000;
          for (let round = 0; round < 5; round++) {
            const stop = await tabs[round % 2].drainer.drain();
            if (stop === 'empty') break;
          }

          const entries = await tabs[0].db.outbox.toArray();
          const invalid = saved.filter((op) => !op.valid);
          // Nothing is left but the refused ops, each with its reason.
          expect(entries.map((e) => [e.opId, e.status, e.refusal?.code]).sort()).toEqual(
            invalid.map((op) => [op.opId, 'rejected', 'RATING_MUST_BE_POSITIVE']).sort(),
          );
          const stored = saved.length
            ? await server.database.db
                .select({ opId: judgingOps.opId })
                .from(judgingOps)
                .where(
                  inArray(
                    judgingOps.opId,
                    saved.map((op) => op.opId),
                  ),
                )
            : [];
          // Every valid op reached the server once; no refused op did.
          expect(stored.map((row) => row.opId).sort()).toEqual(
            saved
              .filter((op) => op.valid)
              .map((op) => op.opId)
              .sort(),
          );
          for (const op of saved) expect(applied.get(op.opId) ?? 0).toBeLessThanOrEqual(1);

          // Each touched cage shows the last correction, on the server and on the device.
          const listed = await fetch(server.graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: JUDGE_CAGES, variables: { eventId } }),
          }).then(
            (r) =>
              r.json() as Promise<{
                data: { judgeCages: { id: string; judgement: { opId: string } | null }[] };
              }>,
          );
          for (const cage of new Set(saved.map((op) => op.cageId))) {
            const latest = (ops: SavedOp[]) =>
              ops.filter((op) => op.cageId === cage).reduce((a, b) => (decidesOver(b, a) ? b : a));
            const serverCage = listed.data.judgeCages.find((c) => c.id === cage);
            const validOnCage = saved.filter((op) => op.valid && op.cageId === cage);
            if (validOnCage.length > 0) expect(serverCage?.judgement?.opId).toBe(latest(validOnCage).opId);
            const view = await tabs[1].db.cages.get([judgeId, cage]);
            expect(view?.judgement.opId).toBe(latest(saved).opId);
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
