import { MAX_WAIT_MS, warmIntlData } from '@web/lib/i18n/warmIntlData';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The worker's own work runs in the browser (every e2e first visit takes its page over after it).
// Here: the app waits for it no longer than it must, and never fails because of it. jsdom has no
// Worker, so the browser's is stood in for by one that answers, one that fails and one that hangs.

type Behaviour = 'answers' | 'fails' | 'hangs';

function workerThat(behaviour: Behaviour, seen: { locale?: string; terminated: boolean }) {
  return class {
    onmessage: ((event: { data: string }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(locale: string) {
      seen.locale = locale;
      if (behaviour === 'answers') queueMicrotask(() => this.onmessage?.({ data: locale }));
      if (behaviour === 'fails') queueMicrotask(() => this.onerror?.());
    }
    terminate() {
      seen.terminated = true;
    }
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmIntlData', () => {
  it('lets the app start at once where no worker can run', async () => {
    await expect(warmIntlData('de')).resolves.toBeUndefined();
  });

  it('is done when the worker has loaded the language, or has failed', async () => {
    for (const behaviour of ['answers', 'fails'] as const) {
      const seen = { terminated: false };
      vi.stubGlobal('Worker', workerThat(behaviour, seen));
      vi.useFakeTimers();
      let done = false;
      void warmIntlData('en').then(() => {
        done = true;
      });
      // No time passes: done as soon as the worker has answered.
      await vi.advanceTimersByTimeAsync(0);
      expect(done, behaviour).toBe(true);
      // The formats of the language as the pages write it (British English).
      expect(seen).toEqual({ locale: 'en-GB', terminated: true });
      vi.useRealTimers();
    }
  });

  it('waits for a worker that does not answer no longer than MAX_WAIT_MS', async () => {
    vi.stubGlobal('Worker', workerThat('hangs', { terminated: false }));
    vi.useFakeTimers();
    let done = false;
    void warmIntlData('de').then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
