import type { Database } from '../../db/connection.ts';
import { type JudgeCageView, selectJudgeCageViews } from '../../db/judging.ts';
import { serverBusy } from '../../errors.ts';
import { applyJudgingOps, type JudgingBatch, type OpOutcome } from './judgingOps.ts';

/** Ops per transaction at most: a long queue is written in several, so none grows without bound. */
const MAX_GROUP_OPS = 2_000;

interface WrittenBatch {
  outcomes: OpOutcome[];
  /** The batch's cages after the group was written. */
  views: JudgeCageView[];
}

export interface JudgingWriter {
  /**
   * Throws SERVER_BUSY (HTTP 503 with Retry-After) when `maxQueued` batches wait already, besides
   * the group being written. A judge's call asks before it reads anything and again right before
   * it queues its batch: a refused call has cost the database nothing and written nothing.
   */
  refuseWhenFull(): void;
  /** Queues the batch (never refused: see refuseWhenFull) and resolves once it is written. */
  write(batch: JudgingBatch): Promise<WrittenBatch>;
}

export interface JudgingWriterOptions {
  /** Batches that may wait at most (JUDGING_MAX_QUEUED); default: no bound. */
  maxQueued?: number;
}

/** Seconds a refused tablet is told to wait: about one per transaction ahead of it, 2 to 5. */
function retryAfterSeconds(opsWaiting: number): number {
  return Math.min(5, Math.max(2, 1 + Math.ceil(opsWaiting / MAX_GROUP_OPS)));
}

interface Waiting {
  batch: JudgingBatch;
  resolve: (written: WrittenBatch) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes judges' batches with group commit: while one transaction runs, the batches that arrive
 * queue and then go together in the next one (the cages read once, one insert, the cages' views
 * read once). The embedded database runs one transaction at a time, so this is what lets fifty
 * judges send at once without queueing behind each other's transactions. The queue is bounded
 * (refuseWhenFull): past it, a judge's call is refused at once and the tablet sends again after
 * Retry-After, instead of every judge waiting longer and longer until their requests time out and
 * are sent again anyway.
 */
export function createJudgingWriter(db: Database, options: JudgingWriterOptions = {}): JudgingWriter {
  const maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
  const queue: Waiting[] = [];
  let running = false;

  const nextGroup = (): Waiting[] => {
    const group: Waiting[] = [];
    let ops = 0;
    while (queue.length > 0 && (group.length === 0 || ops + queue[0].batch.ops.length <= MAX_GROUP_OPS)) {
      const waiting = queue.shift() as Waiting;
      ops += waiting.batch.ops.length;
      group.push(waiting);
    }
    return group;
  };

  /** The group in one transaction; if that fails, each batch in one of its own. */
  const writeGroup = async (group: Waiting[]) => {
    try {
      const outcomes = await db.transaction((tx) =>
        applyJudgingOps(
          tx,
          group.map((waiting) => waiting.batch),
        ),
      );
      return group.map((waiting, i) => ({ waiting, outcomes: outcomes[i] }));
    } catch (error) {
      // Nothing of the group was written. One caller's failing op must not fail the others' ops:
      // each batch is tried alone, and only a batch that fails alone fails its caller (who may send
      // again: op ids make it safe).
      if (group.length === 1) {
        group[0].reject(error);
        return [];
      }
      const written: { waiting: Waiting; outcomes: OpOutcome[] }[] = [];
      for (const waiting of group) written.push(...(await writeGroup([waiting])));
      return written;
    }
  };

  const run = async () => {
    running = true;
    while (queue.length > 0) {
      const group = nextGroup();
      try {
        const written = await writeGroup(group);
        const cageIds = [
          ...new Set(
            written.flatMap((w) => w.outcomes.flatMap((o) => (o.cageId === null ? [] : [o.cageId]))),
          ),
        ];
        const views = await selectJudgeCageViews(db, { cageIds });
        for (const { waiting, outcomes } of written) {
          const own = new Set(outcomes.map((o) => o.cageId));
          waiting.resolve({ outcomes, views: views.filter((view) => own.has(view.id)) });
        }
      } catch (error) {
        // The views could not be read: what was written stays written; the callers send again.
        for (const waiting of group) waiting.reject(error);
      }
    }
    running = false;
  };

  return {
    refuseWhenFull() {
      if (queue.length < maxQueued) return;
      const opsWaiting = queue.reduce((sum, waiting) => sum + waiting.batch.ops.length, 0);
      throw serverBusy(retryAfterSeconds(opsWaiting));
    },
    write: (batch) =>
      new Promise<WrittenBatch>((resolve, reject) => {
        queue.push({ batch, resolve, reject });
        if (!running) void run();
      }),
  };
}
