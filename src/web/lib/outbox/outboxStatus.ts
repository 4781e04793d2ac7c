import { useSyncExternalStore } from 'react';

/**
 * Why sending waits for something other than the network: the server refused the session (the
 * judge must log in again); the session stored now is another account's; the server refused the
 * call as a whole (say, this version of the app no longer fits it), with its code; or the device
 * could not store the server's answer (its storage is full, say), with the browser's message.
 */
export type OutboxHold =
  | { kind: 'session' }
  | { kind: 'otherAccount' }
  | { kind: 'held'; code: string; message: string }
  | { kind: 'storage'; message: string };

/**
 * What the shell shows of the judge's outbox (badge, logout question, update prompt), kept apart
 * from the outbox itself so that the shell never loads IndexedDB code for visitors.
 */
export interface OutboxStatus {
  /** Ops on this device not yet applied by the server: waiting plus refused. */
  unsent: number;
  /** Refused by the server: the judge decides what to do with them. */
  attention: number;
  /** At the show office (they arrived after the event ended): it decides; nothing to send. */
  late: number;
  hold: OutboxHold | null;
  /**
   * The last try to send got no answer at all (no connection): the tablet is offline in effect,
   * whatever the browser says (a page reloaded on Wi-Fi that lets nothing through thinks it is online).
   */
  unreachable: boolean;
}

const EMPTY: OutboxStatus = { unsent: 0, attention: 0, late: 0, hold: null, unreachable: false };
let status = EMPTY;
const listeners = new Set<() => void>();

const sameHold = (a: OutboxHold | null, b: OutboxHold | null) =>
  a === b ||
  (a !== null && b !== null && a.kind === b.kind && (a.kind !== 'held' || a.code === (b as typeof a).code));

const sameStatus = (a: OutboxStatus, b: OutboxStatus) =>
  a.unsent === b.unsent &&
  a.attention === b.attention &&
  a.late === b.late &&
  a.unreachable === b.unreachable &&
  sameHold(a.hold, b.hold);

export function setOutboxStatus(next: OutboxStatus): void {
  if (sameStatus(next, status)) return;
  status = next;
  for (const listener of listeners) listener();
}

export function resetOutboxStatus(): void {
  setOutboxStatus(EMPTY);
}

export function getOutboxStatus(): OutboxStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page the server renders shows (and the browser takes over with): nothing waiting. */
const renderedStatus = () => EMPTY;

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribe, getOutboxStatus, renderedStatus);
}
