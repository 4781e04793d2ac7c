import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '@api/auth/bootstrapAccounts.ts';
import { graphql } from '@tests/gql';
import { execute, startTestServer } from '@tests/support/server.ts';
import { describe, expect, it } from 'vitest';

const EVENTS =
  graphql(`query EventsDemoEvents { events { id title status registrationCount cageCount creator { shownName }
  location { country } classes { code judges { shownName } } } }`);
const LOGIN = graphql(
  `query EventsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }`,
);

describe('demo events', () => {
  it('shows an event in every state, consistent with the lifecycle', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const server = await startTestServer({ now: () => now, env: { SEED_DEMO: '1' } });
    try {
      const result = await execute(server.graphqlUrl, EVENTS);
      expect(result.errors).toEqual([]);
      const byStatus = new Map(result.data!.events.map((e) => [e.status, e]));
      expect([...byStatus.keys()].sort()).toEqual(['CLOSED', 'ENDED', 'OPEN', 'STARTED']);
      const open = byStatus.get('OPEN')!;
      expect(open.registrationCount).toBeGreaterThan(0);
      expect(open.cageCount).toBe(0);
      for (const status of ['CLOSED', 'STARTED', 'ENDED'] as const) {
        const event = byStatus.get(status)!;
        expect(event.cageCount).toBe(event.registrationCount);
        expect(event.classes.every((c) => c.judges.some((j) => j.shownName === 'Renate Richter'))).toBe(true);
      }
      // A guest is not told which admin created an event.
      expect(open.creator).toBeNull();
      // Written out, as the event form fills it in (tests/web/features/eventAdmin), not as a code.
      expect(result.data!.events.map((e) => e.location.country)).toEqual(Array(4).fill('DE'));
      const login = await execute(server.graphqlUrl, LOGIN, {
        email: 'richter@example.org',
        password: createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
      });
      const judged = await execute(
        server.graphqlUrl,
        graphql(`query EventsDemoJudgeEvents { judgeEvents { event { id } classCodes } }`),
        {},
        login.data!.loginClient.token,
      );
      expect(judged.data!.judgeEvents).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
