import { AFTER_PAINT_ID } from '@shared/afterPaint';
import { loadScriptsAfterPaint } from '@web/lib/ssr/afterPaint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A page the server rendered names its scripts in a template at the end of its head
// (src/api/http/headHtml.ts); the page's first script adds them once the page has been painted.
// That a real browser then fetches them after the page's style sheets: e2e/firstVisit.spec.ts.

const SCRIPTS =
  '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/start-1.js">';

/** The app's scripts the head holds outside the template, as the browser would fetch them. */
const scriptsInHead = () =>
  [...document.head.querySelectorAll(':scope > script, :scope > link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.head.innerHTML = `<title>Events</title><template id="${AFTER_PAINT_ID}">${SCRIPTS}</template>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe("a rendered page's scripts", () => {
  it('are added to the head after the first frame, not before, and once', () => {
    loadScriptsAfterPaint();
    expect(scriptsInHead()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame's callback only asks for the task after the paint.
    expect(scriptsInHead()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(scriptsInHead()).toEqual(['/assets/index-1.js', '/assets/start-1.js']);
    expect(document.getElementById(AFTER_PAINT_ID)).toBeNull();
    // Hidden later: nothing is added twice.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('of a big page are added a few per task, in their order, so that no task of it is long', () => {
    const files = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    document.head.innerHTML = `<template id="${AFTER_PAINT_ID}">${files
      .map((file) => `<link rel="modulepreload" href="${file}">`)
      .join('')}</template>`;
    loadScriptsAfterPaint();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(scriptsInHead()).toEqual(files.slice(0, 8));
    vi.runAllTimers();
    expect(scriptsInHead()).toEqual(files);
  });

  it('are added at once on a page opened in the background, which is not painted until shown', () => {
    visibility = 'hidden';
    loadScriptsAfterPaint();
    expect(scriptsInHead()).toEqual(['/assets/index-1.js', '/assets/start-1.js']);
  });

  it('are added when the page is hidden before its first frame', () => {
    loadScriptsAfterPaint();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsInHead()).toEqual(['/assets/index-1.js', '/assets/start-1.js']);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('wait for the parser to have read the whole head when hidden while it reads it', () => {
    const head = document.head.innerHTML;
    document.head.innerHTML = '<title>Events</title>';
    const body = document.body;
    body.remove();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    visibility = 'hidden';
    loadScriptsAfterPaint();
    expect(scriptsInHead()).toEqual([]);
    document.head.innerHTML = head;
    document.documentElement.append(body);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(scriptsInHead()).toEqual(['/assets/index-1.js', '/assets/start-1.js']);
  });

  it('leave a page without the template (the bare app shell) as it is', () => {
    document.head.innerHTML =
      '<title>Taubenschau</title><script type="module" src="/assets/index-1.js"></script>';
    loadScriptsAfterPaint();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(scriptsInHead()).toEqual(['/assets/index-1.js']);
  });
});
