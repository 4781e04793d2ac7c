import type { ApolloClient } from '@apollo/client';
import { refetchWhenBack } from '@web/lib/apollo/refetchWhenBack';
import { notifyReconnect } from '@web/lib/network/reconnect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An Apollo client whose refetches the test answers, one by one. */
function fakeClient() {
  const answers: { ok: () => void; fail: () => void }[] = [];
  const client = {
    refetchQueries: vi.fn(
      () =>
        new Promise<unknown>((resolve, reject) => {
          answers.push({ ok: () => resolve([]), fail: () => reject(new Error('no network')) });
        }),
    ),
  };
  return { client: client as unknown as ApolloClient, refetches: client.refetchQueries, answers };
}

describe('asking again when the network is back', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('asks once for one return: the browser saying online, then the socket reconnecting', async () => {
    const { client, refetches, answers } = fakeClient();
    const window = new EventTarget();
    refetchWhenBack(client, window, () => 0.5);
    window.dispatchEvent(new Event('online'));
    // A moment for the Wi-Fi to carry requests, plus a spread: not at once.
    expect(refetches).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(refetches).toHaveBeenCalledTimes(1);
    expect(refetches).toHaveBeenCalledWith({ include: 'active' });
    // The socket reconnects while the answers come: nothing more.
    notifyReconnect();
    answers[0].ok();
    await vi.advanceTimersByTimeAsync(1_000);
    notifyReconnect();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refetches).toHaveBeenCalledTimes(1);
    // A later return asks again.
    await vi.advanceTimersByTimeAsync(5_000);
    notifyReconnect();
    await vi.advanceTimersByTimeAsync(500);
    expect(refetches).toHaveBeenCalledTimes(2);
  });

  it('asks again at the next signal when the refetch found no network yet', async () => {
    const { client, refetches, answers } = fakeClient();
    const window = new EventTarget();
    refetchWhenBack(client, window, () => 0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(100);
    answers[0].fail();
    await vi.advanceTimersByTimeAsync(0);
    notifyReconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(refetches).toHaveBeenCalledTimes(2);
  });
});
