import { hasRank, isRole } from '@shared/roles';

export interface Candidate {
  id: string | number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** Accounts of judge rank or above, by name: only they may judge (the server checks it too). */
export function judgeCandidates<T extends Candidate>(clients: readonly T[]): T[] {
  return clients
    .filter((client) => isRole(client.role) && hasRank(client.role, 'JUDGE'))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
}
