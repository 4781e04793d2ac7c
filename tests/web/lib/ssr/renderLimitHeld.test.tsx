import { act } from '@testing-library/react';
import { Cages, renderedPage } from '@tests/support/longList';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

// The rest of a list follows in a transition; held here (never run), to see what does not wait
// for it.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  startTransition: () => {},
}));

describe('a long list whose rest is still to come', () => {
  it('renders all of it at once when the page is printed, and keeps it after', async () => {
    const { container } = renderedPage();
    const root = await act(async () => hydrateRoot(container, <Cages />));
    expect(container.querySelectorAll('li')).toHaveLength(3);
    // The browser lays the page out for printing right after this event: no later.
    window.dispatchEvent(new Event('beforeprint'));
    expect(container.querySelectorAll('li')).toHaveLength(10);
    await act(async () => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(container.querySelectorAll('li')).toHaveLength(10);

    // A list opened after the take-over (a link, back and forward) is whole at once.
    const later = document.createElement('div');
    document.body.append(later);
    const laterRoot = await act(async () => {
      const created = createRoot(later);
      created.render(<Cages />);
      return created;
    });
    expect(later.querySelectorAll('li')).toHaveLength(10);
    act(() => {
      root.unmount();
      laterRoot.unmount();
    });
  });
});
