import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '@api/auth/bootstrapAccounts.ts';
import { DEMO_BREEDERS } from '@api/demo/demoPigeons.ts';
import { CLASS_CODES } from '@shared/classification.ts';
import { graphql } from '@tests/gql';
import { execute, startTestServer } from '@tests/support/server.ts';
import { describe, expect, it } from 'vitest';

const LOGIN = graphql(
  `query PigeonsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }`,
);
const MY_PIGEONS = graphql(`query PigeonsDemoMyPigeons { myPigeons { ringNumber classification { code } } }`);

// Late in the year (after the racing season) and early (before it started).
describe.each(['2026-11-25T12:00:00.000Z', '2027-02-01T08:00:00.000Z'])('demo pigeons seeded on %s', (at) => {
  it('covers every class and sex across the demo breeders', async () => {
    const now = new Date(at);
    const server = await startTestServer({ now: () => now, env: { SEED_DEMO: '1' } });
    try {
      const codes: string[] = [];
      for (const email of ['zuechter@example.org', ...DEMO_BREEDERS.map((b) => b.email)]) {
        const password = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
        const login = await execute(server.graphqlUrl, LOGIN, {
          email,
          password,
        });
        const mine = await execute(server.graphqlUrl, MY_PIGEONS, {}, login.data!.loginClient.token);
        expect(mine.errors).toEqual([]);
        expect(mine.data!.myPigeons.length).toBeGreaterThan(3);
        codes.push(...mine.data!.myPigeons.map((p) => p.classification.code));
      }
      expect(new Set(codes)).toEqual(new Set(CLASS_CODES));
    } finally {
      await server.close();
    }
  });
});
