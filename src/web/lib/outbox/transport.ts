import { isErrorCode } from '@shared/errorCodes';
import { clockOffsetOf } from '@shared/judging';
import type { JudgeCageFieldsFragment, JudgingOpInput } from '@web/gql/graphql';
import { print } from 'graphql';
import { tokenAccountId } from '../session/tokenStorage';
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
 * connection, server unreachable, connection lost): the browser may never say it is back online,
 * so it is tried again soon; the ops are idempotent, and a request that never arrived costs the
 * server nothing. `server`: the server is slow or busy, or failed on this batch, or something
 * answered that is not the API (timeout, 5xx, 429, a proxy's page): it gets the room of a growing
 * back-off, and the batch is split in case one of its ops is what fails.
 */
export type TransientCause = 'network' | 'server';

/**
 * What became of one batch:
 * - `answered`: per op, with the device's clock offset from the server's when the answer tells;
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
  | { kind: 'answered'; answers: OpAnswer[]; clockOffsetMs: number | null }
  | { kind: 'transient'; reason: string; cause: TransientCause }
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
}

const QUERY = print(SUBMIT_JUDGING_OPS);
/** Hall Wi-Fi is slow but a batch is small: 20 s without an answer is a lost answer. */
const DEFAULT_TIMEOUT_MS = 20_000;
// Codes that end the session: the queue waits for the same judge to log in again.
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'CLIENT_NOT_VERIFIED']);
/** Codes that mean "try again later" rather than "no", for the whole call or for one op. */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED']);

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
    return { kind: 'transient', reason: message, cause: 'server' };
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

/** Sends batches through submitJudgingOps over plain fetch, classifying every way it can end. */
export function createGraphQLTransport(options: TransportOptions): Transport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  return async (ops) => {
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
        body: JSON.stringify({
          operationName: 'SubmitJudgingOps',
          query: QUERY,
          variables: { ops, madeBy: String(options.ownerId) },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'transient', reason: reasonOf(error), cause: timedOut(error) ? 'server' : 'network' };
    }
    if (response.status === 401) return { kind: 'unauthenticated', token };
    if (response.status >= 500 || response.status === 429)
      return { kind: 'transient', reason: `HTTP ${response.status}`, cause: 'server' };
    let body: Body;
    try {
      body = (await response.json()) as Body;
    } catch (error) {
      // The connection broke while the answer came in, or what answered is not the API.
      const cause = timedOut(error) || !(error instanceof TypeError) ? 'server' : 'network';
      return { kind: 'transient', reason: `HTTP ${response.status}: ${reasonOf(error)}`, cause };
    }
    const answers = body.data?.submitJudgingOps;
    if (answers) {
      const received = answers[0]?.receivedAt ? new Date(answers[0].receivedAt) : null;
      const clockOffsetMs =
        received && !Number.isNaN(received.getTime()) ? clockOffsetOf(received, sentAt, now()) : null;
      return { kind: 'answered', answers, clockOffsetMs };
    }
    return classifyRefusal(body.errors, response.status, token);
  };
}
