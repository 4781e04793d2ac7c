import { createHash } from 'node:crypto';
import { upsertVerifiedAccount } from '@api/auth/bootstrapAccounts.ts';
import { insertFlightResults } from '@api/db/flightResults.ts';
import type { Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import type { EventInput } from '@tests/gql/graphql.ts';
import { LOGIN } from './apiAccounts.ts';
import { callerOf, execute, type GqlResult } from './apiClient.ts';
import type { TestServer } from './server.ts';

export interface Session {
  id: number;
  token: string;
}

const HOUR = 60 * 60 * 1000;

/** A verified account of the given role, logged in. */
export async function loginAs(server: TestServer, email: string, role: Role, now: Date): Promise<Session> {
  const [firstName, lastName] = [role.charAt(0) + role.slice(1).toLowerCase(), email.split('@')[0]];
  await upsertVerifiedAccount(server.database.db, { email, password: 'pw', role, firstName, lastName }, now);
  const password = createHash('sha256').update('pw').digest('hex');
  const result = await execute(server.graphqlUrl, LOGIN, {
    email,
    password,
  });
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { id: result.data.loginClient.client.id, token: result.data.loginClient.token };
}

/** An EventInput whose deadline and start lie the given hours after `now`. */
export function eventInput(
  now: Date,
  deadlineInHours: number,
  startInHours = deadlineInHours + 48,
  title = 'Schau',
): EventInput {
  return {
    title,
    eventType: 'REGIONAL',
    description: null,
    registrationDeadline: new Date(now.getTime() + deadlineInHours * HOUR).toISOString(),
    eventStart: new Date(now.getTime() + startInHours * HOUR).toISOString(),
    location: { country: 'DE', city: 'Leipzig', street: 'Messe-Allee', houseNumber: '1', zipCode: '04356' },
  };
}

/** Calls the server as `who` (a guest without). */
const caller = (server: TestServer) => callerOf<Session>(() => server.graphqlUrl);

export const CREATE_PIGEON = graphql(
  `mutation CreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
);
export const CREATE_EVENT = graphql(
  `mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { id status } }`,
);
export const UPDATE_EVENT = graphql(
  `mutation UpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id status } }`,
);
const REGISTER = graphql(`mutation Register($eventId: ID!, $pigeonIds: [ID!]!) {
  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id registrationCount } }`);
export const ASSIGN_JUDGES =
  graphql(`mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {
  assignJudges(eventId: $eventId, assignments: $assignments) { id classes { code judges { id shownName } } } }`);
export const ASSIGN_CAGES = graphql(`mutation AssignCages($eventId: ID!, $force: Boolean) {
  assignCages(eventId: $eventId, force: $force) { id cageCount } }`);
export const START_EVENT = graphql(`mutation StartEvent($id: ID!) { startEvent(id: $id) { id status } }`);
export const END_EVENT = graphql(
  `mutation EndEvent($id: ID!) { endEvent(id: $id) { id status unjudgedCages { cageNumber } } }`,
);
export const EVENT_CAGES = graphql(`query EventCages($eventId: ID!) {
  eventCages(eventId: $eventId) { id cageNumber ringNumber classCode manuallySet } }`);

export interface EventWorld {
  as: Record<'breeder' | 'other' | 'judge' | 'judge2' | 'admin' | 'superadmin', Session>;
  /** The breeder's pigeons: two KLASSE1_M (serials 1 and 5), one JUNGTAUBE_M, one REST hen. */
  pigeons: { k1a: string; k1b: string; young: string; rest: string };
  /** A pigeon of the other breeder (REST). */
  othersPigeon: string;
  call: ReturnType<typeof caller>;
  /** A new OPEN event (deadline in 1 h) by the admin; its id. */
  openEvent(title?: string): Promise<string>;
  /** Moves the deadline into the past (the admin edits the event), as the Playwright journey does. */
  closeRegistration(id: string): Promise<void>;
  /** As the breeder by default; null for a guest. */
  register(id: string, pigeonIds: string[], who?: Session | null): Promise<GqlResult<unknown>>;
  /** Open event with the breeder's four pigeons, closed, every class judged, cages numbered. */
  readyEvent(title?: string): Promise<string>;
}

/** Accounts of every role and pigeons in three classes (season 2026), for event tests. */
export async function createEventWorld(server: TestServer, now: Date): Promise<EventWorld> {
  const as = {
    breeder: await loginAs(server, 'breeder@example.org', 'BREEDER', now),
    other: await loginAs(server, 'other@example.org', 'BREEDER', now),
    judge: await loginAs(server, 'judge@example.org', 'JUDGE', now),
    judge2: await loginAs(server, 'judge2@example.org', 'JUDGE', now),
    admin: await loginAs(server, 'admin@example.org', 'ADMIN', now),
    superadmin: await loginAs(server, 'super@example.org', 'SUPERADMIN', now),
  };
  const call = caller(server);
  const pigeon = async (who: Session, ringNumber: string, sex: 'M' | 'F') => {
    const result = await call(CREATE_PIGEON, { input: { ringNumber, sex, color: 'blau' } }, who);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createPigeon.id;
  };
  const pigeons = {
    k1b: await pigeon(as.breeder, 'DV-06976-20-5', 'M'),
    rest: await pigeon(as.breeder, 'DV-06976-20-3', 'F'),
    young: await pigeon(as.breeder, 'DV-06976-26-7', 'M'),
    k1a: await pigeon(as.breeder, 'DV-06976-20-1', 'M'),
  };
  const othersPigeon = await pigeon(as.other, 'DV-01234-20-9', 'M');
  const flights = (id: string, count: number, km: number, year: number) =>
    Array.from({ length: count }, (_, i) => ({
      pigeonId: Number(id),
      date: `${year}-05-${String(i + 1).padStart(2, '0')}`,
      releaseLocation: 'Würzburg',
      distanceKm: km,
      ranking: 1,
      participants: 100,
      averageDistanceKm: null,
      year,
    }));
  await insertFlightResults(server.database.db, [
    ...flights(pigeons.k1a, 10, 400, 2025),
    ...flights(pigeons.k1b, 10, 400, 2025),
    ...flights(pigeons.young, 2, 250, 2026),
  ]);

  const openEvent = async (title = 'Schau') => {
    const result = await call(CREATE_EVENT, { input: eventInput(now, 1, 48, title) }, as.admin);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createEvent.id;
  };
  const closeRegistration = async (id: string) => {
    const result = await call(UPDATE_EVENT, { id, input: eventInput(now, -1, 48) }, as.admin);
    if (result.errors.length > 0) throw new Error(JSON.stringify(result.errors));
  };
  const register = (id: string, pigeonIds: string[], who: Session | null = as.breeder) =>
    call(REGISTER, { eventId: id, pigeonIds }, who ?? undefined);
  const must = async (result: Promise<GqlResult<unknown>>) => {
    const done = await result;
    if (done.errors.length > 0) throw new Error(JSON.stringify(done.errors));
  };
  const readyEvent = async (title = 'Fertig') => {
    const id = await openEvent(title);
    await must(register(id, Object.values(pigeons)));
    await closeRegistration(id);
    await must(
      call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [
            { classCode: 'KLASSE1_M', judgeIds: [String(as.judge.id)] },
            { classCode: 'JUNGTAUBE_M', judgeIds: [String(as.judge.id)] },
            { classCode: 'REST', judgeIds: [String(as.judge2.id)] },
          ],
        },
        as.admin,
      ),
    );
    await must(call(ASSIGN_CAGES, { eventId: id }, as.admin));
    return id;
  };
  return { as, pigeons, othersPigeon, call, openEvent, closeRegistration, register, readyEvent };
}
