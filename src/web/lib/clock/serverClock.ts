import { SERVER_TIME_HEADER } from '@shared/site';

/**
 * How far this device's clock is off the server's, learnt from every answer of the API (the
 * server sends its time in the `X-Server-Time` header on each one): at login, with every query,
 * before the first rating. A judge's op is stamped with
 * the device's clock corrected by it; a device that has never heard from the server stamps its
 * ops as unverified, and the server orders those by their arrival instead of by their claim
 * (docs/domain.md, Time).
 *
 * Kept in memory and in local storage (so a reload offline still knows it), shared by every tab
 * through the storage. Where there is no storage (Node, a browser that refuses it), in memory.
 */
export interface ServerClock {
  /** Add to the device's clock to get the server's (ms). */
  offsetMs: number;
  /** The device's clock when the offset was learnt (epoch ms). */
  learntAt: number;
}

const KEY = 'server-clock';

/**
 * The device's clock offset from the server's, from one answer: the server's time on the answer
 * against the middle of the device's send and receive times (off by at most half the round trip).
 */
export function clockOffsetOf(serverTime: Date, sentAt: number, answeredAt: number): number {
  return Math.round(serverTime.getTime() - (sentAt + answeredAt) / 2);
}
let known: ServerClock | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The offset learnt last (here or in another tab), or null when the server was never heard. */
export function serverClock(): ServerClock | null {
  try {
    const text = storage()?.getItem(KEY);
    if (text) {
      const stored = JSON.parse(text) as ServerClock;
      if (Number.isFinite(stored.offsetMs) && Number.isFinite(stored.learntAt)) known = stored;
    }
  } catch {
    // Unreadable: what this tab learnt itself.
  }
  return known;
}

/**
 * One answer's time: the server's clock when it handled the request (epoch ms), against the middle
 * of the device's send and receive times. Answers that took long tell less; one over 10 s is
 * ignored unless nothing better is known.
 */
export function recordServerTime(serverMs: number, sentAt: number, answeredAt: number): void {
  if (!Number.isFinite(serverMs) || answeredAt < sentAt) return;
  if (answeredAt - sentAt > 10_000 && known) return;
  known = { offsetMs: clockOffsetOf(new Date(serverMs), sentAt, answeredAt), learntAt: answeredAt };
  try {
    storage()?.setItem(KEY, JSON.stringify(known));
  } catch {
    // Full or refused storage: this tab still knows it.
  }
}

/**
 * An offset kept before this module existed (in the judging database, by app versions before it):
 * taken only while nothing newer is known. Its time of learning is unknown: taken as long ago.
 */
export function adoptKeptOffset(offsetMs: number): void {
  if (serverClock() || !Number.isFinite(offsetMs)) return;
  known = { offsetMs, learntAt: 0 };
  try {
    storage()?.setItem(KEY, JSON.stringify(known));
  } catch {
    // This tab knows it.
  }
}

/** Reads the server's time off an answer's headers, if it has one. */
export function recordServerTimeOf(
  headers: Headers,
  sentAt: number,
  answeredAt: number,
  record: typeof recordServerTime = recordServerTime,
): void {
  const value = headers.get(SERVER_TIME_HEADER);
  if (value) record(Number(value), sentAt, answeredAt);
}

/** `fetch` that learns the server's clock from every answer (Apollo's HTTP link goes through it). */
export function clockedFetch(): typeof fetch {
  return async (input, init) => {
    const sentAt = Date.now();
    // The fetch of the moment (not one bound when the app started: tests and tools replace it).
    const response = await globalThis.fetch(input, init);
    recordServerTimeOf(response.headers, sentAt, Date.now());
    return response;
  };
}
