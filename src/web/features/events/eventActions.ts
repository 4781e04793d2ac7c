import type { EventStatus } from '../../../shared/eventLifecycle';
import { hasRank, type Role } from '../../../shared/roles';

export interface EventActions {
  /** Breeder: register and unregister own pigeons. */
  register: boolean;
  edit: boolean;
  start: boolean;
  end: boolean;
  delete: boolean;
  /** Judges and cages: after the deadline, until the end. */
  assign: boolean;
}

/**
 * What the viewer may do on the event page, mirroring the server's checks (SPEC §4):
 * registration while OPEN (and before the deadline), start only CLOSED, end only STARTED,
 * delete anything but STARTED, edit until ENDED.
 */
export function eventActions(role: Role | null, status: EventStatus): EventActions {
  const breeder = hasRank(role, 'BREEDER');
  const admin = hasRank(role, 'ADMIN');
  return {
    register: breeder && status === 'OPEN',
    edit: admin && status !== 'ENDED',
    start: admin && status === 'CLOSED',
    end: admin && status === 'STARTED',
    delete: admin && status !== 'STARTED',
    assign: admin && (status === 'CLOSED' || status === 'STARTED'),
  };
}
