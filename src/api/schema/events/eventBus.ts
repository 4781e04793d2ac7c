import { randomUUID } from 'node:crypto';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import type { Notifications } from '../../db/connection.ts';
import type { Logger } from '../../logger.ts';

/**
 * `accountChanged` is keyed by an account's id, not an event's: that account's sessions, role or
 * existence changed (a logout, a new password or address, a role, a deletion), and its sockets
 * must not go on as before (http/graphqlWebSocket.ts closes them).
 */
export type BusTopic = 'eventChanged' | 'judgingChanged' | 'accountChanged';
const TOPICS: readonly string[] = ['eventChanged', 'judgingChanged', 'accountChanged'] satisfies BusTopic[];

/**
 * What subscriptions hear: `eventChanged` (an event's data changed) and `judgingChanged` (judging
 * changed an event's counts; the progress feed counts again), per event.
 *
 * One interface, two carriers. On the embedded database one process serves everyone, and the bus
 * stays in it. On PostgreSQL each announcement also goes out over NOTIFY on one channel, after the
 * change was committed (the callers announce once their write is done), and every process keeps
 * one connection that LISTENs to it and hands what others announced to its own subscribers (its
 * own announcements it has delivered already). Should that connection drop, postgres-js opens it
 * again and listens anew; whatever was announced meanwhile is lost, so every subscriber of this
 * process is then told that its event changed (they read its current state) and `onResync`'s
 * listeners treat everything kept as stale.
 */
export interface EventBus {
  publish(topic: BusTopic, eventId: number): void;
  subscribe(topic: BusTopic, eventId: number): AsyncIterable<{ eventId: number }>;
  /** After listening again following a drop: anything may have changed meanwhile. */
  onResync(listener: () => void): void;
  /** Starts listening (PostgreSQL); resolves once it listens. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'taubenschau_events';
/**
 * How often a process sends itself a beat over the channel. postgres-js listens anew after its
 * listening connection drops, but only once: should the database refuse that one connection (it
 * is restarting), the process would hear nothing more, silently. A beat that did not come back by
 * the next one means that: the process listens again (and resyncs), every beat until it can.
 */
const HEARTBEAT_MS = 5_000;

interface Announcement {
  origin: string;
  topic: BusTopic | 'beat';
  eventId?: number;
}

/** Subscribers a change is handed to in one turn of the event loop; then the loop goes round. */
const DELIVERIES_PER_TURN = 25;

/**
 * Hands a change to its subscribers a slice at a time, one slice per turn of the event loop: each
 * subscriber's answer is worked out (its operation run, its message written) while the loop is
 * held, and 400 of them at once held every other request for a second and more. Between slices,
 * requests and other sockets get their turn.
 */
function fairDeliveries() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    for (const deliver of waiting.splice(0, DELIVERIES_PER_TURN)) deliver();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  return (deliveries: (() => void)[]) => {
    waiting.push(...deliveries);
    schedule();
  };
}

export function createEventBus(notifications: Notifications | null = null, log?: Logger): EventBus {
  /** Subscribers of this process per `topic:eventId` (also told after a resync). */
  const listeners = new Map<string, Set<(payload: { eventId: number }) => void>>();
  const handOut = fairDeliveries();
  const origin = randomUUID();
  const resyncListeners = new Set<() => void>();
  let listening: { stop(): Promise<void> } | null = null;
  let listens = 0;
  let heard = true;
  let heartbeat: NodeJS.Timeout | undefined;

  // One object per change, the same for every subscriber: what is read for it can be shared
  // (eventChanged's resolver keeps its reads on it).
  const deliver = (topic: BusTopic, eventId: number) => {
    const payload = { eventId };
    const subscribers = listeners.get(`${topic}:${eventId}`);
    if (subscribers) handOut([...subscribers].map((listener) => () => listener(payload)));
  };
  const received = (payload: string) => {
    let message: Announcement;
    try {
      message = JSON.parse(payload) as Announcement;
    } catch {
      return;
    }
    if (message.origin === origin) {
      if (message.topic === 'beat') heard = true;
      return;
    }
    if (TOPICS.includes(message.topic) && Number.isSafeInteger(message.eventId))
      deliver(message.topic as BusTopic, message.eventId as number);
  };
  const resync = () => {
    log?.warn('event bus listens again: every subscriber reads anew, every cache is emptied');
    for (const listener of resyncListeners) listener();
    for (const key of listeners.keys()) {
      const [topic, id] = key.split(':');
      deliver(topic as BusTopic, Number(id));
    }
  };

  const listen = async (channel: Notifications) => {
    listening = await channel.listen(BUS_CHANNEL, received, () => {
      listens += 1;
      if (listens > 1) resync();
    });
  };
  const beat = async (channel: Notifications) => {
    if (!heard) {
      log?.warn('event bus heard nothing of its last beat: listening again');
      // Its connection is gone: stopping may fail or wait for nothing; a second is enough.
      const old = listening;
      listening = null;
      await Promise.race([
        old?.stop().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
      try {
        await listen(channel);
      } catch (error) {
        // The database is still away: the next beat tries again.
        log?.warn('event bus cannot listen yet', { error });
        return;
      }
    }
    heard = false;
    await channel.notify(BUS_CHANNEL, JSON.stringify({ origin, topic: 'beat' })).catch(() => undefined);
  };

  return {
    publish(topic, eventId) {
      deliver(topic, eventId);
      if (!notifications) return;
      const message: Announcement = { origin, topic, eventId };
      notifications.notify(BUS_CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        // Lost for the other processes: their subscribers learn it with the next change.
        log?.warn('event bus could not announce a change', { topic, eventId, error });
      });
    },
    subscribe(topic, eventId) {
      const key = `${topic}:${eventId}`;
      return new Repeater<{ eventId: number }>(async (push, stop) => {
        const listener = (payload: { eventId: number }) => {
          // A subscriber that cannot keep up drops what it has not taken yet (each change makes
          // it read the current state anyway), and never piles up changes without end.
          push(payload).catch(() => undefined);
        };
        const subscribers = listeners.get(key) ?? new Set();
        listeners.set(key, subscribers);
        subscribers.add(listener);
        await stop;
        subscribers.delete(listener);
        if (subscribers.size === 0 && listeners.get(key) === subscribers) listeners.delete(key);
      }, new SlidingBuffer(1));
    },
    onResync(listener) {
      resyncListeners.add(listener);
    },
    async start() {
      if (!notifications || listening) return;
      await listen(notifications);
      heartbeat = setInterval(() => void beat(notifications), HEARTBEAT_MS);
      heartbeat.unref();
    },
    async close() {
      clearInterval(heartbeat);
      const stopping = listening;
      listening = null;
      await stopping?.stop().catch(() => undefined);
    },
  };
}

/**
 * What one operation sees of the bus: its announcements wait until the operation is done and the
 * caches it changed are emptied on every process (yoga.ts, `flush`), so a subscriber who reads
 * anew on being told never reads a cache from before the change, on any process.
 */
export function operationBus(bus: EventBus) {
  const pending: [BusTopic, number][] = [];
  return {
    publish(topic: BusTopic, eventId: number) {
      pending.push([topic, eventId]);
    },
    subscribe: bus.subscribe,
    flush() {
      for (const [topic, eventId] of pending.splice(0)) bus.publish(topic, eventId);
    },
  };
}

export type OperationBus = ReturnType<typeof operationBus>;

/**
 * `first`, then whatever `rest` brings. `rest` starts listening before `first` is handed on, so a
 * change made while `first` is being read and sent is not missed; ending the result ends `rest`.
 */
export function startingWith<T>(first: T, rest: AsyncIterable<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const source = rest[Symbol.asyncIterator]();
    const listening = source.next();
    void stop.then(() => source.return?.());
    await push(first);
    for (let next = await listening; !next.done; next = await source.next()) await push(next.value);
    stop();
  });
}
