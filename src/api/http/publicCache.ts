import { createHash } from 'node:crypto';
// Renamed: an envelop plugin, not a React hook, whatever its name says to the linter.
import { type Cache, useResponseCache as responseCache } from '@graphql-yoga/plugin-response-cache';
import { type DocumentNode, type ExecutionResult, OperationTypeNode, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { rootFields } from './rootFields.ts';

/**
 * How long the public views may be answered from memory, in ms. Everyone in a hall reads the same
 * few pages; the embedded database would otherwise answer each read again. Every change to
 * events, cages, registrations or judging empties these answers at once (below), so the time is
 * only the bound for what no mutation announces (the registration deadline passing).
 */
const CACHED_QUERIES: Record<string, number> = {
  'Query.events': 2_000,
  'Query.event': 2_000,
  'Query.eventCages': 2_000,
  'Query.resultEvents': 5_000,
  'Query.eventResults': 5_000,
  'Query.seasonChampionship': 5_000,
  'Query.seasonShows': 5_000,
};

/** How long a request waits at most for the same request's answer computed meanwhile. */
const WAIT_FOR_SAME_MS = 5_000;

/** A query all of whose top-level fields are answers kept here (CACHED_QUERIES). */
function onlyCachedFields(document: DocumentNode, operationName: string | null | undefined): boolean {
  const { operation, fields } = rootFields(document, operationName);
  return (
    operation?.operation === OperationTypeNode.QUERY &&
    fields.length > 0 &&
    fields.every((field) => `Query.${field}` in CACHED_QUERIES)
  );
}

/**
 * Mutations that change nothing a cached view shows (accounts, new pigeons, a judge's tablet
 * reporting itself to the show office). Not `saveClient`:
 * breeders' and judges' names are shown with their events' cages and results. Not the class rules
 * and flight data: registrations still open follow them (their classes, counted per class on the
 * event page).
 */
const MUTATIONS_OUTSIDE_EVENTS = new Set([
  'resendEmailChange',
  'cancelEmailChange',
  'registerClient',
  'verifyClient',
  'resendVerification',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
  'setClientRole',
  'logoutClient',
  'createPigeon',
  'reportJudgingDevice',
]);

/**
 * The public views in groups that change together; what is kept of each (answers, computed
 * results) is emptied only when a mutation may have changed that group. During a show the judges'
 * batches change events and cages every few seconds, but never an ended show's results. `private`
 * holds every answer to a signed-in session besides its other groups: what only the caller sees in
 * a view (their own registrations on the event page) changes with their own pigeons.
 */
export const VIEW_GROUPS = ['events', 'cages', 'results', 'private'] as const;
export type ViewGroup = (typeof VIEW_GROUPS)[number];

const GROUP_OF_FIELD: Readonly<Record<string, ViewGroup>> = {
  events: 'events',
  event: 'events',
  eventCages: 'cages',
  resultEvents: 'results',
  eventResults: 'results',
  seasonChampionship: 'results',
  seasonShows: 'results',
};

/**
 * The groups a mutation may change, where that is less than all of them. A judge's batch changes
 * counts and cages; an op for an ended event is kept as late and counts only once an admin accepts
 * it (`resolveLateJudgingOp`, which changes everything). A pigeon's ring, sex or colour show in
 * cage lists, results and its owner's registrations (private), and its class in an open event's
 * counts. Everything else changes all groups.
 */
const MUTATION_CHANGES: Readonly<Record<string, readonly ViewGroup[]>> = {
  ...Object.fromEntries([...MUTATIONS_OUTSIDE_EVENTS].map((field) => [field, []])),
  submitJudgingOps: ['events', 'cages', 'private'],
  // Its class may change in the events still open for registration (counted on the event page).
  // A save that changes less says so (PIGEON_COLOR_VIEWS, or nothing when nothing changed).
  updatePigeon: ['events', 'cages', 'results', 'private'],
  // Classes of registrations still open, nothing of cages or results (they come after the deadline).
  updateClassificationRules: ['events', 'private'],
  importFlightData: ['events', 'private'],
  // A breeder's new address is the one the results show, where they chose to show it.
  confirmEmailChange: ['results', 'private'],
};

/**
 * A pigeon's colour shows in the results (its cage card) and in its owner's registrations; no
 * count, class or cage list shows it or depends on it.
 */
export const PIGEON_COLOR_VIEWS: readonly ViewGroup[] = ['results', 'private'];

/** The groups a mutation with these top-level fields may change (unknown fields: all). */
export function viewsChangedBy(fields: readonly string[]): ViewGroup[] {
  if (fields.length === 0) return [...VIEW_GROUPS];
  const changed = new Set(fields.flatMap((field) => MUTATION_CHANGES[field] ?? VIEW_GROUPS));
  return VIEW_GROUPS.filter((group) => changed.has(group));
}

/** The groups an operation's document reads, by its root fields; remembered per document. */
const groupsOfDocument = new LRUCache<string, ViewGroup[]>({ max: 500 });
function groupsRead(documentString: string, operationName: string | null | undefined): ViewGroup[] {
  const key = `${operationName ?? ''}\n${documentString}`;
  let groups = groupsOfDocument.get(key);
  if (!groups) {
    let fields: string[] = [];
    try {
      fields = rootFields(parse(documentString), operationName).fields;
    } catch {
      // Not a document: nothing of it is cached.
    }
    // Fields not known (a fragment at the top): it may read any group.
    const read = new Set(fields.length === 0 ? VIEW_GROUPS : fields.map((field) => GROUP_OF_FIELD[field]));
    groups = VIEW_GROUPS.filter((group) => read.has(group));
    groupsOfDocument.set(key, groups);
  }
  return groups;
}

/**
 * A short-lived cache of the public views, kept per session (a guest shares it with every guest,
 * a logged-in account has its own). Each answer is filed under the groups its root fields read
 * (its key starts with them), and `clear(groups)` drops every answer of those groups: emptied by
 * type, an answer holding no object with an id (`eventResults` asked without `event { id }`) would
 * stay. Nothing else is cached: the default time-to-live is 0. `plugin` goes into Yoga's plugins.
 */
export function createPublicCache() {
  const answers = new LRUCache<string, ExecutionResult>({ max: 2_000 });
  /**
   * The data of every answer kept. A hit is a shallow copy of the kept answer, sharing its data:
   * what is made once from an answer (its JSON, its compressed bytes) is found again by it.
   */
  const keptData = new WeakSet<object>();
  /**
   * How often each group was emptied. A key carries the counts it was made with (before the query
   * ran), and an answer whose groups were emptied while it was computed is not kept: it may hold
   * the data from before the change.
   */
  const emptied: Record<ViewGroup, number> = { events: 0, cages: 0, results: 0, private: 0 };
  const cache: Cache = {
    get: (key) => answers.get(key),
    set: (key, result, _entities, ttl) => {
      const [groups, counts] = key.split('|');
      const made = counts.split(',');
      const current =
        groups === '' ||
        groups.split(',').every((group, i) => emptied[group as ViewGroup] === Number(made[i]));
      if (!current) return;
      answers.set(key, result as ExecutionResult, { ttl });
      if (result.data) keptData.add(result.data);
    },
    // What a mutation changes is emptied by group (clear), not by the entities in its answer.
    invalidate: () => undefined,
  };
  /**
   * The key each operation's answer is kept under (by its context), and the computations of an
   * answer under way by key: the same request arriving meanwhile waits for that one instead of
   * computing it again (after a change, every reader of a page asks at once), then finds its
   * answer kept. When it is not kept (an error, a change meanwhile, not cacheable) each computes
   * its own. A computation that never ends lets them go after WAIT_FOR_SAME_MS.
   */
  const keyOf = new WeakMap<object, string>();
  const computing = new Map<string, Promise<void>>();
  const releaseOf = new WeakMap<object, () => void>();
  const waitForSame: Plugin = {
    async onExecute({ args }) {
      const key = keyOf.get(args.contextValue);
      if (!key || !onlyCachedFields(args.document, args.operationName)) return;
      const under = computing.get(key);
      if (under) return void (await under);
      let done!: () => void;
      const computed = new Promise<void>((resolve) => {
        done = resolve;
      });
      const timer = setTimeout(() => release(), WAIT_FOR_SAME_MS);
      const release = () => {
        clearTimeout(timer);
        if (computing.get(key) === computed) computing.delete(key);
        done();
      };
      computing.set(key, computed);
      releaseOf.set(args.contextValue, release);
    },
  };
  // After the response cache: it keeps the answer in its own onExecuteDone, before this one's.
  const releaseSame: Plugin = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const release = releaseOf.get(args.contextValue);
      if (!release) return;
      setExecuteFn(async (execArgs) => {
        try {
          return await executeFn(execArgs);
        } catch (error) {
          release();
          throw error;
        }
      });
      return { onExecuteDone: () => release() };
    },
  };
  const plugin: Plugin = {
    onPluginInit({ addPlugin }) {
      addPlugin(waitForSame);
      addPlugin(
        responseCache({
          cache,
          ttl: 0,
          ttlPerSchemaCoordinate: CACHED_QUERIES,
          // Emptied by group after each mutation (clear), so a mutation's answer need not be
          // walked for the objects it holds: that cost a judge's batch of 100 some 6 ms.
          invalidateViaMutation: false,
          session: (request) => request.headers.get('authorization'),
          // Over the WebSocket the token is not in a header: nothing there is cached.
          enabled: (request) => Boolean(request?.headers),
          buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId, context }) => {
            const read = groupsRead(documentString, operationName);
            const groups =
              sessionId && read.length > 0 ? [...new Set<ViewGroup>([...read, 'private'])] : read;
            // Node's own hash, at once: the plugin's (Web Crypto, a promise per request) cost a tenth
            // of a cached read's CPU.
            const hash = createHash('sha256')
              .update(
                JSON.stringify([
                  documentString,
                  operationName ?? null,
                  variableValues ?? {},
                  sessionId ?? null,
                ]),
              )
              .digest('base64url');
            const key = `${groups.join(',')}|${groups.map((group) => emptied[group]).join(',')}|${hash}`;
            if (context && typeof context === 'object') keyOf.set(context, key);
            return key;
          },
        }),
      );
      addPlugin(releaseSame);
    },
  };
  return {
    plugin: [plugin, privateAnswers],
    /** Whether this result is (a hit of) an answer kept here, whose data nobody changes any more. */
    isKept: (result: ExecutionResult) => Boolean(result.data && keptData.has(result.data)),
    /** Drops every answer that read one of `groups`. */
    clear(groups: readonly ViewGroup[]) {
      if (groups.length === 0) return;
      for (const group of groups) emptied[group] += 1;
      for (const key of [...answers.keys()]) {
        const read = key.slice(0, key.indexOf('|')).split(',');
        if (groups.some((group) => read.includes(group))) answers.delete(key);
      }
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
