// The outbox's drainer against the real server: what it keeps, what it sends, for whom.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from '@tests/gql';
import { createEventWorld, END_EVENT, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import {
  chaosFetch,
  JUDGE_CAGES,
  type NetworkMode,
  RESOLVE_LATE,
  TOP_SCORES,
} from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { clockOffsetOf, type ServerClock } from '@web/lib/clock/serverClock.ts';
import { createDecisionFollower } from '@web/lib/outbox/decisions.ts';
import { BACKOFF_CEILING_MS, backoffMs, createDrainer, type Drainer } from '@web/lib/outbox/drainer.ts';
import { JudgingDb } from '@web/lib/outbox/judgingDb.ts';
import { discardEntry, saveJudgement } from '@web/lib/outbox/saveJudgement.ts';
import {
  classifyRefusal,
  createDecisionsTransport,
  createGraphQLTransport,
  retryAfterMsOf,
  type Transport,
} from '@web/lib/outbox/transport.ts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the outbox drainer', () => {
  let server: TestServer;
  let w: EventWorld;
  let eventId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];
  let run = 0;
  // Each test's device learns its own clock offset (the app keeps one per browser).
  const clocks = new Map<JudgingDb, { learnt: ServerClock | null }>();

  beforeAll(async () => {
    server = await startTestServer();
    w = await createEventWorld(server, new Date());
    eventId = await w.readyEvent();
    await w.call(START_EVENT, { id: eventId }, w.as.admin);
    cages = (await w.call(JUDGE_CAGES, { eventId }, w.as.judge)).data!.judgeCages;
  });
  afterAll(() => server?.close());

  const setUp = (
    token: () => string | null = () => w.as.judge.token,
    ownerId: number = w.as.judge.id,
    fetchThrough?: (chaos: typeof fetch) => typeof fetch,
    deviceNow?: () => number,
  ) => {
    const db = new JudgingDb(`drainer-${++run}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const chaos = chaosFetch();
    const clock: { learnt: ServerClock | null } = { learnt: null };
    clocks.set(db, clock);
    const send = createGraphQLTransport({
      url: server.graphqlUrl,
      ownerId,
      token,
      fetch: fetchThrough ? fetchThrough(chaos.fetch) : chaos.fetch,
      now: deviceNow,
      learnClock: (serverMs, sentAt, answeredAt) => {
        clock.learnt = {
          offsetMs: clockOffsetOf(new Date(serverMs), sentAt, answeredAt),
          learntAt: answeredAt,
        };
      },
    });
    return { db, chaos, send, clock };
  };
  const save = (
    db: JudgingDb,
    ownerId: number,
    cage = 0,
    wings = 29,
    now = Date.now,
    after: { opId: string; clientTime: string; orderTime: string } | null = null,
  ) =>
    saveJudgement(
      db,
      ownerId,
      {
        eventId,
        cageId: cages[cage].id,
        cageNumber: cages[cage].cageNumber,
        ringNumber: cages[cage].ringNumber,
        classCode: cages[cage].classCode as never,
        kind: 'RATE',
        scores: { ...TOP_SCORES, wings },
        skipReason: null,
        note: null,
      },
      { now, after, clock: () => clocks.get(db)?.learnt ?? null },
    );
  const listedCages = async () => (await w.call(JUDGE_CAGES, { eventId }, w.as.judge)).data?.judgeCages ?? [];
  const drained = async (drainer: Drainer) => (await drainer.drain()).kind;

  it('keeps everything while the network is down, backing off with jitter, and sends it once back', async () => {
    const { db, chaos, send } = setUp();
    const clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 0.5 });
    await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    chaos.mode = 'down';
    expect(await drained(drainer)).toBe('waiting');
    const waiting = await db.outbox.toArray();
    expect(waiting.map((e) => [e.attempts, e.status])).toEqual([
      [1, 'pending'],
      [1, 'pending'],
    ]);
    expect(drainer.retryAt - clock).toBe(backoffMs(1, () => 0.5));
    // Not due yet: nothing is sent until the back-off ends or the network is back, not even an op
    // saved meanwhile.
    chaos.mode = 'up';
    await save(db, w.as.judge.id, 2);
    expect(await drained(drainer)).toBe('waiting');
    expect(chaos.delivered).toBe(0);
    await drainer.resetBackoff();
    expect(await drained(drainer)).toBe('empty');
    expect(chaos.delivered).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('grows the back-off with every failure up to 14 s, jittered by up to a third (4 s at most)', () => {
    const longest = [1, 2, 3, 4, 5, 6, 20].map((n) => backoffMs(n, () => 0));
    expect(longest).toEqual([1000, 2000, 4000, 8000, 14000, 14000, 14000]);
    const shortest = [1, 2, 3, 4, 5, 20].map((n) => backoffMs(n, () => 1));
    expect(shortest).toEqual([667, 1333, 2667, 5333, 10000, 10000]);
    expect(BACKOFF_CEILING_MS).toBe(14_000);
    // An outage's first minute: at most 10 tries however the jitter falls; after it, at most 6 a minute.
    const triesIn = (ms: number, random: () => number, from = 0) => {
      let at = 0;
      let tries = 0;
      for (let failures = 1; at < ms; failures++) {
        if (at >= from) tries++;
        at += backoffMs(failures, random);
      }
      return tries;
    };
    expect(triesIn(60_000, () => 1)).toBeLessThanOrEqual(10);
    expect(triesIn(120_000, () => 1, 60_000)).toBeLessThanOrEqual(6);
  });

  it('honours a server’s Retry-After as given, with a spread on top', () => {
    expect(backoffMs(1, () => 0, 5_000)).toBe(5_000);
    expect(backoffMs(1, () => 1, 5_000)).toBe(6_250);
    // A longer back-off already is kept; a Retry-After of hours is taken as five minutes.
    expect(backoffMs(5, () => 0, 2_000)).toBe(14_000);
    expect(backoffMs(1, () => 0, 3 * 3_600_000)).toBe(300_000);
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(retryAfterMsOf(headers({ 'retry-after': '5' }))).toBe(5_000);
    expect(
      retryAfterMsOf(
        headers({ 'retry-after': 'Wed, 21 Oct 2026 07:28:30 GMT', date: 'Wed, 21 Oct 2026 07:28:00 GMT' }),
      ),
    ).toBe(30_000);
    expect(retryAfterMsOf(headers({ 'retry-after': 'soon' }))).toBeNull();
    expect(retryAfterMsOf(headers({}))).toBeNull();
  });

  it('backs off the same way from every failure: no network, a lost answer, a busy server, a timeout', async () => {
    const delaysWhile = async (mode: NetworkMode, attempts: number) => {
      const { db, chaos, send } = setUp();
      let clock = 1_000_000;
      const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 0 });
      await save(db, w.as.judge.id, 2);
      chaos.mode = mode;
      const delays: number[] = [];
      for (let i = 0; i < attempts; i++) {
        expect(await drained(drainer)).toBe('waiting');
        const next = (await drainer.nextAttemptAt()) as number;
        delays.push(next - clock);
        clock = next;
      }
      return delays;
    };
    const ceiling = [1000, 2000, 4000, 8000, 14000, 14000, 14000];
    // No connection: the browser may still say it is online, so only this retry finds the network back.
    expect(await delaysWhile('down', 7)).toEqual(ceiling);
    expect(await delaysWhile('lose-response', 5)).toEqual(ceiling.slice(0, 5));
    expect(await delaysWhile('server-error', 7)).toEqual(ceiling);
    expect(await delaysWhile('server-error-after', 6)).toEqual(ceiling.slice(0, 6));
    expect(await delaysWhile('timeout-after', 5)).toEqual(ceiling.slice(0, 5));
  });

  it('starts the back-off afresh with the first call answered', async () => {
    const { db, chaos, send } = setUp();
    let clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 0 });
    await save(db, w.as.judge.id, 2);
    const delayOfNextDrain = async () => {
      expect(await drained(drainer)).toBe('waiting');
      const next = (await drainer.nextAttemptAt()) as number;
      const delay = next - clock;
      clock = next;
      return delay;
    };
    chaos.mode = 'down';
    for (let i = 0; i < 12; i++) expect(await delayOfNextDrain()).toBeLessThanOrEqual(14_000);
    expect((await db.outbox.toArray())[0].attempts).toBe(12);
    chaos.mode = 'up';
    expect(await drained(drainer)).toBe('empty');
    expect(chaos.delivered).toBe(1);
    // The next failure waits a second again, not the ceiling.
    await save(db, w.as.judge.id, 1);
    chaos.mode = 'server-error';
    expect([await delayOfNextDrain(), await delayOfNextDrain()]).toEqual([1000, 2000]);
  });

  it('lets an op the server left unanswered wait out its back-off, rather than sending it over and over', async () => {
    const { db, chaos, send } = setUp();
    const clock = 1_000_000;
    const unanswered = await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    let sends = 0;
    const leavingOneOut: Transport = async (ops) => {
      if (++sends > 3) throw new Error('the unanswered op was sent over and over');
      const result = await send(ops);
      if (result.kind !== 'answered') return result;
      return { ...result, answers: result.answers.filter((a) => a.opId !== unanswered.opId) };
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: leavingOneOut,
      now: () => clock,
      random: () => 1,
    });
    expect(await drained(drainer)).toBe('waiting');
    expect(sends).toBe(1);
    expect(chaos.delivered).toBe(1);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        opId: unanswered.opId,
        attempts: 1,
        serverFailures: 1,
        nextAttemptAt: clock + backoffMs(1, () => 1),
      }),
    ]);
  });

  it('sends an op waiting out its back-off in the same drain once another op is answered', async () => {
    const { db, send } = setUp();
    const clock = 1_000_000;
    const resting = await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    await save(db, w.as.judge.id, 2);
    // The first op failed earlier: it waits out a back-off of its own.
    await db.outbox
      .where('opId')
      .equals(resting.opId)
      .modify({ nextAttemptAt: clock + 60_000, serverFailures: 2 });
    const sent: string[][] = [];
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      batchSize: 1,
      send: (ops) => {
        sent.push(ops.map((op) => String(op.opId)));
        return send(ops);
      },
      now: () => clock,
    });
    expect(await drained(drainer)).toBe('empty');
    // The answer to the first batch let the resting op go at once, in the same drain.
    expect(sent.flat()).toContain(resting.opId);
    expect(sent[0]).not.toContain(resting.opId);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses without dropping anything when the session is refused, and sends after the judge logs in again', async () => {
    // A token of the judge's account that the server no longer accepts (signed with another secret).
    const [header, , signature] = w.as.judge.token.split('.');
    const stale = `${header}.${btoa(JSON.stringify({ sub: String(w.as.judge.id), sv: 0 })).replace(/=+$/, '')}.${signature}`;
    let token = stale;
    const { db, send } = setUp(() => token);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    await save(db, w.as.judge.id, 2);
    // The refused token is named, so that only that session ends (not one another tab began since).
    expect(await drainer.drain()).toEqual({ kind: 'paused', refusedToken: stale });
    expect(drainer.paused).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    token = w.as.judge.token;
    // Still paused until the judge is back: the runtime resumes on the same judge's login.
    expect(await drained(drainer)).toBe('paused');
    drainer.resume();
    expect(await drained(drainer)).toBe('empty');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends no further batch once the tab’s outbox stopped (a logout here or in another tab)', async () => {
    const { db, send } = setUp();
    for (let cage = 0; cage < 3; cage++) await save(db, w.as.judge.id, cage);
    let active = true;
    let calls = 0;
    const stoppingAfterFirst: Transport = async (ops) => {
      calls++;
      active = false;
      return send(ops);
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: stoppingAfterFirst,
      batchSize: 1,
      active: () => active,
    });
    expect(await drained(drainer)).toBe('stopped');
    // The batch under way was answered and recorded; the others stay for the next login.
    expect(calls).toBe(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('never sends or counts another account’s ops on the same device', async () => {
    const { db, chaos, send } = setUp();
    await save(db, w.as.judge2.id, 2);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    expect(await drained(drainer)).toBe('empty');
    expect(chaos.delivered).toBe(0);
    expect(await db.outbox.where('ownerId').equals(w.as.judge2.id).count()).toBe(1);
  });

  it('keeps refused ops with the server’s reason until the judge discards them', async () => {
    const { db, send } = setUp();
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    const refused = await save(db, w.as.judge.id, 0, 28.1);
    await save(db, w.as.judge.id, 1);
    expect(await drained(drainer)).toBe('empty');
    const left = await db.outbox.toArray();
    expect(left).toEqual([
      expect.objectContaining({
        opId: refused.opId,
        status: 'rejected',
        refusal: expect.objectContaining({ code: 'RATING_MUST_BE_POSITIVE', field: 'scores.wings' }),
      }),
    ]);
    // The refused op is the cage's local decision until it is discarded; then the server's shows.
    expect((await db.cages.get([w.as.judge.id, cages[0].id]))?.judgement.opId).toBe(refused.opId);
    await discardEntry(db, w.as.judge.id, refused.opId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.cages.get([w.as.judge.id, cages[0].id])).toBeUndefined();
  });

  it('keeps every op pending when the server refuses the call as a whole, and sends them once it takes it', async () => {
    // After a deploy the server's schema no longer has what this version asks for.
    let outdated = true;
    const { db, chaos, send } = setUp(undefined, undefined, (through) => (url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string };
      if (outdated) body.query = body.query.replace('receivedAt', 'receivedAt removedByTheDeploy');
      return through(url, { ...init, body: JSON.stringify(body) });
    });
    const clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, batchSize: 1 });
    await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    expect(await drainer.drain()).toEqual({
      kind: 'held',
      refusal: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
    });
    // One call, and both ops (the second never sent) wait, none of them refused.
    expect(chaos.delivered).toBe(1);
    expect((await db.outbox.toArray()).map((e) => [e.status, e.refusal])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    // It waits out the same back-off as any failure: nothing goes before it ends.
    expect(drainer.retryAt).toBeGreaterThan(clock);
    expect(await drained(drainer)).toBe('waiting');
    expect(chaos.delivered).toBe(1);
    outdated = false;
    await drainer.resetBackoff();
    expect(await drained(drainer)).toBe('empty');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the ops of an account that is no judge now pending, with the reason', async () => {
    const { db, send } = setUp(() => w.as.breeder.token, w.as.breeder.id);
    const drainer = createDrainer({ db, ownerId: w.as.breeder.id, send });
    await save(db, w.as.breeder.id, 0);
    expect(await drainer.drain()).toEqual({
      kind: 'held',
      refusal: expect.objectContaining({ code: 'NOT_AUTHORIZED' }),
    });
    expect((await db.outbox.toArray()).map((e) => [e.status, e.lastFailure?.split(':')[0]])).toEqual([
      ['pending', 'NOT_AUTHORIZED'],
    ]);
  });

  it('sends a judge’s ops only with that judge’s session', async () => {
    // Another tab logged judge 2 in: the token stored now is theirs.
    const { db, chaos, send } = setUp(() => w.as.judge2.token, w.as.judge.id);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    await save(db, w.as.judge.id, 0);
    expect(await drained(drainer)).toBe('otherAccount');
    expect(chaos.delivered).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['pending']);
    // And should a call carry them anyway, the server refuses it whole: nothing is applied.
    const raw = await w.call(
      graphql(
        `mutation DrainerSubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) { submitJudgingOps(ops: $ops, madeBy: $madeBy) { opId } }`,
      ),
      {
        ops: [
          {
            opId: crypto.randomUUID(),
            eventId,
            cageId: cages[0].id,
            kind: 'SKIP',
            skipReason: 'ABSENT',
            clientTime: new Date().toISOString(),
          },
        ],
        madeBy: String(w.as.judge.id),
      },
      w.as.judge2,
    );
    expect(raw.errors.map((e) => e.extensions?.code)).toEqual(['OPS_OF_OTHER_ACCOUNT']);
  });

  it('halves a batch the server keeps failing on until the op it fails on is found; the other cages go', async () => {
    const { db, send } = setUp();
    let clock = 1_000_000;
    const saved = [];
    for (let cage = 0; cage < 3; cage++)
      for (let n = 0; n < 3; n++) saved.push(await save(db, w.as.judge.id, cage, 27 + n / 2));
    const poisoned = saved[4].opId;
    let calls = 0;
    const failingOnOne: Transport = async (ops) => {
      calls++;
      if (ops.some((op) => op.opId === poisoned))
        return { kind: 'transient', reason: 'HTTP 500', cause: 'server' };
      return send(ops);
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: failingOnOne,
      now: () => clock,
      random: () => 0.5,
    });
    const searching = async () =>
      (await db.outbox.count()) > 2 || !(await db.outbox.get({ opId: poisoned }))?.isolated;
    for (let round = 0; round < 20 && (await searching()); round++) {
      await drainer.drain();
      clock = Math.max(clock, (await drainer.nextAttemptAt()) ?? clock);
    }
    // Nine ops, one the server fails on: found in a few calls, then sent alone. The ops of the
    // other cages arrived; its cage's later op (a correction) waits behind it, never before it.
    expect((await db.outbox.toArray()).map((e) => [e.opId, e.status, Boolean(e.isolated)])).toEqual([
      [poisoned, 'pending', true],
      [saved[5].opId, 'pending', false],
    ]);
    expect(calls).toBeLessThanOrEqual(12);
    // An answer to the others no longer hurries it: it waits its own back-off, alone.
    const [left, correction] = await db.outbox.toArray();
    expect(await drainer.nextAttemptAt()).toBe(left.nextAttemptAt);
    expect(correction.nextAttemptAt).toBeLessThan(left.nextAttemptAt);
    expect(left.nextAttemptAt).toBeGreaterThan(clock - 1);
  });

  it('keeps a cage’s later op back while an earlier one of the cage goes alone, even when both are due', async () => {
    const { db, send } = setUp();
    const other = await save(db, w.as.judge.id, 1);
    const first = await save(db, w.as.judge.id, 0);
    const correction = await save(db, w.as.judge.id, 0, 27);
    // The server failed on the first op alone before: it goes alone, and it is due now.
    await db.outbox.where('opId').equals(first.opId).modify({ isolated: true });
    const batches: string[][] = [];
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: (ops) => {
        batches.push(ops.map((op) => String(op.opId)));
        return send(ops);
      },
    });
    expect(await drained(drainer)).toBe('empty');
    // Without the hold, the correction would have gone with the other cage's op, before the op it corrects.
    expect(batches).toEqual([[other.opId], [first.opId], [correction.opId]]);
    expect((await listedCages()).find((c) => c.id === cages[0].id)?.judgement?.opId).toBe(correction.opId);
  });

  it('neither splits a batch nor sets an op apart when the server is only busy, and waits its Retry-After', async () => {
    const { db } = setUp();
    let clock = 1_000_000;
    await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    const sizes: number[] = [];
    const busy: Transport = async (ops) => {
      sizes.push(ops.length);
      return { kind: 'transient', reason: 'HTTP 503', cause: 'busy', retryAfterMs: 5_000 };
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: busy,
      now: () => clock,
      random: () => 0,
    });
    expect(await drained(drainer)).toBe('waiting');
    expect(drainer.retryAt - clock).toBe(5_000);
    // The network coming back (online, the tab seen again) says nothing of the server's word.
    await drainer.resetBackoff();
    expect(await drained(drainer)).toBe('waiting');
    expect(sizes).toEqual([2]);
    clock += 5_000;
    expect(await drained(drainer)).toBe('waiting');
    expect(sizes).toEqual([2, 2]);
    expect((await db.outbox.toArray()).map((e) => [e.attempts, Boolean(e.isolated)])).toEqual([
      [2, false],
      [2, false],
    ]);
  });

  it.each([
    ['a proxy answers 502 for a server that is gone', 'busy'],
    ['the server fails on every call with 500', 'server'],
  ] as const)('tries at most 10 times in a minute while %s', async (_, cause) => {
    const { db } = setUp();
    let clock = 1_000_000;
    for (let cage = 0; cage < 3; cage++) await save(db, w.as.judge.id, cage);
    let sends = 0;
    const failing: Transport = async () => {
      sends++;
      return { kind: 'transient', reason: cause === 'busy' ? 'HTTP 502' : 'HTTP 500', cause };
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: failing,
      now: () => clock,
      random: () => 1,
    });
    const end = clock + 60_000;
    while (clock < end) {
      await drainer.drain();
      clock = Math.max(clock + 1, (await drainer.nextAttemptAt()) ?? clock);
    }
    expect(sends).toBeLessThanOrEqual(10);
    // Nothing is wrong with the ops when the server is only not there: none is set apart.
    if (cause === 'busy') expect((await db.outbox.toArray()).some((e) => e.isolated)).toBe(false);
  });

  it('rests after an answer it cannot store (a full disk), instead of sending the same batch again and again', async () => {
    const { db, send } = setUp();
    let clock = 1_000_000;
    await save(db, w.as.judge.id, 0);
    let sends = 0;
    const counting: Transport = (ops) => {
      sends++;
      return send(ops);
    };
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: counting,
      now: () => clock,
      random: () => 0,
    });
    // The device's storage refuses every write while it is full.
    const transaction = db.transaction.bind(db);
    let full = true;
    db.transaction = ((...args: unknown[]) => {
      if (full && args[0] === 'rw')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return (transaction as (...a: unknown[]) => unknown)(...args);
    }) as typeof db.transaction;
    expect(await drainer.drain()).toEqual({
      kind: 'storageFailed',
      message: expect.stringContaining('QuotaExceededError'),
    });
    expect(sends).toBe(1);
    // Asked again at once (a save, the timer): nothing goes until the back-off ends.
    expect(await drained(drainer)).toBe('waiting');
    expect(await drained(drainer)).toBe('waiting');
    expect(sends).toBe(1);
    clock = drainer.retryAt;
    expect((await drainer.drain()).kind).toBe('storageFailed');
    expect(sends).toBe(2);
    expect(drainer.retryAt - clock).toBe(backoffMs(2, () => 0));
    // Space again: the op goes (the server knows it already and says so), and leaves the device.
    full = false;
    clock = drainer.retryAt;
    expect(await drained(drainer)).toBe('empty');
    expect(await db.outbox.count()).toBe(0);
  });

  it('never sends a correction before the op it corrects, so a clock hours ahead cannot let the earlier one decide', async () => {
    // The device's clock is three hours ahead and the server has not told it yet: each op's time
    // is beyond what the server takes (its receipt plus two minutes), so receipt orders them.
    const ahead = () => Date.now() + 3 * 3_600_000;
    const { db, chaos, send } = setUp(undefined, undefined, undefined, ahead);
    let clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 0.5 });
    const shown = (await listedCages()).find((c) => c.id === cages[2].id)?.judgement ?? null;
    await save(db, w.as.judge.id, 2, 29, ahead, shown);
    chaos.mode = 'server-error';
    expect(await drained(drainer)).toBe('waiting');
    // The judge corrects the rating while the device waits out its back-off; the server is back.
    // Nothing goes before the back-off ends; then both go, in the order they were made.
    const correction = await save(db, w.as.judge.id, 2, 27, ahead);
    chaos.mode = 'up';
    expect(await drained(drainer)).toBe('waiting');
    expect(chaos.delivered).toBe(0);
    const gate = drainer.retryAt;
    clock = (await drainer.nextAttemptAt()) as number;
    expect(clock).toBe(gate);
    expect(await drained(drainer)).toBe('empty');
    expect((await listedCages()).find((c) => c.id === cages[2].id)?.judgement?.opId).toBe(correction.opId);
    expect((await db.cages.get([w.as.judge.id, cages[2].id]))?.judgement.opId).toBe(correction.opId);
  });

  it('keeps a correction after the rating it corrects when the device learnt its clock in between', async () => {
    // The device's clock runs 30 minutes ahead and it has never heard from the server: its
    // rating is stamped by that clock, unverified. Then it learns the offset, and the judge corrects.
    const ahead = () => Date.now() + 30 * 60_000;
    const { db, clock, send } = setUp(undefined, undefined, undefined, ahead);
    const rating = await save(db, w.as.judge.id, 1, 29, ahead);
    expect(rating.clockVerified).toBe(false);
    clock.learnt = { offsetMs: -30 * 60_000, learntAt: ahead() };
    const correction = await save(db, w.as.judge.id, 1, 27, ahead);
    // Still unverified while the rating it corrects waits here: both go by their arrival.
    expect(correction.clockVerified).toBe(false);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    expect(await drained(drainer)).toBe('empty');
    expect((await listedCages()).find((c) => c.id === cages[1].id)?.judgement?.opId).toBe(correction.opId);
    // Sent, a new op of the cage is verified again.
    expect((await save(db, w.as.judge.id, 1, 28, ahead)).clockVerified).toBe(true);
  });

  it('orders a judge’s decisions as made, whatever the device’s clock does, and sets the clock by the server’s', async () => {
    const hourAgo = () => Date.now() - 3_600_000;
    const { db, send, clock } = setUp(undefined, undefined, undefined, hourAgo);
    // The device heard from the server before (its first answer tells the offset).
    clock.learnt = { offsetMs: 0, learntAt: hourAgo() };
    // The device's clock is an hour behind; the judge rates cage 1 (after what its card shows of
    // the server), then corrects it after the clock stepped back another hour (NTP, say): the
    // correction still decides.
    const shown = (await listedCages()).find((c) => c.id === cages[0].id)?.judgement ?? null;
    const first = await save(db, w.as.judge.id, 0, 29, hourAgo, shown);
    const correction = await save(db, w.as.judge.id, 0, 27, () => hourAgo() - 3_600_000);
    expect(Date.parse(correction.clientTime)).toBeGreaterThan(Date.parse(first.clientTime));
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    expect(await drained(drainer)).toBe('empty');
    expect((await listedCages()).find((c) => c.id === cages[0].id)?.judgement?.opId).toBe(correction.opId);
    expect((await db.cages.get([w.as.judge.id, cages[0].id]))?.judgement.opId).toBe(correction.opId);
    // The server's answer told the device how far behind it is: its next op carries the server's time.
    const offset = clock.learnt?.offsetMs ?? 0;
    expect(Math.abs(offset - 3_600_000)).toBeLessThan(5_000);
    const later = await save(db, w.as.judge.id, 1, 29, hourAgo);
    expect(Math.abs(Date.parse(later.clientTime) - Date.now())).toBeLessThan(5_000);
  });
});

describe('ratings that arrive after the end', () => {
  let server: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    server = await startTestServer();
    w = await createEventWorld(server, new Date());
  });
  afterAll(() => server?.close());

  it('wait for the show office without being sent again, and follow every decision, also a changed one', async () => {
    const eventId = await w.readyEvent();
    await w.call(START_EVENT, { id: eventId }, w.as.admin);
    const cages = (await w.call(JUDGE_CAGES, { eventId }, w.as.judge)).data!.judgeCages;
    const db = new JudgingDb('late-ops', { indexedDB: new IDBFactory(), IDBKeyRange });
    const saved = [];
    for (const cage of cages.slice(0, 3))
      saved.push(
        await saveJudgement(db, w.as.judge.id, {
          eventId,
          cageId: cage.id,
          cageNumber: cage.cageNumber,
          ringNumber: cage.ringNumber,
          classCode: cage.classCode as never,
          kind: 'RATE',
          scores: TOP_SCORES,
          skipReason: null,
          note: null,
        }),
      );
    // The tablet was offline while the show office ended the event.
    await w.call(END_EVENT, { id: eventId }, w.as.admin);
    const transport = { url: server.graphqlUrl, ownerId: w.as.judge.id, token: () => w.as.judge.token };
    let sends = 0;
    const send = createGraphQLTransport(transport);
    const drainer = createDrainer({
      db,
      ownerId: w.as.judge.id,
      send: (ops) => {
        sends++;
        return send(ops);
      },
    });
    const follower = createDecisionFollower({
      db,
      ownerId: w.as.judge.id,
      ask: createDecisionsTransport(transport),
    });
    expect((await drainer.drain()).kind).toBe('empty');
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['late', 'late', 'late']);
    // Late ops are not sent again: the tablet asks for the decisions instead.
    expect((await drainer.drain()).kind).toBe('empty');
    expect(sends).toBe(1);
    expect(await follower.check()).toEqual({ kind: 'changed', cages: [] });

    await w.call(RESOLVE_LATE, { opId: saved[0].opId, accept: true }, w.as.admin);
    await w.call(RESOLVE_LATE, { opId: saved[1].opId, accept: false }, w.as.admin);
    expect(await follower.check()).toEqual({
      kind: 'changed',
      cages: [
        { eventId, cageId: cages[0].id },
        { eventId, cageId: cages[1].id },
      ],
    });
    expect((await db.outbox.toArray()).map((e) => [e.opId, e.status])).toEqual([[saved[2].opId, 'late']]);
    const statuses = async () =>
      (await db.decided.toArray()).map((d) => [d.opId, d.status, Boolean(d.decidedAt)]).sort();
    expect(await statuses()).toEqual(
      [
        [saved[0].opId, 'ACCEPTED', true],
        [saved[1].opId, 'REJECTED', true],
      ].sort(),
    );
    // The accepted rating is the cage's judgement now, on the server and on the device.
    expect((await db.cages.get([w.as.judge.id, cages[0].id]))?.judgement.opId).toBe(saved[0].opId);

    // The office changes its mind: the accepted one is rejected, the rejected one accepted.
    await w.call(RESOLVE_LATE, { opId: saved[0].opId, accept: false }, w.as.admin);
    await w.call(RESOLVE_LATE, { opId: saved[1].opId, accept: true }, w.as.admin);
    expect((await follower.check()).kind).toBe('changed');
    expect(await statuses()).toEqual(
      [
        [saved[0].opId, 'REJECTED', true],
        [saved[1].opId, 'ACCEPTED', true],
      ].sort(),
    );
    expect(await db.cages.get([w.as.judge.id, cages[0].id])).toBeUndefined();
    expect((await db.cages.get([w.as.judge.id, cages[1].id]))?.judgement.opId).toBe(saved[1].opId);
    // Nothing changed since: nothing is recorded again.
    expect(await follower.check()).toEqual({ kind: 'changed', cages: [] });
    db.close();
  });
});

describe('what a refusal of the whole call means for the ops', () => {
  it.each([
    ['UNAUTHENTICATED', 'unauthenticated'],
    ['CLIENT_NOT_VERIFIED', 'unauthenticated'],
    ['OPS_OF_OTHER_ACCOUNT', 'otherAccount'],
    ['INTERNAL_SERVER_ERROR', 'transient'],
    ['RATE_LIMITED', 'transient'],
    ['SERVER_BUSY', 'transient'],
    [undefined, 'transient'],
    ['GRAPHQL_VALIDATION_FAILED', 'held'],
    ['GRAPHQL_PARSE_FAILED', 'held'],
    ['QUERY_TOO_COMPLEX', 'held'],
    ['VALIDATION_FAILED', 'held'],
    ['NOT_AUTHORIZED', 'held'],
    ['SOMETHING_NEW', 'held'],
  ])('%s: %s', (code, kind) => {
    expect(classifyRefusal([{ message: 'no', extensions: { code } }], 400, 'the-token').kind).toBe(kind);
  });
});

describe('what the transport makes of a batch without a usable answer', () => {
  const servers: Server[] = [];
  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  };
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });
  // A token of account 1 (the transport reads whose it is; the server checks it).
  const token = `e30.${btoa(JSON.stringify({ sub: '1' }))}.sig`;
  const sendTo = (url: string, timeoutMs?: number) =>
    createGraphQLTransport({ url, ownerId: 1, token: () => token, timeoutMs })([]);

  it('a server that does not answer in time, or a page that is not the API, is slow or busy', async () => {
    const silent = await listen(createServer(() => {}));
    expect(await sendTo(silent, 200)).toMatchObject({ kind: 'transient', cause: 'server' });
    const proxyPage = await listen(
      createServer((_, response) => {
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<h1>Not Found</h1>');
      }),
    );
    expect(await sendTo(proxyPage)).toMatchObject({ kind: 'transient', cause: 'server' });
  });

  it('a proxy’s 502, 503 or 504 for a server that is not there is busy, not a fault of the batch', async () => {
    for (const status of [502, 503, 504]) {
      const proxy = await listen(
        createServer((_, response) => {
          response.writeHead(status, { 'content-type': 'text/html', 'retry-after': '3' });
          response.end('<h1>Bad Gateway</h1>');
        }),
      );
      expect(await sendTo(proxy)).toMatchObject({ kind: 'transient', cause: 'busy', retryAfterMs: 3000 });
    }
  });

  it('a server nobody can reach is the network', async () => {
    const gone = createServer();
    const url = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    expect(await sendTo(url)).toMatchObject({ kind: 'transient', cause: 'network' });
  });
});
