// Setup of the `web` Vitest project (jsdom): jest-dom matchers and what Mantine needs that jsdom lacks.
import '@testing-library/jest-dom/vitest';
// Every file gets an IndexedDB (in memory), as a browser has one: Apollo's persisted cache and the
// outbox open theirs whatever the test is about.
import 'fake-indexeddb/auto';
import { LOCALES } from '@shared/locales';
import { cleanup, configure } from '@testing-library/react';
import { activateLocale, loadWorkCatalog } from '@web/lib/i18n/i18n';
import { afterEach, beforeAll, vi } from 'vitest';

// `findBy…` and `waitFor` wait for the thing itself up to 5 s, not Testing Library's 1 s: with the
// whole suite on two cores a step that takes 0.1 s alone took over a second (a logout's busy state).
configure({ asyncUtilTimeout: 5_000 });

// Every page's texts, as below the Apollo layout: tests render work pages without that route. Each
// file starts in German, as the app does, whatever language the file before it left active.
beforeAll(async () => {
  for (const locale of LOCALES) await loadWorkCatalog(locale);
  await activateLocale('de');
});

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookies the web app writes.
  document.cookie = 'locale=; Max-Age=0; Path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = 'token=; Max-Age=0; Path=/';
  window.localStorage.clear();
  // A new entry at '/', not the current one replaced: a file's tests share one history, and a
  // dialog closed by history.back() leaves entries ahead that the next push would drop.
  window.history.pushState(null, '', '/');
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
