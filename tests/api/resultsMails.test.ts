import { clients, resultsMails } from '@api/db/schema.ts';
import { loadCatalogs } from '@api/i18n/catalogs.ts';
import { CLASS_CODES, CLASS_NAMES } from '@shared/classification.ts';
import { SKIP_REASON_NAMES, SKIP_REASONS } from '@shared/judging.ts';
import { graphql } from '@tests/gql';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  loginAs,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import { type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  createTestStorage,
  errorCodes,
  type GqlResult,
  postgresOnly,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Results in every breeder's inbox: one mail per breeder when an event ends, in their language,
// through an outbox in the database that survives SMTP failures and restarts without doubling.

const PUBLIC_URL = 'https://tauben.example';
const MAILS = graphql(`query Mails($id: ID!) { eventResultsMails(eventId: $id) {
  sentCount pendingCount failedCount changedCount
  mails { breeder { id shownName } email state kind sentAt sentCount attempts lastError changed } } }`);
const RESEND = graphql(`mutation ResultsMailsResend($eventId: ID!, $breederId: ID!) {
  resendResultsMail(eventId: $eventId, breederId: $breederId) { state kind } }`);
const RESEND_FAILED = graphql(`mutation ResendFailed($eventId: ID!) {
  resendFailedResultsMails(eventId: $eventId) { failedCount } }`);
const SEND_UPDATED = graphql(`mutation Updated($eventId: ID!) { sendUpdatedResults(eventId: $eventId) {
  changedCount mails { breeder { id } state kind changed } } }`);

const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
  const done = await result;
  expect(done.errors).toEqual([]);
  return done.data!;
};

/**
 * A started show: the breeder's four pigeons (k1a 95, k1b 93, young skipped as sick, hen 90) and
 * the other breeder's cock in REST, left unjudged. Cage ids by name.
 */
async function judgedShow(w: EventWorld, title: string, now = new Date()) {
  const id = await w.openEvent(title);
  await must(w.register(id, Object.values(w.pigeons)));
  await must(w.register(id, [w.othersPigeon], w.as.other));
  // The deadline moves into the past, as w.closeRegistration does, keeping the title.
  await must(w.call(UPDATE_EVENT, { id, input: eventInput(now, -1, 48, title) }, w.as.admin));
  await must(
    w.call(
      ASSIGN_JUDGES,
      {
        eventId: id,
        assignments: [
          { classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id)] },
          { classCode: 'JUNGTAUBE_M', judgeIds: [String(w.as.judge.id)] },
          { classCode: 'REST', judgeIds: [String(w.as.judge2.id)] },
        ],
      },
      w.as.admin,
    ),
  );
  await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
  const { eventCages } = await must(
    w.call(EVENT_CAGES, {
      eventId: id,
    }),
  );
  const cage = (ring: string) => eventCages.find((c) => c.ringNumber === ring)!;
  const show = {
    id,
    k1a: cage('DV-06976-20-1'),
    k1b: cage('DV-06976-20-5'),
    young: cage('DV-06976-26-7'),
    hen: cage('DV-06976-20-3'),
    others: cage('DV-01234-20-9'),
  };
  await must(w.call(START_EVENT, { id }, w.as.admin));
  await must(
    w.call(
      SUBMIT_OPS,
      {
        ops: [
          rateOp(id, show.k1a.id),
          rateOp(id, show.k1b.id, { wings: 27 }),
          { ...skipOp(id, show.young.id, 'SICK'), note: 'Schnupfen' },
        ],
      },
      w.as.judge,
    ),
  );
  await must(
    w.call(
      SUBMIT_OPS,
      { ops: [rateOp(id, show.hen.id, { back: 18, musculature: 27, wings: 27 })] },
      w.as.judge2,
    ),
  );
  return show;
}

const database = apiTestDatabase();

describe(`results mails on ${database}`, () => {
  let smtp: MailCapture;
  let server: TestServer;
  let w: EventWorld;
  const now = new Date();
  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL },
      // Retries come 150 ms after a failure, then 300, 600, …; the poll finds them.
      resultsMailTiming: { pollMs: 100, retryBaseMs: 150 },
    });
    w = await createEventWorld(server, now);
    await server.database.db
      .update(clients)
      .set({ language: 'en', salutation: 'FRAU' })
      .where(eq(clients.id, w.as.other.id));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const list = async (id: string) => (await must(w.call(MAILS, { id }, w.as.admin))).eventResultsMails;
  const mailsTo = (email: string, title: string) =>
    smtp.mails.filter((m) => m.to === email && m.subject.endsWith(title));

  it('sends every breeder one mail in their language when the event ends, with birds, places, prizes, rank and link', async () => {
    const title = 'Kreisschau Mails';
    const show = await judgedShow(w, title);
    expect((await list(show.id)).mails).toEqual([]);
    const since = smtp.mails.length;
    await must(w.call(END_EVENT, { id: show.id }, w.as.admin));

    const german = await smtp.next('breeder@example.org', since);
    expect(german.subject).toBe(`Ihre Ergebnisse: ${title}`);
    // No salutation given: by full name (the test accounts' last name is the address's local part).
    expect(german.text.split('\n')[0]).toBe('Guten Tag Breeder breeder,');
    expect(german.text).toContain(`„${title}“ ist beendet.`);
    expect(german.text).toContain(
      `Käfig ${show.k1a.cageNumber} · DV-06976-20-1 · Klasse 1 Täuber: Platz 1, 95 Punkte, Preis`,
    );
    expect(german.text).toContain(
      `Käfig ${show.k1b.cageNumber} · DV-06976-20-5 · Klasse 1 Täuber: Platz 2, 93 Punkte\n`,
    );
    expect(german.text).toContain(
      `Käfig ${show.young.cageNumber} · DV-06976-26-7 · Jungtaube Täuber: nicht bewertet (Krank)`,
    );
    expect(german.text).toContain(
      `Käfig ${show.hen.cageNumber} · DV-06976-20-3 · Ohne Klasse: Platz 1, 90 Punkte, Preis`,
    );
    expect(german.text).toContain('Beste Züchter: Platz 1 mit 278 Punkten aus Ihren 3 besten Tauben.');
    expect(german.text).toContain(`${PUBLIC_URL}/results/${show.id}/breeder#breeder-${w.as.breeder.id}`);
    expect(german.html).toContain('<strong>Platz 1, 95 Punkte, Preis</strong>');

    const english = await smtp.next('other@example.org', since);
    expect(english.subject).toBe(`Your results: ${title}`);
    expect(english.text.split('\n')[0]).toBe('Dear Ms other,');
    expect(english.text).toContain(`“${title}” has ended.`);
    expect(english.text).toContain(`Cage ${show.others.cageNumber} · DV-01234-20-9 · No class: not judged`);
    expect(english.text).toContain('Best breeders: not ranked; that takes at least 3 rated pigeons.');
    expect(english.text).toContain(`${PUBLIC_URL}/en/results/${show.id}/breeder#breeder-${w.as.other.id}`);
    // Nobody else with pigeons there: the judges and the admin get nothing.
    expect(
      smtp.mails
        .slice(since)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['breeder@example.org', 'other@example.org']);

    await expect.poll(async () => (await list(show.id)).sentCount, { timeout: 10_000 }).toBe(2);
    const sent = await list(show.id);
    expect(sent).toMatchObject({ pendingCount: 0, failedCount: 0, changedCount: 0 });
    expect(sent.mails.map((m) => [m.breeder.shownName, m.email, m.state, m.kind, m.sentCount])).toEqual([
      ['Breeder breeder', 'breeder@example.org', 'SENT', 'RESULTS', 1],
      ['Breeder other', 'other@example.org', 'SENT', 'RESULTS', 1],
    ]);

    // Another round, and ending again (refused), send nothing more.
    expect(await server.resultsMails.runOnce()).toBe(0);
    expect(errorCodes(await w.call(END_EVENT, { id: show.id }, w.as.admin))).toEqual(['EVENT_ENDED']);
    expect(await server.resultsMails.runOnce()).toBe(0);
    expect(mailsTo('breeder@example.org', title)).toHaveLength(1);
    expect(mailsTo('other@example.org', title)).toHaveLength(1);
  });

  it('tries again while the SMTP server refuses, shows why to the office, and sends once it accepts', async () => {
    const title = 'Kreisschau Ausfall';
    const show = await judgedShow(w, title);
    smtp.refuse(true);
    try {
      await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
      await expect.poll(() => smtp.refused(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
      const failing = await list(show.id);
      expect(failing.sentCount).toBe(0);
      expect(failing.pendingCount).toBe(2);
      for (const mail of failing.mails) {
        expect(mail.state).toBe('RETRYING');
        expect(mail.attempts).toBeGreaterThanOrEqual(1);
        expect(mail.lastError).toMatch(/451/);
      }
      expect(mailsTo('breeder@example.org', title)).toHaveLength(0);
    } finally {
      smtp.refuse(false);
    }
    await expect.poll(async () => (await list(show.id)).sentCount, { timeout: 15_000 }).toBe(2);
    expect(mailsTo('breeder@example.org', title)).toHaveLength(1);
    expect(mailsTo('other@example.org', title)).toHaveLength(1);
    expect((await list(show.id)).mails.every((m) => m.lastError === null)).toBe(true);
  });

  it('sends nothing on its own after an accepted late rating; "updated results" go to the breeders concerned', async () => {
    const title = 'Kreisschau Nachtrag';
    const show = await judgedShow(w, title);
    await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
    await expect.poll(async () => (await list(show.id)).sentCount, { timeout: 10_000 }).toBe(2);

    // The REST judge's rating of the other's cock arrives late, and the office accepts it: the
    // other's results change; the breeder's hen keeps place and prize (90 beats 87).
    const late = rateOp(show.id, show.others.id, {
      generalImpression: 8,
      boneStructure: 8,
      back: 17,
      musculature: 27,
      wings: 27,
    });
    const answer = await w.call(SUBMIT_OPS, { ops: [late] }, w.as.judge2);
    expect(answer.data!.submitJudgingOps[0]!.code).toBe('EVENT_ENDED');
    await must(w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, w.as.admin));

    expect(await server.resultsMails.runOnce()).toBe(0);
    const changed = await list(show.id);
    expect(changed.changedCount).toBe(1);
    expect(changed.mails.map((m) => [m.email, m.changed])).toEqual([
      ['breeder@example.org', false],
      ['other@example.org', true],
    ]);

    const since = smtp.mails.length;
    const queued = await must(w.call(SEND_UPDATED, { eventId: show.id }, w.as.admin));
    expect(queued.sendUpdatedResults.changedCount).toBe(0);
    const update = await smtp.next('other@example.org', since);
    expect(update.subject).toBe(`Updated results: ${title}`);
    expect(update.text).toContain(
      'have changed because the show office corrected a judgement or accepted a late rating',
    );
    expect(update.text).toContain(
      `Cage ${show.others.cageNumber} · DV-01234-20-9 · No class: place 2, 87 points`,
    );
    await expect
      .poll(async () => (await list(show.id)).mails.map((m) => [m.kind, m.state, m.sentCount]), {
        timeout: 10_000,
      })
      .toEqual([
        ['RESULTS', 'SENT', 1],
        ['UPDATED', 'SENT', 2],
      ]);
    expect(await server.resultsMails.runOnce()).toBe(0);
    expect(smtp.mails.slice(since).map((m) => m.to)).toEqual(['other@example.org']);
  });

  it('sends a breeder their mail again on request, with the results as they are', async () => {
    const title = 'Kreisschau Nochmal';
    const show = await judgedShow(w, title);
    await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
    await expect.poll(async () => (await list(show.id)).sentCount, { timeout: 10_000 }).toBe(2);
    const since = smtp.mails.length;
    const resent = await must(
      w.call(RESEND, { eventId: show.id, breederId: String(w.as.breeder.id) }, w.as.admin),
    );
    expect(resent.resendResultsMail.kind).toBe('RESULTS');
    expect((await smtp.next('breeder@example.org', since)).subject).toBe(`Ihre Ergebnisse: ${title}`);
    await expect.poll(async () => (await list(show.id)).mails[0]!.sentCount, { timeout: 10_000 }).toBe(2);
    expect(smtp.mails.slice(since).map((m) => m.to)).toEqual(['breeder@example.org']);
  });

  it('lets only admins read or send, and names the breeder without a mail', async () => {
    const show = await judgedShow(w, 'Kreisschau Rechte');
    for (const who of [undefined, w.as.breeder, w.as.judge]) {
      expect(errorCodes(await w.call(MAILS, { id: show.id }, who))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(SEND_UPDATED, { eventId: show.id }, who))).toEqual(['NOT_AUTHORIZED']);
      expect(
        errorCodes(await w.call(RESEND, { eventId: show.id, breederId: String(w.as.breeder.id) }, who)),
      ).toEqual(['NOT_AUTHORIZED']);
    }
    // Before the end there is no mail to send again.
    const early = await w.call(RESEND, { eventId: show.id, breederId: String(w.as.breeder.id) }, w.as.admin);
    expect(errorCodes(early)).toEqual(['CLIENT_NOT_FOUND']);
    expect(early.errors[0]!.extensions).toMatchObject({ field: 'breederId' });
    expect(errorCodes(await w.call(MAILS, { id: '999999' }, w.as.admin))).toEqual(['EVENT_NOT_FOUND']);
  });
});

describe(`results mails the sender gave up on, on ${database}`, () => {
  it('stops after ten failures in a row, shows them as failed, and sends them when the office asks', async () => {
    const smtp = await startMailCapture();
    // No wait between tries: the ten go in one round.
    const server = await startTestServer({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL },
      resultsMailTiming: { pollMs: 60_000, retryBaseMs: 0 },
    });
    try {
      const w = await createEventWorld(server, new Date());
      const show = await judgedShow(w, 'Kreisschau Aufgegeben');
      smtp.refuse(true);
      await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
      await server.resultsMails.runOnce();
      expect(smtp.refused()).toBe(20);
      const list = async () => (await must(w.call(MAILS, { id: show.id }, w.as.admin))).eventResultsMails;
      const failed = await list();
      expect(failed).toMatchObject({ sentCount: 0, pendingCount: 0, failedCount: 2 });
      expect(failed.mails.map((m) => [m.state, m.attempts])).toEqual([
        ['FAILED', 10],
        ['FAILED', 10],
      ]);
      // Nothing more is tried on its own.
      expect(await server.resultsMails.runOnce()).toBe(0);
      expect(smtp.refused()).toBe(20);

      smtp.refuse(false);
      const resent = await must(w.call(RESEND_FAILED, { eventId: show.id }, w.as.admin));
      expect(resent.resendFailedResultsMails.failedCount).toBe(0);
      await server.resultsMails.runOnce();
      expect(smtp.mails.map((m) => m.to).sort()).toEqual(['breeder@example.org', 'other@example.org']);
      expect((await list()).sentCount).toBe(2);
      expect(errorCodes(await w.call(RESEND_FAILED, { eventId: show.id }, w.as.breeder))).toEqual([
        'NOT_AUTHORIZED',
      ]);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe(`results mails across a restart on ${database}`, () => {
  it('never sends a sent mail again after a restart, and sends what waited from before it', async () => {
    const smtp = await startMailCapture();
    const storage = await createTestStorage(database);
    const env = { SMTP_URL: smtp.url, PUBLIC_URL };
    const now = new Date();
    try {
      const first = await startTestServer({ storage, env });
      const w = await createEventWorld(first, now);
      await first.database.db.update(clients).set({ language: 'en' }).where(eq(clients.id, w.as.other.id));
      const sent = await judgedShow(w, 'Vor dem Neustart');
      await must(w.call(END_EVENT, { id: sent.id }, w.as.admin));
      await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
      // The SMTP server is down when the second show ends, and the process stops before it is back.
      const waiting = await judgedShow(w, 'Beim Neustart');
      smtp.refuse(true);
      await must(w.call(END_EVENT, { id: waiting.id }, w.as.admin));
      await expect.poll(() => smtp.refused(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await first.close();
      smtp.refuse(false);

      // The retries' first wait (1 min) has passed for the next process.
      const later = new Date(Date.now() + 2 * 60_000);
      const second = await startTestServer({ storage, env, now: () => later });
      try {
        await second.resultsMails.runOnce();
        expect(smtp.mails.map((m) => m.subject).sort()).toEqual([
          'Ihre Ergebnisse: Beim Neustart',
          'Ihre Ergebnisse: Vor dem Neustart',
          'Your results: Beim Neustart',
          'Your results: Vor dem Neustart',
        ]);
        expect(await second.resultsMails.runOnce()).toBe(0);
        expect(smtp.mails).toHaveLength(4);
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
      await smtp.close();
    }
  });
});

describe.each(postgresOnly())('results mails from two processes on %s', (database) => {
  /**
   * Two processes on one database and one SMTP peer, and an ended event whose twelve breeders
   * each had a pigeon in it; the end is made through the first process. Returns the addresses.
   */
  async function twoProcesses(
    timing: { pollMs: number; batch: number; claimMs?: number },
    body: (run: {
      a: TestServer;
      b: TestServer;
      smtp: MailCapture;
      end: () => Promise<string[]>;
    }) => Promise<void>,
  ) {
    const smtp = await startMailCapture();
    const storage = await createTestStorage(database);
    const options = { storage, env: { SMTP_URL: smtp.url, PUBLIC_URL }, resultsMailTiming: timing };
    const now = new Date();
    const a = await startTestServer(options);
    const b = await startTestServer(options);
    const end = async () => {
      const w = await createEventWorld(a, now);
      const id = await w.openEvent('Zwei Prozesse');
      const breeders: string[] = [];
      for (let i = 1; i <= 12; i++) {
        const email = `zuechter${i}@example.org`;
        const who = await loginAs(a, email, 'BREEDER', now);
        const pigeon = await must(
          w.call(CREATE_PIGEON, { input: { ringNumber: `DV-04711-20-${i}`, sex: 'M', color: 'blau' } }, who),
        );
        await must(w.register(id, [pigeon.createPigeon.id], who));
        breeders.push(email);
      }
      await must(w.call(UPDATE_EVENT, { id, input: eventInput(now, -1, 48, 'Zwei Prozesse') }, w.as.admin));
      await must(
        w.call(
          ASSIGN_JUDGES,
          { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [String(w.as.judge2.id)] }] },
          w.as.admin,
        ),
      );
      await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
      await must(w.call(START_EVENT, { id }, w.as.admin));
      await must(w.call(END_EVENT, { id }, w.as.admin));
      return breeders.sort();
    };
    try {
      await body({ a, b, smtp, end });
    } finally {
      await a.close();
      await b.close();
      await storage.dispose();
      await smtp.close();
    }
  }

  /** Every row of the outbox sent, once. */
  const sentCounts = async (server: TestServer) =>
    (await server.database.db.select({ n: resultsMails.sentCount }).from(resultsMails)).map((r) => r.n);

  it('sends each breeder exactly one mail while both processes claim at once', async () => {
    // One mail per claim and a poll every 20 ms: the two processes take turns on the same rows.
    await twoProcesses({ pollMs: 20, batch: 1 }, async ({ a, b, smtp, end }) => {
      const breeders = await end();
      // A was woken by the end; both now claim one mail at a time until none is due.
      await Promise.all([a.resultsMails.runOnce(), b.resultsMails.runOnce()]);
      await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(12);
      expect(await a.resultsMails.runOnce()).toBe(0);
      expect(await b.resultsMails.runOnce()).toBe(0);
      expect(smtp.mails.map((m) => m.to).sort()).toEqual(breeders);
      expect(await sentCounts(a)).toEqual(Array(12).fill(1));
    });
  });

  it('never sends a mail whose claim lapsed while a slow batch was on its way', async () => {
    // The first process claims all twelve at once; each mail takes 150 ms, the claim 1 s: the
    // second process takes over the rows whose claim ran out (the last five or so), and the first
    // leaves them. A claim is renewed before each mail, so one send must outlast the whole claim
    // to be sent twice (what the product accepts: its claim outlasts the SMTP time-outs); with a
    // claim of 250 ms, a loaded machine once took that long and a breeder got two mails.
    await twoProcesses({ pollMs: 20, batch: 20, claimMs: 1_000 }, async ({ a, b, smtp, end }) => {
      smtp.delay(150);
      const breeders = await end();
      await expect
        .poll(async () => (await sentCounts(a)).filter((n) => n > 0).length, { timeout: 10_000 })
        .toBe(12);
      await Promise.all([a.resultsMails.runOnce(), b.resultsMails.runOnce()]);
      expect(smtp.mails.map((m) => m.to).sort()).toEqual(breeders);
      expect(await sentCounts(a)).toEqual(Array(12).fill(1));
      // Both sent some: the takeover happened.
      const senders = [a, b].filter((s) => s.logs.some((l) => l.msg === 'mail sent'));
      expect(senders).toHaveLength(2);
    });
  });
});

describe('the results mail texts', () => {
  it('names every class and skip reason with a text the web translates', () => {
    const catalogs = loadCatalogs();
    // resultsMail.ts takes them from the web's catalogs by their id: each must be translated.
    for (const code of CLASS_CODES) expect(catalogs.has('en', CLASS_NAMES[code]), code).toBe(true);
    for (const reason of SKIP_REASONS)
      expect(catalogs.has('en', SKIP_REASON_NAMES[reason]), reason).toBe(true);
  });
});
