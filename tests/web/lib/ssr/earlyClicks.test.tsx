import { waitFor } from '@testing-library/react';
import { holdEarlyClicks } from '@web/lib/ssr/earlyClicks';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// A page the server rendered is tapped before React has taken it over.

function Header({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Menü öffnen
      </button>
      {open && <nav aria-label="Menü">Events</nav>}
      <a href="#footer">Zum Fuß</a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <button type="submit">Suchen</button>
      </form>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function renderedPage(onSubmit: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Header onSubmit={onSubmit} />);
  document.body.append(container);
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  const takeOver = () =>
    startTransition(() => {
      root = hydrateRoot(container, <Header onSubmit={onSubmit} />);
    });
  return { container, button, takeOver };
}

describe('taps before the take-over', () => {
  it('reach the app once React listens, in the order they came, once each, and submit no form the browser’s way', async () => {
    const submitted: string[] = [];
    const page = renderedPage(() => submitted.push('app'));
    const early = holdEarlyClicks(() => page.container);
    const nativeSubmits: Event[] = [];
    page.container.querySelector('form')!.addEventListener('submit', (event) => nativeSubmits.push(event));

    // Tapped twice because nothing happened: the menu opens (a second replayed tap would close it).
    page.button('Menü öffnen').click();
    page.button('Menü öffnen').click();
    page.button('Suchen').click();
    expect(nativeSubmits).toHaveLength(0);
    expect(page.container.querySelector('nav')).toBeNull();

    page.takeOver();
    early.replay();
    await waitFor(() => expect(page.container.querySelector('nav')?.textContent).toBe('Events'));
    expect(submitted).toEqual(['app']);
  });

  it('leave links and what lies outside the page to the browser, and stop being held after the replay', async () => {
    const page = renderedPage(() => undefined);
    const outside = document.createElement('button');
    document.body.append(outside);
    const early = holdEarlyClicks(() => page.container);

    const link = page.container.querySelector('a')!;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    let outsideClicks = 0;
    outside.addEventListener('click', () => outsideClicks++);
    outside.click();
    expect(outsideClicks).toBe(1);

    page.takeOver();
    early.replay();
    // After the replay a tap is the app's at once, not held again.
    page.button('Menü öffnen').click();
    await waitFor(() => expect(page.container.querySelector('nav')).not.toBeNull());
  });

  it('are forgotten when the page is painted anew instead of taken over', () => {
    const page = renderedPage(() => undefined);
    const early = holdEarlyClicks(() => page.container);
    let clicks = 0;
    page.button('Menü öffnen').addEventListener('click', () => clicks++);
    page.button('Menü öffnen').click();
    expect(clicks).toBe(0);
    early.drop();
    expect(clicks).toBe(0);
    // No longer held: a tap goes where it goes.
    page.button('Menü öffnen').click();
    expect(clicks).toBe(1);
  });
});
