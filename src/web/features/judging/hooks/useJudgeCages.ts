import { useQuery } from '@apollo/client/react';
import type { JudgeCageFieldsFragment } from '@web/gql/graphql';
import { markSeen } from '@web/lib/judging/offlinePrepared';
import { type MergedCage, mergeCage, serverJudgement } from '@web/lib/outbox/cageState';
import type { DecidedLateOp, OutboxEntry } from '@web/lib/outbox/judgingDb';
import { judgingDb } from '@web/lib/outbox/judgingDbInstance';
import { reportDevice } from '@web/lib/outbox/outboxSession';
import { useSession } from '@web/lib/session/SessionContext';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { JUDGE_CAGES } from '../graphql/JudgeCages';

export type JudgeCageItem = Omit<JudgeCageFieldsFragment, 'judgement'> & MergedCage;

/**
 * The judge's cages of an event: what the server knows (Apollo, kept offline in the persisted
 * cache) merged with what this device holds for this judge (Dexie, live across tabs).
 * `cache-first` for the point card, which must open at once; `cache-and-network` for the list.
 */
export function useJudgeCages(eventId: string, fetchPolicy: 'cache-first' | 'cache-and-network') {
  const { user } = useSession();
  const ownerId = user.id ?? -1;
  const { data, loading, error, refetch } = useQuery(JUDGE_CAGES, { variables: { eventId }, fetchPolicy });
  // The tablet reports itself to the show office for the shows opened here (the device panel).
  useEffect(() => {
    if (ownerId > 0 && markSeen(ownerId, eventId)) reportDevice();
  }, [ownerId, eventId]);
  const local = useLiveQuery(async () => {
    const db = judgingDb();
    const [views, entries, decided] = await Promise.all([
      db.cages.where('[ownerId+eventId]').equals([ownerId, eventId]).toArray(),
      db.outbox.where('[ownerId+eventId]').equals([ownerId, eventId]).sortBy('seq'),
      db.decided.where('[ownerId+eventId]').equals([ownerId, eventId]).toArray(),
    ]);
    return { views, entries, decided };
  }, [ownerId, eventId]);
  // Items of cages whose inputs did not change keep their identity, so a save re-renders only
  // what it changed (a judge of a big show holds thousands of cages).
  const previous = useRef(new Map<string, { inputs: unknown[]; item: JudgeCageItem }>());
  const cages = useMemo<JudgeCageItem[] | undefined>(() => {
    if (!data || !local) return undefined;
    const views = new Map(local.views.map((view) => [view.cageId, view]));
    const entries = new Map<string, OutboxEntry[]>();
    for (const entry of local.entries)
      entries.set(entry.cageId, [...(entries.get(entry.cageId) ?? []), entry]);
    const decisions = new Map<string, DecidedLateOp[]>();
    for (const decided of local.decided)
      decisions.set(decided.cageId, [...(decisions.get(decided.cageId) ?? []), decided]);
    const next = new Map<string, { inputs: unknown[]; item: JudgeCageItem }>();
    const items = data.judgeCages.map((cage) => {
      const own = entries.get(cage.id) ?? [];
      const decided = decisions.get(cage.id) ?? [];
      const inputs = [cage, views.get(cage.id), ...own, ...decided];
      const before = previous.current.get(cage.id);
      const same =
        before && before.inputs.length === inputs.length && before.inputs.every((x, i) => x === inputs[i]);
      const item = same
        ? before.item
        : { ...cage, ...mergeCage(serverJudgement(cage), views.get(cage.id), own, decided) };
      next.set(cage.id, { inputs, item });
      return item;
    });
    previous.current = next;
    return items;
  }, [data, local]);
  return {
    event: data?.event,
    cages,
    ownerId,
    /** True until both the server's (or the cached) list and this device's state are read. */
    loading: !cages && (loading || !local),
    /** Set when the last fetch failed; the cached list is still shown. */
    error,
    /** The server has just answered with the list (not only the device's copy shown). */
    fresh: Boolean(data) && !loading && !error,
    refetch,
  };
}

/** The first open cage after `current` by cage number, wrapping round; null when all are done. */
export function nextOpenCage(cages: readonly JudgeCageItem[], current?: number): JudgeCageItem | null {
  // The judge's own pigeons are never theirs to rate.
  const open = cages.filter(
    (cage) => cage.state === 'open' && !cage.ownPigeon && cage.cageNumber !== current,
  );
  if (open.length === 0) return null;
  return open.find((cage) => current === undefined || cage.cageNumber > current) ?? open[0];
}
