import { isErrorCode } from '@shared/errorCodes';
import type { JudgeCageFieldsFragment, JudgingOpInput } from '@web/gql/graphql';
import { print } from 'graphql';
import { SUBMIT_JUDGING_OPS } from './graphql/SubmitJudgingOps';
import type { OpRefusal } from './judgingDb';

export interface OpAnswer {
  opId: string;
  outcome: 'APPLIED' | 'DUPLICATE' | 'REJECTED';
  code?: string | null;
  message?: string | null;
  field?: string | null;
  cage?: JudgeCageFieldsFragment | null;
}

/**
 * Why a batch got no usable answer. `network`: the request failed without an answer (no
 * connection, server unreachable, connection lost): the browser may never say it is back online,
 * so it is tried again soon; the ops are idempotent, and a request that never arrived costs the
 * server nothing. `server`: the server is slow or busy, or something answered that is not the API
 * (timeout, 5xx, 429, a proxy's page): it gets the room of a growing back-off.
 */
export type TransientCause = 'network' | 'server';

/**
 * What became of one batch: answered per op; a transient failure (no answer, timeout, 5xx) to
 * retry later; a session the server no longer accepts (wait for the judge to log in again); or a
 * refusal of the whole batch (e.g. the account lost its judge role), kept on every op.
 */
export type SendResult =
  | { kind: 'answered'; answers: OpAnswer[] }
  | { kind: 'transient'; reason: string; cause: TransientCause }
  | { kind: 'unauthenticated' }
  | { kind: 'refused'; refusal: OpRefusal };

export type Transport = (ops: JudgingOpInput[]) => Promise<SendResult>;

export interface TransportOptions {
  url: string;
  /** `Bearer …`, or undefined when no judge is logged in. */
  authorization: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const QUERY = print(SUBMIT_JUDGING_OPS);
/** Hall Wi-Fi is slow but a batch is small: 20 s without an answer is a lost answer. */
const DEFAULT_TIMEOUT_MS = 20_000;
// Codes that end the session: the queue waits for the same judge to log in again.
const SESSION_CODES = new Set(['UNAUTHENTICATED', 'CLIENT_NOT_VERIFIED']);
// Codes that mean "try again later" rather than "no".
const TRANSIENT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED']);

interface Body {
  data?: { submitJudgingOps?: OpAnswer[] } | null;
  errors?: { message?: string; extensions?: { code?: unknown; field?: unknown } }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** `AbortSignal.timeout` ends a fetch with a TimeoutError (an AbortError in older browsers). */
const timedOut = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Sends batches through submitJudgingOps over plain fetch, classifying every way it can end. */
export function createGraphQLTransport(options: TransportOptions): Transport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (ops) => {
    const authorization = options.authorization();
    if (!authorization) return { kind: 'unauthenticated' };
    let response: Response;
    try {
      response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          authorization,
        },
        body: JSON.stringify({ operationName: 'SubmitJudgingOps', query: QUERY, variables: { ops } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'transient', reason: reasonOf(error), cause: timedOut(error) ? 'server' : 'network' };
    }
    if (response.status === 401) return { kind: 'unauthenticated' };
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
    if (answers) return { kind: 'answered', answers };
    const first = body.errors?.[0];
    const code = first?.extensions?.code;
    if (typeof code === 'string' && SESSION_CODES.has(code)) return { kind: 'unauthenticated' };
    if (!isErrorCode(code) || TRANSIENT_CODES.has(code))
      return { kind: 'transient', reason: first?.message ?? `HTTP ${response.status}`, cause: 'server' };
    const field = first?.extensions?.field;
    return {
      kind: 'refused',
      refusal: { code, message: first?.message ?? code, field: typeof field === 'string' ? field : null },
    };
  };
}
