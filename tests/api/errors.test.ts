import { graphql } from '@tests/gql';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const database = apiTestDatabase();

describe(`error model on ${database}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('passes a business error through with its code and field', async () => {
    const result = await execute(
      server.graphqlUrl,
      graphql(`query ErrorsEvents { events(limit: 500) { id } }`),
    );
    expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
    expect(result.errors[0].extensions?.field).toBe('limit');
    expect(result.errors[0].message).toBe('limit must be between 1 and 100');
  });

  it('masks an unexpected failure as INTERNAL_SERVER_ERROR and logs it with its stack', async () => {
    // The database going away under a running server is the most ordinary unexpected failure.
    await server.database.close();
    const result = await execute(server.graphqlUrl, graphql(`query ErrorsEvents2 { events { id } }`));

    expect(errorCodes(result)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(result.errors[0].message).toBe('Unexpected error.');
    expect(Object.keys(result.errors[0].extensions ?? {})).toEqual(['code']);
    expect(JSON.stringify(result.errors)).not.toMatch(/stack|select|events\.ts|node_modules/i);

    const logged = server.logs.find((line) => line.level === 'error' && line.msg === 'unexpected error');
    expect(logged?.error).toMatchObject({ stack: expect.stringContaining('\n    at ') });
    // Still serving: one failed resolver does not take the process down.
    expect((await execute(server.graphqlUrl, graphql(`query ErrorsHealth { health }`))).data).toEqual({
      health: true,
    });
  });
});
