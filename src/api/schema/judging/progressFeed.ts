import { Repeater } from 'graphql-yoga';
import type { Database } from '../../db/connection.ts';
import type { Logger } from '../../logger.ts';
import type { EventBus } from '../events/eventBus.ts';
import { type JudgingProgressView, judgingProgress } from './judgingService.ts';

/** At most one count per event in this interval, however many ops arrive: counting reads every cage. */
const PROGRESS_INTERVAL_MS = 200;

export interface ProgressFeed {
  /** The event's counts now, then after judging changed them (at most one per interval). */
  subscribe(eventId: number): AsyncIterable<JudgingProgressView>;
  close(): void;
}

interface Channel {
  listeners: Set<(progress: JudgingProgressView) => void>;
  timer?: ReturnType<typeof setTimeout>;
  stop(): void;
}

/**
 * Live judging progress for every watcher of an event, counted once per interval and shared by
 * all of them, and only while someone watches. Judging only says "changed" on the bus (cheap, and
 * the one thing that must cross processes); the counting happens here.
 */
export function createProgressFeed(bus: EventBus, db: Database, log: Logger): ProgressFeed {
  const channels = new Map<number, Channel>();

  const count = async (eventId: number, channel: Channel) => {
    channel.timer = undefined;
    try {
      const progress = await judgingProgress(db, eventId);
      for (const listener of channel.listeners) listener(progress);
    } catch (error) {
      log.warn('judging progress not counted', { eventId, error });
    }
  };

  const open = (eventId: number): Channel => {
    const changes = bus.subscribe('judgingChanged', eventId)[Symbol.asyncIterator]();
    const channel: Channel = { listeners: new Set(), stop: () => void changes.return?.() };
    void (async () => {
      for (let change = await changes.next(); !change.done; change = await changes.next())
        channel.timer ??= setTimeout(() => void count(eventId, channel), PROGRESS_INTERVAL_MS);
    })();
    channels.set(eventId, channel);
    return channel;
  };

  return {
    subscribe: (eventId) =>
      new Repeater<JudgingProgressView>(async (push, stop) => {
        const channel = channels.get(eventId) ?? open(eventId);
        const listener = (progress: JudgingProgressView) => void push(progress);
        // Listening starts before the first count, so no change falls in between.
        channel.listeners.add(listener);
        await push(await judgingProgress(db, eventId));
        await stop;
        channel.listeners.delete(listener);
        if (channel.listeners.size === 0) {
          clearTimeout(channel.timer);
          channel.stop();
          channels.delete(eventId);
        }
      }),
    close() {
      for (const channel of channels.values()) {
        clearTimeout(channel.timer);
        channel.stop();
      }
      channels.clear();
    },
  };
}
