import { pageProblem } from '../../../shared/paging.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { type EventOverviewRow, selectEventOverview } from '../../db/eventOverview.ts';
import type { EventStatus } from '../../db/schema.ts';
import { validationFailed } from '../../errors.ts';

export interface EventOverviewInput {
  status?: EventStatus | null;
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
}

const DEFAULT_LIMIT = 25;

/** Admin: the office's overview of every show, a page at a time, with its counts. */
export async function eventOverview(
  ctx: GraphQLContext,
  input: EventOverviewInput,
): Promise<{ total: number; rows: EventOverviewRow[] }> {
  await requireRole(ctx, 'ADMIN');
  const problem = pageProblem(input.offset, input.limit, input.search);
  if (problem) throw validationFailed(problem.field, problem.message);
  return selectEventOverview(ctx.db, {
    status: input.status ?? null,
    search: (input.search ?? '').trim(),
    now: ctx.now(),
    offset: input.offset ?? 0,
    limit: input.limit ?? DEFAULT_LIMIT,
  });
}
