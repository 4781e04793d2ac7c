import { PAGE_STATE_ID } from '@shared/serverRender';
import { useRenderLimit } from '@web/lib/ssr/renderLimit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

// A long list as the result pages render it (useRenderLimit), for the tests of its limit.

const CAGE_NUMBERS = Array.from({ length: 10 }, (_, i) => i + 1);

export const Cages = () => (
  <MemoryRouter>
    <List />
  </MemoryRouter>
);

function List() {
  const limit = useRenderLimit(3);
  return (
    <ul>
      {CAGE_NUMBERS.slice(0, limit).map((n) => (
        <li key={n}>Käfig {n}</li>
      ))}
    </ul>
  );
}

/**
 * The page as the server renders it, in the document with the state a rendered page carries (put
 * there first: the server's render is told apart by it, as jsdom has a window), and its HTML.
 */
export function renderedPage(): { container: HTMLElement; html: string } {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ID;
  state.textContent = JSON.stringify({ answers: {}, apollo: null, router: null, renderedAt: Date.now() });
  document.body.append(state);
  const html = renderToString(<Cages />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { container, html };
}
