import type { AuditEntryKind } from '../../../shared/auditTrail.ts';
import { pageProblem } from '../../../shared/paging.ts';
import { cageNumberProblem } from '../../../shared/validation.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { selectAuditJudges, selectAuditTrail } from '../../db/auditTrail.ts';
import { validationFailed } from '../../errors.ts';
import { findEvent, parseId } from '../events/eventAccess.ts';

export interface AuditTrailInput {
  eventId: string;
  cageNumber?: number | null;
  judgeId?: string | null;
  kind?: AuditEntryKind | null;
  offset?: number | null;
  limit?: number | null;
}

const DEFAULT_LIMIT = 50;

/** Admin: a page of the show's audit trail, filtered, with the judges to filter by. */
export async function eventAuditTrail(ctx: GraphQLContext, input: AuditTrailInput) {
  await requireRole(ctx, 'ADMIN');
  const problem = pageProblem(input.offset, input.limit);
  if (problem) throw validationFailed(problem.field, problem.message);
  if (input.cageNumber != null && cageNumberProblem(input.cageNumber))
    throw validationFailed('cageNumber', 'cageNumber must be a cage number from 1 to 1000000');
  const judgeId = input.judgeId == null ? null : parseId(input.judgeId);
  if (input.judgeId != null && judgeId === null) throw validationFailed('judgeId', 'judgeId must be an id');
  const event = await findEvent(ctx.db, input.eventId);
  const [page, judges] = await Promise.all([
    selectAuditTrail(ctx.db, {
      eventId: event.id,
      cageNumber: input.cageNumber ?? null,
      judgeId,
      kind: input.kind ?? null,
      offset: input.offset ?? 0,
      limit: input.limit ?? DEFAULT_LIMIT,
    }),
    selectAuditJudges(ctx.db, event.id),
  ]);
  return { ...page, judges };
}
