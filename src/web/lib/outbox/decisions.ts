import { decidesOver } from '@shared/judging';
import type { JudgeCageFieldsFragment } from '@web/gql/graphql';
import { serverJudgement } from './cageState';
import type { DecidedLateOp, JudgingDb, LocalJudgement, OutboxEntry } from './judgingDb';
import type { DecisionsTransport } from './transport';

/**
 * The server has the op now, so its judgement of the cage has weighed it: that is the cage's view,
 * unless an op of this device it has not seen yet decides over it. Runs inside the caller's
 * transaction (outbox and cages).
 */
export async function adoptServerJudgement(
  db: JudgingDb,
  ownerId: number,
  op: Pick<OutboxEntry, 'eventId' | 'cageId'>,
  fromServer: LocalJudgement | null,
): Promise<void> {
  if (!fromServer) return;
  const waiting = await db.outbox.where('[ownerId+cageId]').equals([ownerId, op.cageId]).toArray();
  if (waiting.some((other) => decidesOver(other, fromServer))) return;
  await db.cages.put({ ownerId, eventId: op.eventId, cageId: op.cageId, judgement: fromServer });
}

/** What the show office decided about a late op, and the cage as the server has it now. */
export interface LateDecision {
  status: 'ACCEPTED' | 'REJECTED';
  decidedAt: string | null;
  cage: Pick<JudgeCageFieldsFragment, 'judgement'> | null | undefined;
}

/**
 * The office decided about a late op (first, or again): it leaves the outbox (if it was still
 * there) and is kept as decided, and the cage shows what counts now: the server's judgement (the
 * op itself, if accepted and latest). Runs inside the caller's transaction (outbox, cages, decided).
 */
export async function recordDecision(
  db: JudgingDb,
  ownerId: number,
  op: OutboxEntry | DecidedLateOp,
  decision: LateDecision,
): Promise<void> {
  if ('seq' in op && op.seq !== undefined) await db.outbox.delete(op.seq);
  await db.decided.put({
    opId: op.opId,
    ownerId,
    eventId: op.eventId,
    eventTitle: op.eventTitle,
    cageId: op.cageId,
    cageNumber: op.cageNumber,
    ringNumber: op.ringNumber,
    classCode: op.classCode,
    kind: op.kind,
    total: op.total,
    skipReason: op.skipReason,
    clientTime: op.clientTime,
    status: decision.status,
    decidedAt: decision.decidedAt,
  });
  const view = await db.cages.get([ownerId, op.cageId]);
  const fromServer = serverJudgement(decision.cage);
  if (view?.judgement.opId === op.opId && !fromServer) await db.cages.delete([ownerId, op.cageId]);
  else await adoptServerJudgement(db, ownerId, op, fromServer);
}

/** Decisions are followed this long after the op was made: a show's results settle within days. */
const FOLLOW_FOR_MS = 14 * 24 * 60 * 60_000;
/** Ops asked about in one call: the server takes 200. */
const MAX_ASKED = 200;

export interface DecisionFollower {
  /**
   * Asks the server about every late op of the judge on this device and every decided one of the
   * last two weeks, and records what changed. Resolves `changed` with the cages whose decision
   * changed, `none` when nothing is followed, or the failure (the runtime backs off as after a
   * failed send).
   */
  check(): Promise<
    | { kind: 'none' }
    | { kind: 'changed'; cages: { eventId: string; cageId: string }[] }
    | Exclude<Awaited<ReturnType<DecisionsTransport>>, { kind: 'answered' }>
  >;
}

/**
 * Follows the show office's decisions on the judge's late ratings: the first decision, and every
 * change of it (a decided op can be decided again), to the card, the list and the outbox page.
 */
export function createDecisionFollower(options: {
  db: JudgingDb;
  ownerId: number;
  ask: DecisionsTransport;
  now?: () => number;
}): DecisionFollower {
  const { db, ownerId, ask } = options;
  const now = options.now ?? Date.now;
  return {
    async check() {
      const since = new Date(now() - FOLLOW_FOR_MS).toISOString();
      const [late, decided] = await Promise.all([
        db.outbox.where('[ownerId+status]').equals([ownerId, 'late']).toArray(),
        db.decided
          .where('[ownerId+eventId]')
          .between([ownerId, ''], [ownerId, '\uffff'])
          .filter((op) => op.clientTime >= since)
          .toArray(),
      ]);
      const asked = [...late, ...decided].slice(0, MAX_ASKED);
      if (asked.length === 0) return { kind: 'none' };
      const result = await ask(asked.map((op) => op.opId));
      if (result.kind !== 'answered') return result;
      const cages: { eventId: string; cageId: string }[] = [];
      await db.transaction('rw', db.outbox, db.cages, db.decided, async () => {
        for (const answer of result.decisions) {
          if (answer.status === 'PENDING') continue;
          const opId = answer.opId.toLowerCase();
          const entry = await db.outbox.get({ opId });
          const known = entry ? undefined : await db.decided.get(opId);
          const op = entry ?? known;
          if (!op || op.ownerId !== ownerId) continue;
          if (known && known.status === answer.status && known.decidedAt === (answer.decidedAt ?? null))
            continue;
          await recordDecision(db, ownerId, op, {
            status: answer.status,
            decidedAt: answer.decidedAt ?? null,
            cage: answer.cage,
          });
          cages.push({ eventId: op.eventId, cageId: op.cageId });
        }
      });
      return { kind: 'changed', cages };
    },
  };
}
