import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import {
  MAX_MAIL_ATTEMPTS,
  type ResultsMailEntry,
  requeueMails,
  selectResultsMails,
} from '../../db/resultsMails.ts';
import { appError } from '../../errors.ts';
import { findEvent, parseId } from '../events/eventAccess.ts';
import { computeResults } from '../results/resultsService.ts';
import { breederSummary, summaryDigest } from './resultsSummary.ts';

type ResultsMailState = 'WAITING' | 'SENT' | 'RETRYING' | 'FAILED';

export interface ResultsMailView extends ResultsMailEntry {
  state: ResultsMailState;
  changed: boolean;
}

export interface EventResultsMailsView {
  eventId: number;
  mails: ResultsMailView[];
  sentCount: number;
  pendingCount: number;
  failedCount: number;
  changedCount: number;
}

function stateOf(entry: ResultsMailEntry): ResultsMailState {
  if (entry.sentAt !== null) return 'SENT';
  if (entry.attempts >= MAX_MAIL_ATTEMPTS) return 'FAILED';
  return entry.lastError === null ? 'WAITING' : 'RETRYING';
}

/** The event's mails, each with whether the breeder's results changed since their last mail. */
async function mailsOf(ctx: GraphQLContext, eventId: number): Promise<EventResultsMailsView> {
  const entries = await selectResultsMails(ctx.db, eventId);
  const [results] =
    entries.length === 0 ? [] : await ctx.results.of([eventId], (ids) => computeResults(ctx.db, ids));
  const mails = entries.map((entry): ResultsMailView => {
    const state = stateOf(entry);
    const now = results && summaryDigest(breederSummary(results, entry.breederId));
    return { ...entry, state, changed: state === 'SENT' && entry.sentDigest !== now };
  });
  const count = (test: (mail: ResultsMailView) => boolean) => mails.filter(test).length;
  return {
    eventId,
    mails,
    sentCount: count((m) => m.state === 'SENT'),
    pendingCount: count((m) => m.state === 'WAITING' || m.state === 'RETRYING'),
    failedCount: count((m) => m.state === 'FAILED'),
    changedCount: count((m) => m.changed),
  };
}

/** Admin: the event's results mails (none before it ends). */
export async function eventResultsMails(
  ctx: GraphQLContext,
  eventId: string,
): Promise<EventResultsMailsView> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  return mailsOf(ctx, event.id);
}

/** Admin: the breeder's mail goes out again, with the results as they are when it is sent. */
export async function resendResultsMail(
  ctx: GraphQLContext,
  eventId: string,
  breederId: string,
): Promise<ResultsMailView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const id = parseId(breederId);
  const queued = id === null ? 0 : await requeueMails(ctx.db, event.id, 'RESULTS', ctx.now(), [id]);
  if (queued === 0)
    throw appError('CLIENT_NOT_FOUND', 'The event has no results mail for this breeder', {
      field: 'breederId',
    });
  ctx.log.info('results mail to be sent again', { eventId: event.id, breederId: id, by: admin.id });
  ctx.resultsMails.wake();
  const { mails } = await mailsOf(ctx, event.id);
  return mails.find((mail) => mail.breederId === id)!;
}

/** Admin: every mail the sender gave up on goes out again. */
export async function resendFailedResultsMails(
  ctx: GraphQLContext,
  eventId: string,
): Promise<EventResultsMailsView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const failed = (await mailsOf(ctx, event.id)).mails.filter((mail) => mail.state === 'FAILED');
  const queued = await requeueMails(
    ctx.db,
    event.id,
    'RESULTS',
    ctx.now(),
    failed.map((mail) => mail.breederId),
  );
  ctx.log.info('failed results mails to be sent again', {
    eventId: event.id,
    breeders: queued,
    by: admin.id,
  });
  if (queued > 0) ctx.resultsMails.wake();
  return mailsOf(ctx, event.id);
}

/** Admin: "updated results" to each breeder whose results changed since their last mail. */
export async function sendUpdatedResults(
  ctx: GraphQLContext,
  eventId: string,
): Promise<EventResultsMailsView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const queued = await queueUpdatedResultsMails(ctx, event.id);
  ctx.log.info('updated results to be sent', { eventId: event.id, breeders: queued, by: admin.id });
  return mailsOf(ctx, event.id);
}

/**
 * "Updated results" to each breeder whose results changed since their last mail (sent by the
 * office, or after a correction of a judgement); the number queued.
 */
export async function queueUpdatedResultsMails(ctx: GraphQLContext, eventId: number): Promise<number> {
  const changed = (await mailsOf(ctx, eventId)).mails.filter((mail) => mail.changed);
  const queued = await requeueMails(
    ctx.db,
    eventId,
    'UPDATED',
    ctx.now(),
    changed.map((mail) => mail.breederId),
  );
  if (queued > 0) ctx.resultsMails.wake();
  return queued;
}
