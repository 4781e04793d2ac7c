// The tab's outbox against the real server: it sends only for its judge, and stops when told.
// The server runs in this Node process; the tab's globals (window, document, local storage) come
// from jsdom, set before the web modules load.
import 'fake-indexeddb/auto';
import { graphql } from '@tests/gql';
import { createEventWorld, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, TOP_SCORES } from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const JUDGING_DEVICES = graphql(`
  query RuntimeJudgingDevices($eventId: ID!) {
    judgingDevices(eventId: $eventId) {
      judge {
        id
      }
      appVersion
      pendingCount
      oldestPendingAt
    }
  }
`);

type Web = typeof import('@web/lib/outbox/runtime') &
  typeof import('@web/lib/outbox/judgingDbInstance') &
  typeof import('@web/lib/outbox/outboxStatus') &
  typeof import('@web/lib/outbox/saveJudgement') &
  typeof import('@web/lib/outbox/waitingJudges') &
  typeof import('@web/lib/session/session') &
  typeof import('@web/lib/session/sessionStore') &
  typeof import('@web/lib/session/tokenStorage');

describe("a tab's outbox", () => {
  let web: Web;
  let server: TestServer;
  let networkUp = true;
  // What the browser says of the network (navigator.onLine), and what answers instead of the server.
  let online = true;
  let outage: ((input: string, init?: RequestInit) => Promise<Response>) | null = null;
  let nodeFetch: typeof fetch;
  // Requests of the tab not answered yet (the server runs in this process, on real I/O).
  let inFlight = 0;
  let w: EventWorld;
  let eventId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    w = await createEventWorld(server, new Date());
    eventId = await w.readyEvent();
    await w.call(START_EVENT, { id: eventId }, w.as.admin);
    cages = (await w.call(JUDGE_CAGES, { eventId }, w.as.judge)).data!.judgeCages;
    const dom = new JSDOM('<!doctype html>', { url: server.url });
    Object.defineProperty(dom.window.navigator, 'onLine', { get: () => online, configurable: true });
    Object.assign(globalThis, {
      window: dom.window,
      document: dom.window.document,
      localStorage: dom.window.localStorage,
    });
    vi.stubGlobal('navigator', dom.window.navigator);
    web = Object.assign(
      {},
      ...(await Promise.all([
        import('@web/lib/outbox/runtime'),
        import('@web/lib/outbox/judgingDbInstance'),
        import('@web/lib/outbox/outboxStatus'),
        import('@web/lib/outbox/saveJudgement'),
        import('@web/lib/outbox/waitingJudges'),
        import('@web/lib/session/session'),
        import('@web/lib/session/sessionStore'),
        import('@web/lib/session/tokenStorage'),
      ])),
    );
    // The app asks `/graphql` of its own origin; here that is the test server, while the network is up.
    const realFetch = globalThis.fetch;
    nodeFetch = realFetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!networkUp) throw new TypeError('Failed to fetch');
      inFlight++;
      try {
        const response = outage
          ? await outage(input, init)
          : await realFetch(new URL(input, server.url), init);
        // The answer's body too: the tab's time stands still until all of it has arrived (before,
        // fake time ran on while a big answer was still being read, 1 in 20 runs past 30 s).
        const body = [101, 204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } finally {
        inFlight--;
      }
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    for (const name of ['window', 'document', 'localStorage']) Reflect.deleteProperty(globalThis, name);
    await server?.close();
  });

  // Cages are rated again in later tests (a correction): that is fine, the latest op decides.
  const save = (ownerId: number, n: number, cage = n % cages.length) =>
    web.saveJudgement(web.judgingDb(), ownerId, {
      eventId,
      cageId: cages[cage].id,
      cageNumber: cages[cage].cageNumber,
      ringNumber: cages[cage].ringNumber,
      classCode: cages[cage].classCode as never,
      kind: 'RATE',
      scores: TOP_SCORES,
      skipReason: null,
      note: null,
    });
  const judge = () => ({ id: w.as.judge.id, name: 'Renate Richter', email: 'judge@example.org' });

  it('sends the judge’s saves, counts what waits, and tells the device whose ratings wait', async () => {
    web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
    networkUp = false;
    const runtime = web.startOutboxRuntime(judge());
    try {
      await save(w.as.judge.id, 0);
      await vi.waitFor(() => expect(web.getOutboxStatus().unsent).toBe(1));
      expect(web.readWaitingJudges()).toEqual([{ ...judge(), waiting: 1, late: 0 }]);
      networkUp = true;
      runtime.sync({ resetBackoff: true });
      await vi.waitFor(() => expect(web.getOutboxStatus().unsent).toBe(0));
      expect(web.readWaitingJudges()).toEqual([]);
    } finally {
      runtime.stop();
    }
  });

  it('keeps another tab’s new session when the server refuses the token it sent with, and sends with it', async () => {
    // The judge's token is one the server refuses (signed with another secret).
    const [header, , signature] = w.as.judge.token.split('.');
    const stale = `${header}.${btoa(JSON.stringify({ sub: String(w.as.judge.id), sv: 0 })).replace(/=+$/, '')}.${signature}`;
    web.startSession(stale, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
    await save(w.as.judge.id, 1);
    // The request goes out with the stale token; meanwhile another tab logs the judge in again.
    const realFetch = globalThis.fetch;
    let refused = false;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const answer = await realFetch(input, init);
      if (!refused) {
        refused = true;
        web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
      }
      return answer;
    });
    const runtime = web.startOutboxRuntime(judge());
    try {
      await vi.waitFor(() => expect(refused).toBe(true));
      // The refusal ends nothing: the newer token stays, and the rating goes with it (before, the
      // outbox stayed paused while the judge was logged in).
      await vi.waitFor(() => expect(web.getOutboxStatus()).toMatchObject({ unsent: 0, hold: null }), {
        timeout: 5000,
      });
      expect(web.readToken()).toBe(w.as.judge.token);
      expect(web.sessionStore.getState().user.id).toBe(w.as.judge.id);
    } finally {
      runtime.stop();
      vi.stubGlobal('fetch', realFetch);
    }
  });

  /** Counts what the tab does: requests, and transactions on the device's IndexedDB. */
  const activity = async () => {
    const counted = { requests: 0, transactions: 0 };
    const db = web.judgingDb();
    await db.open();
    // Each transaction the device's database asks IndexedDB for (Dexie's lowest layer).
    const transaction = db.core.transaction;
    db.core.transaction = (...args) => {
      counted.transactions++;
      return transaction(...args);
    };
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      counted.requests++;
      return realFetch(input, init);
    });
    return {
      counted,
      restore() {
        db.core.transaction = transaction;
        vi.stubGlobal('fetch', realFetch);
      },
    };
  };
  // With the tab's timers and clock faked, the device's database and the requests still take real
  // turns of the event loop: time goes on in small steps, each after the tab's work of the step.
  const realTurn = () => new Promise((resolve) => setImmediate(resolve));
  const step = async () => {
    await vi.advanceTimersByTimeAsync(50);
    // A request under way, or no timer armed: the tab is at work (a request, a transaction). Its
    // time stands still meanwhile.
    const started = performance.now();
    while ((inFlight > 0 || vi.getTimerCount() === 0) && performance.now() - started < 5_000)
      await realTurn();
    for (let i = 0; i < 5; i++) await realTurn();
  };
  const runFor = async (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) await step();
  };
  /** Fake time until `check` holds; the fake time it took. */
  const until = async (check: () => boolean, limitMs = 60_000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms of the tab's time`);
      await step();
    }
    return Date.now() - start;
  };

  it('does no work at all while offline with ratings queued, and sends them as soon as the browser is online', async () => {
    web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    online = false;
    const runtime = web.startOutboxRuntime(judge());
    const watch = await activity();
    try {
      await save(w.as.judge.id, 2);
      await save(w.as.judge.id, 3);
      runtime.sync();
      await until(() => web.getOutboxStatus().unsent === 2);
      // Ten minutes offline: the slow timer looks every 30 s, and only at the browser's word.
      const settled = { ...watch.counted };
      await runFor(10 * 60_000);
      expect(watch.counted.requests).toBe(settled.requests);
      expect(watch.counted.transactions).toBe(settled.transactions);
      expect(settled.requests).toBe(0);
      // The browser says it is online: they go at once (no timer needed; real time from here).
      vi.useRealTimers();
      online = true;
      window.dispatchEvent(new window.Event('online'));
      await vi.waitFor(() => expect(web.getOutboxStatus().unsent).toBe(0), { timeout: 5_000 });
    } finally {
      watch.restore();
      runtime.stop();
      vi.useRealTimers();
      online = true;
    }
  });

  it.each([
    [
      'a restarting server answering 503 with Retry-After',
      () => new Response('restarting', { status: 503, headers: { 'retry-after': '2' } }),
    ],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))],
  ])(
    'tries at most 10 times in the first minute of %s and 6 in each after, and empties its queue within 15 s of the server’s return',
    async (_, answer) => {
      web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      // Tries to send ratings; the tablet's heartbeat to the device panel (at most one a minute)
      // meets the same outage but is not one.
      let tries = 0;
      outage = async (_input, init) => {
        if (String(init?.body).includes('SubmitJudgingOps')) tries++;
        return answer();
      };
      const runtime = web.startOutboxRuntime(judge());
      try {
        await save(w.as.judge.id, 4);
        runtime.sync();
        await until(() => tries === 1);
        await runFor(60_000);
        const firstMinute = tries;
        await runFor(60_000);
        const secondMinute = tries - firstMinute;
        // Ratings saved during the outage wait for the back-off too: no extra tries.
        for (const n of [5, 6, 7]) {
          await save(w.as.judge.id, n);
          runtime.sync();
        }
        await runFor(60_000);
        const thirdMinute = tries - firstMinute - secondMinute;
        expect(firstMinute).toBeGreaterThanOrEqual(5);
        expect(firstMinute).toBeLessThanOrEqual(10);
        expect(secondMinute).toBeGreaterThanOrEqual(4);
        expect(secondMinute).toBeLessThanOrEqual(6);
        expect(thirdMinute).toBeLessThanOrEqual(6);
        expect(web.getOutboxStatus().unsent).toBe(4);
        // The server is back: the tab's next try comes within the back-off's ceiling, and empties the queue.
        const back = Date.now();
        let retried: number | null = null;
        outage = (input, init) => {
          retried ??= Date.now();
          return nodeFetch(new URL(input, server.url), init);
        };
        await until(() => web.getOutboxStatus().unsent === 0, 30_000);
        expect((retried ?? Number.POSITIVE_INFINITY) - back).toBeLessThanOrEqual(14_000);
      } finally {
        outage = null;
        runtime.stop();
        vi.useRealTimers();
      }
    },
  );

  it('keeps backing off from a failing send while its questions about late ratings are answered', async () => {
    web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // A late rating at the office (the server knows no such op: it answers with no decision).
    const late = await save(w.as.judge.id, 8);
    await web.judgingDb().outbox.where('opId').equals(late.opId).modify({ status: 'late' });
    let tries = 0;
    outage = async (input, init) => {
      if (String(init?.body).includes('SubmitJudgingOps')) {
        tries++;
        return new Response('failing', { status: 500 });
      }
      return nodeFetch(new URL(input, server.url), init);
    };
    const runtime = web.startOutboxRuntime(judge());
    try {
      await save(w.as.judge.id, 9);
      runtime.sync();
      await until(() => tries === 1);
      await runFor(60_000);
      // The answered questions (every 5 s) do not start the send's back-off afresh.
      expect(tries).toBeLessThanOrEqual(10);
    } finally {
      outage = null;
      runtime.stop();
      vi.useRealTimers();
      await web.judgingDb().outbox.where('opId').equals(late.opId).delete();
    }
  });

  it('tells the show office’s device panel what it holds: by a heartbeat while the server refuses its batches, and with each batch', async () => {
    web.startSession(w.as.judge.token, { ...web.EMPTY_USER, id: w.as.judge.id, role: 'JUDGE' });
    // The server refuses the batches as a whole for now (say, a version of the app it no longer takes).
    outage = (input, init) =>
      String(init?.body).includes('SubmitJudgingOps')
        ? Promise.resolve(
            Response.json({ errors: [{ message: 'held', extensions: { code: 'SCHEMA_MISMATCH' } }] }),
          )
        : nodeFetch(new URL(input, server.url), init);
    const panel = async () =>
      (await w.call(JUDGING_DEVICES, { eventId }, w.as.admin)).data?.judgingDevices ?? [];
    await save(w.as.judge.id, 2);
    const runtime = web.startOutboxRuntime(judge());
    try {
      // The heartbeat a moment after the start: one rating still on the tablet.
      await vi.waitFor(
        async () =>
          expect(await panel()).toMatchObject([{ judge: { id: String(w.as.judge.id) }, pendingCount: 1 }]),
        { timeout: 8_000 },
      );
      const [shown] = await panel();
      expect(shown.appVersion).toBe('dev');
      expect(shown.oldestPendingAt).not.toBeNull();
      // The server takes batches again: the batch goes with a report leaving out its own op.
      outage = null;
      runtime.sync({ resetBackoff: true });
      await vi.waitFor(() => expect(web.getOutboxStatus().unsent).toBe(0));
      await vi.waitFor(async () =>
        expect(await panel()).toMatchObject([{ pendingCount: 0, oldestPendingAt: null }]),
      );
    } finally {
      outage = null;
      runtime.stop();
    }
  });
});
