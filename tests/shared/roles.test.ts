import { hasRank, ROLES } from '@shared/roles.ts';
import { describe, expect, it } from 'vitest';

describe('hasRank', () => {
  it('passes at or above the required role, in the order BREEDER < JUDGE < ADMIN < SUPERADMIN', () => {
    const table = ROLES.map((role) => ROLES.map((required) => (hasRank(role, required) ? 1 : 0)).join(''));
    expect(table).toEqual(['1000', '1100', '1110', '1111']);
  });

  it('fails without a role', () => {
    expect(hasRank(null, 'BREEDER')).toBe(false);
    expect(hasRank(undefined, 'BREEDER')).toBe(false);
  });
});
