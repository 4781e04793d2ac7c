import { sql } from 'drizzle-orm';
import { type DocumentNode, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Database, DatabaseKind } from '../db/connection.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { viewVersions } from '../db/schema.ts';
import { VIEW_GROUPS, type ViewGroup } from './publicCache.ts';
import { rootFields } from './rootFields.ts';

/**
 * Whether what a process keeps in memory from the data (the public answers, the rendered pages,
 * computed results) is still right when several processes serve one PostgreSQL.
 *
 * A process empties what it keeps of a group of views (publicCache.ts) when its own mutation may
 * have changed it. The others learn of it from the database: such a mutation raises the group's
 * row in `view_versions` before its answer goes out, and a process reads those rows before it
 * answers from memory; a group whose version another process raised meanwhile is emptied first.
 * So a reader who asks any process after a change was answered sees the change, whichever process
 * made it. The reads are shared: every request that arrives while one read is under way or waits
 * to start waits for the next one (which starts after it arrived), and reads start at most every
 * MIN_READ_GAP_MS, so a thousand readers a second cost at most a hundred tiny queries, and none
 * is answered from a version older than its arrival.
 *
 * On the embedded database there is one process: its own mutations are all there is, so nothing
 * is read and nothing is raised.
 */
export interface Freshness {
  /** False on the embedded database: nothing is checked, and no hook is added to requests. */
  active: boolean;
  /** Before answering from memory: empties what another process changed since the last read. */
  check(): Promise<void>;
  /** After a mutation that may have changed these groups, before its answer goes out. */
  changed(groups: readonly ViewGroup[]): Promise<void>;
  /** Called with the groups to empty when another process changed them. */
  onStale(listener: (groups: ViewGroup[]) => void): void;
}

/**
 * The least time between the starts of two reads. A busy process would otherwise read after every
 * round trip, a read for every other request when two processes share the load, and each costs a
 * query on both sides (some 0.1 ms of this process's CPU, more with the cores contended). A quiet
 * process reads at once; a busy one lets a request wait up to this long for the next read.
 */
const MIN_READ_GAP_MS = 10;

// Read before most requests are answered from memory: built once.
const versionsQuery = preparedPerDb((db) => db.select().from(viewVersions).prepare('view_versions'));

export function createFreshness(db: Database, kind: DatabaseKind): Freshness {
  const listeners = new Set<(groups: ViewGroup[]) => void>();
  const onStale = (listener: (groups: ViewGroup[]) => void) => void listeners.add(listener);
  if (kind !== 'postgres')
    return { active: false, check: async () => undefined, changed: async () => undefined, onStale };
  /** The version of each group whose data this process keeps; unknown until first read. */
  const held = new Map<string, bigint>();
  let known = false;
  let reading: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const empty = (groups: ViewGroup[]) => {
    if (groups.length > 0) for (const listener of listeners) listener(groups);
  };

  const read = async () => {
    let rows: { view: string; version: bigint }[];
    try {
      rows = await versionsQuery(db).execute();
    } catch {
      // Unknown: whatever is kept may be stale. The request itself meets the database's trouble.
      known = false;
      held.clear();
      return empty([...VIEW_GROUPS]);
    }
    const versions = new Map(rows.map((row) => [row.view, row.version]));
    const stale = VIEW_GROUPS.filter((group) => (versions.get(group) ?? 0n) !== (held.get(group) ?? 0n));
    // Not known before (the first read, or after one that failed): what was kept since may be stale.
    empty(known ? stale : [...VIEW_GROUPS]);
    known = true;
    for (const group of VIEW_GROUPS) held.set(group, versions.get(group) ?? 0n);
  };
  /** When the last read started, and the read waiting for its turn, if any. */
  let lastStart = Number.NEGATIVE_INFINITY;
  let waiting: Promise<void> | null = null;
  const start = () => {
    lastStart = performance.now();
    reading = read().finally(() => {
      reading = null;
    });
    return reading;
  };
  const check = (): Promise<void> => {
    // A read that waits for its turn starts after this request arrived: it will do.
    if (waiting) return waiting;
    if (!reading) {
      const wait = lastStart + MIN_READ_GAP_MS - performance.now();
      if (wait <= 0) return start();
      waiting = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
        waiting = null;
        return start();
      });
      return waiting;
    }
    // A read under way may have started before a change this request must see: take the next one.
    // Whatever became of that read (its own requests learn it), the next one is made.
    const settled = reading.catch(() => undefined);
    next ??= settled.then(() => {
      next = null;
      return check();
    });
    return next;
  };
  return {
    active: true,
    check,
    onStale,
    async changed(groups) {
      if (groups.length === 0) return;
      const raised = await db
        .insert(viewVersions)
        .values(groups.map((view) => ({ view, version: 1n })))
        .onConflictDoUpdate({ target: viewVersions.view, set: { version: sql`${viewVersions.version} + 1` } })
        .returning();
      // Ours directly follows the one held: no other process changed the group in between, and
      // our own caches were emptied already. Else the next check empties it again.
      for (const row of raised)
        if (known && row.version === (held.get(row.view) ?? 0n) + 1n) held.set(row.view, row.version);
    },
  };
}

/**
 * Checks freshness before anything may be answered from memory: every HTTP request to the
 * endpoint (the response cache answers from its `onRequest`, an ETag, and `onParams`, before the
 * document is even parsed), and every query over the WebSocket (computed results). Put it before
 * the response cache in Yoga's plugins.
 */
export function freshnessPlugin(freshness: Freshness): Plugin<{ requestInfo?: { transport: string } }> {
  // One process: nothing to check, and no hook in every request's way.
  if (!freshness.active) return {};
  return {
    onRequest: () => freshness.check(),
    async onExecute({ args }) {
      if (args.contextValue.requestInfo?.transport !== 'ws') return;
      const { operation } = rootFields(args.document as DocumentNode, args.operationName);
      if (operation?.operation === OperationTypeNode.QUERY) await freshness.check();
    },
  };
}
