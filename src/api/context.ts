import type { RateLimiter } from './auth/rateLimiter.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { ViewGroup } from './http/publicCache.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OperationBus } from './schema/events/eventBus.ts';
import type { EventLoaders } from './schema/events/eventLoaders.ts';
import type { JudgingWriter } from './schema/judging/judgingWriter.ts';
import type { ProgressFeed } from './schema/judging/progressFeed.ts';
import type { KeptRules } from './schema/pigeons/keptRules.ts';
import type { ResultsCache } from './schema/results/resultsCache.ts';
import type { ResultsView } from './schema/results/resultsService.ts';
import type { ResultsMailSender } from './schema/showOffice/resultsMailSender.ts';

/** Where an operation came from; `authorization` carries the bearer token once accounts exist. */
export interface RequestInfo {
  transport: 'http' | 'ws';
  /** The HTTP method (null over the WebSocket). */
  method: string | null;
  authorization: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** What every resolver receives (codegen's `contextType` points here). */
export interface GraphQLContext {
  db: Database;
  log: Logger;
  config: Config;
  requestInfo: RequestInfo;
  /** The clock services use, injectable so tests can pin "now". */
  now: () => Date;
  mailer: Mailer;
  /**
   * Runs `task` once the answer has gone out, never holding it up; a failure is logged as
   * `failure`. For work only some calls do where the answer must not tell which: a mail that only
   * an address with an account gets, and the writes that go with it.
   */
  afterAnswer(task: () => Promise<void>, failure: string): void;
  /** Results mails were queued: this process's sender looks at once. */
  resultsMails: Pick<ResultsMailSender, 'wake'>;
  limits: AbuseLimits;
  /** Who is calling, resolved from the bearer token once per operation. */
  viewer: () => Promise<Viewer>;
  /**
   * Announces changed events to `eventChanged` and `judgingChanged` subscribers, on every process;
   * the announcements go out once the operation is done (http/afterMutations.ts).
   */
  eventBus: OperationBus;
  /** Live judging counts for `judgingProgress` subscribers. */
  progressFeed: ProgressFeed;
  /** Writes judges' batches, grouping those that arrive together into one transaction. */
  judgingWriter: JudgingWriter;
  /** Ended events' computed results, shared by every reader until a mutation. */
  results: ResultsCache<ResultsView>;
  /** Batches what the fields of many events read, per operation. */
  loaders: EventLoaders;
  /** The class thresholds as last read, for what only shows a class (schema/pigeons/keptRules.ts). */
  classRules: KeptRules;
  /**
   * Set by a mutation that knows it changed fewer groups of public views than its name says
   * (http/publicCache.ts): a save that changed nothing, or only what some views show. What is kept
   * of the others stays. Heeded only for an operation of that one mutation.
   */
  changedViews?: ViewGroup[];
}

/**
 * Per-action limiters for what strangers can trigger (logins, registrations, verification and reset
 * mails, reset tokens).
 */
export type AbuseLimits = Record<
  'login' | 'register' | 'verificationResend' | 'resetRequest' | 'resetToken' | 'emailChange',
  { perIp: RateLimiter; perAddressAndIp: RateLimiter }
>;
