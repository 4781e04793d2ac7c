import { PAGE_STATE_ID } from '@shared/serverRender';
import { act, waitFor } from '@testing-library/react';
import { type ServerAnswers, ServerAnswersContext } from '@web/lib/ssr/serverAnswers';
import { useNow } from '@web/lib/ssr/useNow';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// A page the server rendered a moment before a deadline is taken over in the browser after it.

let renders = 0;

function Registration({ deadline }: { deadline: number }) {
  renders += 1;
  const open = useNow((now) => now.getTime() < deadline);
  return <p>{open ? 'Anmeldung offen' : 'Anmeldung geschlossen'}</p>;
}

/** What a later page's first render compared with the deadline. */
const firstShown: string[] = [];

function Later({ deadline }: { deadline: number }) {
  const open = useNow((now) => now.getTime() < deadline);
  if (firstShown.length === 0) firstShown.push(open ? 'offen' : 'geschlossen');
  return null;
}

/** The server's HTML of a page rendered at `renderedAt`, in the document with its page state. */
function renderedPage(renderedAt: number, deadline: number) {
  const server: ServerAnswers = { renderedAt, fetch: async () => undefined };
  const html = renderToString(
    <ServerAnswersContext value={server}>
      <Registration deadline={deadline} />
    </ServerAnswersContext>,
  );
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ID;
  state.textContent = JSON.stringify({ answers: {}, apollo: null, router: null, renderedAt });
  document.body.append(state);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const remove = () => {
    state.remove();
    container.remove();
  };
  return { html, container, remove };
}

describe('useNow', () => {
  it('takes a server-rendered page over with the server’s time, then reads the device’s clock', async () => {
    const renderedAt = Date.now() - 60_000;
    const deadline = renderedAt + 1_000; // passed between the server's render and the take-over
    const page = renderedPage(renderedAt, deadline);
    expect(page.html).toContain('Anmeldung offen');

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(page.container, <Registration deadline={deadline} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(page.container.textContent).toBe('Anmeldung geschlossen'));

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
    page.remove();
  });

  it('renders a taken-over page once when nothing it shows has changed with the time', async () => {
    const renderedAt = Date.now() - 60_000;
    const deadline = Date.now() + 3_600_000; // open then and now
    const page = renderedPage(renderedAt, deadline);
    renders = 0;
    const root = await act(async () => hydrateRoot(page.container, <Registration deadline={deadline} />));
    expect(page.container.textContent).toBe('Anmeldung offen');
    expect(renders).toBe(1);
    act(() => root.unmount());
    page.remove();
  });
});
