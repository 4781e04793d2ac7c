import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@shared/roles';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  BREEDER: msg`Züchter`,
  JUDGE: msg`Richter`,
  ADMIN: msg`Admin`,
  SUPERADMIN: msg`Superadmin`,
};
