import type { TypedDocumentNode } from '@apollo/client';
import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { retryDelay } from '../network/retryDelay';
import { onSessionChange } from '../session/sessionStore';
import { forgetRenderedAnswer, readPageState } from '../ssr/pageState';
import { ServerAnswersContext } from '../ssr/serverAnswers';
import { fetchGraphQL, type GraphQLRequestError, operationName } from './fetchGraphQL';
import { forgetKeptAnswer, forgetKeptAnswers, keepAnswer, readKeptAnswer } from './keptAnswers';

// Some answers depend on who asked: the next user of the device starts without them.
onSessionChange(forgetKeptAnswers);

interface QueryState<T> {
  /** Which answer this is (query and variables): another key means another page's data. */
  key: string;
  data: T | undefined;
  /** When `data` was fetched; older than this visit when it comes from an earlier one. */
  fetchedAt: number | undefined;
  loading: boolean;
  error: GraphQLRequestError | undefined;
}

/**
 * A read-only query for the public pages: loading, data and error; fetched on mount, on
 * refetch() and when the network returns. The last answer is kept on the device, so a page seen
 * once shows it at once on a revisit (and offline, with `fetchedAt` to say how old it is) while it
 * is fetched again. Only a missing answer (`error.code` NETWORK) keeps it on the page: an error the
 * server answers with (the event is gone) is the page's new state, and the kept answer is dropped.
 */
export function usePublicQuery<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) {
  // Serialised, so that a new but equal variables object does not fetch again.
  const serialised = JSON.stringify(variables);
  const key = answerKey(document, serialised);
  // On the server the page waits for the answer (the context exists only there, so the hooks
  // of one environment always run in the same order).
  const server = useContext(ServerAnswersContext);
  const served = server ? use(server.fetch(key, document, variables)) : undefined;
  const [stored, setState] = useState<QueryState<TResult>>(() => {
    if (served !== undefined)
      return { key, data: served, fetchedAt: undefined, loading: false, error: undefined };
    // The answer the server rendered this page with: the first render shows exactly that.
    const rendered = readPageState()?.answers[key] as { data: TResult; fetchedAt: number } | undefined;
    if (rendered) return { key, ...rendered, loading: false, error: undefined };
    return keptState<TResult>(key);
  });
  // The same page with other variables (another event): never the previous one's data, but what
  // is kept of this one while it loads.
  const state = stored.key === key ? stored : keptState<TResult>(key);
  // A page the server rendered has its answers: asked again only when the network returns.
  const fresh = useRef(state.loading === false);
  /** The newest request: only its outcome counts. */
  const newest = useRef(0);
  /** Tries in a row without an answer while the browser says it is online, and the next try's timer. */
  const misses = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The mounted page's signal: every request of it, a press of "Erneut versuchen" too, ends with it. */
  const pageSignal = useRef<AbortSignal | undefined>(undefined);
  const load = useCallback(
    (signal: AbortSignal | undefined, quiet = false) => {
      const request = ++newest.current;
      clearTimeout(retryTimer.current);
      // A retry on its own asks in the background: the page keeps what it shows (the notice, the
      // button a person may be on) until an answer changes it.
      if (!quiet)
        setState((previous) =>
          previous.key === key ? { ...previous, loading: true, error: undefined } : keptState(key),
        );
      // An answer for another page than the one now shown (a retry still under way when the
      // address changed) changes nothing, nor does one to an older request: a request made
      // offline may fail only after the one made when the network returned has succeeded.
      const settle = (next: QueryState<TResult>) =>
        setState((previous) => (previous.key === key && request === newest.current ? next : previous));
      fetchGraphQL(document, JSON.parse(serialised) as TVariables, signal).then(
        (data) => {
          if (request !== newest.current) return;
          misses.current = 0;
          const fetchedAt = Date.now();
          keepAnswer(key, data, fetchedAt);
          settle({ key, data, fetchedAt, loading: false, error: undefined });
        },
        (error: GraphQLRequestError) => {
          if (signal?.aborted || request !== newest.current) return;
          // No answer (offline): what is kept stays on the page, with its time. An answer that
          // is an error (the event was deleted, its results are not out) replaces it.
          if (error.code !== 'NETWORK') forgetKeptAnswer(key);
          // While the browser says online, asked again after a while, until an answer comes or
          // the page is left (../network/retryDelay).
          else if (navigator.onLine && signal && !signal.aborted)
            retryTimer.current = setTimeout(() => load(signal, true), retryDelay(misses.current++));
          setState((previous) => {
            if (previous.key !== key) return previous;
            return error.code === 'NETWORK'
              ? { ...previous, loading: false, error }
              : { key, data: undefined, fetchedAt: undefined, loading: false, error };
          });
        },
      );
    },
    [document, serialised, key],
  );

  // Only the first run may skip the fetch: the `key` and `state` it keeps are those of that run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const abort = new AbortController();
    pageSignal.current = abort.signal;
    if (fresh.current) {
      fresh.current = false;
      keepAnswer(key, state.data, state.fetchedAt ?? Date.now());
      // Used once: a later visit of the page asks the server again.
      forgetRenderedAnswer(key);
    } else load(abort.signal);
    const again = () => load(abort.signal);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
      clearTimeout(retryTimer.current);
      abort.abort();
    };
  }, [load]);

  const refetch = useCallback(() => load(pageSignal.current), [load]);
  const { data, fetchedAt, loading, error } = state;
  return { data, fetchedAt, loading, error, refetch };
}

/** Before an answer comes: the one kept on the device from an earlier visit, if any. */
function keptState<T>(key: string): QueryState<T> {
  const kept = readKeptAnswer<T>(key);
  return { key, data: kept?.data, fetchedAt: kept?.fetchedAt, loading: true, error: undefined };
}

/** Which answer a query with these variables is (kept on the device, sent with a rendered page). */
export function answerKey(
  document: TypedDocumentNode<unknown, never> | TypedDocumentNode,
  serialisedVariables: string,
) {
  return `${operationName(document)}:${serialisedVariables}`;
}
