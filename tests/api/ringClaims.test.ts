import { graphql } from '@tests/gql';
import { createEventWorld, type EventWorld } from '@tests/support/eventFactories.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A ring held by another breeder: the breeder who owns it reports it to the show office, which
// gives the pigeon to them or rejects the claim with a reason; the claimant reads the outcome.

const NOW = new Date('2026-11-27T10:00:00Z');
const CREATE_PIGEON = graphql(
  `mutation ClaimsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
);
const FILE = graphql(`mutation ClaimsFile($ringNumber: String!, $message: String) {
  fileRingClaim(ringNumber: $ringNumber, message: $message) {
    id ringNumber status message reason claimant { id shownName } claimantEmail holder { id } holderEmail } }`);
const MINE = graphql(
  `query ClaimsMine { myRingClaims { id ringNumber status reason resolvedAt holder { id } } }`,
);
const OFFICE = graphql(`query ClaimsOffice($status: RingClaimStatus) { ringClaims(status: $status) {
  id ringNumber status message claimant { id shownName } claimantEmail holder { id shownName } holderEmail } }`);
const TRANSFER = graphql(`mutation ClaimsTransfer($id: ID!, $note: String) {
  transferRingClaim(id: $id, note: $note) { id status reason resolvedAt } }`);
const REJECT = graphql(`mutation ClaimsReject($id: ID!, $reason: String!) {
  rejectRingClaim(id: $id, reason: $reason) { id status reason resolvedAt } }`);
const MY_PIGEONS = graphql(`query ClaimsMyPigeons { myPigeons { id ringNumber flightResults { id } } }`);
const REGISTRATIONS = graphql(`query ClaimsRegistrations($id: ID!) { event(id: $id) { registrationCount } }`);

const database = apiTestDatabase();

describe(`ring claims on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const file = async (ringNumber: string, message?: string, who = w.as.other) => {
    const answer = await w.call(FILE, { ringNumber, message }, who);
    expect(answer.errors).toEqual([]);
    return answer.data!.fileRingClaim;
  };
  const rings = async (who: EventWorld['as']['breeder']) =>
    (await w.call(MY_PIGEONS, {}, who)).data!.myPigeons.map((p) => p.ringNumber);

  it('tells the form that another breeder holds a ring, and not when it is the own one', async () => {
    const taken = await w.call(
      CREATE_PIGEON,
      { input: { ringNumber: 'DV 6976 20 5', sex: 'M', color: 'rot' } },
      w.as.other,
    );
    expect(errorCodes(taken)).toEqual(['PIGEON_ALREADY_EXISTS']);
    expect(taken.errors[0].extensions).toMatchObject({ field: 'ringNumber', heldByAnother: true });
    const own = await w.call(
      CREATE_PIGEON,
      { input: { ringNumber: 'DV-06976-20-5', sex: 'M', color: 'rot' } },
      w.as.breeder,
    );
    expect(own.errors[0].extensions).toMatchObject({ field: 'ringNumber', heldByAnother: false });
  });

  it('files a claim the office reads with both breeders, and rejects it with the reason the claimant reads', async () => {
    const claim = await file('DV 6976 20 3', '  Ring 2020 vom Verband an mich ausgegeben. ');
    expect(claim).toMatchObject({
      ringNumber: 'DV-06976-20-3',
      status: 'OPEN',
      message: 'Ring 2020 vom Verband an mich ausgegeben.',
      claimant: { id: String(w.as.other.id) },
      // The claimant is not told who holds it, nor any address.
      claimantEmail: null,
      holder: null,
      holderEmail: null,
    });
    // Filed again while open: the same claim.
    expect((await file('DV-06976-20-3')).id).toBe(claim.id);

    const office = (await w.call(OFFICE, { status: 'OPEN' }, w.as.admin)).data!.ringClaims;
    expect(office.find((c) => c.id === claim.id)).toMatchObject({
      claimantEmail: 'other@example.org',
      holder: { id: String(w.as.breeder.id) },
      holderEmail: 'breeder@example.org',
    });

    const rejected = await w.call(
      REJECT,
      { id: claim.id, reason: 'Ring laut Verbandsliste beim Halter.' },
      w.as.admin,
    );
    expect(rejected.errors).toEqual([]);
    expect(rejected.data!.rejectRingClaim).toMatchObject({
      status: 'REJECTED',
      resolvedAt: NOW.toISOString(),
    });
    const mine = (await w.call(MINE, {}, w.as.other)).data!.myRingClaims;
    expect(mine.find((c) => c.id === claim.id)).toMatchObject({
      status: 'REJECTED',
      reason: 'Ring laut Verbandsliste beim Halter.',
    });
    // Decided once: neither decision again.
    expect(errorCodes(await w.call(TRANSFER, { id: claim.id }, w.as.admin))).toEqual(['RING_CLAIM_DECIDED']);
    expect(errorCodes(await w.call(REJECT, { id: claim.id, reason: 'x' }, w.as.admin))).toEqual([
      'RING_CLAIM_DECIDED',
    ]);
    expect(await rings(w.as.breeder)).toContain('DV-06976-20-3');
  });

  it('transfers the pigeon with its flights, withdrawn from open shows, and the claimant sees it as theirs', async () => {
    const show = await w.openEvent('Offene Schau');
    expect((await w.register(show, [w.pigeons.k1b])).errors).toEqual([]);
    const claim = await file('DV-06976-20-5');
    const transferred = await w.call(TRANSFER, { id: claim.id, note: 'Kaufbeleg geprüft.' }, w.as.admin);
    expect(transferred.errors).toEqual([]);
    expect(transferred.data!.transferRingClaim).toMatchObject({
      status: 'TRANSFERRED',
      reason: 'Kaufbeleg geprüft.',
    });

    expect(await rings(w.as.breeder)).not.toContain('DV-06976-20-5');
    const theirs = (await w.call(MY_PIGEONS, {}, w.as.other)).data!.myPigeons.find(
      (p) => p.ringNumber === 'DV-06976-20-5',
    );
    expect(theirs?.id).toBe(w.pigeons.k1b);
    expect(theirs?.flightResults).toHaveLength(10);
    expect((await w.call(REGISTRATIONS, { id: show })).data!.event!.registrationCount).toBe(0);
    expect((await w.call(MINE, {}, w.as.other)).data!.myRingClaims[0]).toMatchObject({
      id: claim.id,
      status: 'TRANSFERRED',
    });
    // Now the claimant's own: nothing to claim.
    const again = await w.call(FILE, { ringNumber: 'DV-06976-20-5' }, w.as.other);
    expect(errorCodes(again)).toEqual(['RING_NOT_HELD_BY_OTHER']);
    expect(again.errors[0].extensions?.field).toBe('ringNumber');
  });

  it('keeps a pigeon that is in a show past its deadline: its catalogue and results name the breeder', async () => {
    // Closing it gives it the factory's title again.
    const show = await w.openEvent();
    expect((await w.register(show, [w.pigeons.young])).errors).toEqual([]);
    await w.closeRegistration(show);
    const claim = await file('DV-06976-26-7');
    const refused = await w.call(TRANSFER, { id: claim.id }, w.as.admin);
    expect(errorCodes(refused)).toEqual(['PIGEON_ALREADY_REGISTERED']);
    expect(refused.errors[0].extensions?.eventTitles).toEqual(['Schau']);
    // Nothing changed: the claim is open, the pigeon where it was.
    expect(
      (await w.call(OFFICE, { status: 'OPEN' }, w.as.admin)).data!.ringClaims.map((c) => c.id),
    ).toContain(claim.id);
    expect(await rings(w.as.breeder)).toContain('DV-06976-26-7');
  });

  it('refuses what is no claim, and leaves the decisions to the office', async () => {
    for (const [ringNumber, code] of [
      ['DV-06976-20-99', 'RING_NOT_HELD_BY_OTHER'],
      ['DV-01234-20-9', 'RING_NOT_HELD_BY_OTHER'],
      ['kein Ring', 'VALIDATION_FAILED'],
    ] as const) {
      const refused = await w.call(FILE, { ringNumber }, w.as.other);
      expect(errorCodes(refused)).toEqual([code]);
      expect(refused.errors[0].extensions?.field).toBe('ringNumber');
    }
    const long = await w.call(FILE, { ringNumber: 'DV-06976-20-1', message: 'x'.repeat(501) }, w.as.other);
    expect(long.errors[0].extensions?.field).toBe('message');
    expect(errorCodes(await w.call(FILE, { ringNumber: 'DV-06976-20-1' }))).toEqual(['NOT_AUTHORIZED']);

    const claim = await file('DV-06976-20-1');
    for (const who of [w.as.other, w.as.breeder, w.as.judge]) {
      expect(errorCodes(await w.call(OFFICE, {}, who))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(TRANSFER, { id: claim.id }, who))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(REJECT, { id: claim.id, reason: 'nein' }, who))).toEqual([
        'NOT_AUTHORIZED',
      ]);
    }
    const blank = await w.call(REJECT, { id: claim.id, reason: '   ' }, w.as.admin);
    expect(errorCodes(blank)).toEqual(['VALIDATION_FAILED']);
    expect(blank.errors[0].extensions?.field).toBe('reason');
    expect(errorCodes(await w.call(REJECT, { id: '999999', reason: 'nein' }, w.as.admin))).toEqual([
      'RING_CLAIM_NOT_FOUND',
    ]);
    // Still open, the pigeon still the holder's.
    expect(
      (await w.call(OFFICE, { status: 'OPEN' }, w.as.admin)).data!.ringClaims.map((c) => c.id),
    ).toContain(claim.id);
    expect(await rings(w.as.breeder)).toContain('DV-06976-20-1');
  });
});
