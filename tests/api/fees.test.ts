import { graphql } from '@tests/gql';
import {
  CREATE_EVENT,
  createEventWorld,
  type EventWorld,
  eventInput,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Entry fees: set with the event in cents, locked from the deadline on; what each breeder owes
// follows their registered pigeons; the show office records payments and reads totals.

const NOW = new Date('2026-11-27T10:00:00Z');
const FEES = graphql(`query Fees($id: ID!) { eventFees(eventId: $id) {
  fees { pigeonFeeCents breederFeeCents } dueCents paidCents openCents openCount
  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method } } }`);
const MY_FEE = graphql(`query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }
  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }`);
const MY_FEES = graphql(`query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }`);
const MARK_PAID =
  graphql(`mutation Mark($eventId: ID!, $breederId: ID!, $paidOn: String!, $method: PaymentMethod!) {
  markFeePaid(eventId: $eventId, breederId: $breederId, paidOn: $paidOn, method: $method) {
    breeder { id } dueCents paidCents balanceCents paidOn method } }`);
const CLEAR = graphql(`mutation Clear($eventId: ID!, $breederId: ID!) {
  clearFeePayment(eventId: $eventId, breederId: $breederId) { paidCents balanceCents paidOn } }`);
const UNREGISTER = graphql(`mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {
  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }`);

const database = apiTestDatabase();

describe(`entry fees on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  /** An open event with a fee of 2.50 € per pigeon and 5.00 € per breeder. */
  const feeEvent = async (title = 'Gebühren') => {
    const created = await w.call(
      CREATE_EVENT,
      { input: { ...eventInput(NOW, 1, 48, title), pigeonFeeCents: 250, breederFeeCents: 500 } },
      w.as.admin,
    );
    expect(created.errors).toEqual([]);
    return created.data!.createEvent.id;
  };
  const list = async (id: string) => {
    const answer = await w.call(FEES, { id }, w.as.admin);
    expect(answer.errors).toEqual([]);
    return answer.data!.eventFees;
  };
  const myFee = async (id: string, who = w.as.breeder) =>
    (await w.call(MY_FEE, { id }, who)).data!.event.myFee;

  it('keeps the fees in cents, 0 when left out, and refuses what is not a fee, naming the field', async () => {
    const plain = await w.call(CREATE_EVENT, { input: eventInput(NOW, 1) }, w.as.admin);
    const shown = await w.call(MY_FEE, { id: plain.data!.createEvent.id });
    expect(shown.data!.event.fees).toEqual({ pigeonFeeCents: 0, breederFeeCents: 0 });
    for (const [field, value] of [
      ['pigeonFeeCents', -1],
      ['breederFeeCents', 100_001],
    ] as const) {
      const refused = await w.call(
        CREATE_EVENT,
        { input: { ...eventInput(NOW, 1), [field]: value } },
        w.as.admin,
      );
      expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
      expect(refused.errors[0].extensions?.field).toBe(field);
    }
    // Not whole cents: GraphQL's Int refuses it before the service sees it.
    const fraction = await w.call(
      CREATE_EVENT,
      { input: { ...eventInput(NOW, 1), pigeonFeeCents: 2.5 } },
      w.as.admin,
    );
    expect(fraction.errors.length).toBe(1);
  });

  it('bills each breeder per pigeon plus once, lowers it when a pigeon is withdrawn, and adds up', async () => {
    const id = await feeEvent();
    expect((await w.register(id, [w.pigeons.k1a, w.pigeons.k1b, w.pigeons.rest])).errors).toEqual([]);
    expect((await w.register(id, [w.othersPigeon], w.as.other)).errors).toEqual([]);
    // 3 × 2.50 + 5.00 and 1 × 2.50 + 5.00.
    expect(await myFee(id)).toMatchObject({ dueCents: 1250, balanceCents: 1250, email: null });
    expect(await myFee(id, w.as.other)).toMatchObject({ dueCents: 750 });
    expect(await myFee(id, w.as.judge)).toBeNull();
    expect((await w.call(MY_FEE, { id })).data!.event.myFee).toBeNull();

    const unregistered = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.rest }, w.as.breeder);
    expect(unregistered.errors).toEqual([]);
    expect(await myFee(id)).toMatchObject({ dueCents: 1000 });

    const fees = await list(id);
    expect(fees.breeders.map((b) => [b.email, b.pigeonCount, b.dueCents, b.balanceCents])).toEqual([
      ['breeder@example.org', 2, 1000, 1000],
      ['other@example.org', 1, 750, 750],
    ]);
    expect([fees.dueCents, fees.paidCents, fees.openCents, fees.openCount]).toEqual([1750, 0, 1750, 2]);
    const mine = await w.call(MY_FEES, {}, w.as.breeder);
    expect(mine.data!.myFees).toContainEqual(expect.objectContaining({ eventId: id, dueCents: 1000 }));
  });

  it('records payments with day and method, shows what opens again, a credit, and undoes a mistake', async () => {
    const id = await feeEvent('Zahlungen');
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
    expect((await w.register(id, [w.othersPigeon], w.as.other)).errors).toEqual([]);
    const breederId = String(w.as.breeder.id);
    const paid = await w.call(
      MARK_PAID,
      { eventId: id, breederId, paidOn: '2026-11-26', method: 'TRANSFER' },
      w.as.admin,
    );
    expect(paid.errors).toEqual([]);
    expect(paid.data!.markFeePaid).toMatchObject({
      dueCents: 750,
      paidCents: 750,
      balanceCents: 0,
      paidOn: '2026-11-26',
      method: 'TRANSFER',
    });
    let fees = await list(id);
    expect([fees.dueCents, fees.paidCents, fees.openCents, fees.openCount]).toEqual([1500, 750, 750, 1]);

    // A pigeon registered after the payment: the difference is open again.
    expect((await w.register(id, [w.pigeons.k1b])).errors).toEqual([]);
    expect(await myFee(id)).toMatchObject({ dueCents: 1000, balanceCents: 250 });
    // Both withdrawn: the breeder has a credit and stays on the list.
    for (const pigeonId of [w.pigeons.k1a, w.pigeons.k1b])
      expect((await w.call(UNREGISTER, { eventId: id, pigeonId }, w.as.breeder)).errors).toEqual([]);
    fees = await list(id);
    expect(fees.breeders.find((b) => b.breeder.id === breederId)).toMatchObject({
      pigeonCount: 0,
      dueCents: 0,
      paidCents: 750,
      balanceCents: -750,
    });
    const cleared = await w.call(CLEAR, { eventId: id, breederId }, w.as.admin);
    expect(cleared.data!.clearFeePayment).toEqual({ paidCents: 0, balanceCents: 0, paidOn: null });
    expect((await list(id)).breeders.map((b) => b.breeder.id)).toEqual([String(w.as.other.id)]);
  });

  it('refuses a payment for a day to come, an unknown breeder, and anyone but an admin', async () => {
    const id = await feeEvent('Prüfungen');
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
    const mark = (vars: Record<string, string>, who = w.as.admin) =>
      w.call(
        MARK_PAID,
        { eventId: id, breederId: String(w.as.breeder.id), paidOn: '2026-11-27', method: 'CASH', ...vars },
        who,
      );
    for (const paidOn of ['2026-11-28', '2026-02-30', '27.11.2026']) {
      const refused = await mark({ paidOn });
      expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
      expect(refused.errors[0].extensions?.field).toBe('paidOn');
    }
    const stranger = await mark({ breederId: String(w.as.other.id) });
    expect(errorCodes(stranger)).toEqual(['CLIENT_NOT_FOUND']);
    expect(stranger.errors[0].extensions?.field).toBe('breederId');
    expect(errorCodes(await mark({ eventId: '999999' }))).toEqual(['EVENT_NOT_FOUND']);
    expect(errorCodes(await mark({}, w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await w.call(FEES, { id }, w.as.judge))).toEqual(['NOT_AUTHORIZED']);
    expect(
      errorCodes(await w.call(CLEAR, { eventId: id, breederId: String(w.as.breeder.id) }, w.as.breeder)),
    ).toEqual(['NOT_AUTHORIZED']);
    // Nothing was written by the refusals.
    expect((await list(id)).paidCents).toBe(0);
    expect((await mark({})).errors).toEqual([]);
  });

  it('locks the fees from the deadline on, while the rest of the event stays editable', async () => {
    const id = await feeEvent('Gesperrt');
    const closed = { ...eventInput(NOW, -1, 48, 'Gesperrt'), pigeonFeeCents: 250, breederFeeCents: 500 };
    expect((await w.call(UPDATE_EVENT, { id, input: closed }, w.as.admin)).errors).toEqual([]);
    const changed = await w.call(UPDATE_EVENT, { id, input: { ...closed, pigeonFeeCents: 300 } }, w.as.admin);
    expect(errorCodes(changed)).toEqual(['EVENT_REGISTRATION_DEADLINE_PASSED']);
    expect(changed.errors[0].extensions?.field).toBe('pigeonFeeCents');
    // Left out, they stay as they are; the title may change.
    const { pigeonFeeCents: _p, breederFeeCents: _b, ...withoutFees } = closed;
    expect(
      (await w.call(UPDATE_EVENT, { id, input: { ...withoutFees, title: 'Neu' } }, w.as.admin)).errors,
    ).toEqual([]);
    const shown = await w.call(MY_FEE, { id });
    expect(shown.data!.event.fees).toEqual({ pigeonFeeCents: 250, breederFeeCents: 500 });
  });
});
