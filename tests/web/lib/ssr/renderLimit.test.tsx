import { act } from '@testing-library/react';
import { useRenderLimit, withinLimit } from '@web/lib/ssr/renderLimit';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

describe('withinLimit', () => {
  const classes = [
    { code: 'A', cages: [1, 2, 3] },
    { code: 'B', cages: [] },
    { code: 'C', cages: [4, 5] },
    { code: 'D', cages: [6] },
  ];
  const shown = (limit: number) =>
    withinLimit(classes, (c) => c.cages, limit).map(({ group, items }) => `${group.code}:${items.join('')}`);

  it.each([
    [0, []],
    [2, ['A:12']],
    [3, ['A:123']],
    [4, ['A:123', 'B:', 'C:4']],
    [6, ['A:123', 'B:', 'C:45', 'D:6']],
    [Number.POSITIVE_INFINITY, ['A:123', 'B:', 'C:45', 'D:6']],
  ])('within %s cages: %j', (limit, expected) => {
    expect(shown(limit)).toEqual(expected);
  });
});

const CAGE_NUMBERS = Array.from({ length: 10 }, (_, i) => i + 1);

function Cages() {
  const limit = useRenderLimit(3);
  return (
    <ul>
      {CAGE_NUMBERS.slice(0, limit).map((n) => (
        <li key={n}>Käfig {n}</li>
      ))}
    </ul>
  );
}

describe('useRenderLimit', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders the first items on the server and at the take-over, then all of them', async () => {
    const html = renderToString(<Cages />);
    expect(html.match(/<li>/g)).toHaveLength(3);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Cages />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('li')).toHaveLength(10);
  });

  it('renders all of them at once when the page is about to be printed', async () => {
    const html = renderToString(<Cages />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Taken over, but the rest not yet rendered: the transition has not run.
    act(() => {
      root = hydrateRoot(container, <Cages />);
    });
    window.dispatchEvent(new Event('beforeprint'));
    expect(container.querySelectorAll('li')).toHaveLength(10);
  });
});
