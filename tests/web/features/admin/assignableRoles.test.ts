import { assignableRoles } from '@web/features/admin/assignableRoles';
import { describe, expect, it } from 'vitest';

const superadmin = { id: 1, role: 'SUPERADMIN' as const };
const admin = { id: 2, role: 'ADMIN' as const };

describe('assignableRoles', () => {
  it('offers a superadmin every role for others', () => {
    expect(assignableRoles(superadmin, { id: 9, role: 'BREEDER' })).toEqual([
      'BREEDER',
      'JUDGE',
      'ADMIN',
      'SUPERADMIN',
    ]);
    expect(assignableRoles(superadmin, { id: 2, role: 'ADMIN' })).toHaveLength(4);
  });

  it('lets an admin move accounts between breeder and judge only', () => {
    expect(assignableRoles(admin, { id: 9, role: 'JUDGE' })).toEqual(['BREEDER', 'JUDGE']);
    expect(assignableRoles(admin, { id: 1, role: 'SUPERADMIN' })).toEqual([]);
    expect(assignableRoles(admin, { id: 3, role: 'ADMIN' })).toEqual([]);
  });

  it('never offers a change of the own role, nor anything below admin', () => {
    expect(assignableRoles(superadmin, { id: 1, role: 'SUPERADMIN' })).toEqual([]);
    expect(assignableRoles({ id: 4, role: 'JUDGE' }, { id: 9, role: 'BREEDER' })).toEqual([]);
  });
});
