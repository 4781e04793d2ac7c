import { act } from '@testing-library/react';
import { Cages, renderedPage } from '@tests/support/longList';
import { withinLimit } from '@web/lib/ssr/renderLimit';
import { hydrateRoot, type Root } from 'react-dom/client';
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

describe('useRenderLimit', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders the first items on the server and at the take-over, then all of them', async () => {
    const { container, html } = renderedPage();
    expect(html.match(/<li>/g)).toHaveLength(3);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Cages />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('li')).toHaveLength(10);
  });
});
