// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { OutboxEntry } from '@web/lib/outbox/judgingDb';
import { judgingDb } from '@web/lib/outbox/judgingDbInstance';
import { getOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { startOutboxRuntime } from '@web/lib/outbox/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An op written by another tab as IndexedDB keeps it, with no notice reaching this tab. */
function writeBehindTheBack(ownerId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('taubenschau-judging');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const write = db.transaction('outbox', 'readwrite');
      write
        .objectStore('outbox')
        .add({ opId: 'from-the-other-tab', ownerId, status: 'pending', cageId: '7' });
      write.oncomplete = () => {
        db.close();
        resolve();
      };
      write.onerror = () => reject(write.error);
    };
  });
}

describe("the judge's unsent count", () => {
  afterEach(() => vi.useRealTimers());

  it('is counted again while the tab is seen, when no notice of a change came', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runtime = startOutboxRuntime(41);
    try {
      // Saved in this tab: the count follows at once (Dexie's liveQuery).
      await judgingDb().outbox.add({
        opId: 'from-this-tab',
        ownerId: 41,
        status: 'pending',
        cageId: '6',
      } as OutboxEntry);
      await vi.waitFor(() => expect(getOutboxStatus().unsent).toBe(1));
      // Saved by another tab whose notice never came: counted again within five seconds.
      await writeBehindTheBack(41);
      expect(getOutboxStatus().unsent).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(getOutboxStatus().unsent).toBe(2));
    } finally {
      runtime.stop();
    }
  });
});
