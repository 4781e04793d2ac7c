import { isErrorCode } from '@shared/errorCodes';
import type {
  JudgeCageFieldsFragment,
  JudgingDeviceReport,
  JudgingOpInput,
  MyLateDecisionsQuery,
} from '@web/gql/graphql';
import { print } from 'graphql';
import { recordServerTime, recordServerTimeOf } from '../clock/serverClock';
import { tokenAccountId } from '../session/tokenStorage';
import { MY_LATE_DECISIONS } from './graphql/MyLateDecisions';
import { REPORT_JUDGING_DEVICE } from './graphql/ReportJudgingDevice';
import { SUBMIT_JUDGING_OPS } from './graphql/SubmitJudgingOps';
import type { OpRefusal } from './judgingDb';

export interface OpAnswer {
  opId: string;
  outcome: 'APPLIED' | 'DUPLICATE' | 'REJECTED';
  code?: string | null;
  message?: string | null;
  field?: string | null;
  cage?: JudgeCageFieldsFragment | null;
  /** The server's clock when it received the call (absent from servers before it was added). */
  receivedAt?: string | null;
  /** For an op that arrived after its event ended: the show office's decision so far. */
  late?: { status: 'PENDING' | 'ACCEPTED' | 'REJECTED'; decidedAt?: string | null } | null;
}

/**
 * Why a batch got no usable answer. `network`: the request failed without an answer (no
 * connection, server unreachable, connection lost). `busy`: the server said it cannot take it now,
 * or a proxy said the server is not there (503, 429, 502, 504, SERVER_BUSY, RATE_LIMITED), maybe
 * with a `Retry-After`: nothing is wrong with the batch. `server`: the server was slow or failed on
 * this batch, or something answered that is not the API (timeout, another 5xx, a page that is not
 * the API): the batch is split in case one of its ops is what fails. All three wait out the
 * device's one back-off (drainer.ts).
 */
export type TransientCause = 'network' | 'busy' | 'server';

/**
 * What became of one batch:
 * - `answered`: per op (the device's clock offset is learnt from the answer on the way: serverClock);
 * - `transient`: no usable answer (no network, timeout, 5xx): try again later;
 * - `unauthenticated`: the server refused the session (`token`, the one sent): wait for the judge
 *   to log in again;
 * - `otherAccount`: the session stored now belongs to another account than the ops' judge, so
 *   nothing was sent (or the server said so): wait for that judge's login;
 * - `held`: the server refused the request as a whole for a reason that is not about any op (the
 *   app's version no longer fits the server's schema, a limit, a parse error, the account is no
 *   judge now): every op stays pending.
 */
export type SendResult =
  | { kind: 'answered'; answers: OpAnswer[] }
  | { kind: 'transient'; reason: string; cause: TransientCause; retryAfterMs?: number }
  | { kind: 'unauthenticated'; token: string | null }
  | { kind: 'otherAccount' }
  | { kind: 'held'; refusal: OpRefusal };

export type Transport = (ops: JudgingOpInput[]) => Promise<SendResult>;

export interface TransportOptions {
  url: string;
  /** The judge whose ops these are: they go only with a session of this account. */
  ownerId: number;
  /** The session token stored now (shared by every tab), or null. */
  token: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The device's clock (epoch ms). */
  now?: () => number;
  /** Learns the device's clock offset from an answer's server time (default: the device's serverClock). */
  learnClock?: (serverMs: number, sentAt: number, answeredAt: number) => void;
  /**
   * What the tablet tells the show office's device panel, sent with each batch (the batch's op
   * ids are left out of its counts); null sends none.
   */
  device?: (sending: ReadonlySet<string>) => Promise<JudgingDeviceReport | null>;
}

const QUERY = print(SUBMIT_JUDGING_OPS);
/** Hall Wi-Fi is slow but a batch is small: 20 s without an answer is a lost answer. */
const DEFAULT_TIMEOUT_MS = 20_000;
// Codes that end the session: the queue waits for the same judge to log in again.
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'CLIENT_NOT_VERIFIED']);
/** Codes that mean "try again later" rather than "no", for the whole call or for one op. */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'INTERNAL_SERVER_ERROR',
  'RATE_LIMITED',
  'SERVER_BUSY',
]);
/** Of those, the ones that say the server is busy, not that something failed. */
const BUSY_CODES: ReadonlySet<string> = new Set(['RATE_LIMITED', 'SERVER_BUSY']);

interface Body {
  data?: { submitJudgingOps?: OpAnswer[] } | null;
  errors?: { message?: string; extensions?: { code?: unknown; field?: unknown } }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** `AbortSignal.timeout` ends a fetch with a TimeoutError (an AbortError in older browsers). */
const timedOut = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Sorts a GraphQL answer without data into what it means for the ops: the code of the first error
 * decides. Only the codes of a session and of a passing failure have a meaning of their own; any
 * other refusal of the whole call says nothing about the ops (they were never looked at), so they
 * wait for a version of the app or a server that accepts the call.
 */
export function classifyRefusal(
  errors: Body['errors'],
  status: number,
  token: string | null,
): Exclude<SendResult, { kind: 'answered' }> {
  const first = errors?.[0];
  const code = first?.extensions?.code;
  const message = first?.message ?? `HTTP ${status}`;
  if (typeof code === 'string' && SESSION_CODES.has(code)) return { kind: 'unauthenticated', token };
  if (code === 'OPS_OF_OTHER_ACCOUNT') return { kind: 'otherAccount' };
  if (typeof code !== 'string' || TRANSIENT_CODES.has(code))
    return { kind: 'transient', reason: message, cause: BUSY_CODES.has(code as string) ? 'busy' : 'server' };
  const field = first?.extensions?.field;
  return {
    kind: 'held',
    refusal: {
      code: isErrorCode(code) ? code : code.slice(0, 64),
      message,
      field: typeof field === 'string' ? field : null,
    },
  };
}

/**
 * A server's `Retry-After`: seconds, or an HTTP date (by the server's clock, so read against the
 * answer's own Date). Null when absent or unreadable.
 */
export function retryAfterMsOf(headers: Headers): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  const serverNow = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(at) || Number.isNaN(serverNow) ? null : Math.max(0, at - serverNow);
}

type Posted =
  | { kind: 'response'; response: Response; body: unknown; token: string }
  | Extract<SendResult, { kind: 'transient' | 'unauthenticated' | 'otherAccount' }>;

/**
 * Posts one GraphQL request with the owner's session, and sorts out what is not an answer: no
 * session or another account's, no connection, a timeout, 401, 429, 5xx (with its `Retry-After`),
 * a body that is not JSON. Every answer's server time sets the device's clock offset.
 */
async function post(
  options: TransportOptions,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Posted> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const learnClock = options.learnClock ?? recordServerTime;
  const token = options.token();
  if (!token) return { kind: 'unauthenticated', token };
  // Another tab logged another account in: its session never carries this judge's ops.
  if (tokenAccountId(token) !== options.ownerId) return { kind: 'otherAccount' };
  const sentAt = now();
  let response: Response;
  try {
    response = await doFetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'transient', reason: reasonOf(error), cause: timedOut(error) ? 'server' : 'network' };
  }
  recordServerTimeOf(response.headers, sentAt, now(), learnClock);
  if (response.status === 401) return { kind: 'unauthenticated', token };
  if (response.status >= 500 || response.status === 429) {
    // 502, 503, 504 and 429: the server is busy or not there (a proxy answered for it): nothing
    // the batch could be blamed for. Another 5xx may be the batch's own fault.
    const busy = [429, 502, 503, 504].includes(response.status);
    const retryAfterMs = retryAfterMsOf(response.headers) ?? undefined;
    // The body is not needed; reading it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return {
      kind: 'transient',
      reason: `HTTP ${response.status}`,
      cause: busy ? 'busy' : 'server',
      retryAfterMs,
    };
  }
  try {
    return { kind: 'response', response, body: await response.json(), token };
  } catch (error) {
    // The connection broke while the answer came in, or what answered is not the API.
    const cause = timedOut(error) || !(error instanceof TypeError) ? 'server' : 'network';
    return { kind: 'transient', reason: `HTTP ${response.status}: ${reasonOf(error)}`, cause };
  }
}

/** Sends batches through submitJudgingOps over plain fetch, classifying every way it can end. */
export function createGraphQLTransport(options: TransportOptions): Transport {
  return async (ops) => {
    const device = (await options.device?.(new Set(ops.map((op) => String(op.opId))))) ?? null;
    const posted = await post(options, 'SubmitJudgingOps', QUERY, {
      ops,
      madeBy: String(options.ownerId),
      ...(device && { device }),
    });
    if (posted.kind !== 'response') return posted;
    const body = posted.body as Body;
    const answers = body?.data?.submitJudgingOps;
    if (answers) return { kind: 'answered', answers };
    return classifyRefusal(body?.errors, posted.response.status, posted.token);
  };
}

const REPORT_QUERY = print(REPORT_JUDGING_DEVICE);

/** Sends the tablet's heartbeat (reportJudgingDevice): true when the server took it. */
export async function sendDeviceReport(
  options: TransportOptions,
  report: JudgingDeviceReport,
): Promise<boolean> {
  const posted = await post(options, 'ReportJudgingDevice', REPORT_QUERY, { report });
  return (
    posted.kind === 'response' &&
    (posted.body as { data?: { reportJudgingDevice?: boolean } })?.data?.reportJudgingDevice === true
  );
}

type LateDecisionAnswer = MyLateDecisionsQuery['myLateDecisions'][number];

/** What became of one question for decisions: answered, or a failure as for a batch. */
type DecisionsResult =
  | { kind: 'answered'; decisions: LateDecisionAnswer[] }
  | Exclude<SendResult, { kind: 'answered' }>;

export type DecisionsTransport = (opIds: string[]) => Promise<DecisionsResult>;

const DECISIONS_QUERY = print(MY_LATE_DECISIONS);

/** Asks the server what the show office decided about the judge's late ops (myLateDecisions). */
export function createDecisionsTransport(options: TransportOptions): DecisionsTransport {
  return async (opIds) => {
    const posted = await post(options, 'MyLateDecisions', DECISIONS_QUERY, { opIds });
    if (posted.kind !== 'response') return posted;
    const body = posted.body as {
      data?: { myLateDecisions?: LateDecisionAnswer[] } | null;
      errors?: Body['errors'];
    };
    const decisions = body?.data?.myLateDecisions;
    if (decisions) return { kind: 'answered', decisions };
    return classifyRefusal(body?.errors, posted.response.status, posted.token);
  };
}
