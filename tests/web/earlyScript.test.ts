import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page's first script holds taps until the app hands them over; if the app cannot start, the
// browser gets them back rather than having them held for good.

let clicks: string[];
let button: HTMLButtonElement;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '<div id="root"><button type="button">Menü öffnen</button></div>';
  button = document.querySelector('button')!;
  clicks = [];
  button.addEventListener('click', () => clicks.push('tap'));
});
afterEach(async () => {
  const { early } = await import('@web/early');
  early.drop();
  document.body.innerHTML = '';
});

describe('the early script', () => {
  it('holds a tap until the app hands it over, once', async () => {
    const { early } = await import('@web/early');
    button.click();
    expect(clicks).toEqual([]);
    early.handOver();
    expect(clicks).toEqual(['tap']);
    // Not held any more, and an error later gives back nothing twice.
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    button.click();
    expect(clicks).toEqual(['tap', 'tap']);
  });

  it('gives the held taps back to the browser when a script of the app does not arrive', async () => {
    await import('@web/early');
    button.click();
    const entry = document.createElement('script');
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    expect(clicks).toEqual(['tap']);
    entry.remove();
  });

  it('gives them back when the app throws before taking the page over', async () => {
    await import('@web/early');
    button.click();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(clicks).toEqual(['tap']);
  });

  it('forgets them when the page is painted anew', async () => {
    const { early } = await import('@web/early');
    button.click();
    early.drop();
    expect(clicks).toEqual([]);
    button.click();
    expect(clicks).toEqual(['tap']);
  });
});
