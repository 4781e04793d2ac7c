import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import {
  type ClaimedMail,
  claimDueMails,
  markMailFailed,
  markMailSent,
  releaseClaims,
  renewClaim,
  selectResultsMails,
} from '../../db/resultsMails.ts';
import { events } from '../../db/schema.ts';
import type { Catalogs } from '../../i18n/catalogs.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resultsMail } from '../../mail/resultsMail.ts';
import { resultsStateOf } from '../results/objectionsService.ts';
import { computeResults, type ResultsView } from '../results/resultsService.ts';
import { breederSummary, summaryDigest } from './resultsSummary.ts';

export interface ResultsMailTiming {
  /** How often a process looks for due mails besides being woken (a restart, another process's rows). */
  pollMs?: number;
  /** How long a claimed mail is this process's; longer than any SMTP exchange may take. */
  claimMs?: number;
  /** The first wait after a failure; it doubles with each failure, up to an hour. */
  retryBaseMs?: number;
  /** How many due mails one claim takes. */
  batch?: number;
}

const RESULTS_MAIL_POLL_MS = 30_000;
/** Above the SMTP transport's own time-outs together (mailer.ts), so no live send loses its claim. */
const RESULTS_MAIL_CLAIM_MS = 5 * 60_000;
const RESULTS_MAIL_RETRY_BASE_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const RESULTS_MAIL_BATCH = 20;

export interface ResultsMailSender {
  /** Mails were queued: look now rather than at the next poll. */
  wake(): void;
  /** Claims and sends what is due, until nothing is; how many were sent. */
  runOnce(): Promise<number>;
  /** No more rounds; waits for the one under way. */
  close(): Promise<void>;
}

interface Deps {
  db: Database;
  mailer: Mailer;
  catalogs: Catalogs;
  publicUrl: string;
  log: Logger;
  now: () => Date;
}

/**
 * The results mails' sender of one process (docs/domain.md, Results mails). It claims due rows of
 * the outbox, sends each and marks it sent right after the SMTP server accepted it; a failure makes
 * the row due again after a back-off. Delivery is at least once: a process that dies between the
 * SMTP server's acceptance and the mark leaves a claim that lapses, and another process sends again.
 */
export function createResultsMailSender(deps: Deps, timing: ResultsMailTiming = {}): ResultsMailSender {
  const pollMs = timing.pollMs ?? RESULTS_MAIL_POLL_MS;
  const claimMs = timing.claimMs ?? RESULTS_MAIL_CLAIM_MS;
  const retryBaseMs = timing.retryBaseMs ?? RESULTS_MAIL_RETRY_BASE_MS;
  const batch = timing.batch ?? RESULTS_MAIL_BATCH;
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;

  const sendOne = async (mail: ClaimedMail, results: Map<number, ResultsView>) => {
    // Still this sender's, for one more claim time: else another has taken it since.
    if (!(await renewClaim(db, mail, new Date(deps.now().getTime() + claimMs)))) return false;
    const [entry] = await selectResultsMails(db, mail.eventId, mail.breederId);
    const [event] = await db.select().from(events).where(eq(events.id, mail.eventId));
    if (!entry || !event) return false;
    if (!results.has(mail.eventId))
      results.set(mail.eventId, (await computeResults(db, [mail.eventId])).get(mail.eventId)!);
    const summary = breederSummary(results.get(mail.eventId)!, mail.breederId);
    try {
      // A breeder with no cage left has nothing to be told; the row is done all the same.
      if (summary)
        await deps.mailer.send(
          resultsMail(deps.catalogs, {
            publicUrl: deps.publicUrl,
            locale: entry.language,
            kind: mail.kind,
            to: entry.email,
            addressee: entry,
            eventId: mail.eventId,
            eventTitle: event.title,
            summary,
            results: resultsStateOf(event),
            now: deps.now(),
          }),
        );
    } catch (error) {
      const waitMs = Math.min(retryBaseMs * 2 ** (mail.attempts - 1), MAX_RETRY_MS);
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail, new Date(deps.now().getTime() + waitMs), reason);
      log.warn('results mail failed; it is tried again', {
        eventId: mail.eventId,
        breederId: mail.breederId,
        attempt: mail.attempts,
        retryInMs: waitMs,
        error: reason,
      });
      return false;
    }
    const marked = await markMailSent(db, mail, deps.now(), summaryDigest(summary));
    if (!marked)
      log.warn('results mail sent after its claim lapsed; the breeder may get it twice', {
        eventId: mail.eventId,
        breederId: mail.breederId,
      });
    return true;
  };

  const round = async () => {
    let sent = 0;
    for (;;) {
      const now = deps.now();
      const token = randomUUID();
      const claimed = await claimDueMails(db, {
        token,
        now,
        until: new Date(now.getTime() + claimMs),
        limit: batch,
      });
      if (claimed.length === 0) return sent;
      // Results are read once per event and batch (not per breeder, nor kept from an earlier
      // batch: an update made meanwhile must carry the results as they are now).
      const results = new Map<number, ResultsView>();
      for (const mail of claimed) {
        // Stopping: what is not sent yet is given back for the next process, not held for minutes.
        if (closed) {
          await releaseClaims(db, token);
          return sent;
        }
        if (await sendOne(mail, results)) sent += 1;
      }
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void run(), pollMs);
    // The poll never keeps the process alive.
    timer.unref();
  };

  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        try {
          sent += await round();
        } catch (error) {
          log.error('results mails could not be read or marked; the next round tries again', { error });
        }
      } while (again && !closed);
      return sent;
    })().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  };

  // The first round at start takes over what another process or an earlier run left.
  void run();
  return {
    wake: () => {
      if (!closed) void run();
    },
    runOnce: () => run(),
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
