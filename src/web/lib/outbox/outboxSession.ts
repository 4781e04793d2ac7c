import { hasRank } from '@shared/roles';
import { shownName } from '../session/session';
import { type SessionStore, sessionStore } from '../session/sessionStore';
import type { OutboxRuntime } from './runtime';

let owner: number | null = null;
let runtime: Promise<OutboxRuntime> | null = null;

/**
 * Runs the outbox while a judge (or above) is logged in, for that judge only: logging out stops
 * it and leaves the ops on the device; when the same judge logs in again they are sent. The
 * IndexedDB code loads only then, never for visitors.
 */
export function runOutboxForJudges(store: SessionStore = sessionStore): void {
  const update = () => {
    const { user, ready } = store.getState();
    const judgeId = ready && user.id !== null && hasRank(user.role, 'JUDGE') ? user.id : null;
    if (judgeId === owner) return;
    owner = judgeId;
    const previous = runtime;
    const judge = { id: judgeId ?? 0, name: shownName(user), email: user.email };
    // The previous judge's sender stops before the next one starts.
    void previous?.then((r) => r.stop());
    runtime =
      judgeId === null
        ? null
        : Promise.all([import('./runtime'), previous]).then(([{ startOutboxRuntime }]) =>
            startOutboxRuntime(judge, { onDecisionsChanged: refetchShownCages }),
          );
  };
  store.subscribe(update);
  update();
}

/**
 * The office decided (again) about a late rating: what the open page shows of its cage came from
 * the server before, so the page asks again (a rare event: the office's decisions).
 */
async function refetchShownCages(): Promise<void> {
  const { apolloClient } = await import('../apollo/apolloClient');
  await apolloClient?.refetchQueries({ include: 'active' }).catch(() => undefined);
}

/** Sends what is due now (after a save), or everything at once (`resetBackoff`: "sync now"). */
export function syncOutbox(options?: { resetBackoff?: boolean }): void {
  void runtime?.then((r) => r.sync(options));
}

/** A show is new on this device: the show office's device panel hears of the tablet now. */
export function reportDevice(): void {
  void runtime?.then((r) => r.reportDevice({ now: true }));
}
