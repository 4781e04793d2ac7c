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
  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method
    payments { amountCents } } } }`);
const MY_FEE = graphql(`query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }
  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }`);
const MY_FEES = graphql(`query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }`);
const RECORD = graphql(`mutation Record($eventId: ID!, $breederId: ID!, $amountCents: Int!, $paidOn: String!,
  $method: PaymentMethod!, $note: String) {
  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: $paidOn,
    method: $method, note: $note) {
    breeder { id } dueCents paidCents balanceCents paidOn method
    payments { amountCents paidOn method note } payTo { accountHolder iban reference amountCents } } }`);
const MY_PAY_TO = graphql(`query MyPayTo($id: ID!) { event(id: $id) {
  myFee { balanceCents payTo { accountHolder iban reference amountCents } } } }`);
const UNREGISTER = graphql(`mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {
  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }`);

const database = apiTestDatabase();

describe(`entry fees on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: () => NOW,
      env: {
        PAYMENT_ACCOUNT_HOLDER: 'Brieftaubenverein Kassel 04',
        PAYMENT_IBAN: 'DE89 3704 0044 0532 0130 00',
      },
    });
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

  it('books part payments and refunds: paid is their sum, the balance what is left, each listed', async () => {
    const id = await feeEvent('Zahlungen');
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
    expect((await w.register(id, [w.othersPigeon], w.as.other)).errors).toEqual([]);
    const breederId = String(w.as.breeder.id);
    const book = async (amountCents: number, paidOn: string, method: 'CASH' | 'TRANSFER', note?: string) => {
      const answer = await w.call(
        RECORD,
        { eventId: id, breederId, amountCents, paidOn, method, note },
        w.as.admin,
      );
      expect(answer.errors).toEqual([]);
      return answer.data!.recordFeePayment;
    };
    // 7.50 € due; 5.00 € come by transfer: 2.50 € stay open, and the breeder is told where to pay them.
    expect(await book(500, '2026-11-20', 'TRANSFER', '  Anzahlung  ')).toMatchObject({
      dueCents: 750,
      paidCents: 500,
      balanceCents: 250,
      paidOn: '2026-11-20',
      method: 'TRANSFER',
      payments: [{ amountCents: 500, paidOn: '2026-11-20', method: 'TRANSFER', note: 'Anzahlung' }],
    });
    expect((await w.call(MY_PAY_TO, { id }, w.as.breeder)).data!.event.myFee).toEqual({
      balanceCents: 250,
      payTo: {
        accountHolder: 'Brieftaubenverein Kassel 04',
        iban: 'DE89370400440532013000',
        reference: `Startgeld ${id}-${breederId} Breeder breeder`,
        amountCents: 250,
      },
    });
    let fees = await list(id);
    expect([fees.dueCents, fees.paidCents, fees.openCents, fees.openCount]).toEqual([1500, 500, 1000, 2]);

    // The rest in cash at the desk: settled, nothing more to transfer.
    const settled = await book(250, '2026-11-27', 'CASH');
    expect(settled).toMatchObject({ paidCents: 750, balanceCents: 0, paidOn: '2026-11-27', method: 'CASH' });
    expect(settled.payTo).toBeNull();
    expect(settled.payments.map((p) => [p.amountCents, p.note])).toEqual([
      [500, 'Anzahlung'],
      [250, null],
    ]);
    // A pigeon registered later: the difference is open again.
    expect((await w.register(id, [w.pigeons.k1b])).errors).toEqual([]);
    expect(await myFee(id)).toMatchObject({ dueCents: 1000, balanceCents: 250 });
    // Both withdrawn: a credit; the office pays it back, and the breeder stays on the list.
    for (const pigeonId of [w.pigeons.k1a, w.pigeons.k1b])
      expect((await w.call(UNREGISTER, { eventId: id, pigeonId }, w.as.breeder)).errors).toEqual([]);
    fees = await list(id);
    expect(fees.breeders.find((b) => b.breeder.id === breederId)).toMatchObject({
      pigeonCount: 0,
      dueCents: 0,
      paidCents: 750,
      balanceCents: -750,
    });
    // More back than was paid is refused; the whole credit is not.
    const tooMuch = await w.call(
      RECORD,
      { eventId: id, breederId, amountCents: -751, paidOn: '2026-11-27', method: 'TRANSFER' },
      w.as.admin,
    );
    expect(errorCodes(tooMuch)).toEqual(['VALIDATION_FAILED']);
    expect(tooMuch.errors[0].extensions).toMatchObject({ field: 'amountCents', problem: 'REFUND_TOO_LARGE' });
    const refunded = await book(-750, '2026-11-27', 'TRANSFER', 'Erstattung');
    expect(refunded).toMatchObject({ paidCents: 0, balanceCents: 0 });
    expect(refunded.payments.map((p) => p.amountCents)).toEqual([500, 250, -750]);
  });

  it('refuses what is not a payment, naming the field, an unknown breeder, and anyone but an admin; writes nothing then', async () => {
    const id = await feeEvent('Prüfungen');
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
    const book = (vars: Record<string, string | number>, who: typeof w.as.admin | null = w.as.admin) =>
      w.call(
        RECORD,
        {
          eventId: id,
          breederId: String(w.as.breeder.id),
          amountCents: 750,
          paidOn: '2026-11-27',
          method: 'CASH',
          ...vars,
        },
        who ?? undefined,
      );
    for (const [vars, field, problem] of [
      [{ amountCents: 0 }, 'amountCents', 'AMOUNT_ZERO'],
      [{ amountCents: 1_000_001 }, 'amountCents', 'AMOUNT_TOO_LARGE'],
      [{ amountCents: -1_000_001 }, 'amountCents', 'AMOUNT_TOO_LARGE'],
      // Nothing was paid yet: nothing can be paid back.
      [{ amountCents: -1 }, 'amountCents', 'REFUND_TOO_LARGE'],
      [{ paidOn: '2026-11-28' }, 'paidOn', 'DAY'],
      [{ paidOn: '2026-02-30' }, 'paidOn', 'DAY'],
      [{ paidOn: '27.11.2026' }, 'paidOn', 'DAY'],
      [{ note: 'x'.repeat(201) }, 'note', 'NOTE_TOO_LONG'],
    ] as const) {
      const refused = await book(vars);
      expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
      expect(refused.errors[0].extensions).toMatchObject({ field, problem });
    }
    const stranger = await book({ breederId: String(w.as.other.id) });
    expect(errorCodes(stranger)).toEqual(['CLIENT_NOT_FOUND']);
    expect(stranger.errors[0].extensions?.field).toBe('breederId');
    expect(errorCodes(await book({ eventId: '999999' }))).toEqual(['EVENT_NOT_FOUND']);
    expect(errorCodes(await book({}, w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await book({}, w.as.judge))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await book({}, null))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await w.call(FEES, { id }, w.as.judge))).toEqual(['NOT_AUTHORIZED']);
    // Nothing was written by the refusals.
    const untouched = await list(id);
    expect(untouched.paidCents).toBe(0);
    expect(untouched.breeders[0].payments).toEqual([]);
    // A note of exactly 200 characters is taken.
    expect((await book({ note: 'x'.repeat(200) })).errors).toEqual([]);
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
