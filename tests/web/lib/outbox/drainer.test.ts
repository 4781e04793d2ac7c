// The outbox's drainer against the real server: what it keeps, what it sends, for whom.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventWorld, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { chaosFetch, JUDGE_CAGES, type NetworkMode, TOP_SCORES } from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { backoffMs, createDrainer } from '@web/lib/outbox/drainer.ts';
import { JudgingDb } from '@web/lib/outbox/judgingDb.ts';
import { discardEntry, saveJudgement } from '@web/lib/outbox/saveJudgement.ts';
import { createGraphQLTransport, type Transport } from '@web/lib/outbox/transport.ts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the outbox drainer', () => {
  let server: TestServer;
  let w: EventWorld;
  let eventId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];
  let run = 0;

  beforeAll(async () => {
    server = await startTestServer();
    w = await createEventWorld(server, new Date());
    eventId = await w.readyEvent();
    await w.call(START_EVENT, { id: eventId }, w.as.admin);
    cages = (await w.call<{ judgeCages: typeof cages }>(JUDGE_CAGES, { eventId }, w.as.judge)).data!
      .judgeCages;
  });
  afterAll(() => server?.close());

  const setUp = (token: () => string | undefined = () => `Bearer ${w.as.judge.token}`) => {
    const db = new JudgingDb(`drainer-${++run}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const chaos = chaosFetch();
    const send = createGraphQLTransport({ url: server.graphqlUrl, authorization: token, fetch: chaos.fetch });
    return { db, chaos, send };
  };
  const save = (db: JudgingDb, ownerId: number, cage = 0, wings = 29) =>
    saveJudgement(db, ownerId, {
      eventId,
      cageId: cages[cage].id,
      cageNumber: cages[cage].cageNumber,
      ringNumber: cages[cage].ringNumber,
      classCode: cages[cage].classCode as never,
      kind: 'RATE',
      scores: { ...TOP_SCORES, wings },
      skipReason: null,
      note: null,
    });

  it('keeps everything while the network is down, backing off with jitter, and sends it once back', async () => {
    const { db, chaos, send } = setUp();
    const clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 0.5 });
    await save(db, w.as.judge.id, 0);
    await save(db, w.as.judge.id, 1);
    chaos.mode = 'down';
    expect(await drainer.drain()).toBe('waiting');
    const waiting = await db.outbox.toArray();
    expect(waiting.map((e) => [e.attempts, e.nextAttemptAt - clock])).toEqual([
      [1, backoffMs(1, () => 0.5)],
      [1, backoffMs(1, () => 0.5)],
    ]);
    // Not due yet: nothing is sent until the back-off ends or the network is back.
    chaos.mode = 'up';
    expect(await drainer.drain()).toBe('waiting');
    expect(chaos.delivered).toBe(0);
    await drainer.resetBackoff();
    expect(await drainer.drain()).toBe('empty');
    expect(chaos.delivered).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('grows the back-off with every attempt, up to a minute', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffMs(n, () => 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(backoffMs(3, () => 0)).toBe(2000);
  });

  it('tries again at least every 10 s while nothing gets through, and gives a slow or busy server up to a minute', async () => {
    const delaysWhile = async (mode: NetworkMode, attempts: number) => {
      const { db, chaos, send } = setUp();
      let clock = 1_000_000;
      const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 1 });
      await save(db, w.as.judge.id, 2);
      chaos.mode = mode;
      const delays: number[] = [];
      for (let i = 0; i < attempts; i++) {
        expect(await drainer.drain()).toBe('waiting');
        const next = (await drainer.nextAttemptAt()) as number;
        delays.push(next - clock);
        clock = next;
      }
      return delays;
    };
    // No connection: the browser may still say it is online, so only this retry finds the network back.
    expect(await delaysWhile('down', 7)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
    expect(await delaysWhile('lose-response', 5)).toEqual([1000, 2000, 4000, 8000, 10000]);
    expect(await delaysWhile('server-error', 7)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000]);
    expect(await delaysWhile('timeout-after', 5)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('starts the slow server’s back-off afresh after a long time without network', async () => {
    const { db, chaos, send } = setUp();
    let clock = 1_000_000;
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send, now: () => clock, random: () => 1 });
    await save(db, w.as.judge.id, 2);
    const delayOfNextDrain = async () => {
      expect(await drainer.drain()).toBe('waiting');
      const next = (await drainer.nextAttemptAt()) as number;
      const delay = next - clock;
      clock = next;
      return delay;
    };
    chaos.mode = 'down';
    for (let i = 0; i < 12; i++) await delayOfNextDrain();
    // The network is back, the server busy: its first refusal waits a second, not a minute.
    chaos.mode = 'server-error';
    expect([await delayOfNextDrain(), await delayOfNextDrain()]).toEqual([1000, 2000]);
    expect((await db.outbox.toArray())[0].attempts).toBe(14);
    chaos.mode = 'up';
    expect(await drainer.drain()).toBe('empty');
    expect(chaos.delivered).toBe(1);
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
    expect(await drainer.drain()).toBe('waiting');
    expect(sends).toBe(1);
    expect(chaos.delivered).toBe(1);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        opId: unanswered.opId,
        attempts: 1,
        serverFailures: 1,
        nextAttemptAt: clock + 1000,
      }),
    ]);
  });

  it('pauses without dropping anything when the session is refused, and sends after the judge logs in again', async () => {
    let token: string | undefined = 'Bearer not-a-valid-token';
    const { db, send } = setUp(() => token);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    await save(db, w.as.judge.id, 2);
    expect(await drainer.drain()).toBe('paused');
    expect(drainer.paused).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    token = `Bearer ${w.as.judge.token}`;
    // Still paused until the judge is back: the runtime resumes on the same judge's login.
    expect(await drainer.drain()).toBe('paused');
    drainer.resume();
    expect(await drainer.drain()).toBe('empty');
    expect(await db.outbox.count()).toBe(0);
  });

  it('never sends or counts another account’s ops on the same device', async () => {
    const { db, chaos, send } = setUp();
    await save(db, w.as.judge2.id, 2);
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    expect(await drainer.drain()).toBe('empty');
    expect(chaos.delivered).toBe(0);
    expect(await db.outbox.where('ownerId').equals(w.as.judge2.id).count()).toBe(1);
  });

  it('keeps refused ops with the server’s reason until the judge discards them', async () => {
    const { db, send } = setUp();
    const drainer = createDrainer({ db, ownerId: w.as.judge.id, send });
    const refused = await save(db, w.as.judge.id, 0, 28.1);
    await save(db, w.as.judge.id, 1);
    expect(await drainer.drain()).toBe('empty');
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

  it('keeps a whole batch the server refuses outright, each op with the reason', async () => {
    const { db, send } = setUp(() => `Bearer ${w.as.breeder.token}`);
    const drainer = createDrainer({ db, ownerId: w.as.breeder.id, send });
    await save(db, w.as.breeder.id, 0);
    expect(await drainer.drain()).toBe('empty');
    expect((await db.outbox.toArray()).map((e) => [e.status, e.refusal?.code])).toEqual([
      ['rejected', 'NOT_AUTHORIZED'],
    ]);
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
  const sendTo = (url: string, timeoutMs?: number) =>
    createGraphQLTransport({ url, authorization: () => 'Bearer any', timeoutMs })([]);

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

  it('a server nobody can reach is the network', async () => {
    const gone = createServer();
    const url = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    expect(await sendTo(url)).toMatchObject({ kind: 'transient', cause: 'network' });
  });
});
