import { graphql } from '@tests/gql';
import { createEventWorld, type EventWorld } from '@tests/support/eventFactories.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The printed catalogue's entries and the cage labels read one list: every registered pigeon, by
// class in show order, then cage number, with what the catalogue prints of it.

const NOW = new Date('2026-11-27T10:00:00Z');
const CATALOGUE = graphql(`query Catalogue($id: ID!) { eventCatalogue(eventId: $id) {
  cageId cageNumber ringNumber classCode sex color breeder { id shownName } } }`);

const database = apiTestDatabase();

describe(`the catalogue on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const catalogue = async (id: string) => {
    const answer = await w.call(CATALOGUE, { id }, w.as.admin);
    expect(answer.errors).toEqual([]);
    return answer.data!.eventCatalogue;
  };

  it('lists every pigeon by class, then cage number, with sex, colour and breeder', async () => {
    const id = await w.readyEvent('Katalog');
    const entries = await catalogue(id);
    expect(entries.map((e) => [e.classCode, e.cageNumber, e.ringNumber, e.sex, e.color])).toEqual([
      ['KLASSE1_M', 1, 'DV-06976-20-1', 'M', 'blau'],
      ['KLASSE1_M', 2, 'DV-06976-20-5', 'M', 'blau'],
      ['JUNGTAUBE_M', 3, 'DV-06976-26-7', 'M', 'blau'],
      ['REST', 4, 'DV-06976-20-3', 'F', 'blau'],
    ]);
    expect(new Set(entries.map((e) => e.breeder.id))).toEqual(new Set([String(w.as.breeder.id)]));
    expect(entries.every((e) => e.cageId !== null)).toBe(true);
  });

  it('lists the pigeons before their cages are numbered, and only to admins', async () => {
    const id = await w.openEvent('Ohne Käfige');
    expect((await w.register(id, [w.pigeons.k1a, w.othersPigeon])).errors.length).toBeGreaterThan(0);
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
    expect((await w.register(id, [w.othersPigeon], w.as.other)).errors).toEqual([]);
    const entries = await catalogue(id);
    expect(entries.map((e) => [e.classCode, e.cageId, e.cageNumber])).toEqual([
      ['KLASSE1_M', null, null],
      ['REST', null, null],
    ]);
    expect(entries[1].breeder.shownName).toBe('Breeder other');
    for (const who of [w.as.breeder, w.as.judge, undefined])
      expect(errorCodes(await w.call(CATALOGUE, { id }, who))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await w.call(CATALOGUE, { id: '999999' }, w.as.admin))).toEqual(['EVENT_NOT_FOUND']);
  });
});
