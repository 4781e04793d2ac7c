import DataLoader from 'dataloader';
import { CLASS_CODES } from '../../../shared/classification.ts';
import { hasRank } from '../../../shared/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { type CageView, selectUnjudgedCages } from '../../db/cages.ts';
import type { Database } from '../../db/connection.ts';
import { type AssignedJudge, selectJudgesOfEvents } from '../../db/judgeAssignments.ts';
import {
  type ClassCounts,
  type OwnRegistration,
  selectClassCountsOfEvents,
  selectRegistrationsOfOwner,
} from '../../db/registrations.ts';
import { type JudgingProgressView, judgingProgressOf } from '../judging/judgingService.ts';
import { type BreederFeeView, myFeesOf } from '../showOffice/feesService.ts';

export interface EventClassView extends ClassCounts {
  judges: AssignedJudge[];
}

export type EventLoaders = ReturnType<typeof createEventLoaders>;

/**
 * Per-operation batching of what an event's fields read, so a list of events costs one query per
 * field, not one per event. Nothing is cached: a subscription resolves the same event again after
 * every change and must see it fresh. `cache`: loaders made for one change of one event, shared by
 * all its subscribers (eventChanged), each of which reads the same answer.
 */
export function createEventLoaders(db: Database, viewer: () => Promise<Viewer>, { cache = false } = {}) {
  const batch = <V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, empty: () => V) =>
    new DataLoader<number, V>(
      async (ids) => {
        const found = await load(ids);
        return ids.map((id) => found.get(id) ?? empty());
      },
      { cache },
    );
  return {
    /** Classes with registrations or judges, in class order. */
    classes: batch<EventClassView[]>(
      async (ids) => {
        const [counts, judges] = await Promise.all([
          selectClassCountsOfEvents(db, ids),
          selectJudgesOfEvents(db, ids),
        ]);
        return new Map(
          ids.map((id) => [
            id,
            CLASS_CODES.flatMap((classCode) => {
              const count = counts.get(id)?.find((c) => c.classCode === classCode);
              const own = (judges.get(id) ?? []).filter((j) => j.classCode === classCode);
              if (!count && own.length === 0) return [];
              return [
                {
                  classCode,
                  registrationCount: count?.registrationCount ?? 0,
                  cageCount: count?.cageCount ?? 0,
                  exhibitorIds: count?.exhibitorIds ?? [],
                  judges: own,
                },
              ];
            }),
          ]),
        );
      },
      () => [],
    ),
    unjudgedCages: batch<CageView[]>(
      (ids) => selectUnjudgedCages(db, ids),
      () => [],
    ),
    /** The caller's registrations; none for guests and accounts below breeder. */
    myRegistrations: batch<OwnRegistration[]>(
      async (ids) => {
        const current = await viewer();
        if (current.kind !== 'client' || !hasRank(current.client.role, 'BREEDER')) return new Map();
        return selectRegistrationsOfOwner(db, ids, current.client.id);
      },
      () => [],
    ),
    /** The caller's standing with the fees; null for guests, lower ranks and events without theirs. */
    myFee: batch<BreederFeeView | null>(
      async (ids) => {
        const current = await viewer();
        if (current.kind !== 'client' || !hasRank(current.client.role, 'BREEDER')) return new Map();
        return myFeesOf(db, current.client.id, ids);
      },
      () => null,
    ),
    judgingProgress: batch<JudgingProgressView>(
      (ids) => judgingProgressOf(db, ids),
      () => ({ eventId: 0, judged: 0, total: 0, classes: [] }),
    ),
  };
}
