import { act, waitFor } from '@testing-library/react';
import { PAGE_STATE_ID } from '@web/lib/ssr/pageState';
import { type ServerAnswers, ServerAnswersContext } from '@web/lib/ssr/serverAnswers';
import { useNow } from '@web/lib/ssr/useNow';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// A page the server rendered a moment before a deadline is taken over in the browser after it.

function Registration({ deadline }: { deadline: number }) {
  const now = useNow();
  return <p>{now.getTime() < deadline ? 'Anmeldung offen' : 'Anmeldung geschlossen'}</p>;
}

/** What a later page's first render compared with the deadline. */
const firstShown: string[] = [];

function Later({ deadline }: { deadline: number }) {
  const now = useNow();
  if (firstShown.length === 0) firstShown.push(now.getTime() < deadline ? 'offen' : 'geschlossen');
  return null;
}

describe('useNow', () => {
  it('takes a server-rendered page over with the server’s time, then reads the device’s clock', async () => {
    const renderedAt = Date.now() - 60_000;
    const deadline = renderedAt + 1_000; // passed between the server's render and the take-over
    const server: ServerAnswers = { renderedAt, fetch: async () => undefined };
    const html = renderToString(
      <ServerAnswersContext value={server}>
        <Registration deadline={deadline} />
      </ServerAnswersContext>,
    );
    expect(html).toContain('Anmeldung offen');

    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = PAGE_STATE_ID;
    state.textContent = JSON.stringify({ answers: {}, apollo: null, router: null, renderedAt });
    document.body.append(state);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Registration deadline={deadline} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe('Anmeldung geschlossen'));

    // A later page of the same visit reads the device's clock from its very first render.
    firstShown.length = 0;
    const later = document.createElement('div');
    const second = await act(async () => {
      const next = createRoot(later);
      next.render(<Later deadline={deadline} />);
      return next;
    });
    expect(firstShown).toEqual(['geschlossen']);
    act(() => {
      root.unmount();
      second.unmount();
    });
    state.remove();
    container.remove();
  });
});
