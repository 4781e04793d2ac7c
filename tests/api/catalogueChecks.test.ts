import { type CatalogueFinding, catalogueFindings } from '@shared/catalogueChecks.ts';
import { graphql } from '@tests/gql';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  type EventWorld,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The checks before the start read what the admin's event page reads: each class's registrations,
// cages, judges and exhibitors. Here the data comes from the real API, and the shared rule
// (src/shared/catalogueChecks.ts) finds what would spoil the catalogue or the judging.

const NOW = new Date('2026-11-27T10:00:00Z');
const CHECKS = graphql(`query Checks($id: ID!) { event(id: $id) { classes {
  code registrationCount cageCount judges { id } exhibitorIds } } }`);

const database = apiTestDatabase();

describe(`catalogue checks on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const findingsOf = async (id: string): Promise<CatalogueFinding[]> => {
    const answer = await w.call(CHECKS, { id }, w.as.admin);
    expect(answer.errors).toEqual([]);
    return catalogueFindings(answer.data!.event.classes);
  };

  it('finds nothing in an event ready to start', async () => {
    expect(await findingsOf(await w.readyEvent('Bereit'))).toEqual([]);
  });

  it('finds pigeons without a cage, classes without a judge and a judge showing pigeons in their class', async () => {
    const id = await w.openEvent('Noch nicht bereit');
    // A judge who also breeds: their pigeon is registered like anyone's.
    const own = await w.call(
      CREATE_PIGEON,
      { input: { ringNumber: 'DV-05555-20-77', sex: 'M', color: 'rot' } },
      w.as.judge2,
    );
    expect(own.errors).toEqual([]);
    expect((await w.register(id, Object.values(w.pigeons))).errors).toEqual([]);
    expect((await w.register(id, [own.data!.createPigeon.id], w.as.judge2)).errors).toEqual([]);
    await w.closeRegistration(id);
    const before = await w.call(CHECKS, { id }, w.as.admin);
    const classes = before.data!.event.classes;
    const judgesClass = classes.find((c) => c.exhibitorIds.includes(String(w.as.judge2.id)))!.code;
    // Judge 2 judges the class they show in; every other class but one gets judge 1.
    const unjudged = classes.find((c) => c.code !== judgesClass)!.code;
    const assignments = classes
      .filter((c) => c.code !== unjudged)
      .map((c) => ({
        classCode: c.code,
        judgeIds: [String(c.code === judgesClass ? w.as.judge2.id : w.as.judge.id)],
      }));
    expect((await w.call(ASSIGN_JUDGES, { eventId: id, assignments }, w.as.admin)).errors).toEqual([]);

    const found = await findingsOf(id);
    expect(found).toContainEqual({ kind: 'NO_JUDGE', classCode: unjudged });
    expect(found).toContainEqual({
      kind: 'JUDGE_EXHIBITS',
      classCode: judgesClass,
      judgeId: String(w.as.judge2.id),
    });
    // Every registered pigeon lacks its cage: five in all.
    const uncaged = found.filter((f) => f.kind === 'UNCAGED');
    expect(uncaged.reduce((sum, f) => sum + (f.kind === 'UNCAGED' ? f.count : 0), 0)).toBe(5);
    expect(found.filter((f) => f.kind === 'NO_JUDGE')).toHaveLength(1);

    // The server refuses the start exactly while a finding that blocks it is open.
    const start = () => w.call(START_EVENT, { id }, w.as.admin);
    const refused = await start();
    expect(errorCodes(refused)).toEqual(['NO_CAGES_FOR_EVENT']);
    // One refusal names all that is missing: the cages and the class without a judge.
    expect(refused.errors[0]?.extensions).toMatchObject({ uncagedCount: 5, classCodes: [unjudged] });
    // Cages numbered: only the judges' findings remain.
    expect((await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin)).errors).toEqual([]);
    expect((await findingsOf(id)).map((f) => f.kind).sort()).toEqual(['JUDGE_EXHIBITS', 'NO_JUDGE']);
    expect(errorCodes(await start())).toEqual(['CLASSES_WITHOUT_JUDGE']);
    // A judge for the last class: what is left only asks, and the start goes through.
    const last = [...assignments, { classCode: unjudged, judgeIds: [String(w.as.judge.id)] }];
    expect((await w.call(ASSIGN_JUDGES, { eventId: id, assignments: last }, w.as.admin)).errors).toEqual([]);
    const left = await findingsOf(id);
    expect(left.map((f) => f.kind)).toEqual(['JUDGE_EXHIBITS']);
    expect((await start()).errors).toEqual([]);
  });

  it('shows who exhibits where to admins only', async () => {
    const id = await w.readyEvent('Nur für die Schauleitung');
    expect(errorCodes(await w.call(CHECKS, { id }, w.as.breeder))).toContain('NOT_AUTHORIZED');
    expect(errorCodes(await w.call(CHECKS, { id }))).toContain('NOT_AUTHORIZED');
  });
});
