import { judgingDevices } from '@api/db/schema.ts';
import { DEVICE_STALE_AFTER_MS, MAX_DEVICES_PER_JUDGE } from '@shared/judgingDevices.ts';
import { graphql } from '@tests/gql';
import type { JudgingDeviceEventReport, JudgingDeviceReport, JudgingOpInput } from '@tests/gql/graphql.ts';
import {
  createEventWorld,
  END_EVENT,
  type EventWorld,
  type Session,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, rateOp, skipOp } from '@tests/support/judging.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The show office's device panel: judges' tablets report themselves (a heartbeat, or with a batch
// of ops), and admins see each tablet's last word per show, the ones that fell silent first.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const REPORT = graphql(`mutation DevicesReport($report: JudgingDeviceReport!) {
  reportJudgingDevice(report: $report) }`);
const DEVICES = graphql(`query DevicesOfEvent($eventId: ID!) { judgingDevices(eventId: $eventId) {
  deviceId judge { id shownName } name appVersion lastSeenAt pendingCount oldestPendingAt readyForOffline
  storagePersisted batteryLevel charging stale } }`);
const SUBMIT =
  graphql(`mutation DevicesSubmit($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {
  submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) { opId outcome code late { status } } }`);
const DELETE_EVENT = graphql(`mutation DevicesDeleteEvent($id: ID!) { deleteEvent(id: $id) }`);

const database = apiTestDatabase();

describe(`judging devices on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  // The server's clock: NOW, unless a test lets time pass.
  let clock = NOW;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => clock });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    clock = NOW;
  });

  const show = (
    eventId: string,
    fields: Partial<JudgingDeviceEventReport> = {},
  ): JudgingDeviceEventReport => ({
    eventId,
    pendingCount: 0,
    readyForOffline: true,
    ...fields,
  });
  const deviceReport = (
    events: JudgingDeviceEventReport[],
    fields: Partial<JudgingDeviceReport> = {},
  ): JudgingDeviceReport => ({
    deviceId: 'tablet-0001',
    name: 'Tablet Halle 2',
    appVersion: '2026.6.1',
    events,
    ...fields,
  });
  const report = async (r: JudgingDeviceReport, who: Session = w.as.judge) => {
    const result = await w.call(REPORT, { report: r }, who);
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({ reportJudgingDevice: true });
  };
  const devices = async (eventId: string) => {
    const result = await w.call(DEVICES, { eventId }, w.as.admin);
    expect(result.errors).toEqual([]);
    return result.data!.judgingDevices;
  };
  const submit = async (ops: JudgingOpInput[], device: JudgingDeviceReport | null) => {
    const result = await w.call(SUBMIT, { ops, device }, w.as.judge);
    expect(result.errors).toEqual([]);
    return result.data!.submitJudgingOps;
  };
  const storedRows = (eventId: string) =>
    server.database.db
      .select()
      .from(judgingDevices)
      .where(eq(judgingDevices.eventId, Number(eventId)));
  /** A started event: the judge has KLASSE1_M (cages 1, 2) and JUNGTAUBE_M (3), judge2 has REST (4). */
  const startedEvent = async () => {
    const id = await w.readyEvent();
    expect((await w.call(START_EVENT, { id }, w.as.admin)).errors).toEqual([]);
    const [k1a, k1b, young] = (await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge)).data!.judgeCages;
    const [rest] = (await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge2)).data!.judgeCages;
    return { id, k1a, k1b, young, rest };
  };
  /** A session whose token the server does not know (an expired or forged one). */
  const badSession: Session = { id: 0, token: 'not-a-session-token' };

  describe('who may', () => {
    it.each([
      ['a guest', undefined, 'NOT_AUTHORIZED'],
      ['an expired session', 'bad', 'UNAUTHENTICATED'],
      ['a breeder', 'breeder', 'NOT_AUTHORIZED'],
      ['a judge', 'judge', 'NOT_AUTHORIZED'],
    ] as const)('refuses the panel to %s', async (_case, who, code) => {
      const id = await w.readyEvent();
      const caller = who === 'bad' ? badSession : who ? w.as[who] : undefined;
      expect(errorCodes(await w.call(DEVICES, { eventId: id }, caller))).toEqual([code]);
    });

    it('shows the panel to admins and superadmins; EVENT_NOT_FOUND for an unknown event', async () => {
      const id = await w.readyEvent();
      expect((await w.call(DEVICES, { eventId: id }, w.as.superadmin)).data).toEqual({ judgingDevices: [] });
      expect(await devices(id)).toEqual([]);
      for (const eventId of ['999999', 'no-id'])
        expect(errorCodes(await w.call(DEVICES, { eventId }, w.as.admin))).toEqual(['EVENT_NOT_FOUND']);
    });

    it.each([
      ['a guest', undefined, 'NOT_AUTHORIZED'],
      ['an expired session', 'bad', 'UNAUTHENTICATED'],
      ['a breeder', 'breeder', 'NOT_AUTHORIZED'],
    ] as const)('refuses a report from %s and stores nothing', async (_case, who, code) => {
      const id = await w.readyEvent();
      const caller = who === 'bad' ? badSession : who ? w.as[who] : undefined;
      expect(errorCodes(await w.call(REPORT, { report: deviceReport([show(id)]) }, caller))).toEqual([code]);
      expect(await storedRows(id)).toEqual([]);
    });
  });

  describe('reportJudgingDevice', () => {
    it('stores the heartbeat as seen by the server’s clock and shows it to the admin; the next one writes over it', async () => {
      const id = await w.readyEvent();
      clock = at(3);
      await report(
        deviceReport(
          [show(id, { pendingCount: 4, oldestPendingAt: at(-20).toISOString(), readyForOffline: false })],
          {
            name: '  Tablet   Halle 2 ',
            storagePersisted: true,
            batteryLevel: 0.42,
            charging: false,
          },
        ),
      );
      expect(await devices(id)).toEqual([
        {
          deviceId: 'tablet-0001',
          judge: { id: String(w.as.judge.id), shownName: 'Judge judge' },
          name: 'Tablet Halle 2',
          appVersion: '2026.6.1',
          lastSeenAt: at(3).toISOString(),
          pendingCount: 4,
          oldestPendingAt: at(-20).toISOString(),
          readyForOffline: false,
          storagePersisted: true,
          batteryLevel: 0.42,
          charging: false,
          stale: false,
        },
      ]);

      clock = at(4);
      await report(deviceReport([show(id, { pendingCount: 0, oldestPendingAt: at(-20).toISOString() })]));
      expect(await devices(id)).toEqual([
        expect.objectContaining({
          deviceId: 'tablet-0001',
          lastSeenAt: at(4).toISOString(),
          pendingCount: 0,
          // Nothing waits: no oldest time.
          oldestPendingAt: null,
          readyForOffline: true,
          storagePersisted: null,
          batteryLevel: null,
          charging: null,
        }),
      ]);
    });

    it('leaves out shows the judge does not judge, unknown and malformed ids; takes shows in any state', async () => {
      const notJudged = await w.openEvent('Ohne Richter');
      const before = await w.readyEvent();
      const { id: ended } = await startedEvent();
      expect((await w.call(END_EVENT, { id: ended }, w.as.admin)).errors).toEqual([]);
      await report(deviceReport([show(notJudged), show(before), show('999999'), show('no-id'), show(ended)]));
      expect(await storedRows(notJudged)).toEqual([]);
      expect((await devices(before)).map((d) => d.deviceId)).toEqual(['tablet-0001']);
      expect((await devices(ended)).map((d) => d.deviceId)).toEqual(['tablet-0001']);
    });

    it.each([
      ['a short deviceId', { deviceId: 'short' }, 'report.deviceId'],
      ['a deviceId with other characters', { deviceId: 'tablet 0001' }, 'report.deviceId'],
      ['a blank name', { name: '   ' }, 'report.name'],
      ['a name of 41 characters', { name: 'x'.repeat(41) }, 'report.name'],
      ['a name with a control character', { name: 'Tablet\u0007' }, 'report.name'],
      ['an empty appVersion', { appVersion: '' }, 'report.appVersion'],
      ['a battery over 1', { batteryLevel: 1.5 }, 'report.batteryLevel'],
      ['a battery below 0', { batteryLevel: -0.1 }, 'report.batteryLevel'],
    ] as const)(
      'refuses %s with VALIDATION_FAILED naming the field, writing nothing',
      async (_case, fields, field) => {
        const id = await w.readyEvent();
        const result = await w.call(REPORT, { report: deviceReport([show(id)], fields) }, w.as.judge);
        expect(result.errors.map((e) => e.extensions)).toEqual([
          expect.objectContaining({ code: 'VALIDATION_FAILED', field }),
        ]);
        expect(await storedRows(id)).toEqual([]);
      },
    );

    it('refuses a bad entry of a show, naming it, and writes none of the others', async () => {
      const id = await w.readyEvent();
      const other = await w.readyEvent();
      const cases: [JudgingDeviceEventReport[], string][] = [
        [[show(id), show(other, { pendingCount: -1 })], 'report.events.1.pendingCount'],
        [[show(id, { pendingCount: 100_001 }), show(other)], 'report.events.0.pendingCount'],
        [[show(id), show(other), show(id)], 'report.events.2.eventId'],
        [Array.from({ length: 51 }, (_, i) => show(String(900_000 + i))), 'report.events'],
      ];
      for (const [events, field] of cases) {
        const result = await w.call(REPORT, { report: deviceReport(events) }, w.as.judge);
        expect(result.errors.map((e) => e.extensions)).toEqual([
          expect.objectContaining({ code: 'VALIDATION_FAILED', field }),
        ]);
      }
      expect(await storedRows(id)).toEqual([]);
      expect(await storedRows(other)).toEqual([]);
      // The limits themselves are taken.
      await report(
        deviceReport([show(id, { pendingCount: 100_000 })], { batteryLevel: 1, name: 'x'.repeat(40) }),
      );
      expect((await devices(id)).map((d) => d.pendingCount)).toEqual([100_000]);
    });

    it(`keeps ${MAX_DEVICES_PER_JUDGE} tablets per judge and show: one more replaces the one heard from least recently`, async () => {
      const id = await w.readyEvent();
      const tablet = (n: number) => `tablet-${String(n).padStart(4, '0')}`;
      // Another judge's tablet of the same show is not the judge's to replace.
      await report(deviceReport([show(id)], { deviceId: 'judge2-tablet' }), w.as.judge2);
      for (let n = 0; n < MAX_DEVICES_PER_JUDGE; n++) {
        clock = at(n + 1);
        await report(deviceReport([show(id)], { deviceId: tablet(n) }));
      }
      expect(await devices(id)).toHaveLength(MAX_DEVICES_PER_JUDGE + 1);

      // Tablet 0 reports again: tablet 1 is now the one heard from least recently.
      clock = at(20);
      await report(deviceReport([show(id)], { deviceId: tablet(0) }));
      clock = at(21);
      await report(deviceReport([show(id)], { deviceId: tablet(10) }));
      const listed = (await devices(id)).map((d) => d.deviceId);
      expect(listed).toEqual([
        tablet(10),
        tablet(0),
        ...[9, 8, 7, 6, 5, 4, 3, 2].map(tablet),
        // Reported at NOW, before every tablet of the judge.
        'judge2-tablet',
      ]);
    });
  });

  describe('submitJudgingOps with a device report', () => {
    it('counts the ops the server refused as still waiting and those it applied as taken', async () => {
      const { id, k1a, k1b, young } = await startedEvent();
      const applied = rateOp(id, k1a.id, {}, at(-5));
      const refused = rateOp(id, k1b.id, { wings: 0 }, at(-40));
      const alsoApplied = skipOp(id, young.id, 'SICK', at(-4));
      const answers = await submit(
        [applied, refused, alsoApplied],
        deviceReport([show(id, { pendingCount: 2, oldestPendingAt: at(-30).toISOString() })]),
      );
      expect(answers.map((a) => a.outcome)).toEqual(['APPLIED', 'REJECTED', 'APPLIED']);
      expect(await devices(id)).toEqual([
        // 2 waiting besides the call's ops, and the refused one; the oldest is the refused op's time.
        expect.objectContaining({ pendingCount: 3, oldestPendingAt: at(-40).toISOString() }),
      ]);

      // The corrected op goes, and the two that waited with it: nothing waits now.
      clock = at(1);
      const corrected = rateOp(id, k1b.id, {}, at(0));
      const sent = await submit([corrected], deviceReport([show(id, { pendingCount: 0 })]));
      expect(sent.map((a) => a.outcome)).toEqual(['APPLIED']);
      expect(await devices(id)).toEqual([
        expect.objectContaining({ pendingCount: 0, oldestPendingAt: null, lastSeenAt: at(1).toISOString() }),
      ]);
    });

    it('counts an op answered DUPLICATE or kept as late after the end as taken', async () => {
      const { id, k1a, k1b } = await startedEvent();
      const first = rateOp(id, k1a.id, {}, at(-5));
      await submit([first], null);
      expect((await w.call(END_EVENT, { id }, w.as.admin)).errors).toEqual([]);
      const late = rateOp(id, k1b.id, {}, at(-3));
      const answers = await submit([first, late], deviceReport([show(id)]));
      expect(answers.map((a) => [a.outcome, a.code, a.late?.status ?? null])).toEqual([
        ['DUPLICATE', null, null],
        ['REJECTED', 'EVENT_ENDED', 'PENDING'],
      ]);
      expect(await devices(id)).toEqual([
        expect.objectContaining({ pendingCount: 0, oldestPendingAt: null }),
      ]);
    });

    it('leaves out a refused op of a show the report does not name', async () => {
      const { id } = await startedEvent();
      const other = await startedEvent();
      await submit(
        [rateOp(other.id, other.k1a.id, { wings: 0 })],
        deviceReport([show(id, { pendingCount: 1 })]),
      );
      expect((await devices(id)).map((d) => d.pendingCount)).toEqual([1]);
      expect(await storedRows(other.id)).toEqual([]);
    });

    it('never fails the batch for an invalid report: the ops are answered, the report is logged and left out', async () => {
      const { id, k1a, k1b } = await startedEvent();
      const op = rateOp(id, k1a.id);
      const answers = await submit([op], deviceReport([show(id, { pendingCount: -3 })], { deviceId: 'x' }));
      expect(answers.map((a) => a.outcome)).toEqual(['APPLIED']);
      expect(await storedRows(id)).toEqual([]);
      expect(server.logs).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'judging device report ignored',
          judgeId: w.as.judge.id,
          field: 'device.deviceId',
        }),
      );
      // A control character in the name is the report's fault too, not the batch's.
      const again = await submit([rateOp(id, k1b.id)], deviceReport([show(id)], { name: 'Tablet\u0000' }));
      expect(again.map((a) => a.outcome)).toEqual(['APPLIED']);
      expect(await storedRows(id)).toEqual([]);
    });

    it('stores nothing when the call is refused as a whole, and nothing without a report', async () => {
      const { id, k1a } = await startedEvent();
      const device = deviceReport([show(id, { pendingCount: 5 })]);
      const refused = await w.call(
        SUBMIT,
        { ops: [rateOp(id, k1a.id)], madeBy: String(w.as.judge2.id), device },
        w.as.judge,
      );
      expect(errorCodes(refused)).toEqual(['OPS_OF_OTHER_ACCOUNT']);
      const tooMany = await w.call(SUBMIT, { ops: [], device }, w.as.judge);
      expect(errorCodes(tooMany)).toEqual(['VALIDATION_FAILED']);
      expect(errorCodes(await w.call(SUBMIT, { ops: [rateOp(id, k1a.id)], device }, w.as.breeder))).toEqual([
        'NOT_AUTHORIZED',
      ]);
      await submit([rateOp(id, k1a.id)], null);
      expect(await storedRows(id)).toEqual([]);
    });
  });

  it('marks a tablet that holds ratings and has not reported for more than 5 minutes stale, and lists those first', async () => {
    const id = await w.readyEvent();
    await report(deviceReport([show(id, { pendingCount: 2 })], { deviceId: 'silent-with-ratings' }));
    await report(deviceReport([show(id, { pendingCount: 0 })], { deviceId: 'silent-and-empty' }));
    clock = at(4);
    await report(deviceReport([show(id, { pendingCount: 1 })], { deviceId: 'recent-with-ratings' }));

    clock = new Date(NOW.getTime() + DEVICE_STALE_AFTER_MS);
    expect((await devices(id)).map((d) => [d.deviceId, d.stale])).toEqual([
      ['recent-with-ratings', false],
      ['silent-and-empty', false],
      ['silent-with-ratings', false],
    ]);

    clock = new Date(NOW.getTime() + DEVICE_STALE_AFTER_MS + 1_000);
    expect((await devices(id)).map((d) => [d.deviceId, d.stale])).toEqual([
      ['silent-with-ratings', true],
      ['recent-with-ratings', false],
      ['silent-and-empty', false],
    ]);
  });

  it('removes the tablets’ rows with their event', async () => {
    const id = await w.readyEvent();
    const other = await w.readyEvent();
    await report(deviceReport([show(id), show(other)]));
    expect(await storedRows(id)).toHaveLength(1);
    expect((await w.call(DELETE_EVENT, { id }, w.as.admin)).data).toEqual({ deleteEvent: id });
    expect(await storedRows(id)).toEqual([]);
    expect(await storedRows(other)).toHaveLength(1);
  });
});
