import { retryDelayMs } from '@web/lib/graphql/webSocket';
import { describe, expect, it } from 'vitest';

describe('subscription retry', () => {
  it('backs off exponentially from 1 s to at most 30 s, with up to 1 s of jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((retries) => retryDelayMs(retries, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(retryDelayMs(0, () => 0.999)).toBe(1999);
  });
});
