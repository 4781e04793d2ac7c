import { DEFAULT_RATING_SCHEME } from '@shared/ratingScheme.ts';
import { graphql } from '@tests/gql';
import {
  CREATE_EVENT,
  CREATE_PIGEON,
  createEventWorld,
  type EventWorld,
  eventInput,
} from '@tests/support/eventFactories.ts';
import { apiTestDatabase, execute, gqlRaw, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');

const database = apiTestDatabase();

describe(`input at the edges, on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const refusal = (result: { errors: { extensions?: Record<string, unknown> }[] }) =>
    result.errors.map((e) => [e.extensions?.code, e.extensions?.field]);

  it.each([
    [
      'a colour',
      () =>
        w.call(
          CREATE_PIGEON,
          { input: { ringNumber: 'DV-06976-22-900', sex: 'M', color: 'blau\u0000grau' } },
          w.as.breeder,
        ),
      'color',
    ],
    [
      'a ring number',
      () =>
        w.call(
          CREATE_PIGEON,
          { input: { ringNumber: 'DV-06976-22-9\u000b01', sex: 'M', color: 'blau' } },
          w.as.breeder,
        ),
      'ringNumber',
    ],
    [
      'an event title',
      () => w.call(CREATE_EVENT, { input: { ...eventInput(NOW, 24), title: 'Schau\u0007' } }, w.as.admin),
      'title',
    ],
    [
      'a city',
      () =>
        w.call(
          CREATE_EVENT,
          {
            input: {
              ...eventInput(NOW, 24),
              location: { ...eventInput(NOW, 24).location, city: 'Kas\u0000sel' },
            },
          },
          w.as.admin,
        ),
      'city',
    ],
  ])(
    'refuses a control character in %s as VALIDATION_FAILED naming the field',
    async (_case, send, field) => {
      expect(refusal(await send())).toEqual([['VALIDATION_FAILED', field]]);
    },
  );

  it('refuses NUL in logins, sign-ups and searches too, and in text written into the query itself', async () => {
    const login = await execute(
      server.graphqlUrl,
      graphql(`query InputEdgesLoginClient($e: String!) { loginClient(email: $e, password: "x") { token } }`),
      {
        e: 'a\u0000@example.org',
      },
    );
    expect(refusal(login)).toEqual([['VALIDATION_FAILED', 'e']]);
    const search = await w.call(
      graphql(`query InputEdgesClients($s: String) { clients(search: $s) { id } }`),
      { s: 'Mül\u0000ler' },
      w.as.admin,
    );
    expect(refusal(search)).toEqual([['VALIDATION_FAILED', 's']]);
    // Written into the document as an escape, so it stays text: a typed document holds what the
    // source says, not what the escape means.
    const literal = await gqlRaw(
      server.graphqlUrl,
      `{ clients(search: "Mül\\u0000ler") { id } }`,
      {},
      w.as.admin.token,
    );
    expect(refusal(literal)).toEqual([['VALIDATION_FAILED', 'search']]);
    // Tabs and line breaks are text, not control: a description may have paragraphs.
    const described = await w.call(
      CREATE_EVENT,
      { input: { ...eventInput(NOW, 24), description: 'Eins\n\nZwei\tDrei' } },
      w.as.admin,
    );
    expect(described.errors).toEqual([]);
  });

  it.each([
    ['the year 0000', '0000-06-01T10:00:00Z'],
    ['30 February', '2026-02-30T10:00:00Z'],
    ['hour 24', '2026-06-01T24:00:00Z'],
    ['no time zone', '2026-06-01T10:00:00'],
    ['the year 12026', '12026-06-01T10:00:00Z'],
  ])('refuses %s as a date-time', async (_case, eventStart) => {
    const result = await w.call(CREATE_EVENT, { input: { ...eventInput(NOW, 24), eventStart } }, w.as.admin);
    expect(result.errors.map((e) => e.extensions?.code)).toEqual(['VALIDATION_FAILED']);
  });

  it('refuses a rating-scheme step larger than its range', async () => {
    const input = {
      ...eventInput(NOW, 24),
      ratingScheme: { ...DEFAULT_RATING_SCHEME, back: { min: 17, max: 19, step: 1e308 } },
    };
    expect(refusal(await w.call(CREATE_EVENT, { input }, w.as.admin))).toEqual([
      ['VALIDATION_FAILED', 'ratingScheme.back.step'],
    ]);
  });
});
