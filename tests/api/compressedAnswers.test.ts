import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createEvent } from '@api/schema/events/eventsService.ts';
import { callerOf } from '@tests/support/apiClient.ts';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { eventInput, loginAs, type Session, UPDATE_EVENT } from '@tests/support/eventFactories.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A public answer is compressed once per content and encoding and sent as those bytes (issue 56):
// what a browser gets compressed is what a script gets plain, and a change of the data replaces it.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const QUERY = JSON.stringify({
  query: '{ events(limit: 50) { id title description location { city street } } }',
});
const database = apiTestDatabase();

describe(`compressed public answers on ${database}`, () => {
  let server: TestServer;
  let admin: Session;
  let firstId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    admin = await loginAs(server, 'admin@example.org', 'ADMIN', NOW);
    // Enough events for an answer well over the kilobyte from which answers are compressed.
    for (let i = 0; i < 30; i++) {
      const row = await createEvent(server.database.db, {
        title: `Schau ${i}`,
        eventType: 'REGIONAL',
        description: 'Mit Jungtierklasse und Verkaufsklasse, Einlieferung Freitag ab 14 Uhr.',
        registrationDeadline: new Date(NOW.getTime() + (i + 1) * 86_400_000),
        eventStart: new Date(NOW.getTime() + (i + 3) * 86_400_000),
        status: 'OPEN',
        location: {
          country: 'DE',
          city: 'Leipzig',
          street: 'Messe-Allee',
          houseNumber: '1',
          zipCode: '04356',
        },
      });
      firstId ??= String(row.id);
    }
  });
  afterAll(() => server?.close());

  const ask = (encoding: string) =>
    rawRequest(server.url, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      body: QUERY,
    });
  const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body } as const;
  const read = async (encoding: keyof typeof DECODE) => {
    const res = await ask(encoding);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    return { bytes: res.body, json: JSON.parse(DECODE[encoding](res.body).toString('utf8')) as unknown };
  };

  it('carry the same content compressed as plain, and the same bytes each time', async () => {
    const plain = await read('identity');
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const [br, brAgain, gzip, twice] = await Promise.all([read('br'), read('br'), read('gzip'), read('br')]);
    for (const answer of [br, brAgain, gzip, twice]) expect(answer.json).toEqual(plain.json);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // Kept and sent as they are: asked at once or again, the very same bytes.
    expect(brAgain.bytes.equals(br.bytes)).toBe(true);
    expect(twice.bytes.equals(br.bytes)).toBe(true);
  });

  it('keep each answer to its own query, kept answers side by side, plain and compressed', async () => {
    const one = (id: string, encoding: keyof typeof DECODE) =>
      rawRequest(server.url, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({
          query:
            'query ($id: ID!) { event(id: $id) { id title description location { city street } } events(limit: 20) { id title description } }',
          variables: { id },
        }),
      }).then((res) => {
        // Small answers go out plain whatever the client accepts.
        const coding = (res.headers['content-encoding'] ?? 'identity') as keyof typeof DECODE;
        return JSON.parse(DECODE[coding](res.body).toString('utf8')) as { data: unknown };
      });
    const second = String(Number(firstId) + 1);
    // Each asked twice (the second a hit of the kept answer), in both forms, interleaved.
    const answers = await Promise.all(
      [firstId, second, firstId, second].flatMap((id) => [one(id, 'identity'), one(id, 'gzip')]),
    );
    answers.forEach((answer, i) => {
      const id = i % 4 < 2 ? firstId : second;
      expect(answer.data).toMatchObject({ event: { id } });
    });
    expect(answers[0]).toEqual(answers[5]);
  });

  it('are replaced, compressed and plain, once the data changes', async () => {
    const before = await read('br');
    const call = callerOf<Session>(() => server.graphqlUrl);
    const saved = await call(
      UPDATE_EVENT,
      { id: firstId, input: eventInput(NOW, 24, 72, 'Umbenannt') },
      admin,
    );
    expect(saved.errors).toEqual([]);
    const [br, gzip, plain] = await Promise.all([read('br'), read('gzip'), read('identity')]);
    for (const answer of [br, gzip, plain]) {
      expect(JSON.stringify(answer.json)).toContain('Umbenannt');
      expect(answer.json).toEqual(plain.json);
    }
    expect(br.bytes.equals(before.bytes)).toBe(false);
  });
});
