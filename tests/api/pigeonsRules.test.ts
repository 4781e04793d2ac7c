import { upsertClassificationRules } from '@api/db/classificationRules.ts';
import { insertFlightResults } from '@api/db/flightResults.ts';
import { createKeptRules } from '@api/schema/pigeons/keptRules.ts';
import { DEFAULT_CLASS_RULES } from '@shared/classification.ts';
import type { Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import type { ClassificationRuleInput, Sex } from '@tests/gql/graphql.ts';
import { type Session, sessionFor } from '@tests/support/apiAccounts.ts';
import {
  apiTestDatabase,
  callerOf,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MY_PIGEONS = graphql(`query MyPigeons { myPigeons { id classification { code } } }`);
const CREATE = graphql(
  `mutation PigeonsRulesCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
);
const RULES = graphql(
  `query ClassificationRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }`,
);
const UPDATE_RULES = graphql(`mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {
  updateClassificationRules(input: $input) { level sex code minKm minPrizes minLastYearKm }
}`);

const NOW = new Date('2026-06-01T12:00:00.000Z');

const database = apiTestDatabase();

describe(`classification rules on ${database}`, () => {
  let server: TestServer;
  const as = {} as Record<Role | 'other', Session>;

  const account = (email: string, role: Role) => sessionFor(server, email, role, NOW);
  const call = callerOf<Session>(() => server.graphqlUrl);
  const create = (who: Session, ringNumber: string, sex: Sex = 'M') =>
    call(CREATE, { input: { ringNumber, sex, color: 'blau' } }, who);
  const mine = async (who: Session) => (await call(MY_PIGEONS, {}, who)).data!.myPigeons;
  const field = (result: GqlResult<unknown>) => result.errors[0]?.extensions?.field;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    as.BREEDER = await account('breeder@example.org', 'BREEDER');
    as.other = await account('other@example.org', 'BREEDER');
    as.JUDGE = await account('judge@example.org', 'JUDGE');
    as.ADMIN = await account('admin@example.org', 'ADMIN');
  });
  afterAll(() => server?.close());

  it('starts with the default thresholds, readable without a login', async () => {
    const rules = await call(RULES, {});
    expect(rules.data!.classificationRules).toEqual(
      DEFAULT_CLASS_RULES.map((r) => ({ ...r, code: `${r.level}_${r.sex}` })),
    );
  });

  it('lets admins only change them', async () => {
    const input: ClassificationRuleInput[] = [{ level: 'KLASSE3', sex: 'M', minKm: 1000, minPrizes: 6 }];
    for (const who of [undefined, as.BREEDER, as.JUDGE])
      expect(errorCodes(await call(UPDATE_RULES, { input }, who))).toEqual(['NOT_AUTHORIZED']);
  });

  it('refuses anything but positive numbers, naming the field, and changes nothing', async () => {
    const base: ClassificationRuleInput = {
      level: 'ELITE',
      sex: 'F',
      minKm: 12000,
      minPrizes: 25,
      minLastYearKm: 500,
    };
    const cases: [Partial<ClassificationRuleInput>, string][] = [
      [{ minKm: 0 }, 'ELITE_F.minKm'],
      [{ minKm: -5 }, 'ELITE_F.minKm'],
      [{ minPrizes: 0 }, 'ELITE_F.minPrizes'],
      [{ minLastYearKm: 0 }, 'ELITE_F.minLastYearKm'],
      [{ minKm: 2_000_000 }, 'ELITE_F.minKm'],
    ];
    for (const [change, expected] of cases) {
      const valid: ClassificationRuleInput = { level: 'KLASSE1', sex: 'M', minKm: 1, minPrizes: 1 };
      const result = await call(UPDATE_RULES, { input: [valid, { ...base, ...change }] }, as.ADMIN);
      expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
      expect(field(result)).toBe(expected);
    }
    const twice = await call(UPDATE_RULES, { input: [base, base] }, as.ADMIN);
    expect(field(twice)).toBe('ELITE_F');
    expect(field(await call(UPDATE_RULES, { input: [] }, as.ADMIN))).toBe('input');
    const rules = await call(RULES, {});
    expect(rules.data!.classificationRules).toEqual(
      DEFAULT_CLASS_RULES.map((r) => ({ ...r, code: `${r.level}_${r.sex}` })),
    );
  });

  it('uses thresholds changed behind its back (another process missed) within five seconds', async () => {
    let clock = 0;
    const kept = createKeptRules(server.database.db, () => clock);
    const minKm = async () =>
      (await kept.get()).find((rule) => rule.level === 'ELITE' && rule.sex === 'M')!.minKm;
    const before = await minKm();
    await upsertClassificationRules(
      server.database.db,
      [
        {
          ...(await kept.get()).find((rule) => rule.level === 'ELITE' && rule.sex === 'M')!,
          minKm: before + 1,
        },
      ],
      NOW,
    );
    try {
      clock = 4_999;
      expect(await minKm()).toBe(before);
      clock = 5_001;
      expect(await minKm()).toBe(before + 1);
    } finally {
      const rule = (await kept.get()).find((found) => found.level === 'ELITE' && found.sex === 'M')!;
      await upsertClassificationRules(server.database.db, [{ ...rule, minKm: before }], NOW);
    }
  });

  it('classes pigeons by the edited rules at once', async () => {
    const id = (await create(as.other, 'DV-06976-20-60', 'F')).data!.createPigeon.id;
    await insertFlightResults(server.database.db, [
      {
        pigeonId: Number(id),
        date: '2025-07-01',
        releaseLocation: 'Ulm',
        distanceKm: 800,
        ranking: 1,
        participants: 9,
        averageDistanceKm: null,
        year: 2025,
      },
    ]);
    const code = async () => (await mine(as.other)).find((p) => p.id === id)!.classification.code;
    expect(await code()).toBe('REST');
    const input: ClassificationRuleInput[] = [
      { level: 'KLASSE3', sex: 'F', minKm: 800, minPrizes: 4, minLastYearKm: 800 },
    ];
    const updated = await call(UPDATE_RULES, { input }, as.ADMIN);
    expect(updated.data!.updateClassificationRules).toHaveLength(12);
    expect(updated.data!.updateClassificationRules.find((r) => r.code === 'KLASSE3_F')).toMatchObject({
      minKm: 800,
      minLastYearKm: 800,
    });
    expect(await code()).toBe('KLASSE3_F');
    await call(
      UPDATE_RULES,
      { input: [{ level: 'KLASSE3', sex: 'F', minKm: 1000, minPrizes: 4 }] },
      as.ADMIN,
    );
    expect(await code()).toBe('REST');
  });
});
