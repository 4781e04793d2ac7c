import { act, renderHook, waitFor } from '@testing-library/react';
import { EVENT_CAGES } from '@web/features/events/graphql/EventCages';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page fetched while offline asks again when the network returns. The answer that comes last is
// not always the one asked last: an offline request may fail only after the newer one succeeded.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a public query when the network returns', () => {
  it('keeps the newer answer when the request made offline fails after it', async () => {
    const offline: { reject?: (error: Error) => void } = {};
    const answer = { data: { eventCages: [] } };
    const fetch = vi
      .fn()
      // Made while offline: its failure comes late.
      .mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) => {
            offline.reject = reject;
          }),
      )
      // Made when the network returned: answered at once.
      .mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => usePublicQuery(EVENT_CAGES, { eventId: '4' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toEqual(answer.data));
    await act(async () => {
      offline.reject?.(new TypeError('Failed to fetch'));
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toEqual(answer.data);
  });

  it('asks again on its own when "online" came before requests got through', async () => {
    const answer = { data: { eventCages: [] } };
    const fetch = vi
      .fn()
      // The network is said to be back, but the first request still finds none.
      .mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      })
      .mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => usePublicQuery(EVENT_CAGES, { eventId: '4' }));
    await waitFor(() => expect(result.current.error?.code).toBe('NETWORK'));
    // The next try comes after a second, without an "online" event or a press.
    await waitFor(() => expect(result.current.data).toEqual(answer.data), { timeout: 4000 });
    expect(result.current.error).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops asking once the page is left, a pressed "Erneut versuchen" too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const late: { reject?: (error: Error) => void } = {};
      const fetch = vi
        .fn()
        .mockImplementationOnce(async () => {
          throw new TypeError('Failed to fetch');
        })
        // The press: its request hangs until the page is gone, then fails.
        .mockImplementationOnce(
          () =>
            new Promise((_resolve, reject) => {
              late.reject = reject;
            }),
        )
        .mockImplementation(async () => {
          throw new TypeError('Failed to fetch');
        });
      vi.stubGlobal('fetch', fetch);
      const { result, unmount } = renderHook(() => usePublicQuery(EVENT_CAGES, { eventId: '4' }));
      await vi.waitFor(() => expect(result.current.error?.code).toBe('NETWORK'));
      act(() => result.current.refetch());
      await vi.waitFor(() => expect(late.reject).toBeDefined());
      unmount();
      await act(async () => {
        late.reject?.(new TypeError('Failed to fetch'));
      });
      await act(async () => {
        vi.advanceTimersByTime(120_000);
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
