// Renamed: an envelop plugin, not a React hook, whatever its name says to the linter.
import { createInMemoryCache, useResponseCache as responseCache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';

/**
 * How long the public views may be answered from memory, in ms. Everyone in a hall reads the same
 * few pages; the embedded database would otherwise answer each read again. Every change to
 * events, cages, registrations or judging empties these answers at once (below), so the time is
 * only the bound for what no mutation announces (the registration deadline passing).
 */
export const CACHED_QUERIES: Record<string, number> = {
  'Query.events': 2_000,
  'Query.event': 2_000,
  'Query.eventCages': 2_000,
  'Query.resultEvents': 5_000,
  'Query.eventResults': 5_000,
};

/**
 * Mutations that change nothing a cached view shows (accounts, new pigeons, class rules, flight
 * data: a registration keeps the flight figures it was made with). Not `saveClient`: breeders'
 * and judges' names are shown with their events' cages and results.
 */
const MUTATIONS_OUTSIDE_EVENTS = new Set([
  'resendEmailChange',
  'cancelEmailChange',
  'confirmEmailChange',
  'registerClient',
  'verifyClient',
  'requestPasswordReset',
  'resetPassword',
  'setClientRole',
  'logoutClient',
  'createPigeon',
  'updateClassificationRules',
  'importFlightData',
]);

/** Every type a cached view is built from. */
const EVENT_TYPES = ['Event', 'EventCage', 'ResultEvent', 'EventResults'].map((typename) => ({ typename }));

/**
 * A short-lived cache of the public views, kept per session (a guest shares it with every guest,
 * a logged-in account has its own), emptied by every mutation that touches events, which
 * `onChange` then announces. Nothing else is cached: the default time-to-live is 0.
 * `plugin` goes into Yoga's plugins; `afterMutation` is called after each mutation
 * (./afterMutations.ts).
 */
export function createPublicCache(options: { onChange?: () => void } = {}) {
  const cache = createInMemoryCache({ max: 2_000 });
  const plugin: Plugin = {
    onPluginInit({ addPlugin }) {
      addPlugin(
        responseCache({
          cache,
          ttl: 0,
          ttlPerSchemaCoordinate: CACHED_QUERIES,
          session: (request) => request.headers.get('authorization'),
          // Over the WebSocket the token is not in a header: nothing there is cached.
          enabled: (request) => Boolean(request?.headers),
        }),
      );
    },
  };
  return {
    plugin: [plugin, privateAnswers],
    /** Refused mutations write nothing, but emptying costs little: no need to tell them apart. */
    afterMutation(fields: readonly string[]) {
      if (fields.length > 0 && fields.every((field) => MUTATIONS_OUTSIDE_EVENTS.has(field))) return;
      void cache.invalidate(EVENT_TYPES);
      // The pages rendered from these answers are stale too (src/api/http/serverRendering.ts).
      options.onChange?.();
    },
  };
}

/**
 * An answer to a request with a login token is that account's alone: no shared cache (a proxy,
 * a hall's caching router) may keep it, nor the browser's disk. The ETag the response cache adds
 * stays, for the same session asking again.
 */
const privateAnswers: Plugin = {
  onResponse({ request, response }) {
    if (request.headers.get('authorization')) response.headers.set('Cache-Control', 'private, no-store');
  },
};
