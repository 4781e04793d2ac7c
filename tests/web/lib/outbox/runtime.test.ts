// The tab's outbox against the real server: it sends only for its judge, and stops when told.
// The server runs in this Node process; the tab's globals (window, document, local storage) come
// from jsdom, set before the web modules load.
import 'fake-indexeddb/auto';
import { createEventWorld, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, TOP_SCORES } from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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
    Object.assign(globalThis, {
      window: dom.window,
      document: dom.window.document,
      localStorage: dom.window.localStorage,
    });
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
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!networkUp) throw new TypeError('Failed to fetch');
      return realFetch(new URL(input, server.url), init);
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    for (const name of ['window', 'document', 'localStorage']) Reflect.deleteProperty(globalThis, name);
    await server?.close();
  });

  const save = (ownerId: number, cage: number) =>
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
      expect(web.readWaitingJudges()).toEqual([{ ...judge(), waiting: 1 }]);
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
});
