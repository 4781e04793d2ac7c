import { decidesOver } from '@shared/judging';
import type { JudgeCageFieldsFragment } from '@web/gql/graphql';
import type { DecidedLateOp, LocalCageView, LocalJudgement, OpRefusal, OutboxEntry } from './judgingDb';

/** A cage's judgement as the server sent it (judgeCages, or the answer to an op), as the device keeps it. */
export function serverJudgement(cage: Pick<JudgeCageFieldsFragment, 'judgement'> | null | undefined) {
  const j = cage?.judgement;
  if (!j) return null;
  return {
    opId: j.opId,
    kind: j.kind,
    scores: j.scores ?? null,
    total: j.total ?? null,
    skipReason: j.skipReason ?? null,
    note: j.note ?? null,
    clientTime: j.clientTime,
    orderTime: j.orderTime ?? null,
  } satisfies LocalJudgement;
}

/**
 * What a judge sees of a cage: open; saved on this device (not sent yet); sent (the server has
 * it); needs attention (the server refused the latest op, with its reason); or at the show office
 * (it arrived after the event ended; the office decides whether it counts).
 */
export type CageState = 'open' | 'saved' | 'sent' | 'attention' | 'late';

export interface MergedCage {
  state: CageState;
  /** The decision shown: the later of the server's and this device's. */
  judgement: LocalJudgement | null;
  refusal: OpRefusal | null;
  /** Refused ops of this cage: saving a new decision replaces them. */
  refusedOpIds: string[];
  /**
   * The cage counts as judged: the server has a judgement of it (in its list, or in its answer to
   * an op this device sent, kept as the local view with the server's order time), or one is on its
   * way (saved). Before, a cage whose op had just been sent counted as not judged until the list
   * was read again: "0 von 1 bewertet" beside a class just rated.
   */
  judged: boolean;
  /** The show office's latest decision about a late op of this judge for this cage. */
  decision: DecidedLateOp | null;
}

/**
 * Merges what the server knows of a cage with this device's outbox and local view. Device and
 * server order decisions alike (latest client time, then op id), so both show the same once sent.
 */
export function mergeCage(
  server: LocalJudgement | null,
  local: LocalCageView | undefined,
  entries: readonly OutboxEntry[],
  decisions: readonly DecidedLateOp[] = [],
): MergedCage {
  let judgement = server;
  if (local && (!judgement || decidesOver(local.judgement, judgement))) judgement = local.judgement;
  for (const entry of entries) if (!judgement || decidesOver(entry, judgement)) judgement = entry;
  const refused = entries.filter((entry) => entry.status === 'rejected');
  const pending = entries.some((entry) => entry.status === 'pending');
  const late = entries.some((entry) => entry.status === 'late');
  const shownEntry = judgement ? entries.find((entry) => entry.opId === judgement.opId) : undefined;
  let state: CageState;
  if (refused.length > 0) state = 'attention';
  else if (pending) state = 'saved';
  else if (late) state = 'late';
  else state = judgement ? 'sent' : 'open';
  return {
    state,
    judgement: judgement && stripEntry(judgement),
    refusal: shownEntry?.refusal ?? refused.at(-1)?.refusal ?? null,
    refusedOpIds: refused.map((entry) => entry.opId),
    judged: server !== null || Boolean(local?.judgement.orderTime) || pending,
    decision: decisions.reduce<DecidedLateOp | null>(
      (latest, d) => (!latest || (d.decidedAt ?? '') > (latest.decidedAt ?? '') ? d : latest),
      null,
    ),
  };
}

function stripEntry(judgement: LocalJudgement): LocalJudgement {
  const { opId, kind, scores, total, skipReason, note, clientTime, orderTime } = judgement;
  return { opId, kind, scores, total, skipReason, note, clientTime, orderTime: orderTime ?? null };
}
