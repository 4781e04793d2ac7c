import { canDo, type EventStatus } from '@shared/eventLifecycle';
import { hasRank, type Role } from '@shared/roles';

export interface EventActions {
  /** Breeder: register and withdraw own pigeons. */
  register: boolean;
  edit: boolean;
  start: boolean;
  end: boolean;
  delete: boolean;
  assignJudges: boolean;
  assignCages: boolean;
}

/**
 * What the viewer may do on the event page: the role decides who, the shared lifecycle table
 * (src/shared/eventLifecycle.ts, the one the server enforces) decides when.
 */
export function eventActions(role: Role | null, status: EventStatus): EventActions {
  const breeder = hasRank(role, 'BREEDER');
  const admin = hasRank(role, 'ADMIN');
  return {
    register: breeder && canDo('register', status),
    edit: admin && canDo('edit', status),
    start: admin && canDo('start', status),
    end: admin && canDo('end', status),
    delete: admin && canDo('delete', status),
    assignJudges: admin && canDo('assignJudges', status),
    assignCages: admin && canDo('assignCages', status),
  };
}
